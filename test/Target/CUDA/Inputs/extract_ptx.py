#!/usr/bin/env python3
"""Prints the PTX embedded in the gpu.binary ops of an MLIR file.

`attn-opt --attn-cuda-pipeline=format=isa` leaves each kernel module as a
`gpu.binary` whose object holds the PTX text as `assembly = "..."`, written
with MLIR's string escapes (`\\0A` for a newline, `\\22` for a quote, ...).
This prints every such string, unescaped, in order; with --binary=NAME only
the one of `gpu.binary @NAME`. It fails when there is none, so a RUN line that
feeds its output to ptxas cannot pass on an empty file.

With --summary it prints instead, for every `.entry` in order, its name, its
`.maxntid`, the PTX target and how many instructions of each kind that
matters for the flash kernels it has (tensor-core, ldmatrix, cp.async,
shuffle, special-function, conversion, barrier, global memory), one line per
opcode, sorted; `cp.async.wait_group` is counted per operand. The counts do
not depend on how the backend orders or schedules the code:

  entry sdpa_fwd_0 target sm_90a maxntid 128, 1, 1
    mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 x64
    ...

usage: extract_ptx.py FILE.mlir [--binary=NAME] [--summary] [-o OUT]
"""

import argparse
import re
import sys

BINARY = re.compile(r'gpu\.binary\s+@([\w$.-]+)')
ASSEMBLY = re.compile(r'assembly\s*=\s*"((?:[^"\\]|\\.)*)"')
SIMPLE = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        nxt = text[i + 1:i + 3]
        if re.fullmatch(r"[0-9A-Fa-f]{2}", nxt):
            out.append(int(nxt, 16))
            i += 3
        elif text[i + 1:i + 2] in SIMPLE:
            out += SIMPLE[text[i + 1]].encode()
            i += 2
        else:
            sys.exit("extract_ptx.py: bad escape at offset %d" % i)
    return out.decode("utf-8")


COUNTED = ("mma.", "wgmma.", "ldmatrix.", "cp.async.", "shfl.", "ex2.",
           "lg2.", "rcp.", "cvt.rn.", "bar.", "st.global.", "ld.global.",
           "ld.shared.", "st.shared.", "ld.local.", "st.local.")


def summarize(text):
    target = re.search(r"^\.target\s+(\S+)", text, re.M)
    target = target.group(1) if target else "?"
    lines = []
    entries = re.split(r"^(?=\.visible \.entry )", text, flags=re.M)[1:]
    if not entries:
        sys.exit("extract_ptx.py: no .entry in the PTX")
    for entry in entries:
        name = re.match(r"\.visible \.entry (\w+)", entry).group(1)
        maxntid = re.search(r"^\.maxntid\s+([^\n]+)", entry, re.M)
        lines.append("entry %s target %s maxntid %s" %
                     (name, target, maxntid.group(1).strip() if maxntid
                      else "none"))
        counts = {}
        for line in entry.splitlines():
            words = line.split()
            if words and words[0].startswith("@"):
                words = words[1:]  # predicate guard
            if not words or not words[0].startswith(COUNTED):
                continue
            opcode = words[0].rstrip(";")
            if opcode == "cp.async.wait_group":
                opcode += " " + words[1].rstrip(";")
            counts[opcode] = counts.get(opcode, 0) + 1
        for opcode in sorted(counts):
            lines.append("  %s x%d" % (opcode, counts[opcode]))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("input")
    parser.add_argument("--binary", default=None)
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()
    with open(args.input, encoding="utf-8") as f:
        lines = f.read().splitlines()
    found = []
    for line in lines:
        binary = BINARY.search(line)
        if not binary or (args.binary and binary.group(1) != args.binary):
            continue
        found += [unescape(m.group(1)) for m in ASSEMBLY.finditer(line)]
    if not found:
        sys.exit("extract_ptx.py: no gpu.binary with an 'assembly' string in "
                 + args.input)
    text = "".join(found)
    if args.summary:
        text = summarize(text)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
