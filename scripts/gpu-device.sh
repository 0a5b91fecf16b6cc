#!/usr/bin/env bash
# THE one command for the GPU machine. Run from the repository root, with
# gpu-artifacts/ (made here by scripts/gpu-artifacts.sh) carried along and
# $OUT set to the folder whose files come back:
#
#   scripts/gpu-device.sh
#
# 1. builds the runtime (cmake -S runtime -B /tmp/rt -G Ninja, Release);
# 2. runs the correctness suite (test/GPU/run_gpu_suite.py) -> $OUT/suite.json,
#    $OUT/suite.log; a crash, hang or lost CUDA context resumes after the case;
# 3. compute-sanitizer memcheck, racecheck and synccheck on 2 small cases ->
#    $OUT/sanitize_{memcheck,racecheck,synccheck}.log;
# 4. the benchmarks: bench/gpu_bench.py (PyTorch side) and
#    bench/gpu_bench_jax.py (JAX side, own process: JAX's cuDNN attention and
#    FlashAttention-3 from a wheel in $ARTIFACTS/whl) -> $OUT/bench_*.json;
# 5. bench/gpu_report.py -> $OUT/benchmarks_rows.md, $OUT/tflops_vs_seqlen.png
#    (and _d64.png, _d256.png for the other head dims' sweeps) and a short
#    summary table, printed last; then everything else goes
#    into $OUT/all.tgz (the device tool returns at most 8 files).
#
# Exit status: 0 when every step passed; 1 when one failed: a non-zero exit
# of any step (runtime build, smoke tests, suite, bench scripts -- a wrong
# benchmark result is one --, report), a time limit hit, or a sanitizer
# reporting errors (its exit code or a non-zero error count in its summary
# line). The summary is printed all the same; the last line names the
# failed steps (also appended to $OUT/summary.txt).
#
# Environment: SKIP_SUITE=1, SKIP_BENCH=1, SKIP_SANITIZE=1, SKIP_JAX=1,
# SUITE_SET=fuzz (run the artifacts' fuzz set, scripts/gpu-artifacts.sh
# FUZZ_CASES=N, instead of the suite), SUITE_LIMIT=<s> (default 260),
# BENCH_SYSTEMS=attn,cudnn,flash,flex (PyTorch-side systems to time), ONLY=<case[,case]>
# (suite and sanitizers), BENCH_ONLY=<config[,config]>, SEED=<n>,
# TOTAL_BUDGET=<s> (default 450: every step's time limit comes out of it),
# JAX_BUDGET=<s> (the JAX side's limit, default 150),
# ARTIFACTS (default gpu-artifacts), RT_BUILD (default /tmp/rt), PYTHON,
# RUNTIME_LIB=<path> (use this runtime, build nothing: no step 1 and no
# smoke tests), BINDING=<path> (the runtime's Python binding for the suite
# and the PyTorch bench; default runtime/python/attn_runtime.py). Without a
# GPU: DEVICE=cpu RUNTIME_LIB=mock BINDING=test/GPU/mock_runtime.py
# SKIP_BENCH=1 runs the suite against the mock runtime
# (test/GPU/gpu-device-exit.test).
set -uo pipefail
export PYTHONUNBUFFERED=1
export XLA_PYTHON_CLIENT_PREALLOCATE=false

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1
OUT="${OUT:-$ROOT/gpu-out}"
mkdir -p "$OUT"
ART="${ARTIFACTS:-$ROOT/gpu-artifacts}"
# Sets carried as archives (scripts/gpu-artifacts.sh writes <set>.tgz):
# unpacked where their folder is missing.
for archive in "$ART"/*.tgz; do
  [ -f "$archive" ] || continue
  [ -d "${archive%.tgz}" ] && continue
  tar xzf "$archive" -C "$ART" || { echo "gpu-device: cannot unpack $archive" >&2; exit 1; }
done
RT_BUILD="${RT_BUILD:-/tmp/rt}"
PY="${PYTHON:-python3}"
TOTAL_BUDGET="${TOTAL_BUDGET:-450}"
SEED="${SEED:-$(( (RANDOM << 15) | RANDOM ))}"
ONLY="${ONLY:-}"
BENCH_ONLY="${BENCH_ONLY:-}"
DEVICE="${DEVICE:-cuda}"          # cpu only to test this script without a GPU
BUILD_JOBS="${BUILD_JOBS:-8}"
# Time kept back for the later steps when a step's limit is computed.
RESERVE_BENCH=200
[ "${SKIP_BENCH:-0}" = 1 ] && RESERVE_BENCH=0
RESERVE_SAN=90
{ [ "${SKIP_SANITIZE:-0}" = 1 ] || [ "${SKIP_SUITE:-0}" = 1 ]; } && RESERVE_SAN=0
STEPS=()
FAILED=()   # "step (rc=N)" of every step that failed
BINDING_ARGS=()
[ -n "${BINDING:-}" ] && BINDING_ARGS=(--binding "$BINDING")

log() { echo "[gpu-device +${SECONDS}s] $*"; }
left() { echo $(( TOTAL_BUDGET - SECONDS )); }
# cap VALUE: min(VALUE, time left - RESERVE), at least 10 s.
cap() {
  local want="$1" reserve="${2:-0}" l
  l=$(( $(left) - reserve ))
  [ "$l" -lt "$want" ] && want="$l"
  [ "$want" -lt 10 ] && want=10
  echo "$want"
}
# step NAME RC SECONDS [NOTE]: records a step; RC "-" is a step that did
# not run (skipped, tool missing), any other non-zero RC a failure.
step() {
  STEPS+=("$(printf '%-22s rc=%-4s %4ss  %s' "$1" "$2" "$3" "${4:-}")")
  if [ "$2" != 0 ] && [ "$2" != - ]; then FAILED+=("$1 (rc=$2)"); fi
}

log "repo $ROOT, artifacts $ART, out $OUT, seed $SEED, budget ${TOTAL_BUDGET}s"
{
  echo "== nvidia-smi"; nvidia-smi 2>&1 | head -20
  echo "== python"; "$PY" -c 'import sys; print(sys.version)' 2>&1
  echo "== torch"; "$PY" -c 'import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available() and torch.cuda.get_device_name())' 2>&1 | tail -1
  echo "== jax"; "$PY" -c 'import jax; print(jax.__version__)' 2>&1 | tail -1
  echo "== compute-sanitizer"; compute-sanitizer --version 2>&1 | tail -1
  echo "== artifacts"; cat "$ART/BUILD_INFO" 2>&1
} > "$OUT/env.txt" 2>&1
head -c 3000 "$OUT/env.txt"

# ---------------------------------------------------------------- 1. runtime
t0=$SECONDS
GEN=(-DCMAKE_BUILD_TYPE=Release)
command -v ninja > /dev/null 2>&1 && GEN+=(-G Ninja)
# The cuDNN backend: this machine's headers if it has them, else the ones
# carried in the artifacts; the library is found at run time (by soname,
# shared with PyTorch/JAX in their processes, or ATTN_CUDNN_LIBRARY).
for dir in "${CUDA_HOME:-/usr/local/cuda}/include" "$ART/cudnn-include"; do
  if [ -f "$dir/cudnn_graph.h" ]; then
    GEN+=("-DATTN_CUDNN_INCLUDE_DIR=$dir"); break
  fi
done
if [ -z "${ATTN_CUDNN_LIBRARY:-}" ]; then
  ATTN_CUDNN_LIBRARY="$("$PY" - 2>/dev/null <<'PYEOF'
import glob, os
try:
    import nvidia.cudnn as package
    for directory in package.__path__:
        found = sorted(glob.glob(os.path.join(directory, 'lib', 'libcudnn.so.9*')))
        if found:
            print(found[0])
            break
except Exception:
    pass
PYEOF
)"
  [ -n "$ATTN_CUDNN_LIBRARY" ] && export ATTN_CUDNN_LIBRARY
fi
log "cuDNN: headers ${GEN[*]}, library ${ATTN_CUDNN_LIBRARY:-by soname}"
if [ -n "${RUNTIME_LIB:-}" ]; then
  LIB="$RUNTIME_LIB"
  log "runtime: $LIB (RUNTIME_LIB: not built here)"
  step runtime-build - 0 "skipped: RUNTIME_LIB=$LIB"
else
rm -rf "$RT_BUILD"
rc=0
{ cmake -S runtime -B "$RT_BUILD" "${GEN[@]}" &&
  cmake --build "$RT_BUILD" -j "$BUILD_JOBS"; } > "$OUT/runtime-build.log" 2>&1 || rc=$?
LIB="$RT_BUILD/libattn_runtime.so"
[ -f "$LIB" ] || LIB="$(find "$RT_BUILD" -name 'libattn_runtime.so' 2>/dev/null | head -n1)"
if [ -z "$LIB" ] || [ ! -f "$LIB" ]; then
  log "runtime build FAILED (rc=$rc); see runtime-build.log:"
  tail -n 30 "$OUT/runtime-build.log"
  LIB="$RT_BUILD/libattn_runtime.so"
  [ "$rc" = 0 ] && rc=1  # no library is a failure whatever cmake said
  step runtime-build "$rc" $((SECONDS - t0)) "no libattn_runtime.so"
else
  log "runtime: $LIB"
  step runtime-build "$rc" $((SECONDS - t0)) "$LIB"
  # Smoke test without Python: load one module (its cubin) and list it.
  smoke="$ART/suite/mha_bf16_d64.so"
  if [ -x "$RT_BUILD/bin/attn-module-info" ] && [ -f "$smoke" ]; then
    timeout -k 5 60 "$RT_BUILD/bin/attn-module-info" "$smoke" \
      > "$OUT/smoke.log" 2>&1
    step smoke-module-info $? 0 "$(tail -n1 "$OUT/smoke.log" | cut -c1-80)"
    # One launch with the runtime alone (no framework in the process).
    ATTN_RUNTIME_TRACE=1 timeout -k 5 60 "$PY" test/GPU/smoke_invoke.py \
      "$LIB" "$smoke" >> "$OUT/smoke.log" 2>&1
    step smoke-invoke $? 0 "$(tail -n1 "$OUT/smoke.log" | cut -c1-80)"
    ATTN_RUNTIME_TRACE=1 timeout -k 5 90 "$PY" test/GPU/smoke_invoke.py \
      "$LIB" "$smoke" --with-torch >> "$OUT/smoke.log" 2>&1
    step smoke-invoke-torch $? 0 "$(tail -n1 "$OUT/smoke.log" | cut -c1-80)"
  fi
fi
fi  # RUNTIME_LIB

# ---------------------------------------------------------------- 2. suite
if [ "${SKIP_SUITE:-0}" != 1 ]; then
  t0=$SECONDS
  rm -f "$OUT/suite.json" "$OUT/suite.inprogress" "$OUT/suite.hang"
  args=(--artifacts "$ART/${SUITE_SET:-suite}" --runtime "$LIB" --out "$OUT" --seed "$SEED"
        --device "$DEVICE" ${BINDING_ARGS[@]+"${BINDING_ARGS[@]}"})
  [ -n "$ONLY" ] && args+=(--only "$ONLY")
  rc=0
  for attempt in 1 2 3 4 5; do
    extra=(--case-timeout "${CASE_TIMEOUT:-90}")
    [ "$attempt" -gt 1 ] && extra+=(--resume)
    limit=$(cap "${SUITE_LIMIT:-260}" $((RESERVE_BENCH + RESERVE_SAN)))
    log "suite (attempt $attempt, limit ${limit}s)"
    timeout -k 5 "$limit" "$PY" test/GPU/run_gpu_suite.py "${args[@]}" "${extra[@]}" \
      2>&1 | tee -a "$OUT/suite.log"
    rc=${PIPESTATUS[0]}
    case "$rc" in
      0|1|2) break ;;
      124|137) log "suite ran past its time limit"; break ;;
      *) log "suite process ended with $rc; resuming after the case it was on" ;;
    esac
  done
  step suite "$rc" $((SECONDS - t0)) "$(tail -n1 "$OUT/suite.log" | cut -c1-90)"
fi

# ---------------------------------------------------------------- 3. sanitizers
if [ "${SKIP_SANITIZE:-0}" != 1 ] && [ "${SKIP_SUITE:-0}" != 1 ]; then
  if command -v compute-sanitizer > /dev/null 2>&1; then
    san="${SANITIZE_CASES:-}"
    if [ -z "$san" ]; then
      pick=()
      if [ -n "$ONLY" ]; then IFS=, read -r -a prefs <<< "$ONLY"; else
        prefs=(odd_77_bf16_causal pad_bf16_causal_br br_bf16_sq_gt_skv \
               mha_bf16_d64 tiny_3x5_bf16_causal mha_f16_d64); fi
      for c in ${prefs[@]+"${prefs[@]}"}; do
        [ -f "$ART/suite/$c.so" ] && pick+=("$c")
        [ "${#pick[@]}" -ge 2 ] && break
      done
      san="$(IFS=,; echo "${pick[*]+"${pick[*]}"}")"
    fi
    if [ -n "$san" ]; then
      for tool in memcheck racecheck synccheck; do
        t0=$SECONDS
        limit=$(cap 100 "$RESERVE_BENCH")
        log "compute-sanitizer --tool $tool on $san (limit ${limit}s)"
        PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout -k 5 "$limit" \
          compute-sanitizer --tool "$tool" --print-limit 30 --error-exitcode 99 \
          "$PY" test/GPU/run_gpu_suite.py --artifacts "$ART/suite" \
          --runtime "$LIB" --seed "$SEED" --sanitize "$san" --device "$DEVICE" \
          ${BINDING_ARGS[@]+"${BINDING_ARGS[@]}"} \
          > "$OUT/sanitize_$tool.log" 2>&1
        rc=$?
        summary="$(grep -E '(ERROR|RACECHECK) SUMMARY' "$OUT/sanitize_$tool.log" | tail -n1)"
        # "ERROR SUMMARY: N errors", "RACECHECK SUMMARY: ... (N errors, M
        # warnings)": errors are a failure even where the exit code says 0.
        errors="$(echo "$summary" | grep -oE '[0-9]+ errors?' | head -n1 | cut -d' ' -f1)"
        if [ "$rc" = 0 ] && [ "${errors:-0}" -gt 0 ]; then rc=99; fi
        log "$tool: rc=$rc ${summary:-no summary line}"
        step "sanitize-$tool" "$rc" $((SECONDS - t0)) "${summary:-see sanitize_$tool.log}"
      done
    else
      log "sanitizers: no compiled case to run"
    fi
  else
    log "compute-sanitizer not found"
    step sanitize - 0 "compute-sanitizer not found"
  fi
fi

# ---------------------------------------------------------------- 4. bench
if [ "${SKIP_BENCH:-0}" != 1 ]; then
  t0=$SECONDS
  budget=$(cap 260 110)
  log "bench (PyTorch side), budget ${budget}s"
  bargs=(--artifacts "$ART/bench" --runtime "$LIB" --out "$OUT" --budget-s "$budget"
         --device "$DEVICE" ${BINDING_ARGS[@]+"${BINDING_ARGS[@]}"})
  [ -n "$BENCH_ONLY" ] && bargs+=(--only "$BENCH_ONLY")
  [ -n "${BENCH_SYSTEMS:-}" ] && bargs+=(--systems "$BENCH_SYSTEMS")
  timeout -k 5 $((budget + 60)) "$PY" bench/gpu_bench.py "${bargs[@]}" \
    2>&1 | tee "$OUT/bench_torch.log"
  rc=${PIPESTATUS[0]}
  step bench-torch "$rc" $((SECONDS - t0))
  # 1: it ran to the end with rows FAILED (wrong results); 124/137: its
  # time limit. Anything else (3: the device became unusable, or a crash):
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ] && [ "$rc" -ne 124 ] && [ "$rc" -ne 137 ] &&
     [ "$(left)" -gt 150 ]; then
    # attn (or a peer) broke the CUDA context or the process: go on with
    # the peers alone, keeping the rows already written.
    t0=$SECONDS
    budget=$(cap 200 110)
    log "bench (PyTorch side) ended with $rc; resuming with the peers only"
    timeout -k 5 $((budget + 60)) "$PY" bench/gpu_bench.py "${bargs[@]}" \
      --resume --systems cudnn,flash,flex --budget-s "$budget" \
      2>&1 | tee -a "$OUT/bench_torch.log"
    step bench-torch-resume "${PIPESTATUS[0]}" $((SECONDS - t0))
  fi

  if [ "${SKIP_JAX:-0}" != 1 ]; then
  t0=$SECONDS
  budget=$(cap "${JAX_BUDGET:-150}" 20)
  log "bench (JAX side), budget ${budget}s"
  jargs=(--artifacts "$ART/bench" --out "$OUT" --budget-s "$budget")
  [ -n "$BENCH_ONLY" ] && jargs+=(--only "$BENCH_ONLY")
  # FlashAttention-3 through its JAX wheel, when one was carried in
  # $ART/whl (scripts/gpu-artifacts.sh says how to fetch it): the machine
  # cannot download.
  fa3_wheel="$(ls "$ART"/whl/flash_attn3_jax-*.whl 2>/dev/null | head -n1)"
  if [ -n "$fa3_wheel" ] && "$PY" -m pip install -q --no-index --no-deps \
       --target /tmp/attn-fa3 "$fa3_wheel" > "$OUT/fa3_install.log" 2>&1; then
    export PYTHONPATH="/tmp/attn-fa3${PYTHONPATH:+:$PYTHONPATH}"
    jargs+=(--systems "${JAX_SYSTEMS:-cudnn,fa3,naive}")
  else
    log "FlashAttention-3: no wheel in $ART/whl (or it did not install); not measured"
  fi
  timeout -k 5 $((budget + 40)) "$PY" bench/gpu_bench_jax.py "${jargs[@]}" \
    2>&1 | tee "$OUT/bench_jax.log"
  step bench-jax "${PIPESTATUS[0]}" $((SECONDS - t0))
  fi
fi

# ---------------------------------------------------------------- 5. report
echo
echo "==== steps (total ${SECONDS}s) ===="
for s in "${STEPS[@]}"; do echo "$s"; done
ls "$OUT" | tr '\n' ' '; echo
"$PY" bench/gpu_report.py "$OUT" 2>&1 | tee "$OUT/summary.txt"
rc=${PIPESTATUS[0]}
[ "$rc" != 0 ] && FAILED+=("report (rc=$rc)")
if [ "${#FAILED[@]}" -gt 0 ]; then
  verdict="gpu-device: FAILED: ${#FAILED[@]} step(s): $(IFS=,; echo "${FAILED[*]}" | sed 's/,/, /g')"
  status=1
else
  verdict="gpu-device: all steps passed"
  status=0
fi
echo "$verdict" >> "$OUT/summary.txt"

# At most 8 files come back from the device machine: keep the summary, the
# rows, the plots (D = 128, 64, 256) and the suite's JSON as they are and
# pack everything into all.tgz.
(cd "$OUT" && tar czf /tmp/attn-all.tgz --exclude=all.tgz . && mv /tmp/attn-all.tgz all.tgz &&
 find . -maxdepth 1 -type f ! -name all.tgz ! -name summary.txt \
   ! -name benchmarks_rows.md ! -name tflops_vs_seqlen.png \
   ! -name tflops_vs_seqlen_d64.png ! -name tflops_vs_seqlen_d256.png \
   ! -name suite.json -delete && find . -mindepth 1 -type d -exec rm -rf {} +) 2>/dev/null
ls "$OUT"
echo
echo "$verdict"
exit "$status"
