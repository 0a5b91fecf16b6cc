// REQUIRES: ptxas
//
// RUN: attn-compile --target=cuda %s -o %t.so
// RUN: llvm-nm -D %t.so | FileCheck %s --check-prefix=SYMS --implicit-check-not=omp
// RUN: llvm-readelf --dynamic-table %t.so | FileCheck %s --check-prefix=DYN
// RUN: llvm-strings %t.so | FileCheck %s --check-prefix=MANIFEST
// RUN: python3 %S/Inputs/cubin_arch.py %t.so | FileCheck %s --check-prefix=SM90
//
// sm_80 with every tile option of the driver.
// RUN: attn-compile --target=cuda --chip=sm_80 --gpu-warps=2 --gpu-row-tiles=2 --gpu-block-kv=32 --gpu-stages=3 %s -o %t.sm_80.so
// RUN: llvm-nm -D %t.sm_80.so | FileCheck %s --check-prefix=SYMS --implicit-check-not=omp
// RUN: python3 %S/Inputs/cubin_arch.py %t.sm_80.so | FileCheck %s --check-prefix=SM80
//
// A chip the kernels do not support fails and writes nothing.
// RUN: rm -f %t.sm_75.so
// RUN: not attn-compile --target=cuda --chip=sm_75 %s -o %t.sm_75.so 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: test ! -e %t.sm_75.so

// `attn-compile --target=cuda`: the host code linked into a shared object
// that embeds the kernels as a cubin (ptxas run by the pipeline) and loads
// them through the runtime's mgpu* functions when it is loaded; the runtime
// finds the entries through the manifest (`target cuda`: device buffers) and
// the uniform `attn_entry_<name>` wrappers. Here: a bf16 GQA causal entry
// with lse and an f16 MLA entry (Dqk = 128, Dv = 64).

// SYMS-DAG: T _mlir_ciface_gqa_causal
// SYMS-DAG: T _mlir_ciface_mla_f16
// SYMS-DAG: T attn_entry_gqa_causal
// SYMS-DAG: T attn_entry_mla_f16
// SYMS-DAG: R attn_module_manifest
// SYMS-DAG: U attn_mgpuModuleLoad
// SYMS-DAG: U attn_mgpuModuleUnload
// SYMS-DAG: U attn_mgpuModuleGetFunction
// SYMS-DAG: U attn_mgpuLaunchKernel
// No OpenMP runtime on this path (--implicit-check-not=omp), and the kernel
// module's own symbols are not exported.
// SYMS-NOT: attn_kernels

// The kernels are loaded by a constructor when the object is loaded.
// DYN:     (INIT_ARRAY)
// DYN-NOT: libomp

// MANIFEST:      attn-module 1
// MANIFEST-NEXT: target cuda
// MANIFEST-NEXT: entry @gqa_causal 3 2
// MANIFEST-NEXT: arg in memref bf16 4 2 128 8 64
// MANIFEST-NEXT: arg in memref bf16 4 2 128 2 64
// MANIFEST-NEXT: arg in memref bf16 4 2 128 2 64
// MANIFEST-NEXT: arg out memref bf16 4 2 128 8 64
// MANIFEST-NEXT: arg out memref f32 3 2 8 128
// MANIFEST-NEXT: entry @mla_f16 3 1
// MANIFEST-NEXT: arg in memref f16 4 1 4 64 128
// MANIFEST-NEXT: arg in memref f16 4 1 4 64 128
// MANIFEST-NEXT: arg in memref f16 4 1 4 64 64
// MANIFEST-NEXT: arg out memref f16 4 1 4 64 64
// The cubin's kernels.
// MANIFEST-DAG:  .text.sdpa_fwd_0
// MANIFEST-DAG:  .text.sdpa_fwd_1

// One cubin, built for the chip.
// SM90:     cubin sm_90
// SM90-NOT: cubin
// SM80:     cubin sm_80
// SM80-NOT: cubin

// The pipeline's first GPU pass, attn-select-backend, names the chip.
// SM75: error: attn-select-backend: unsupported chip 'sm_75' (attn's GPU backends need sm_80 or newer)

func.func @gqa_causal(%q: tensor<2x128x8x64xbf16>, %k: tensor<2x128x2x64xbf16>, %v: tensor<2x128x2x64xbf16>)
    -> (tensor<2x128x8x64xbf16>, tensor<2x8x128xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x128x8x64xbf16>, tensor<2x128x2x64xbf16>, tensor<2x128x2x64xbf16>)
      -> (tensor<2x128x8x64xbf16>, tensor<2x8x128xf32>)
  return %out, %lse : tensor<2x128x8x64xbf16>, tensor<2x8x128xf32>
}

func.func @mla_f16(%q: tensor<1x4x64x128xf16>, %k: tensor<1x4x64x128xf16>, %v: tensor<1x4x64x64xf16>)
    -> tensor<1x4x64x64xf16> {
  %out = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<1x4x64x128xf16>, tensor<1x4x64x128xf16>, tensor<1x4x64x64xf16>) -> tensor<1x4x64x64xf16>
  return %out : tensor<1x4x64x64xf16>
}
