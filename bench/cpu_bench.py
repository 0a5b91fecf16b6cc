#!/usr/bin/env python3
"""cpu_bench.py - CPU benchmark of attn against the naive program and sgemm.

Runs, in one process tree on this machine: OpenBLAS sgemm (the compute
ceiling, same cores), attn's fused CPU kernel, and the naive
score-materialising program compiled through the same pipeline without
raising. Every attn-runner timing is the median of --iters runs after
warm-up (CPU execution is synchronous). Prints a Markdown table.

  bench/cpu_bench.py [--build build] [--iters 5] [--quick]
"""
import argparse, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from naive_attention import naive  # noqa: E402


def sdpa_program(name, B, S, H, D, dt, causal=False):
    t = f'tensor<{B}x{S}x{H}x{D}x{dt}>'
    attrs = 'layout = bshd' + (' causal = top_left' if causal else '')
    return (f'func.func @{name}(%q: {t}, %k: {t}, %v: {t}) -> {t} {{\n'
            f'  %o = attn.sdpa %q, %k, %v {attrs} : ({t}, {t}, {t}) -> {t}\n'
            f'  return %o : {t}\n}}\n')


def run(runner, text, flags, tmp):
    path = os.path.join(tmp, 'program.mlir')
    with open(path, 'w') as f:
        f.write(text)
    out = subprocess.run([runner, path, '--json'] + flags, capture_output=True,
                         text=True)
    if out.returncode != 0:
        sys.exit(f'attn-runner failed:\n{out.stdout}\n{out.stderr}')
    return json.loads(out.stdout.strip().splitlines()[-1])


def openblas_env():
    """The environment for the sgemm ceiling. OpenBLAS picks its kernels by
    CPU model and falls back to generic SSE3 ones ("Prescott") on virtual
    CPUs it does not recognise (5x slower here); name the core from the
    instruction set instead, unless OPENBLAS_CORETYPE is set."""
    env = dict(os.environ)
    if 'OPENBLAS_CORETYPE' not in env:
        try:
            flags = open('/proc/cpuinfo').read()
        except OSError:
            flags = ''
        if ' avx512f' in flags:
            env['OPENBLAS_CORETYPE'] = 'SkylakeX'
        elif ' avx2' in flags:
            env['OPENBLAS_CORETYPE'] = 'Haswell'
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', default=os.path.join(HERE, '..', 'build'))
    ap.add_argument('--iters', type=int, default=5)
    ap.add_argument('--quick', action='store_true',
                    help='skip the S=16384 memory comparison')
    args = ap.parse_args()
    runner = os.path.join(args.build, 'bin', 'attn-runner')
    timing = [f'--iters={args.iters}', '--warmup=1']
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        sgemm = os.path.join(tmp, 'sgemm')
        built = subprocess.run(['cc', '-O2', '-o', sgemm,
                                os.path.join(HERE, 'sgemm_ceiling.c'),
                                '-lopenblas'], capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit('cpu_bench: cannot build the OpenBLAS sgemm ceiling '
                     '(install libopenblas-dev: apt-get install '
                     f'libopenblas-dev):\n{built.stderr}')
        ceiling = json.loads(subprocess.run([sgemm, '2048', '7'],
                                            capture_output=True, text=True,
                                            check=True,
                                            env=openblas_env()).stdout)
        rows.append(('OpenBLAS sgemm 2048³ (ceiling)', ceiling['median_ms'],
                     ceiling['gflops'], '', ''))
        B, S, H, D = 1, 2048, 8, 128
        shape = f'B={B} H={H} S={S} D={D}'
        for dt in ['f32', 'bf16']:
            fused = run(runner, sdpa_program('fwd', B, S, H, D, dt),
                        timing + ['--verify=reference'], tmp)
            rows.append((f'attn fused fwd {dt} {shape}', fused['median_ms'],
                         fused['gflops'], fused['run_extra_mb'],
                         fused['max_rel_err']))
            naive_text = naive('naive', B=B, S=S, HQ=H, HKV=H, D=D, W=-1,
                               dt=dt)
            slow = run(runner, naive_text,
                       ['--no-raise', '--iters=3', '--warmup=1',
                        '--verify=none'], tmp)
            rows.append((f'naive fwd {dt} {shape} (same pipeline, no raise)',
                         slow['median_ms'], slow['gflops'],
                         slow['run_extra_mb'], ''))
            rows.append((f'  speed-up fused/naive {dt}',
                         slow['median_ms'] / fused['median_ms'], '', '', ''))
            train = run(runner, sdpa_program('fwd', B, S, H, D, dt),
                        ['--mode=train', '--iters=3', '--warmup=1'], tmp)
            rows.append((f'attn fused fwd+bwd {dt} {shape}',
                         train['median_ms'], train['gflops'],
                         train['run_extra_mb'], train['max_rel_err']))
            causal = run(runner, sdpa_program('fwd', B, S, H, D, dt, True),
                         timing + ['--verify=none'], tmp)
            rows.append((f'attn fused fwd causal {dt} {shape}',
                         causal['median_ms'], causal['gflops'],
                         causal['run_extra_mb'], ''))
        if not args.quick:
            S, H = 16384, 1
            shape = f'B=1 H=1 S={S} D=128 f32'
            fused = run(runner, sdpa_program('fwd', 1, S, H, 128, 'f32'),
                        ['--iters=1', '--warmup=0', '--verify=none'], tmp)
            rows.append((f'attn fused fwd {shape}', fused['median_ms'],
                         fused['gflops'], fused['run_extra_mb'], ''))
            slow = run(runner, naive('naive', B=1, S=S, HQ=H, HKV=H, D=128,
                                     W=-1, dt='f32'),
                       ['--no-raise', '--iters=3', '--warmup=1',
                        '--verify=none'], tmp)
            rows.append((f'naive fwd {shape}', slow['median_ms'],
                         slow['gflops'], slow['run_extra_mb'], ''))
    print('| run | median ms (or ratio) | GFLOP/s | MB allocated while '
          'running | max rel err vs fp64 |')
    print('|---|---|---|---|---|')
    for name, ms, gf, mb, err in rows:
        fmt = lambda x: f'{x:.3g}' if isinstance(x, float) else str(x)
        print(f'| {name} | {fmt(ms)} | {fmt(gf)} | {fmt(mb)} | {fmt(err)} |')


if __name__ == '__main__':
    main()
