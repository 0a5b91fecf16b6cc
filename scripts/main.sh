#!/usr/bin/env bash
# The main job: set up, build, then compile and run the seed attention
# example (CPU-sized) on this machine's default target, verified against the
# fp64 reference and timed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

example="${1:-$ATTN_ROOT/examples/seed_gqa_swa_cpu.mlir}"
shift || true
echo "attn: attn-runner $example --target=cpu $*" >&2
"$ATTN_BUILD/bin/attn-runner" "$example" --target=cpu --warmup=1 --iters=5 --json "$@"
