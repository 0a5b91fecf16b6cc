#!/usr/bin/env bash
# Installs what attn needs on a fresh Debian 12 machine, then configures and
# builds it. Sourced by scripts/main.sh and scripts/test.sh; safe to re-run
# (every step is skipped when already done, and ccache keeps rebuilds short).
set -euo pipefail

ATTN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ATTN_BUILD="${ATTN_BUILD:-$ATTN_ROOT/build}"
LLVM_ROOT=/usr/lib/llvm-22

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
          libomp-22-dev cmake ninja-build ccache g++ python3 python3-pip
          clang libclang-rt-14-dev)
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

# JAX for the Python package (attn.importer.jax, attn.jax) and its tests:
# recent jax needs Python >= 3.12, which Debian 12 does not ship, so the
# first 3.12+ interpreter found is used (PATH, then pyenv), and it is said
# which. Two virtual environments: the oldest supported jax (0.11.2, the GPU
# machine's; the XLA FFI handler is built with its headers, which newer
# jaxlib also accepts) and the newest on PyPI. ATTN_NO_JAX=1 skips them.
find_python312() {
  local candidate
  for candidate in python3.13 python3.12 \
      "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.1[2-9]*/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
        "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' \
          2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}
make_jax_venv() { # DIR PIP-REQUIREMENT...
  local dir="$1"; shift
  if [[ -x "$dir/bin/python" ]] && "$dir/bin/python" -c "import jax" 2>/dev/null; then
    return 0
  fi
  echo "attn: creating $dir with $JAX_BASE_PYTHON ($*)" >&2
  "$JAX_BASE_PYTHON" -m venv "$dir" &&
    "$dir/bin/python" -m pip install -q --disable-pip-version-check \
      "$@" numpy ml_dtypes
}
ATTN_JAX_PYTHON=""
ATTN_JAX_PYTHON_LATEST=""
if [[ "${ATTN_NO_JAX:-0}" != 1 ]]; then
  if JAX_BASE_PYTHON="$(find_python312)"; then
    echo "attn: Python for JAX: $JAX_BASE_PYTHON ($("$JAX_BASE_PYTHON" --version 2>&1))" >&2
    if make_jax_venv "$ATTN_BUILD/venv-jax-0.11.2" jax==0.11.2 jaxlib==0.11.2; then
      ATTN_JAX_PYTHON="$ATTN_BUILD/venv-jax-0.11.2/bin/python"
    else
      echo "attn: could not install jax 0.11.2; the JAX tests are skipped" >&2
    fi
    if make_jax_venv "$ATTN_BUILD/venv-jax-latest" jax; then
      ATTN_JAX_PYTHON_LATEST="$ATTN_BUILD/venv-jax-latest/bin/python"
    else
      echo "attn: could not install the newest jax; its tests are skipped" >&2
    fi
  else
    echo "attn: no Python >= 3.12 found (jax needs it; e.g. pyenv install 3.12); the JAX tests are skipped" >&2
  fi
fi
export ATTN_JAX_PYTHON ATTN_JAX_PYTHON_LATEST

# PyTorch for attn.torch and its tests: torch, torch-mlir (whose wheels need
# Python >= 3.12, found as for JAX) and transformers, from PyPI.
# ATTN_NO_TORCH=1 skips it.
ATTN_TORCH_PYTHON=""
if [[ "${ATTN_NO_TORCH:-0}" != 1 ]]; then
  torch_venv="$ATTN_BUILD/venv-torch"
  if [[ -x "$torch_venv/bin/python" ]] &&
      "$torch_venv/bin/python" -c "import torch, torch_mlir, transformers" 2>/dev/null; then
    ATTN_TORCH_PYTHON="$torch_venv/bin/python"
  elif TORCH_BASE_PYTHON="$(find_python312)"; then
    echo "attn: creating $torch_venv with $TORCH_BASE_PYTHON (torch, torch-mlir, transformers)" >&2
    if "$TORCH_BASE_PYTHON" -m venv "$torch_venv" &&
        "$torch_venv/bin/python" -m pip install -q --disable-pip-version-check \
          torch torch-mlir transformers numpy ml_dtypes; then
      ATTN_TORCH_PYTHON="$torch_venv/bin/python"
    else
      echo "attn: could not install torch, torch-mlir and transformers; the PyTorch tests are skipped" >&2
    fi
  else
    echo "attn: no Python >= 3.12 found (torch-mlir needs it); the PyTorch tests are skipped" >&2
  fi
fi
export ATTN_TORCH_PYTHON

# The XLA FFI handler is built with the FFI headers of the oldest jax.
ffi_python="${ATTN_JAX_PYTHON:-python3}"
if [[ ! -f "$ATTN_BUILD/build.ninja" ]] ||
    ! grep -qxF "ATTN_XLA_FFI_PYTHON:STRING=$ffi_python" "$ATTN_BUILD/CMakeCache.txt"; then
  cmake -G Ninja -S "$ATTN_ROOT" -B "$ATTN_BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR="$LLVM_ROOT/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$LLVM_ROOT/bin/lit" \
    -DATTN_XLA_FFI_PYTHON="$ffi_python"
fi
# Two cores: keep the build to two jobs so the linker does not swap.
cmake --build "$ATTN_BUILD" -- -j"$(nproc)"
