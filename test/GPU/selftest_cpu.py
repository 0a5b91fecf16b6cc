#!/usr/bin/env python3
"""selftest_cpu.py - CPU checks of the GPU test tooling (numpy and
ml_dtypes; torch optional, jax for the bench part).

  selftest_cpu.py reference [--reference-cli build/bin/reference-cli]
                             [--only A,B] [--train]
      Cross-checks the harness's fp64 reference against the C++ fp64
      reference (reference-cli) once for each distinct problem among the
      suite cases that are not 'large' (every case with --only), with the
      inputs and lengths the suite would draw (numpy backend):
      run_gpu_suite.np_reference, and for the train cases also the backward
      (np_reference_grad: dq, dk, dv, d_bias for the "d_bias" cases and
      d_sink for the "d_sink" cases) against reference-cli --dout (--dbias,
      --dsink). Where torch is installed, attn_reference.py (the reference
      the suite uses on a GPU) is checked too: against the numpy reference
      (forward and backward) and, the backward, against torch.autograd
      through the fp64 forward reference. --train: the train cases only.
  selftest_cpu.py harness --artifacts DIR --out DIR [--backends B,...]
      Runs run_gpu_suite.py on the CPU against a mock runtime (mock_runtime.py,
      numpy only) that computes the result with the reference, with bugs
      injected into a few cases: those must FAIL and the rest PASS. Once per
      harness backend: numpy, and torch too where it is installed (auto).
  selftest_cpu.py bench --out DIR     (needs torch, and jax for its JAX part)
      gpu_bench.py, gpu_bench_jax.py and gpu_report.py on tiny configs, with
      one wrong attn row injected: it must be FAILED, left out of the speed
      columns, and gpu_bench.py and gpu_report.py must exit 1.

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
# The arrays here are small: one BLAS thread each (here and in the
# processes started from here). Threads spinning on a busy machine (lit
# runs tests side by side) made the harness check 6x slower.
for _name in ('OPENBLAS_NUM_THREADS', 'OMP_NUM_THREADS', 'MKL_NUM_THREADS'):
    os.environ.setdefault(_name, '1')


def rel(a, b):
    """‖a − b‖ / ‖b‖ (‖a − b‖ when b is zero), numpy arrays."""
    import numpy as np
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    n = float(np.linalg.norm(b.ravel()))
    e = float(np.linalg.norm((a - b).ravel()))
    return e / n if n > 0 else e


# Fields of a suite case that do not change the problem both references
# solve here: names, compile options, tolerances, and the element types
# (the check reads every case in f32).
NOT_THE_PROBLEM = ('name', 'file', 'so', 'entry', 'grad_entry', 'note',
                   'compile_flags', 'deterministic', 'dtype', 'bias_dtype',
                   'tolerance', 'lse_tolerance', 'grad_tolerance',
                   'dsink_tolerance', 'dbias_tolerance')


def distinct_problems(cases):
    """The first case of each distinct problem. Most suite cases are
    compile-option or element-type variants of another case; checking the
    references once per problem keeps this test's time (which the
    sanitizer build multiplies) proportional to what it covers."""
    seen = set()
    kept = []
    for case in cases:
        key = json.dumps({k: v for k, v in case.items()
                          if k not in NOT_THE_PROBLEM},
                         sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            kept.append(case)
    return kept


def check_reference(args):
    import numpy as np
    import make_gpu_cases
    import run_gpu_suite as rs
    rs.set_backend('numpy')
    with_torch = rs.have_torch()
    print('reference: numpy reference against reference-cli' +
          ('; attn_reference.py (torch) against both' if with_torch else
           '; torch not installed: attn_reference.py not checked'))

    cli = args.reference_cli
    worst = 0.0
    worst_grad = 0.0
    failures = 0
    cases = [c for c in make_gpu_cases.suite_cases()
             if 'large_' not in c['name']]
    if args.only:
        cases = [c for c in cases if c['name'] in args.only.split(',')]
    else:
        cases = distinct_problems(cases)
    if args.train:
        cases = [c for c in cases if c.get('train')]
    for case in cases:
        # f32 inputs: both references read exactly the same values.
        case32 = dict(case, dtype='f32',
                      bias_dtype='f32' if case['has_bias'] else None)
        inputs = rs.make_inputs(case32, seed=123, which=0, device='cpu')
        train = bool(case.get('train'))
        want_db = bool(case.get('d_bias'))
        want_ds = bool(case.get('d_sink'))
        grad_out = (rs.make_d_out(case32, seed=123, which=0, device='cpu')
                    if train else None)
        with tempfile.TemporaryDirectory() as tmp:
            flags = [cli, f'--layout={case["layout"]}',
                     f'--causal={case["causal"]}',
                     f'--softmax={case["softmax"]}', '--out-dtype=f64',
                     f'--out={tmp}/out.npy', f'--lse={tmp}/lse.npy']
            if train:
                np.save(f'{tmp}/dout.npy', grad_out)
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
            if case.get('score_mod'):
                flags.append(f'--score-mod=softcap:{case["score_mod"]["cap"]!r}')
            mask = case.get('mask_mod')
            if mask:
                parameter = mask['prefix' if mask['kind'] == 'prefix_lm'
                                 else 'length']
                flags.append(f'--mask-mod={mask["kind"]}:{parameter}')
            names = {'query': 'q', 'key': 'k', 'value': 'v', 'bias': 'bias',
                     'alibi': 'alibi', 'sink': 'sink',
                     'seqlens_q': 'seqlens-q', 'seqlens_kv': 'seqlens-kv'}
            for role, array in inputs.items():
                path = f'{tmp}/{role}.npy'
                np.save(path, array)
                flags.append(f'--{names[role]}={path}')
            run = subprocess.run(flags, capture_output=True, text=True)
            if run.returncode != 0:
                print(f'{case["name"]}: reference-cli failed: {run.stderr}')
                failures += 1
                continue
            cli_out = np.load(f'{tmp}/out.npy')
            cli_lse = np.load(f'{tmp}/lse.npy').astype(np.float64)
            cli_grads = ([rs.to_bhsd(np.load(f'{tmp}/{g}.npy'),
                                     case['layout']).astype(np.float64)
                          for g in ('dq', 'dk', 'dv')] if train else None)
            if want_db:
                cli_grads.append(np.load(f'{tmp}/dbias.npy').astype(
                    np.float64))
            if want_ds:
                cli_grads.append(np.load(f'{tmp}/dsink.npy').astype(
                    np.float64))
        out, lse, live = rs.np_reference(
            case32, inputs['query'], inputs['key'], inputs['value'],
            inputs.get('bias'), inputs.get('sink'), inputs.get('seqlens_q'),
            inputs.get('seqlens_kv'), budget=1 << 16,
            alibi=inputs.get('alibi'))
        cli_out = rs.to_bhsd(cli_out, case['layout']).astype(np.float64)
        d_out = float(np.abs(out - cli_out).max()) if out.size else 0.0
        same_inf = bool(np.array_equal(np.isneginf(lse),
                                       np.isneginf(cli_lse)))
        fin = np.isfinite(lse)
        d_lse = (float(np.abs(lse[fin] - cli_lse[fin]).max())
                 if fin.any() else 0.0)
        masked = int((~live).sum())
        ok = d_out < 1e-9 and d_lse < 1e-9 and same_inf
        worst = max(worst, d_out, d_lse)
        torch_note = ''
        if with_torch:
            t_ok, t_worst, torch_note = check_torch_forward(
                case32, inputs, out, lse, live)
            ok = ok and t_ok
            worst = max(worst, t_worst)
        grad_note = ''
        if train:
            g_ok, g_worst, grad_note = check_grad(case32, inputs, grad_out,
                                                  cli_grads, with_torch)
            ok = ok and g_ok
            worst_grad = max(worst_grad, g_worst)
        failures += not ok
        print(f'{case["name"]:32s} {"ok" if ok else "MISMATCH"} '
              f'max|dout|={d_out:.2e} max|dlse|={d_lse:.2e} '
              f'-inf match={same_inf} masked rows={masked}{torch_note}'
              f'{grad_note}')
    print(f'{len(cases) - failures} passed, {failures} failed '
          f'(worst difference {worst:.2e}; gradients {worst_grad:.2e})')
    return 1 if failures else 0


def torch_inputs(inputs):
    import torch
    return {r: torch.from_numpy(a.copy()) for r, a in inputs.items()}


def check_torch_forward(case, inputs, out, lse, live):
    """attn_reference.reference (torch) against the numpy reference."""
    import numpy as np
    from attn_reference import reference
    t = torch_inputs(inputs)
    t_out, t_lse, t_live = reference(
        case, t['query'], t['key'], t['value'], t.get('bias'), t.get('sink'),
        t.get('seqlens_q'), t.get('seqlens_kv'), budget=1 << 16,
        alibi=t.get('alibi'))
    t_out, t_lse, t_live = t_out.numpy(), t_lse.numpy(), t_live.numpy()
    diff = float(np.abs(t_out - out).max()) if out.size else 0.0
    fin = np.isfinite(lse)
    diff = max(diff, float(np.abs(t_lse[fin] - lse[fin]).max())
               if fin.any() else 0.0)
    same = (bool(np.array_equal(np.isneginf(t_lse), np.isneginf(lse))) and
            bool(np.array_equal(t_live, live)))
    return (diff < 1e-9 and same, diff,
            f' | torch ref {diff:.1e}{"" if same else " -INF MISMATCH"}')


def check_grad(case, inputs, d_out, cli_grads, with_torch):
    """np_reference_grad against reference-cli's backward and, where torch
    is installed, against attn_reference.reference_grad and torch.autograd
    through the fp64 forward reference. Returns (ok, worst relative
    difference, note). A "d_bias" case also checks d_bias, a "d_sink" case
    d_sink (the bias, the sink is then a leaf of the autograd check too)."""
    import numpy as np
    import run_gpu_suite as rs
    want_db = bool(case.get('d_bias'))
    want_ds = bool(case.get('d_sink'))
    opt = {r: inputs.get(r) for r in ('bias', 'sink', 'seqlens_q',
                                      'seqlens_kv', 'alibi')}
    dq, dk, dv, live_rows, live_keys, *ds = rs.np_reference_grad(
        case, inputs['query'], inputs['key'], inputs['value'], d_out,
        opt['bias'], opt['sink'], opt['seqlens_q'], opt['seqlens_kv'],
        opt['alibi'], budget=1 << 14, d_bias=want_db, d_sink=want_ds)
    ours = (dq, dk, dv) + tuple(ds)
    # The same with out and lse passed in (the path a kernel's inputs take).
    out64, lse64, _ = rs.np_reference(
        case, inputs['query'], inputs['key'], inputs['value'], opt['bias'],
        opt['sink'], opt['seqlens_q'], opt['seqlens_kv'],
        alibi=opt['alibi'])
    passed = rs.np_reference_grad(
        case, inputs['query'], inputs['key'], inputs['value'], d_out,
        opt['bias'], opt['sink'], opt['seqlens_q'], opt['seqlens_kv'],
        opt['alibi'], out=rs.from_bhsd(out64, case['layout']), lse=lse64,
        d_bias=want_db, d_sink=want_ds)
    passed = passed[:3] + passed[5:]
    others = [cli_grads, passed]
    d_cli = max(rel(a, b) for a, b in zip(ours, cli_grads))
    d_pass = max(rel(a, b) for a, b in zip(ours, passed))
    d_torch = d_auto = 0.0
    torch_note = ', torch not installed: no autograd check'
    if with_torch:
        t_grads, auto = torch_grads(case, inputs, d_out)
        others += [t_grads, auto]
        d_torch = max(rel(a, b) for a, b in zip(ours, t_grads))
        d_auto = max(rel(a, b) for a, b in zip(ours, auto))
        torch_note = (f', vs attn_reference {d_torch:.1e}, vs autograd '
                      f'{d_auto:.1e}')
    nan = any(bool(np.isnan(g).any()) for g in ours)
    # Rows and keys with no allowed pair: exactly zero.
    dead_q = np.transpose(dq, (0, 2, 1, 3))[~live_rows]
    dead_k = np.concatenate(
        [np.transpose(dk, (0, 2, 1, 3))[~live_keys].ravel(),
         np.transpose(dv, (0, 2, 1, 3))[~live_keys].ravel()])
    zeros = (not bool(np.abs(dead_q).sum() > 0) and
             not bool(np.abs(dead_k).sum() > 0))
    # d_bias and d_sink alone (they are also part of the maxima above),
    # and a sanity check that they are not trivially zero.
    ds_note = ''
    nonzero = True
    for index, name in enumerate([n for n, want in (('d_bias', want_db),
                                                    ('d_sink', want_ds))
                                  if want], start=3):
        if index >= min(len(ours), *(len(o) for o in others)):
            break
        ours_g = ours[index]
        ds_note += (f', {name} vs cli {rel(ours_g, cli_grads[index]):.1e} '
                    f'|{name}| {float(np.linalg.norm(ours_g)):.2e}')
        nonzero = nonzero and float(np.linalg.norm(ours_g)) > 0
    # Same shapes everywhere (d_bias: the bias's, no broadcast in rel()).
    shapes = all(len(o) == len(ours) and
                 all(tuple(a.shape) == tuple(b.shape)
                     for a, b in zip(ours, o)) for o in others)
    ok = (d_cli < 1e-9 and d_auto < 1e-9 and d_torch < 1e-9 and
          d_pass < 1e-12 and not nan and zeros and nonzero and shapes)
    note = (f' | grad: vs cli {d_cli:.1e}, out/lse passed {d_pass:.1e}'
            f'{torch_note}, dead rows '
            f'{int((~live_rows).sum())} keys {int((~live_keys).sum())}'
            f'{"" if zeros else " NON-ZERO DEAD"}{" NaN" if nan else ""}'
            f'{"" if shapes else " SHAPE MISMATCH"}'
            f'{ds_note}')
    return ok, max(d_cli, d_auto, d_torch, d_pass), note


def torch_grads(case, inputs, d_out):
    """(attn_reference.reference_grad's gradients, torch.autograd's through
    the fp64 forward reference), as numpy arrays in [B, H, S, D] (d_bias
    in the bias's shape, d_sink [Hq])."""
    import torch
    from attn_reference import reference, reference_grad, to_bhsd
    want_db = bool(case.get('d_bias'))
    want_ds = bool(case.get('d_sink'))
    t = torch_inputs(inputs)
    d_out = torch.from_numpy(d_out.copy())
    opt = {r: t.get(r) for r in ('bias', 'sink', 'seqlens_q', 'seqlens_kv',
                                 'alibi')}
    dq, dk, dv, _, _, *ds = reference_grad(
        case, t['query'], t['key'], t['value'], d_out, opt['bias'],
        opt['sink'], opt['seqlens_q'], opt['seqlens_kv'], opt['alibi'],
        budget=1 << 14, d_bias=want_db, d_sink=want_ds)
    grads = [g.numpy() for g in (dq, dk, dv, *ds)]
    leaf_roles = (('query', 'key', 'value') +
                  (('bias',) if want_db else ()) +
                  (('sink',) if want_ds else ()))
    leaves = [t[r].to(torch.float64).requires_grad_(True)
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
    return grads, [g.detach().numpy() for g in auto]


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
    backends = args.backends.split(',')
    if backends == ['auto']:
        import run_gpu_suite
        backends = ['numpy'] + (['torch'] if run_gpu_suite.have_torch()
                                else [])
    bad = 0
    total = 0
    for backend in backends:
        out = os.path.join(args.out, backend)
        os.makedirs(out, exist_ok=True)
        cmd = [sys.executable, os.path.join(HERE, 'run_gpu_suite.py'),
               '--artifacts', args.artifacts, '--runtime', 'mock',
               '--binding', os.path.join(HERE, 'mock_runtime.py'),
               '--device', 'cpu', '--out', out, '--only', only,
               '--seed', '7', '--backend', backend]
        print(f'== harness, {backend} backend')
        print(' '.join(cmd))
        run = subprocess.run(cmd, env=env, text=True, capture_output=True)
        print((run.stdout.splitlines() or [''])[0])  # seed, device, backend
        print(run.stdout[-6000:])
        print(run.stderr[-3000:])
        status = {}
        try:
            with open(os.path.join(out, 'suite.json')) as f:
                status = {r['name']: r['status']
                          for r in json.load(f)['cases']}
        except (OSError, ValueError) as ex:
            print(f'no suite.json: {ex}')
        for name, bug in bugs.items():
            want = want_status.get(bug, 'FAIL')
            got = status.get(name)
            mark = 'ok' if got == want else 'WRONG'
            bad += got != want
            total += 1
            print(f'{backend:5s} {name:32s} bug={bug:28s} want {want} got '
                  f'{got}: {mark}')
        total += 1
        if run.returncode != 1:
            print(f'{backend}: suite exit code {run.returncode}, expected 1')
            bad += 1
        else:
            print(f'{backend}: suite exit code 1, as expected')
    print(f'{total - bad} passed, {bad} failed')
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
    # attn's result on one sweep config is wrong (query head h reads kv
    # head h % Hkv): that row must be FAILED (not timed), gpu_bench.py and
    # gpu_report.py must exit 1, the report must leave it out of the speed
    # columns and the plot.
    wrong = 'bench_causal_s128'
    env = dict(os.environ, ATTN_MOCK_BUGS=json.dumps({wrong: 'head_map_mod'}))
    bad = 0
    for cmd, want_rc in zip(steps, (1, 0, 1)):
        print('$ ' + ' '.join(cmd), flush=True)
        run = subprocess.run(cmd, text=True, env=env)
        ok = run.returncode == want_rc
        bad += not ok
        print(f'exit code {run.returncode}, expected {want_rc}: '
              f'{"ok" if ok else "WRONG"}', flush=True)
    # Every config has an attn row; the train configs' rows are fwd+bwd,
    # with a forward time and a gradient check.
    with open(os.path.join(res, 'bench_torch.json')) as f:
        rows = {(r['config'], r['system']): r for r in json.load(f)['rows']}
    for cfg in configs:
        row = rows.get((cfg['name'], 'attn'))
        want_error = cfg['name'] == 'bench_causal_s64'
        ok = row is not None and bool(row.get('error')) == want_error
        if ok and cfg['name'] == wrong:
            ok = (row.get('status') == 'FAILED' and row.get('ms') is None
                  and not row['rel_err'] <= cfg['tolerance'])
        elif ok and not want_error:
            ok = row.get('status') == 'ok' and bool(row.get('ms'))
        if ok and cfg.get('train'):
            ok = (row.get('mode') == 'fwd+bwd' and row.get('fwd_ms') and
                  set(row.get('rel_errs', {})) == {'out', 'dq', 'dk', 'dv'}
                  and row['rel_err'] < cfg['grad_tolerance'])
        bad += not ok
        print(f'bench row {cfg["name"]} attn: {"ok" if ok else "WRONG"} '
              f'{"" if row is None else (row.get("error") or row.get("note"))}')
    sys.path.insert(0, bench)
    import gpu_report
    report_rows, _ = gpu_report.load_rows(res)
    series = gpu_report.sweep_series(report_rows)
    causal = series.get('causal', {}).get('attn', [])
    noncausal = series.get('noncausal', {}).get('attn', [])
    ok = 128 not in [S for S, _ in causal] and len(noncausal) == 2
    bad += not ok
    print(f'plot: attn causal {causal} (S=128 FAILED, S=64 not compiled: '
          f'none), noncausal {noncausal}: {"ok" if ok else "WRONG"}')
    # The PyTorch and JAX sides draw identical inputs.
    bad += check_same_inputs(configs)
    print(f'{len(configs) + len(steps) + 2 - bad} passed, {bad} failed')
    return 1 if bad else 0


def check_same_inputs(configs):
    """gpu_bench.torch_input_sets and gpu_bench_jax.input_sets give the
    same bits (1 when not)."""
    import importlib.util
    import numpy as np
    if importlib.util.find_spec('jax') is None:
        print('inputs: jax not installed, not compared')
        return 0
    import gpu_bench
    import gpu_bench_jax
    import torch
    bad = 0
    for cfg in configs:
        t_sets = gpu_bench.torch_input_sets(cfg, 2026, 1 << 20, 'cpu')
        j_sets = gpu_bench_jax.input_sets(cfg, 2026, 1 << 20)
        same = len(t_sets) == len(j_sets)
        for t, j in zip(t_sets, j_sets):
            for role, x in zip(('query', 'key', 'value', 'd_out'), j):
                a = t[role].view(torch.int16).numpy()
                b = np.asarray(x).view(np.int16)
                same = same and a.shape == b.shape and np.array_equal(a, b)
        bad += not same
        print(f'inputs {cfg["name"]}: {len(t_sets)} set(s), torch and JAX '
              f'{"identical" if same else "DIFFERENT"}')
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
    h.add_argument('--backends', default='auto',
                   help='comma-separated run_gpu_suite.py --backend values; '
                   'auto: numpy, and torch where it is installed')
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
