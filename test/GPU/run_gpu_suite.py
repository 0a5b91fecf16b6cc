#!/usr/bin/env python3
"""run_gpu_suite.py - run the compiled GPU cases and check them.

  run_gpu_suite.py --artifacts gpu-artifacts/suite \\
      --runtime /tmp/rt/libattn_runtime.so --out OUTDIR [--only A,B] [--seed N]
  run_gpu_suite.py ... --sanitize A[,B]   # run each case once, for
                                          # compute-sanitizer

For every case of DIR/cases.json (written by make_gpu_cases.py) whose
DIR/<name>.so exists: fresh random inputs (seeded; the seed is printed),
outputs poisoned with NaN, a synchronous invoke through the runtime's Python
binding, and a comparison with the fp64 reference (attn_reference.py,
computed on the GPU): ||out - ref|| / ||ref|| and the worst row within the
case's tolerance, exact zeros on rows with no allowed key, lse within
lse_tolerance (relative, floor 1) and -inf exactly where the reference is
-inf, no NaN anywhere (an element left unwritten keeps its NaN). Then the
same inputs again (outputs must be bitwise identical) and a second, fresh
input set. One table row per case, a summary line last, OUT/suite.json.

A train case (cases.json "train") then runs its backward entry
<name>_grad on the training step: for each of the two input sets, attn's
own forward gives out and lse, a seeded random d_out (never zero) is drawn,
and <name>_grad(q, k, v, out, d_out, lse, [optional operands]) writes dq,
dk, dv into NaN-poisoned buffers; each is compared with the fp64 reference
(attn_reference.reference_grad): relative Frobenius error within the case's
grad_tolerance (bf16 3e-2, f16 1e-2), the worst (b, h) slice within 4x,
exact zeros on rows (dq) and keys (dk, dv) with no allowed pair, no NaN or
inf. A "d_bias" case's grad entry also writes d_bias (the bias's shape and
type, after dv, NaN-poisoned): ||d_bias - ref|| / ||ref|| within
dbias_tolerance (bf16 3e-2, f16 1e-2, by the operands' type), no NaN or
inf. A "d_sink" case's grad entry also writes d_sink (f32 [Hq], last,
NaN-poisoned): ||d_sink - ref|| / ||ref|| within dsink_tolerance (bf16
2e-2, f16 1e-2), no NaN or inf. The first set runs twice: dk, dv, d_sink
and the d_bias of a bias without size-1 dimensions must be bitwise
identical (dq may use f32 atomics, as may d_bias summed over broadcast
dimensions: they must only stay within tolerance).

Two array backends: torch (always on a GPU; on the CPU too where torch is
installed, so that a GPU failure replays there with the same inputs) and
numpy (--backend numpy, or --device cpu without torch: numpy and ml_dtypes
only). The numpy backend draws its inputs from numpy's generator (other
values than torch's for the same seed) and checks against np_reference /
np_reference_grad below, a numpy port of attn_reference.py
(selftest_cpu.py reference checks it against reference-cli). The checks
themselves are the same code for both backends. The mock runtime
(mock_runtime.py, selftest_cpu.py harness) runs on the numpy backend.

Exit status: 0 when every compiled case passes, 1 when one fails, 3 when
the CUDA context was lost (rerun with --resume to go on after that case),
4 when a case hung (the watchdog ends the process; --resume goes on).
"""
import argparse
import importlib.util
import json
import math
import os
import random
import sys
import threading
import time
import traceback
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from make_gpu_cases import (arg_list, directions, grad_arg_list,  # noqa
                            n_outputs)
import modifiers  # noqa: E402

STATUS_BAD = ('FAIL', 'ERROR', 'CRASH', 'HANG')
TORCH_DTYPES = {}
NP_DTYPES = {}

# The array backend: 'torch' or 'numpy' (main() sets it from --backend;
# otherwise chosen on first use: torch where it can be imported).
BACKEND = None


def have_torch():
    try:
        import torch  # noqa: F401
        return True
    except ImportError:
        return False


def backend():
    global BACKEND
    if BACKEND is None:
        BACKEND = 'torch' if have_torch() else 'numpy'
    return BACKEND


def set_backend(name, device='cpu'):
    """'torch', 'numpy' or 'auto' (torch on a GPU; on the CPU torch where
    it can be imported, else numpy). Returns the backend chosen."""
    global BACKEND
    if name == 'auto':
        name = ('torch' if not str(device).startswith('cpu') or have_torch()
                else 'numpy')
    if name not in ('torch', 'numpy'):
        raise ValueError(f'unknown backend {name}')
    if name == 'numpy' and not str(device).startswith('cpu'):
        raise ValueError(f'the numpy backend runs on the CPU only, not on '
                         f'{device}')
    BACKEND = name
    return name


def torch_dtype(name):
    import torch
    if not TORCH_DTYPES:
        TORCH_DTYPES.update({'f32': torch.float32, 'f16': torch.float16,
                             'bf16': torch.bfloat16, 'f64': torch.float64,
                             'i32': torch.int32, 'i64': torch.int64,
                             'i8': torch.int8, 'i1': torch.bool})
    return TORCH_DTYPES[name]


def np_dtype(name):
    """numpy dtype of an element type name (bf16 from ml_dtypes)."""
    import numpy as np
    if not NP_DTYPES:
        NP_DTYPES.update({'f32': np.float32, 'f16': np.float16,
                          'f64': np.float64, 'i32': np.int32,
                          'i64': np.int64, 'i8': np.int8, 'i1': np.bool_})
        try:
            import ml_dtypes
            NP_DTYPES['bf16'] = ml_dtypes.bfloat16
        except ImportError:
            pass
    if name not in NP_DTYPES:
        raise ValueError(f'no numpy type for {name} (bf16 needs ml_dtypes)')
    return np.dtype(NP_DTYPES[name])


# ------------------------------------------------------------ array helpers
# The checks below call these instead of torch or numpy directly, so that
# the same code runs on both backends (an array's type picks the library).

def is_np(x):
    return type(x).__module__ == 'numpy'


def f64(x):
    if is_np(x):
        import numpy as np
        return x.astype(np.float64)
    import torch
    return x.to(torch.float64)


def isnan(x):
    if is_np(x):
        import numpy as np
        return np.isnan(x)
    import torch
    return torch.isnan(x)


def isinf(x):
    if is_np(x):
        import numpy as np
        return np.isinf(x)
    import torch
    return torch.isinf(x)


def isposinf(x):
    if is_np(x):
        import numpy as np
        return np.isposinf(x)
    import torch
    return torch.isposinf(x)


def isneginf(x):
    if is_np(x):
        import numpy as np
        return np.isneginf(x)
    import torch
    return torch.isneginf(x)


def isfinite(x):
    if is_np(x):
        import numpy as np
        return np.isfinite(x)
    import torch
    return torch.isfinite(x)


def nan_to_num(x, nan=0.0, posinf=None, neginf=None):
    """torch.nan_to_num's semantics (posinf/neginf None: the type's
    largest/lowest finite value), on either backend."""
    if is_np(x):
        import numpy as np
        return np.nan_to_num(x, nan=nan, posinf=posinf, neginf=neginf)
    import torch
    return torch.nan_to_num(x, nan=nan, posinf=posinf, neginf=neginf)


def norm(x, dim=None):
    """Frobenius norm of everything (dim None, a float) or along dim."""
    if is_np(x):
        import numpy as np
        if dim is None:
            return float(np.sqrt(np.sum(x * x))) if x.size else 0.0
        return np.sqrt(np.sum(x * x, axis=dim))
    return float(x.norm()) if dim is None else x.norm(dim=dim)


def clamp_min(x, value):
    if is_np(x):
        import numpy as np
        return np.maximum(x, value)
    return x.clamp(min=value)


def where_max(x):
    """Index tuple of the first largest element."""
    if is_np(x):
        import numpy as np
        return tuple(int(i) for i in np.argwhere(x == x.max())[0])
    import torch
    return tuple(int(i) for i in torch.nonzero(x == x.max())[0])


def permute(x, dims):
    if is_np(x):
        import numpy as np
        return np.transpose(x, dims)
    return x.permute(*dims)


def flatten_from(x, start):
    if is_np(x):
        return x.reshape(tuple(x.shape[:start]) + (-1,))
    return x.flatten(start)


def numel(x):
    return int(x.size) if is_np(x) else x.numel()


def clone(x):
    return x.copy() if is_np(x) else x.clone()


def count(mask):
    return int(mask.sum())


def data_ptr(x):
    return x.ctypes.data if is_np(x) else x.data_ptr()


def bits(t):
    """The elements' bits as integers of the same width."""
    size = t.itemsize if is_np(t) else t.element_size()
    if is_np(t):
        import numpy as np
        view = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
        return np.ascontiguousarray(t).view(view[size])
    import torch
    view = {1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
    return t.contiguous().view(view[size])


def equal(a, b):
    if is_np(a):
        import numpy as np
        return bool(np.array_equal(a, b))
    import torch
    return torch.equal(a, b)


def to_numpy(x):
    """A numpy array of x (either backend; torch: on the CPU)."""
    return x if is_np(x) else x.detach().cpu().numpy()


TO_BHSD = {'bshd': (0, 2, 1, 3), 'bhsd': (0, 1, 2, 3), 'sbhd': (1, 2, 0, 3)}
FROM_BHSD = {'bshd': (0, 2, 1, 3), 'bhsd': (0, 1, 2, 3), 'sbhd': (2, 0, 1, 3)}


def to_bhsd(x, layout):
    """View of a [.., .., .., D] array in `layout` as [B, H, S, D]."""
    if layout not in TO_BHSD:
        raise ValueError(f'unknown layout {layout}')
    return x if layout == 'bhsd' else permute(x, TO_BHSD[layout])


def from_bhsd(x, layout):
    """View of a [B, H, S, D] array in `layout`."""
    if layout not in FROM_BHSD:
        raise ValueError(f'unknown layout {layout}')
    return x if layout == 'bhsd' else permute(x, FROM_BHSD[layout])


# ---------------------------------------------- numpy fp64 reference (port)
# np_reference and np_reference_grad: attn_reference.reference and
# reference_grad (see there for the semantics) on numpy arrays, the same
# computation step for step. selftest_cpu.py reference checks them against
# reference-cli (and against attn_reference.py where torch is installed).

def effective_scale(case):
    if case.get('scale') is not None:
        return float(case['scale'])
    return 1.0 / math.sqrt(case['Dqk'])


def np_sigma(case, sink, Hq):
    import numpy as np
    kind = case.get('softmax', 'vanilla')
    if kind == 'vanilla':
        return np.full((Hq,), -math.inf)
    if kind == 'off_by_one':
        return np.zeros((Hq,))
    if kind == 'learnable':
        if sink is None:
            raise ValueError('softmax learnable needs a sink')
        return np.asarray(sink, dtype=np.float64).reshape(Hq)
    raise ValueError(f'unknown softmax {kind}')


def np_allowed_rows(case, rows, Skv, lq, lkv):
    """Bool [len(rows), Skv]: the allowed (i, j) of one batch for rows i."""
    import numpy as np
    causal = case.get('causal', 'none')
    window = case.get('window')
    left, right = (window if window is not None else (-1, -1))
    offset = lkv - lq if causal == 'bottom_right' else 0
    i = rows.reshape(-1, 1)
    j = np.arange(Skv).reshape(1, -1)
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


def np_scores(case, b, rows, h0, h1, Q, K, bias, alibi, ok, lq, lkv,
              head_map, scale):
    """Masked float64 scores [h1 - h0, len(rows), Skv], the float64 query
    block and the keys of the kv heads used."""
    import numpy as np
    r0, n = int(rows[0]), len(rows)
    kv = head_map[h0:h1]
    qb = np.asarray(Q[b, h0:h1, r0:r0 + n], dtype=np.float64)
    kb = np.asarray(K[b][kv], dtype=np.float64)
    s = np.matmul(qb, np.swapaxes(kb, -1, -2)) * scale
    if bias is not None:
        bb = bias[b if bias.shape[0] > 1 else 0]
        bb = bb[h0:h1] if bb.shape[0] > 1 else bb
        bb = bb[:, r0:r0 + n] if bb.shape[1] > 1 else bb
        s = s + bb.astype(np.float64)
    if alibi is not None:
        causal = case.get('causal', 'none')
        offset = lkv - lq if causal == 'bottom_right' else 0
        j = np.arange(s.shape[-1]).reshape(1, 1, -1)
        dist = np.abs(rows.reshape(1, -1, 1) + offset - j).astype(np.float64)
        slope = np.asarray(alibi, dtype=np.float64).reshape(-1)[h0:h1]
        s = s - slope.reshape(-1, 1, 1) * dist
    s, derivative = modifiers.modify_scores(case, s, np)
    s = np.where(ok[None], s, -math.inf)
    return s, qb, kb, derivative


def _np_operands(layout, q, k, v):
    """q, k, v as float64 [B, H, S, D] and the sizes (B, Hq, Hkv, Sq, Skv,
    Dqk, Dv, Hq / Hkv)."""
    import numpy as np
    Q, K, V = (np.ascontiguousarray(to_bhsd(x, layout), dtype=np.float64)
               for x in (q, k, v))
    B, Hq, Sq, Dqk = Q.shape
    _, Hkv, Skv, _ = K.shape
    Dv = V.shape[-1]
    if Hq % Hkv:
        raise ValueError(f'Hq={Hq} is not a multiple of Hkv={Hkv}')
    return Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, Hq // Hkv)


def _np_lengths(seqlens, S, B):
    return ([int(x) for x in seqlens.tolist()] if seqlens is not None
            else [S] * B)


def np_reference(case, q, k, v, bias=None, sink=None, seqlens_q=None,
                 seqlens_kv=None, budget=1 << 22, alibi=None):
    """(out [B, Hq, Sq, Dv] f64, lse [B, Hq, Sq] f64, live [B, Sq] bool):
    attn_reference.reference on numpy arrays."""
    import numpy as np
    Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, group) = _np_operands(
        case['layout'], q, k, v)
    scale = effective_scale(case)
    sig = np_sigma(case, sink, Hq)
    lqs = _np_lengths(seqlens_q, Sq, B)
    lkvs = _np_lengths(seqlens_kv, Skv, B)
    for b in range(B):
        if not (0 <= lqs[b] <= Sq and 0 <= lkvs[b] <= Skv):
            raise ValueError(f'invalid lengths {lqs[b]}, {lkvs[b]} at b={b}')
    out = np.zeros((B, Hq, Sq, Dv))
    lse = np.full((B, Hq, Sq), -math.inf)
    live = np.zeros((B, Sq), dtype=bool)
    head_map = np.arange(Hq) // group
    per_head = max(1, Sq * Skv)
    hc = max(1, min(Hq, budget // per_head))
    rc = Sq if hc > 1 else max(1, min(Sq, budget // max(1, Skv)))
    for b in range(B):
        for r0 in range(0, Sq, rc):
            rows = np.arange(r0, min(Sq, r0 + rc))
            r1 = r0 + len(rows)
            ok = np_allowed_rows(case, rows, Skv, lqs[b], lkvs[b])
            live[b, r0:r1] = ok.any(axis=1)
            for h0 in range(0, Hq, hc):
                h1 = min(Hq, h0 + hc)
                vb = V[b][head_map[h0:h1]]
                s, _, _, _ = np_scores(case, b, rows, h0, h1, Q, K, bias,
                                       alibi, ok, lqs[b], lkvs[b], head_map,
                                       scale)
                sg = sig[h0:h1].reshape(-1, 1, 1)
                m = np.maximum(s.max(axis=-1, keepdims=True), sg)
                m_safe = np.where(np.isfinite(m), m, 0.0)
                e = np.exp(s - m_safe)
                z = e.sum(axis=-1, keepdims=True) + np.exp(sg - m_safe)
                pos = z > 0
                zz = np.where(pos, z, 1.0)
                out[b, h0:h1, r0:r1] = np.matmul(e / zz, vb)
                lse[b, h0:h1, r0:r1] = np.where(
                    pos, m_safe + np.log(zz), -math.inf)[..., 0]
    # Rows with nothing allowed produce exactly zero output (p = 0).
    out[np.broadcast_to(~live[:, None, :, None], out.shape)] = 0.0
    return out, lse, live


def np_reference_grad(case, q, k, v, d_out, bias=None, sink=None,
                      seqlens_q=None, seqlens_kv=None, alibi=None, out=None,
                      lse=None, budget=1 << 22, d_bias=False, d_sink=False,
                      terms=None):
    """(dq, dk, dv, live_rows, live_keys[, d_bias][, d_sink]):
    attn_reference.reference_grad on numpy arrays (float64, [B, H, S, D];
    `out` in the case's layout and `lse` override the reference's)."""
    import numpy as np
    layout = case['layout']
    Q, K, V, (B, Hq, Hkv, Sq, Skv, Dqk, Dv, group) = _np_operands(
        layout, q, k, v)
    dO = np.ascontiguousarray(to_bhsd(d_out, layout), dtype=np.float64)
    scale = effective_scale(case)
    if out is None or lse is None:
        ref_out, ref_lse, _ = np_reference(case, q, k, v, bias, sink,
                                           seqlens_q, seqlens_kv, budget,
                                           alibi)
        O = ref_out if out is None else to_bhsd(out, layout)
        L = ref_lse if lse is None else lse
    else:
        O, L = to_bhsd(out, layout), lse
    O = np.ascontiguousarray(O, dtype=np.float64)
    L = np.ascontiguousarray(L, dtype=np.float64)
    lqs = _np_lengths(seqlens_q, Sq, B)
    lkvs = _np_lengths(seqlens_kv, Skv, B)
    if d_sink and case.get('softmax') != 'learnable':
        raise ValueError('d_sink needs softmax learnable')
    sig = np_sigma(case, sink, Hq) if d_sink else None
    dsink = np.zeros((Hq,))
    if d_bias and (bias is None or bias.ndim != 4):
        raise ValueError('d_bias needs a 4-d bias')
    dbias = np.zeros(tuple(bias.shape)) if d_bias else None
    want_terms = terms is not None
    if want_terms:
        terms['dq'] = np.zeros((B, Hq, Sq, Dqk))
        terms['dk'] = np.zeros((B, Hkv, Skv, Dqk))
        if d_bias:
            terms['dbias'] = np.zeros_like(dbias)
    dq = np.zeros((B, Hq, Sq, Dqk))
    dk = np.zeros((B, Hkv, Skv, Dqk))
    dv = np.zeros((B, Hkv, Skv, Dv))
    live_rows = np.zeros((B, Sq), dtype=bool)
    live_keys = np.zeros((B, Skv), dtype=bool)
    head_map = np.arange(Hq) // group
    budget = max(1, budget // 3)
    per_head = max(1, Sq * Skv)
    hc = max(1, min(Hq, budget // per_head))
    rc = Sq if hc > 1 else max(1, min(Sq, budget // max(1, Skv)))
    for b in range(B):
        for r0 in range(0, Sq, rc):
            rows = np.arange(r0, min(Sq, r0 + rc))
            r1 = r0 + len(rows)
            ok = np_allowed_rows(case, rows, Skv, lqs[b], lkvs[b])
            live_rows[b, r0:r1] = ok.any(axis=1)
            live_keys[b] |= ok.any(axis=0)
            for h0 in range(0, Hq, hc):
                h1 = min(Hq, h0 + hc)
                kv = head_map[h0:h1]
                s, qb, kb, mod_grad = np_scores(case, b, rows, h0, h1, Q,
                                                K, bias, alibi, ok, lqs[b],
                                                lkvs[b], head_map, scale)
                vb = V[b][kv]
                lb = L[b, h0:h1, r0:r1][..., None]
                fin = np.isfinite(lb)
                lb_safe = np.where(fin, lb, 0.0)
                p = np.where(fin, np.exp(s - lb_safe), 0.0)
                dob = dO[b, h0:h1, r0:r1]
                ob = O[b, h0:h1, r0:r1]
                dd = (dob * ob).sum(axis=-1, keepdims=True)
                if d_sink:
                    n_in = max(0, min(r1, lqs[b]) - r0)
                    sg = sig[h0:h1].reshape(-1, 1, 1)
                    ps = np.where(fin, np.exp(sg - lb_safe), 0.0)
                    dsink[h0:h1] -= (ps * dd)[:, :n_in].sum(axis=(1, 2))
                dp = np.matmul(dob, np.swapaxes(vb, -1, -2))
                ds = p * (dp - dd)
                if mod_grad is not None:
                    ds = np.where(p == 0, 0.0, ds * mod_grad)
                if want_terms:
                    ts = np.abs(p * dp * (mod_grad if mod_grad is not None
                                          else 1.0))
                    ts = np.where(p == 0, 0.0, ts)
                    terms['dq'][b, h0:h1, r0:r1] = (
                        np.matmul(ts, np.abs(kb)) * scale)
                    np.add.at(terms['dk'][b], kv, np.matmul(
                        np.swapaxes(ts, -1, -2), np.abs(qb)) * scale)
                    if d_bias:
                        acc_t = ts
                        for dim in (1, 2, 3):
                            if dbias.shape[dim] == 1:
                                acc_t = acc_t.sum(axis=dim - 1, keepdims=True)
                        bi = b if dbias.shape[0] > 1 else 0
                        hs = (slice(h0, h1) if dbias.shape[1] > 1
                              else slice(0, 1))
                        rs = (slice(r0, r1) if dbias.shape[2] > 1
                              else slice(0, 1))
                        terms['dbias'][bi, hs, rs] += acc_t
                if d_bias:
                    acc = ds
                    for dim in (1, 2, 3):
                        if dbias.shape[dim] == 1:
                            acc = acc.sum(axis=dim - 1, keepdims=True)
                    bi = b if dbias.shape[0] > 1 else 0
                    hs = slice(h0, h1) if dbias.shape[1] > 1 else slice(0, 1)
                    rs = slice(r0, r1) if dbias.shape[2] > 1 else slice(0, 1)
                    dbias[bi, hs, rs] += acc
                dq[b, h0:h1, r0:r1] = np.matmul(ds, kb) * scale
                dk_heads = np.matmul(np.swapaxes(ds, -1, -2), qb) * scale
                dv_heads = np.matmul(np.swapaxes(p, -1, -2), dob)
                for g in np.unique(kv):  # sum over the GQA group
                    dk[b, g] += dk_heads[kv == g].sum(axis=0)
                    dv[b, g] += dv_heads[kv == g].sum(axis=0)
    result = (dq, dk, dv, live_rows, live_keys)
    if d_bias:
        result += (dbias,)
    if d_sink:
        result += (dsink,)
    return result


def _quiet():
    """Silences numpy's warnings about inf - inf and the like (the checks
    count NaN and inf themselves); nothing to silence for torch."""
    try:
        import numpy as np
        return np.errstate(all='ignore')
    except ImportError:
        import contextlib
        return contextlib.nullcontext()


# --------------------------------------------------------------- the suite

def load_binding(path):
    spec = importlib.util.spec_from_file_location('attn_runtime', path)
    module = importlib.util.module_from_spec(spec)
    sys.modules['attn_runtime'] = module
    spec.loader.exec_module(module)
    return module


def case_seed(base, name, which):
    return (base * 1000003 + zlib.crc32(name.encode()) * 17 + which) % (1 << 62)


def make_lengths(B, S, rng, which, kv):
    """Valid lengths in [0, S]; set 0 covers the edges (S, 0, 1, S - 1,
    non-multiples of 64), later sets are uniform."""
    if which == 0:
        edges = ([S - 1, S, 0, 65, 1, 100, S // 2, 63] if kv else
                 [S, 0, 1, S - 1, 65, 130, S // 3, 127])
        out = [min(max(x, 0), S) for x in edges]
        while len(out) < B:
            out.append(rng.randint(0, S))
        return out[:B]
    return [rng.randint(0, S) for _ in range(B)]


def make_inputs(case, seed, which, device):
    """dict role -> array of the case's inputs, in argument order (torch
    tensors on `device`, or numpy arrays on the numpy backend)."""
    s = case_seed(seed, case['name'], which)
    rng = random.Random(s)
    if backend() == 'numpy':
        import numpy as np
        gen = np.random.default_rng(s)

        def randn(shape):
            return gen.standard_normal(shape, dtype=np.float32)
    else:
        import torch
        gen = torch.Generator(device='cpu').manual_seed(s)

        def randn(shape):
            return torch.randn(shape, generator=gen, dtype=torch.float32)
    inputs = {}
    for role, shape, dtype in arg_list(case)[:-2]:
        if role in ('seqlens_q', 'seqlens_kv'):
            S = case['Sq'] if role == 'seqlens_q' else case['Skv']
            vals = make_lengths(case['B'], S, rng, which, role == 'seqlens_kv')
            t = array(vals, 'i32')
        elif role == 'sink':
            t = randn(shape) * 2.0
        elif role == 'alibi':
            # The usual geometric ALiBi slopes 2^(-8 (h + 1) / Hq).
            Hq = shape[0]
            t = array([2.0 ** (-8.0 * (h + 1) / Hq) for h in range(Hq)],
                      'f32')
        else:
            t = astype(randn(shape), dtype)
        inputs[role] = to_device(t, device)
    return inputs


def array(values, dtype):
    """A new array of `values` on the backend."""
    if backend() == 'numpy':
        import numpy as np
        return np.array(values, dtype=np_dtype(dtype))
    import torch
    return torch.tensor(values, dtype=torch_dtype(dtype))


def astype(t, dtype):
    return t.astype(np_dtype(dtype)) if is_np(t) else t.to(torch_dtype(dtype))


def to_device(t, device):
    if is_np(t):
        import numpy as np
        return np.ascontiguousarray(t)
    return t.to(device).contiguous()


def nan_array(shape, dtype, device):
    """A new array of `shape` and `dtype` filled with NaN."""
    if backend() == 'numpy':
        import numpy as np
        return np.full(shape, np.nan, dtype=np_dtype(dtype))
    import torch
    return torch.full(shape, float('nan'), dtype=torch_dtype(dtype),
                      device=device)


def make_outputs(case, device):
    return {role: nan_array(shape, dtype, device)
            for role, shape, dtype in arg_list(case)[-2:]}


def make_d_out(case, seed, which, device):
    """The seeded gradient of the loss with respect to out (never zero)."""
    role, shape, dtype = arg_list(case)[-2]
    s = case_seed(seed, case['name'], 100 + which)
    if backend() == 'numpy':
        import numpy as np
        t = np.random.default_rng(s).standard_normal(shape, dtype=np.float32)
    else:
        import torch
        gen = torch.Generator(device='cpu').manual_seed(s)
        t = torch.randn(shape, generator=gen, dtype=torch.float32)
    t = astype(t, dtype)
    assert bool((t != 0).any()), 'd_out must not be zero'
    return to_device(t, device)


def make_grad_outputs(case, device):
    """d_query, d_key, d_value (and d_sink) poisoned with NaN."""
    roles = grad_arg_list(case)
    return {role: nan_array(shape, dtype, device)
            for role, shape, dtype in roles[-n_outputs(roles):]}


def poison(outputs):
    for t in outputs.values():
        if is_np(t):
            t[...] = float('nan')
        else:
            t.fill_(float('nan'))


def check_manifest(entry, case, expected=None):
    """Compares the entry's manifest with the arguments the suite passes
    (expected: an arg list, the forward's by default)."""
    expected = arg_list(case) if expected is None else expected
    args = list(getattr(entry, 'args', []) or [])
    if not args:
        return None  # nothing to check against
    if len(args) != len(expected):
        return (f'manifest has {len(args)} arguments, the suite passes '
                f'{len(expected)}: {[r for r, _, _ in expected]}')
    for index, (info, (role, shape, dtype), direction) in enumerate(
            zip(args, expected, directions(expected))):
        want_out = direction == 'out'
        got_dtype = getattr(info, 'dtype', dtype)
        got_shape = tuple(getattr(info, 'shape', shape))
        got_out = bool(getattr(info, 'is_output', want_out))
        problems = []
        if got_dtype != dtype:
            problems.append(f'dtype {got_dtype} != {dtype}')
        if len(got_shape) != len(shape) or any(
                g not in (-1, w) for g, w in zip(got_shape, shape)):
            problems.append(f'shape {list(got_shape)} != {shape}')
        if got_out != want_out:
            problems.append(f'is_output {got_out} != {want_out}')
        if problems:
            return f'argument {index} ({role}): ' + ', '.join(problems)
    return None


def buffers(case, inputs, outputs, roles=None):
    """(ptr, dtype, shape) of every argument of `roles` (the forward's arg
    list by default), taken by role from inputs then outputs."""
    roles = arg_list(case) if roles is None else roles
    tensors = dict(inputs)
    tensors.update(outputs)
    return [(data_ptr(tensors[role]), dtype,
             tuple(int(x) for x in tensors[role].shape))
            for role, _, dtype in roles]


def sync(device):
    if str(device).startswith('cuda'):
        import torch
        torch.cuda.synchronize()


def invoke(entry, case, inputs, outputs, device, roles=None):
    """Synchronous invoke (stream=None): the runtime waits for its kernels
    and reports faults. torch's pending work is finished first."""
    sync(device)
    entry.invoke(buffers(case, inputs, outputs, roles), stream=None)
    sync(device)


def compute_reference(case, inputs):
    if is_np(inputs['query']):
        reference = np_reference
    else:
        from attn_reference import reference
    return reference(case, inputs['query'], inputs['key'], inputs['value'],
                     inputs.get('bias'), inputs.get('sink'),
                     inputs.get('seqlens_q'), inputs.get('seqlens_kv'),
                     alibi=inputs.get('alibi'))


def compute_grad_reference(case, inputs, d_out, terms=None, out=None):
    """fp64 (dq, dk, dv, live_rows, live_keys[, d_bias][, d_sink]) from the
    fp64 forward (d_bias for a "d_bias" case, d_sink for a "d_sink" case);
    `terms` (a dict) receives the sizes of the terms dS cancels. `out` (the
    case's layout): the output the backward is given, from which the op
    defines D(i) = d_out[i]·out[i] (else the fp64 forward's)."""
    if is_np(inputs['query']):
        reference_grad = np_reference_grad
    else:
        from attn_reference import reference_grad
    return reference_grad(case, inputs['query'], inputs['key'],
                          inputs['value'], d_out, inputs.get('bias'),
                          inputs.get('sink'), inputs.get('seqlens_q'),
                          inputs.get('seqlens_kv'), inputs.get('alibi'),
                          d_bias=bool(case.get('d_bias')),
                          d_sink=bool(case.get('d_sink')), terms=terms,
                          out=out)


GRAD_NAMES = (('d_query', 'dq'), ('d_key', 'dk'), ('d_value', 'dv'),
              ('d_bias', 'dbias'), ('d_sink', 'dsink'))


def dbias_reproducible(case):
    """Whether d_bias must be bitwise reproducible: a bias without size-1
    dimensions gets one addition per element onto zero; one with a
    broadcast dimension is summed by f32 atomics in no fixed order."""
    return bool(case.get('d_bias')) and 1 not in case['bias_shape']


def compare_dbias(case, got, want, terms=None):
    """d_bias (the bias's shape) against the fp64 reference: (rel err,
    failures)."""
    tol = case.get('dbias_tolerance') or 3e-2
    got = f64(got).reshape(tuple(want.shape))
    rel, _, failures = gradient_error('dbias', got, want, tol, terms)
    return rel, failures


def compare_dsink(case, got, want):
    """d_sink [Hq] against the fp64 reference: (rel err, failures)."""
    tol = case.get('dsink_tolerance') or 2e-2
    got = f64(got).reshape(-1)
    rel, _, failures = gradient_error('dsink', got, want, tol)
    return rel, failures


def gradient_error(short, got, want, tol, terms=None):
    """(‖got − want‖/‖want‖, got − want with non-finite entries zeroed,
    failures): NaN (unwritten or computed) and inf in `got` are failures,
    as is a relative error above `tol`. With `terms` (the same gradient
    from |P dP| alone, without the D that cancels it) the denominator is
    max(‖want‖, ‖terms‖): a gradient that cancels to (nearly) zero, such
    as dq and dk when each row allows one key, is measured against the
    size of what cancelled, which its rounding error is relative to."""
    failures = []
    n_nan = count(isnan(got))
    n_inf = count(isinf(got))
    if n_nan:
        failures.append(f'{short}: {n_nan} NaN (unwritten or computed) '
                        f'of {numel(got)}')
    if n_inf:
        failures.append(f'{short}: {n_inf} inf')
    with _quiet():
        diff = nan_to_num(got - want, nan=0.0, posinf=0.0, neginf=0.0)
    ref_norm = norm(want)
    if terms is not None:
        ref_norm = max(ref_norm, norm(terms))
    err_norm = norm(diff)
    rel = (err_norm / ref_norm if ref_norm > 0 else
           (0.0 if err_norm == 0 else math.inf))
    if not rel <= tol:
        failures.append(f'{short}: rel err {rel:.3e} > {tol:g}')
    return rel, diff, failures


def compare_grad(case, grads, ref, terms=None):
    """Metrics {dq_err, dk_err, dv_err, *_worst_slice[, dbias_err]
    [, dsink_err]} and failures. `terms`: compute_grad_reference's sizes
    of the cancelled terms (dq, dk, dbias), or None."""
    terms = terms or {}
    tol = case.get('grad_tolerance') or 3e-2
    dq_ref, dk_ref, dv_ref, live_rows, live_keys = ref[:5]
    extra = list(ref[5:])  # [d_bias][, d_sink]
    metrics, failures = {}, []
    if case.get('d_bias'):
        rel, bad = compare_dbias(case, grads['d_bias'], extra.pop(0),
                                 terms.get('dbias'))
        metrics['dbias_err'] = rel
        failures += bad
    if case.get('d_sink'):
        rel, bad = compare_dsink(case, grads['d_sink'], extra.pop(0))
        metrics['dsink_err'] = rel
        failures += bad
    for (role, short), want in zip(GRAD_NAMES, (dq_ref, dk_ref, dv_ref)):
        got = f64(to_bhsd(grads[role], case['layout']))
        rel, diff, bad = gradient_error(short, got, want, tol,
                                        terms.get(short))
        failures += bad
        # Worst (b, h) slice, relative to its norm floored at a tenth of
        # the mean slice norm.
        slice_err = norm(flatten_from(diff, 2), dim=-1)
        slice_ref = norm(flatten_from(want, 2), dim=-1)
        if terms.get(short) is not None:
            # As above: the larger of the result and the cancelled terms.
            slice_terms = norm(flatten_from(terms[short], 2), dim=-1)
            slice_ref = (slice_ref + slice_terms +
                         abs(slice_ref - slice_terms)) / 2
        floor = max(float(slice_ref.mean()) * 0.1, 1e-30)
        slice_rel = slice_err / clamp_min(slice_ref, floor)
        worst = float(slice_rel.max()) if numel(slice_rel) else 0.0
        if not worst <= 4 * tol:
            idx = where_max(slice_rel)
            failures.append(f'{short}: worst (b, h) = {tuple(idx)} rel err '
                            f'{worst:.3e} > {4 * tol:g}')
        # Rows (dq) / keys (dk, dv) with no allowed pair: exact zeros.
        dead = ~(live_rows if role == 'd_query' else live_keys)  # [B, S]
        n_dead = count(dead)
        if n_dead:
            vals = permute(got, (0, 2, 1, 3))[dead]  # [n, H, D]
            nonzero = count(nan_to_num(vals, nan=1.0) != 0)
            if nonzero:
                what = 'rows' if role == 'd_query' else 'keys'
                failures.append(f'{short}: {nonzero} non-zero elements on '
                                f'the {n_dead} {what} with no allowed pair')
        metrics[short + '_err'] = rel
        metrics[short + '_worst_slice'] = worst
    metrics['dead_rows'] = count(~live_rows)
    metrics['dead_keys'] = count(~live_keys)
    return metrics, failures


def compare(case, inputs, outputs, ref):
    """Metrics and a list of failure messages."""
    ref_out, ref_lse, live = ref
    tol = case['tolerance']
    lse_tol = case.get('lse_tolerance', 1e-3)
    failures = []
    got = f64(to_bhsd(outputs['out'], case['layout']))
    lse = f64(outputs['lse'])
    n_nan = count(isnan(got))
    n_inf = count(isinf(got))
    if n_nan:
        failures.append(f'out: {n_nan} NaN (unwritten or computed) of '
                        f'{numel(got)}')
    if n_inf:
        failures.append(f'out: {n_inf} inf')
    with _quiet():
        diff = nan_to_num(got - ref_out, nan=0.0, posinf=0.0, neginf=0.0)
    ref_norm = norm(ref_out)
    err_norm = norm(diff)
    rel = (err_norm / ref_norm if ref_norm > 0 else
           (0.0 if err_norm == 0 else math.inf))
    max_abs = float(abs(diff).max()) if numel(diff) else 0.0
    if not rel <= tol:
        failures.append(f'out: rel err {rel:.3e} > {tol:g}')
    # Worst row, relative to the row norm (floored at a tenth of the mean
    # row norm so that near-zero rows do not dominate).
    row_err = norm(diff, dim=-1)
    row_ref = norm(ref_out, dim=-1)
    floor = max(float(row_ref.mean()) * 0.1, 1e-30)
    row_rel = row_err / clamp_min(row_ref, floor)
    worst_row = float(row_rel.max()) if numel(row_rel) else 0.0
    if not worst_row <= 4 * tol:
        idx = where_max(row_rel)
        failures.append(f'out: worst row (b, h, i) = {tuple(idx)} rel err '
                        f'{worst_row:.3e} > {4 * tol:g}')
    dead = ~live  # [B, Sq]
    n_dead = count(dead)
    if n_dead:
        dead_vals = permute(got, (0, 2, 1, 3))[dead]  # [n, Hq, Dv]
        nonzero = count(nan_to_num(dead_vals, nan=1.0) != 0)
        if nonzero:
            failures.append(f'out: {nonzero} non-zero elements on the '
                            f'{n_dead} rows with no allowed key')
    # lse
    n_nan_lse = count(isnan(lse))
    if n_nan_lse:
        failures.append(f'lse: {n_nan_lse} NaN (unwritten or computed)')
    if count(isposinf(lse)):
        failures.append(f'lse: {count(isposinf(lse))} +inf')
    ref_inf = isneginf(ref_lse)
    got_inf = isneginf(lse)
    miss = count(ref_inf & ~got_inf)
    extra = count(~ref_inf & got_inf)
    if miss:
        failures.append(f'lse: {miss} entries should be -inf and are not')
    if extra:
        failures.append(f'lse: {extra} entries are -inf and should not be')
    fin = isfinite(ref_lse) & isfinite(lse)
    lse_err = 0.0
    if bool(fin.any()):
        lse_err = float((abs(lse[fin] - ref_lse[fin]) /
                         clamp_min(abs(ref_lse[fin]), 1.0)).max())
    if not lse_err <= lse_tol:
        failures.append(f'lse: rel err {lse_err:.3e} > {lse_tol:g}')
    metrics = {'rel_err': rel, 'max_abs': max_abs, 'worst_row_rel': worst_row,
               'lse_err': lse_err, 'masked_rows': n_dead}
    return metrics, failures


def read_rejected(artifacts):
    """name -> first line of the compiler's message, from rejected.txt."""
    path = os.path.join(artifacts, 'rejected.txt')
    reasons = {}
    if not os.path.exists(path):
        return reasons
    name = None
    with open(path, errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('== ') and line.endswith(' =='):
                name = line[3:-3].strip()
                reasons[name] = ''
            elif name and not reasons[name] and line.strip():
                reasons[name] = line.strip()[:200]
    return reasons


class Watchdog(threading.Thread):
    """Ends the process when a case runs past its deadline (a hung kernel
    cannot be interrupted from Python); --resume then goes on."""

    def __init__(self, marker):
        super().__init__(daemon=True)
        self.marker = marker
        self.deadline = None
        self.name_ = None
        self.seconds = 0

    def arm(self, name, seconds):
        self.name_, self.seconds = name, seconds
        self.deadline = time.monotonic() + seconds

    def disarm(self):
        self.deadline = None

    def run(self):
        while True:
            time.sleep(0.5)
            if self.deadline is not None and time.monotonic() > self.deadline:
                print(f'\nHANG: case {self.name_} ran past {self.seconds} s; '
                      'exiting (rerun with --resume to go on)', flush=True)
                try:
                    with open(self.marker, 'w') as f:
                        f.write(self.name_)
                except OSError:
                    pass
                os._exit(4)


def context_alive(device):
    """False when the CUDA context is broken (sticky error)."""
    if not str(device).startswith('cuda'):
        return True
    import torch
    try:
        torch.cuda.synchronize()
        x = torch.ones(4, device=device)
        return float((x + 1).sum().item()) == 8.0
    except Exception:
        return False


def run_case(case, rt, args, seed, reasons):
    """One case; returns its record."""
    name = case['name']
    rec = {'name': name, 'status': None, 'rel_err': None, 'max_abs': None,
           'worst_row_rel': None, 'lse_err': None, 'rel_err_2': None,
           'deterministic': None, 'ms': None, 'failures': [], 'error': None,
           'seed': seed, 'lengths': {}, 'train': bool(case.get('train'))}
    if case.get('train'):
        rec.update({'dq_err': None, 'dk_err': None, 'dv_err': None,
                    'dq_rerun_diff': None, 'grad_deterministic': None,
                    'grad_ms': None})
        if case.get('d_bias'):
            rec['dbias_err'] = None
        if case.get('d_sink'):
            rec['dsink_err'] = None
    so = os.path.join(args.artifacts, case.get('so', name + '.so'))
    if not os.path.exists(so):
        rec['status'] = 'NOT-COMPILED'
        rec['error'] = reasons.get(name, 'no .so')
        return rec
    dev = args.device
    try:
        module = rt.load(so)
        entries = list(getattr(module, 'entries', []) or [])
        entry_name = case['entry']
        if entries and entry_name not in entries and len(entries) == 1:
            entry_name = entries[0]
        entry = module.entry(entry_name)
        problem = check_manifest(entry, case)
        if problem:
            raise RuntimeError('manifest mismatch: ' + problem)

        inputs = make_inputs(case, seed, 0, dev)
        for role in ('seqlens_q', 'seqlens_kv'):
            if role in inputs:
                rec['lengths'][role] = inputs[role].tolist()
        outputs = make_outputs(case, dev)
        invoke(entry, case, inputs, outputs, dev)
        ref = compute_reference(case, inputs)
        metrics, failures = compare(case, inputs, outputs, ref)
        rec.update(metrics)
        rec['failures'] += failures
        del ref

        # Determinism: same inputs, poisoned outputs, bitwise equal results.
        first = {k: clone(v) for k, v in outputs.items()}
        poison(outputs)
        invoke(entry, case, inputs, outputs, dev)
        same = all(equal(bits(first[k]), bits(outputs[k]))
                   for k in outputs)
        rec['deterministic'] = same
        if not same:
            n = sum(count(bits(first[k]) != bits(outputs[k]))
                    for k in outputs)
            rec['failures'].append(f'not deterministic: {n} elements differ '
                                   'between two runs on the same inputs')
        del first

        # A second, fresh input set.
        inputs = make_inputs(case, seed, 1, dev)
        for role in ('seqlens_q', 'seqlens_kv'):
            if role in inputs:
                rec['lengths'][role + '_2'] = inputs[role].tolist()
        poison(outputs)
        invoke(entry, case, inputs, outputs, dev)
        ref = compute_reference(case, inputs)
        metrics2, failures2 = compare(case, inputs, outputs, ref)
        del ref
        rec['rel_err_2'] = metrics2['rel_err']
        rec['lse_err'] = max(rec['lse_err'] or 0.0, metrics2['lse_err'])
        rec['worst_row_rel'] = max(rec['worst_row_rel'] or 0.0,
                                   metrics2['worst_row_rel'])
        rec['failures'] += ['set 2: ' + f for f in failures2]

        # Time a few synchronous invocations (wall clock, includes launch).
        times = []
        for _ in range(args.timing_iters):
            t0 = time.perf_counter()
            invoke(entry, case, inputs, outputs, dev)
            times.append((time.perf_counter() - t0) * 1e3)
        if times:
            times.sort()
            rec['ms'] = times[len(times) // 2]
        del inputs, outputs
    except Exception as ex:  # record and go on
        rec['status'] = 'ERROR'
        rec['error'] = f'{type(ex).__name__}: {ex}'[:2000]
        rec['traceback'] = traceback.format_exc()[-4000:]
        return rec
    if case.get('train'):
        try:
            run_grad(case, module, entry, rec, args, seed)
        except Exception as ex:  # record and go on
            rec['status'] = 'ERROR'
            rec['error'] = f'grad: {type(ex).__name__}: {ex}'[:2000]
            rec['traceback'] = traceback.format_exc()[-4000:]
            return rec
    rec['status'] = 'FAIL' if rec['failures'] else 'PASS'
    return rec


def run_grad(case, module, fwd_entry, rec, args, seed):
    """The backward of a train case (see the module's docstring)."""
    dev = args.device
    grad_roles = grad_arg_list(case)
    entry = module.entry(case['grad_entry'])
    problem = check_manifest(entry, case, grad_roles)
    if problem:
        raise RuntimeError('grad manifest mismatch: ' + problem)
    tol = case.get('grad_tolerance') or 3e-2
    for which in (0, 1):
        tag = '' if which == 0 else 'set 2: '
        inputs = make_inputs(case, seed, which, dev)
        fwd = make_outputs(case, dev)
        invoke(fwd_entry, case, inputs, fwd, dev)  # attn's own out, lse
        grad_in = dict(inputs)
        grad_in['out'] = fwd['out']
        grad_in['lse'] = fwd['lse']
        grad_in['d_out'] = make_d_out(case, seed, which, dev)
        ref_d_out = grad_in['d_out']
        if case.get('nan_padding'):
            # NaN past each valid length in the kernels' out and d_out;
            # the reference takes those rows as 0 (they contribute nothing).
            ref_d_out = clone(grad_in['d_out'])
            for role in ('out', 'd_out'):
                grad_in[role] = clone(grad_in[role])
            for b, length in enumerate(inputs['seqlens_q'].tolist()):
                for role in ('out', 'd_out'):
                    to_bhsd(grad_in[role], case['layout'])[b, :, length:] = (
                        float('nan'))
                to_bhsd(ref_d_out, case['layout'])[b, :, length:] = 0.0
        grads = make_grad_outputs(case, dev)
        invoke(entry, case, grad_in, grads, dev, grad_roles)
        terms = {}
        # D(i) from the out the backward is given (attn's own, zero past
        # the lengths), as attn.sdpa_grad defines it; the forward's out is
        # checked against the fp64 reference on its own.
        ref = compute_grad_reference(case, inputs, ref_d_out, terms,
                                     out=fwd['out'])
        metrics, failures = compare_grad(case, grads, ref, terms)
        rec['failures'] += ['grad: ' + tag + f for f in failures]
        for key, value in metrics.items():
            if key.endswith('_err') or key.endswith('_worst_slice'):
                rec[key] = max(rec.get(key) or 0.0, value)
            else:
                rec.setdefault('grad_' + key, value)
        if which == 0:
            # Same inputs again: dk, dv (and d_sink, and d_bias without
            # broadcast dimensions) bitwise identical; dq (f32 atomics
            # allowed) within tolerance of the reference; d_bias of a
            # broadcast bias (f32 atomics too) was checked above.
            first = {k: clone(v) for k, v in grads.items()}
            poison(grads)
            invoke(entry, case, grad_in, grads, dev, grad_roles)
            same = True
            reproducible = ('d_key', 'd_value', 'd_sink')
            if case.get('deterministic'):
                reproducible += ('d_query',)
            if dbias_reproducible(case):
                reproducible += ('d_bias',)
            for role in reproducible:
                if role not in grads:
                    continue
                differ = count(bits(first[role]) != bits(grads[role]))
                if differ:
                    same = False
                    rec['failures'].append(
                        f'grad: {dict(GRAD_NAMES)[role]} not deterministic: '
                        f'{differ} elements differ between two runs on the '
                        'same inputs')
            rec['grad_deterministic'] = same
            a = f64(to_bhsd(first['d_query'], case['layout']))
            b = f64(to_bhsd(grads['d_query'], case['layout']))
            with _quiet():
                a_norm = norm(nan_to_num(a))
                rerun = norm(nan_to_num(a - b, nan=math.inf))
                rec['dq_rerun_diff'] = (rerun / a_norm if a_norm > 0 else
                                        (0.0 if rerun == 0 else math.inf))
                dq_ref = ref[0]
                diff = nan_to_num(b - dq_ref, nan=math.inf)
                # As gradient_error: against the terms dq cancels too.
                ref_norm = max(norm(dq_ref), norm(terms['dq'])
                               if terms.get('dq') is not None else 0.0)
                rel = (norm(diff) / ref_norm if ref_norm > 0 else
                       (0.0 if norm(diff) == 0 else math.inf))
            if not rel <= tol:
                rec['failures'].append(f'grad: dq of the second run: rel '
                                       f'err {rel:.3e} > {tol:g}')
            del first, a, b
        del ref
    # Time the backward alone (synchronous, wall clock).
    times = []
    for _ in range(args.timing_iters):
        t0 = time.perf_counter()
        invoke(entry, case, grad_in, grads, dev, grad_roles)
        times.append((time.perf_counter() - t0) * 1e3)
    if times:
        times.sort()
        rec['grad_ms'] = times[len(times) // 2]


def fmt(x, spec='.2e'):
    return '-' if x is None else format(x, spec)


def print_row(rec):
    note = ''
    if rec.get('failures'):
        note = rec['failures'][0]
        if len(rec['failures']) > 1:
            note += f' (+{len(rec["failures"]) - 1} more)'
    elif rec.get('error'):
        note = rec['error'].splitlines()[0] if rec['error'] else ''
    g = rec.get
    print(f'{rec["name"]:32s} {rec["status"]:12s} {fmt(g("rel_err")):>9s} '
          f'{fmt(g("rel_err_2")):>9s} {fmt(g("lse_err")):>9s} '
          f'{fmt(g("ms"), ".3f"):>8s} {fmt(g("dq_err")):>9s} '
          f'{fmt(g("dk_err")):>9s} {fmt(g("dv_err")):>9s} '
          f'{fmt(g("dbias_err")):>9s} {fmt(g("dsink_err")):>9s} '
          f'{fmt(g("grad_ms"), ".3f"):>8s}  {note[:150]}', flush=True)


def header():
    print(f'{"case":32s} {"status":12s} {"rel err":>9s} {"rel err2":>9s} '
          f'{"lse err":>9s} {"ms":>8s} {"dq err":>9s} {"dk err":>9s} '
          f'{"dv err":>9s} {"dbias err":>9s} {"dsink err":>9s} '
          f'{"grad ms":>8s}  note',
          flush=True)


def summarize(records):
    counts = {}
    for r in records:
        counts[r['status']] = counts.get(r['status'], 0) + 1
    return counts


def write_json(path, meta, records):
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        json.dump(dict(meta, cases=records, summary=summarize(records)), f,
                  indent=1)
    os.replace(tmp, path)


def sanitize(args, cases, rt, seed):
    """Runs each named case once (no reference), for compute-sanitizer."""
    status = 0
    for case in cases:
        name = case['name']
        so = os.path.join(args.artifacts, case.get('so', name + '.so'))
        try:
            module = rt.load(so)
            entry = module.entry(case['entry'])
            inputs = make_inputs(case, seed, 0, args.device)
            outputs = make_outputs(case, args.device)
            invoke(entry, case, inputs, outputs, args.device)
            nan = sum(count(isnan(f64(t))) for t in
                      [outputs['out']] + [outputs['lse']])
            print(f'sanitize {name}: ran; {nan} NaN in the outputs',
                  flush=True)
            if case.get('train'):
                grad_roles = grad_arg_list(case)
                grad = module.entry(case['grad_entry'])
                grad_in = dict(inputs, out=outputs['out'],
                               lse=outputs['lse'],
                               d_out=make_d_out(case, seed, 0, args.device))
                grads = make_grad_outputs(case, args.device)
                invoke(grad, case, grad_in, grads, args.device, grad_roles)
                nan = sum(count(isnan(f64(t))) for t in grads.values())
                print(f'sanitize {case["grad_entry"]}: ran; {nan} NaN in '
                      'the gradients', flush=True)
        except Exception as ex:
            status = 1
            print(f'sanitize {name}: ERROR {type(ex).__name__}: {ex}',
                  flush=True)
    return status


def main(argv=None):
    # cuDNN calls get NaN-filled scratch: a case fails where cuDNN reads
    # scratch it did not initialise (the runtime no longer zeroes the dQ
    # accumulator, which cuDNN 9.6+ initialises itself).
    os.environ.setdefault('ATTN_CUDNN_POISON_SCRATCH', '1')
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--artifacts', required=True,
                    help='directory with cases.json and the compiled .so')
    ap.add_argument('--runtime', required=True,
                    help='path of libattn_runtime.so')
    ap.add_argument('--out', default='.', help='where suite.json goes')
    ap.add_argument('--only', default='', help='comma-separated case names')
    ap.add_argument('--seed', type=int, default=None)
    ap.add_argument('--sanitize', default='',
                    help='comma-separated cases to run once each (no checks)')
    ap.add_argument('--resume', action='store_true',
                    help='keep the cases already in OUT/suite.json')
    ap.add_argument('--binding', default=os.path.join(
        ROOT, 'runtime', 'python', 'attn_runtime.py'),
        help='the runtime\'s Python binding')
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--case-timeout', type=float, default=90.0)
    ap.add_argument('--timing-iters', type=int, default=5)
    ap.add_argument('--backend', default='auto',
                    choices=('auto', 'torch', 'numpy'),
                    help='arrays and reference: torch (attn_reference.py) or '
                    'numpy (np_reference, CPU only); auto: torch, or numpy '
                    'on the CPU where torch is not installed')
    args = ap.parse_args(argv)
    try:
        set_backend(args.backend, args.device)
    except ValueError as ex:
        print(f'run_gpu_suite: {ex}', file=sys.stderr)
        return 2

    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    with open(os.path.join(args.artifacts, 'cases.json')) as f:
        cases = json.load(f)
    wanted = [n for n in (args.sanitize or args.only).split(',') if n]
    if wanted:
        unknown = [n for n in wanted if n not in {c['name'] for c in cases}]
        if unknown:
            print(f'unknown cases: {unknown}', file=sys.stderr)
            return 2
        cases = [c for c in cases if c['name'] in wanted]

    binding = load_binding(args.binding)
    rt = binding.Runtime(args.runtime)
    if backend() == 'torch':
        import torch
        device_name = (torch.cuda.get_device_name() if args.device.startswith(
            'cuda') and torch.cuda.is_available() else args.device)
        versions = f'torch {torch.__version__}'
        torch_version = torch.__version__
    else:
        import numpy
        device_name = args.device
        versions = f'numpy backend (numpy {numpy.__version__})'
        torch_version = None
    print(f'run_gpu_suite: seed {seed} (replay with --seed {seed}'
          f'{" --backend numpy" if backend() == "numpy" else ""}), device '
          f'{device_name}, {versions}, {len(cases)} cases', flush=True)
    if args.sanitize:
        return sanitize(args, cases, rt, seed)

    os.makedirs(args.out, exist_ok=True)
    json_path = os.path.join(args.out, 'suite.json')
    inprogress = os.path.join(args.out, 'suite.inprogress')
    hang_marker = os.path.join(args.out, 'suite.hang')
    records = []
    meta = {'seed': seed, 'device': device_name, 'torch': torch_version,
            'backend': backend(),
            'artifacts': os.path.abspath(args.artifacts)}
    if args.resume and (os.path.exists(json_path) or
                        os.path.exists(inprogress)):
        # suite.json is missing when the first case killed the process.
        old = {}
        if os.path.exists(json_path):
            with open(json_path) as f:
                old = json.load(f)
        records = old.get('cases', [])
        meta['resumed_from_seed'] = old.get('seed', seed)
        # The case that was running when the previous process died.
        if os.path.exists(inprogress):
            with open(inprogress) as f:
                dead = f.read().strip()
            hung = False
            if os.path.exists(hang_marker):
                with open(hang_marker) as f:
                    hung = f.read().strip() == dead
                os.remove(hang_marker)
            if dead and dead not in {r['name'] for r in records}:
                records.append({'name': dead,
                                'status': 'HANG' if hung else 'CRASH',
                                'rel_err': None, 'rel_err_2': None,
                                'lse_err': None, 'ms': None, 'failures': [],
                                'error': ('ran past the watchdog deadline' if
                                          hung else 'the process died or lost '
                                          'its CUDA context during this case'),
                                'seed': old.get('seed', seed)})
            write_json(json_path, meta, records)
            os.remove(inprogress)
    done = {r['name'] for r in records}
    reasons = read_rejected(args.artifacts)
    watchdog = Watchdog(hang_marker)
    watchdog.start()

    header()
    for r in records:
        print_row(r)
    exit_code = None
    for case in cases:
        if case['name'] in done:
            continue
        with open(inprogress, 'w') as f:
            f.write(case['name'])
        watchdog.arm(case['name'], args.case_timeout)
        rec = run_case(case, rt, args, seed, reasons)
        watchdog.disarm()
        records.append(rec)
        print_row(rec)
        write_json(json_path, meta, records)
        os.remove(inprogress)
        if rec['status'] == 'ERROR' and not context_alive(args.device):
            print(f'CUDA context lost after {case["name"]}; stopping (rerun '
                  'with --resume to go on)', flush=True)
            rec['error'] = (rec['error'] or '') + ' [CUDA context lost]'
            write_json(json_path, meta, records)
            exit_code = 3
            break

    counts = summarize(records)
    compiled = [r for r in records if r['status'] != 'NOT-COMPILED']
    bad = [r for r in compiled if r['status'] in STATUS_BAD]
    print()
    for r in bad:
        print(f'{r["status"]} {r["name"]}:')
        for msg in r['failures'] or [r['error']]:
            print(f'    {msg}')
    parts = ', '.join(f'{counts.get(s, 0)} {s.lower()}' for s in
                      ('PASS', 'FAIL', 'ERROR', 'CRASH', 'HANG',
                       'NOT-COMPILED') if counts.get(s, 0) or s in
                      ('PASS', 'FAIL'))
    print(f'suite: {len(records)} cases of {len(cases)} run, {parts} '
          f'(seed {seed})', flush=True)
    if exit_code is not None:
        return exit_code
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
