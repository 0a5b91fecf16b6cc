// RUN: attn-opt %s -split-input-file --attn-to-gpu -verify-diagnostics
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=sm_75 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=sm_75 2>&1 | grep "error: 'attn" | count 2
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=compute_90 2>&1 | FileCheck %s --check-prefix=COMPUTE90
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=mma=hgmma 2>&1 | FileCheck %s --check-prefix=MMA
// MMA: error: attn-to-gpu: unknown mma 'hgmma' (available: auto, wgmma, mma.sync)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=overlap=yes 2>&1 | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: error: attn-to-gpu: unknown overlap 'yes' (available: auto, on, off)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=producer=maybe 2>&1 | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: error: attn-to-gpu: unknown producer 'maybe' (available: auto, on, off)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=pingpong=1 2>&1 | FileCheck %s --check-prefix=PINGPONG
// PINGPONG: error: attn-to-gpu: unknown pingpong '1' (available: auto, on, off)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=persistent=yes 2>&1 | FileCheck %s --check-prefix=PERSISTENT
// PERSISTENT: error: attn-to-gpu: unknown persistent 'yes' (available: auto, on, off)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-overlap=always 2>&1 | FileCheck %s --check-prefix=BWOVERLAP
// BWOVERLAP: error: attn-to-gpu: unknown backward-overlap 'always' (available: auto, on, off)
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-stages=4 2>&1 | FileCheck %s --check-prefix=BWSTAGES
// BWSTAGES: error: attn-to-gpu: backward-stages must be 2 or 3 (0: per op), got 4
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=heads-per-block=8 2>&1 | FileCheck %s --check-prefix=HEADS
// HEADS: error: attn-to-gpu: heads-per-block must be in [0, 4], got 8

// The ops that --attn-to-gpu rejects (describeKernel and readTileOverride in
// lib/Conversion/AttnToGPU/AttnToGPU.cpp), one case per diagnostic; nothing
// the kernel cannot do exactly is silently dropped. Unless a case says
// otherwise its problem is bf16 bshd, B = 1, S = 64, H = 4, D = 64, and
// everything but the one defect under test is valid for the GPU.

// The chip is checked once per module, before any op: sm_75 has no bf16
// mma.sync / cp.async path, and `compute_*` is not a chip. Every split
// whose ops verify (all but two) fails on the chip alone: no op diagnostic
// (`error: 'attn...`) but the two verifier errors is emitted.
// SM75-COUNT-23: error: attn-to-gpu: unsupported chip 'sm_75' (the generated kernels need sm_80 or newer)
// COMPUTE90-COUNT-23: error: attn-to-gpu: unsupported chip 'compute_90' (the generated kernels need sm_80 or newer)

func.func @f32_operands(%q: tensor<1x64x4x64xf32>, %k: tensor<1x64x4x64xf32>,
                        %v: tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the generated kernels take bf16 or f16 operands, not 'f32' (tensor cores); convert the inputs or use --target=cpu}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
  return %out : tensor<1x64x4x64xf32>
}

// -----

// Mixed element types never reach the pass: the op verifier rejects them
// first (the pass's own "query, key and value must have the same element
// type" check is a second line of defence).
func.func @mixed_element_types(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xf16>,
                               %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op 'key' element type 'f16' differs from 'query' element type 'bf16'}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @thd_layout(%q: tensor<100x4x64xbf16>, %k: tensor<120x2x64xbf16>, %v: tensor<120x2x64xbf16>,
                      %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) -> tensor<100x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the packed 'thd' layout is not supported by the generated kernel yet; use bshd/bhsd/sbhd with seqlens_q/seqlens_kv}}
  %out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd causal = top_left
      : (tensor<100x4x64xbf16>, tensor<120x2x64xbf16>, tensor<120x2x64xbf16>, tensor<3xi32>, tensor<3xi32>)
      -> tensor<100x4x64xbf16>
  return %out : tensor<100x4x64xbf16>
}

// -----

func.func @dropout(%q: tensor<1x4x64x64xf16>, %k: tensor<1x4x64x64xf16>, %v: tensor<1x4x64x64xf16>,
                   %seed: i64, %offset: i64) -> tensor<1x4x64x64xf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: dropout is not supported by the generated kernel yet}}
  %out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bhsd dropout = 0.1
      : (tensor<1x4x64x64xf16>, tensor<1x4x64x64xf16>, tensor<1x4x64x64xf16>, i64, i64)
      -> tensor<1x4x64x64xf16>
  return %out : tensor<1x4x64x64xf16>
}

// -----

func.func @dynamic_query_heads(%q: tensor<1x64x?x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                               %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x?x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: head counts and head dimensions must be static}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x?x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x?x64xbf16>
  return %out : tensor<1x64x?x64xbf16>
}

// -----

// An explicit scale, so that the dynamic head dimension is the only defect.
func.func @dynamic_head_dim(%q: tensor<64x1x4x?xbf16>, %k: tensor<64x1x4x?xbf16>,
                            %v: tensor<64x1x4x64xbf16>) -> tensor<64x1x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: head counts and head dimensions must be static}}
  %out = attn.sdpa %q, %k, %v layout = sbhd scale = 0.125
      : (tensor<64x1x4x?xbf16>, tensor<64x1x4x?xbf16>, tensor<64x1x4x64xbf16>) -> tensor<64x1x4x64xbf16>
  return %out : tensor<64x1x4x64xbf16>
}

// -----

func.func @head_dim_not_multiple_of_16(%q: tensor<1x64x4x40xbf16>, %k: tensor<1x64x4x40xbf16>,
                                       %v: tensor<1x64x4x40xbf16>) -> tensor<1x64x4x40xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: head dimension 40 is not a multiple of 16 up to 256}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x40xbf16>, tensor<1x64x4x40xbf16>, tensor<1x64x4x40xbf16>) -> tensor<1x64x4x40xbf16>
  return %out : tensor<1x64x4x40xbf16>
}

// -----

// MLA: the value head dimension is checked too.
func.func @value_head_dim_not_multiple_of_16(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                             %v: tensor<1x64x4x24xbf16>) -> tensor<1x64x4x24xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: head dimension 24 is not a multiple of 16 up to 256}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x24xbf16>) -> tensor<1x64x4x24xbf16>
  return %out : tensor<1x64x4x24xbf16>
}

// -----

func.func @head_dim_above_256(%q: tensor<1x64x4x272xbf16>, %k: tensor<1x64x4x272xbf16>,
                              %v: tensor<1x64x4x272xbf16>) -> tensor<1x64x4x272xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: head dimension 272 is not a multiple of 16 up to 256}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>) -> tensor<1x64x4x272xbf16>
  return %out : tensor<1x64x4x272xbf16>
}

// -----

// A bias of a third float type (f16 with bf16 operands) is rejected by the op
// verifier before the pass's "bias must be f32 or the operands' element
// type" check.
func.func @f16_bias_bf16_operands(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                  %v: tensor<1x64x4x64xbf16>, %bias: tensor<1x4x64x64xf16>)
    -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op 'bias' element type must be f32 or the query element type 'bf16', got 'f16'}}
  %out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64x64xf16>)
      -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// The dictionary that #attn.tiling replaced is named, not ignored.
func.func @retired_gpu_tile(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                            %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op 'attn.gpu_tile' was replaced by 'attn.tiling = #attn.tiling<warps = .., block_kv = .., stages = .., mma = ..>'}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.gpu_tile = {warps = 4}}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @too_many_warps(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                          %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: warps must be in [1, 8], or 12 with a producer, got 9}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 9>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// Three consumer warpgroups exist only beside a producer.
func.func @twelve_warps_without_producer(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                         %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: warps must be in [1, 8], or 12 with a producer, got 12}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 12, producer = false>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// Three consumer warpgroups have 160 registers per thread: too few for O
// above head dim 128.
func.func @twelve_warps_d256(%q: tensor<1x64x4x256xbf16>, %k: tensor<1x64x4x256xbf16>,
                             %v: tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: three consumer warpgroups (12 warps) hold O in 160 registers per thread: head dims up to 128, not 256 and 256}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 12, producer = true, block_kv = 32, stages = 2>}
      : (tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16>
  return %out : tensor<1x64x4x256xbf16>
}

// -----

// Ping-pong takes turns between two warpgroups only.
func.func @twelve_warps_pingpong(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                 %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: pingpong needs producer, overlap and two consumer warpgroups (8 warps)}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 12, pingpong = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// Nor can the backward take them.
func.func @twelve_warps_backward(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                 %v: tensor<1x64x4x64xbf16>, %o: tensor<1x64x4x64xbf16>,
                                 %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>)
    -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the wgmma kernel takes 4 or 8 warps (whole warpgroups), not 12 (use mma=mma.sync or auto)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      {attn.tiling = #attn.tiling<warps = 12, mma = wgmma>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return %dq, %dk, %dv : tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>
}

// -----

func.func @block_kv_not_multiple_of_16(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                       %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: block_kv must be a multiple of 16 in [16, 128], got 24}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<block_kv = 24>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @block_kv_below_16(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                             %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: block_kv must be a multiple of 16 in [16, 128], got 8}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<block_kv = 8>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @block_kv_above_128(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                              %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: block_kv must be a multiple of 16 in [16, 128], got 144}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<block_kv = 144>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// (0 means "choose": one 16-row tile per warp.)
func.func @three_row_tiles(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                           %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: row_tiles must be 1 or 2, got 3}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 2, row_tiles = 3>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @one_stage(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                     %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: stages must be in [2, 4], got 1}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<stages = 1>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @five_stages(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                       %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: stages must be in [2, 4], got 5}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<stages = 5>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// D = 256 on mma.sync, 4 stages of 128-key tiles: 64 * 264 * 2 + 4 * 128 * (528 + 528)
// = 574464 bytes, more than the 227 KiB of sm_90a (and the 163 KiB of
// sm_80).
// SM80: error: 'attn.sdpa' op cannot be compiled for the GPU: the tile needs 574464 bytes of shared memory, more than sm_80 has (166912); choose fewer warps, a smaller block_kv or fewer stages
func.func @too_much_shared_memory(%q: tensor<1x64x4x256xbf16>, %k: tensor<1x64x4x256xbf16>,
                                  %v: tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the tile needs 574464 bytes of shared memory, more than sm_90a has (232448); choose fewer warps, a smaller block_kv or fewer stages}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<stages = 4, block_kv = 128, mma = mma_sync>}
      : (tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16>
  return %out : tensor<1x64x4x256xbf16>
}

// -----

// Valid for sm_90a (the default chip) on mma.sync: 64 * 264 * 2 + 4 * 32 * 1056 = 168960
// bytes fit in 227 KiB but not in the 163 KiB of sm_80, where the pass
// rejects it.
// SM80: error: 'attn.sdpa' op cannot be compiled for the GPU: the tile needs 168960 bytes of shared memory, more than sm_80 has (166912); choose fewer warps, a smaller block_kv or fewer stages
func.func @shared_memory_fits_sm90_only(%q: tensor<1x64x4x256xbf16>, %k: tensor<1x64x4x256xbf16>,
                                        %v: tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<stages = 4, mma = mma_sync>}
      : (tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>) -> tensor<1x64x4x256xbf16>
  return %out : tensor<1x64x4x256xbf16>
}

// -----

// The backward's own limits (the shared ones are checked on the forward
// above): head dimensions up to 256, above 128 in two column chunks of
// multiples of 16.
func.func @backward_wide(%q: tensor<1x64x4x272xbf16>, %k: tensor<1x64x4x272xbf16>, %v: tensor<1x64x4x272xbf16>, %o: tensor<1x64x4x272xbf16>, %do: tensor<1x64x4x272xbf16>,
                         %lse: tensor<1x4x64xf32>,
                         %q176: tensor<1x64x4x176xbf16>, %k176: tensor<1x64x4x176xbf16>, %v176: tensor<1x64x4x176xbf16>, %o176: tensor<1x64x4x176xbf16>, %do176: tensor<1x64x4x176xbf16>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: head dimension 272 is not a multiple of 16 up to 256}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>, tensor<1x64x4x272xbf16>)
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: head dimensions above 128 are split into two column chunks and must be multiples of 32, got 176 and 176}}
  %s:3 = attn.sdpa_grad %q176, %k176, %v176, %o176, %do176, %lse layout = bshd
      : (tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>, tensor<1x64x4x176xbf16>)
  return
}

// -----

// Every op is checked before anything is generated, so all problems are
// reported at once (a valid op next to them does not stop the search).
func.func @all_reported(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                        %v: tensor<1x64x4x64xbf16>) -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>,
                                                        tensor<1x64x4x64xbf16>) {
  %ok = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: warps must be in [1, 8], or 12 with a producer, got 16}}
  %bad = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 16>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: stages must be in [2, 4], got 8}}
  %worse = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<stages = 8>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %ok, %bad, %worse : tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>
}

// -----

// The backward's tile is set by its warps alone (16 keys each), 4 or 8.
func.func @backward_tile_fields(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op 'attn.tiling' of the backward sets only warps (16 keys each), mma and overlap}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<warps = 4, block_kv = 32>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}

// -----

func.func @backward_warps(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the backward takes 4 or 8 warps, got 2}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<warps = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}

// -----

// wgmma asked for where it cannot run: each is an error that says why.
func.func @wgmma_requests(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
                          %q48: tensor<1x64x4x48xbf16>, %k48: tensor<1x64x4x48xbf16>, %v48: tensor<1x64x4x48xbf16>) {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the wgmma forward takes head dimensions that are multiples of 32 up to 256, not 48 (use mma=mma.sync or auto)}}
  %b = attn.sdpa %q48, %k48, %v48 layout = bshd {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x64x4x48xbf16>, tensor<1x64x4x48xbf16>, tensor<1x64x4x48xbf16>) -> tensor<1x64x4x48xbf16>
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the wgmma kernel has one 16-row tile per warp (use mma=mma.sync or auto)}}
  %c = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<mma = wgmma, row_tiles = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the wgmma kernel takes 4 or 8 warps (whole warpgroups, or 12 with a producer), not 2 (use mma=mma.sync or auto)}}
  %d = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<mma = wgmma, warps = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return
}

// -----

// Head dim 160 has a half block but is wider than 128.
func.func @backward_wgmma_d160(%q: tensor<1x64x4x160xbf16>, %k: tensor<1x64x4x160xbf16>, %v: tensor<1x64x4x160xbf16>,
    %o: tensor<1x64x4x160xbf16>, %do: tensor<1x64x4x160xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the wgmma backward takes head dims of 32, 64, 96 or 128, d_qk 192 with d_v 64 or 128, or head dims of 128 and 256 with one of 256, not 160 and 160 (use mma=mma.sync or auto)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>, tensor<1x64x4x160xbf16>)
  return
}

// -----

// The wgmma backward keeps dK and dV whole in registers: d_qk 192 with
// d_v 192 would take 192 of them.
func.func @backward_wgmma_d192(%q: tensor<1x64x4x192xbf16>, %k: tensor<1x64x4x192xbf16>, %v: tensor<1x64x4x192xbf16>,
    %o: tensor<1x64x4x192xbf16>, %do: tensor<1x64x4x192xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the wgmma backward takes head dims of 32, 64, 96 or 128, d_qk 192 with d_v 64 or 128, or head dims of 128 and 256 with one of 256, not 192 and 192 (use mma=mma.sync or auto)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>, tensor<1x64x4x192xbf16>)
  return
}

// -----

// d_v 256 with d_qk 64: column chunks of 32 would not be whole blocks.
func.func @backward_wgmma_v256(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x256xbf16>,
    %o: tensor<1x64x4x256xbf16>, %do: tensor<1x64x4x256xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the wgmma backward takes head dims of 32, 64, 96 or 128, d_qk 192 with d_v 64 or 128, or head dims of 128 and 256 with one of 256, not 64 and 256 (use mma=mma.sync or auto)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x256xbf16>)
  return
}

// -----

// mma=auto keeps the backward at head dim 256 on mma.sync, which has no
// overlapped step.
func.func @backward_overlap_auto_d256(%q: tensor<1x64x4x256xbf16>, %k: tensor<1x64x4x256xbf16>, %v: tensor<1x64x4x128xbf16>,
    %o: tensor<1x64x4x128xbf16>, %do: tensor<1x64x4x128xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: overlap needs the wgmma backward (mma=auto keeps head dim 256, and head dims above 128 with 4 warps, on mma.sync; ask for mma=wgmma)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<overlap = true>}
      : (tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x128xbf16>, tensor<1x64x4x128xbf16>, tensor<1x64x4x128xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x256xbf16>, tensor<1x64x4x256xbf16>, tensor<1x64x4x128xbf16>)
  return
}

// -----

// The overlapped wgmma forward with cp.async loads keeps V of the previous
// key tile while the next one loads: two stages are not enough.
func.func @overlap_two_stages(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                              %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: overlap keeps the previous tile's V while the next tile loads: it needs 3 or more stages, got 2}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<overlap = true, stages = 2, producer = false>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @overlap_mma_sync(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                            %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: overlap needs the wgmma kernel}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<overlap = true, mma = mma_sync>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// The TMA producer copies whole tiles: it cannot stop at a valid length.
func.func @producer_seqlens(%q: tensor<2x64x4x64xbf16>, %k: tensor<2x64x4x64xbf16>,
                            %v: tensor<2x64x4x64xbf16>, %lens: tensor<2xi32>) -> tensor<2x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: producer loads whole tiles with TMA, which cannot stop at seqlens_q/seqlens_kv; use producer=off with padding}}
  %out = attn.sdpa %q, %k, %v seqlens_kv(%lens) layout = bshd {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2xi32>) -> tensor<2x64x4x64xbf16>
  return %out : tensor<2x64x4x64xbf16>
}

// -----

// TMA copies whole 64-column blocks: a head dim with a half block would
// leave the mbarrier's byte count short of the box.
func.func @producer_half_block(%q: tensor<1x64x4x96xbf16>, %k: tensor<1x64x4x96xbf16>,
                               %v: tensor<1x64x4x96xbf16>) -> tensor<1x64x4x96xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: producer loads whole 64-column blocks with TMA, so it takes head dimensions that are multiples of 64, not 96 and 96}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = true, mma = wgmma>}
      : (tensor<1x64x4x96xbf16>, tensor<1x64x4x96xbf16>, tensor<1x64x4x96xbf16>) -> tensor<1x64x4x96xbf16>
  return %out : tensor<1x64x4x96xbf16>
}

// -----

func.func @producer_mma_sync(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                             %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: producer needs the wgmma kernel}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = true, mma = mma_sync>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// Turn-taking pairs two consumer warpgroups that each issue an iteration's
// two products at once.
func.func @pingpong_without_overlap(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                    %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: pingpong needs producer, overlap and two consumer warpgroups (8 warps)}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = true, overlap = false, pingpong = true, warps = 8>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @pingpong_one_warpgroup(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                  %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: pingpong needs producer, overlap and two consumer warpgroups (8 warps)}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = true, overlap = true, pingpong = true, warps = 4>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// The producer is one more warpgroup beside whole consumer warpgroups.
func.func @producer_warps(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                          %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: the wgmma kernel takes 4 or 8 warps (whole warpgroups, or 12 with a producer), not 2 (use mma=mma.sync or auto)}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = true, mma = wgmma, warps = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @backward_producer(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op 'attn.tiling' of the backward sets only warps (16 keys each), mma and overlap}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}

// -----

// The backward's overlapped form is a form of the wgmma kernel.
func.func @backward_overlap(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: overlap needs the wgmma backward}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<mma = mma_sync, overlap = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}


// -----

// block_q (the CPU's query tile) must agree with the rows the GPU kernel's
// warps and row tiles hold: 16·4·1 = 64 here.
func.func @block_q_disagrees(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                             %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: block_q 32 disagrees with the kernel's 16·warps·row_tiles / heads = 64 rows}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<block_q = 32, warps = 4, row_tiles = 1, mma = mma_sync>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @backward_block_q(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op 'attn.tiling' of the backward sets only warps (16 keys each), mma and overlap}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<block_q = 64>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}

// -----

// GQA packing (#attn.tiling heads): one warpgroup per query head of a KV
// head's group, sharing the block's K/V tiles. Each request the kernel
// cannot meet is an error.
func.func @heads_not_dividing_group(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                                    %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads must divide the group size Hq / Hkv = 4, got 3}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 3>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @heads_too_many(%q: tensor<1x64x8x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                          %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x8x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads must be in [1, 4], got 8}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 8>}
      : (tensor<1x64x8x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x8x64xbf16>
  return %out : tensor<1x64x8x64xbf16>
}

// -----

func.func @heads_on_mma_sync(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                             %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads > 1 (GQA packing) needs the wgmma forward}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 2, mma = mma_sync>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @heads_with_producer(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                               %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads > 1 (GQA packing) runs without a producer}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 2, producer = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @heads_with_other_warps(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                                  %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads = 2 takes one warpgroup per head: warps must be 8, got 4}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 2, warps = 4>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// The block's heads walk one range of key tiles, which a mask_mod that
// reads the head could make differ.
func.func @heads_with_head_mask_mod(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                                    %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads > 1 (GQA packing) needs one key range for the block's heads, and the mask_mod reads the head index}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c16 = arith.constant 16 : index
        %w = arith.muli %h, %c16 : index
        %lo = arith.subi %i, %w : index
        %ok = arith.cmpi sge, %j, %lo : index
        attn.yield %ok : i1
      }
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @backward_heads(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op 'attn.tiling' of the backward sets only warps (16 keys each), mma and overlap}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<heads = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}

// -----

// Four heads are four warpgroups, 128 registers a thread: too few for the
// accumulators above head dim 128.
func.func @heads_four_wide(%q: tensor<1x64x4x256xbf16>, %k: tensor<1x64x1x256xbf16>,
                           %v: tensor<1x64x1x256xbf16>) -> tensor<1x64x4x256xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: heads = 4 (16 warps, 128 registers a thread) takes head dims up to 128, not 256 and 256}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 4>}
      : (tensor<1x64x4x256xbf16>, tensor<1x64x1x256xbf16>, tensor<1x64x1x256xbf16>) -> tensor<1x64x4x256xbf16>
  return %out : tensor<1x64x4x256xbf16>
}

// -----

// With packed heads a block covers 64 rows of each head.
func.func @heads_block_q(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                         %v: tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: block_q 128 disagrees with the kernel's 16·warps·row_tiles / heads = 64 rows}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<heads = 2, block_q = 128>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// The persistent scheduler hands the query tile from one work item to the
// next through the producer's barriers: it needs the producer kernel.
func.func @persistent_without_producer(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                       %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: persistent needs the producer kernel (producer = true)}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<producer = false, persistent = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @backward_persistent(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
    %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op 'attn.tiling' of the backward sets only warps (16 keys each), mma and overlap}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<persistent = true>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return
}
