#!/usr/bin/env python3
"""gpu_bench.py - attn on the GPU against the PyTorch peers.

  bench/gpu_bench.py --artifacts gpu-artifacts/bench \\
      --runtime /tmp/rt/libattn_runtime.so --out DIR [--budget-s 240]

For every benchmark config of ARTIFACTS/cases.json (make_gpu_cases.py
--bench): attn through the runtime (async on torch's current stream),
PyTorch SDPA with the cuDNN and with the flash backend, and FlexAttention
(torch.compile'd, block mask for causal / sliding window, enable_gqa).
Timing: CUDA events around every call, queued back to back after warm-up;
the median of --iters calls (on the CPU: wall clock around each call).
When one input set is smaller than 3x L2, calls rotate over 3 input sets
so that L2 does not hold the inputs. FLOPs count the allowed (i, j) pairs
only: 2 (Dqk + Dv) pairs B Hq. Every row records its timing method
("timing"), which gpu_report.py prints per column.

Inputs (bench_input_codes): random 16-bit codes from numpy's generator,
seeded by --seed and the config's name, mapped on the device to the
standard normal's quantiles (normal_table) and rounded to the config's
type; gpu_bench_jax.py draws the very same values (same codes, same table,
same number of sets), so both sides time and check identical inputs.

Training configs (cases.json "train": true, make_gpu_cases.py
bench_train_*) are timed forward + backward instead: attn calls its forward
entry (q, k, v -> out, lse) then its grad entry (q, k, v, out, d_out, lse ->
dq, dk, dv) on device buffers, both queued on torch's current stream and
timed together; the PyTorch peers run the forward with inputs that require
grad, then torch.autograd.grad(out, (q, k, v), d_out) with a fixed seeded
d_out. Each such row also times the forward alone the same way (for attn
the forward entry, for the peers the grad-enabled forward), so that
bwd ms = fwd+bwd ms - fwd ms and the bwd/fwd ratio can be reported.
FLOPs of fwd+bwd: 3.5x the forward FLOPs (the backward's 5 matmuls against
the forward's 2, the usual convention). dq, dk, dv are checked once against
the fp64 backward reference (attn_reference.reference_grad); the row's rel
err is the largest of out, dq, dk, dv.

Every output is compared once with the fp64 reference (attn_reference.py)
before timing; the rel err is reported. A row whose result is wrong (rel
err above the config's tolerance, grad_tolerance for the train rows' dq,
dk, dv, or NaN anywhere in out or lse) is recorded with status FAILED and
not timed (ms null): it never reaches a speed column or the plot. A peer
that raises is recorded with its message (status error) and never stops
the run. Writes DIR/bench_torch.json after every row. FlexAttention
compiles once per config and runs last, while the time budget lasts.

Exit status: 0, 1 when a row FAILED (a wrong result), 2 on bad arguments,
3 when the run ended early (the device became unusable, or an unexpected
error; --resume goes on with the rows written).
"""
import argparse
import glob
import json
import math
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, 'test', 'GPU'))

from make_gpu_cases import arg_list, bench_cases, grad_arg_list  # noqa: E402
from run_gpu_suite import load_binding  # noqa: E402

L2_FALLBACK = 60 * 1024 * 1024  # when the device does not say
EXIT_FAILED_ROWS = 1
EXIT_ENDED_EARLY = 3
_NORMAL_TABLE = []


def normal_table():
    """float32 numpy [65536]: the standard normal's quantiles at
    (k + 0.5) / 65536, the values the input codes k stand for (standard
    library and numpy only; computed once)."""
    if not _NORMAL_TABLE:
        import numpy as np
        from statistics import NormalDist
        dist = NormalDist()
        _NORMAL_TABLE.append(np.array(
            [dist.inv_cdf((k + 0.5) / 65536) for k in range(65536)],
            dtype=np.float32))
    return _NORMAL_TABLE[0]


def input_roles(cfg):
    """[(role, shape)] of one input set: query, key, value in attn's layout
    (bshd) and, for a train config, d_out (out's shape)."""
    roles = [(role, shape) for role, shape, _ in arg_list(cfg)[:3]]
    if cfg.get('train'):
        roles.append(('d_out', arg_list(cfg)[-2][1]))
    return roles


def n_input_sets(cfg, l2_bytes):
    """3 when one set of q, k, v (2 bytes an element) is smaller than
    3x L2 (calls then rotate over the sets so that L2 does not hold the
    inputs), else 1."""
    one = sum(math.prod(shape) * 2 for _, shape, _ in arg_list(cfg)[:3])
    return 3 if one < 3 * l2_bytes else 1


def bench_input_codes(cfg, seed, l2_bytes):
    """The config's input sets as random 16-bit codes: a list of
    {role: uint16 numpy array} (input_roles), n_input_sets of them, drawn
    from numpy's PCG64 seeded by seed + 7 * len(name). An element's value
    is normal_table()[code] rounded to the config's type (on the device).
    gpu_bench.py and gpu_bench_jax.py both draw their inputs here."""
    import numpy as np
    rng = np.random.default_rng(seed + 7 * len(cfg['name']))
    sets = []
    for _ in range(n_input_sets(cfg, l2_bytes)):
        one = {}
        for role, shape in input_roles(cfg):
            n = math.prod(shape)
            # Four codes per 64-bit draw.
            raw = rng.integers(0, 2 ** 64 - 1, size=(n + 3) // 4,
                               dtype=np.uint64, endpoint=True)
            one[role] = raw.view(np.uint16)[:n].reshape(shape)
        sets.append(one)
    return sets


def torch_input_sets(cfg, seed, l2_bytes, device):
    """bench_input_codes as torch tensors of the config's type on
    `device`: a list of {role: tensor} (gpu_bench_jax.input_sets draws the
    same values)."""
    import torch
    dt = {'bf16': torch.bfloat16, 'f16': torch.float16}[cfg['dtype']]
    table = torch.from_numpy(normal_table()).to(device)
    sets = []
    for codes in bench_input_codes(cfg, seed, l2_bytes):
        one = {}
        for role, c in codes.items():
            # uint16 codes travel as int16; & 0xFFFF undoes the sign.
            index = torch.from_numpy(c.view('int16')).to(device).to(
                torch.int32).bitwise_and_(0xFFFF)
            one[role] = torch.index_select(table, 0, index.view(-1)).view(
                c.shape).to(dt).contiguous()
            del index
        sets.append(one)
    return sets


def wrong_result(rel_errs, tol):
    """Why a result is wrong (a rel err NaN or above tol), or ''."""
    bad = [f'{name} rel err {err:.2e} > {tol:g}' if err == err else
           f'{name} has NaN' for name, err in rel_errs.items()
           if err is not None and not err <= tol]
    return '; '.join(bad)


class Bench:
    def __init__(self, args):
        import torch
        self.torch = torch
        self.args = args
        self.cuda = args.device.startswith('cuda')
        self.start = time.monotonic()
        self.rows = []
        self.meta = {'torch': torch.__version__, 'device': args.device}
        if self.cuda:
            props = torch.cuda.get_device_properties(0)
            self.meta['device'] = torch.cuda.get_device_name()
            self.l2 = int(getattr(props, 'L2_cache_size', 0) or L2_FALLBACK)
        else:
            self.l2 = L2_FALLBACK
        self.meta['l2_bytes'] = self.l2
        self.meta['timing'] = self.timing_method()
        self.meta['inputs'] = ('bench_input_codes: numpy PCG64 16-bit codes '
                               f'(seed {args.seed} + 7 len(name)) -> '
                               'normal quantiles, as gpu_bench_jax.py')
        self.refs = {}
        self.grad_refs = {}
        self.done = set()
        path = os.path.join(args.out, 'bench_torch.json')
        if args.resume and os.path.exists(path):
            with open(path) as f:
                old = json.load(f)
            self.rows = old.get('rows', [])
            self.done = {(r['config'], r['system']) for r in self.rows}
            self.meta['resumed'] = True
        marker = self.marker_path()
        if os.path.exists(marker):
            with open(marker) as f:
                config, _, system = f.read().strip().partition(' ')
            os.remove(marker)
            if args.resume and config and (config, system) not in self.done:
                self.rows.append({'config': config, 'system': system,
                                  'ms': None, 'tflops': None,
                                  'rel_err': None, 'note': '',
                                  'status': 'error',
                                  'error': 'the process died during this '
                                  'measurement (see bench_torch.log)'})
                self.done.add((config, system))

    # ---------------------------------------------------------------- utils
    def marker_path(self):
        return os.path.join(self.args.out, 'bench_torch.inprogress')

    def left(self):
        return self.args.budget_s - (time.monotonic() - self.start)

    def timing_method(self):
        if self.cuda:
            return (f'CUDA events around each call, calls queued back to '
                    f'back; median of {self.args.iters} (train rows also '
                    f'synchronised: wall clock around each call and a '
                    f'device synchronisation, fwd_ms_sync / ms_sync)')
        return (f'wall clock around each synchronous call (perf_counter); '
                f'median of {self.args.iters}')

    def failed_rows(self):
        return [r for r in self.rows if r.get('status') == 'FAILED']

    def sync(self):
        if self.cuda:
            self.torch.cuda.synchronize()

    def save(self):
        path = os.path.join(self.args.out, 'bench_torch.json')
        with open(path + '.tmp', 'w') as f:
            json.dump({'meta': self.meta, 'rows': self.rows}, f, indent=1)
        os.replace(path + '.tmp', path)

    def record(self, cfg, system, ms=None, rel_err=None, note='', error=None,
               extra=None, fwd_ms=None, failed=''):
        """One row. For a train config ms is forward + backward (TFLOP/s
        from fwd_bwd_flops = 3.5x fwd_flops) and fwd_ms the forward alone.
        failed: why the result is wrong (then status FAILED, and ms and
        fwd_ms must be None: a wrong result is not timed)."""
        train = bool(cfg.get('train'))
        flops = cfg.get('fwd_bwd_flops') if train else cfg['fwd_flops']
        if train and not flops:
            flops = 3.5 * cfg['fwd_flops']
        if failed:
            ms = fwd_ms = None
            note = f'FAILED: {failed}' + (f'; {note}' if note else '')
        row = {'config': cfg['name'], 'system': system, 'ms': ms,
               'tflops': (flops / ms / 1e9 if ms else None),
               'rel_err': rel_err, 'note': note, 'error': error,
               'status': ('error' if error else 'FAILED' if failed else
                          'ok'),
               'tolerance': tolerance(cfg),
               'timing': None if error or failed else self.timing_method(),
               'S': cfg['Sq'], 'B': cfg['B'], 'sweep': cfg.get('sweep'),
               'mode': 'fwd+bwd' if train else 'fwd'}
        if train:
            bwd = ms - fwd_ms if ms and fwd_ms else None
            row.update({
                'fwd_ms': fwd_ms,
                'fwd_tflops': (cfg['fwd_flops'] / fwd_ms / 1e9 if fwd_ms
                               else None),
                'bwd_ms': bwd,
                'bwd_fwd_ratio': bwd / fwd_ms if bwd is not None else None})
        if extra:
            row.update(extra)
        self.rows.append(row)
        self.save()
        if error:
            print(f'{cfg["name"]:22s} {system:20s} error: {error[:300]}',
                  flush=True)
        elif failed:
            print(f'{cfg["name"]:22s} {system:20s} FAILED (wrong result, not '
                  f'timed): {note[:300]}', flush=True)
        elif train:
            ratio = row['bwd_fwd_ratio']
            if row.get('ms_sync'):
                note = (f'synchronised: fwd {row["fwd_ms_sync"]:.4f} ms, '
                        f'fwd+bwd {row["ms_sync"]:.4f} ms; ' + note)
            print(f'{cfg["name"]:22s} {system:20s} {ms:9.4f} ms fwd+bwd '
                  f'{row["tflops"]:7.1f} TFLOP/s (3.5x fwd FLOPs), fwd '
                  f'{fwd_ms or math.nan:.4f} ms, bwd/fwd '
                  f'{"-" if ratio is None else format(ratio, ".2f")}  rel err '
                  f'{"-" if rel_err is None else format(rel_err, ".2e")}  '
                  f'{note}', flush=True)
        else:
            print(f'{cfg["name"]:22s} {system:20s} {ms:9.4f} ms '
                  f'{row["tflops"]:7.1f} TFLOP/s  rel err '
                  f'{"-" if rel_err is None else format(rel_err, ".2e")}  '
                  f'{note}', flush=True)
        return row

    def time_fn(self, fn, n_sets):
        """Median ms of --iters calls fn(set_index), after warm-up."""
        torch = self.torch
        args = self.args
        # At least --warmup calls and --warmup-min-s of back-to-back work
        # (the clocks settle under load; ten 2 ms calls did not), at most
        # --warmup-s.
        t_start = time.monotonic()
        t_end = t_start + args.warmup_s
        w = 0
        while True:
            fn(w % n_sets)
            w += 1
            if w % 10 == 0:
                self.sync()
            now = time.monotonic()
            if w >= 2 and now > t_end:
                break
            if w >= args.warmup and now - t_start >= args.warmup_min_s:
                break
        self.sync()
        times = []
        if self.cuda:
            starts = [torch.cuda.Event(enable_timing=True)
                      for _ in range(args.iters)]
            ends = [torch.cuda.Event(enable_timing=True)
                    for _ in range(args.iters)]
            for it in range(args.iters):
                starts[it].record()
                fn(it % n_sets)
                ends[it].record()
            torch.cuda.synchronize()
            times = [s.elapsed_time(e) for s, e in zip(starts, ends)]
        else:
            for it in range(args.iters):
                t0 = time.perf_counter()
                fn(it % n_sets)
                times.append((time.perf_counter() - t0) * 1e3)
        times.sort()
        return times[len(times) // 2]

    def time_fn_sync(self, fn, n_sets):
        """Median ms of --iters calls fn(set_index), each waited for: wall
        clock around the call and a device synchronisation, as a training
        loop with host work between steps sees it (the launch latency and
        any host-side work of the call count, unlike in time_fn)."""
        if not self.cuda:
            return None
        for w in range(min(self.args.warmup, 3)):
            fn(w % n_sets)
        self.sync()
        times = []
        for it in range(self.args.iters):
            t0 = time.perf_counter()
            fn(it % n_sets)
            self.sync()
            times.append((time.perf_counter() - t0) * 1e3)
        times.sort()
        return times[len(times) // 2]

    def sync_columns(self, forward, step, n_sets):
        """The synchronised timings of a train row (extra fields)."""
        return {'fwd_ms_sync': self.time_fn_sync(forward, n_sets),
                'ms_sync': self.time_fn_sync(step, n_sets)}

    # --------------------------------------------------------------- inputs
    def make_sets(self, cfg):
        """Input sets in attn's layout (bshd): list of dict role -> tensor,
        from bench_input_codes (the same values as gpu_bench_jax.py's; the
        same seed gives the same sets in both phases, so the reference of
        phase 1 serves flex too)."""
        return torch_input_sets(cfg, self.args.seed, self.l2,
                                self.args.device)

    def reference(self, cfg, inputs):
        from attn_reference import reference
        out, lse, live = reference(cfg, inputs['query'], inputs['key'],
                                   inputs['value'])
        return out.to(self.torch.float32)  # [B, Hq, S, Dv]

    def reference_train(self, cfg, inputs):
        """f32 out and (dq, dk, dv), [B, H, S, D], from the fp64 forward
        and backward references (one forward), for the set's d_out."""
        from attn_reference import from_bhsd, reference, reference_grad
        out, lse, _ = reference(cfg, inputs['query'], inputs['key'],
                                inputs['value'])
        dq, dk, dv, _, _ = reference_grad(
            cfg, inputs['query'], inputs['key'], inputs['value'],
            inputs['d_out'], out=from_bhsd(out, cfg['layout']), lse=lse)
        del lse
        return (out.to(self.torch.float32),
                tuple(g.to(self.torch.float32) for g in (dq, dk, dv)))

    def grad_rel_errs(self, cfg, out_bhsd, grads_bhsd):
        """{out, dq, dk, dv: rel err} against the references."""
        errs = {'out': self.rel_err(out_bhsd, self.refs[cfg['name']])}
        for name, got, ref in zip(('dq', 'dk', 'dv'), grads_bhsd,
                                  self.grad_refs[cfg['name']]):
            errs[name] = self.rel_err(got, ref)
        return errs

    def train_note(self, cfg, errs, n_sets, notes=()):
        text = ', '.join(f'{k} {v:.1e}' for k, v in errs.items())
        parts = list(notes) + [f'rel err {text}', f'{n_sets} input set(s)']
        return '; '.join(parts)

    def rel_err(self, got_bhsd, ref):
        torch = self.torch
        got = got_bhsd.to(torch.float32)
        if bool(torch.isnan(got).any()):
            return math.inf
        return float((got - ref).norm() / ref.norm())

    # ---------------------------------------------------------------- peers
    def attn_variants(self, cfg):
        """(system label, .so path) of the default kernel and of every tile
        variant compiled next to it as NAME@VARIANT.so."""
        base = os.path.join(self.args.artifacts,
                            cfg.get('so', cfg['name'] + '.so'))
        found = [('attn', base)]
        prefix = base[:-len('.so')] + '@'
        for path in sorted(glob.glob(glob.escape(prefix) + '*.so')):
            found.append(('attn@' + path[len(prefix):-len('.so')], path))
        return found

    def run_attn(self, cfg, sets, rt, system='attn', so=None):
        torch = self.torch
        from attn_reference import to_bhsd
        if so is None:
            so = os.path.join(self.args.artifacts,
                              cfg.get('so', cfg['name'] + '.so'))
        if not os.path.exists(so):
            self.record(cfg, system, error='not compiled (no ' +
                        os.path.basename(so) + ')')
            return
        module = rt.load(so)
        entry = module.entry(cfg['entry'])
        if cfg.get('train'):
            return self.run_attn_train(cfg, sets, module, entry, system)
        roles = arg_list(cfg)
        outs, bufs = [], []
        for s in sets:
            out = torch.full(roles[-2][1], float('nan'),
                             dtype=s['query'].dtype, device=self.args.device)
            lse = torch.full(roles[-1][1], float('nan'), dtype=torch.float32,
                             device=self.args.device)
            tensors = [s['query'], s['key'], s['value'], out, lse]
            bufs.append([(t.data_ptr(), dt, tuple(t.shape)) for t, (_, _, dt)
                         in zip(tensors, roles)])
            outs.append((out, lse))
        stream = (torch.cuda.current_stream().cuda_stream if self.cuda
                  else None)

        def call(i):
            entry.invoke(bufs[i], stream=stream)

        call(0)
        self.sync()
        rel = self.rel_err(to_bhsd(outs[0][0], cfg['layout']),
                           self.refs[cfg['name']])
        failed = wrong_result({'out': rel}, tolerance(cfg))
        if bool(torch.isnan(outs[0][1]).any()):
            failed = '; '.join(x for x in (failed, 'lse has NaN') if x)
        note = f'{len(sets)} input set(s)'
        if failed:
            self.record(cfg, system, None, rel, note=note, failed=failed)
            return
        ms = self.time_fn(call, len(sets))
        self.record(cfg, system, ms, rel, note=note)

    def run_attn_train(self, cfg, sets, module, entry, system):
        """Forward entry then grad entry, async on the current stream."""
        torch = self.torch
        from attn_reference import to_bhsd
        grad_entry = module.entry(cfg['grad_entry'])
        fwd_roles, grad_roles = arg_list(cfg), grad_arg_list(cfg)
        dev = self.args.device
        fwd_bufs, grad_bufs, results = [], [], []
        for s in sets:
            t = dict(s)
            t['out'] = torch.full(fwd_roles[-2][1], float('nan'),
                                  dtype=s['query'].dtype, device=dev)
            t['lse'] = torch.full(fwd_roles[-1][1], float('nan'),
                                  dtype=torch.float32, device=dev)
            for role, shape, _ in grad_roles[-3:]:
                t[role] = torch.full(shape, float('nan'),
                                     dtype=s['query'].dtype, device=dev)
            fwd_bufs.append([(t[r].data_ptr(), dt, tuple(t[r].shape))
                             for r, _, dt in fwd_roles])
            grad_bufs.append([(t[r].data_ptr(), dt, tuple(t[r].shape))
                              for r, _, dt in grad_roles])
            results.append(t)
        stream = (torch.cuda.current_stream().cuda_stream if self.cuda
                  else None)

        def forward(i):
            entry.invoke(fwd_bufs[i], stream=stream)

        def step(i):
            entry.invoke(fwd_bufs[i], stream=stream)
            grad_entry.invoke(grad_bufs[i], stream=stream)

        step(0)
        self.sync()
        t = results[0]
        errs = self.grad_rel_errs(
            cfg, to_bhsd(t['out'], cfg['layout']),
            [to_bhsd(t[r], cfg['layout']) for r in
             ('d_query', 'd_key', 'd_value')])
        failed = wrong_result(errs, tolerance(cfg))
        if bool(torch.isnan(t['lse']).any()):
            failed = '; '.join(x for x in (failed, 'lse has NaN') if x)
        note = self.train_note(cfg, errs, len(sets))
        if failed:
            self.record(cfg, system, None, max_err(errs), note=note,
                        failed=failed, extra={'rel_errs': errs})
            return
        fwd_ms = self.time_fn(forward, len(sets))
        ms = self.time_fn(step, len(sets))
        extra = {'rel_errs': errs}
        extra.update(self.sync_columns(forward, step, len(sets)))
        self.record(cfg, system, ms, max_err(errs), fwd_ms=fwd_ms,
                    note=note, extra=extra)

    def peer_train(self, cfg, system, sets, fn, qs, ks, vs, notes,
                   group_sum=1):
        """Times fn(q, k, v) -> out [B, H, S, D] forward alone and forward
        + torch.autograd.grad(out, (q, k, v), d_out); records the row.
        group_sum > 1: k, v were repeated to Hq heads (their gradients are
        summed over the group for the check)."""
        torch = self.torch
        qs = [q.detach().requires_grad_(True) for q in qs]
        ks = [k.detach().requires_grad_(True) for k in ks]
        vs = [v.detach().requires_grad_(True) for v in vs]
        dos = [s['d_out'].transpose(1, 2).contiguous() for s in sets]

        def forward(n):
            return fn(qs[n], ks[n], vs[n])

        def step(n):
            out = fn(qs[n], ks[n], vs[n])
            return torch.autograd.grad(out, (qs[n], ks[n], vs[n]), dos[n])

        t0 = time.monotonic()
        out = forward(0)
        grads = torch.autograd.grad(out, (qs[0], ks[0], vs[0]), dos[0])
        self.sync()
        first_s = time.monotonic() - t0
        if first_s > 2:
            notes = list(notes) + [f'compile + first call {first_s:.1f} s']
        grads = list(grads)
        if group_sum > 1:
            for i in (1, 2):
                g = grads[i]
                grads[i] = g.view(g.shape[0], g.shape[1] // group_sum,
                                  group_sum, *g.shape[2:]).sum(2)
        errs = self.grad_rel_errs(cfg, out.detach(), grads)
        del out, grads
        failed = wrong_result(errs, tolerance(cfg))
        note = self.train_note(cfg, errs, len(sets), notes)
        if failed:
            self.record(cfg, system, None, max_err(errs), note=note,
                        failed=failed,
                        extra={'rel_errs': errs, 'compile_s': first_s})
            return
        fwd_ms = self.time_fn(forward, len(sets))
        ms = self.time_fn(step, len(sets))
        extra = {'rel_errs': errs, 'compile_s': first_s}
        extra.update(self.sync_columns(forward, step, len(sets)))
        self.record(cfg, system, ms, max_err(errs), fwd_ms=fwd_ms,
                    note=note, extra=extra)

    def run_sdpa(self, cfg, sets, backend_name):
        torch = self.torch
        import torch.nn.functional as F
        from torch.nn.attention import SDPBackend, sdpa_kernel
        backend = {'cudnn': SDPBackend.CUDNN_ATTENTION,
                   'flash': SDPBackend.FLASH_ATTENTION}[backend_name]
        system = f'torch-sdpa-{backend_name}'
        if cfg.get('score_mod') or cfg.get('mask_mod'):
            self.record(cfg, system, error='unsupported: score_mod/mask_mod '
                        '(SDPA takes no score modifier)')
            return
        # SDPA's layout is [B, H, S, D]; contiguous copies, made untimed.
        qs = [s['query'].transpose(1, 2).contiguous() for s in sets]
        ks = [s['key'].transpose(1, 2).contiguous() for s in sets]
        vs = [s['value'].transpose(1, 2).contiguous() for s in sets]
        causal = cfg['causal'] != 'none'
        notes = []
        mask = None
        if cfg['window'] is not None:
            if backend_name == 'flash':
                self.record(cfg, system, error='unsupported: sliding window '
                            '(flash takes no mask)')
                return
            # A dense boolean mask: cuDNN computes every pair.
            S, Skv = cfg['Sq'], cfg['Skv']
            i = torch.arange(S, device=self.args.device).view(-1, 1)
            j = torch.arange(Skv, device=self.args.device).view(1, -1)
            left, right = cfg['window']
            mask = torch.ones(S, Skv, dtype=torch.bool, device=i.device)
            if causal:
                mask &= j <= i
            if left >= 0:
                mask &= j >= i - left
            if right >= 0:
                mask &= j <= i + right
            causal = False
            notes.append('dense boolean window mask')
        gqa = cfg['Hq'] != cfg['Hkv']

        rep = cfg['Hq'] // cfg['Hkv']

        def attempt(use_gqa):
            kk, vv = ks, vs
            if gqa and not use_gqa:
                kk = [k.repeat_interleave(rep, dim=1) for k in ks]
                vv = [v.repeat_interleave(rep, dim=1) for v in vs]
            extra = {'enable_gqa': True} if (gqa and use_gqa) else {}
            if cfg.get('train'):
                def fn(q, k, v):
                    return F.scaled_dot_product_attention(
                        q, k, v, attn_mask=mask, is_causal=causal, **extra)
                with sdpa_kernel([backend]):
                    self.peer_train(cfg, system, sets, fn, qs, kk, vv,
                                    notes + (['enable_gqa'] if extra else []),
                                    group_sum=1 if use_gqa or not gqa
                                    else rep)
                return None, None

            def call(n):
                return F.scaled_dot_product_attention(
                    qs[n], kk[n], vv[n], attn_mask=mask, is_causal=causal,
                    **extra)

            with sdpa_kernel([backend]):
                out = call(0)
                self.sync()
                rel = self.rel_err(out, self.refs[cfg['name']])
                del out
                if wrong_result({'out': rel}, tolerance(cfg)):
                    return None, rel  # not timed
                ms = self.time_fn(call, len(sets))
            return ms, rel

        try:
            ms, rel = attempt(True)
            if gqa:
                notes.append('enable_gqa')
        except Exception as first:
            if not gqa:
                raise
            notes.append('K/V repeated outside the timed region (enable_gqa '
                         f'failed: {str(first).splitlines()[0][:120]})')
            ms, rel = attempt(False)
        if cfg.get('train'):
            return  # peer_train recorded the row
        self.record(cfg, system, ms, rel, note='; '.join(notes),
                    failed=wrong_result({'out': rel}, tolerance(cfg)))

    def run_flex(self, cfg, sets, flex):
        from torch.nn.attention.flex_attention import create_block_mask
        qs = [s['query'].transpose(1, 2).contiguous() for s in sets]
        ks = [s['key'].transpose(1, 2).contiguous() for s in sets]
        vs = [s['value'].transpose(1, 2).contiguous() for s in sets]
        causal = cfg['causal']
        left, right = cfg['window'] if cfg['window'] is not None else (-1, -1)
        offset = cfg['Skv'] - cfg['Sq'] if causal == 'bottom_right' else 0
        block_mask = None
        # The config's mask_mod as Flex's (test/GPU/modifiers.py kinds).
        region = cfg.get('mask_mod')
        if region and region['kind'] not in ('document', 'prefix_lm'):
            self.record(cfg, 'flex', error=f'mask_mod {region} is not mapped '
                        'to Flex in this bench')
            return
        if causal != 'none' or left >= 0 or right >= 0 or region:
            def mask_mod(b, h, q_idx, kv_idx):
                diag = q_idx + offset
                ok = kv_idx >= 0
                if causal != 'none':
                    ok = ok & (kv_idx <= diag)
                if left >= 0:
                    ok = ok & (kv_idx >= diag - left)
                if right >= 0:
                    ok = ok & (kv_idx <= diag + right)
                if region and region['kind'] == 'document':
                    length = int(region['length'])
                    ok = ok & ((q_idx // length) == (kv_idx // length))
                if region and region['kind'] == 'prefix_lm':
                    ok = ok & ((kv_idx <= q_idx) |
                               (kv_idx < int(region['prefix'])))
                return ok
            block_mask = create_block_mask(mask_mod, B=None, H=None,
                                           Q_LEN=cfg['Sq'], KV_LEN=cfg['Skv'],
                                           device=self.args.device)
        gqa = cfg['Hq'] != cfg['Hkv']
        # The config's score_mod as Flex's (test/GPU/modifiers.py kinds).
        score_mod = None
        if cfg.get('score_mod'):
            cap = float(cfg['score_mod']['cap'])

            def score_mod(score, b, h, q_idx, kv_idx):
                return cap * self.torch.tanh(score / cap)

        if cfg.get('train'):
            def fn(q, k, v):
                return flex(q, k, v, block_mask=block_mask, enable_gqa=gqa,
                            score_mod=score_mod)
            self.peer_train(cfg, 'flex', sets, fn, qs, ks, vs,
                            ['block mask'] if block_mask is not None else [])
            return

        def call(n):
            return flex(qs[n], ks[n], vs[n], block_mask=block_mask,
                        enable_gqa=gqa, score_mod=score_mod)

        t0 = time.monotonic()
        out = call(0)
        self.sync()
        compile_s = time.monotonic() - t0
        rel = self.rel_err(out, self.refs[cfg['name']])
        del out
        failed = wrong_result({'out': rel}, tolerance(cfg))
        ms = None if failed else self.time_fn(call, len(sets))
        self.record(cfg, 'flex', ms, rel,
                    note=f'compile + first call {compile_s:.1f} s' +
                    ('; block mask' if block_mask is not None else ''),
                    extra={'compile_s': compile_s}, failed=failed)


def tolerance(cfg):
    """The bound on a row's rel err: the config's tolerance; for a train
    config the larger of it and grad_tolerance (the row's rel err is the
    largest of out, dq, dk, dv)."""
    if cfg.get('train'):
        return max(cfg.get('grad_tolerance') or 3e-2, cfg['tolerance'])
    return cfg['tolerance']


def max_err(errs):
    """The largest rel err (NaN when one is NaN)."""
    values = list(errs.values())
    return (math.nan if any(v != v for v in values) else max(values)
            if values else None)


def guarded(bench, cfg, system, fn, *a):
    with open(bench.marker_path(), 'w') as f:
        f.write(f'{cfg["name"]} {system}')
    try:
        fn(*a)
        os.remove(bench.marker_path())
    except Exception as ex:
        os.remove(bench.marker_path())
        msg = f'{type(ex).__name__}: {ex}'
        bench.record(cfg, system, error=msg[:1500],
                     extra={'traceback': traceback.format_exc()[-3000:]})
        try:
            bench.sync()
        except Exception as ex2:
            print(f'device unusable after {system} on {cfg["name"]}: {ex2}',
                  flush=True)
            raise SystemExit(EXIT_ENDED_EARLY)




def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--artifacts', required=True)
    ap.add_argument('--runtime', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--binding', default=os.path.join(
        ROOT, 'runtime', 'python', 'attn_runtime.py'))
    ap.add_argument('--device', default='cuda')
    ap.add_argument('--only', default='', help='comma-separated configs')
    ap.add_argument('--systems', default='attn,cudnn,flash,flex')
    ap.add_argument('--iters', type=int, default=30)
    ap.add_argument('--warmup', type=int, default=10)
    ap.add_argument('--warmup-s', type=float, default=2.0,
                    help='stop warm-up early after this many seconds')
    ap.add_argument('--warmup-min-s', type=float, default=0.5,
                    help='warm up for at least this many seconds of calls')
    ap.add_argument('--budget-s', type=float, default=240.0,
                    help='skip what is left (flex first) after this long')
    ap.add_argument('--flex-reserve-s', type=float, default=30.0,
                    help='start a flex config only with this much budget left')
    ap.add_argument('--seed', type=int, default=2026)
    ap.add_argument('--resume', action='store_true',
                    help='keep the rows of OUT/bench_torch.json and run only '
                    'the (config, system) pairs it lacks')
    ap.add_argument('--configs', default='',
                    help='a cases.json to use instead of ARTIFACTS/cases.json')
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)

    cases_path = args.configs or os.path.join(args.artifacts, 'cases.json')
    if os.path.exists(cases_path):
        with open(cases_path) as f:
            configs = json.load(f)
    else:
        configs = bench_cases()
    if args.only:
        names = args.only.split(',')
        configs = [c for c in configs if c['name'] in names]
    systems = args.systems.split(',')

    import torch
    bench = Bench(args)
    print(f'gpu_bench: {len(configs)} configs on {bench.meta["device"]}, '
          f'torch {torch.__version__}, budget {args.budget_s:.0f} s',
          flush=True)
    rt = None
    if 'attn' in systems:
        try:
            rt = load_binding(args.binding).Runtime(args.runtime)
        except Exception as ex:
            print(f'runtime unavailable: {type(ex).__name__}: {ex}',
                  flush=True)
            bench.meta['runtime_error'] = f'{type(ex).__name__}: {ex}'

    # Phase 1: reference, attn, SDPA peers, config by config.
    phase1 = [s for s in ('attn', 'cudnn', 'flash') if s in systems]
    label = {'attn': 'attn', 'cudnn': 'torch-sdpa-cudnn',
             'flash': 'torch-sdpa-flash', 'flex': 'flex'}
    for cfg in configs:
        todo = [s for s in phase1 if (cfg['name'], label[s]) not in bench.done]
        need_flex = ('flex' in systems and
                     (cfg['name'], 'flex') not in bench.done)
        if not todo and not need_flex:
            continue
        if bench.left() < 20:
            for system in todo:
                bench.record(cfg, label[system], error='skipped: time budget')
            continue
        try:
            sets = bench.make_sets(cfg)
            if cfg.get('train'):
                (bench.refs[cfg['name']],
                 bench.grad_refs[cfg['name']]) = bench.reference_train(
                     cfg, sets[0])
            else:
                bench.refs[cfg['name']] = bench.reference(cfg, sets[0])
        except Exception as ex:
            bench.record(cfg, 'reference', error=f'{type(ex).__name__}: {ex}')
            continue
        if 'attn' in todo:
            if rt is None:
                bench.record(cfg, 'attn', error='runtime unavailable: ' +
                             bench.meta.get('runtime_error', ''))
            else:
                for system, so in bench.attn_variants(cfg):
                    guarded(bench, cfg, system, bench.run_attn, cfg, sets, rt,
                            system, so)
        for name in ('cudnn', 'flash'):
            if name in todo:
                guarded(bench, cfg, f'torch-sdpa-{name}', bench.run_sdpa, cfg,
                        sets, name)
        del sets
        if bench.cuda:
            torch.cuda.empty_cache()

    # Phase 2: FlexAttention, most informative configs first.
    if 'flex' in systems:
        def priority(cfg):
            n = cfg['name']
            return (0 if n == 'bench_seed' else
                    1 if cfg.get('train') else
                    2 if cfg.get('sweep') == 'causal' else
                    3 if cfg.get('sweep') == 'noncausal' else 4,
                    -cfg['Sq'] if cfg.get('sweep') else 0)
        flex = None
        try:
            from torch.nn.attention.flex_attention import flex_attention
            import torch._dynamo
            for knob in ('cache_size_limit', 'recompile_limit',
                         'accumulated_cache_size_limit',
                         'accumulated_recompile_limit'):
                if hasattr(torch._dynamo.config, knob):
                    setattr(torch._dynamo.config, knob, 256)
            flex = torch.compile(flex_attention, dynamic=False)
        except Exception as ex:
            for cfg in configs:
                bench.record(cfg, 'flex', error=f'{type(ex).__name__}: {ex}')
        if flex is not None:
            for cfg in sorted(configs, key=priority):
                if (cfg['name'] not in bench.refs or
                        (cfg['name'], 'flex') in bench.done):
                    continue
                if bench.left() < args.flex_reserve_s:
                    bench.record(cfg, 'flex', error='skipped: time budget')
                    continue
                try:
                    sets = bench.make_sets(cfg)
                except Exception as ex:
                    bench.record(cfg, 'flex', error=f'{type(ex).__name__}: '
                                 f'{ex}')
                    continue
                guarded(bench, cfg, 'flex', bench.run_flex, cfg, sets, flex)
                del sets
                if bench.cuda:
                    torch.cuda.empty_cache()
    bench.meta['elapsed_s'] = time.monotonic() - bench.start
    bench.save()
    print(f'gpu_bench: done in {bench.meta["elapsed_s"]:.0f} s; '
          f'{os.path.join(args.out, "bench_torch.json")}', flush=True)
    failed = bench.failed_rows()
    if failed:
        print(f'gpu_bench: {len(failed)} row(s) FAILED (wrong results, not '
              'timed): ' + ', '.join(f'{r["config"]} {r["system"]}'
                                     for r in failed), flush=True)
        return EXIT_FAILED_ROWS
    return 0


if __name__ == '__main__':
    try:
        sys.exit(main())
    except Exception:  # 1 means failed rows: end any other way with 3
        traceback.print_exc()
        sys.exit(EXIT_ENDED_EARLY)
