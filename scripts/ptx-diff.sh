#!/usr/bin/env bash
# Compares the PTX that two compilers generate for every generated-kernel
# case of the GPU suite (test/GPU/make_gpu_cases.py), so that a change to
# the kernel generators made without a GPU can be shown not to change what
# the GPU runs. No GPU needed.
#
#   scripts/ptx-diff.sh BASE_ATTN_OPT [NEW_ATTN_OPT]
#
# NEW_ATTN_OPT defaults to build/bin/attn-opt. Build BASE_ATTN_OPT from the
# revision to compare against, e.g. in a worktree:
#   git worktree add /tmp/base REV && cmake -S /tmp/base -B /tmp/base/build ... &&
#   cmake --build /tmp/base/build --target attn-opt
# Each case runs `attn-opt --attn-cuda-pipeline=format=isa` with the
# pipeline options that its <case>.flags ask attn-compile for. The PTX
# files are compared line for line, except the comments that LLVM writes
# around inline assembly. Prints one line per case that differs and a
# summary; exits 1 if any case differs or fails to compile with only one of
# the two. Environment: PTX_DIFF_DIR (work directory, default a temporary
# one, kept on failure), ONLY (comma-separated case names).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BASE="${1:?usage: scripts/ptx-diff.sh BASE_ATTN_OPT [NEW_ATTN_OPT]}"
NEW="${2:-$ROOT/build/bin/attn-opt}"
for tool in "$BASE" "$NEW"; do
  [ -x "$tool" ] || { echo "ptx-diff: no attn-opt at $tool" >&2; exit 1; }
done
WORK="${PTX_DIFF_DIR:-$(mktemp -d)}"
mkdir -p "$WORK/base" "$WORK/new"
python3 "$ROOT/test/GPU/make_gpu_cases.py" --out "$WORK/suite" > /dev/null 2>&1

# The attn-compile flags of a case as attn-cuda-pipeline options.
pipeline_options() {
  local flags="$1" options="format=isa" flag key
  [ -f "$flags" ] || { echo "$options"; return; }
  for flag in $(cat "$flags"); do
    case "$flag" in
      --gpu-deterministic-backward) options="$options deterministic-backward=true" ;;
      --gpu-inline-descriptor-offsets) options="$options inline-descriptor-offsets=true" ;;
      --gpu-*=*) key="${flag#--gpu-}"; options="$options ${key%%=*}=${flag#*=}" ;;
      *) echo "ptx-diff: unknown case flag $flag in $flags" >&2; exit 1 ;;
    esac
  done
  echo "$options"
}

# PTX of one case with one compiler, or a .err file.
compile() {
  local tool="$1" mlir="$2" out="$3" options="$4"
  if "$tool" "$mlir" --attn-cuda-pipeline="$options" -o "$out.mlir" 2> "$out.err"; then
    python3 "$ROOT/test/Target/CUDA/Inputs/extract_ptx.py" "$out.mlir" |
      grep -v -e '// begin inline asm' -e '// end inline asm' > "$out.ptx"
    rm -f "$out.err"
  fi
  rm -f "$out.mlir"
}

same=0 differ=0
for mlir in "$WORK"/suite/*.mlir; do
  name="$(basename "${mlir%.mlir}")"
  case "$name" in cudnn_*|auto_*) continue ;; esac   # no generated kernels
  if [ -n "${ONLY:-}" ] && [[ ",$ONLY," != *",$name,"* ]]; then continue; fi
  options="$(pipeline_options "${mlir%.mlir}.flags")"
  compile "$BASE" "$mlir" "$WORK/base/$name" "$options"
  compile "$NEW" "$mlir" "$WORK/new/$name" "$options"
  if [ -f "$WORK/base/$name.err" ] && [ -f "$WORK/new/$name.err" ]; then
    same=$((same + 1))   # rejected by both
  elif [ -f "$WORK/base/$name.ptx" ] && [ -f "$WORK/new/$name.ptx" ] &&
       cmp -s "$WORK/base/$name.ptx" "$WORK/new/$name.ptx"; then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "DIFFERS $name"
  fi
done
echo "ptx-diff: $same cases identical, $differ differ (work directory $WORK)"
if [ "$differ" -ne 0 ]; then exit 1; fi
[ -n "${PTX_DIFF_DIR:-}" ] || rm -rf "$WORK"
