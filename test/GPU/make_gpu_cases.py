#!/usr/bin/env python3
"""make_gpu_cases.py - the GPU test cases and benchmark configs of attn.

Writes one MLIR file per case (one public function named after the case,
whose body is a single attn.sdpa returning out and lse) and DIR/cases.json
describing every case for run_gpu_suite.py / bench/gpu_bench.py.

  make_gpu_cases.py --out DIR            # the correctness suite
  make_gpu_cases.py --out DIR --bench    # the benchmark configs
  make_gpu_cases.py --check-manifests DIR
      # compares the manifest embedded in every DIR/<case>.so with the
      # arguments cases.json says the harness will pass

Function arguments, in order: query, key, value, then whichever of bias,
sink, seqlens_q, seqlens_kv the case has (in that order); results: out and
lse (f32 [B, Hq, Sq]). The runtime sees inputs then outputs in that order.

Needs only the Python standard library (it runs where the compiler runs).
"""
import argparse
import json
import os
import sys

TOLERANCE = {'bf16': 2e-2, 'f16': 5e-3, 'f32': 1e-4}
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
              seqlens_q=False, seqlens_kv=False, note=''):
    """One case as the dict written to cases.json.

    bias: None, 'full' ([B, Hq, Sq, Skv]), 'bcast' ([1, 1, Sq, Skv]) or an
    explicit 4-list of sizes (each 1 or the full size)."""
    Skv = Sq if Skv is None else Skv
    Hkv = Hq if Hkv is None else Hkv
    Dv = Dqk if Dv is None else Dv
    assert dtype in TOLERANCE and layout in LAYOUTS
    assert causal in CAUSAL and softmax in SOFTMAX
    assert Hq % Hkv == 0, name
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
        'has_sink': softmax == 'learnable',
        'has_seqlens': bool(seqlens_q or seqlens_kv),
        'has_seqlens_q': bool(seqlens_q),
        'has_seqlens_kv': bool(seqlens_kv),
        'tolerance': TOLERANCE[dtype],
        'lse_tolerance': LSE_TOLERANCE,
        'note': note,
    }


def arg_list(case):
    """[(role, shape, dtype)] of the inputs then the outputs, in order."""
    B, Sq, Skv = case['B'], case['Sq'], case['Skv']
    Hq, Hkv, Dqk, Dv = case['Hq'], case['Hkv'], case['Dqk'], case['Dv']
    lay, dt = case['layout'], case['dtype']
    args = [('query', qkv_shape(lay, B, Sq, Hq, Dqk), dt),
            ('key', qkv_shape(lay, B, Skv, Hkv, Dqk), dt),
            ('value', qkv_shape(lay, B, Skv, Hkv, Dv), dt)]
    if case['has_bias']:
        args.append(('bias', list(case['bias_shape']), case['bias_dtype']))
    if case['has_sink']:
        args.append(('sink', [Hq], 'f32'))
    if case['has_seqlens_q']:
        args.append(('seqlens_q', [B], 'i32'))
    if case['has_seqlens_kv']:
        args.append(('seqlens_kv', [B], 'i32'))
    args.append(('out', qkv_shape(lay, B, Sq, Hq, Dv), dt))
    args.append(('lse', [B, Hq, Sq], 'f32'))
    return args


def mlir_text(case):
    args = arg_list(case)
    inputs, outputs = args[:-2], args[-2:]
    names = {'query': '%q', 'key': '%k', 'value': '%v', 'bias': '%bias',
             'sink': '%sink', 'seqlens_q': '%seqlens_q',
             'seqlens_kv': '%seqlens_kv'}
    in_types = [tensor_type(s, d) for _, s, d in inputs]
    out_types = [tensor_type(s, d) for _, s, d in outputs]
    params = ', '.join(f'{names[r]}: {t}' for (r, _, _), t in
                       zip(inputs, in_types))
    clauses = []
    for role in ('bias', 'sink', 'seqlens_q', 'seqlens_kv'):
        if any(r == role for r, _, _ in inputs):
            clauses.append(f'{role}({names[role]})')
    clauses.append(f'layout = {case["layout"]}')
    if case['causal'] != 'none':
        clauses.append(f'causal = {case["causal"]}')
    if case['window'] is not None:
        clauses.append(f'window = [{case["window"][0]}, {case["window"][1]}]')
    if case['scale'] is not None:
        clauses.append(f'scale = {float(case["scale"])!r}')
    if case['softmax'] != 'vanilla':
        clauses.append(f'softmax = {case["softmax"]}')
    fn_type = f'({", ".join(in_types)})\n      -> ({", ".join(out_types)})'
    lines = []
    if case.get('note'):
        lines.append(f'// {case["note"]}')
    lines += [
        f'func.func @{case["entry"]}({params})',
        f'    -> ({", ".join(out_types)}) {{',
        f'  %out, %lse = attn.sdpa %q, %k, %v {" ".join(clauses)}',
        f'      : {fn_type}',
        f'  return %out, %lse : {", ".join(out_types)}',
        '}',
        '',
    ]
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


def forward_flops(case):
    """FLOPs of the forward pass over the allowed pairs (2 matmuls)."""
    pairs = allowed_pairs(case['Sq'], case['Skv'], case['causal'],
                          case['window'])
    return 2 * (case['Dqk'] + case['Dv']) * pairs * case['B'] * case['Hq']


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
    ]
    names = [x['name'] for x in cases]
    assert len(names) == len(set(names)), 'duplicate case names'
    return cases


def bench_cases():
    c = make_case
    seed = dict(B=2, Sq=4096, Hq=128, Hkv=8, Dqk=128, causal='top_left',
                window=[128, 0], dtype='bf16', layout='bshd')
    cases = [c('bench_seed', **seed,
               note='seed: GQA 128/8, causal sliding window (128, 0)'),
             c('bench_seed_mla', Dv=64, **seed,
               note='seed with MLA head dims Dqk=128, Dv=64')]
    for sweep, causal in (('causal', 'top_left'), ('noncausal', 'none')):
        for S in (1024, 2048, 4096, 8192, 16384):
            B = 16384 // S
            cases.append(c(f'bench_{sweep}_s{S}', B=B, Sq=S, Hq=32, Hkv=8,
                           Dqk=128, causal=causal, dtype='bf16',
                           layout='bshd',
                           note=f'dense {sweep} GQA 32/8, B*S = 16384'))
    return add_bench_fields(cases)


def add_bench_fields(cases):
    """sweep (causal / noncausal / None), pairs_per_head, fwd_flops."""
    for x in cases:
        x['sweep'] = ('causal' if x['name'].startswith('bench_causal') else
                      'noncausal' if x['name'].startswith('bench_noncausal')
                      else None)
        x['pairs_per_head'] = allowed_pairs(x['Sq'], x['Skv'], x['causal'],
                                            x['window'])
        x['fwd_flops'] = forward_flops(x)
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


def check_manifests(directory):
    """Prints every mismatch between a module's manifest and cases.json."""
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
            lines = [l.split() for l in text.splitlines()]
            entries = [l for l in lines if l and l[0] == 'entry']
            args = [l for l in lines if l and l[0] == 'arg']
            want = arg_list(case)
            if not any(e[1] == '@' + case['entry'] for e in entries):
                problems.append(f'no entry @{case["entry"]}: {entries}')
            if len(args) != len(want):
                problems.append(f'{len(args)} args, expected {len(want)}')
            for index, (got, (role, shape, dtype)) in enumerate(
                    zip(args, want)):
                # arg in|out memref DTYPE RANK SIZES...
                direction = 'out' if role in ('out', 'lse') else 'in'
                sizes = [int(x) for x in got[5:5 + int(got[4])]]
                if (got[1] != direction or got[3] != dtype or
                        any(g not in (-1, w) for g, w in zip(sizes, shape))
                        or len(sizes) != len(shape)):
                    problems.append(f'arg {index} ({role}): {" ".join(got)} '
                                    f'!= {direction} {dtype} {shape}')
        if problems:
            bad += 1
            print(f'{case["name"]}: ' + '; '.join(problems))
    print(f'manifests: {checked - bad} of {checked} match cases.json')
    return 1 if bad else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--out', help='output directory')
    ap.add_argument('--bench', action='store_true',
                    help='write the benchmark configs instead of the suite')
    ap.add_argument('--check-manifests', metavar='DIR',
                    help='check the compiled modules of DIR against '
                    'DIR/cases.json')
    args = ap.parse_args(argv)
    if args.check_manifests:
        return check_manifests(args.check_manifests)
    if not args.out:
        ap.error('--out is required')
    cases = bench_cases() if args.bench else suite_cases()
    os.makedirs(args.out, exist_ok=True)
    for case in cases:
        with open(os.path.join(args.out, case['file']), 'w') as f:
            f.write(mlir_text(case))
    with open(os.path.join(args.out, 'cases.json'), 'w') as f:
        json.dump(cases, f, indent=1)
    print(f'wrote {len(cases)} {"bench configs" if args.bench else "cases"} '
          f'to {args.out}', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
