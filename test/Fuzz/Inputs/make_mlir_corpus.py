#!/usr/bin/env python3
"""Seed corpus for attn_opt_fuzzer: every lit input of the suite, split at
`// -----` into the pieces attn-opt --split-input-file sees, with the
comment lines (RUN, CHECK, prose) dropped, and pieces above --max-len bytes
left out (libFuzzer would truncate them).

  make_mlir_corpus.py TEST_DIR OUT_DIR [--max-len N]
"""

import argparse
import hashlib
import pathlib
import sys


def pieces(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for piece in text.split("// -----"):
        lines = [line for line in piece.splitlines()
                 if not line.lstrip().startswith("//")]
        body = "\n".join(lines).strip()
        if body:
            yield body + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("test_dir", type=pathlib.Path)
    parser.add_argument("out_dir", type=pathlib.Path)
    parser.add_argument("--max-len", type=int, default=16384)
    args = parser.parse_args()
    if not args.test_dir.is_dir():
        sys.exit(f"make_mlir_corpus: {args.test_dir}: not a directory")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    written = 0
    for path in sorted(args.test_dir.rglob("*.mlir")):
        for body in pieces(path):
            data = body.encode()
            if len(data) > args.max_len:
                continue
            name = hashlib.sha1(data).hexdigest()[:16] + ".mlir"
            (args.out_dir / name).write_bytes(data)
            written += 1
    if written == 0:
        sys.exit(f"make_mlir_corpus: no .mlir inputs under {args.test_dir}")
    print(f"make_mlir_corpus: {written} inputs in {args.out_dir}")


if __name__ == "__main__":
    main()
