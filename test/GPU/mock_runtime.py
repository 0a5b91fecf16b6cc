"""mock_runtime.py - a stand-in for runtime/python/attn_runtime.py, for
testing run_gpu_suite.py on the CPU (selftest_cpu.py harness). numpy and
ml_dtypes only (no torch).

Same classes and signatures as the real binding. A "module" is any file
named <case>.so next to a cases.json that describes <case>; invoke() reads
the input buffers by address (host memory only: numpy arrays or torch CPU
tensors alike), computes the fp64 reference (run_gpu_suite.np_reference),
rounds it to the output types and writes it back by address.
The module of a train case also has the entry <case>_grad, answered with
the fp64 backward reference (run_gpu_suite.np_reference_grad) computed, as
a kernel would, from the out and lse it is passed (and d_bias, after dv,
for a "d_bias" case, and d_sink, last, for a "d_sink" case).
ATTN_MOCK_BUGS (JSON: case name -> bug) injects a bug into chosen cases so
that the harness can be shown to catch it; bugs named grad_* affect only
the grad entry.
"""
import ctypes
import json
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from make_gpu_cases import (arg_list, directions, grad_arg_list,  # noqa
                            n_outputs)
from run_gpu_suite import (effective_scale, from_bhsd, np_dtype,  # noqa
                           np_reference, np_reference_grad, to_bhsd)


class AttnError(Exception):
    pass


class ArgInfo:
    def __init__(self, role, shape, dtype, direction):
        self.role = role
        self.is_output = direction == 'out'
        self.is_scalar = False
        self.dtype = dtype
        self.shape = tuple(shape)


def _read(ptr, dtype, shape):
    a = np.empty(shape, dtype=np_dtype(dtype))
    ctypes.memmove(a.ctypes.data, ptr, a.nbytes)
    return a


def _write(ptr, array):
    array = np.ascontiguousarray(array)
    ctypes.memmove(ptr, array.ctypes.data, array.nbytes)


def _flip_low_bit(array):
    """Flips the lowest bit of the first element (in place)."""
    flat = array.reshape(-1)
    ints = {2: np.int16, 4: np.int32, 8: np.int64}[flat.itemsize]
    flat.view(ints)[0] ^= 1


def _bugs():
    return json.loads(os.environ.get('ATTN_MOCK_BUGS', '{}'))


class Entry:
    def __init__(self, case, grad=False):
        self.case = case
        self.grad = grad
        self.name = case['grad_entry'] if grad else case['entry']
        roles = grad_arg_list(case) if grad else arg_list(case)
        self.args = [ArgInfo(r, s, d, io) for (r, s, d), io in
                     zip(roles, directions(roles))]
        self.calls = 0

    def check(self, buffers):
        if len(buffers) != len(self.args):
            raise AttnError(f'expected {len(self.args)} buffers, got '
                            f'{len(buffers)}')
        for index, ((ptr, dtype, shape), info) in enumerate(
                zip(buffers, self.args)):
            if dtype != info.dtype or tuple(shape) != info.shape or not ptr:
                raise AttnError(f'argument {index}: got {dtype} {shape}, '
                                f'expected {info.dtype} {info.shape}')

    def invoke(self, buffers, stream=None):
        if self.grad:
            return self.invoke_grad(buffers)
        case = dict(self.case)
        self.check(buffers)
        tensors = {info.role: _read(ptr, dtype, shape) for (ptr, dtype, shape),
                   info in zip(buffers, self.args)}
        bug = _bugs().get(case['name'], 'none')
        self.calls += 1
        if bug == 'raise':
            raise AttnError('injected failure')
        if bug == 'crash':
            os._exit(139)
        if bug == 'hang':
            import time
            time.sleep(3600)
        q, k, v = tensors['query'], tensors['key'], tensors['value']
        seqlens_q = tensors.get('seqlens_q')
        seqlens_kv = tensors.get('seqlens_kv')
        sink = tensors.get('sink')
        if bug == 'ignore_seqlens':
            seqlens_q = seqlens_kv = None
        if bug == 'bottom_right':
            case['causal'] = 'bottom_right'
        if bug == 'window_exclusive' and case['window'] is not None:
            case['window'] = [max(-1, w - 1) if w > 0 else w
                              for w in case['window']]
        if bug == 'no_sink':
            case['softmax'] = 'vanilla'
            sink = None
        if bug == 'head_map_mod':
            head_dim = 1 if case['layout'] == 'bhsd' else 2
            idx = np.arange(case['Hq']) % case['Hkv']
            k = np.take(k, idx, axis=head_dim)
            v = np.take(v, idx, axis=head_dim)
        out, lse, live = np_reference(case, q, k, v, tensors.get('bias'),
                                      sink, seqlens_q, seqlens_kv,
                                      alibi=tensors.get('alibi'))
        out = np.ascontiguousarray(from_bhsd(out, case['layout']).astype(
            np_dtype(self.args[-2].dtype)))
        lse = lse.astype(np.float32)
        if bug == 'nan_masked_rows':
            rows = np.broadcast_to((~live)[:, None, :], lse.shape)
            lse = np.where(rows, np.float32(math.nan), lse)
            to_bhsd(out, case['layout'])[rows] = math.nan
        if bug == 'skip_last_row':
            view = to_bhsd(out, case['layout'])
            view[:, :, -1] = to_bhsd(tensors['out'], case['layout'])[:, :, -1]
        if bug == 'nondeterministic' and self.calls % 2 == 0:
            _flip_low_bit(out)
        if bug == 'lse_off':
            lse = lse + np.float32(0.01)
        if bug == 'lse_neginf_to_min':
            lse = np.where(np.isneginf(lse), np.float32(-3.4e38), lse)
        _write(buffers[-2][0], out)
        _write(buffers[-1][0], lse.astype(np.float32))

    def invoke_grad(self, buffers):
        """dq, dk, dv (and d_bias, d_sink) from q, k, v, out, d_out, lse and
        the optional operands, as a kernel computes them (P from the lse it
        is given, D from the out it is given)."""
        case = dict(self.case)
        layout = case['layout']
        self.check(buffers)
        t = {info.role: _read(ptr, dtype, shape) for (ptr, dtype, shape),
             info in zip(buffers, self.args) if not info.is_output}
        bug = _bugs().get(case['name'], 'none')
        self.calls += 1
        if bug == 'grad_raise':
            raise AttnError('injected failure in the grad entry')
        if bug == 'grad_crash':
            os._exit(139)
        if bug == 'grad_hang':
            import time
            time.sleep(3600)
        seqlens_q, seqlens_kv = t.get('seqlens_q'), t.get('seqlens_kv')
        bias = t.get('bias')
        if bug == 'grad_ignore_seqlens':
            seqlens_q = seqlens_kv = None
        if bug == 'grad_no_bias':
            bias = None
        out, d_out = t['out'], t['d_out']
        if seqlens_q is not None and bug != 'grad_reads_padding':
            # Like the kernels, read nothing past the valid lengths (the
            # rows there may hold garbage: nan_padding cases).
            out, d_out = out.copy(), d_out.copy()
            for b, length in enumerate(seqlens_q.tolist()):
                for array in (out, d_out):
                    to_bhsd(array, layout)[b, :, max(0, length):] = 0
        if bug == 'grad_no_delta':  # D = rowsum(dO * O) left out
            out = np.zeros_like(out)
        want_db = bool(case.get('d_bias'))
        want_ds = bool(case.get('d_sink'))
        dq, dk, dv, live_rows, live_keys, *extra = np_reference_grad(
            case, t['query'], t['key'], t['value'], d_out, bias,
            t.get('sink'), seqlens_q, seqlens_kv, t.get('alibi'), out=out,
            lse=t['lse'], d_bias=want_db, d_sink=want_ds)
        db = [extra.pop(0)] if want_db else []
        ds = [extra.pop(0)] if want_ds else []
        bdim = 1 if layout == 'sbhd' else 0

        def first_batch(x):
            return x[:, :1] if bdim == 1 else x[:1]

        if want_db and bug == 'grad_dbias_no_delta':
            # dS = P dP for d_bias alone (D left out there).
            db = list(np_reference_grad(
                case, t['query'], t['key'], t['value'], t['d_out'], bias,
                t.get('sink'), seqlens_q, seqlens_kv, t.get('alibi'),
                out=np.zeros_like(t['out']), lse=t['lse'],
                d_bias=True)[5:6])
        if want_db and bug == 'grad_dbias_first_batch':
            # d_bias of the first batch only (a missing accumulation
            # across batches); a bias with a batch dimension keeps the
            # other batches' zeros.
            one = {r: first_batch(t[r]) for r in
                   ('query', 'key', 'value', 'out', 'd_out')}
            first = np_reference_grad(
                case, one['query'], one['key'], one['value'], one['d_out'],
                bias[:1], t.get('sink'),
                None if seqlens_q is None else seqlens_q[:1],
                None if seqlens_kv is None else seqlens_kv[:1],
                t.get('alibi'), out=one['out'], lse=t['lse'][:1],
                d_bias=True)[5]
            db = [np.zeros_like(db[0])]
            db[0][:1] = first
        if want_ds and bug == 'grad_dsink_first_batch':
            # d_sink summed over the first batch only (a missing
            # accumulation across batches).
            one = {r: x[:1] if r in ('seqlens_q', 'seqlens_kv') else x
                   for r, x in t.items()}
            for r in ('query', 'key', 'value', 'out', 'd_out'):
                one[r] = first_batch(t[r])
            one['lse'] = t['lse'][:1]
            if bias is not None and bias.shape[0] > 1:
                bias = bias[:1]
            ds = list(np_reference_grad(
                case, one['query'], one['key'], one['value'], one['d_out'],
                bias, t.get('sink'), one.get('seqlens_q'),
                one.get('seqlens_kv'), t.get('alibi'), out=one['out'],
                lse=one['lse'], d_sink=True)[5:])
        if bug == 'grad_no_scale':  # dQ, dK not multiplied by the scale
            scale = effective_scale(case)
            dq, dk = dq / scale, dk / scale
        if bug == 'grad_no_group_sum':  # dk, dv of the group's first head
            group = case['Hq'] // case['Hkv']
            one = dict(case, Hq=case['Hkv'])
            head_dim = 1 if layout == 'bhsd' else 2
            idx = np.arange(case['Hkv']) * group
            sel = {r: np.take(t[r], idx, axis=head_dim) for r in
                   ('query', 'out', 'd_out')}
            if bias is not None and bias.shape[1] > 1:
                bias = np.take(bias, idx, axis=1)
            _, dk, dv, _, _ = np_reference_grad(
                one, sel['query'], t['key'], t['value'], sel['d_out'], bias,
                None if t.get('sink') is None else t['sink'][idx],
                seqlens_q, seqlens_kv,
                None if t.get('alibi') is None else t['alibi'][idx],
                out=sel['out'], lse=t['lse'][:, idx])
        if bug == 'grad_nan_dead_rows':
            dq[np.broadcast_to((~live_rows)[:, None, :],
                               dq.shape[:3])] = math.nan
        grads = [from_bhsd(g, layout) for g in (dq, dk, dv)] + db + ds
        n_out = n_outputs(grad_arg_list(case))
        grads = [np.ascontiguousarray(g.astype(np_dtype(info.dtype)))
                 for g, info in zip(grads, self.args[-n_out:])]
        if (bug in ('grad_dq_nondeterministic',
                    'grad_dq_nondeterministic_det') and self.calls % 2 == 0):
            _flip_low_bit(grads[0])
        if bug == 'grad_dk_nondeterministic' and self.calls % 2 == 0:
            _flip_low_bit(grads[1])
        if (bug == 'grad_dsink_nondeterministic' and want_ds and
                self.calls % 2 == 0):
            _flip_low_bit(grads[-1])
        if bug == 'grad_dsink_unwritten' and want_ds:
            grads = grads[:-1]  # d_sink (last) keeps the harness's NaN
        # d_bias's lowest bit differs between runs: a failure for a bias
        # without size-1 dimensions, allowed (f32 atomics) for one with.
        if (bug in ('grad_dbias_nondeterministic',
                    'grad_dbias_nondeterministic_bcast') and want_db and
                self.calls % 2 == 0):
            _flip_low_bit(grads[3])
        unwritten = set()
        if bug == 'grad_dbias_unwritten' and want_db:
            unwritten.add(3)  # d_bias keeps the harness's NaN
        for index, ((ptr, _, _), g) in enumerate(zip(buffers[-n_out:],
                                                     grads)):
            if index not in unwritten:
                _write(ptr, g)


class Module:
    def __init__(self, path):
        directory = os.path.dirname(os.path.abspath(path))
        name = os.path.basename(path)[:-3]
        with open(os.path.join(directory, 'cases.json')) as f:
            cases = {c['name']: c for c in json.load(f)}
        if name not in cases:
            raise AttnError(f'{path}: no such case')
        self.target = 'mock'
        case = cases[name]
        self._entries = {case['entry']: Entry(case)}
        bug = _bugs().get(name)
        if case.get('train') and bug != 'grad_missing':
            self._entries[case['grad_entry']] = Entry(case, grad=True)
        self.entries = list(self._entries)

    def entry(self, name):
        if name not in self._entries:
            raise AttnError(f'no entry {name} (entries: {self.entries})')
        return self._entries[name]


class Runtime:
    def __init__(self, library_path):
        self.library_path = library_path

    def load(self, module_path):
        if not os.path.exists(module_path):
            raise AttnError(f'cannot load {module_path}')
        return Module(module_path)
