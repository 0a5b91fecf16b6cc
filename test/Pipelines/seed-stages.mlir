// RUN: attn-opt %attn_src_root/examples/seed_gqa_swa_naive.mlir --attn-raise-pipeline | FileCheck %s --check-prefix=RAISED
// RUN: attn-opt %attn_src_root/examples/seed_gqa_swa_naive.mlir --attn-raise-pipeline --attn-select-backend=backend=auto | FileCheck %s --check-prefix=SELECTED
// RUN: attn-opt %attn_src_root/examples/seed_gqa_swa_naive.mlir --attn-raise-pipeline --attn-tile -cse | FileCheck %s --check-prefix=TILED
// RUN: attn-opt %attn_src_root/examples/seed_gqa_swa_naive.mlir --attn-raise-pipeline --attn-tile --attn-to-cpu | FileCheck %s --check-prefix=LOWERED

// The seed's naive baseline (examples/seed_gqa_swa_naive.mlir: B=2, S=4096,
// 128 query heads over 8 KV heads, causal window of 128) stage by stage.

// 1. Raised: one attn.sdpa with the window the mask spelled.
// RAISED:     attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd causal = top_left window = [128, 0]
// RAISED-NOT: linalg.generic

// 2. On the GPU path, the backend chosen for it (both, under auto on sm_90a).
// SELECTED:   attn.sdpa {{.+}} {attn.backend = "auto"}

// 3. Tiled: 2 x 128 x 64 query tiles; each walks only the keys of its
// window (attn.band_keys with the band), 16 query heads per KV head.
// TILED:      scf.parallel (%{{.+}}, %[[H:.+]], %{{.+}}) = (%c0, %c0, %c0) to (%c2, %c128, %{{.+}})
// TILED:        %[[KVH:.+]] = arith.divui %[[H]], %c16
// TILED:        attn.online_init {{.+}} -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 128, head_dim_v = 128>
// TILED:        %[[LO:.+]], %[[HI:.+]] = attn.band_keys #attn.band<left = 128, right = 0> rows [
// TILED:        scf.for %{{.+}} = %[[LO]] to %[[HI]] step %c32
// TILED:          attn.online_step {{.+}} at [%{{.+}}, %[[H]], %[[KVH]]] {{.+}} band = #attn.band<left = 128, right = 0> layout = bshd
// TILED:        attn.online_finish

// 4. On the CPU: loops and vector code on stack tiles, no attn op left.
// LOWERED:     scf.parallel
// LOWERED:       memref.alloca_scope
// LOWERED:         vector.fma
// LOWERED-NOT: attn.
