#!/usr/bin/env python3
"""gpu_bench_jax.py - the JAX peers of attn on the GPU (own process).

  XLA_PYTHON_CLIENT_PREALLOCATE=false bench/gpu_bench_jax.py --out DIR \\
      [--artifacts gpu-artifacts/bench] [--budget-s 120]

For every benchmark config (ARTIFACTS/cases.json, else the generator's
list): jax.nn.dot_product_attention(implementation="cudnn") in attn's bshd
layout (BTNH) with is_causal and local_window_size. JAX's window is
(left, right) with inclusive bounds, as attn's: key j is allowed for query i
iff i - left <= j <= i + right (jax/_src/nn/functions.py, _get_window_mask;
its cuDNN path passes sliding_window_length = left + 1, an exclusive bound,
and supports right = 0 under is_causal only). With --systems ...,fa3:
FlashAttention-3 through the flash_attn3_jax wheel (flash_mha with
softmax_scale, is_causal and window_size = (left, right), -1 unbounded) on
the configs its wrapper takes exactly (same K and V shape, top-left causal
or none, no bias or modifiers). The seed config also runs the
naive baseline (scores materialised, f32 softmax, finfo.min fill, K/V
repeated for GQA).

Inputs: the same values as gpu_bench.py's (bench_input_codes there:
numpy 16-bit codes seeded by --seed and the config's name, mapped to the
standard normal's quantiles, rounded to the config's type), and the same
number of sets: 3 when one set is smaller than 3x L2, L2 taken from
DIR/bench_torch.json (the device's, as the PyTorch side read it) or
--l2-bytes.

Timing: each call timed alone, wall clock from the call to the end of
jax.block_until_ready on its result, after warm-up; the median of --iters
calls, rotating over the input sets as the PyTorch side does. (This
includes the host's dispatch and the wait, which the PyTorch side's CUDA
events around back-to-back calls do not; gpu_report.py prints each
column's method.) Every output is compared once with a float32 JAX
reference computed row block by row block; the rel err is reported. A
row whose result is wrong (rel err above the config's tolerance, or
grad_tolerance for the train rows, or NaN) is recorded with status FAILED
and not timed. Writes DIR/bench_jax.json after every row.

Exit status: 0, 1 when a row FAILED (a wrong result), 2 on bad arguments.

Training configs (cases.json "train": true) are timed forward + backward:
jax.jit of jax.vjp of the same cuDNN attention, pulled back with a fixed
seeded d_out (dq, dk, dv; the same as jax.grad of sum(out * d_out)), and
the forward alone (jax.jit of the attention). FLOPs of fwd+bwd: 3.5x the
forward FLOPs (the usual convention). dq, dk, dv are checked once against
jax.vjp of the f32 reference (row blocks under jax.checkpoint).
"""
import argparse
import json
import math
import os
import sys
import time

os.environ.setdefault('XLA_PYTHON_CLIENT_PREALLOCATE', 'false')

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, 'test', 'GPU'))

from make_gpu_cases import bench_cases  # noqa: E402

sys.path.insert(0, HERE)
from gpu_bench import (L2_FALLBACK, bench_input_codes, max_err,  # noqa: E402
                       n_input_sets, normal_table, tolerance, wrong_result)


def input_sets(cfg, seed, l2_bytes, table=None):
    """[(q, k, v[, d_out])] as JAX arrays of the config's type, bshd
    (BTNH): gpu_bench.py's make_sets values (bench_input_codes mapped
    through normal_table, then rounded). table: normal_table() on the
    device, when the caller keeps one."""
    import jax.numpy as jnp
    dt = {'bf16': jnp.bfloat16, 'f16': jnp.float16}[cfg['dtype']]
    if table is None:
        table = jnp.asarray(normal_table())
    roles = ('query', 'key', 'value') + (('d_out',) if cfg.get('train')
                                         else ())
    sets = []
    for codes in bench_input_codes(cfg, seed, l2_bytes):
        sets.append(tuple(
            jnp.take(table, jnp.asarray(codes[r]).astype(jnp.int32),
                     axis=0).astype(dt) for r in roles))
        del codes
    return sets


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--out', required=True)
    ap.add_argument('--artifacts', default='')
    ap.add_argument('--only', default='')
    ap.add_argument('--systems', default='cudnn,naive')
    ap.add_argument('--implementation', default='cudnn',
                    help="dot_product_attention's implementation for the "
                    "'cudnn' system (xla: to test this script on the CPU; "
                    "the rows are then labelled jax-xla)")
    ap.add_argument('--iters', type=int, default=30)
    ap.add_argument('--warmup', type=int, default=10)
    ap.add_argument('--l2-bytes', type=int, default=0,
                    help='L2 size for the number of input sets (default: '
                    'OUT/bench_torch.json\'s l2_bytes, else 60 MiB)')
    ap.add_argument('--budget-s', type=float, default=150.0)
    ap.add_argument('--seed', type=int, default=2026)
    ap.add_argument('--verify-max-gb', type=float, default=8.0,
                    help='memory for the f32 score blocks of the reference '
                    '(it runs row block by row block)')
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    start = time.monotonic()

    configs = None
    if args.artifacts and os.path.exists(os.path.join(args.artifacts,
                                                      'cases.json')):
        with open(os.path.join(args.artifacts, 'cases.json')) as f:
            configs = json.load(f)
    if configs is None:
        configs = bench_cases()
    if args.only:
        configs = [c for c in configs if c['name'] in args.only.split(',')]
    systems = args.systems.split(',')

    rows = []
    l2_bytes, l2_from = args.l2_bytes, '--l2-bytes'
    if not l2_bytes:
        l2_bytes, l2_from = L2_FALLBACK, 'fallback (60 MiB)'
        try:
            with open(os.path.join(args.out, 'bench_torch.json')) as f:
                torch_l2 = json.load(f).get('meta', {}).get('l2_bytes')
            if torch_l2:
                l2_bytes, l2_from = int(torch_l2), 'bench_torch.json'
        except (OSError, ValueError):
            pass
    timing = ('wall clock per call, each followed by '
              f'jax.block_until_ready; median of {args.iters}')
    meta = {'timing': timing, 'l2_bytes': l2_bytes, 'l2_from': l2_from,
            'inputs': 'bench_input_codes (gpu_bench.py): the PyTorch '
            'side\'s values', 'seed': args.seed}
    label = f'jax-{args.implementation}'
    path = os.path.join(args.out, 'bench_jax.json')

    def save():
        with open(path + '.tmp', 'w') as f:
            json.dump({'meta': meta, 'rows': rows}, f, indent=1)
        os.replace(path + '.tmp', path)

    def record(cfg, system, ms=None, rel=None, note='', error=None,
               fwd_ms=None, extra=None, failed=''):
        """One row; failed: why the result is wrong (status FAILED, not
        timed)."""
        train = bool(cfg.get('train'))
        flops = ((cfg.get('fwd_bwd_flops') or 3.5 * cfg['fwd_flops'])
                 if train else cfg['fwd_flops'])
        if failed:
            ms = fwd_ms = None
            note = f'FAILED: {failed}' + (f'; {note}' if note else '')
        row = {'config': cfg['name'], 'system': system, 'ms': ms,
               'tflops': flops / ms / 1e9 if ms else None,
               'rel_err': rel, 'note': note, 'error': error,
               'status': ('error' if error else 'FAILED' if failed else
                          'ok'),
               'tolerance': tolerance(cfg),
               'timing': None if error or failed else timing,
               'S': cfg['Sq'],
               'B': cfg['B'], 'sweep': cfg.get('sweep'),
               'mode': 'fwd+bwd' if train else 'fwd'}
        if train:
            bwd = ms - fwd_ms if ms and fwd_ms else None
            row.update({'fwd_ms': fwd_ms,
                        'fwd_tflops': (cfg['fwd_flops'] / fwd_ms / 1e9
                                       if fwd_ms else None),
                        'bwd_ms': bwd,
                        'bwd_fwd_ratio': bwd / fwd_ms if bwd is not None
                        else None})
        if extra:
            row.update(extra)
        rows.append(row)
        save()
        if error:
            print(f'{cfg["name"]:22s} {system:12s} error: {error[:300]}',
                  flush=True)
        elif failed:
            print(f'{cfg["name"]:22s} {system:12s} FAILED (wrong result, not '
                  f'timed): {note[:300]}', flush=True)
        elif train:
            ratio = row['bwd_fwd_ratio']
            print(f'{cfg["name"]:22s} {system:12s} {ms:9.4f} ms fwd+bwd '
                  f'{row["tflops"]:7.1f} TFLOP/s (3.5x fwd FLOPs), fwd '
                  f'{fwd_ms or math.nan:.4f} ms, bwd/fwd '
                  f'{"-" if ratio is None else format(ratio, ".2f")}  '
                  f'rel err {"-" if rel is None else format(rel, ".2e")}  '
                  f'{note}', flush=True)
        else:
            print(f'{cfg["name"]:22s} {system:12s} {ms:9.4f} ms '
                  f'{row["tflops"]:7.1f} TFLOP/s  rel err '
                  f'{"-" if rel is None else format(rel, ".2e")}  {note}',
                  flush=True)

    flash_mha = None
    if 'fa3' in systems:
        try:
            from flash_attn3_jax import flash_mha
        except Exception as ex:
            print(f'gpu_bench_jax: fa3 not measured: flash_attn3_jax '
                  f'unavailable ({type(ex).__name__}: {ex})', flush=True)
            systems = [x for x in systems if x != 'fa3']

    def fa3_unsupported(cfg):
        """Why FlashAttention-3's JAX wrapper cannot take `cfg` exactly."""
        if cfg['Dqk'] != cfg.get('Dv', cfg['Dqk']):
            return 'its wrapper needs K and V of one shape (no MLA)'
        if cfg['Sq'] != cfg['Skv'] and cfg['causal'] != 'none':
            return "its causal mask is bottom-right aligned; Sq != Skv"
        if cfg['causal'] not in ('none', 'top_left'):
            return f"causal = {cfg['causal']}"
        if cfg.get('dtype', 'bf16') not in ('bf16', 'f16'):
            return f"dtype {cfg.get('dtype')}"
        for key in ('bias', 'alibi', 'sink', 'softcap', 'mask_mod',
                    'score_mod', 'padding', 'seqlens'):
            if cfg.get(key):
                return f'{key} is not in its wrapper'
        return ''

    try:
        import jax
        import jax.numpy as jnp
    except Exception as ex:
        meta['error'] = f'{type(ex).__name__}: {ex}'
        for cfg in configs:
            record(cfg, label, error='jax unavailable: ' + meta['error'])
        return 0
    meta.update({'jax': jax.__version__, 'devices': str(jax.devices()),
                 'backend': jax.default_backend()})
    print(f'gpu_bench_jax: jax {jax.__version__} on {jax.devices()}',
          flush=True)
    save()

    def timed(fn, sets):
        """Median ms of --iters calls, each timed alone: the call and
        jax.block_until_ready on its result; call i uses set i % n."""
        for w in range(args.warmup):
            jax.block_until_ready(fn(*sets[w % len(sets)]))
        times = []
        for it in range(args.iters):
            inputs = sets[it % len(sets)]
            t0 = time.perf_counter()
            jax.block_until_ready(fn(*inputs))
            times.append((time.perf_counter() - t0) * 1e3)
        times.sort()
        return times[len(times) // 2]

    def allowed(cfg, rows_idx, Skv):
        causal = cfg['causal']
        left, right = cfg['window'] if cfg['window'] is not None else (-1, -1)
        off = cfg['Skv'] - cfg['Sq'] if causal == 'bottom_right' else 0
        i = rows_idx[:, None] + off
        j = jnp.arange(Skv)[None, :]
        ok = jnp.ones((rows_idx.shape[0], Skv), dtype=bool)
        if causal != 'none':
            ok = ok & (j <= i)
        if left >= 0:
            ok = ok & (j >= i - left)
        if right >= 0:
            ok = ok & (j <= i + right)
        return ok

    def reference(cfg, q, k, v, grad=False):
        """float32 reference in bshd, row block by row block. grad: the
        blocks run under jax.checkpoint (for jax.vjp: only the inputs are
        kept, every block recomputes its scores), and smaller."""
        B, S, Hq, D = q.shape
        Skv, Hkv = k.shape[1], k.shape[2]
        rep = Hq // Hkv
        scale = (cfg['scale'] if cfg.get('scale') is not None
                 else 1.0 / math.sqrt(cfg['Dqk']))
        kk = jnp.repeat(k, rep, axis=2).astype(jnp.float32)
        vv = jnp.repeat(v, rep, axis=2).astype(jnp.float32)
        budget = int(args.verify_max_gb * 1e9 / 4 / 3)
        if grad:
            budget //= 3
        rc = max(1, min(S, budget // max(1, B * Hq * Skv)))

        @jax.jit
        def block(qb, rows_idx, kk, vv):
            s = jnp.einsum('bqhd,bkhd->bhqk', qb.astype(jnp.float32), kk,
                           precision=jax.lax.Precision.HIGHEST) * scale
            ok = allowed(cfg, rows_idx, Skv)
            s = jnp.where(ok[None, None], s, -jnp.inf)
            m = jnp.max(s, axis=-1, keepdims=True)
            m = jnp.where(jnp.isfinite(m), m, 0.0)
            e = jnp.exp(s - m)
            z = jnp.sum(e, axis=-1, keepdims=True)
            p = e / jnp.where(z > 0, z, 1.0)
            return jnp.einsum('bhqk,bkhd->bqhd', p, vv,
                              precision=jax.lax.Precision.HIGHEST)

        if grad:
            block = jax.checkpoint(block)
        outs = []
        for r0 in range(0, S, rc):
            r1 = min(S, r0 + rc)
            outs.append(block(q[:, r0:r1], jnp.arange(r0, r1), kk, vv))
        return jnp.concatenate(outs, axis=1)

    def reference_grad(cfg, q, k, v, d_out):
        """f32 (dq, dk, dv) in bshd: jax.vjp of the reference."""
        _, pull = jax.vjp(lambda a, b, c: reference(cfg, a, b, c, grad=True),
                          q.astype(jnp.float32), k.astype(jnp.float32),
                          v.astype(jnp.float32))
        return pull(d_out.astype(jnp.float32))

    def rel_err(got, ref):
        got = got.astype(jnp.float32)
        if bool(jnp.isnan(got).any()):
            return math.inf
        return float(jnp.linalg.norm((got - ref).ravel()) /
                     jnp.linalg.norm(ref.ravel()))

    table = None
    for cfg in configs:
        if time.monotonic() - start > args.budget_s - 15:
            record(cfg, label, error='skipped: time budget')
            continue
        try:
            S, Hq, Hkv = cfg['Sq'], cfg['Hq'], cfg['Hkv']
            Skv, Dqk = cfg['Skv'], cfg['Dqk']
            n_sets = n_input_sets(cfg, l2_bytes)
            train = bool(cfg.get('train'))
            if table is None:
                table = jnp.asarray(normal_table())
            sets = input_sets(cfg, args.seed, l2_bytes, table)
            ref = grad_ref = None
            try:
                ref = reference(cfg, *sets[0][:3])
                if train:
                    grad_ref = reference_grad(cfg, *sets[0])
            except Exception as ex:
                print(f'{cfg["name"]}: reference failed: {ex}', flush=True)
        except Exception as ex:
            record(cfg, label, error=f'{type(ex).__name__}: {ex}')
            continue

        causal = cfg['causal'] != 'none'
        window = (tuple(cfg['window']) if cfg['window'] is not None else None)
        scale = cfg.get('scale')

        def measure(system, attention, what):
            """Checks `attention` once against the reference, then times
            it (forward, and forward + backward for training configs)."""
            try:
                if train:
                    def fwd_bwd(q, k, v, d_out):
                        out, pull = jax.vjp(attention, q, k, v)
                        return (out,) + tuple(pull(d_out))
                    fn = jax.jit(fwd_bwd)
                    fwd = jax.jit(lambda q, k, v, d_out: attention(q, k, v))
                else:
                    fn = jax.jit(attention)
                    fwd = None
                t0 = time.monotonic()
                res = jax.block_until_ready(fn(*sets[0] if train
                                               else sets[0][:3]))
                compile_s = time.monotonic() - t0
                errs = {}
                outputs = res if train else (res,)
                if ref is not None:
                    errs['out'] = rel_err(outputs[0], ref)
                if grad_ref is not None:
                    for name, got, want in zip(('dq', 'dk', 'dv'),
                                               outputs[1:], grad_ref):
                        errs[name] = rel_err(got, want)
                del res, outputs
                failed = wrong_result(errs, tolerance(cfg))
                fwd_ms = ms = None
                if not failed:
                    if fwd is not None:
                        fwd_ms = timed(fwd, sets)
                    ms = timed(fn, sets) if train else timed(
                        fn, [x[:3] for x in sets])
                text = ', '.join(f'{a} {b:.1e}' for a, b in errs.items())
                record(cfg, system, ms,
                       max_err(errs) if errs else None, fwd_ms=fwd_ms,
                       note=f'{what}; rel err {text}; {n_sets} input '
                       f'set(s), compile {compile_s:.1f} s',
                       extra={'rel_errs': errs}, failed=failed)
            except Exception as ex:
                record(cfg, system, error=f'{type(ex).__name__}: '
                       f'{str(ex)[:1200]}')

        if 'cudnn' in systems:
            def cudnn(q, k, v):
                return jax.nn.dot_product_attention(
                    q, k, v, scale=scale, is_causal=causal,
                    local_window_size=window,
                    implementation=args.implementation)
            measure(label, cudnn, 'jax.nn.dot_product_attention' +
                    (', jax.vjp' if train else ''))
        if 'fa3' in systems:
            why = fa3_unsupported(cfg)
            if why:
                print(f'{cfg["name"]:22s} fa3          not measured: {why}',
                      flush=True)
            else:
                left, right = window if window else (-1, -1)
                fa3_scale = (scale if scale is not None
                             else 1.0 / math.sqrt(Dqk))

                def fa3(q, k, v):
                    return flash_mha(q, k, v, softmax_scale=fa3_scale,
                                     is_causal=causal,
                                     window_size=(left, right))
                measure('fa3', fa3, 'flash_attn3_jax.flash_mha' +
                        (', jax.vjp' if train else ''))

        if 'naive' in systems and cfg['name'] == 'bench_seed':
            try:
                rep = Hq // Hkv
                left = window[0] if window else -1
                sc = scale if scale is not None else 1.0 / math.sqrt(Dqk)

                def naive(q, k, v):
                    k = jnp.repeat(k, rep, axis=2)
                    v = jnp.repeat(v, rep, axis=2)
                    s = jnp.einsum('bqhd,bkhd->bhqk', q.astype(jnp.float32),
                                   k.astype(jnp.float32)) * sc
                    qp = jnp.arange(S)[:, None]
                    kp = jnp.arange(Skv)[None, :]
                    ok = jnp.ones((S, Skv), dtype=bool)
                    if causal:
                        ok = ok & (kp <= qp)
                    if left >= 0:
                        ok = ok & (kp >= qp - left)
                    s = jnp.where(ok[None, None], s,
                                  jnp.finfo(jnp.float32).min)
                    p = jax.nn.softmax(s, axis=-1)
                    return jnp.einsum('bhqk,bkhd->bqhd', p,
                                      v.astype(jnp.float32)).astype(q.dtype)
                fn = jax.jit(naive)
                out = jax.block_until_ready(fn(*sets[0]))
                rel = rel_err(out, ref) if ref is not None else None
                del out
                failed = wrong_result({'out': rel}, tolerance(cfg))
                ms = None if failed else timed(fn, sets)
                record(cfg, 'jax-naive', ms, rel,
                       note='scores materialised, f32 softmax, K/V repeated',
                       failed=failed)
            except Exception as ex:
                record(cfg, 'jax-naive', error=f'{type(ex).__name__}: '
                       f'{str(ex)[:1200]}')
        del sets, ref, grad_ref
    meta['elapsed_s'] = time.monotonic() - start
    save()
    print(f'gpu_bench_jax: done in {meta["elapsed_s"]:.0f} s; {path}',
          flush=True)
    failed = [r for r in rows if r.get('status') == 'FAILED']
    if failed:
        print(f'gpu_bench_jax: {len(failed)} row(s) FAILED (wrong results, '
              'not timed): ' + ', '.join(f'{r["config"]} {r["system"]}'
                                         for r in failed), flush=True)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
