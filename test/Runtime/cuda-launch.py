# The CUDA launch ABI on a real GPU, through the Python binding: a
# hand-written module (Inputs/cuda-scale.c, kernel Inputs/cuda-scale.ptx)
# runs synchronously, on a caller stream and from another thread, and each
# kind of failure comes back as ATTN_ERROR_DEVICE with the driver's words.
# REQUIRES: cuda-gpu

# RUN: cc -shared -fPIC %S/Inputs/cuda-scale.c -o %t.so
# RUN: env ATTN_TEST_KERNEL=%S/Inputs/cuda-scale.ptx python3 %s run %attn_src_root/runtime/python %attn_runtime_lib %t.so | FileCheck %s
# A kernel fault poisons the context, so it runs in a process of its own.
# RUN: env ATTN_TEST_KERNEL=%S/Inputs/cuda-scale.ptx python3 %s fault %attn_src_root/runtime/python %attn_runtime_lib %t.so | FileCheck %s --check-prefix=FAULT
# RUN: env ATTN_TEST_KERNEL=%S/Inputs/cuda-scale.ptx ATTN_CUDA_DEVICE=99 python3 %s load %attn_src_root/runtime/python %attn_runtime_lib %t.so | FileCheck %s --check-prefix=DEVICE
# RUN: env ATTN_TEST_KERNEL=%S/Inputs/cuda-scale.ptx ATTN_CUDA_DEVICE=one python3 %s load %attn_src_root/runtime/python %attn_runtime_lib %t.so | FileCheck %s --check-prefix=DEVICE-NAME
# RUN: env ATTN_TEST_KERNEL=%S/Inputs/cuda-module.c python3 %s load %attn_src_root/runtime/python %attn_runtime_lib %t.so | FileCheck %s --check-prefix=IMAGE
# DEVICE: load: ATTN_ERROR_DEVICE: cannot load '{{.*}}': CUDA module load failed: cuDeviceGet(99): CUDA_ERROR_INVALID_DEVICE (invalid device ordinal)
# DEVICE-NAME: load: ATTN_ERROR_DEVICE: cannot load '{{.*}}': CUDA module load failed: ATTN_CUDA_DEVICE='one' is not a device number
# IMAGE: load: ATTN_ERROR_DEVICE: cannot load '{{.*}}': CUDA module load failed: cuModuleLoadData: CUDA_ERROR_{{[A-Z_]+}} ({{.+}})

import ctypes
import sys
import threading

mode, python_dir, library, module_path = sys.argv[1:5]
sys.path.insert(0, python_dir)
from attn_runtime import AttnError, Runtime

rt = Runtime(library)


def report(what, call):
    try:
        call()
    except AttnError as error:
        print("%s: %s: %s" % (what, error.status, error.message))
    else:
        print("%s: ok" % what)


if mode == "load":
    report("load", lambda: rt.load(module_path))
    sys.exit(0)

module = rt.load(module_path)
print("target", module.target, "entries", " ".join(module.entries))
# CHECK: target cuda entries scale scale_64k_smem too_many_threads missing_kernel fault

# Device memory through the driver; the runtime made its context current.
cuda = ctypes.CDLL("libcuda.so.1")


def check(result, call):
    if result != 0:
        raise RuntimeError("%s failed: %d" % (call, result))


n = 1000
size = 4 * n
host_in = (ctypes.c_float * n)(*[float(i) for i in range(n)])
host_out = (ctypes.c_float * n)()
d_in, d_out = ctypes.c_uint64(), ctypes.c_uint64()
check(cuda.cuMemAlloc_v2(ctypes.byref(d_in), ctypes.c_size_t(size)),
      "cuMemAlloc")
check(cuda.cuMemAlloc_v2(ctypes.byref(d_out), ctypes.c_size_t(size)),
      "cuMemAlloc")
check(cuda.cuMemcpyHtoD_v2(d_in, host_in, ctypes.c_size_t(size)),
      "cuMemcpyHtoD")
factor = ctypes.c_float(2.5)


def buffers():
    return [(d_in.value, "f32", (n,)), (ctypes.addressof(factor), "f32", ()),
            (d_out.value, "f32", (n,))]


def result():
    check(cuda.cuMemcpyDtoH_v2(host_out, d_out, ctypes.c_size_t(size)),
          "cuMemcpyDtoH")
    wrong = sum(host_out[i] != host_in[i] * factor.value for i in range(n))
    check(cuda.cuMemsetD8_v2(d_out, ctypes.c_ubyte(0xFF),
                             ctypes.c_size_t(size)), "cuMemsetD8")
    return "%d of %d wrong" % (wrong, n)


if mode == "fault":
    report("fault", lambda: module.entry("fault").invoke(buffers()))
    report("after fault", lambda: module.entry("scale").invoke(buffers()))
    sys.exit(0)
# FAULT:      fault: ATTN_ERROR_DEVICE: entry 'fault': cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)
# FAULT-NEXT: after fault: ATTN_ERROR_DEVICE: entry 'scale': {{.*}}CUDA_ERROR_ILLEGAL_ADDRESS

scale = module.entry("scale")
report("sync", lambda: scale.invoke(buffers()))
print("sync", result())
# CHECK-NEXT: sync: ok
# CHECK-NEXT: sync 0 of 1000 wrong

# On a caller stream: the call does not wait, the caller does.
stream = ctypes.c_void_p()
check(cuda.cuStreamCreate(ctypes.byref(stream), 1), "cuStreamCreate")
report("async", lambda: scale.invoke(buffers(), stream=stream.value))
check(cuda.cuStreamSynchronize(stream), "cuStreamSynchronize")
print("async", result())
report("default stream", lambda: scale.invoke(buffers(), stream=0))
check(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
print("default stream", result())
# CHECK-NEXT: async: ok
# CHECK-NEXT: async 0 of 1000 wrong
# CHECK-NEXT: default stream: ok
# CHECK-NEXT: default stream 0 of 1000 wrong

# Above 48 KiB of dynamic shared memory the kernel must opt in first.
report("64k smem", lambda: module.entry("scale_64k_smem").invoke(buffers()))
print("64k smem", result())
# CHECK-NEXT: 64k smem: ok
# CHECK-NEXT: 64k smem 0 of 1000 wrong

# A thread that never touched CUDA gets the context from the runtime.
thread = threading.Thread(
    target=lambda: report("thread", lambda: scale.invoke(buffers())))
thread.start()
thread.join()
print("thread", result())
# CHECK-NEXT: thread: ok
# CHECK-NEXT: thread 0 of 1000 wrong

for name in ("too_many_threads", "missing_kernel"):
    report(name, lambda: module.entry(name).invoke(buffers()))
    report(name + " async",
           lambda: module.entry(name).invoke(buffers(), stream=stream.value))
# CHECK-NEXT: too_many_threads: ATTN_ERROR_DEVICE: entry 'too_many_threads': cuLaunchKernel: CUDA_ERROR_INVALID_VALUE (invalid argument)
# CHECK-NEXT: too_many_threads async: ATTN_ERROR_DEVICE: entry 'too_many_threads': cuLaunchKernel: CUDA_ERROR_INVALID_VALUE (invalid argument)
# CHECK-NEXT: missing_kernel: ATTN_ERROR_DEVICE: entry 'missing_kernel': cuModuleGetFunction('no_such_kernel'): CUDA_ERROR_NOT_FOUND (named symbol not found)
# CHECK-NEXT: missing_kernel async: ATTN_ERROR_DEVICE: entry 'missing_kernel': cuModuleGetFunction('no_such_kernel'): CUDA_ERROR_NOT_FOUND (named symbol not found)

# Failures leave nothing behind: the next call works.
report("sync again", lambda: scale.invoke(buffers()))
print("sync again", result())
# CHECK-NEXT: sync again: ok
# CHECK-NEXT: sync again 0 of 1000 wrong
