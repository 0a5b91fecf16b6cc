#===- check_npy.py - the .npy reader, writer and conversions --*- python -*-===#
#
# Drives npy-cli: every dtype round-trips through read and write byte for
# byte and loads back with np.load; versions 2.0 and 3.0 read; f16 and bf16
# conversions agree with numpy / ml_dtypes (exhaustively for the widening,
# on every rounding case of every exponent for the narrowing).
#
# usage: python3 check_npy.py path/to/npy-cli
#
# REQUIRES: npy-cli, numpy
# RUN: python3 %s npy-cli
#
#===-----------------------------------------------------------------------===#

import os
import subprocess
import sys
import tempfile

import ml_dtypes
import numpy as np
from numpy.lib import format as npy_format


def run(*args):
    return subprocess.run([CLI] + list(args), capture_output=True, text=True)


def roundtrip(workdir, array, name):
    src = os.path.join(workdir, name + "_in.npy")
    dst = os.path.join(workdir, name + "_out.npy")
    np.save(src, array)
    proc = run("copy", src, dst)
    if proc.returncode:
        raise AssertionError(proc.stderr.strip())
    with open(dst, "rb") as f:
        major = f.read(8)[6]
        length = int.from_bytes(f.read(2 if major == 1 else 4), "little")
        if (8 + (2 if major == 1 else 4) + length) % 64:
            raise AssertionError("data not 64-byte aligned")
    back = np.load(dst)
    if array.dtype == ml_dtypes.bfloat16:
        if back.dtype != np.dtype("V2"):
            raise AssertionError("bf16 written as %s" % back.dtype)
        back = back.view(ml_dtypes.bfloat16)
    if back.dtype != array.dtype or back.shape != array.shape:
        raise AssertionError("got %s %s" % (back.dtype, back.shape))
    if back.tobytes() != array.tobytes():
        raise AssertionError("bytes differ")
    return "%s %s" % (array.dtype, array.shape)


def convert(workdir, array, dtype):
    src = os.path.join(workdir, "c_in.npy")
    dst = os.path.join(workdir, "c_out.npy")
    np.save(src, array)
    proc = run("convert", src, dst, dtype)
    if proc.returncode:
        raise AssertionError(proc.stderr.strip())
    back = np.load(dst)
    return back.view(ml_dtypes.bfloat16) if dtype == "bf16" else back


def same_bits_or_nan(got, want, what):
    """Equal bits; NaNs only need to be NaN with the same sign."""
    bits = {2: np.uint16, 4: np.uint32}[got.dtype.itemsize]
    g, w = got.view(bits), want.view(bits)
    nan = np.isnan(want.astype(np.float32))
    if not np.array_equal(np.isnan(got.astype(np.float32)), nan):
        raise AssertionError(what + ": NaN-ness differs")
    sign = bits(1 << (8 * got.dtype.itemsize - 1))
    if not np.array_equal(g[nan] & sign, w[nan] & sign):
        raise AssertionError(what + ": NaN sign differs")
    bad = np.nonzero(g[~nan] != w[~nan])[0]
    if bad.size:
        raise AssertionError("%s: %d mismatches, e.g. got %s, want %s" % (
            what, bad.size, hex(int(g[~nan][bad[0]])),
            hex(int(w[~nan][bad[0]]))))
    return "%d values" % got.size


def narrowing_inputs():
    """f32 bit patterns covering every rounding case of every exponent: for
    all sign/exponent/top-mantissa prefixes, the low bits just below, at and
    above each possible rounding point (the f16 subnormal range rounds at
    higher bits), plus random patterns."""
    prefixes = np.arange(1 << 16, dtype=np.uint32) << np.uint32(16)
    lows = set()
    for shift in range(13, 25):  # f16 normal rounds at bit 13, subnormals up
        half = 1 << (shift - 1)
        for low in (0, 1, half - 1, half, half + 1, (1 << shift) - 1):
            lows.add(low & 0xFFFF)
            lows.add((low + (1 << shift)) & 0xFFFF)
    lows = np.array(sorted(lows), dtype=np.uint32)
    grid = (prefixes[:, None] | lows[None, :]).reshape(-1)
    # Subnormal-range rounding points above bit 16 come from random fill.
    rng = np.random.default_rng(0)
    random = rng.integers(0, 1 << 32, 1 << 20, dtype=np.uint64).astype(
        np.uint32)
    small = (rng.integers(0x32800000, 0x38800000, 1 << 19, dtype=np.uint64)
             .astype(np.uint32))
    edges = np.array([0x477FE000, 0x477FEFFF, 0x477FF000, 0x477FF001,
                      0x7F7FFFFF, 0x7F800000, 0x7F800001, 0x7FC00000,
                      0xFFC00001, 0x7F7F8000, 0x7F7F7FFF, 0x33000000,
                      0x33000001, 0x32FFFFFF, 0x387FE000, 0x387FF000,
                      0x00000001, 0x80000000], dtype=np.uint32)
    return np.concatenate([grid, random, small, small | np.uint32(1 << 31),
                           edges]).view(np.float32)


def main():
    global CLI
    if len(sys.argv) != 2:
        print("usage: check_npy.py path/to/npy-cli")
        return 2
    CLI = sys.argv[1]
    failures = 0

    def report(name, fn):
        nonlocal failures
        try:
            print("PASS  %-34s %s" % (name, fn() or ""))
        except Exception as error:
            failures += 1
            print("FAIL  %-34s %s: %s" % (name, type(error).__name__, error))

    rng = np.random.default_rng(1)
    with tempfile.TemporaryDirectory() as w:
        arrays = {
            "f32": rng.standard_normal((3, 4)).astype(np.float32),
            "f64": rng.standard_normal((2, 3, 4)),
            "f16": rng.standard_normal(7).astype(np.float16),
            "bf16": rng.standard_normal((5, 2)).astype(ml_dtypes.bfloat16),
            "i32": rng.integers(-2**31, 2**31, (4,), dtype=np.int32),
            "i64": rng.integers(-2**63, 2**63, (2, 2), dtype=np.int64),
            "i8": rng.integers(-128, 128, (9,), dtype=np.int8),
            "u8": rng.integers(0, 256, (3, 3), dtype=np.uint8),
            "bool": rng.integers(0, 2, (6,)).astype(bool),
            "scalar f64": np.array(2.5),
            "empty f32": np.zeros((0, 3), np.float32),
            "rank 8 i32": np.arange(256, dtype=np.int32).reshape((2,) * 8),
        }
        for name, array in arrays.items():
            report("round trip " + name,
                   lambda: roundtrip(w, array, name.replace(" ", "_")))

        def versions():
            array = rng.standard_normal((3, 2)).astype(np.float32)
            for version in ((2, 0), (3, 0)):
                src = os.path.join(w, "v.npy")
                with open(src, "wb") as f:
                    npy_format.write_array(f, array, version=version)
                proc = run("copy", src, os.path.join(w, "v_out.npy"))
                if proc.returncode or not np.array_equal(
                        np.load(os.path.join(w, "v_out.npy")), array):
                    raise AssertionError("version %s: %s" % (
                        version, proc.stderr.strip()))
            return "2.0, 3.0"
        report("read format versions", versions)

        def widen_f16():
            bits = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
            got = convert(w, bits.view(np.float16), "f32")
            return same_bits_or_nan(got, bits.view(np.float16).astype(
                np.float32), "f16->f32")
        report("halfToFloat exhaustive", widen_f16)

        def widen_bf16():
            bits = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
            values = bits.view(ml_dtypes.bfloat16)
            got = convert(w, values, "f32")
            return same_bits_or_nan(got, values.astype(np.float32),
                                    "bf16->f32")
        report("bfloat16ToFloat exhaustive", widen_bf16)

        inputs = narrowing_inputs()
        with np.errstate(over="ignore", invalid="ignore"):
            want_f16 = inputs.astype(np.float16)
            want_bf16 = inputs.astype(ml_dtypes.bfloat16)
        report("floatToHalf rounding cases", lambda: same_bits_or_nan(
            convert(w, inputs, "f16"), want_f16, "f32->f16"))
        report("floatToBfloat16 rounding cases", lambda: same_bits_or_nan(
            convert(w, inputs, "bf16"), want_bf16, "f32->bf16"))

        def nan_payloads():
            # NaNs whose payload lies only in the bits the narrowing drops
            # must stay NaN (not turn into infinity).
            bits = np.array([0x7F800001, 0xFF800001, 0x7F801FFF, 0x7FFFFFFF],
                            dtype=np.uint32)
            for dtype in ("f16", "bf16"):
                got = convert(w, bits.view(np.float32), dtype)
                if not np.isnan(got.astype(np.float32)).all():
                    raise AssertionError(dtype + " lost a NaN")
            return "signalling NaNs stay NaN"
        report("NaN preservation", nan_payloads)

        def rejects_int_target():
            src = os.path.join(w, "i.npy")
            np.save(src, np.zeros(3, np.float32))
            proc = run("convert", src, os.path.join(w, "i_out.npy"), "i32")
            if proc.returncode != 1:
                raise AssertionError("rc %d" % proc.returncode)
            return proc.stderr.strip()
        report("rejects unsupported conversion", rejects_int_target)

    print("%d failure(s)" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
