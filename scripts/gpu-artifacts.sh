#!/usr/bin/env bash
# Run HERE (no GPU needed): writes the GPU test cases and benchmark configs
# into gpu-artifacts/{suite,bench} and compiles each with
#   build/bin/attn-compile --target=cuda F.mlir -o F.so
# A case the compiler rejects is logged, with the compiler's message, in
# <set>/rejected.txt (blocks "== NAME ==" then the message) and does not
# stop the script; the suite reports it as NOT-COMPILED.
#
#   scripts/gpu-artifacts.sh [OUTDIR]        (default: gpu-artifacts)
# Environment: SETS, FUZZ_CASES, FUZZ_SEED (below), ATTN_COMPILE (compiler path), ATTN_TARGET (default cuda),
# JOBS (parallel compiles, default 2), COMPILE_TIMEOUT (s per file, 300),
# ONLY (comma-separated case names to compile; the others are skipped),
# EXTRA_COMPILE_FLAGS (added to every compile of the suite, bench and fuzz
# sets, e.g. --gpu-inline-descriptor-offsets to run the whole suite with a
# code-generation choice that is not yet the default), BENCH_VARIANTS and
# VARIANT_ONLY (below).
# Then carry gpu-artifacts/{suite,bench}.tgz, cudnn-include and BUILD_INFO
# to the GPU machine (the archives: below) and run scripts/gpu-device.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUTDIR="${1:-$ROOT/gpu-artifacts}"
COMPILER="${ATTN_COMPILE:-$ROOT/build/bin/attn-compile}"
TARGET="${ATTN_TARGET:-cuda}"
JOBS="${JOBS:-2}"
COMPILE_TIMEOUT="${COMPILE_TIMEOUT:-300}"
ONLY="${ONLY:-}"

if [ ! -x "$COMPILER" ]; then
  echo "gpu-artifacts: no compiler at $COMPILER (build it first)" >&2
  exit 1
fi
if [ "$JOBS" -gt 2 ]; then JOBS=2; fi

# SETS: which sets to make (default "suite bench"); FUZZ_CASES=N (with
# FUZZ_SEED) adds "fuzz": N random configurations for the GPU differential
# fuzz (run them there with run_gpu_suite.py --artifacts .../fuzz).
SETS="${SETS:-suite bench}"
[ -n "${FUZZ_CASES:-}" ] && [[ " $SETS " != *" fuzz "* ]] && SETS="$SETS fuzz"
mkdir -p "$OUTDIR"
for set in $SETS; do
  rm -rf "${OUTDIR:?}/$set"
  case "$set" in
    suite) python3 "$ROOT/test/GPU/make_gpu_cases.py" --out "$OUTDIR/suite" ;;
    bench) python3 "$ROOT/test/GPU/make_gpu_cases.py" --bench --out "$OUTDIR/bench" ;;
    fuzz) python3 "$ROOT/test/GPU/make_gpu_cases.py" --fuzz "${FUZZ_CASES:?}" \
            --seed "${FUZZ_SEED:-1}" --out "$OUTDIR/fuzz" ;;
    *) echo "gpu-artifacts: unknown set '$set' (suite, bench, fuzz)" >&2; exit 1 ;;
  esac
done

# One compile: F.mlir -> F.so, or F.err with the compiler's message.
compile_one() {
  local mlir="$1" so="${1%.mlir}.so" err="${1%.mlir}.err"
  local name; name="$(basename "${1%.mlir}")"
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$name,"* ]]; then
    echo "skipped (ONLY is set)" > "$err"
    return 0
  fi
  local start=$SECONDS rc=0 flags=()
  # A case's own compile flags (e.g. --gpu-deterministic-backward).
  [ -f "${1%.mlir}.flags" ] && read -r -a flags < "${1%.mlir}.flags"
  local extra=()
  read -r -a extra <<< "${EXTRA_COMPILE_FLAGS:-}"
  flags+=(${extra[@]+"${extra[@]}"})
  timeout "$COMPILE_TIMEOUT" "$COMPILER" --target="$TARGET" ${flags[@]+"${flags[@]}"} "$mlir" -o "$so" \
    > "$err.log" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ] && [ -s "$so" ]; then
    rm -f "$err" "$err.log"
    echo "  ok       $name ($((SECONDS - start)) s)"
  else
    rm -f "$so"
    { [ "$rc" -eq 124 ] && echo "compile timed out after ${COMPILE_TIMEOUT} s";
      echo "exit code $rc"; cat "$err.log"; } > "$err"
    rm -f "$err.log"
    echo "  REJECTED $name: $(grep -m1 -i 'error' "$err" || head -n1 "$err")"
  fi
}
export -f compile_one
export COMPILER TARGET COMPILE_TIMEOUT ONLY EXTRA_COMPILE_FLAGS

status=0
for set in $SETS; do
  dir="$OUTDIR/$set"
  echo "gpu-artifacts: compiling $dir (target $TARGET, $JOBS jobs)"
  find "$dir" -maxdepth 1 -name '*.mlir' -print0 | sort -z |
    xargs -0 -P "$JOBS" -I{} bash -c 'compile_one "$@"' _ {}
  : > "$dir/rejected.txt"
  for err in "$dir"/*.err; do
    [ -e "$err" ] || continue
    name="$(basename "${err%.err}")"
    { echo "== $name =="; sed -e '/^\s*$/d' "$err"; echo; } >> "$dir/rejected.txt"
    rm -f "$err"
  done
  python3 "$ROOT/test/GPU/make_gpu_cases.py" --check-manifests "$dir" ||
    echo "gpu-artifacts: WARNING: a manifest differs from what the harness passes" >&2
  n_mlir=$(find "$dir" -maxdepth 1 -name '*.mlir' | wc -l)
  n_so=$(find "$dir" -maxdepth 1 -name '*.so' | wc -l)
  echo "gpu-artifacts: $set: $n_so of $n_mlir compiled; rejections in $dir/rejected.txt"
  [ "$n_so" -gt 0 ] || status=1
done

# Variants of the benchmark modules, timed side by side as attn@NAME:
# BENCH_VARIANTS="NAME:compiler flags;NAME:flags" (e.g.
# "rt2:--gpu-row-tiles=2 --gpu-block-kv=32"). The cuDNN backend is always
# one of them (attn@cudnn); BENCH_VARIANTS=none leaves out all.
# VARIANT_ONLY (comma-separated bench configs) limits the variants to those
# configs, to keep the artifacts small.
BENCH_VARIANTS="${BENCH_VARIANTS-cudnn:--gpu-backend=cudnn}"
[ "$BENCH_VARIANTS" = none ] && BENCH_VARIANTS=""
[[ " $SETS " == *" bench "* ]] || BENCH_VARIANTS=""
IFS=';' read -r -a variants <<< "${BENCH_VARIANTS:-}"
for variant in "${variants[@]}"; do
  [ -n "$variant" ] || continue
  vname="${variant%%:*}"; vflags="${variant#*:}"
  echo "gpu-artifacts: bench variant $vname ($vflags)"
  for mlir in "$OUTDIR"/bench/*.mlir; do
    base="${mlir%.mlir}"
    if [ -n "${VARIANT_ONLY:-}" ] &&
        [[ ",$VARIANT_ONLY," != *",$(basename "$base"),"* ]]; then
      continue
    fi
    # shellcheck disable=SC2086
    if ! timeout "$COMPILE_TIMEOUT" "$COMPILER" --target="$TARGET" $vflags \
        "$mlir" -o "$base@$vname.so" > "$base@$vname.log" 2>&1; then
      echo "  REJECTED $(basename "$base")@$vname: $(grep -m1 -i error "$base@$vname.log")"
      rm -f "$base@$vname.so"
    fi
    rm -f "$base@$vname.log"
  done
done

# FlashAttention-3, the peer gpu-device.sh times on the JAX side, as the
# flash_attn3_jax wheel (the GPU machine cannot download). Kept when already
# there; FA3_WHEEL=0 skips it.
if [ "${FA3_WHEEL:-1}" = 1 ] && ! ls "$OUTDIR"/whl/flash_attn3_jax-*.whl > /dev/null 2>&1; then
  mkdir -p "$OUTDIR/whl"
  python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
      --implementation cp --platform manylinux_2_28_x86_64 -d "$OUTDIR/whl" \
      flash-attn3-jax==0.2.3 ||
    echo "gpu-artifacts: could not fetch the flash_attn3_jax wheel; FA3 will not be measured" >&2
fi

# cuDNN's headers for the runtime's cuDNN backend, in case the GPU machine
# has the library but not the headers (the runtime needs no CUDA toolkit).
CUDNN_HEADERS="${CUDA_HOME:-/usr/local/cuda}/include"
rm -rf "$OUTDIR/cudnn-include"
if ls "$CUDNN_HEADERS"/cudnn*.h > /dev/null 2>&1; then
  mkdir -p "$OUTDIR/cudnn-include"
  cp "$CUDNN_HEADERS"/cudnn*.h "$OUTDIR/cudnn-include/"
else
  echo "gpu-artifacts: no cuDNN headers in $CUDNN_HEADERS; the device builds the runtime with its own" >&2
fi

{
  echo "commit $(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)"
  git -C "$ROOT" status --short 2>/dev/null | sed 's/^/  /' | head -50
  echo "compiler $COMPILER --target=$TARGET${EXTRA_COMPILE_FLAGS:+ $EXTRA_COMPILE_FLAGS}"
  date -u +"made %Y-%m-%dT%H:%M:%SZ"
} > "$OUTDIR/BUILD_INFO"
# One compressed archive per set (the FA3 wheel goes with the bench): the
# device tool carries at most 64 MiB, which the suite's modules alone
# nearly fill uncompressed, and about a quarter of that compressed.
# gpu-device.sh unpacks an archive whose folder is missing. Carry:
#   gpu-artifacts/<set>.tgz ..., gpu-artifacts/cudnn-include, gpu-artifacts/BUILD_INFO
for set in $SETS; do
  extra=()
  [ "$set" = bench ] && [ -d "$OUTDIR/whl" ] && extra=(whl)
  tar czf "$OUTDIR/$set.tgz" -C "$OUTDIR" "$set" ${extra[@]+"${extra[@]}"}
done
du -sh "$OUTDIR" | sed 's/^/gpu-artifacts: size /'
ls -l "$OUTDIR"/*.tgz | awk '{printf "gpu-artifacts: %s %.1f MiB\n", $NF, $5 / 1048576}'
if [ "$status" -ne 0 ]; then
  echo "gpu-artifacts: warning: a set has no compiled module" >&2
fi
exit 0
