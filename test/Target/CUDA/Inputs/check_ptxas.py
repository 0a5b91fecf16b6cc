#!/usr/bin/env python3
"""Checks the resource report of `ptxas -v` (read from stdin) against bounds.

usage: ptxas -v ... 2>&1 | check_ptxas.py KERNEL:MAX_REGISTERS[:MAX_SPILL] ...

Every kernel of the report must be named on the command line and every named
kernel must be in the report, so that a kernel that appears, disappears or is
renamed is noticed. A kernel may use at most MAX_REGISTERS registers (never
more than 255, the hardware limit) and spill at most MAX_SPILL bytes (stores
and loads; default 0). Prints one line per kernel, sorted by name, in a fixed
form for FileCheck:

  sdpa_fwd_0 sm_90a: 128 registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads

and, for each violated bound, a line starting with `error:`; the exit status
is 1 if there is any. A "Potential Performance Loss" report (ptxas serialising
a kernel's wgmma instructions, C7510-C7520) is an error too: the kernel then
runs its warpgroup products one at a time. So is any static shared memory
(`N bytes smem`): the kernels take all of theirs dynamically, and a static
byte beside them would count against the launch's limit.
"""

import re
import sys

COMPILING = re.compile(r"Compiling entry function '([^']+)' for '([^']+)'")
SPILLS = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                    r"(\d+) bytes spill loads")
USED = re.compile(r"Used (\d+) registers")
STATIC_SHARED = re.compile(r"(\d+) bytes smem")
PERFORMANCE_LOSS = re.compile(
    r"Potential Performance Loss: (.*) in the function '([^']+)'")


def main():
    limits = {}
    for argument in sys.argv[1:]:
        fields = argument.split(":")
        if len(fields) not in (2, 3):
            sys.exit("check_ptxas.py: expected KERNEL:MAX_REGISTERS[:MAX_SPILL], "
                     "got " + argument)
        limits[fields[0]] = (int(fields[1]),
                             int(fields[2]) if len(fields) == 3 else 0)

    kernels = {}
    current = None
    losses = []
    for line in sys.stdin:
        match = PERFORMANCE_LOSS.search(line)
        if match:
            losses.append("kernel %s: %s" % (match.group(2), match.group(1)))
            continue
        match = COMPILING.search(line)
        if match:
            current = kernels.setdefault(match.group(1),
                                         {"arch": match.group(2)})
            continue
        if current is None:
            continue
        match = SPILLS.search(line)
        if match:
            current["stack"], current["stores"], current["loads"] = (
                int(group) for group in match.groups())
        match = USED.search(line)
        if match:
            current["registers"] = int(match.group(1))
            shared = STATIC_SHARED.search(line)
            current["static_shared"] = int(shared.group(1)) if shared else 0

    errors = list(losses)
    if not kernels:
        errors.append("no 'Compiling entry function' line in the ptxas report")
    for name in sorted(set(kernels) | set(limits)):
        if name not in limits:
            errors.append("kernel %s is in the report but has no bound" % name)
            continue
        if name not in kernels:
            errors.append("kernel %s is not in the report" % name)
            continue
        kernel = kernels[name]
        if "registers" not in kernel or "stores" not in kernel:
            errors.append("incomplete report for kernel %s" % name)
            continue
        print("%s %s: %d registers, %d bytes stack, %d bytes spill stores, "
              "%d bytes spill loads" % (name, kernel["arch"],
                                        kernel["registers"], kernel["stack"],
                                        kernel["stores"], kernel["loads"]))
        max_registers, max_spill = limits[name]
        if kernel["registers"] > min(max_registers, 255):
            errors.append("kernel %s uses %d registers, more than %d" %
                          (name, kernel["registers"], min(max_registers, 255)))
        for what in ("stores", "loads"):
            if kernel[what] > max_spill:
                errors.append("kernel %s has %d bytes of spill %s, more than %d"
                              % (name, kernel[what], what, max_spill))
        if kernel["static_shared"]:
            errors.append("kernel %s has %d bytes of static shared memory"
                          % (name, kernel["static_shared"]))
    for error in errors:
        print("error: " + error)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
