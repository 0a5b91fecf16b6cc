"""attn_reference.py - fp64 reference of attn.sdpa (forward) and of
attn.sdpa_grad (backward: dq, dk, dv and, on request, d_bias and d_sink),
in PyTorch.

Written from the op's description in AttnOps.td, independently of every
backend: the allowed set of (i, j) is the intersection of padding
(i < Lq(b), j < Lkv(b)), causal (j <= i + o(b), o(b) = Lkv(b) - Lq(b) for
bottom_right, else 0) and the inclusive window (i + o - l <= j <= i + o + r);
s = scale * q.k + bias - slope[h] * |i + o - j| (ALiBi), then the case's
score_mod, and its mask_mod joins the allowed set (modifiers.py); the sink logit (vanilla -inf, off_by_one 0,
learnable sink[h]) joins the softmax denominator; a row with nothing allowed
and no sink gives out = 0, lse = -inf. Query head h reads kv head
h // (Hq / Hkv).

The backward (reference_grad) recomputes P = exp(s - lse), takes
D(i) = sum_d dO[i, d] O[i, d] with O the reference output, dS = P (dP - D)
with dP = dO V^T (times d score_mod / ds with a score_mod), and dQ = scale dS K, dK = scale dS^T Q, dV = P^T dO, the
last two summed over the query heads of a GQA group. Masked and padded
pairs have P = 0 and contribute nothing, so rows and keys with no allowed
pair (past the lengths, or fully masked) get exactly zero gradients.
With d_sink=True it also returns the learnable sink's gradient
d_sink[h] = -sum_{b, i < Lq(b)} exp(sigma_h - lse(b, h, i)) D(b, h, i)
(the same P-from-lse and D as above; rows past seqlens_q contribute
nothing, a row with no allowed key has O = 0, so D = 0). With d_bias=True
it also returns the post-scale bias's gradient: dS (the same as above,
0 on masked and padded pairs) summed over the bias's size-1 dimensions,
in the bias's shape. No dropout.

Everything runs in float64 on the device of the inputs, chunked over batch,
heads and rows so that one score block stays under `budget` elements.
"""
import math

import torch

import modifiers


def to_bhsd(x, layout):
    """View of a [.., .., .., D] tensor in `layout` as [B, H, S, D]."""
    if layout == 'bshd':
        return x.permute(0, 2, 1, 3)
    if layout == 'bhsd':
        return x
    if layout == 'sbhd':
        return x.permute(1, 2, 0, 3)
    raise ValueError(f'unknown layout {layout}')


def from_bhsd(x, layout):
    """View of a [B, H, S, D] tensor in `layout`."""
    if layout == 'bshd':
        return x.permute(0, 2, 1, 3)
    if layout == 'bhsd':
        return x
    if layout == 'sbhd':
        return x.permute(2, 0, 1, 3)
    raise ValueError(f'unknown layout {layout}')


def effective_scale(case):
    if case.get('scale') is not None:
        return float(case['scale'])
    return 1.0 / math.sqrt(case['Dqk'])


def sigma(case, sink, Hq, device):
    """The sink logit of every head, float64 [Hq]."""
    kind = case.get('softmax', 'vanilla')
    if kind == 'vanilla':
        return torch.full((Hq,), -math.inf, dtype=torch.float64, device=device)
    if kind == 'off_by_one':
        return torch.zeros((Hq,), dtype=torch.float64, device=device)
    if kind == 'learnable':
        if sink is None:
            raise ValueError('softmax learnable needs a sink')
        return sink.to(torch.float64).reshape(Hq)
    raise ValueError(f'unknown softmax {kind}')


def allowed_rows(case, rows, Skv, lq, lkv, device):
    """Bool [len(rows), Skv]: the allowed (i, j) of one batch for rows i."""
    causal = case.get('causal', 'none')
    window = case.get('window')
    left, right = (window if window is not None else (-1, -1))
    offset = lkv - lq if causal == 'bottom_right' else 0
    i = rows.view(-1, 1)
    j = torch.arange(Skv, device=device).view(1, -1)
    diag = i + offset
    ok = (i < lq) & (j < lkv)
    if causal != 'none':
        ok = ok & (j <= diag)
    if left >= 0:
        ok = ok & (j >= diag - left)
    if right >= 0:
        ok = ok & (j <= diag + right)
    extra = modifiers.allowed(case, i, j)
    if extra is not None:
        ok = ok & extra
    return ok


def scores(case, b, rows, h0, h1, Q, K, bias, alibi, ok, lq, lkv, head_map,
           scale):
    """Masked scores s (-inf where not allowed) of batch b, query heads
    h0:h1 and rows `rows`, float64 [h1 - h0, len(rows), Skv]; also the
    float64 kv-head keys used."""
    r0, n = int(rows[0]), len(rows)
    kv = head_map[h0:h1]
    qb = Q[b, h0:h1, r0:r0 + n].to(torch.float64)
    kb = K[b].index_select(0, kv).to(torch.float64)
    s = torch.matmul(qb, kb.transpose(-1, -2)) * scale
    if bias is not None:
        bb = bias[b if bias.shape[0] > 1 else 0]
        bb = bb[h0:h1] if bb.shape[0] > 1 else bb
        bb = bb[:, r0:r0 + n] if bb.shape[1] > 1 else bb
        s = s + bb.to(torch.float64)
    if alibi is not None:
        causal = case.get('causal', 'none')
        offset = lkv - lq if causal == 'bottom_right' else 0
        j = torch.arange(s.shape[-1], device=s.device).view(1, 1, -1)
        dist = (rows.view(1, -1, 1) + offset - j).abs().to(torch.float64)
        slope = alibi.to(torch.float64).reshape(-1)[h0:h1].view(-1, 1, 1)
        s = s - slope * dist
    s, derivative = modifiers.modify_scores(case, s, torch)
    s = s.masked_fill(~ok.unsqueeze(0), -math.inf)
    return s, qb, kb, derivative


def _lengths(seqlens, S, B):
    lens = ([int(x) for x in seqlens.tolist()] if seqlens is not None
            else [S] * B)
    return lens


def _bhsd_operands(layout, q, k, v):
    """q, k, v as [B, H, S, D] and the sizes (B, Hq, Hkv, Sq, Skv, Dqk, Dv,
    Hq / Hkv)."""
    Q = to_bhsd(q, layout)
    K = to_bhsd(k, layout)
    V = to_bhsd(v, layout)
    B, Hq, Sq, Dqk = Q.shape
    _, Hkv, Skv, _ = K.shape
    Dv = V.shape[-1]
    if Hq % Hkv:
        raise ValueError(f'Hq={Hq} is not a multiple of Hkv={Hkv}')
    return Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, Hq // Hkv)


def reference(case, q, k, v, bias=None, sink=None, seqlens_q=None,
              seqlens_kv=None, budget=1 << 25, alibi=None):
    """Returns (out [B, Hq, Sq, Dv] f64, lse [B, Hq, Sq] f64, live [B, Sq]).

    q, k, v are in the case's layout (any float dtype); bias is
    broadcastable to [B, Hq, Sq, Skv]; alibi and sink f32 [Hq]; seqlens i32
    [B]. `live` marks the rows that have at least one allowed key."""
    layout = case['layout']
    Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, group) = _bhsd_operands(
        layout, q, k, v)
    dev = q.device
    scale = effective_scale(case)
    sig = sigma(case, sink, Hq, dev)
    lqs = ([int(x) for x in seqlens_q.tolist()] if seqlens_q is not None
           else [Sq] * B)
    lkvs = ([int(x) for x in seqlens_kv.tolist()] if seqlens_kv is not None
            else [Skv] * B)
    for b in range(B):
        if not (0 <= lqs[b] <= Sq and 0 <= lkvs[b] <= Skv):
            raise ValueError(f'invalid lengths {lqs[b]}, {lkvs[b]} at b={b}')

    out = torch.zeros((B, Hq, Sq, Dv), dtype=torch.float64, device=dev)
    lse = torch.full((B, Hq, Sq), -math.inf, dtype=torch.float64, device=dev)
    live = torch.zeros((B, Sq), dtype=torch.bool, device=dev)
    head_map = torch.arange(Hq, device=dev) // group

    # Chunk sizes: heads x rows x Skv <= budget.
    per_head = max(1, Sq * Skv)
    hc = max(1, min(Hq, budget // per_head))
    rc = Sq if hc > 1 else max(1, min(Sq, budget // max(1, Skv)))

    for b in range(B):
        for r0 in range(0, Sq, rc):
            rows = torch.arange(r0, min(Sq, r0 + rc), device=dev)
            ok = allowed_rows(case, rows, Skv, lqs[b], lkvs[b], dev)
            live[b, r0:r0 + len(rows)] = ok.any(dim=1)
            for h0 in range(0, Hq, hc):
                h1 = min(Hq, h0 + hc)
                kv = head_map[h0:h1]
                vb = V[b].index_select(0, kv).to(torch.float64)
                s, _, _, _ = scores(case, b, rows, h0, h1, Q, K, bias, alibi,
                                    ok, lqs[b], lkvs[b], head_map, scale)
                sg = sig[h0:h1].view(-1, 1, 1)
                m = torch.maximum(s.amax(dim=-1, keepdim=True), sg)
                m_safe = torch.where(torch.isfinite(m), m, torch.zeros_like(m))
                e = torch.exp(s - m_safe)
                z = e.sum(dim=-1, keepdim=True) + torch.exp(sg - m_safe)
                pos = z > 0
                p = e / torch.where(pos, z, torch.ones_like(z))
                out[b, h0:h1, r0:r0 + len(rows)] = torch.matmul(p, vb)
                l = torch.where(pos, m_safe + torch.log(
                    torch.where(pos, z, torch.ones_like(z))),
                    torch.full_like(z, -math.inf))
                lse[b, h0:h1, r0:r0 + len(rows)] = l.squeeze(-1)
                del s, e, p
    # Rows with nothing allowed produce exactly zero output (p = 0).
    out.masked_fill_(~live.view(B, 1, Sq, 1), 0.0)
    return out, lse, live


def reference_grad(case, q, k, v, d_out, bias=None, sink=None,
                   seqlens_q=None, seqlens_kv=None, alibi=None, out=None,
                   lse=None, budget=1 << 25, d_bias=False, d_sink=False,
                   terms=None):
    """fp64 gradients of attn.sdpa with respect to q, k, v (and the bias,
    the sink).

    Returns (dq [B, Hq, Sq, Dqk], dk [B, Hkv, Skv, Dqk], dv [B, Hkv, Skv,
    Dv], live_rows [B, Sq], live_keys [B, Skv]): float64, [B, H, S, D]
    (convert with from_bhsd); live_* mark the rows (keys) with at least one
    allowed pair, the others have zero gradients. d_bias=True (a 4-d bias
    only) appends d_bias, float64 in the bias's shape (dS summed over its
    size-1 dimensions); d_sink=True (softmax learnable only) then appends
    d_sink, float64 [Hq] (the op's result order: d_bias, d_sink).

    q, k, v, d_out in the case's layout; the optional operands as for
    reference(). By default P, lse and O come from reference() (the fp64
    forward); `out` (the case's layout) and `lse` ([B, Hq, Sq]) override
    them, as a kernel receives them: then P = exp(s - lse) and
    D = rowsum(d_out * out).

    terms: a dict to fill with 'dq', 'dk' (and 'dbias' with d_bias) of the
    same formulas without D, i.e. from P (dP) alone: the size of the terms
    the softmax Jacobian's D cancels. Where a gradient cancels exactly (one
    allowed key per row: dS = P (dP - D) = 0), a kernel's rounding error is
    relative to these, not to the zero result."""
    layout = case['layout']
    Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, group) = _bhsd_operands(
        layout, q, k, v)
    dO = to_bhsd(d_out, layout)
    dev = q.device
    scale = effective_scale(case)
    if out is None or lse is None:
        ref_out, ref_lse, _ = reference(case, q, k, v, bias, sink, seqlens_q,
                                        seqlens_kv, budget, alibi)
        O = ref_out if out is None else to_bhsd(out, layout)
        L = ref_lse if lse is None else lse
        del ref_out
    else:
        O, L = to_bhsd(out, layout), lse
    lqs = _lengths(seqlens_q, Sq, B)
    lkvs = _lengths(seqlens_kv, Skv, B)
    if d_sink and case.get('softmax') != 'learnable':
        raise ValueError('d_sink needs softmax learnable')
    sig = sigma(case, sink, Hq, dev) if d_sink else None
    dsink = torch.zeros((Hq,), dtype=torch.float64, device=dev)
    if d_bias and (bias is None or bias.dim() != 4):
        raise ValueError('d_bias needs a 4-d bias')
    dbias = (torch.zeros(tuple(bias.shape), dtype=torch.float64, device=dev)
             if d_bias else None)

    want_terms = terms is not None
    if want_terms:
        terms['dq'] = torch.zeros((B, Hq, Sq, Dqk), dtype=torch.float64,
                                  device=dev)
        terms['dk'] = torch.zeros((B, Hkv, Skv, Dqk), dtype=torch.float64,
                                  device=dev)
        if d_bias:
            terms['dbias'] = torch.zeros_like(dbias)
    dq = torch.zeros((B, Hq, Sq, Dqk), dtype=torch.float64, device=dev)
    dk = torch.zeros((B, Hkv, Skv, Dqk), dtype=torch.float64, device=dev)
    dv = torch.zeros((B, Hkv, Skv, Dv), dtype=torch.float64, device=dev)
    live_rows = torch.zeros((B, Sq), dtype=torch.bool, device=dev)
    live_keys = torch.zeros((B, Skv), dtype=torch.bool, device=dev)
    head_map = torch.arange(Hq, device=dev) // group

    # A few [heads, rows, Skv] blocks are alive at once: a third of budget.
    budget = max(1, budget // 3)
    per_head = max(1, Sq * Skv)
    hc = max(1, min(Hq, budget // per_head))
    rc = Sq if hc > 1 else max(1, min(Sq, budget // max(1, Skv)))

    for b in range(B):
        for r0 in range(0, Sq, rc):
            rows = torch.arange(r0, min(Sq, r0 + rc), device=dev)
            r1 = r0 + len(rows)
            ok = allowed_rows(case, rows, Skv, lqs[b], lkvs[b], dev)
            live_rows[b, r0:r1] = ok.any(dim=1)
            live_keys[b] |= ok.any(dim=0)
            for h0 in range(0, Hq, hc):
                h1 = min(Hq, h0 + hc)
                kv = head_map[h0:h1]
                s, qb, kb, mod_grad = scores(case, b, rows, h0, h1, Q, K,
                                             bias, alibi, ok, lqs[b], lkvs[b],
                                             head_map, scale)
                vb = V[b].index_select(0, kv).to(torch.float64)
                lb = L[b, h0:h1, r0:r1].to(torch.float64).unsqueeze(-1)
                lb_safe = torch.where(torch.isfinite(lb), lb,
                                      torch.zeros_like(lb))
                p = torch.exp(s - lb_safe)  # 0 where s = -inf
                p = torch.where(torch.isfinite(lb), p, torch.zeros_like(p))
                del s
                dob = dO[b, h0:h1, r0:r1].to(torch.float64)
                ob = O[b, h0:h1, r0:r1].to(torch.float64)
                dd = (dob * ob).sum(dim=-1, keepdim=True)
                if d_sink:
                    # The sink's probability exp(sigma - lse) times -D, on
                    # the rows within the length.
                    n_in = max(0, min(r1, lqs[b]) - r0)
                    sg = sig[h0:h1].view(-1, 1, 1)
                    ps = torch.exp(sg - lb_safe)
                    ps = torch.where(torch.isfinite(lb), ps,
                                     torch.zeros_like(ps))
                    dsink[h0:h1] -= (ps * dd)[:, :n_in].sum(dim=(1, 2))
                dp = torch.matmul(dob, vb.transpose(-1, -2))
                ds = p * (dp - dd)
                if mod_grad is not None:
                    # Through the score_mod (0 where p is 0: masked pairs).
                    ds = torch.where(p == 0, torch.zeros_like(ds),
                                     ds * mod_grad)
                if want_terms:
                    ts = (p * dp * (mod_grad if mod_grad is not None else 1.0)
                          ).abs()
                    ts = torch.where(p == 0, torch.zeros_like(ts), ts)
                    terms['dq'][b, h0:h1, r0:r1] = torch.matmul(
                        ts, kb.abs()) * scale
                    terms['dk'][b].index_add_(
                        0, kv, torch.matmul(ts.transpose(-1, -2),
                                            qb.abs()) * scale)
                    if d_bias:
                        acc_t = ts
                        for dim in (1, 2, 3):
                            if dbias.shape[dim] == 1:
                                acc_t = acc_t.sum(dim=dim - 1, keepdim=True)
                        bi = b if dbias.shape[0] > 1 else 0
                        hs = (slice(h0, h1) if dbias.shape[1] > 1
                              else slice(0, 1))
                        rs = (slice(r0, r1) if dbias.shape[2] > 1
                              else slice(0, 1))
                        terms['dbias'][bi, hs, rs] += acc_t
                del dp
                if d_bias:
                    # dS [heads, rows, Skv] of this chunk, summed over the
                    # bias's size-1 dimensions and added to its slice.
                    acc = ds
                    for dim in (1, 2, 3):
                        if dbias.shape[dim] == 1:
                            acc = acc.sum(dim=dim - 1, keepdim=True)
                    bi = b if dbias.shape[0] > 1 else 0
                    hs = slice(h0, h1) if dbias.shape[1] > 1 else slice(0, 1)
                    rs = slice(r0, r1) if dbias.shape[2] > 1 else slice(0, 1)
                    dbias[bi, hs, rs] += acc
                    del acc
                dq[b, h0:h1, r0:r1] = torch.matmul(ds, kb) * scale
                dk[b].index_add_(0, kv, torch.matmul(ds.transpose(-1, -2),
                                                     qb) * scale)
                dv[b].index_add_(0, kv, torch.matmul(p.transpose(-1, -2),
                                                     dob))
                del p, ds
    result = (dq, dk, dv, live_rows, live_keys)
    if d_bias:
        result += (dbias,)
    if d_sink:
        result += (dsink,)
    return result
