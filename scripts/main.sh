#!/usr/bin/env bash
# The main job: set up, build, and compile the seed attention example on this
# machine's default target, printing the result.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

example="$ATTN_ROOT/examples/seed_gqa_swa.mlir"
echo "attn: $example through attn-opt --canonicalize" >&2
"$ATTN_BUILD/bin/attn-opt" "$example" --canonicalize
