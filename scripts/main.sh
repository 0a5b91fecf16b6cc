#!/usr/bin/env bash
# The main job: set up, build, then compile and run the seed attention
# example (CPU-sized) on this machine's default target, verified against the
# fp64 reference and timed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

# With no file: the seed's naive JAX function, fused inside jax.jit with
# gradients on this machine's default target (the GPU where the runtime
# finds one, else the CPU), checked against the unfused function and timed.
# With a file: attn-runner on it (compile, run, verify, time).
if [[ $# -eq 0 && -n "${ATTN_JAX_PYTHON_LATEST:-}" ]]; then
  target=cpu
  if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
    target=cuda
  fi
  echo "attn: examples/seed_jax.py --target=$target" >&2
  PYTHONPATH="$ATTN_ROOT/python" ATTN_TOOLS_DIR="$ATTN_BUILD/bin" \
    ATTN_RUNTIME_LIBRARY="$ATTN_BUILD/lib/libattn_runtime.so" \
    "$ATTN_JAX_PYTHON_LATEST" "$ATTN_ROOT/examples/seed_jax.py" --target="$target"
  exit
fi
example="${1:-$ATTN_ROOT/examples/seed_gqa_swa_cpu.mlir}"
shift || true
echo "attn: attn-runner $example --target=cpu $*" >&2
"$ATTN_BUILD/bin/attn-runner" "$example" --target=cpu --warmup=1 --iters=5 --json "$@"
