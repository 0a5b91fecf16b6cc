#!/usr/bin/env python3
"""selftest_cpu.py - CPU checks of the GPU test tooling (needs torch, numpy).

  selftest_cpu.py reference [--reference-cli build/bin/reference-cli]
                             [--only A,B] [--train]
      Cross-checks attn_reference.py against the C++ fp64 reference
      (reference-cli) on every suite case that is not 'large', with the
      inputs and lengths the suite would draw; for the train cases also the
      backward (reference_grad: dq, dk, dv, d_bias for the "d_bias" cases
      and d_sink for the "d_sink" cases) against reference-cli --dout
      (--dbias, --dsink) and against torch.autograd through the fp64
      forward reference. --train: the train cases only.
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
    worst_grad = 0.0
    failures = 0
    cases = [c for c in make_gpu_cases.suite_cases()
             if 'large_' not in c['name']]
    if args.only:
        cases = [c for c in cases if c['name'] in args.only.split(',')]
    if args.train:
        cases = [c for c in cases if c.get('train')]
    for case in cases:
        # f32 inputs: both references read exactly the same values.
        case32 = dict(case, dtype='f32',
                      bias_dtype='f32' if case['has_bias'] else None)
        inputs = run_gpu_suite.make_inputs(case32, seed=123, which=0,
                                           device='cpu')
        train = bool(case.get('train'))
        want_db = bool(case.get('d_bias'))
        want_ds = bool(case.get('d_sink'))
        grad_out = (run_gpu_suite.make_d_out(case32, seed=123, which=0,
                                             device='cpu') if train else None)
        with tempfile.TemporaryDirectory() as tmp:
            flags = [cli, f'--layout={case["layout"]}',
                     f'--causal={case["causal"]}',
                     f'--softmax={case["softmax"]}', '--out-dtype=f64',
                     f'--out={tmp}/out.npy', f'--lse={tmp}/lse.npy']
            if train:
                np.save(f'{tmp}/dout.npy', grad_out.numpy())
                flags += [f'--dout={tmp}/dout.npy', f'--dq={tmp}/dq.npy',
                          f'--dk={tmp}/dk.npy', f'--dv={tmp}/dv.npy']
                if want_db:
                    flags.append(f'--dbias={tmp}/dbias.npy')
                if want_ds:
                    flags.append(f'--dsink={tmp}/dsink.npy')
            if case['window'] is not None:
                flags.append(f'--window={case["window"][0]},{case["window"][1]}')
            if case['scale'] is not None:
                flags.append(f'--scale={case["scale"]!r}')
            names = {'query': 'q', 'key': 'k', 'value': 'v', 'bias': 'bias',
                     'alibi': 'alibi', 'sink': 'sink',
                     'seqlens_q': 'seqlens-q', 'seqlens_kv': 'seqlens-kv'}
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
            cli_grads = ([to_bhsd(torch.from_numpy(np.load(f'{tmp}/{g}.npy')),
                                  case['layout']).to(torch.float64)
                          for g in ('dq', 'dk', 'dv')] if train else None)
            if want_db:
                cli_grads.append(torch.from_numpy(
                    np.load(f'{tmp}/dbias.npy')).to(torch.float64))
            if want_ds:
                cli_grads.append(torch.from_numpy(
                    np.load(f'{tmp}/dsink.npy')).to(torch.float64))
        out, lse, live = reference(
            case32, inputs['query'], inputs['key'], inputs['value'],
            inputs.get('bias'), inputs.get('sink'), inputs.get('seqlens_q'),
            inputs.get('seqlens_kv'), budget=1 << 16,
            alibi=inputs.get('alibi'))
        cli_out = to_bhsd(cli_out, case['layout']).to(torch.float64)
        d_out = (out - cli_out).abs().max().item()
        same_inf = torch.equal(torch.isneginf(lse), torch.isneginf(cli_lse))
        fin = torch.isfinite(lse)
        d_lse = ((lse[fin] - cli_lse[fin].double()).abs().max().item()
                 if fin.any() else 0.0)
        masked = int((~live).sum())
        ok = d_out < 1e-9 and d_lse < 1e-9 and same_inf
        worst = max(worst, d_out, d_lse)
        grad_note = ''
        if train:
            g_ok, g_worst, grad_note = check_grad(case32, inputs, grad_out,
                                                  cli_grads)
            ok = ok and g_ok
            worst_grad = max(worst_grad, g_worst)
        failures += not ok
        print(f'{case["name"]:32s} {"ok" if ok else "MISMATCH"} '
              f'max|dout|={d_out:.2e} max|dlse|={d_lse:.2e} '
              f'-inf match={same_inf} masked rows={masked}{grad_note}')
    print(f'{len(cases) - failures} passed, {failures} failed '
          f'(worst difference {worst:.2e}; gradients {worst_grad:.2e})')
    return 1 if failures else 0


def check_grad(case, inputs, d_out, cli_grads):
    """reference_grad against reference-cli's backward and against
    torch.autograd through the fp64 forward reference. Returns (ok, worst
    relative difference, note). A "d_bias" case also checks d_bias, a
    "d_sink" case d_sink (the bias, the sink is then a leaf of the autograd
    check too)."""
    import torch
    from attn_reference import reference, reference_grad, to_bhsd
    want_db = bool(case.get('d_bias'))
    want_ds = bool(case.get('d_sink'))
    opt = {r: inputs.get(r) for r in ('bias', 'sink', 'seqlens_q',
                                      'seqlens_kv', 'alibi')}
    dq, dk, dv, live_rows, live_keys, *ds = reference_grad(
        case, inputs['query'], inputs['key'], inputs['value'], d_out,
        opt['bias'], opt['sink'], opt['seqlens_q'], opt['seqlens_kv'],
        opt['alibi'], budget=1 << 14, d_bias=want_db, d_sink=want_ds)
    ours = (dq, dk, dv) + tuple(ds)
    # The same with out and lse passed in (the path a kernel's inputs take).
    out64, lse64, _ = reference(case, inputs['query'], inputs['key'],
                                inputs['value'], opt['bias'], opt['sink'],
                                opt['seqlens_q'], opt['seqlens_kv'],
                                alibi=opt['alibi'])
    from attn_reference import from_bhsd
    passed = reference_grad(
        case, inputs['query'], inputs['key'], inputs['value'], d_out,
        opt['bias'], opt['sink'], opt['seqlens_q'], opt['seqlens_kv'],
        opt['alibi'], out=from_bhsd(out64, case['layout']), lse=lse64,
        d_bias=want_db, d_sink=want_ds)
    passed = passed[:3] + passed[5:]
    # torch.autograd through the forward reference, in float64.
    leaf_roles = (('query', 'key', 'value') +
                  (('bias',) if want_db else ()) +
                  (('sink',) if want_ds else ()))
    leaves = [inputs[r].to(torch.float64).requires_grad_(True)
              for r in leaf_roles]
    leaf = dict(zip(leaf_roles, leaves))
    fwd, _, _ = reference(case, *leaves[:3], leaf.get('bias', opt['bias']),
                          leaf.get('sink', opt['sink']),
                          opt['seqlens_q'], opt['seqlens_kv'],
                          budget=1 << 14, alibi=opt['alibi'])
    loss = (fwd * to_bhsd(d_out, case['layout']).to(torch.float64)).sum()
    auto = torch.autograd.grad(loss, leaves, allow_unused=True)
    auto = [torch.zeros_like(l) if g is None else g
            for g, l in zip(auto, leaves)]
    auto = [to_bhsd(g, case['layout']) for g in auto[:3]] + auto[3:]

    def rel(a, b):
        n = float(b.norm())
        e = float((a - b).norm())
        return e / n if n > 0 else e

    d_cli = max(rel(a, b) for a, b in zip(ours, cli_grads))
    d_auto = max(rel(a, b) for a, b in zip(ours, auto))
    d_pass = max(rel(a, b) for a, b in zip(ours, passed))
    nan = any(bool(torch.isnan(g).any()) for g in ours)
    # Rows and keys with no allowed pair: exactly zero.
    dead_q = dq.permute(0, 2, 1, 3)[~live_rows]
    dead_k = torch.cat([dk.permute(0, 2, 1, 3)[~live_keys].flatten(),
                        dv.permute(0, 2, 1, 3)[~live_keys].flatten()])
    zeros = (not bool(dead_q.abs().sum() > 0) and
             not bool(dead_k.abs().sum() > 0))
    # d_bias and d_sink alone (they are also part of the maxima above),
    # and a sanity check that they are not trivially zero.
    ds_note = ''
    nonzero = True
    for index, name in enumerate([n for n, want in (('d_bias', want_db),
                                                    ('d_sink', want_ds))
                                  if want], start=3):
        if index >= min(len(ours), len(cli_grads), len(auto)):
            break
        ours_g = ours[index]
        ds_note += (f', {name} vs cli {rel(ours_g, cli_grads[index]):.1e} '
                    f'vs autograd {rel(ours_g, auto[index]):.1e} '
                    f'|{name}| {float(ours_g.norm()):.2e}')
        nonzero = nonzero and float(ours[index].norm()) > 0
    # Same shapes everywhere (d_bias: the bias's, no broadcast in rel()).
    shapes = all(a.shape == b.shape == c.shape == d.shape for a, b, c, d in
                 zip(ours, cli_grads, auto, passed))
    ok = d_cli < 1e-9 and d_auto < 1e-9 and d_pass < 1e-12 and not nan \
        and zeros and nonzero and shapes \
        and len(ours) == len(cli_grads) == len(auto) == len(passed)
    note = (f' | grad: vs cli {d_cli:.1e}, vs autograd {d_auto:.1e}, '
            f'out/lse passed {d_pass:.1e}, dead rows '
            f'{int((~live_rows).sum())} keys {int((~live_keys).sum())}'
            f'{"" if zeros else " NON-ZERO DEAD"}{" NaN" if nan else ""}'
            f'{"" if shapes else " SHAPE MISMATCH"}'
            f'{ds_note}')
    return ok, max(d_cli, d_auto, d_pass), note


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
        # train cases: the grad entry (<name>_grad)
        'train_bf16_d64': 'none',
        'train_mla_bf16_causal': 'none',
        'train_br_f16_sq_gt_skv': 'none',
        'train_swa_bf16_gqa': 'grad_dq_nondeterministic',  # allowed
        'train_bhsd_bf16_gqa_causal': 'grad_no_group_sum',
        'train_pad_bf16_br': 'grad_ignore_seqlens',
        'train_scale_bf16_sbhd': 'grad_no_scale',
        'train_alibi_bf16_causal': 'grad_no_delta',
        'train_bias_full_bf16': 'grad_no_bias',
        'train_sink_f16_gqa_br': 'grad_dk_nondeterministic',
        'train_off_by_one_bf16_pad': 'grad_nan_dead_rows',
        'train_f16_d128_causal': 'grad_missing',
        'train_sbhd_f16_mqa': 'grad_raise',
        'train_pad_f16_tl_swa': 'ignore_seqlens',  # the forward's bug
        # d_sink cases: the grad entry also returns d_sink
        'train_dsink_bf16_gqa_causal': 'none',
        'train_dsink_f16_pad_br': 'grad_dsink_first_batch',
        'train_dsink_bf16_d128_window': 'grad_dsink_nondeterministic',
        # d_bias cases: the grad entry also returns d_bias (then d_sink)
        'train_dbias_full_bf16_gqa_causal': 'none',
        'train_dbias_rows_f16_dsink': 'none',
        'train_dbias_keypad_bf16_br': 'grad_dbias_nondeterministic_bcast',
        'train_dbias_f32_bf16_heads': 'grad_dbias_first_batch',
        'train_dbias_bcast_f16_pad': 'grad_dbias_no_delta',
        'train_dbias_batch_bf16_swa': 'grad_dbias_unwritten',
        # deterministic-mode cases: dq must be reproducible as well
        'train_det_bf16_gqa_causal': 'none',
        'train_det_mla_bf16_alibi': 'grad_dq_nondeterministic_det',
        'train_det_dbias_full_f16': 'grad_dbias_nondeterministic',
        # NaN in out and d_out past seqlens_q must not reach any gradient
        'train_nanpad_bf16_gqa_causal': 'none',
        'train_det_nanpad_f16': 'grad_reads_padding',
    }
    want_status = {'none': 'PASS', 'raise': 'ERROR',
                   'not_compiled': 'NOT-COMPILED',
                   'grad_dq_nondeterministic': 'PASS',
                   # d_bias of a broadcast bias: f32 atomics allowed
                   'grad_dbias_nondeterministic_bcast': 'PASS',
                   'grad_missing': 'ERROR', 'grad_raise': 'ERROR'}
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
        print(f'{name:30s} bug={bug:28s} want {want} got {got}: {mark}')
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
    configs.append(c('bench_train_seed', B=1, Sq=128, Hq=4, Hkv=2, Dqk=64,
                     causal='top_left', window=[16, 0], train=True))
    configs.append(c('bench_train_causal_s128', B=2, Sq=128, Hq=4, Hkv=2,
                     Dqk=64, causal='top_left', train=True))
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
         str(args.budget_s), '--flex-reserve-s', '5', '--systems',
         args.systems],
        [sys.executable, os.path.join(bench, 'gpu_bench_jax.py'),
         '--artifacts', art, '--out', res, '--iters', '3', '--warmup', '1',
         '--implementation', args.jax_implementation],
        [sys.executable, os.path.join(bench, 'gpu_report.py'), res],
    ]
    for cmd in steps:
        print('$ ' + ' '.join(cmd), flush=True)
        run = subprocess.run(cmd, text=True)
        if run.returncode != 0:
            print(f'exit code {run.returncode}')
            return 1
    # Every config has an attn row; the train configs' rows are fwd+bwd,
    # with a forward time and a gradient check.
    bad = 0
    with open(os.path.join(res, 'bench_torch.json')) as f:
        rows = {(r['config'], r['system']): r for r in json.load(f)['rows']}
    for cfg in configs:
        row = rows.get((cfg['name'], 'attn'))
        want_error = cfg['name'] == 'bench_causal_s64'
        ok = row is not None and bool(row.get('error')) == want_error
        if ok and cfg.get('train'):
            ok = (row.get('mode') == 'fwd+bwd' and row.get('fwd_ms') and
                  set(row.get('rel_errs', {})) == {'out', 'dq', 'dk', 'dv'}
                  and row['rel_err'] < cfg['grad_tolerance'])
        bad += not ok
        print(f'bench row {cfg["name"]} attn: {"ok" if ok else "WRONG"} '
              f'{"" if row is None else (row.get("error") or row.get("note"))}')
    print(f'{len(configs) - bad} passed, {bad} failed')
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest='cmd', required=True)
    r = sub.add_parser('reference')
    r.add_argument('--reference-cli',
                   default=os.path.join(ROOT, 'build', 'bin', 'reference-cli'))
    r.add_argument('--only', default='')
    r.add_argument('--train', action='store_true',
                   help='only the train cases (forward and backward)')
    h = sub.add_parser('harness')
    h.add_argument('--artifacts', required=True)
    h.add_argument('--out', required=True)
    b = sub.add_parser('bench')
    b.add_argument('--out', required=True)
    b.add_argument('--budget-s', type=float, default=300)
    b.add_argument('--jax-implementation', default='xla',
                   help='gpu_bench_jax.py --implementation (cuDNN needs a '
                   'GPU; xla runs the same fwd+bwd path on the CPU)')
    b.add_argument('--systems', default='attn,cudnn,flash',
                   help='gpu_bench.py systems; flex is left out by default: '
                   'its backward does not run on the CPU, and its CPU '
                   'forward crashed in torch 2.11 (inductor) here')
    args = ap.parse_args()
    return {'reference': check_reference, 'harness': check_harness,
            'bench': check_bench}[args.cmd](args)


if __name__ == '__main__':
    sys.exit(main())
