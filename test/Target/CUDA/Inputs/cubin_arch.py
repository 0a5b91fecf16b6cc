#!/usr/bin/env python3
"""Lists the CUDA ELF images (cubins) embedded in a file, with their SM.

A shared object from `attn-compile --target=cuda` carries its kernels as a
cubin in .rodata (the `gpu.binary` of the pipeline). This finds every ELF
image inside the file past its own header whose e_machine is EM_CUDA (190)
and prints `cubin sm_<N>` for each, N from bits 8-15 of e_flags (the SM
version ptxas compiled for; an `a` suffix is not encoded there). It fails
when there is none.

usage: cubin_arch.py FILE
"""

import struct
import sys

EM_CUDA = 190


def main():
    data = open(sys.argv[1], "rb").read()
    found = 0
    start = data.find(b"\x7fELF", 1)
    while start != -1:
        header = data[start:start + 64]
        # 64-bit little-endian ELF: e_machine at 0x12, e_flags at 0x30.
        if len(header) == 64 and header[4] == 2 and header[5] == 1:
            machine = struct.unpack_from("<H", header, 0x12)[0]
            if machine == EM_CUDA:
                flags = struct.unpack_from("<I", header, 0x30)[0]
                print("cubin sm_%d" % ((flags >> 8) & 0xFF))
                found += 1
        start = data.find(b"\x7fELF", start + 1)
    if not found:
        sys.exit("cubin_arch.py: no CUDA ELF image in " + sys.argv[1])


if __name__ == "__main__":
    main()
