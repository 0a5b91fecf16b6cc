#!/usr/bin/env bash
# Nsight Compute profile of attn's generated kernels, on the GPU machine:
# one launch of each kernel named like KERNEL_REGEX (default: the forward,
# sdpa_fwd) in the benchmark configs of each artifact folder, with the
# sections that say what bounds a kernel (speed of light, compute and memory
# workload, warp states and stall reasons, scheduler, occupancy, launch).
#
#   bench/gpu_profile.sh RUNTIME_LIB CONFIGS DIR [DIR...]
#
# RUNTIME_LIB: libattn_runtime.so; CONFIGS: comma-separated benchmark
# configs (bench_causal_s8192,...); each DIR holds their .so files (as
# scripts/gpu-artifacts.sh writes them, one kernel variant per folder).
# Writes $OUT/profile_<basename DIR>.txt (OUT defaults to ./gpu-out).
# SOURCE=1 also samples warp stalls per SASS instruction (SourceCounters)
# and writes them as CSV to $OUT/source_<basename DIR>_<config>.csv.
# Peers: SYSTEMS (default attn) picks gpu_bench.py's systems, e.g. cudnn
# for PyTorch's cuDNN SDPA (KERNEL_REGEX=bprop for its backward); SIDE=jax
# runs gpu_bench_jax.py instead (SYSTEMS=fa3 for FlashAttention-3, with
# KERNEL_NAME_BASE=demangled and KERNEL_REGEX=FlashAttnBwdSm90: its kernels
# are all cutlass::device_kernel<...>; the wheel must be on PYTHONPATH). On
# 2026-12-07 (jax 0.11.2, H100) the JAX process segfaulted under ncu, so
# that mode has produced no profile yet; ncu's failure makes the script
# exit 1.
set -euo pipefail
RUNTIME="${1:?runtime library}"
CONFIGS="${2:?configs}"
shift 2
OUT="${OUT:-gpu-out}"
mkdir -p "$OUT"
command -v ncu > /dev/null || { echo "gpu_profile: no ncu on PATH" >&2; exit 1; }
status=0
IFS=, read -r -a configs <<< "$CONFIGS"
for dir in "$@"; do
  for config in "${configs[@]}"; do
    name="$(basename "$dir")_$config"
    echo "== $name"
    source_args=()
    [ "${SOURCE:-0}" = 1 ] &&
      source_args=(--section SourceCounters --import-source no -f -o "$OUT/$name")
    if [ "${SIDE:-torch}" = jax ]; then
      bench=(python3 "$(dirname "$0")/gpu_bench_jax.py" --artifacts "$dir"
             --out "/tmp/gpu-profile-$name"
             --only "$config" --systems "${SYSTEMS:-fa3}" --iters 3 --warmup 1)
    else
      bench=(python3 "$(dirname "$0")/gpu_bench.py" --artifacts "$dir"
             --runtime "$RUNTIME" --out "/tmp/gpu-profile-$name" --only "$config"
             --systems "${SYSTEMS:-attn}" --iters 3 --warmup 1 --warmup-s 0)
    fi
    if ! ncu --kernel-name-base "${KERNEL_NAME_BASE:-function}" \
        --kernel-name "regex:${KERNEL_REGEX:-sdpa_fwd}" --launch-skip 2 \
        --launch-count "${LAUNCHES:-1}" "${source_args[@]}" \
        --section SpeedOfLight --section ComputeWorkloadAnalysis \
        --section MemoryWorkloadAnalysis --section WarpStateStats \
        --section SchedulerStats --section Occupancy --section LaunchStats \
        --section InstructionStats \
        --metrics "regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor.*_cycles_active\.avg\.pct_of_peak_sustained_active,regex:sm__inst_executed_pipe_.*\.avg\.pct_of_peak_sustained_active,smsp__inst_executed.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,lts__t_sectors_op_red.sum" \
        "${bench[@]}" > "$OUT/profile_$name.txt" 2>&1; then
      echo "gpu_profile: ncu failed for $dir $config (see $OUT/profile_$name.txt)" >&2
      status=1
    fi
    if [ "${SOURCE:-0}" = 1 ]; then
      # (With -o the metrics go to the report, not the log: print them.)
      ncu --import "$OUT/$name.ncu-rep" --print-summary none \
        >> "$OUT/profile_$name.txt" 2>&1 || true
      ncu --import "$OUT/$name.ncu-rep" --page source --csv \
        --print-source sass > "$OUT/source_$name.csv" 2>&1 ||
        echo "gpu_profile: no source page for $name" >&2
    fi
    # The headline numbers, and every stall reason above 0.2 warps per
    # issued instruction.
    grep -E "Context [0-9]+, Stream|Duration|Block Size|Grid Size|Shared Memory Per Block|inst_executed\.sum|wavefronts_mem_shared|sectors_op_red|Compute \(SM\) Throughput|Registers Per|Achieved Occupancy|Issue Slots Busy|Warp Cycles Per Issued|pipe_tensor|pipe_(alu|fma|fmaheavy|xu|lsu|uniform)\.avg" \
      "$OUT/profile_$name.txt" | head -40 || true
    awk '/issue_stalled_/ && $NF + 0 > 0.2 {print}' "$OUT/profile_$name.txt" || true
  done
done
exit "$status"
