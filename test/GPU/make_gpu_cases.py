#!/usr/bin/env python3
"""make_gpu_cases.py - the GPU test cases and benchmark configs of attn.

Writes one MLIR file per case (one public function named after the case,
whose body is a single attn.sdpa returning out and lse) and DIR/cases.json
describing every case for run_gpu_suite.py / bench/gpu_bench.py. A "train"
case's file has a second public function, <name>_grad, whose body is a
single attn.sdpa_grad with the forward's attributes.

  make_gpu_cases.py --out DIR            # the correctness suite
  make_gpu_cases.py --out DIR --bench    # the benchmark configs
  make_gpu_cases.py --out DIR --fuzz N --seed S
      # N random configurations: the GPU differential fuzz
  make_gpu_cases.py --check-manifests DIR
      # compares the manifest embedded in every DIR/<case>.so with the
      # arguments cases.json says the harness will pass

Function arguments, in order: query, key, value, then whichever of bias,
alibi, sink, seqlens_q, seqlens_kv the case has (in that order); results:
out and lse (f32 [B, Hq, Sq]). The runtime sees inputs then outputs in that
order. The grad entry of a train case takes query, key, value, out, d_out,
lse, then the same optional operands in the same order, and returns
d_query, d_key, d_value (the types of query, key, value), then, for a case
with "d_bias" (a bias only), d_bias (the bias's shape and element type:
dS summed over the bias's broadcast dimensions) and, for a case with
"d_sink" (softmax learnable only), d_sink (f32 [Hq]) last: the op's result
order. No dropout.

Needs only the Python standard library (it runs where the compiler runs).
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import modifiers  # noqa: E402

TOLERANCE = {'bf16': 2e-2, 'f16': 5e-3, 'f32': 1e-4}
# dq, dk, dv: relative Frobenius error against the fp64 reference.
GRAD_TOLERANCE = {'bf16': 3e-2, 'f16': 1e-2, 'f32': 1e-4}
# d_sink (f32 [Hq]): relative Frobenius error against the fp64 reference.
DSINK_TOLERANCE = {'bf16': 2e-2, 'f16': 1e-2, 'f32': 1e-4}
# d_bias: relative Frobenius error against the fp64 reference, by the
# operands' element type (dS comes from them; an f32 bias with bf16
# operands gets the bf16 bound).
DBIAS_TOLERANCE = {'bf16': 3e-2, 'f16': 1e-2, 'f32': 1e-4}
LSE_TOLERANCE = 1e-3
CAUSAL = ('none', 'top_left', 'bottom_right')
SOFTMAX = ('vanilla', 'off_by_one', 'learnable')
LAYOUTS = ('bshd', 'bhsd', 'sbhd')


def qkv_shape(layout, B, S, H, D):
    """Shape of query/key/value/out in `layout` (batch, seq, heads, dim)."""
    if layout == 'bshd':
        return [B, S, H, D]
    if layout == 'bhsd':
        return [B, H, S, D]
    if layout == 'sbhd':
        return [S, B, H, D]
    raise ValueError(f'unknown layout {layout}')


def tensor_type(shape, dtype):
    return 'tensor<' + 'x'.join(str(s) for s in shape) + 'x' + dtype + '>'


def make_case(name, dtype='bf16', layout='bshd', B=1, Sq=128, Skv=None, Hq=4,
              Hkv=None, Dqk=64, Dv=None, causal='none', window=None,
              scale=None, softmax='vanilla', bias=None, bias_dtype=None,
              alibi=False, seqlens_q=False, seqlens_kv=False, train=False,
              d_bias=False, d_sink=False, deterministic=False,
              nan_padding=False, score_mod=None, mask_mod=None, note=''):
    """One case as the dict written to cases.json.

    bias: None, 'full' ([B, Hq, Sq, Skv]), 'bcast' ([1, 1, Sq, Skv]) or an
    explicit 4-list of sizes (each 1 or the full size). alibi: f32 [Hq]
    slopes. train: the module also has the backward entry <name>_grad.
    d_bias (train cases with a bias only): the grad entry also returns the
    gradient of the bias, in the bias's shape and element type (summed over
    its broadcast dimensions). d_sink (train cases with softmax learnable
    only): the grad entry also returns the gradient of the sink, f32 [Hq].
    deterministic (train cases): compiled with
    --gpu-deterministic-backward, so d_query must be bitwise reproducible
    too (and d_bias: the compiler rejects d_bias of a bias with a size-1
    dimension there, as that is summed by f32 atomics). nan_padding (train
    cases with seqlens_q): out and d_out hold NaN in the rows past each
    batch entry's valid length when the grad entry runs; rows outside the
    mask contribute nothing, so every gradient must stay finite.score_mod / mask_mod: modifier region descriptors (modifiers.py), written
    after the op's types and applied by the references."""
    Skv = Sq if Skv is None else Skv
    Hkv = Hq if Hkv is None else Hkv
    Dv = Dqk if Dv is None else Dv
    assert dtype in TOLERANCE and layout in LAYOUTS
    assert causal in CAUSAL and softmax in SOFTMAX
    assert Hq % Hkv == 0, name
    if d_sink:
        assert train and softmax == 'learnable', name
    if window is not None:
        assert len(window) == 2 and min(window) >= -1, name
    bias_shape = None
    if bias == 'full':
        bias_shape = [B, Hq, Sq, Skv]
    elif bias == 'bcast':
        bias_shape = [1, 1, Sq, Skv]
    elif bias is not None:
        bias_shape = list(bias)
        for size, full in zip(bias_shape, [B, Hq, Sq, Skv]):
            assert size in (1, full), name
    if nan_padding:
        assert train and seqlens_q, name
    if d_bias:
        assert train and bias_shape is not None, name
        assert not (deterministic and 1 in bias_shape), name
    return {
        'name': name,
        'file': name + '.mlir',
        'so': name + '.so',
        'entry': name,
        'dtype': dtype,
        'layout': layout,
        'B': B, 'Sq': Sq, 'Skv': Skv, 'Hq': Hq, 'Hkv': Hkv,
        'Dqk': Dqk, 'Dv': Dv,
        'causal': causal,
        'window': list(window) if window is not None else None,
        'scale': scale,
        'softmax': softmax,
        'has_bias': bias_shape is not None,
        'bias_shape': bias_shape,
        'bias_dtype': (bias_dtype or dtype) if bias_shape is not None else None,
        'has_alibi': bool(alibi),
        'has_sink': softmax == 'learnable',
        'has_seqlens': bool(seqlens_q or seqlens_kv),
        'has_seqlens_q': bool(seqlens_q),
        'has_seqlens_kv': bool(seqlens_kv),
        'nan_padding': bool(nan_padding),
        'tolerance': TOLERANCE[dtype],
        'lse_tolerance': LSE_TOLERANCE,
        'train': bool(train),
        'grad_entry': name + '_grad' if train else None,
        'grad_tolerance': GRAD_TOLERANCE[dtype] if train else None,
        'd_sink': bool(d_sink),
        'dsink_tolerance': DSINK_TOLERANCE[dtype] if d_sink else None,
        'd_bias': bool(d_bias),
        'dbias_tolerance': DBIAS_TOLERANCE[dtype] if d_bias else None,
        'deterministic': bool(deterministic),
        'score_mod': score_mod,
        'mask_mod': mask_mod,
        # Extra attn-compile flags (scripts/gpu-artifacts.sh reads
        # <name>.flags).
        'compile_flags': (['--gpu-deterministic-backward']
                          if deterministic else []),
        'note': note,
    }


def n_outputs(args):
    """How many of an arg list's trailing entries are outputs: for a grad
    entry d_query, d_key, d_value and whichever of d_bias, d_sink follow
    (3 to 5), else 2 (out, lse). In a grad entry, 'out' and 'lse' are
    inputs."""
    roles = [role for role, _, _ in args]
    if 'd_query' in roles:
        return len(roles) - roles.index('d_query')
    return 2


def directions(args):
    """'in' or 'out' for every entry of an arg list."""
    n = n_outputs(args)
    return ['in'] * (len(args) - n) + ['out'] * n


def _qkv_args(case):
    B, Sq, Skv = case['B'], case['Sq'], case['Skv']
    Hq, Hkv, Dqk, Dv = case['Hq'], case['Hkv'], case['Dqk'], case['Dv']
    lay, dt = case['layout'], case['dtype']
    return [('query', qkv_shape(lay, B, Sq, Hq, Dqk), dt),
            ('key', qkv_shape(lay, B, Skv, Hkv, Dqk), dt),
            ('value', qkv_shape(lay, B, Skv, Hkv, Dv), dt)]


def optional_args(case):
    """[(role, shape, dtype)] of the optional operands the case has, in the
    op's order: bias, alibi, sink, seqlens_q, seqlens_kv."""
    B, Hq = case['B'], case['Hq']
    args = []
    if case['has_bias']:
        args.append(('bias', list(case['bias_shape']), case['bias_dtype']))
    if case.get('has_alibi'):
        args.append(('alibi', [Hq], 'f32'))
    if case['has_sink']:
        args.append(('sink', [Hq], 'f32'))
    if case['has_seqlens_q']:
        args.append(('seqlens_q', [B], 'i32'))
    if case['has_seqlens_kv']:
        args.append(('seqlens_kv', [B], 'i32'))
    return args


def arg_list(case):
    """[(role, shape, dtype)] of the forward entry's inputs then outputs."""
    B, Sq, Hq, Dv = case['B'], case['Sq'], case['Hq'], case['Dv']
    lay, dt = case['layout'], case['dtype']
    args = _qkv_args(case) + optional_args(case)
    args.append(('out', qkv_shape(lay, B, Sq, Hq, Dv), dt))
    args.append(('lse', [B, Hq, Sq], 'f32'))
    return args


def grad_arg_list(case):
    """[(role, shape, dtype)] of the grad entry (<name>_grad) of a train
    case: query, key, value, out, d_out, lse, the optional operands, then
    the outputs d_query, d_key, d_value (shapes and types of q, k, v), for
    a "d_bias" case d_bias (the bias's shape and type) and, for a "d_sink"
    case, d_sink (f32 [Hq], the sink's shape)."""
    B, Sq, Hq, Dv = case['B'], case['Sq'], case['Hq'], case['Dv']
    lay, dt = case['layout'], case['dtype']
    qkv = _qkv_args(case)
    out_shape = qkv_shape(lay, B, Sq, Hq, Dv)
    args = qkv + [('out', out_shape, dt), ('d_out', out_shape, dt),
                  ('lse', [B, Hq, Sq], 'f32')] + optional_args(case)
    args += [('d_' + role, shape, dtype) for role, shape, dtype in qkv]
    if case.get('d_bias'):
        args.append(('d_bias', list(case['bias_shape']), case['bias_dtype']))
    if case.get('d_sink'):
        args.append(('d_sink', [Hq], 'f32'))
    return args


def entry_args(case):
    """{entry name: its arg list} of every entry of the case's module."""
    entries = {case['entry']: arg_list(case)}
    if case.get('train'):
        entries[case['grad_entry']] = grad_arg_list(case)
    return entries


NAMES = {'query': '%q', 'key': '%k', 'value': '%v', 'out': '%out',
         'd_out': '%d_out', 'lse': '%lse', 'bias': '%bias',
         'alibi': '%alibi', 'sink': '%sink', 'seqlens_q': '%seqlens_q',
         'seqlens_kv': '%seqlens_kv'}
CLAUSE = {'bias': 'bias', 'alibi': 'alibi', 'sink': 'sink',
          'seqlens_q': 'seqlens_q', 'seqlens_kv': 'seqlens_kv'}


def _clauses(case):
    clauses = [f'{CLAUSE[r]}({NAMES[r]})' for r, _, _ in optional_args(case)]
    clauses.append(f'layout = {case["layout"]}')
    if case['causal'] != 'none':
        clauses.append(f'causal = {case["causal"]}')
    if case['window'] is not None:
        clauses.append(f'window = [{case["window"][0]}, {case["window"][1]}]')
    if case['scale'] is not None:
        clauses.append(f'scale = {float(case["scale"])!r}')
    if case['softmax'] != 'vanilla':
        clauses.append(f'softmax = {case["softmax"]}')
    return ' '.join(clauses)


def _function(name, args, n_out, op, result_names, regions=''):
    inputs, outputs = args[:-n_out], args[-n_out:]
    in_types = [tensor_type(s, d) for _, s, d in inputs]
    out_types = [tensor_type(s, d) for _, s, d in outputs]
    # attn.sdpa_grad names its optional gradients after the result list:
    # -> (dq type, dk type, dv type) d_bias(type) d_sink(type)
    named = {'d_bias': 'd_bias', 'd_sink': 'd_sink'}
    op_types = ', '.join(t for (r, _, _), t in zip(outputs, out_types)
                         if r not in named)
    op_results = f'({op_types})' + ''.join(
        f' {named[r]}({t})' for (r, _, _), t in zip(outputs, out_types)
        if r in named)
    params = ', '.join(f'{NAMES[r]}: {t}' for (r, _, _), t in
                       zip(inputs, in_types))
    operands = ', '.join(NAMES[r] for r, _, _ in inputs
                         if r not in CLAUSE)
    results = ', '.join(result_names)
    return [
        f'func.func @{name}({params})',
        f'    -> ({", ".join(out_types)}) {{',
        f'  {results} = {op} {operands} {{clauses}}',
        f'      : ({", ".join(in_types)})',
        f'      -> {op_results}' + ('\n' + regions if regions else ''),
        f'  return {results} : {", ".join(out_types)}',
        '}',
    ]


def mlir_text(case):
    clauses = _clauses(case)
    lines = []
    if case.get('note'):
        lines.append(f'// {case["note"]}')
    regions = modifiers.region_text(case)
    fwd = _function(case['entry'], arg_list(case), 2, 'attn.sdpa',
                    ['%out', '%lse'], regions)
    lines += [l.replace('{clauses}', clauses) for l in fwd]
    if case.get('train'):
        lines.append('')
        lines.append('// The backward of the function above (same attributes).')
        grad_args = grad_arg_list(case)
        results = (['%dq', '%dk', '%dv'] +
                   (['%d_bias'] if case.get('d_bias') else []) +
                   (['%d_sink'] if case.get('d_sink') else []))
        grad = _function(case['grad_entry'], grad_args, n_outputs(grad_args),
                         'attn.sdpa_grad', results, regions)
        lines += [l.replace('{clauses}', clauses) for l in grad]
    lines.append('')
    return '\n'.join(lines)


def allowed_pairs(Sq, Skv, causal, window):
    """Number of allowed (i, j) pairs of one (batch, head) without padding."""
    left, right = (window if window is not None else (-1, -1))
    offset = Skv - Sq if causal == 'bottom_right' else 0
    total = 0
    for i in range(Sq):
        diag = i + offset
        lo, hi = 0, Skv - 1
        if causal != 'none':
            hi = min(hi, diag)
        if left >= 0:
            lo = max(lo, diag - left)
        if right >= 0:
            hi = min(hi, diag + right)
        total += max(0, hi - lo + 1)
    return total


def case_pairs(case):
    """allowed_pairs of the case's band, and of its mask_mod where it has
    one (counted pair by pair with numpy, row blocks at a time)."""
    if not case.get('mask_mod'):
        return allowed_pairs(case['Sq'], case['Skv'], case['causal'],
                             case['window'])
    import numpy as np
    Sq, Skv = case['Sq'], case['Skv']
    left, right = (case['window'] if case['window'] is not None
                   else (-1, -1))
    offset = Skv - Sq if case['causal'] == 'bottom_right' else 0
    j = np.arange(Skv, dtype=np.int64)[None, :]
    total = 0
    for start in range(0, Sq, 512):
        i = np.arange(start, min(start + 512, Sq), dtype=np.int64)[:, None]
        ok = modifiers.allowed(case, i, j)
        diag = i + offset
        if case['causal'] != 'none':
            ok = ok & (j <= diag)
        if left >= 0:
            ok = ok & (j >= diag - left)
        if right >= 0:
            ok = ok & (j <= diag + right)
        total += int(ok.sum())
    return total


def forward_flops(case):
    """FLOPs of the forward pass over the allowed pairs (2 matmuls)."""
    return (2 * (case['Dqk'] + case['Dv']) * case_pairs(case) * case['B'] *
            case['Hq'])


# FLOPs of forward + backward by the usual convention: the backward does 5
# matmuls over the allowed pairs (q k^T recomputed, dO v^T, dV, dQ, dK)
# against the forward's 2, so fwd+bwd = 3.5x the forward FLOPs.
FWD_BWD_FACTOR = 3.5


def fwd_bwd_flops(case):
    return FWD_BWD_FACTOR * forward_flops(case)


def suite_cases():
    c = make_case
    cases = [
        # element types and head dims (no mask)
        c('mha_bf16_d64', B=2, Sq=128, Hq=4, Dqk=64),
        c('mha_f16_d64', dtype='f16', B=2, Sq=128, Hq=4, Dqk=64),
        c('mha_bf16_d128_causal', B=2, Sq=256, Hq=4, Dqk=128,
          causal='top_left'),
        c('mha_f16_d128_causal', dtype='f16', B=2, Sq=256, Hq=4, Dqk=128,
          causal='top_left'),
        c('mha_bf16_d32_causal', B=2, Sq=192, Hq=4, Dqk=32, causal='top_left',
          note='head dim 32: the kernel may reject it'),
        c('mha_f16_d32', dtype='f16', B=1, Sq=130, Hq=2, Dqk=32,
          note='head dim 32: the kernel may reject it'),
        c('mha_bf16_d96_causal', B=2, Sq=160, Hq=4, Dqk=96, causal='top_left',
          note='head dim 96: the kernel may reject it'),
        c('mha_f16_d96', dtype='f16', B=1, Sq=200, Hq=2, Dqk=96,
          note='head dim 96: the kernel may reject it'),
        # layouts
        c('bhsd_bf16_d128_gqa_causal', layout='bhsd', B=2, Sq=256, Hq=8,
          Hkv=2, Dqk=128, causal='top_left'),
        c('bhsd_f16_d64', dtype='f16', layout='bhsd', B=2, Sq=200, Hq=4,
          Dqk=64),
        c('sbhd_bf16_d64_gqa_causal', layout='sbhd', B=2, Sq=256, Hq=8, Hkv=2,
          Dqk=64, causal='top_left'),
        c('sbhd_f16_d128', dtype='f16', layout='sbhd', B=3, Sq=130, Hq=4,
          Dqk=128),
        # GQA / MQA
        c('gqa_32_8_bf16_d128_causal', B=1, Sq=512, Hq=32, Hkv=8, Dqk=128,
          causal='top_left'),
        c('gqa_8_2_f16_d64', dtype='f16', B=2, Sq=300, Hq=8, Hkv=2, Dqk=64),
        c('mqa_bf16_d128_causal', B=2, Sq=256, Hq=8, Hkv=1, Dqk=128,
          causal='top_left'),
        c('mqa_f16_d64_bhsd', dtype='f16', layout='bhsd', B=1, Sq=200,
          Hq=16, Hkv=1, Dqk=64),
        # MLA: Dqk = 128, Dv = 64
        c('mla_bf16_causal', B=2, Sq=256, Hq=8, Hkv=2, Dqk=128, Dv=64,
          causal='top_left'),
        c('mla_f16_bhsd', dtype='f16', layout='bhsd', B=1, Sq=200, Hq=4,
          Dqk=128, Dv=64),
        c('mla_bf16_sbhd_br', layout='sbhd', B=2, Sq=77, Skv=200, Hq=4,
          Dqk=128, Dv=64, causal='bottom_right'),
        # causal alignments with Sq != Skv
        c('br_bf16_sq_lt_skv', B=2, Sq=77, Skv=200, Hq=4, Hkv=2, Dqk=128,
          causal='bottom_right'),
        c('br_bf16_sq_gt_skv', B=2, Sq=200, Skv=77, Hq=4, Hkv=2, Dqk=128,
          causal='bottom_right',
          note='rows i < Sq - Skv see no key: out 0, lse -inf'),
        c('br_f16_sq_gt_skv_d64', dtype='f16', B=1, Sq=130, Skv=64, Hq=4,
          Dqk=64, causal='bottom_right',
          note='rows i < Sq - Skv see no key: out 0, lse -inf'),
        c('br_f16_decode', dtype='f16', B=3, Sq=1, Skv=130, Hq=8, Hkv=2,
          Dqk=128, causal='bottom_right'),
        c('tl_bf16_sq_gt_skv', B=2, Sq=130, Skv=77, Hq=4, Dqk=64,
          causal='top_left'),
        c('tl_f16_sq_lt_skv', dtype='f16', B=2, Sq=64, Skv=200, Hq=4,
          Dqk=128, causal='top_left'),
        # sliding windows (inclusive bounds)
        c('swa_causal_bf16_gqa', B=2, Sq=512, Hq=16, Hkv=2, Dqk=128,
          causal='top_left', window=[64, 0],
          note='the seed pattern, small'),
        c('swa_causal_f16_d64', dtype='f16', B=1, Sq=300, Hq=4, Dqk=64,
          causal='top_left', window=[33, 0]),
        c('swa_left_only_bf16', B=2, Sq=256, Hq=4, Dqk=128, window=[40, -1],
          note='left bound only, no causal: keys up to the end are allowed'),
        c('swa_left_right_bf16', B=2, Sq=200, Hq=4, Hkv=2, Dqk=64,
          window=[16, 8]),
        c('swa_left_right_f16_bhsd', dtype='f16', layout='bhsd', B=1, Sq=300,
          Hq=4, Dqk=128, window=[50, 70]),
        c('swa_right_only_bf16', B=1, Sq=130, Hq=4, Dqk=64, window=[-1, 5]),
        c('swa_br_sq_lt_skv', B=2, Sq=100, Skv=300, Hq=4, Hkv=1, Dqk=128,
          causal='bottom_right', window=[64, 0]),
        c('swa_br_sq_gt_skv', B=1, Sq=200, Skv=90, Hq=4, Dqk=64,
          causal='bottom_right', window=[20, 0],
          note='fully masked leading rows under a window'),
        c('swa_noncausal_sq_ne_skv', dtype='f16', B=1, Sq=77, Skv=200, Hq=2,
          Dqk=64, window=[10, 10],
          note='rows see keys around j = i; keys past Sq + 10 are never used'),
        # padding by per-batch lengths
        c('pad_bf16_both', B=4, Sq=200, Hq=4, Hkv=2, Dqk=128, seqlens_q=True,
          seqlens_kv=True),
        c('pad_f16_causal_tl', dtype='f16', B=4, Sq=200, Hq=4, Dqk=64,
          causal='top_left', seqlens_q=True, seqlens_kv=True),
        c('pad_bf16_causal_br', B=4, Sq=130, Skv=200, Hq=4, Hkv=1, Dqk=128,
          causal='bottom_right', seqlens_q=True, seqlens_kv=True,
          note='bottom_right offset Lkv(b) - Lq(b) differs per batch'),
        c('pad_bf16_br_square', B=4, Sq=160, Hq=4, Dqk=64,
          causal='bottom_right', seqlens_q=True, seqlens_kv=True,
          note='Sq == Skv but padding makes bottom_right differ from top_left'),
        c('pad_kv_only_bf16_bhsd', layout='bhsd', B=3, Sq=100, Skv=250,
          Hq=4, Dqk=128, seqlens_kv=True),
        c('pad_q_only_f16_sbhd', dtype='f16', layout='sbhd', B=3, Sq=190,
          Hq=4, Dqk=64, causal='top_left', seqlens_q=True),
        c('pad_swa_bf16', B=4, Sq=256, Hq=8, Hkv=2, Dqk=128,
          causal='top_left', window=[50, 0], seqlens_q=True, seqlens_kv=True),
        # explicit scale
        c('scale_bf16_d64', B=2, Sq=128, Hq=4, Dqk=64, scale=0.0625),
        c('scale_f16_d128_causal', dtype='f16', B=1, Sq=200, Hq=4, Dqk=128,
          causal='top_left', scale=0.3),
        # bias (post-scale)
        c('bias_full_bf16', B=2, Sq=128, Skv=200, Hq=4, Hkv=2, Dqk=128,
          bias='full'),
        c('bias_bcast_f16_causal', dtype='f16', B=2, Sq=200, Hq=4, Dqk=64,
          causal='top_left', bias='bcast'),
        c('bias_full_f32_bf16', B=1, Sq=130, Hq=4, Dqk=64, bias='full',
          bias_dtype='f32', note='f32 bias with bf16 inputs'),
        c('bias_heads_bf16_swa', B=2, Sq=160, Hq=4, Dqk=128, bias=[1, 4, 1, 160],
          causal='top_left', window=[32, 0],
          note='bias broadcast over batch and rows'),
        # softmax variants
        # ALiBi (attn's slopes operand)
        c('alibi_bf16_causal_gqa', B=2, Sq=200, Hq=8, Hkv=2, Dqk=64,
          causal='top_left', alibi=True),
        c('alibi_f16_br_pad', dtype='f16', B=3, Sq=100, Skv=180, Hq=4,
          Dqk=128, causal='bottom_right', alibi=True, seqlens_q=True,
          seqlens_kv=True),
        c('alibi_bf16_pad_tl', B=3, Sq=150, Hq=4, Hkv=2, Dqk=64,
          causal='top_left', alibi=True, seqlens_q=True, seqlens_kv=True),
        c('alibi_bf16_window_noncausal', B=1, Sq=160, Hq=4, Dqk=64,
          window=[32, 16], alibi=True, note='|i - j| on both sides'),
        c('off_by_one_bf16_causal', B=2, Sq=200, Hq=4, Hkv=2, Dqk=128,
          causal='top_left', softmax='off_by_one'),
        c('off_by_one_f16_pad', dtype='f16', B=4, Sq=130, Hq=4, Dqk=64,
          softmax='off_by_one', seqlens_q=True, seqlens_kv=True,
          note='fully masked rows with a sink: out 0, lse 0'),
        c('sink_bf16_gqa', B=2, Sq=256, Hq=8, Hkv=2, Dqk=128,
          causal='top_left', softmax='learnable'),
        c('sink_f16_br_sq_gt_skv', dtype='f16', B=1, Sq=150, Skv=64, Hq=4,
          Dqk=64, causal='bottom_right', softmax='learnable',
          note='fully masked rows with a learnable sink: out 0, lse sink[h]'),
        c('sink_bf16_swa_bhsd', layout='bhsd', B=1, Sq=300, Hq=4, Dqk=128,
          causal='top_left', window=[64, 0], softmax='learnable'),
        # tiny and odd sizes
        c('tiny_1x1_bf16', B=1, Sq=1, Skv=1, Hq=1, Dqk=64),
        c('tiny_decode_f16', dtype='f16', B=2, Sq=1, Skv=77, Hq=4, Hkv=1,
          Dqk=128),
        c('tiny_3x5_bf16_causal', B=1, Sq=3, Skv=5, Hq=2, Dqk=128,
          causal='top_left'),
        c('odd_77_bf16_causal', B=3, Sq=77, Hq=4, Hkv=2, Dqk=64,
          causal='top_left'),
        c('odd_130_f16_gqa', dtype='f16', B=2, Sq=130, Hq=8, Hkv=2, Dqk=128,
          causal='top_left'),
        # large
        c('large_2048_gqa_bf16_causal', B=1, Sq=2048, Hq=32, Hkv=8, Dqk=128,
          causal='top_left'),
        c('large_4096_seedlike_bf16', B=1, Sq=4096, Hq=16, Hkv=1, Dqk=128,
          causal='top_left', window=[128, 0],
          note='seed pattern, fewer heads'),
        c('large_4096_f16_d64', dtype='f16', B=1, Sq=4096, Hq=8, Dqk=64),
        c('large_3000_pad_bf16', B=2, Sq=3000, Hq=8, Hkv=2, Dqk=128,
          causal='bottom_right', seqlens_q=True, seqlens_kv=True),
        c('large_2048_mla_bf16_bhsd', layout='bhsd', B=1, Sq=2048, Hq=16,
          Hkv=4, Dqk=128, Dv=64, causal='top_left'),
        # head dims above 128, forward only (the wgwide variants run them
        # on the wgmma forward as well)
        c('wide_mla192_bf16_gqa_causal', B=2, Sq=300, Hq=8, Hkv=2, Dqk=192,
          Dv=128, causal='top_left',
          note='DeepSeek-style MLA head dims d_qk 192 / d_v 128'),
        c('wide_d256_f16_pad_br', dtype='f16', B=2, Sq=200, Skv=260, Hq=4,
          Dqk=256, causal='bottom_right', seqlens_q=True, seqlens_kv=True),
        c('wide_d192_bf16_swa_bias_sink', B=1, Sq=333, Hq=4, Hkv=1, Dqk=192,
          causal='top_left', window=[100, 0], bias='bcast',
          softmax='learnable'),
        c('wide_d256_v64_bf16_alibi', B=1, Sq=129, Skv=257, Hq=4, Dqk=256,
          Dv=64, alibi=True),
        # head dims with a half 64-column block (the wghalf variants run
        # them on the wgmma forward)
        c('half_d96_bf16_gqa_swa_pad', B=2, Sq=230, Hq=8, Hkv=2, Dqk=96,
          causal='top_left', window=[64, 0], seqlens_kv=True),
        c('half_d160_v96_bf16_causal_br', B=1, Sq=150, Skv=270, Hq=4,
          Dqk=160, Dv=96, causal='bottom_right'),
        c('half_d224_f16_bias_sink', dtype='f16', B=1, Sq=140, Hq=2,
          Dqk=224, bias='bcast', softmax='learnable'),
    ]
    cases += modifier_cases()
    cases += fuzz_found_cases()
    cases += train_cases()
    cases += kernel_variant_cases(cases) + cudnn_cases(cases)
    names = [x['name'] for x in cases]
    assert len(names) == len(set(names)), 'duplicate case names'
    return cases


def train_cases():
    """Forward + backward cases: the module has <name> and <name>_grad."""
    c = make_case
    t = dict(train=True)
    cases = [
        # element types and head dims
        c('train_bf16_d64', B=2, Sq=128, Hq=4, Dqk=64, **t),
        c('train_f16_d128_causal', dtype='f16', B=2, Sq=256, Hq=4, Dqk=128,
          causal='top_left', **t),
        c('train_bf16_d96_causal', B=2, Sq=160, Hq=4, Dqk=96,
          causal='top_left', **t),
        c('train_f16_d32', dtype='f16', B=1, Sq=130, Hq=2, Dqk=32, **t),
        # layouts, GQA / MQA, MLA
        c('train_bhsd_bf16_gqa_causal', layout='bhsd', B=2, Sq=256, Hq=8,
          Hkv=2, Dqk=128, causal='top_left', **t),
        c('train_sbhd_f16_mqa', dtype='f16', layout='sbhd', B=2, Sq=200,
          Hq=8, Hkv=1, Dqk=64, **t),
        c('train_mla_bf16_causal', B=2, Sq=256, Hq=8, Hkv=2, Dqk=128, Dv=64,
          causal='top_left', note='Dqk 128, Dv 64', **t),
        # causal alignments with Sq != Skv
        c('train_br_bf16_sq_lt_skv', B=2, Sq=77, Skv=200, Hq=4, Hkv=2,
          Dqk=128, causal='bottom_right', **t),
        c('train_br_f16_sq_gt_skv', dtype='f16', B=1, Sq=200, Skv=77, Hq=4,
          Dqk=64, causal='bottom_right',
          note='rows i < Sq - Skv see no key: dq 0 there', **t),
        # sliding windows
        c('train_swa_bf16_gqa', B=2, Sq=300, Hq=16, Hkv=2, Dqk=128,
          causal='top_left', window=[64, 0], note='the seed pattern, small',
          **t),
        c('train_swa_left_right_f16_bhsd', dtype='f16', layout='bhsd', B=1,
          Sq=200, Hq=4, Dqk=64, window=[16, 8], **t),
        c('train_swa_d64_v128_bf16', B=2, Sq=260, Hq=4, Hkv=2, Dqk=64,
          Dv=128, causal='top_left', window=[96, 0],
          note='d_qk 64 / d_v 128 in a window: the wgmma query-major dQ '
               'kernel with dP over two blocks, dQ over one', **t),
        c('train_swa_d80_f16', dtype='f16', B=1, Sq=200, Hq=4, Dqk=80,
          window=[40, 8],
          note='head dim 80 in a window: the query-major dQ kernel on '
               'mma.sync', **t),
        # padding by per-batch lengths
        c('train_pad_bf16_br', B=4, Sq=130, Skv=200, Hq=4, Hkv=1, Dqk=128,
          causal='bottom_right', seqlens_q=True, seqlens_kv=True,
          note='rows/keys past the lengths: zero gradients', **t),
        c('train_pad_f16_tl_swa', dtype='f16', B=4, Sq=200, Hq=4, Hkv=2,
          Dqk=64, causal='top_left', window=[50, 0], seqlens_q=True,
          seqlens_kv=True, **t),
        # scale, bias, alibi (no d_bias here)
        c('train_scale_bf16_sbhd', layout='sbhd', B=2, Sq=128, Hq=4, Dqk=64,
          scale=0.3, **t),
        c('train_bias_full_bf16', B=2, Sq=128, Skv=200, Hq=4, Hkv=2,
          Dqk=128, bias='full', **t),
        c('train_bias_bcast_f16_causal', dtype='f16', B=2, Sq=200, Hq=4,
          Dqk=64, causal='top_left', bias='bcast', **t),
        c('train_alibi_bf16_causal', B=2, Sq=200, Hq=8, Hkv=2, Dqk=64,
          causal='top_left', alibi=True, **t),
        c('train_alibi_f16_br', dtype='f16', B=2, Sq=96, Skv=160, Hq=4,
          Hkv=2, Dqk=64, causal='bottom_right', alibi=True, **t),
        c('train_alibi_bf16_pad_tl', B=3, Sq=150, Hq=4, Hkv=2, Dqk=64,
          causal='top_left', alibi=True, seqlens_q=True, seqlens_kv=True,
          **t),
        # softmax variants (the sink is an operand; no d_sink here)
        c('train_off_by_one_bf16_pad', B=4, Sq=130, Hq=4, Dqk=64,
          softmax='off_by_one', seqlens_q=True, seqlens_kv=True, **t),
        c('train_sink_f16_gqa_br', dtype='f16', B=2, Sq=150, Skv=64, Hq=8,
          Hkv=2, Dqk=128, causal='bottom_right', softmax='learnable',
          note='fully masked rows with a learnable sink', **t),
        # the learnable sink's gradient: the grad entry also returns d_sink
        c('train_dsink_bf16_gqa_causal', B=2, Sq=200, Hq=8, Hkv=2, Dqk=64,
          causal='top_left', softmax='learnable', d_sink=True, **t),
        c('train_dsink_f16_pad_br', dtype='f16', B=4, Sq=130, Skv=200, Hq=4,
          Hkv=2, Dqk=128, causal='bottom_right', softmax='learnable',
          seqlens_q=True, seqlens_kv=True, d_sink=True,
          note='rows past seqlens_q add nothing to d_sink', **t),
        c('train_dsink_bf16_d128_window', layout='bhsd', B=2, Sq=256,
          Skv=192, Hq=8, Hkv=2, Dqk=128, causal='bottom_right', window=[32, 0],
          softmax='learnable', d_sink=True,
          note='Sq > Skv: leading rows see no key (d_sink term 0)', **t),
        # the bias's gradient: the grad entry also returns d_bias (the
        # bias's shape and type, dS summed over its size-1 dimensions)
        c('train_dbias_full_bf16_gqa_causal', B=2, Sq=200, Hq=8, Hkv=2,
          Dqk=128, causal='top_left', bias='full', d_bias=True,
          note='full bias: d_bias is dS, one addition per element', **t),
        c('train_dbias_bcast_f16_pad', dtype='f16', B=3, Sq=130, Skv=200,
          Hq=4, Hkv=2, Dqk=64, bias='bcast', seqlens_q=True,
          seqlens_kv=True, d_bias=True,
          note='[1, 1, Sq, Skv]: summed over batches and heads; pairs past '
          'the lengths add nothing', **t),
        c('train_dbias_batch_bf16_swa', layout='bhsd', B=2, Sq=160, Hq=8,
          Hkv=2, Dqk=64, window=[16, 8], bias=[2, 1, 160, 160], d_bias=True,
          note='[B, 1, Sq, Skv]: summed over the heads of both kv heads',
          **t),
        c('train_dbias_keypad_bf16_br', layout='sbhd', B=2, Sq=77, Skv=200,
          Hq=4, Hkv=2, Dqk=128, causal='bottom_right', bias=[2, 1, 1, 200],
          d_bias=True, note='[B, 1, 1, Skv] (key padding style): summed '
          'over heads and rows', **t),
        c('train_dbias_rows_f16_dsink', dtype='f16', B=2, Sq=130, Hq=4,
          Dqk=64, causal='top_left', bias=[1, 4, 130, 1],
          softmax='learnable', d_bias=True, d_sink=True,
          note='[1, Hq, Sq, 1]: summed over keys (D(i) p_sink(i), zero '
          'without a sink); returns d_bias then d_sink', **t),
        c('train_dbias_f32_bf16_heads', B=2, Sq=77, Skv=130, Hq=4, Dqk=64,
          bias=[1, 4, 77, 130], bias_dtype='f32', d_bias=True,
          note='f32 bias and d_bias with bf16 operands; [1, Hq, Sq, Skv]: '
          'summed over batches', **t),
        # garbage (NaN) in out and d_out past the valid lengths
        c('train_nanpad_bf16_gqa_causal', B=3, Sq=200, Hq=8, Hkv=2,
          Dqk=128, causal='top_left', seqlens_q=True, seqlens_kv=True,
          bias=[3, 1, 1, 200], d_bias=True, nan_padding=True,
          note='NaN rows past seqlens_q in out and d_out', **t),
        c('train_det_nanpad_f16', dtype='f16', B=2, Sq=130, Hq=4, Dqk=64,
          seqlens_q=True, deterministic=True, nan_padding=True,
          note='NaN rows past seqlens_q; query-major dQ kernel', **t),
        # head dims above 128: dK, dV and dQ in two column chunks (mma.sync)
        c('train_d256_bf16_gqa_causal', B=2, Sq=200, Hq=8, Hkv=2, Dqk=256,
          causal='top_left', note='two column chunks of 128', **t),
        c('train_d192_v128_f16_swa_dbias', dtype='f16', B=1, Sq=150,
          Skv=200, Hq=4, Hkv=2, Dqk=192, Dv=128, causal='bottom_right',
          window=[40, 0], bias='full', d_bias=True, seqlens_kv=True,
          note='chunks of 96 (dK, dQ) and 64 (dV); d_bias from chunk 0', **t),
        c('train_mla192_bf16_gqa_causal', B=2, Sq=256, Hq=8, Hkv=2,
          Dqk=192, Dv=128, causal='top_left',
          note="DeepSeek's d_qk 192 / d_v 128 (cuDNN's Hopper backward)",
          **t),
        c('train_d160_bf16_pad', B=3, Sq=130, Hq=4, Dqk=160,
          seqlens_q=True, note='chunks of 80 columns', **t),
        c('train_d192_v64_bf16_pad_dsink', B=2, Sq=150, Hq=4, Hkv=2,
          Dqk=192, Dv=64, causal='top_left', seqlens_q=True,
          softmax='learnable', d_sink=True,
          note='d_qk 192 / d_v 64 (wgmma: whole 64-row steps)', **t),
        c('train_d256_v128_f16_pad_dbias', dtype='f16', B=2, Sq=150,
          Skv=200, Hq=4, Hkv=2, Dqk=256, Dv=128, causal='bottom_right',
          seqlens_kv=True, bias=[2, 1, 1, 200], d_bias=True,
          note='chunks of 128 (dK, dQ) and 64 (dV); d_bias from chunk 0',
          **t),
        c('train_d128_v256_bf16_gqa_causal', B=2, Sq=200, Hq=8, Hkv=2,
          Dqk=128, Dv=256, causal='top_left',
          note='chunks of 64 (dK, dQ) and 128 (dV)', **t),
        c('train_mla192_f16_softcap_br', dtype='f16', B=1, Sq=130, Skv=200,
          Hq=8, Hkv=2, Dqk=192, Dv=128, causal='bottom_right',
          score_mod={'kind': 'softcap', 'cap': 0.75},
          note='MLA widths with a score_mod (wgmma: 32-row slices)', **t),
        # head dims with a half 64-column block (32, 96): mma.sync under
        # `auto`, the wgmma backward in the bwhalf* variants
        c('train_half_d96_bf16_gqa_swa_pad', B=2, Sq=230, Hq=8, Hkv=2,
          Dqk=96, causal='top_left', window=[64, 0], seqlens_q=True,
          seqlens_kv=True, **t),
        c('train_half_d96_v64_bf16_br', B=1, Sq=150, Skv=270, Hq=4, Hkv=2,
          Dqk=96, Dv=64, causal='bottom_right',
          note='dQ in three 32-column products, dV one block', **t),
        c('train_half_d32_bf16_bhsd_gqa_causal', layout='bhsd', B=2, Sq=200,
          Hq=8, Hkv=2, Dqk=32, causal='top_left', **t),
        c('train_half_d64_v96_f16_dbias', dtype='f16', B=2, Sq=130,
          Skv=160, Hq=4, Hkv=2, Dqk=64, Dv=96, bias='full', d_bias=True,
          **t),
        c('train_half_d96_bf16_dsink_large', B=1, Sq=1024, Hq=8, Hkv=2,
          Dqk=96, causal='top_left', softmax='learnable', d_sink=True,
          note='many query steps per key tile (the pipelined ring)', **t),
        c('train_half_det_d32_f16_br', dtype='f16', B=2, Sq=130, Skv=200,
          Hq=4, Hkv=2, Dqk=32, causal='bottom_right', deterministic=True,
          note='the query-major dQ kernel at a half block', **t),
        # large
        c('train_large_1024_gqa_bf16_causal', B=1, Sq=1024, Hq=16, Hkv=2,
          Dqk=128, causal='top_left', **t),
        c('train_large_2048_seedlike_bf16', B=1, Sq=2048, Hq=16, Hkv=1,
          Dqk=128, causal='top_left', window=[128, 0],
          note='seed pattern (GQA group 16), fewer heads', **t),
        # the deterministic backward (dQ without reductions)
        c('train_det_bf16_gqa_causal', B=2, Sq=300, Hq=8, Hkv=2, Dqk=128,
          causal='top_left', deterministic=True, **t),
        c('train_det_f16_pad_swa_bias', dtype='f16', B=3, Sq=200, Skv=260,
          Hq=4, Hkv=2, Dqk=64, causal='bottom_right', window=[40, 0],
          seqlens_q=True, seqlens_kv=True, bias='bcast', deterministic=True,
          **t),
        c('train_det_mla_bf16_alibi', B=2, Sq=256, Hq=8, Hkv=1, Dqk=128,
          Dv=64, alibi=True, deterministic=True, **t),
        c('train_det_dbias_full_f16', dtype='f16', B=2, Sq=100, Skv=130,
          Hq=4, Hkv=2, Dqk=64, causal='bottom_right', bias='full',
          d_bias=True, deterministic=True,
          note='d_bias of a full bias is reproducible too', **t),
    ]
    return cases


def fuzz_found_cases():
    """Reduced from failures of the GPU differential fuzz (seed 20261204,
    docs/reliability.md); cuDNN now refuses the first two, which run on the
    generated kernels."""
    c = make_case
    return [
        c('fuzz_br_window0_pad_f16_d160', dtype='f16', layout='sbhd', B=2,
          Sq=17, Hq=2, Hkv=1, Dqk=160, causal='bottom_right', window=[0, 0],
          seqlens_q=True, seqlens_kv=True,
          note='fuzz 00020: cuDNN gave a wrong output here'),
        c('fuzz_nanpad_train_f16_br', dtype='f16', Sq=185, Hq=2, Hkv=1,
          Dqk=96, Dv=64, causal='bottom_right', seqlens_q=True, train=True,
          nan_padding=True,
          note='fuzz 00118: cuDNN turned dK, dV NaN from NaN padded rows'),
        c('fuzz_one_key_per_row_train_bf16', B=2, Sq=33, Hq=1, Dqk=96,
          window=[0, 0], seqlens_q=True, seqlens_kv=True, train=True,
          note='fuzz 00143: dq, dk cancel exactly (one allowed key a row)'),
    ]


def modifier_cases():
    """score_mod / mask_mod regions (modifiers.py) through the generated
    kernels, forward and backward: mma.sync and wgmma head dims, GQA,
    padding, a window and ALiBi next to them, and sequence lengths that are
    not tile multiples."""
    c = make_case
    softcap = {'kind': 'softcap', 'cap': 0.75}
    return [
        c('mod_softcap_bf16_d64_gqa', B=2, Sq=200, Hq=4, Hkv=2, Dqk=64,
          causal='top_left', score_mod=softcap, train=True,
          note='softcap 0.75 (scores of random inputs reach several caps)'),
        c('mod_prefix_lm_f16_d128', dtype='f16', B=2, Sq=192, Hq=4, Dqk=128,
          mask_mod={'kind': 'prefix_lm', 'prefix': 37}, train=True,
          note='prefix-LM: j <= i or j < 37'),
        c('mod_softcap_document_bf16_d128_pad', B=2, Sq=300, Hq=8, Hkv=2,
          Dqk=128, score_mod={'kind': 'softcap', 'cap': 2.0},
          mask_mod={'kind': 'document', 'length': 53}, seqlens_q=True,
          seqlens_kv=True, train=True,
          note='softcap and a document mask of 53-token documents, padded'),
        c('mod_softcap_window_alibi_bf16_bhsd', layout='bhsd', B=1, Sq=256,
          Hq=4, Dqk=64, causal='top_left', window=[48, 0], alibi=True,
          score_mod={'kind': 'softcap', 'cap': 1.5}, train=True,
          note='softcap after ALiBi, inside a causal window of 48'),
        c('mod_prefix_lm_bf16_d64_mla', B=1, Sq=160, Hq=4, Hkv=1, Dqk=128,
          Dv=64, mask_mod={'kind': 'prefix_lm', 'prefix': 9},
          note='prefix-LM with MQA and d_v 64 (forward)'),
        c('mod_document_long_bf16_gqa_causal', B=2, Sq=1500, Hq=8, Hkv=2,
          Dqk=128, causal='top_left',
          mask_mod={'kind': 'document', 'length': 200}, train=True,
          note='documents of 200 over 1500 tokens: most tiles are skipped '
               'or taken whole by the mask_mod bounds'),
        c('mod_document_long_f16_d64_pad', dtype='f16', B=2, Sq=1100,
          Hq=4, Hkv=4, Dqk=64, mask_mod={'kind': 'document', 'length': 97},
          seqlens_q=True, seqlens_kv=True, train=True,
          note='non-causal documents of 97, padded'),
        c('mod_document_window_bf16_gqa', B=2, Sq=400, Hq=8, Hkv=2,
          Dqk=128, causal='top_left', window=[64, 0],
          mask_mod={'kind': 'document', 'length': 90}, train=True,
          note='documents of 90 inside a causal window of 64: the '
               'query-major dQ kernel (backward-dq=auto) with mask_mod '
               'bounds'),
    ]


def cudnn_supports(case):
    """Whether attn's cuDNN backend takes the case on sm_90a (mirrors
    cudnnUnsupportedReason in lib/Conversion/AttnToCuDNN/CudnnLowering.cpp:
    head dims up to 256 forward and, on Hopper, backward)."""
    max_dim = 256
    bias = case['bias_shape']
    return (case['layout'] != 'thd'
            and (not case['has_alibi'] or case['causal'] == 'top_left'
                 or (case['causal'] == 'bottom_right'
                     and not case['has_seqlens']))
            and case['softmax'] == 'vanilla' and not case['d_sink']
            and not case.get('d_bias')
            and not case['deterministic']
            and not case.get('score_mod') and not case.get('mask_mod')
            and not (case['causal'] == 'bottom_right' and case['window']
                     and case['has_seqlens'])
            and not (case['train'] and case['has_seqlens_q'])
            and all(d % 8 == 0 and d <= max_dim
                    for d in (case['Dqk'], case['Dv']))
            and (bias is None or (case['bias_dtype'] == case['dtype']
                                  and bias[2] != 1 and bias[3] != 1)))


def derive(case, backend, prefix=None, flags=None, note=None):
    """`case` compiled with --gpu-backend=<backend> (or with `flags`), as
    <prefix>_<name> (prefix defaults to the backend)."""
    prefix = prefix or backend
    name = prefix + '_' + case['name']
    flags = flags or [f'--gpu-backend={backend}']
    note = note or f'{backend} backend'
    return dict(case, name=name, file=name + '.mlir', so=name + '.so',
                entry=name,
                grad_entry=name + '_grad' if case['train'] else None,
                compile_flags=case['compile_flags'] + flags,
                note=(f'{note}; ' + case['note']).rstrip('; '))


# Forward cases of the suite that the wgmma kernel takes (head dims 64 and
# 128); the overlapped variant runs all of them.
OVERLAP_CASES = (
        'mha_bf16_d64', 'mha_f16_d64', 'mha_bf16_d128_causal',
        'mha_f16_d128_causal', 'bhsd_bf16_d128_gqa_causal', 'bhsd_f16_d64',
        'sbhd_bf16_d64_gqa_causal', 'sbhd_f16_d128',
        'gqa_32_8_bf16_d128_causal', 'gqa_8_2_f16_d64', 'mqa_bf16_d128_causal',
        'mqa_f16_d64_bhsd', 'mla_bf16_causal', 'mla_f16_bhsd',
        'mla_bf16_sbhd_br', 'br_bf16_sq_lt_skv', 'br_bf16_sq_gt_skv',
        'br_f16_sq_gt_skv_d64', 'br_f16_decode', 'tl_bf16_sq_gt_skv',
        'tl_f16_sq_lt_skv', 'swa_causal_bf16_gqa', 'swa_causal_f16_d64',
        'swa_left_only_bf16', 'swa_left_right_bf16', 'swa_left_right_f16_bhsd',
        'swa_right_only_bf16', 'swa_br_sq_lt_skv', 'swa_br_sq_gt_skv',
        'swa_noncausal_sq_ne_skv', 'pad_bf16_both', 'pad_f16_causal_tl',
        'pad_bf16_causal_br', 'pad_bf16_br_square', 'pad_kv_only_bf16_bhsd',
        'pad_q_only_f16_sbhd', 'pad_swa_bf16', 'scale_bf16_d64',
        'scale_f16_d128_causal', 'bias_full_bf16', 'bias_bcast_f16_causal',
        'bias_full_f32_bf16', 'bias_heads_bf16_swa', 'alibi_bf16_causal_gqa',
        'alibi_f16_br_pad', 'alibi_bf16_pad_tl', 'alibi_bf16_window_noncausal',
        'off_by_one_bf16_causal', 'off_by_one_f16_pad', 'sink_bf16_gqa',
        'sink_f16_br_sq_gt_skv', 'sink_bf16_swa_bhsd', 'tiny_1x1_bf16',
        'tiny_decode_f16', 'tiny_3x5_bf16_causal', 'odd_77_bf16_causal',
        'odd_130_f16_gqa', 'large_2048_gqa_bf16_causal',
        'large_4096_seedlike_bf16', 'large_4096_f16_d64',
        'large_3000_pad_bf16', 'large_2048_mla_bf16_bhsd',
        'mod_prefix_lm_bf16_d64_mla')

# Forward cases with head dims above 128.
WIDE_CASES = ('wide_mla192_bf16_gqa_causal', 'wide_d256_f16_pad_br',
              'wide_d192_bf16_swa_bias_sink', 'wide_d256_v64_bf16_alibi')

# The persistent kernel's other schedules: causal and not, GQA, MLA,
# windows, sinks, scores with a bias or a modifier, odd lengths, tiny and
# large grids, and each wide head dim.
PERSISTENT_SUBSET = (
    'gqa_32_8_bf16_d128_causal', 'mha_f16_d64', 'odd_77_bf16_causal',
    'tiny_1x1_bf16', 'swa_left_right_f16_bhsd', 'sink_bf16_swa_bhsd',
    'alibi_bf16_window_noncausal', 'bias_full_bf16', 'mla_bf16_sbhd_br',
    'large_2048_gqa_bf16_causal', 'large_4096_seedlike_bf16',
    'br_f16_decode', 'mod_prefix_lm_bf16_d64_mla') + WIDE_CASES

# The producer cases whose tiles fit shared memory with three consumer
# warpgroups (192 query rows; head dims up to 64).
THREE_WARPGROUP_CASES = (
    'alibi_bf16_causal_gqa', 'alibi_bf16_window_noncausal', 'bhsd_f16_d64',
    'bias_bcast_f16_causal', 'bias_full_f32_bf16', 'bias_heads_bf16_swa',
    'br_f16_sq_gt_skv_d64', 'gqa_8_2_f16_d64', 'large_2048_mla_bf16_bhsd',
    'large_4096_f16_d64', 'large_4096_seedlike_bf16', 'mha_bf16_d64',
    'mha_f16_d64', 'mla_bf16_causal', 'mla_bf16_sbhd_br', 'mla_f16_bhsd',
    'mod_prefix_lm_bf16_d64_mla', 'mqa_f16_d64_bhsd', 'odd_77_bf16_causal',
    'sbhd_bf16_d64_gqa_causal', 'scale_bf16_d64', 'sink_bf16_swa_bhsd',
    'sink_f16_br_sq_gt_skv', 'swa_br_sq_gt_skv', 'swa_br_sq_lt_skv',
    'swa_causal_bf16_gqa', 'swa_causal_f16_d64', 'swa_left_right_bf16',
    'swa_left_right_f16_bhsd', 'swa_noncausal_sq_ne_skv',
    'swa_right_only_bf16', 'tiny_1x1_bf16', 'tl_bf16_sq_gt_skv')

# The forward and the backward take wgmma on sm_90a for head dims 64 and
# 128; these cases also run the mma.sync kernels (what sm_80 gets) and other
# wgmma tiles.
# The wgmma forward at head dims with a half 64-column block (32, 96, 160,
# 224), which `auto` leaves on mma.sync until these have passed: cp.async
# loads, one and two warpgroups, and overlapped.
HALF_BLOCK_CASES = ('mha_bf16_d32_causal', 'mha_f16_d32',
                    'mha_bf16_d96_causal', 'mha_f16_d96',
                    'half_d96_bf16_gqa_swa_pad',
                    'half_d160_v96_bf16_causal_br', 'half_d224_f16_bias_sink')

KERNEL_VARIANTS = (
    ('wghalf', ['--gpu-mma=wgmma'], 'wgmma forward, a half last block',
     HALF_BLOCK_CASES),
    ('wghalf4', ['--gpu-mma=wgmma', '--gpu-warps=4'],
     'wgmma forward, a half last block, one warpgroup', HALF_BLOCK_CASES),
    ('wghalfovl', ['--gpu-mma=wgmma', '--gpu-overlap=on', '--gpu-stages=3'],
     'overlapped wgmma forward, a half last block', HALF_BLOCK_CASES),
    # Causal grids in L2 sections as small as they come (one KV head's
    # query heads in the forward, one KV head in the backward), so that
    # most sections, and a short last one, are exercised.
    ('l2sec', ['--gpu-l2-sections=on', '--gpu-l2-section-bytes=1'],
     'causal grids in L2 sections',
     ('gqa_32_8_bf16_d128_causal', 'bhsd_bf16_d128_gqa_causal',
      'pad_bf16_causal_br', 'odd_77_bf16_causal', 'tiny_3x5_bf16_causal',
      'large_2048_gqa_bf16_causal', 'wide_mla192_bf16_gqa_causal',
      'swa_causal_bf16_gqa', 'train_f16_d128_causal',
      'train_bhsd_bf16_gqa_causal', 'train_mla_bf16_causal',
      'train_nanpad_bf16_gqa_causal', 'train_d256_bf16_gqa_causal',
      'train_mla192_bf16_gqa_causal', 'train_large_1024_gqa_bf16_causal',
      'train_det_bf16_gqa_causal')),
    ('mmasync', ['--gpu-mma=mma.sync'], 'mma.sync forward',
     ('gqa_32_8_bf16_d128_causal', 'mha_f16_d64', 'mla_bf16_causal',
      'pad_bf16_causal_br', 'swa_causal_f16_d64', 'sink_bf16_gqa',
      'bias_full_bf16', 'train_swa_bf16_gqa', 'train_f16_d128_causal',
      'train_mla_bf16_causal', 'train_pad_bf16_br',
      'train_dsink_bf16_gqa_causal', 'train_det_bf16_gqa_causal',
      'train_dbias_keypad_bf16_br', 'train_nanpad_bf16_gqa_causal',
      'mod_softcap_bf16_d64_gqa', 'mod_prefix_lm_f16_d128')),
    ('wgk128', ['--gpu-mma=wgmma', '--gpu-warps=8', '--gpu-block-kv=128'],
     'wgmma, 8 warps, 128-key tiles',
     ('gqa_32_8_bf16_d128_causal', 'pad_swa_bf16', 'mha_f16_d64',
      'off_by_one_f16_pad')),
    ('wgk64', ['--gpu-mma=wgmma', '--gpu-warps=4', '--gpu-block-kv=64'],
     'wgmma, 4 warps, 64-key tiles',
     ('odd_130_f16_gqa', 'large_2048_mla_bf16_bhsd', 'alibi_f16_br_pad',
      'tiny_3x5_bf16_causal')),
    # The overlapped wgmma forward (each tile's softmax beside the previous
    # tile's P·V): the default tiles over every forward case it takes (head
    # dims 64 and 128), and 64- and 128-key tiles over a spread of them.
    ('ovl', ['--gpu-overlap=on'], 'wgmma overlapped',
     OVERLAP_CASES),
    ('ovl64', ['--gpu-overlap=on', '--gpu-block-kv=64'],
     'wgmma overlapped, 64-key tiles',
     ('gqa_32_8_bf16_d128_causal', 'pad_swa_bf16', 'mha_f16_d64',
      'off_by_one_f16_pad', 'odd_130_f16_gqa', 'alibi_f16_br_pad',
      'tiny_3x5_bf16_causal', 'sink_bf16_gqa', 'bias_full_bf16',
      'large_4096_seedlike_bf16', 'large_2048_mla_bf16_bhsd',
      'br_f16_decode', 'swa_right_only_bf16', 'pad_bf16_causal_br')),
    ('ovl128', ['--gpu-overlap=on', '--gpu-block-kv=128', '--gpu-warps=8'],
     'wgmma overlapped, 8 warps, 128-key tiles',
     ('gqa_32_8_bf16_d128_causal', 'mha_bf16_d128_causal', 'pad_bf16_both',
      'off_by_one_bf16_causal', 'odd_77_bf16_causal', 'large_3000_pad_bf16',
      'large_2048_gqa_bf16_causal', 'swa_left_right_f16_bhsd',
      'sink_bf16_swa_bhsd', 'alibi_bf16_window_noncausal',
      'tiny_1x1_bf16', 'mla_bf16_sbhd_br')),
    # The cp.async wgmma forward at head dims 192 and 256 (`auto` takes the
    # TMA producer's there where it can), plain and overlapped.
    ('wgwide', ['--gpu-mma=wgmma', '--gpu-producer=off'],
     'wgmma forward, head dims above 128', WIDE_CASES),
    ('wgwideovl', ['--gpu-mma=wgmma', '--gpu-producer=off', '--gpu-overlap=on'],
     'wgmma overlapped forward, head dims above 128', WIDE_CASES),
    ('wgwide4', ['--gpu-mma=wgmma', '--gpu-producer=off', '--gpu-warps=4',
                 '--gpu-block-kv=32'],
     'wgmma forward, head dims above 128, 4 warps, 32-key tiles',
     WIDE_CASES),
    # The warp-specialised wgmma forward: a producer warpgroup loads Q, K
    # and V with TMA into mbarrier-guarded stages. Every forward case it
    # takes (no seqlens: TMA cannot stop a tile at a valid length), with
    # its default tiles and with one consumer warpgroup of 64-key tiles.
    # 'tma' asks for the plain (not overlapped) kernel, so that it stays
    # covered whichever of the two `auto` takes.
    ('tma', ['--gpu-mma=wgmma', '--gpu-producer=on', '--gpu-overlap=off'],
     'wgmma with a TMA producer warpgroup, not overlapped',
     OVERLAP_CASES + WIDE_CASES),
    ('tma4', ['--gpu-mma=wgmma', '--gpu-producer=on', '--gpu-warps=4',
              '--gpu-block-kv=64', '--gpu-stages=3'],
     'wgmma with a TMA producer warpgroup, one consumer warpgroup, '
     '64-key tiles', OVERLAP_CASES + WIDE_CASES),
    ('tmaovl', ['--gpu-mma=wgmma', '--gpu-producer=on', '--gpu-overlap=on'],
     'wgmma with a TMA producer, softmax overlapped with P·V',
     ('gqa_32_8_bf16_d128_causal', 'mha_f16_d64', 'odd_77_bf16_causal',
      'tiny_1x1_bf16', 'swa_left_right_f16_bhsd', 'sink_bf16_swa_bhsd',
      'alibi_bf16_window_noncausal', 'bias_full_bf16', 'mla_bf16_sbhd_br',
      'large_2048_gqa_bf16_causal', 'large_4096_seedlike_bf16',
      'mod_softcap_bf16_d64_gqa') + WIDE_CASES),
    ('tmapp', ['--gpu-mma=wgmma', '--gpu-producer=on', '--gpu-overlap=on',
               '--gpu-pingpong=on', '--gpu-warps=8'],
     'wgmma with a TMA producer, overlapped, consumer warpgroups in turns',
     ('gqa_32_8_bf16_d128_causal', 'mha_f16_d64', 'odd_77_bf16_causal',
      'tiny_1x1_bf16', 'swa_left_right_f16_bhsd', 'sink_bf16_swa_bhsd',
      'alibi_bf16_window_noncausal', 'bias_full_bf16', 'mla_bf16_sbhd_br',
      'large_2048_gqa_bf16_causal', 'large_4096_seedlike_bf16',
      'br_f16_decode', 'mod_softcap_bf16_d64_gqa') + WIDE_CASES),
    # The persistent tile scheduler (one block per resident slot, each
    # walking query tiles): every producer case with the default kernel,
    # and the plain, one-warpgroup and ping-pong kernels on a subset. Run
    # with ATTN_CUDA_MULTIPROCESSORS small, each block takes many items.
    ('tmapers', ['--gpu-mma=wgmma', '--gpu-producer=on',
                 '--gpu-persistent=on'],
     'wgmma with a TMA producer, persistent', OVERLAP_CASES + WIDE_CASES),
    ('tmapersoff', ['--gpu-mma=wgmma', '--gpu-producer=on',
                    '--gpu-persistent=on', '--gpu-overlap=off'],
     'wgmma with a TMA producer, persistent, not overlapped',
     PERSISTENT_SUBSET),
    ('tmapers4', ['--gpu-mma=wgmma', '--gpu-producer=on',
                  '--gpu-persistent=on', '--gpu-warps=4', '--gpu-block-kv=64',
                  '--gpu-stages=3'],
     'wgmma with a TMA producer, persistent, one consumer warpgroup',
     PERSISTENT_SUBSET),
    ('tmaperspp', ['--gpu-mma=wgmma', '--gpu-producer=on',
                   '--gpu-persistent=on', '--gpu-overlap=on',
                   '--gpu-pingpong=on', '--gpu-warps=8'],
     'wgmma with a TMA producer, persistent, consumer warpgroups in turns',
     PERSISTENT_SUBSET),
    # Three consumer warpgroups (12 warps, 192 query rows per block,
    # 160 registers each), plain and persistent: the producer cases whose
    # tiles fit shared memory that way (head dims up to 64).
    ('tma3wg', ['--gpu-mma=wgmma', '--gpu-producer=on', '--gpu-warps=12'],
     'wgmma with a TMA producer, three consumer warpgroups',
     THREE_WARPGROUP_CASES),
    ('tmapers3wg', ['--gpu-mma=wgmma', '--gpu-producer=on',
                    '--gpu-persistent=on', '--gpu-warps=12'],
     'wgmma with a TMA producer, persistent, three consumer warpgroups',
     tuple(c for c in PERSISTENT_SUBSET if c in THREE_WARPGROUP_CASES)),
    # The backward's main kernel with the other warpgroup count.
    ('bwg4', ['--gpu-backward-warps=4'], 'wgmma backward, 4 warps',
     ('train_f16_d128_causal', 'train_bias_full_bf16', 'train_br_bf16_sq_lt_skv',
      'train_large_1024_gqa_bf16_causal', 'train_dbias_full_bf16_gqa_causal')),
    ('bwg8', ['--gpu-backward-warps=8'], 'wgmma backward, 8 warps',
     ('train_swa_bf16_gqa', 'train_pad_f16_tl_swa', 'train_swa_left_right_f16_bhsd',
      'train_dsink_bf16_d128_window')),
)


# The wgmma backward without its overlapped step (one product per unit, dQ
# by per-thread reductions), the default's alternative at head dims 64 and
# 128: every training case the wgmma backward takes with the default warps,
# and the bwg4/bwg8 cases with the other warpgroup count.
BACKWARD_OVERLAP_VARIANTS = (
    ('bwunit', ['--gpu-backward-overlap=off'], 'wgmma backward, no overlap',
     None),
    ('bwunit4', ['--gpu-backward-overlap=off', '--gpu-backward-warps=4'],
     'wgmma backward, no overlap, 4 warps', 'bwg4'),
    ('bwunit8', ['--gpu-backward-overlap=off', '--gpu-backward-warps=8'],
     'wgmma backward, no overlap, 8 warps', 'bwg8'),
)


# The backward main kernel's ring of query-step buffers (Q, dO, lse,
# delta) with the count auto does not take: two (a block barrier at every
# step's top; auto pipelines the overlapped step with three) and three
# (plain, where auto keeps two: the query-major dQ kernel's cases, the
# unoverlapped step): every training case the wgmma backward takes.
BACKWARD_STAGE_VARIANTS = (
    ('bws2', ['--gpu-backward-stages=2'], 'backward, two Q/dO stages'),
    ('bws3', ['--gpu-backward-stages=3'], 'backward, three Q/dO stages'),
)


# The wgmma backward above head dim 128 (d_qk 192 with 32-row slices where
# d_v = 128, `auto`'s kernel there; column chunks of 128 at 256 with one
# 128, and split columns at 256 / 256): every training case of those
# widths.
WIDE_BACKWARD_VARIANTS = (
    ('bwwide', ['--gpu-mma=wgmma'], 'wgmma backward above head dim 128'),
    ('bwwideovl', ['--gpu-mma=wgmma', '--gpu-backward-overlap=on'],
     'overlapped wgmma backward above head dim 128'),
    ('bwwide4', ['--gpu-mma=wgmma', '--gpu-backward-warps=4'],
     'wgmma backward above head dim 128, 4 warps'),
)


# The wgmma backward whose two warpgroups split dK's, dV's and dQ's
# columns over one 64-key block (Pᵀ and dSᵀ through shared memory; `auto`'s
# at 256 / 256, with bulk dQ reductions): every training case of head dims
# 128 and 256 that sums dQ by reductions, with two Q/dO stages and (up to
# 128 + 256) three. At 256 / 256 the column chunks that `auto` took before
# keep their cases: mma.sync's and wgmma's.
SPLIT_COLUMN_VARIANTS = (
    ('bwsplit', ['--gpu-backward-split-columns=on'],
     'wgmma backward, warpgroups split the columns'),
    ('bwsplits3', ['--gpu-backward-split-columns=on',
                   '--gpu-backward-stages=3'],
     'wgmma backward, warpgroups split the columns, three stages'),
)
CHUNKED_256_VARIANTS = (
    ('bwchunk', ['--gpu-backward-split-columns=off'],
     'backward at 256 / 256 in column chunks (mma.sync)'),
    ('bwwidechunk', ['--gpu-mma=wgmma', '--gpu-backward-split-columns=off'],
     'wgmma backward at 256 / 256 in column chunks'),
)


def takes_split_columns(case):
    """Training cases the split-column backward takes: head dims that are
    multiples of 128, dQ by reductions (not the deterministic kernel)."""
    return (case.get('train', False) and case['Dqk'] in (128, 256)
            and case['Dv'] in (128, 256) and not case.get('deterministic'))


# The wgmma backward at head dims with a half 64-column block (32, 96,
# with the other of 32, 64, 96 or 128), which `auto` leaves on mma.sync
# until these have passed: every training case of those widths, with the
# default step, one and two warpgroups, unoverlapped, two stages, and dQ by
# the main kernel's reductions where auto takes the query-major kernel.
HALF_BACKWARD_VARIANTS = (
    ('bwhalf', ['--gpu-mma=wgmma'], 'wgmma backward, a half last block'),
    ('bwhalf4', ['--gpu-mma=wgmma', '--gpu-backward-warps=4'],
     'wgmma backward, a half last block, 4 warps'),
    ('bwhalf8', ['--gpu-mma=wgmma', '--gpu-backward-warps=8'],
     'wgmma backward, a half last block, 8 warps'),
    ('bwhalfunit', ['--gpu-mma=wgmma', '--gpu-backward-overlap=off'],
     'wgmma backward, a half last block, no overlap'),
    ('bwhalfs2', ['--gpu-mma=wgmma', '--gpu-backward-stages=2'],
     'wgmma backward, a half last block, two Q/dO stages'),
    ('bwhalfred', ['--gpu-mma=wgmma', '--gpu-backward-dq=reductions'],
     'wgmma backward, a half last block, dQ by reductions'),
)


# The pipelined steps' Q and dO by TMA onto mbarriers (backward-tma, off
# by default until these have passed): every training case the wgmma
# backward takes that TMA can load (no seqlens_q, whole 64-column blocks)
# and that can sum dQ by reductions (not deterministic), with the flags
# that make its steps pipeline (two warpgroups, three stages, dQ by
# reductions), and with one warpgroup (its bulk dQ staged in the step's
# tiles, which the next TMA copy overwrites).
TMA_BACKWARD_VARIANTS = (
    ('bwtma', ['--gpu-backward-tma', '--gpu-backward-warps=8',
               '--gpu-backward-stages=3', '--gpu-backward-dq=reductions'],
     'wgmma backward, Q and dO by TMA'),
    ('bwtma4', ['--gpu-backward-tma', '--gpu-backward-warps=4',
                '--gpu-backward-stages=3', '--gpu-backward-dq=reductions'],
     'wgmma backward, Q and dO by TMA, 4 warps'),
)


# The warp-specialised backward (backward-producer, off by default until
# it has been measured): a TMA producer warpgroup fills the stages, and the
# two consumer warpgroups meet at named barriers and mbarriers. Every
# training case whose backward runs on wgmma, that TMA can load (no
# seqlens_q, whole 64-column blocks) and that sums dQ by reductions: the
# overlapped step with three and two stages, the unit step, and d_qk 192's
# sliced steps.
PRODUCER_BACKWARD_VARIANTS = (
    ('bwprod', ['--gpu-backward-producer=on', '--gpu-backward-warps=8',
                '--gpu-backward-dq=reductions'],
     'wgmma backward with a TMA producer warpgroup'),
    ('bwprods2', ['--gpu-backward-producer=on', '--gpu-backward-warps=8',
                  '--gpu-backward-dq=reductions', '--gpu-backward-stages=2'],
     'wgmma backward with a TMA producer warpgroup, two stages'),
    ('bwprodunit', ['--gpu-backward-producer=on', '--gpu-backward-warps=8',
                    '--gpu-backward-dq=reductions',
                    '--gpu-backward-overlap=off'],
     'wgmma backward with a TMA producer warpgroup, no overlap'),
)
WIDE_PRODUCER_BACKWARD_VARIANTS = (
    ('bwprodwide', ['--gpu-mma=wgmma', '--gpu-backward-producer=on',
                    '--gpu-backward-warps=8'],
     'sliced wgmma backward with a TMA producer warpgroup'),
)


def takes_wide_producer_backward(case):
    """Training cases of d_qk 192 (sliced steps) that TMA can load."""
    return (takes_wide_wgmma_backward(case) and case['Dqk'] == 192
            and not case['has_seqlens_q'])


# Every k-step's wgmma descriptor as an operand of its own (the default
# adds the steps' offsets inside the asm): forward and backward kernels.
SEPARATE_DESCRIPTOR_VARIANTS = (
    ('noinl', ['--gpu-inline-descriptor-offsets=false'],
     'wgmma descriptors as separate operands',
     ('gqa_32_8_bf16_d128_causal', 'mha_f16_d64', 'sink_bf16_swa_bhsd',
      'wide_mla192_bf16_gqa_causal', 'train_f16_d128_causal',
      'train_large_1024_gqa_bf16_causal', 'train_swa_bf16_gqa',
      'train_mla192_bf16_gqa_causal')),
)


def takes_producer(case):
    """The TMA producer loads whole tiles: no seqlens."""
    return not case['has_seqlens']


def takes_wgmma_backward(case):
    """Training cases whose backward runs on wgmma (head dims 64, 128)."""
    return (case.get('train', False) and case['Dqk'] in (64, 128)
            and case['Dv'] in (64, 128))


def takes_wide_wgmma_backward(case):
    """Training cases of the wgmma backward above head dim 128: d_qk 192
    with d_v 64 or 128 (`auto`'s kernel), and head dims of 128 and 256 with
    one of 256 (column chunks, only when asked for; split columns at 256 /
    256)."""
    dims = (case['Dqk'], case['Dv'])
    whole = dims[0] == 192 and dims[1] in (64, 128)
    chunked = set(dims) <= {128, 256} and 256 in dims
    return (case.get('train', False) and (whole or chunked)
            and not case.get('deterministic'))


def takes_half_wgmma_backward(case):
    """Training cases whose head dims are 32, 64, 96 or 128 with at least
    one of 32 or 96 (the wgmma backward's half blocks)."""
    dims = (case['Dqk'], case['Dv'])
    return (case.get('train', False) and set(dims) <= {32, 64, 96, 128}
            and bool(set(dims) & {32, 96}))


def takes_tma_backward(case):
    """Training cases whose pipelined steps can load Q and dO by TMA."""
    return (takes_wgmma_backward(case) and not case['has_seqlens_q']
            and not case.get('deterministic'))


# GQA packing (--gpu-heads-per-block): the wgmma forward's warpgroups each
# take one query head of a KV head's group over the same rows and share the
# block's K/V tiles. Every forward the option applies to, with 2 and 4
# heads per block, and overlapped with 2.
PACKED_HEAD_VARIANTS = (
    ('pack2', ['--gpu-mma=wgmma', '--gpu-heads-per-block=2'], 2,
     'wgmma forward, 2 query heads per block'),
    ('pack4', ['--gpu-mma=wgmma', '--gpu-heads-per-block=4'], 4,
     'wgmma forward, 4 query heads per block'),
    ('pack2ovl', ['--gpu-mma=wgmma', '--gpu-heads-per-block=2',
                  '--gpu-overlap=on', '--gpu-stages=3'], 2,
     'overlapped wgmma forward, 2 query heads per block'),
)


# Two query heads per block of the query-major dQ kernel
# (--gpu-backward-dq-heads=2), on the training cases that take that kernel
# (narrow windows, deterministic) with an even group size.
PACKED_QUERY_GRAD_VARIANTS = (
    ('bwdqh2', ['--gpu-backward-dq-heads=2'],
     'query-major dQ kernel, 2 query heads per block'),
)


# One K/V buffer in the query-major dQ kernel (--gpu-backward-dq-stages=1:
# each tile loads after the previous tile's products, more blocks per
# multiprocessor), on every training case that may take that kernel (narrow
# windows, deterministic; mma.sync or wgmma), and with two heads per block.
QUERY_GRAD_STAGE_VARIANTS = (
    ('bwdqs1', ['--gpu-backward-dq-stages=1'],
     'query-major dQ kernel, one K/V buffer'),
)
PACKED_QUERY_GRAD_STAGE_VARIANTS = (
    ('bwdqh2s1', ['--gpu-backward-dq-heads=2', '--gpu-backward-dq-stages=1'],
     'query-major dQ kernel, 2 query heads per block, one K/V buffer'),
)


def may_take_query_major_query_grad(case):
    """Training cases whose dQ the query-major kernel computes: the
    deterministic backward, or (under `auto` on sm_90) narrow windows with
    head dims up to 128 and no d_bias summed over a broadcast dimension."""
    window = case.get('window')
    narrow = (window is not None and min(window) >= 0
              and sum(window) < 1024)
    broadcast_bias_grad = case.get('d_bias') and 1 in case['bias_shape']
    return case.get('train', False) and (
        case.get('deterministic') or
        (narrow and max(case['Dqk'], case['Dv']) <= 128
         and not broadcast_bias_grad))


def takes_query_major_query_grad(case):
    """Training cases whose dQ `auto` computes by the query-major kernel on
    wgmma (head dims 64 or 128; narrow windows or deterministic), with an
    even group size."""
    window = case.get('window')
    narrow = (window is not None and min(window) >= 0
              and sum(window) < 1024)
    return (case.get('train', False) and (narrow or case.get('deterministic'))
            and case['Dqk'] in (64, 128) and case['Dv'] in (64, 128)
            and (case['Hq'] // case['Hkv']) % 2 == 0)


def takes_packed_heads(case, heads):
    """Whether the wgmma forward can pack `heads` query heads of `case`
    per block: whole or half 64-column blocks (up to 128 with four heads'
    16 warps), a group size it divides and no mask_mod reading the head
    (none of modifiers.py's kinds does)."""
    dims = (case['Dqk'], case['Dv'])
    widest = 256 if heads <= 2 else 128
    return (case['dtype'] != 'f32' and all(d % 32 == 0 and d <= widest
                                           for d in dims)
            and (case['Hq'] // case['Hkv']) % heads == 0)


def kernel_variant_cases(cases):
    by_name = {case['name']: case for case in cases}
    derived = [derive(by_name[name], 'fused', prefix, flags, note)
               for prefix, flags, note, names in KERNEL_VARIANTS
               for name in names
               if not prefix.startswith('tma') or
               takes_producer(by_name[name])]
    names_of = {prefix: names for prefix, _, _, names in KERNEL_VARIANTS}
    for prefix, flags, note, like in BACKWARD_OVERLAP_VARIANTS:
        if like is None:
            chosen = [case for case in cases if takes_wgmma_backward(case)]
        else:
            chosen = [by_name[name] for name in names_of[like]]
        derived += [derive(case, 'fused', prefix, flags, note)
                    for case in chosen]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in BACKWARD_STAGE_VARIANTS
                for case in cases if takes_wgmma_backward(case)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in WIDE_BACKWARD_VARIANTS
                for case in cases if takes_wide_wgmma_backward(case)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in SPLIT_COLUMN_VARIANTS
                for case in cases if takes_split_columns(case)
                # (Three stages of Q and dO at d 256 exceed the shared
                # memory: an error, tested in lit.)
                if prefix != 'bwsplits3' or case['Dqk'] + case['Dv'] < 512]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in CHUNKED_256_VARIANTS
                for case in cases if takes_split_columns(case)
                if case['Dqk'] == case['Dv'] == 256]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in HALF_BACKWARD_VARIANTS
                for case in cases if takes_half_wgmma_backward(case)
                if prefix != 'bwhalfred' or not case.get('deterministic')]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in TMA_BACKWARD_VARIANTS
                for case in cases if takes_tma_backward(case)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in PRODUCER_BACKWARD_VARIANTS
                for case in cases if takes_tma_backward(case)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in WIDE_PRODUCER_BACKWARD_VARIANTS
                for case in cases if takes_wide_producer_backward(case)]
    derived += [derive(by_name[name], 'fused', prefix, flags, note)
                for prefix, flags, note, names in SEPARATE_DESCRIPTOR_VARIANTS
                for name in names]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, heads, note in PACKED_HEAD_VARIANTS
                for case in cases if takes_packed_heads(case, heads)
                # (Overlap's three stages leave no room for two heads'
                # tiles above head dim 128.)
                if prefix != 'pack2ovl' or (not case.get('train') and
                                            max(case['Dqk'], case['Dv']) <= 128)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in (PACKED_QUERY_GRAD_VARIANTS +
                                            PACKED_QUERY_GRAD_STAGE_VARIANTS)
                for case in cases if takes_query_major_query_grad(case)]
    derived += [derive(case, 'fused', prefix, flags, note)
                for prefix, flags, note in QUERY_GRAD_STAGE_VARIANTS
                for case in cases if may_take_query_major_query_grad(case)]
    return derived


# Cases also compiled with --gpu-backend=auto: cuDNN when the runtime loads
# it, else the generated kernels (both in the module).
AUTO_CASES = ('train_swa_bf16_gqa', 'pad_bf16_causal_br', 'mla_bf16_causal',
              'alibi_bf16_window_noncausal')


def cudnn_cases(cases):
    """Every supported case once more through the cuDNN backend
    (attn-compile --gpu-backend=cudnn), and a few through backend=auto:
    same problem, same reference."""
    derived = [derive(case, 'cudnn') for case in cases
               if cudnn_supports(case)]
    derived += [derive(case, 'auto') for case in cases
                if case['name'] in AUTO_CASES]
    return derived


def bench_cases():
    c = make_case
    seed = dict(B=2, Sq=4096, Hq=128, Hkv=8, Dqk=128, causal='top_left',
                window=[128, 0], dtype='bf16', layout='bshd')
    cases = [c('bench_seed', **seed,
               note='seed: GQA 128/8, causal sliding window (128, 0)'),
             c('bench_seed_mla', Dv=64, **seed,
               note='seed with MLA head dims Dqk=128, Dv=64')]
    # The dense sweeps: D = 128 (bench_causal_s1024, ...), and D = 64 and
    # 256 (bench_causal_d64_s1024, ...), one plot per head dim.
    for D in (128, 64, 256):
        suffix = '' if D == 128 else f'_d{D}'
        for sweep, causal in (('causal', 'top_left'), ('noncausal', 'none')):
            for S in (1024, 2048, 4096, 8192, 16384):
                B = 16384 // S
                cases.append(c(f'bench_{sweep}{suffix}_s{S}', B=B, Sq=S,
                               Hq=32, Hkv=8, Dqk=D, causal=causal,
                               dtype='bf16', layout='bshd',
                               note=f'dense {sweep} GQA 32/8, D={D}, '
                                    'B*S = 16384'))
    # Training (forward + backward) configs: the module also has the grad
    # entry; gpu_bench.py times forward alone and forward + backward.
    cases.append(c('bench_train_seed', train=True, **seed,
                   note='seed, forward + backward'))
    # Wider sliding windows on the seed's shape, still narrow bands (left +
    # right < 1024): where backward-dq=auto's query-major dQ kernel stops
    # paying for its two extra products.
    for left in (512, 1000):
        cases.append(c(f'bench_train_window{left}_s4096', train=True,
                       **dict(seed, window=[left, 0]),
                       note=f'seed shape, window ({left}, 0), forward + '
                            'backward'))
    # DeepSeek-style MLA head dims (d_qk 192 = 128 + 64 rotary, d_v 128),
    # 128 heads, causal.
    mla = dict(B=1, Sq=4096, Hq=128, Hkv=128, Dqk=192, Dv=128,
               causal='top_left', dtype='bf16', layout='bshd')
    cases.append(c('bench_mla192_causal_s4096', **mla,
                   note='MLA d_qk 192 / d_v 128, 128 heads, causal'))
    cases.append(c('bench_train_mla192_causal_s4096', train=True, **mla,
                   note='MLA d_qk 192 / d_v 128, 128 heads, causal, '
                        'forward + backward'))
    # Head dims 96 (Phi-3-mini's 32 heads) and 32, the wgmma forward's
    # half block. Their training rows take auto's wgmma backward (two
    # warpgroups); the narrow-window rows measure the one-warpgroup backward
    # there (auto: mma.sync) against --gpu-mma=wgmma.
    for D in (96, 32):
        cases.append(c(f'bench_train_window128_d{D}_s4096', train=True,
                       B=2, Sq=4096, Hq=32, Hkv=32, Dqk=D, causal='top_left',
                       window=[128, 0], dtype='bf16', layout='bshd',
                       note=f'causal window (128, 0), MHA 32 heads, D {D}, '
                            'forward + backward'))
        cases.append(c(f'bench_d{D}_causal_s4096', B=2, Sq=4096, Hq=32,
                       Hkv=32, Dqk=D, causal='top_left', dtype='bf16',
                       layout='bshd',
                       note=f'dense causal MHA 32 heads, D {D}'))
        cases.append(c(f'bench_train_d{D}_causal_s4096', train=True, B=2,
                       Sq=4096, Hq=32, Hkv=32, Dqk=D, causal='top_left',
                       dtype='bf16', layout='bshd',
                       note=f'dense causal MHA 32 heads, D {D}, forward + '
                            'backward'))
    # Dense causal MHA (no K/V sharing between query heads): the grids
    # that mma=auto orders in L2 sections.
    mha = dict(B=2, Sq=8192, Hq=32, Hkv=32, Dqk=128, causal='top_left',
               dtype='bf16', layout='bshd')
    cases.append(c('bench_mha_causal_s8192', **mha,
                   note='dense causal MHA 32 heads, D 128'))
    cases.append(c('bench_train_mha_causal_s8192', train=True, **mha,
                   note='dense causal MHA 32 heads, D 128, forward + '
                        'backward'))
    cases.append(c('bench_train_causal_s8192', train=True, B=2, Sq=8192,
                   Hq=32, Hkv=8, Dqk=128, causal='top_left', dtype='bf16',
                   layout='bshd',
                   note='dense causal GQA 32/8, forward + backward'))
    # The layers of bench/torch_layer.py (batch 1, GQA 32/8, D = 128,
    # causal; Mistral's window keeps qi - kj < 4096), so that the JAX side's
    # FlashAttention-3 and cuDNN run at the attn.torch layers' shapes.
    for layer, S, window in (('llama_s4096', 4096, None),
                             ('llama_s8192', 8192, None),
                             ('mistral_s8192', 8192, [4095, 0])):
        cases.append(c(f'bench_layer_{layer}', train=True, B=1, Sq=S, Hq=32,
                       Hkv=8, Dqk=128, causal='top_left', window=window,
                       dtype='bf16', layout='bshd',
                       note=f'bench/torch_layer.py\'s {layer} in BSHD, '
                            'forward + backward'))
    cases.append(c('bench_train_causal_d256_s4096', train=True, B=4,
                   Sq=4096, Hq=32, Hkv=8, Dqk=256, causal='top_left',
                   dtype='bf16', layout='bshd',
                   note='dense causal GQA 32/8, D=256, forward + backward'))
    # Gemma 2's logit softcap (50 * tanh(s / 50)) as a score_mod region,
    # beside FlexAttention's score_mod (the fused libraries without one
    # report it unsupported).
    softcap = dict(B=2, Sq=4096, Hq=32, Hkv=8, Dqk=128, causal='top_left',
                   dtype='bf16', layout='bshd',
                   score_mod={'kind': 'softcap', 'cap': 50.0})
    cases.append(c('bench_softcap_causal_s4096', **softcap,
                   note='causal GQA 32/8 with softcap 50 (score_mod)'))
    cases.append(c('bench_train_softcap_causal_s4096', train=True, **softcap,
                   note='causal GQA 32/8 with softcap 50, forward + '
                        'backward'))
    # Packed documents of 1000 tokens (not a tile multiple) under a causal
    # mask, as a mask_mod region: the kernels skip the tiles of other
    # documents by the region's bounds, FlexAttention by its block mask.
    document = dict(B=2, Sq=8192, Hq=32, Hkv=8, Dqk=128, causal='top_left',
                    dtype='bf16', layout='bshd',
                    mask_mod={'kind': 'document', 'length': 1000})
    cases.append(c('bench_document_causal_s8192', **document,
                   note='causal GQA 32/8, documents of 1000 (mask_mod)'))
    cases.append(c('bench_train_document_causal_s8192', train=True,
                   **document,
                   note='causal GQA 32/8, documents of 1000, forward + '
                        'backward'))
    return add_bench_fields(cases)


def add_bench_fields(cases):
    """sweep (causal / noncausal at D = 128, causal_d64 and the like at
    other head dims, None; never for train configs), pairs_per_head,
    fwd_flops, fwd_bwd_flops (train configs: 3.5x fwd)."""
    for x in cases:
        sweep = re.match(r'bench_(causal|noncausal)(_d\d+)?_s\d+$',
                         x['name'])
        x['sweep'] = (None if x.get('train') or not sweep else
                      sweep.group(1) + (sweep.group(2) or ''))
        x['pairs_per_head'] = case_pairs(x)
        x['fwd_flops'] = forward_flops(x)
        x['fwd_bwd_flops'] = fwd_bwd_flops(x) if x.get('train') else None
    return cases


def read_manifest(path):
    """The manifest text embedded in a compiled module, or None."""
    with open(path, 'rb') as f:
        data = f.read()
    start = data.find(b'attn-module 1\n')
    if start < 0:
        return None
    end = data.find(b'\0', start)
    return data[start:end if end > 0 else len(data)].decode(errors='replace')


def parse_manifest(text):
    """{entry name (without @): [arg line split into words]}."""
    entries = {}
    current = None
    for words in (l.split() for l in text.splitlines()):
        if not words:
            continue
        if words[0] == 'entry' and len(words) > 1:
            current = words[1].lstrip('@')
            entries[current] = []
        elif words[0] == 'arg' and current is not None:
            entries[current].append(words)
    return entries


def manifest_problems(manifest_args, want):
    """Differences between an entry's manifest arg lines and arg list."""
    problems = []
    if len(manifest_args) != len(want):
        problems.append(f'{len(manifest_args)} args, expected {len(want)}')
    for index, (got, (role, shape, dtype), direction) in enumerate(
            zip(manifest_args, want, directions(want))):
        # arg in|out memref DTYPE RANK SIZES...
        sizes = [int(x) for x in got[5:5 + int(got[4])]]
        if (got[1] != direction or got[3] != dtype or
                any(g not in (-1, w) for g, w in zip(sizes, shape))
                or len(sizes) != len(shape)):
            problems.append(f'arg {index} ({role}): {" ".join(got)} '
                            f'!= {direction} {dtype} {shape}')
    return problems


def check_manifests(directory):
    """Prints every mismatch between a module's manifest and cases.json
    (every entry: the forward, and the grad entry of a train case)."""
    with open(os.path.join(directory, 'cases.json')) as f:
        cases = json.load(f)
    checked = bad = 0
    for case in cases:
        so = os.path.join(directory, case.get('so', case['name'] + '.so'))
        if not os.path.exists(so):
            continue
        checked += 1
        text = read_manifest(so)
        problems = []
        if text is None:
            problems.append('no manifest found')
        else:
            entries = parse_manifest(text)
            for name, want in entry_args(case).items():
                if name not in entries:
                    problems.append(f'no entry @{name}: '
                                    f'{sorted(entries)}')
                    continue
                problems += [f'@{name} {p}' for p in
                             manifest_problems(entries[name], want)]
        if problems:
            bad += 1
            print(f'{case["name"]}: ' + '; '.join(problems))
    print(f'manifests: {checked - bad} of {checked} match cases.json')
    return 1 if bad else 0


# Sequence lengths the fuzz draws often: tile edges and the smallest ones.
FUZZ_EDGE_LENGTHS = (1, 2, 3, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128,
                     129, 191, 192, 255, 256, 257)


def fuzz_case(rng, name):
    """One random configuration of everything the GPU backends take (the
    generated kernels, or cuDNN where it takes the case): layout, element
    type, GQA/MQA, head dims (MLA: d_v != d_qk), causal kind, window,
    padding, bias shape and type, ALiBi, sinks, modifier regions, scale,
    forward or forward + backward with d_bias / d_sink / deterministic
    gradients. Small shapes: the fuzz is about coverage, not size."""
    def length():
        return (rng.choice(FUZZ_EDGE_LENGTHS) if rng.random() < 0.5
                else rng.randint(1, 300))
    Sq = length()
    Skv = Sq if rng.random() < 0.5 else length()
    hkv = rng.choice((1, 1, 2, 2, 4))
    hq = hkv * rng.choice((1, 2, 4))
    dqk = rng.choice((32, 64, 64, 96, 128, 128, 160, 192, 256))
    dv = dqk if rng.random() < 0.7 else rng.choice((32, 64, 128))
    causal = rng.choice(('none', 'none', 'top_left', 'bottom_right'))
    window = None
    if rng.random() < 0.35:
        left = rng.choice((-1, 0, 1, rng.randint(2, 96)))
        right = 0 if causal != 'none' else rng.choice(
            (-1, 0, 1, rng.randint(2, 96)))
        if (left, right) != (-1, -1):
            window = [left, right]
    train = rng.random() < 0.5
    softmax = rng.choice(('vanilla',) * 6 + ('off_by_one', 'learnable'))
    bias = None
    if rng.random() < 0.25:
        bias = rng.choice(('full', 'bcast',
                           [rng.choice((1, 2)), 1, Sq, Skv]))
        if isinstance(bias, list) and bias[0] == 2:
            bias[0] = 2  # the case's B is 2 then (below)
    B = 2 if isinstance(bias, list) and bias[0] == 2 else rng.randint(1, 3)
    score_mod = mask_mod = None
    if rng.random() < 0.15:
        score_mod = {'kind': 'softcap',
                     'cap': rng.choice((0.5, 1.0, 5.0, 30.0))}
    if rng.random() < 0.15:
        mask_mod = (
            {'kind': 'prefix_lm', 'prefix': rng.randint(1, 40)}
            if rng.random() < 0.5 else
            {'kind': 'document', 'length': rng.randint(3, 80)})
    seqlens_q = rng.random() < 0.25
    seqlens_kv = rng.random() < 0.25
    kwargs = dict(
        dtype=rng.choice(('bf16', 'bf16', 'f16')),
        layout=rng.choice(LAYOUTS), B=B, Sq=Sq, Skv=Skv, Hq=hq, Hkv=hkv,
        Dqk=dqk, Dv=dv, causal=causal, window=window,
        scale=(rng.choice((0.05, 0.125, 0.3)) if rng.random() < 0.2
               else None),
        softmax=softmax, bias=bias,
        bias_dtype=(rng.choice(('f32', None)) if bias else None),
        alibi=rng.random() < 0.15, seqlens_q=seqlens_q,
        seqlens_kv=seqlens_kv, train=train,
        d_bias=bool(train and bias and rng.random() < 0.4),
        d_sink=bool(train and softmax == 'learnable' and rng.random() < 0.6),
        deterministic=bool(train and rng.random() < 0.15),
        nan_padding=bool(train and seqlens_q and rng.random() < 0.3),
        score_mod=score_mod, mask_mod=mask_mod)
    case = make_case(name, **kwargs)
    if cudnn_supports(case) and rng.random() < 0.3:
        case = derive(case, 'cudnn')
        case['name'] = name
        case['file'], case['so'] = name + '.mlir', name + '.so'
    case['fuzz'] = kwargs
    return case


def fuzz_cases(count, seed):
    """`count` random cases drawn from `seed` (printed by the caller, so a
    run can be replayed)."""
    import random
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        try:
            cases.append(fuzz_case(rng, f'fuzz_{seed}_{len(cases):05d}'))
        except AssertionError:
            continue  # a combination make_case refuses: draw again
    return cases


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--out', help='output directory')
    ap.add_argument('--bench', action='store_true',
                    help='write the benchmark configs instead of the suite')
    ap.add_argument('--fuzz', type=int, metavar='N',
                    help='write N random configurations (a differential '
                    'fuzz of the GPU backends) instead of the suite')
    ap.add_argument('--seed', type=int, default=1,
                    help='seed of --fuzz')
    ap.add_argument('--check-manifests', metavar='DIR',
                    help='check the compiled modules of DIR against '
                    'DIR/cases.json')
    args = ap.parse_args(argv)
    if args.check_manifests:
        return check_manifests(args.check_manifests)
    if not args.out:
        ap.error('--out is required')
    if args.fuzz:
        print(f'make_gpu_cases: fuzz seed {args.seed}, {args.fuzz} cases',
              file=sys.stderr)
        cases = fuzz_cases(args.fuzz, args.seed)
    else:
        cases = bench_cases() if args.bench else suite_cases()
    os.makedirs(args.out, exist_ok=True)
    for case in cases:
        with open(os.path.join(args.out, case['file']), 'w') as f:
            f.write(mlir_text(case))
        flags = os.path.join(args.out, case['name'] + '.flags')
        if case.get('compile_flags'):
            with open(flags, 'w') as f:
                f.write(' '.join(case['compile_flags']) + '\n')
        elif os.path.exists(flags):
            os.remove(flags)
    with open(os.path.join(args.out, 'cases.json'), 'w') as f:
        json.dump(cases, f, indent=1)
    print(f'wrote {len(cases)} {"bench configs" if args.bench else "cases"} '
          f'to {args.out}', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
