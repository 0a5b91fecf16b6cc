"""Loads one compiled CUDA module with the runtime alone (no PyTorch, no
JAX), runs its first entry once on device buffers from the runtime, and
says whether the launch and the wait succeeded. The first step of
scripts/gpu-device.sh: a failure here is the runtime's or the module's,
never a framework's. The values are not checked (run_gpu_suite.py does).

    python3 test/GPU/smoke_invoke.py LIBATTN_RUNTIME.so MODULE.so [--with-torch]

With --with-torch, PyTorch initialises CUDA in the process first (as the
suite and the benchmarks do), which isolates problems of living next to it.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'runtime', 'python'))
import attn_runtime  # noqa: E402

SIZES = {'f32': 4, 'f16': 2, 'bf16': 2, 'f64': 8, 'i32': 4, 'i64': 8,
         'i8': 1, 'i1': 1}


def main(library, module_path, with_torch=False):
    if with_torch:
        import torch
        torch.zeros(1, device='cuda')
    runtime = attn_runtime.Runtime(library)
    module = runtime.load(module_path)
    entry = module.entry(module.entries[0])
    pointers, buffers = [], []
    try:
        for arg in entry.args:
            if arg.is_scalar or any(size < 0 for size in arg.shape):
                print(f'smoke: {entry.name}: needs scalars or dynamic shapes; '
                      'skipped')
                return 0
            count = 1
            for size in arg.shape:
                count *= size
            pointer = runtime.device_alloc(count * SIZES[arg.dtype])
            pointers.append(pointer)
            buffers.append((pointer, arg.dtype, tuple(arg.shape)))
        entry.invoke(buffers)
    finally:
        for pointer in pointers:
            runtime.device_free(pointer)
    print(f'smoke: {os.path.basename(module_path)} @{entry.name}: launched '
          'and finished' + (' (next to PyTorch)' if with_torch else ''))
    return 0


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '--with-torch']
    if len(args) != 2:
        sys.exit(__doc__)
    sys.exit(main(args[0], args[1], '--with-torch' in sys.argv[1:]))
