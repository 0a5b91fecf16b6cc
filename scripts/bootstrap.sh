#!/usr/bin/env bash
# Installs what attn needs on a fresh Debian 12 machine, then configures and
# builds it. Sourced by scripts/main.sh and scripts/test.sh; safe to re-run
# (every step is skipped when already done, and ccache keeps rebuilds short).
set -euo pipefail

ATTN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ATTN_BUILD="${ATTN_BUILD:-$ATTN_ROOT/build}"
LLVM_ROOT=/usr/lib/llvm-22

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
          libomp-22-dev cmake ninja-build ccache g++ python3 python3-pip)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "attn: installing ${missing[*]}" >&2
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi

# numpy and ml_dtypes for the Python checks in the test suite.
if ! python3 -c "import numpy, ml_dtypes" 2>/dev/null; then
  echo "attn: installing numpy and ml_dtypes" >&2
  python3 -m pip install -q numpy ml_dtypes
fi

# Cache hits across checkouts in different directories (CI clones anew).
export CCACHE_BASEDIR="$ATTN_ROOT"

if [[ ! -f "$ATTN_BUILD/build.ninja" ]]; then
  cmake -G Ninja -S "$ATTN_ROOT" -B "$ATTN_BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR="$LLVM_ROOT/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$LLVM_ROOT/bin/lit"
fi
# Two cores: keep the build to two jobs so the linker does not swap.
cmake --build "$ATTN_BUILD" -- -j"$(nproc)"
