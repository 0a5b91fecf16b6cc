// REQUIRES: ptxas
//
// The backward kernels through LLVM's NVPTX backend and ptxas, sm_90a and
// sm_80: they assemble, the main kernel stays within 255 registers (one
// block of 8 warps per SM for the dense D = 128 case, two of 4 warps
// (minctasm 2) for the D = 64 window), and the row kernels are small.
// sm_90a adds dQ as vector reductions (PTX 8.1).
//
// sm_90a takes the wgmma main kernel by default. Without the overlapped
// step and with every k-step's descriptor an operand of its own (both
// defaults off), its D = 128 causal kernel spills 64/68 bytes
// (stores/loads) next to its 128 accumulator registers of dK and dV, the
// others nothing.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-overlap=off inline-descriptor-offsets=false backward-dq=reductions" -o %t.wg.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.wg.mlir -o %t.wg.ptx
// RUN: FileCheck %s --input-file=%t.wg.ptx --check-prefix=WG
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.wg.ptx -o %t.wg.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255:72 sdpa_bwd_1:255 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// backward-overlap=on (inline-descriptor-offsets=false): the D = 128
// causal kernel spills 68/72 bytes (84/88 with dV and dK issued together
// before the dSᵀ barrier and dQ after their wait)
// (Sᵀ's and dPᵀ's accumulators are live together; the step's load and dSᵀ
// store addresses come from attn_nv.thread_id in the loop, without which
// it spilled 100), the others nothing; dQ
// by bulk reductions where it fits (D = 128; the D = 64 window, one
// warpgroup), per-thread reductions where it does not (two warpgroups at
// D = 64).
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-overlap=on inline-descriptor-offsets=false backward-dq=reductions backward-stages=2" -o %t.ovl.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.ovl.mlir -o %t.ovl.ptx
// RUN: FileCheck %s --input-file=%t.ovl.ptx --check-prefix=OVL
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ovl.ptx -o %t.ovl.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255:72 sdpa_bwd_1:255 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// inline-descriptor-offsets (the default): each product's k16 descriptors
// enter the asm as one base register per tile, the steps' offsets added
// inside; the loop-invariant K, V and dSᵀ descriptors no longer hold 16
// registers each across the loop. No main kernel spills, with or without
// the overlapped step (the default; the D = 128 causal one: 236 registers
// without it, 244 with it, 236 before dQ moved ahead of dK).
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-overlap=off backward-dq=reductions" -o %t.inl.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.inl.mlir -o %t.inl.ptx
// RUN: FileCheck %s --input-file=%t.inl.ptx --check-prefix=INL
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.inl.ptx -o %t.inl.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:240 sdpa_bwd_1:255 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// The defaults (all of the above on, backward-dq=auto): the D = 64 window
// (grad64) takes the query-major dQ kernel, the others reductions, and the
// wgmma ones with the overlapped step pipeline their steps (three stages):
// no spills either.
// RUN: attn-opt %s --attn-cuda-pipeline=format=isa -o %t.inlovl.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.inlovl.mlir -o %t.inlovl.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.inlovl.ptx -o %t.inlovl.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:248 sdpa_bwd_1:255 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:200 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// The query-major dQ kernel with one K/V buffer, told to fit three blocks
// where its shared memory lets them, keeps within the 168 registers that
// leaves, without spills: on wgmma (sdpa_bwd_dq_1) and on mma.sync
// (deterministic, sm_80, whose 164 KiB fit two blocks of padded tiles at
// head dim 128, sdpa_bwd_dq_0, and three at 64).
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-dq-stages=1" -o %t.dqs1.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.dqs1.mlir -o %t.dqs1.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.dqs1.ptx -o %t.dqs1.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:248 sdpa_bwd_1:255 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:168 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa deterministic-backward=true backward-dq-stages=1 chip=sm_80" -o %t.dqs1det80.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.dqs1det80.mlir -o %t.dqs1det80.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_80 -v %t.dqs1det80.ptx -o %t.dqs1det80.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_1:255 sdpa_bwd_2:255 \
// RUN:       sdpa_bwd_dq_0:255 sdpa_bwd_dq_1:168 sdpa_bwd_dq_2:168 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_dq_3:168 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// The mma.sync main kernel: the causal main kernels keep their
// heaviest-first block coordinates in registers, which costs sdpa_bwd_1
// 36/44 and sdpa_bwd_2 20/24 bytes of spills on sm_90a and sdpa_bwd_1 16/16
// on sm_80: accepted, since starting the heaviest key tiles first cut the
// dense causal backward on the H200 from 12.5 to 11.0 ms. sdpa_bwd_2
// (seqlens_q) spills 12/12 bytes on sm_80 since delta past the valid
// length is zero-filled.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=mma.sync backward-dq=reductions" -o %t.sm_90a.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.sm_90a.mlir -o %t.sm_90a.ptx
// RUN: FileCheck %s --input-file=%t.sm_90a.ptx --check-prefix=PTX
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.sm_90a.ptx -o %t.sm_90a.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255:8 sdpa_bwd_1:255:44 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255:24 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// The deterministic mode (dQ by a query-major kernel, no reductions) on
// both chips: nothing spills.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa deterministic-backward=true" -o %t.det90.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.det90.mlir -o %t.det90.ptx
// RUN: FileCheck %s --input-file=%t.det90.ptx --check-prefix=DET
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.det90.ptx -o %t.det90.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_1:255 sdpa_bwd_2:255 \
// RUN:       sdpa_bwd_dq_0:200 \
// RUN:       sdpa_bwd_dq_1:200 sdpa_bwd_dq_2:200 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_dq_3:200 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa deterministic-backward=true chip=sm_80" -o %t.det80.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.det80.mlir -o %t.det80.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_80 -v %t.det80.ptx -o %t.det80.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_1:255 sdpa_bwd_2:255 \
// RUN:       sdpa_bwd_dq_0:200 \
// RUN:       sdpa_bwd_dq_1:200 sdpa_bwd_dq_2:200 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_dq_3:200 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa chip=sm_80" -o %t.sm_80.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.sm_80.mlir -o %t.sm_80.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_80 -v %t.sm_80.ptx -o %t.sm_80.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255:8 sdpa_bwd_1:255:16 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255:16 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_dsink_2:48 \
// RUN:       sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40 sdpa_bwd_dbias_init_3:32 sdpa_bwd_dbias_3:32

// The wgmma main kernel: Sᵀ and dPᵀ as m64n64 (64 keys x 64 rows), dV and
// dK as m64n128 with register A, dQ as m64n64 with dSᵀ read M-major
// (transposed A) and K N-major; fences before the tensor cores read what
// cp.async and the threads wrote.
// WG-LABEL: .entry sdpa_bwd_0(
// WG:         .maxntid 256, 1, 1
// WG-DAG:     fence.proxy.async.shared::cta;
// WG-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.+}}, attn_zd, 1, 1, 0, 0;
// WG-DAG:     wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.+}}, attn_one, 1, 1, 1;
// WG-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.+}}, attn_zd, 1, 1, 1, 1;
// WG-DAG:     red.global.add.v2.f32
// WG-NOT:     ldmatrix
// WG-LABEL: .entry sdpa_bwd_dq_0(

// The overlapped wgmma main kernel: the warpgroup's named barrier before
// one thread's bulk reduction of a 16 KiB dQ block; the step's barrier
// waits until the last reductions have read the stage; the kernel waits for
// them to finish.
// OVL-LABEL: .entry sdpa_bwd_0(
// OVL:         bar.sync {{%r[0-9]+}}, 128;
// OVL:         cp.async.bulk.wait_group.read 0;
// OVL-NEXT:    bar.sync 0;
// OVL:         cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [{{%rd[0-9]+}}], [{{%rd[0-9]+}}], 16384;
// OVL-NEXT:    // end inline asm
// OVL-NEXT:    cp.async.bulk.commit_group;
// OVL:         cp.async.bulk.wait_group 0;
// OVL-NOT:     red.global
// OVL-LABEL: .entry sdpa_bwd_dq_0(
// OVL-LABEL: .entry sdpa_bwd_1(
// OVL:         bar.sync 1, 128;
// OVL:         cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32
// OVL-LABEL: .entry sdpa_bwd_dq_1(
// OVL-LABEL: .entry sdpa_bwd_2(
// OVL-NOT:     cp.reduce.async.bulk
// OVL:         red.global.add.v2.f32
// OVL-LABEL: .entry sdpa_bwd_dq_2(

// Inlined offsets: Sᵀ's 8 steps take the K and Q tiles' bases and add
// the steps' offsets (2 per 32 bytes of k, a whole 64-column block of 128
// or 64 rows every fourth step) into the scratch registers.
// INL-LABEL: .entry sdpa_bwd_0(
// INL:         .reg .b64 attn_da, attn_db;
// INL:         wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.+}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, attn_zd, 1, 1, 0, 0;
// INL-NEXT:    add.s64 attn_da, {{%rd[0-9]+}}, 2;
// INL-NEXT:    add.s64 attn_db, {{%rd[0-9]+}}, 2;
// INL-NEXT:    wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.+}}, attn_da, attn_db, attn_one, 1, 1, 0, 0;
// INL:         add.s64 attn_da, {{%rd[0-9]+}}, 1024;
// INL-NEXT:    add.s64 attn_db, {{%rd[0-9]+}}, 512;
// INL-LABEL: .entry sdpa_bwd_dq_0(

// The mma.sync main kernel: 4-byte cp.async for lse/delta, tensor-core
// products, f32 atomics for dQ, the scaled accumulator converted in the dq
// kernel.
// PTX-LABEL: .entry sdpa_bwd_0(
// PTX:         .maxntid 256, 1, 1
// PTX:         cp.async.ca.shared.global [{{.+}}], [{{.+}}], 4, {{.+}};
// PTX:         ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX:         mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX:         red.global.add.v2.f32
// PTX-LABEL: .entry sdpa_bwd_dq_0(
// PTX:         cvt.rn.bf16x2.f32

// Deterministic: no reductions or atomics anywhere; the dQ kernel runs the
// three products of its key tiles on tensor cores: on sm_90a as wgmma (S
// and dP m64n64 from shared memory, dQ m64n128 with dS from registers).
// DET-NOT:       {{^[[:space:]]*red\.}}
// DET-NOT:       atom.global
// (LLVM may rotate the key loop, placing dQ's product before S and dP's.)
// DET-LABEL: .entry sdpa_bwd_dq_0(
// DET-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// DET-DAG:     wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd
// DET-DAG:     wgmma.wait_group.sync.aligned 1;
// DET:         cvt.rn.bf16x2.f32
// DET-NOT:       {{^[[:space:]]*red\.}}
// DET-NOT:       atom.global
func.func @grad128(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>, %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}
func.func @grad64(%q: tensor<1x200x4x64xf16>, %k: tensor<1x200x4x64xf16>, %v: tensor<1x200x4x64xf16>, %o: tensor<1x200x4x64xf16>, %do: tensor<1x200x4x64xf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd window = [32, 0]
      : (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>)
  return %dq, %dk, %dv : tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>
}
func.func @dsink(%q: tensor<2x200x8x64xbf16>, %k: tensor<2x200x2x64xbf16>, %v: tensor<2x200x2x64xbf16>,
                 %o: tensor<2x200x8x64xbf16>, %do: tensor<2x200x8x64xbf16>, %lse: tensor<2x8x200xf32>,
                 %sink: tensor<8xf32>, %lq: tensor<2xi32>)
    -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<8xf32>) {
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse sink(%sink) seqlens_q(%lq) layout = bshd causal = top_left softmax = learnable
      : (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x8x64xbf16>, tensor<2x200x8x64xbf16>, tensor<2x8x200xf32>, tensor<8xf32>, tensor<2xi32>)
      -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>) d_sink(tensor<8xf32>)
  return %dq, %dk, %dv, %ds : tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<8xf32>
}

// d_bias of a full bias: the main kernel adds dS by f32 reductions, the
// dbias_init and dbias kernels zero and round the f32 accumulator. Each
// element gets a single addition onto zero, so the deterministic mode keeps
// it.
// DET-LABEL: .entry sdpa_bwd_3(
// DET:         red.global.add.f32
// WG-LABEL: .entry sdpa_bwd_3(
// WG:         red.global.add.f32
// WG-LABEL: .entry sdpa_bwd_dbias_init_3(
// WG-LABEL: .entry sdpa_bwd_dbias_3(
// WG:         cvt.rn.f16.f32
func.func @dbias(%q: tensor<1x200x4x64xf16>, %k: tensor<1x200x4x64xf16>, %v: tensor<1x200x4x64xf16>, %o: tensor<1x200x4x64xf16>, %do: tensor<1x200x4x64xf16>, %lse: tensor<1x4x200xf32>, %bias: tensor<1x4x200x200xf16>)
    -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x4x200x200xf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = top_left
      : (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x4x200xf32>, tensor<1x4x200x200xf16>)
      -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>) d_bias(tensor<1x4x200x200xf16>)
  return %dq, %dk, %dv, %db : tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x4x200x200xf16>
}
