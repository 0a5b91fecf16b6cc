#!/usr/bin/env bash
# Regenerates the ODS documentation and copies it into docs/.
set -euo pipefail
ATTN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ATTN_BUILD="${ATTN_BUILD:-$ATTN_ROOT/build}"
cmake --build "$ATTN_BUILD" --target mlir-doc
mkdir -p "$ATTN_ROOT/docs/Dialects" "$ATTN_ROOT/docs/Passes"
cp "$ATTN_BUILD"/docs/Dialects/*.md "$ATTN_ROOT/docs/Dialects/"
if compgen -G "$ATTN_BUILD/docs/Passes/*.md" >/dev/null; then
  cp "$ATTN_BUILD"/docs/Passes/*.md "$ATTN_ROOT/docs/Passes/"
fi
