# The ctypes binding (runtime/python/attn_runtime.py) lists a compiled CPU
# module, runs an entry on plain ctypes memory (no numpy) and reports every
# failure as AttnError. The CUDA stand-ins (Inputs/cuda-module.c) fail on
# any machine: at load, or, without a kernel load, when the entry runs.

# RUN: attn-compile %S/Inputs/small.mlir -o %t.so
# RUN: cc -shared -fPIC %S/Inputs/cuda-module.c -o %t.cuda.so
# RUN: cc -shared -fPIC -DNO_KERNEL_LOAD %S/Inputs/cuda-module.c -o %t.noload.so
# RUN: python3 %s %attn_src_root/runtime/python %attn_runtime_lib %t.so %t.cuda.so %t.noload.so | FileCheck %s

# The runtime loaded with RTLD_LOCAL, as plain ctypes does, still lets CUDA
# modules find its launch functions: loading fails for the device, not for
# an undefined symbol.
# RUN: python3 %s --local %attn_runtime_lib %t.cuda.so | FileCheck %s --check-prefix=LOCAL
# LOCAL: status 6: cannot load '{{.*}}': CUDA module load failed: {{.+}}

import ctypes
import math
import sys

if sys.argv[1] == "--local":
    lib = ctypes.CDLL(sys.argv[2], mode=ctypes.RTLD_LOCAL)
    lib.attn_module_load.argtypes = [ctypes.c_char_p,
                                     ctypes.POINTER(ctypes.c_void_p)]
    lib.attn_last_error.restype = ctypes.c_char_p
    module = ctypes.c_void_p()
    status = lib.attn_module_load(sys.argv[3].encode(), ctypes.byref(module))
    print("status %d: %s" % (status, lib.attn_last_error().decode()))
    sys.exit(0)

sys.path.insert(0, sys.argv[1])
from attn_runtime import AttnError, Runtime

library, cpu_path, cuda_path, noload_path = sys.argv[2:6]
rt = Runtime(library)


def expect_error(what, call):
    try:
        call()
    except AttnError as error:
        print("%s: %s: %s" % (what, error.status, error.message))
    else:
        print("%s: no error" % what)


module = rt.load(cpu_path)
print("target", module.target)
print("entries", " ".join(module.entries))
for name in ("gqa_padding_dropout_bf16", "dynamic_seq"):
    for arg in module.entry(name).args:
        print(name, arg.is_output, arg.is_scalar, arg.dtype, arg.shape)
# CHECK:      target cpu
# CHECK-NEXT: entries causal_f32 gqa_padding_dropout_bf16 packed_f16 grad_f32 dynamic_seq
# CHECK-NEXT: gqa_padding_dropout_bf16 False False bf16 (2, 24, 4, 32)
# CHECK-NEXT: gqa_padding_dropout_bf16 False False bf16 (2, 24, 2, 32)
# CHECK-NEXT: gqa_padding_dropout_bf16 False False bf16 (2, 24, 2, 32)
# CHECK-NEXT: gqa_padding_dropout_bf16 False False i32 (2,)
# CHECK-NEXT: gqa_padding_dropout_bf16 False False i32 (2,)
# CHECK-NEXT: gqa_padding_dropout_bf16 False True i64 ()
# CHECK-NEXT: gqa_padding_dropout_bf16 False True i64 ()
# CHECK-NEXT: gqa_padding_dropout_bf16 True False bf16 (2, 24, 4, 32)
# CHECK-NEXT: dynamic_seq False False f32 (1, -1, 2, 16)
# CHECK-NEXT: dynamic_seq False False f32 (1, -1, 2, 16)
# CHECK-NEXT: dynamic_seq False False f32 (1, -1, 2, 16)
# CHECK-NEXT: dynamic_seq True False f32 (1, -1, 2, 16)

# Run causal_f32 on ctypes arrays; the outputs start as NaN.
entry = module.entry("causal_f32")
arrays, buffers = [], []
for arg in entry.args:
    n = math.prod(arg.shape)
    fill = float("nan") if arg.is_output else 0.0
    array = (ctypes.c_float * n)(*[fill] * n)
    if not arg.is_output:
        for i in range(n):
            array[i] = math.sin(i) * 0.5
    arrays.append(array)
    buffers.append((ctypes.addressof(array), "f32", arg.shape))
entry.invoke(buffers)
for arg, array in zip(entry.args, arrays):
    if arg.is_output:
        print("out", arg.shape, sum(math.isnan(x) for x in array), "NaN")
# CHECK-NEXT: out (1, 40, 2, 16) 0 NaN
# CHECK-NEXT: out (1, 2, 40) 0 NaN

# A CPU module ignores the stream.
entry.invoke(buffers, stream=0)
print("async on cpu: ok")
# CHECK-NEXT: async on cpu: ok

expect_error("shape", lambda: entry.invoke(
    buffers[:3] + [(buffers[3][0], "f32", (1, 40, 2, 8))] + buffers[4:]))
expect_error("count", lambda: entry.invoke(buffers[:2]))
expect_error("dtype", lambda: entry.invoke(
    [(buffers[0][0], "f8", buffers[0][2])] + buffers[1:]))
expect_error("null", lambda: entry.invoke([(0, "f32", (1, 40, 2, 16))]
                                          + buffers[1:]))
expect_error("entry", lambda: module.entry("nope"))
expect_error("missing", lambda: rt.load(cpu_path + ".missing"))
# CHECK-NEXT: shape: ATTN_ERROR_INVALID_ARGUMENT: entry 'causal_f32' argument #3: expected shape [1, 40, 2, 16], got [1, 40, 2, 8]
# CHECK-NEXT: count: ATTN_ERROR_INVALID_ARGUMENT: entry 'causal_f32' takes 5 arguments, got 2
# CHECK-NEXT: dtype: ATTN_ERROR_INVALID_ARGUMENT: entry 'causal_f32' argument #0: unknown dtype 'f8' (one of f32, f16, bf16, f64, i1, i8, i32, i64)
# CHECK-NEXT: null: ATTN_ERROR_INVALID_ARGUMENT: entry 'causal_f32' argument #0: null data pointer
# CHECK-NEXT: entry: ATTN_ERROR_NOT_FOUND: no entry 'nope' (entries: causal_f32, gqa_padding_dropout_bf16, packed_f16, grad_f32, dynamic_seq)
# CHECK-NEXT: missing: ATTN_ERROR_LOAD: cannot load '{{.*}}.missing': {{.*}}: cannot open shared object file: No such file or directory

# CUDA: loading the kernels fails with the cause.
expect_error("cuda load", lambda: rt.load(cuda_path))
# CHECK-NEXT: cuda load: ATTN_ERROR_DEVICE: cannot load '{{.*}}': CUDA module load failed: {{.+}}

# Without kernels loaded, the entry fails and reports it, synchronously or
# on a stream, without launching anything.
noload = rt.load(noload_path)
print("target", noload.target)
data = (ctypes.c_float * 4)()
f = noload.entry("f")
expect_error("cuda sync", lambda: f.invoke([(ctypes.addressof(data), "f32",
                                              (4,))]))
expect_error("cuda async", lambda: f.invoke([(ctypes.addressof(data), "f32",
                                               (4,))], stream=0))
# CHECK-NEXT: target cuda
# CHECK-NEXT: cuda sync: ATTN_ERROR_DEVICE: entry 'f': no CUDA module to take kernel 'f_kernel' from
# CHECK-NEXT: cuda async: ATTN_ERROR_DEVICE: entry 'f': no CUDA module to take kernel 'f_kernel' from
