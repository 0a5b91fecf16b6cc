#!/usr/bin/env bash
# The whole test suite: set up, build, then run every lit test (dialect,
# passes, runtime self-test, docs freshness). Fails if any test fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

cmake --build "$ATTN_BUILD" --target check-attn
