#!/usr/bin/env python3
"""gpu_report.py - merge the GPU results of one run into a report.

  bench/gpu_report.py DIR

Reads DIR/bench_torch.json and DIR/bench_jax.json (gpu_bench.py,
gpu_bench_jax.py), and, when present, DIR/suite.json (run_gpu_suite.py) and
DIR/sanitize_*.log (compute-sanitizer). Writes DIR/benchmarks_rows.md (a
Markdown table: config, system, ms, TFLOP/s, rel err, note) and
DIR/tflops_vs_seqlen.png (TFLOP/s against S per system for the dense
sweeps at D = 128; tflops_vs_seqlen_d64.png and so on for the sweeps at
other head dims; matplotlib; an SVG drawn by hand when matplotlib is
missing), then
prints a short summary table last. Rows of training configs (mode
"fwd+bwd") get their own table and summary: forward ms, forward + backward
ms, backward ms (the difference), the bwd/fwd ratio and TFLOP/s counted as
3.5x the forward FLOPs. Standard library only, besides the optional
matplotlib.

A row with a wrong result (status FAILED, written by gpu_bench.py and
gpu_bench_jax.py; in older files: a rel err that is NaN, infinite or above
the row's tolerance) is FAILED: it has no speed in the tables, is left out
of the plot and of the summary's speed columns (shown as FAILED there), and
is listed at the end. The summary and the Markdown say which timing method
each column (system) used: CUDA events around back-to-back calls on the
PyTorch side, one call then jax.block_until_ready on the JAX side (each
row's "timing", else its file's).

Exit status: 0, 1 when a row FAILED, 2 on bad arguments.
"""
import json
import math
import os
import re
import sys

SYSTEM_ORDER = ['attn', 'torch-sdpa-cudnn', 'torch-sdpa-flash', 'flex',
                'jax-cudnn', 'fa3', 'jax-naive']
SHORT = {'attn': 'attn', 'torch-sdpa-cudnn': 'sdpa-cudnn',
         'torch-sdpa-flash': 'sdpa-flash', 'flex': 'flex',
         'jax-cudnn': 'jax-cudnn', 'fa3': 'fa3', 'jax-naive': 'jax-naive'}
COLORS = {'attn': '#d62728', 'torch-sdpa-cudnn': '#1f77b4',
          'torch-sdpa-flash': '#ff7f0e', 'flex': '#2ca02c',
          'jax-cudnn': '#9467bd', 'fa3': '#17becf', 'jax-naive': '#8c564b'}


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def load_rows(directory):
    rows, metas = [], {}
    for name in ('bench_torch.json', 'bench_jax.json'):
        data = load(os.path.join(directory, name))
        if data:
            meta = data.get('meta', {}) or {}
            for r in data.get('rows', []):
                r = dict(r)
                if not r.get('timing') and not r.get('error'):
                    r['timing'] = meta.get('timing')
                r['source'] = name
                rows.append(r)
            metas[name] = meta
    # Keep the last row of each (config, system).
    seen = {}
    for r in rows:
        seen[(r['config'], r['system'])] = r
    return list(seen.values()), metas


def config_order(rows):
    order = []
    for r in rows:
        if r['config'] not in order:
            order.append(r['config'])
    return order


def system_key(system):
    return (SYSTEM_ORDER.index(system) if system in SYSTEM_ORDER else 99,
            system)


def cell(text):
    return str(text).replace('|', '\\|').replace('\n', ' ')


def is_train(row):
    return row.get('mode') == 'fwd+bwd'


def as_float(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def failed(row):
    """Whether the row's result was wrong (see the module's docstring)."""
    if row.get('error'):
        return False
    if row.get('status') == 'FAILED':
        return True
    rel = as_float(row.get('rel_err'))
    if rel is not None and not math.isfinite(rel):
        return True
    tol = as_float(row.get('tolerance'))
    if rel is not None and tol is not None and rel > tol:
        return True
    return 'REL ERR ABOVE' in (row.get('note') or '')


def timed(row):
    """A row with a speed to show: no error, not FAILED, a time."""
    return not row.get('error') and not failed(row) and bool(row.get('ms'))


def fmt_rel(row):
    rel = as_float(row.get('rel_err'))
    return '—' if rel is None else f'{rel:.1e}'


def timing_methods(rows):
    """[(method, [systems])] in column order; rows without one: 'not
    recorded'."""
    by_system = {}
    for r in rows:
        if r.get('error') or failed(r):
            continue
        by_system.setdefault(r['system'], set()).add(
            r.get('timing') or 'not recorded')
    groups = {}
    for system in sorted(by_system, key=system_key):
        for method in sorted(by_system[system]):
            groups.setdefault(method, []).append(system)
    return list(groups.items())


def fmt_ms(x, spec='.4f'):
    return '—' if x is None else format(x, spec)


def rows_in_order(rows):
    """(config, row) pairs, configs in report order and systems in column
    order within each."""
    by_config = {}
    for r in rows:
        by_config.setdefault(r['config'], []).append(r)
    for config in config_order(rows):
        for r in sorted(by_config[config],
                        key=lambda r: system_key(r['system'])):
            yield config, r


def train_lines(rows):
    """Markdown table of the fwd+bwd rows."""
    lines = ['| config | system | fwd ms | fwd+bwd ms | bwd ms | bwd/fwd | '
             'TFLOP/s fwd+bwd | TFLOP/s fwd | rel err | note |',
             '|---|---|---:|---:|---:|---:|---:|---:|---:|---|']
    for config, r in rows_in_order(rows):
        if r.get('error'):
            lines.append(f'| {config} | {r["system"]} | — | — | — | — | '
                         f'— | — | — | {cell(r["error"][:160])} |')
            continue
        rel = fmt_rel(r)
        if failed(r):
            lines.append(f'| {config} | {r["system"]} | **FAILED** | — | — | '
                         f'— | — | — | {rel} | '
                         f'{cell(r.get("note") or "")} |')
            continue
        lines.append(
            f'| {config} | {r["system"]} | {fmt_ms(r.get("fwd_ms"))} | '
            f'{fmt_ms(r["ms"])} | {fmt_ms(r.get("bwd_ms"))} | '
            f'{fmt_ms(r.get("bwd_fwd_ratio"), ".2f")} | '
            f'{fmt_ms(r.get("tflops"), ".1f")} | '
            f'{fmt_ms(r.get("fwd_tflops"), ".1f")} | {rel} | '
            f'{cell(r.get("note") or "")} |')
    return lines


def write_markdown(directory, rows, metas):
    train_rows = [r for r in rows if is_train(r)]
    rows = [r for r in rows if not is_train(r)]
    lines = ['| config | system | ms | TFLOP/s | rel err | note |',
             '|---|---|---:|---:|---:|---|']
    for config, r in rows_in_order(rows):
        if r.get('error'):
            lines.append(f'| {config} | {r["system"]} | — | — | — | '
                         f'{cell(r["error"][:160])} |')
            continue
        rel = fmt_rel(r)
        if failed(r) or not r.get('ms'):
            lines.append(f'| {config} | {r["system"]} | '
                         f'{"**FAILED**" if failed(r) else "—"} | — | {rel} '
                         f'| {cell(r.get("note") or "")} |')
            continue
        lines.append(f'| {config} | {r["system"]} | {r["ms"]:.4f} | '
                     f'{r["tflops"]:.1f} | {rel} | '
                     f'{cell(r.get("note") or "")} |')
    head = []
    for name, meta in metas.items():
        bits = ', '.join(f'{k} {v}' for k, v in meta.items()
                         if k in ('device', 'torch', 'jax', 'devices'))
        if bits:
            head.append(f'- {name}: {bits}')
    all_rows = rows + train_rows
    timing = ['- ' + ', '.join(systems) + f': {method}'
              for method, systems in timing_methods(all_rows)]
    bad = [r for r in all_rows if failed(r)]
    text = ('# GPU benchmark rows\n\n' + '\n'.join(head) + '\n\n' +
            'Forward pass; FLOPs over the allowed (i, j) pairs only '
            '(2·(Dqk+Dv)·pairs·B·Hq); ms is the median; rel err is '
            '‖out − ref‖/‖ref‖ against an fp64 (torch side) or f32 (JAX '
            'side) reference. FAILED: a wrong result (rel err above the '
            'tolerance, or NaN); not timed, not plotted.\n\n' +
            ('Timing, by column:\n\n' + '\n'.join(timing) + '\n\n'
             if timing else '') +
            (f'**{len(bad)} row(s) FAILED** (wrong results): ' +
             ', '.join(f'{r["config"]} {r["system"]}' for r in bad) +
             '\n\n' if bad else '') +
            '\n'.join(lines) + '\n')
    if train_rows:
        text += ('\n## Forward + backward\n\nTraining configs: the forward '
                 'then dq, dk, dv for a fixed d_out, timed together (fwd+bwd '
                 'ms) and the forward alone (fwd ms, with what the backward '
                 'needs: attn\'s lse, the peers\' grad-enabled forward; '
                 'JAX: the plain jitted forward); bwd ms = fwd+bwd − fwd. '
                 'FLOPs of fwd+bwd = 3.5 × the forward FLOPs (the usual '
                 'convention: 5 matmuls in the backward, 2 in the forward). '
                 'rel err is the largest of out, dq, dk, dv against the '
                 'reference.\n\n' + '\n'.join(train_lines(train_rows)) +
                 '\n')
    path = os.path.join(directory, 'benchmarks_rows.md')
    with open(path, 'w') as f:
        f.write(text)
    return path


def sweep_series(rows):
    """sweep -> system -> sorted [(S, tflops)]."""
    out = {}
    for r in rows:
        if (not r.get('sweep') or not timed(r) or not r.get('tflops') or
                is_train(r)):
            continue
        out.setdefault(r['sweep'], {}).setdefault(r['system'], []).append(
            (r['S'], r['tflops']))
    for sweep in out.values():
        for series in sweep.values():
            series.sort()
    return out


def sweep_kind(sweep):
    """('causal' | 'noncausal', head dim) of a sweep name: 'causal' and
    'noncausal' are D = 128, 'causal_d64' and the like name theirs."""
    kind, _, dim = sweep.partition('_d')
    return kind, int(dim) if dim else 128


def plot_matplotlib(path, series, head_dim):
    import matplotlib
    matplotlib.use('Agg')
    import matplotlib.pyplot as plt
    sweeps = sorted(series, key=lambda s: sweep_kind(s)[0])
    fig, axes = plt.subplots(1, len(sweeps), figsize=(6 * len(sweeps), 4.5),
                             squeeze=False)
    for ax, sweep in zip(axes[0], sweeps):
        for system in sorted(series[sweep], key=system_key):
            pts = series[sweep][system]
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker='o',
                    label=system, color=COLORS.get(system),
                    linewidth=2.5 if system == 'attn' else 1.5)
        ax.set_xscale('log', base=2)
        xs = sorted({p[0] for pts in series[sweep].values() for p in pts})
        ax.set_xticks(xs)
        ax.set_xticklabels([str(x) for x in xs])
        ax.minorticks_off()
        ax.set_xlabel('sequence length S (B·S = 16384)')
        ax.set_ylabel('TFLOP/s (forward)')
        ax.set_title(f'dense {sweep_kind(sweep)[0]} GQA 32/8, D={head_dim}, '
                     'bf16')
        ax.grid(True, alpha=0.3)
        ax.set_ylim(bottom=0)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_svg(path, series, head_dim):
    """A plain SVG line chart, for machines without matplotlib."""
    sweeps = sorted(series, key=lambda s: sweep_kind(s)[0])
    W, H, pad = 520, 340, 50
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W * len(sweeps)}"'
             f' height="{H}" font-family="sans-serif" font-size="11">']
    for n, sweep in enumerate(sweeps):
        x0 = n * W
        pts_all = [p for s in series[sweep].values() for p in s]
        xs = sorted({p[0] for p in pts_all})
        ymax = max([p[1] for p in pts_all] + [1.0]) * 1.1
        lo, hi = math.log2(xs[0]), math.log2(xs[-1])
        span = max(hi - lo, 1e-9)

        def px(S):
            return x0 + pad + (math.log2(S) - lo) / span * (W - 2 * pad)

        def py(t):
            return H - pad - t / ymax * (H - 2 * pad)
        parts.append(f'<text x="{x0 + W / 2}" y="20" text-anchor="middle">'
                     f'dense {sweep_kind(sweep)[0]}, D={head_dim}: TFLOP/s '
                     'vs S</text>')
        parts.append(f'<line x1="{x0 + pad}" y1="{H - pad}" x2="{x0 + W - pad}"'
                     f' y2="{H - pad}" stroke="black"/>')
        parts.append(f'<line x1="{x0 + pad}" y1="{pad}" x2="{x0 + pad}" '
                     f'y2="{H - pad}" stroke="black"/>')
        for S in xs:
            parts.append(f'<text x="{px(S)}" y="{H - pad + 15}" '
                         f'text-anchor="middle">{S}</text>')
        for k in range(5):
            t = ymax * k / 4
            parts.append(f'<text x="{x0 + pad - 5}" y="{py(t) + 4}" '
                         f'text-anchor="end">{t:.0f}</text>')
        for idx, system in enumerate(sorted(series[sweep], key=system_key)):
            pts = series[sweep][system]
            color = COLORS.get(system, '#444444')
            path_d = ' '.join(f'{"M" if i == 0 else "L"}{px(S):.1f},{py(t):.1f}'
                              for i, (S, t) in enumerate(pts))
            parts.append(f'<path d="{path_d}" fill="none" stroke="{color}" '
                         f'stroke-width="2"/>')
            parts.append(f'<text x="{x0 + W - pad + 2 - 110}" '
                         f'y="{pad + 14 * idx}" fill="{color}">{system}</text>')
    parts.append('</svg>')
    with open(path, 'w') as f:
        f.write('\n'.join(parts))


def plot(directory, rows):
    """One picture per head dim of the sweeps: tflops_vs_seqlen.png for
    D = 128, tflops_vs_seqlen_d<D>.png for the others (SVGs without
    matplotlib). Returns (paths, note)."""
    series = sweep_series(rows)
    if not series:
        return [], 'no sweep rows to plot'
    by_dim = {}
    for sweep, systems in series.items():
        by_dim.setdefault(sweep_kind(sweep)[1], {})[sweep] = systems
    paths, note = [], ''
    for dim in sorted(by_dim):
        stem = os.path.join(directory, 'tflops_vs_seqlen' +
                            ('' if dim == 128 else f'_d{dim}'))
        try:
            plot_matplotlib(stem + '.png', by_dim[dim], dim)
            paths.append(stem + '.png')
        except Exception as ex:  # matplotlib missing or broken
            plot_svg(stem + '.svg', by_dim[dim], dim)
            paths.append(stem + '.svg')
            note = (f'matplotlib unavailable ({type(ex).__name__}: {ex}); '
                    'wrote SVGs; rerun gpu_report.py where matplotlib is '
                    'installed for the PNGs')
    return paths, note


def sanitizer_lines(directory):
    out = []
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return out
    for name in names:
        if not (name.startswith('sanitize_') and name.endswith('.log')):
            continue
        with open(os.path.join(directory, name), errors='replace') as f:
            text = f.read()
        found = re.findall(r'(?:ERROR|RACECHECK) SUMMARY:[^\n]*', text)
        ran = re.findall(r'sanitize \S+: [^\n]*', text)
        status = '; '.join(found) if found else 'no summary line (see log)'
        out.append(f'{name[9:-4]}: {status}' +
                   (f' [{"; ".join(ran)}]' if ran else ''))
    return out


def summary(directory, rows, notes):
    print('\n==== GPU summary ====')
    suite = load(os.path.join(directory, 'suite.json'))
    if suite:
        counts = suite.get('summary', {})
        parts = ', '.join(f'{v} {k.lower()}' for k, v in sorted(
            counts.items()))
        print(f'suite: {parts} (seed {suite.get("seed")})')
        for r in suite.get('cases', []):
            if r['status'] in ('FAIL', 'ERROR', 'CRASH', 'HANG'):
                why = (r.get('failures') or [r.get('error') or ''])[0]
                print(f'  {r["status"]:5s} {r["name"]}: {str(why)[:140]}')
    else:
        print('suite: no suite.json')
    for line in sanitizer_lines(directory):
        print(f'sanitizer {line}')
    for n in notes:
        if n:
            print(n)
    if not rows:
        print('bench: no rows')
        return
    all_rows = rows
    train_rows = [r for r in rows if is_train(r)]
    rows = [r for r in rows if not is_train(r)]
    if rows:
        summary_grid(rows, 'bench, forward, ms / TFLOP/s (FAILED = wrong '
                     'result; x = error or skipped):')
    if train_rows:
        summary_grid(train_rows, 'bench, forward + backward, ms / TFLOP/s '
                     '(3.5x forward FLOPs; FAILED = wrong result; x = error '
                     'or skipped):')
        print('bench, forward + backward: fwd ms, bwd ms, bwd/fwd:')
        cells = {(r['config'], r['system']): r for r in train_rows}
        systems = sorted({r['system'] for r in train_rows}, key=system_key)
        for config in config_order(train_rows):
            parts = []
            for s in systems:
                r = cells.get((config, s))
                if r is None:
                    continue
                if failed(r):
                    parts.append(f'{SHORT.get(s, s)} FAILED')
                    continue
                if r.get('error') or r.get('fwd_ms') is None:
                    parts.append(f'{SHORT.get(s, s)} x')
                    continue
                ratio = r.get('bwd_fwd_ratio')
                parts.append(f'{SHORT.get(s, s)} {r["fwd_ms"]:.3f} + '
                             f'{r["bwd_ms"]:.3f} ms (bwd/fwd '
                             f'{"-" if ratio is None else format(ratio, ".2f")})')
            print(f'  {config}: ' + '; '.join(parts))
    print('timing, by column:')
    for method, systems in timing_methods(all_rows):
        print(f'  {", ".join(SHORT.get(s, s) for s in systems)}: {method}')
    bad = [r for r in all_rows if failed(r)]
    if bad:
        print(f'FAILED: {len(bad)} row(s) with a wrong result (no speed, '
              'not plotted):')
        for r in bad:
            tol = as_float(r.get('tolerance'))
            print(f'  {r["config"]} {r["system"]}: rel err {fmt_rel(r)}'
                  f'{"" if tol is None else f" (tolerance {tol:g})"}; '
                  f'{str(r.get("note") or "")[:160]}')


def summary_grid(rows, title):
    systems = sorted({r['system'] for r in rows}, key=system_key)
    cells = {(r['config'], r['system']): r for r in rows}
    width = 16
    print(title)
    print(f'{"config":26s}' + ''.join(f'{SHORT.get(s, s)[:width]:>{width}s}'
                                      for s in systems))
    for config in config_order(rows):
        line = f'{config:26s}'
        for s in systems:
            r = cells.get((config, s))
            if r is None:
                text = ''
            elif failed(r):
                text = 'FAILED'
            elif r.get('error') or not r.get('ms'):
                text = 'x'
            else:
                tf = r['tflops']
                text = f'{r["ms"]:.3f}/' + (f'{tf:.0f}' if tf >= 10 else
                                             f'{tf:.2g}')
            line += f'{text:>{width}s}'
        print(line)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__)
        return 2
    directory = argv[0]
    rows, metas = load_rows(directory)
    notes = []
    if rows:
        md = write_markdown(directory, rows, metas)
        notes.append(f'wrote {md}')
        pictures, note = plot(directory, rows)
        notes.extend(f'wrote {picture}' for picture in pictures)
        notes.append(note)
    summary(directory, rows, notes)
    bad = [r for r in rows if failed(r)]
    if bad:
        print(f'gpu_report: {len(bad)} row(s) FAILED (wrong results)')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
