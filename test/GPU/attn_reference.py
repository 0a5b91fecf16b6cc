"""attn_reference.py - fp64 reference of attn.sdpa (forward), in PyTorch.

Written from the op's description in AttnOps.td, independently of every
backend: the allowed set of (i, j) is the intersection of padding
(i < Lq(b), j < Lkv(b)), causal (j <= i + o(b), o(b) = Lkv(b) - Lq(b) for
bottom_right, else 0) and the inclusive window (i + o - l <= j <= i + o + r);
s = scale * q.k + bias; the sink logit (vanilla -inf, off_by_one 0,
learnable sink[h]) joins the softmax denominator; a row with nothing allowed
and no sink gives out = 0, lse = -inf. Query head h reads kv head
h // (Hq / Hkv).

Everything runs in float64 on the device of the inputs, chunked over batch,
heads and rows so that one score block stays under `budget` elements.
"""
import math

import torch


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
    return ok


def reference(case, q, k, v, bias=None, sink=None, seqlens_q=None,
              seqlens_kv=None, budget=1 << 25):
    """Returns (out [B, Hq, Sq, Dv] f64, lse [B, Hq, Sq] f64, live [B, Sq]).

    q, k, v are in the case's layout (any float dtype); bias is
    broadcastable to [B, Hq, Sq, Skv]; sink f32 [Hq]; seqlens i32 [B].
    `live` marks the rows that have at least one allowed key."""
    layout = case['layout']
    Q = to_bhsd(q, layout)
    K = to_bhsd(k, layout)
    V = to_bhsd(v, layout)
    B, Hq, Sq, Dqk = Q.shape
    _, Hkv, Skv, _ = K.shape
    Dv = V.shape[-1]
    if Hq % Hkv:
        raise ValueError(f'Hq={Hq} is not a multiple of Hkv={Hkv}')
    group = Hq // Hkv
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
                qb = Q[b, h0:h1, r0:r0 + len(rows)].to(torch.float64)
                kb = K[b].index_select(0, kv).to(torch.float64)
                vb = V[b].index_select(0, kv).to(torch.float64)
                s = torch.matmul(qb, kb.transpose(-1, -2)) * scale
                if bias is not None:
                    bb = bias[b if bias.shape[0] > 1 else 0]
                    bb = bb[h0:h1] if bb.shape[0] > 1 else bb
                    bb = bb[:, r0:r0 + len(rows)] if bb.shape[1] > 1 else bb
                    s = s + bb.to(torch.float64)
                s = s.masked_fill(~ok.unsqueeze(0), -math.inf)
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
