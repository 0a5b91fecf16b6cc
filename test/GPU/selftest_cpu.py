#!/usr/bin/env python3
"""selftest_cpu.py - CPU checks of the GPU test tooling (needs torch, numpy).

  selftest_cpu.py reference [--reference-cli build/bin/reference-cli]
      Cross-checks attn_reference.py against the C++ fp64 reference
      (reference-cli) on every suite case that is not 'large_', with the
      inputs and lengths the suite would draw.
  selftest_cpu.py harness --artifacts DIR --out DIR
      Runs run_gpu_suite.py on the CPU against a mock runtime (mock_runtime.py)
      that computes the result with the reference, with bugs injected into
      a few cases: those must FAIL and the rest PASS.

Nothing here needs a GPU; the GPU machine never runs it.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)


def check_reference(args):
    import numpy as np
    import torch
    import make_gpu_cases
    import run_gpu_suite
    from attn_reference import reference, to_bhsd

    cli = args.reference_cli
    worst = 0.0
    failures = 0
    cases = [c for c in make_gpu_cases.suite_cases()
             if not c['name'].startswith('large_')]
    if args.only:
        cases = [c for c in cases if c['name'] in args.only.split(',')]
    for case in cases:
        # f32 inputs: both references read exactly the same values.
        case32 = dict(case, dtype='f32',
                      bias_dtype='f32' if case['has_bias'] else None)
        inputs = run_gpu_suite.make_inputs(case32, seed=123, which=0,
                                           device='cpu')
        with tempfile.TemporaryDirectory() as tmp:
            flags = [cli, f'--layout={case["layout"]}',
                     f'--causal={case["causal"]}',
                     f'--softmax={case["softmax"]}', '--out-dtype=f64',
                     f'--out={tmp}/out.npy', f'--lse={tmp}/lse.npy']
            if case['window'] is not None:
                flags.append(f'--window={case["window"][0]},{case["window"][1]}')
            if case['scale'] is not None:
                flags.append(f'--scale={case["scale"]!r}')
            names = {'query': 'q', 'key': 'k', 'value': 'v', 'bias': 'bias',
                     'sink': 'sink', 'seqlens_q': 'seqlens-q',
                     'seqlens_kv': 'seqlens-kv'}
            for role, tensor in inputs.items():
                path = f'{tmp}/{role}.npy'
                np.save(path, tensor.numpy())
                flags.append(f'--{names[role]}={path}')
            run = subprocess.run(flags, capture_output=True, text=True)
            if run.returncode != 0:
                print(f'{case["name"]}: reference-cli failed: {run.stderr}')
                failures += 1
                continue
            cli_out = torch.from_numpy(np.load(f'{tmp}/out.npy'))
            cli_lse = torch.from_numpy(np.load(f'{tmp}/lse.npy'))
        out, lse, live = reference(
            case32, inputs['query'], inputs['key'], inputs['value'],
            inputs.get('bias'), inputs.get('sink'), inputs.get('seqlens_q'),
            inputs.get('seqlens_kv'), budget=1 << 16)
        cli_out = to_bhsd(cli_out, case['layout']).to(torch.float64)
        d_out = (out - cli_out).abs().max().item()
        same_inf = torch.equal(torch.isneginf(lse), torch.isneginf(cli_lse))
        fin = torch.isfinite(lse)
        d_lse = ((lse[fin] - cli_lse[fin].double()).abs().max().item()
                 if fin.any() else 0.0)
        masked = int((~live).sum())
        ok = d_out < 1e-9 and d_lse < 1e-9 and same_inf
        worst = max(worst, d_out, d_lse)
        failures += not ok
        print(f'{case["name"]:32s} {"ok" if ok else "MISMATCH"} '
              f'max|dout|={d_out:.2e} max|dlse|={d_lse:.2e} '
              f'-inf match={same_inf} masked rows={masked}')
    print(f'{len(cases) - failures} passed, {failures} failed '
          f'(worst difference {worst:.2e})')
    return 1 if failures else 0


def check_harness(args):
    """The suite against the mock runtime: bugs must be caught."""
    bugs = {
        'mha_bf16_d64': 'none',
        'br_bf16_sq_gt_skv': 'nan_masked_rows',
        'pad_bf16_both': 'ignore_seqlens',
        'tl_bf16_sq_gt_skv': 'bottom_right',
        'swa_left_right_bf16': 'window_exclusive',
        'sink_bf16_gqa': 'no_sink',
        'gqa_8_2_f16_d64': 'head_map_mod',
        'odd_77_bf16_causal': 'skip_last_row',
        'mha_f16_d64': 'nondeterministic',
        'bias_bcast_f16_causal': 'lse_off',
        'br_f16_sq_gt_skv_d64': 'lse_neginf_to_min',
        'mqa_bf16_d128_causal': 'raise',
        'tiny_1x1_bf16': 'not_compiled',
    }
    want_status = {'none': 'PASS', 'raise': 'ERROR',
                   'not_compiled': 'NOT-COMPILED'}
    # A fake module for every case but the one that was 'not compiled'.
    for name, bug in bugs.items():
        so = os.path.join(args.artifacts, name + '.so')
        if bug == 'not_compiled':
            if os.path.exists(so):
                os.remove(so)
        else:
            open(so, 'w').close()
    only = ','.join(bugs)
    env = dict(os.environ, ATTN_MOCK_BUGS=json.dumps(bugs))
    cmd = [sys.executable, os.path.join(HERE, 'run_gpu_suite.py'),
           '--artifacts', args.artifacts, '--runtime', 'mock',
           '--binding', os.path.join(HERE, 'mock_runtime.py'),
           '--device', 'cpu', '--out', args.out, '--only', only,
           '--seed', '7']
    print(' '.join(cmd))
    run = subprocess.run(cmd, env=env, text=True, capture_output=True)
    print(run.stdout[-6000:])
    print(run.stderr[-3000:])
    with open(os.path.join(args.out, 'suite.json')) as f:
        suite = json.load(f)
    status = {r['name']: r['status'] for r in suite['cases']}
    bad = 0
    for name, bug in bugs.items():
        want = want_status.get(bug, 'FAIL')
        got = status.get(name)
        mark = 'ok' if got == want else 'WRONG'
        bad += got != want
        print(f'{name:28s} bug={bug:20s} want {want} got {got}: {mark}')
    if run.returncode != 1:
        print(f'suite exit code {run.returncode}, expected 1')
        bad += 1
    print(f'{len(bugs) - bad} passed, {bad} failed')
    return 1 if bad else 0


def check_bench(args):
    """gpu_bench.py, gpu_bench_jax.py and gpu_report.py on tiny configs."""
    import make_gpu_cases as g
    c = g.make_case
    configs = [c('bench_seed', B=1, Sq=128, Hq=4, Hkv=2, Dqk=64,
                 causal='top_left', window=[16, 0]),
               c('bench_seed_mla', B=1, Sq=128, Hq=4, Hkv=2, Dqk=64, Dv=32,
                 causal='top_left', window=[16, 0])]
    for sweep, causal in (('causal', 'top_left'), ('noncausal', 'none')):
        for S in (64, 128):
            configs.append(c(f'bench_{sweep}_s{S}', B=256 // S, Sq=S, Hq=4,
                             Hkv=2, Dqk=64, causal=causal))
    g.add_bench_fields(configs)
    art = os.path.join(args.out, 'artifacts')
    res = os.path.join(args.out, 'results')
    os.makedirs(art, exist_ok=True)
    os.makedirs(res, exist_ok=True)
    with open(os.path.join(art, 'cases.json'), 'w') as f:
        json.dump(configs, f, indent=1)
    for cfg in configs:
        if cfg['name'] != 'bench_causal_s64':  # one 'not compiled'
            open(os.path.join(art, cfg['name'] + '.so'), 'w').close()
    bench = os.path.join(ROOT, 'bench')
    steps = [
        [sys.executable, os.path.join(bench, 'gpu_bench.py'), '--artifacts',
         art, '--runtime', 'mock', '--binding',
         os.path.join(HERE, 'mock_runtime.py'), '--device', 'cpu', '--out',
         res, '--iters', '3', '--warmup', '1', '--budget-s',
         str(args.budget_s), '--flex-reserve-s', '5'],
        [sys.executable, os.path.join(bench, 'gpu_bench_jax.py'),
         '--artifacts', art, '--out', res, '--iters', '3', '--warmup', '1'],
        [sys.executable, os.path.join(bench, 'gpu_report.py'), res],
    ]
    for cmd in steps:
        print('$ ' + ' '.join(cmd), flush=True)
        run = subprocess.run(cmd, text=True)
        if run.returncode != 0:
            print(f'exit code {run.returncode}')
            return 1
    return 0


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest='cmd', required=True)
    r = sub.add_parser('reference')
    r.add_argument('--reference-cli',
                   default=os.path.join(ROOT, 'build', 'bin', 'reference-cli'))
    r.add_argument('--only', default='')
    h = sub.add_parser('harness')
    h.add_argument('--artifacts', required=True)
    h.add_argument('--out', required=True)
    b = sub.add_parser('bench')
    b.add_argument('--out', required=True)
    b.add_argument('--budget-s', type=float, default=300)
    args = ap.parse_args()
    return {'reference': check_reference, 'harness': check_harness,
            'bench': check_bench}[args.cmd](args)


if __name__ == '__main__':
    sys.exit(main())
