#!/usr/bin/env python3
# make_npy_corpus.py DIR - seed corpus for npy_fuzzer: small arrays of every
# dtype the runner's reader takes (bf16 through ml_dtypes), format versions
# 1.0 and 2.0, Fortran order and big-endian (rejected), and truncations.
import os
import sys

import ml_dtypes
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(1)
arrays = {
    "f64": rng.standard_normal((2, 3)),
    "f32": rng.standard_normal((4,)).astype(np.float32),
    "f16": rng.standard_normal((2, 2)).astype(np.float16),
    "bf16": rng.standard_normal((3, 2)).astype(ml_dtypes.bfloat16),
    "i64": np.arange(5, dtype=np.int64),
    "i32": np.arange(6, dtype=np.int32).reshape(2, 3),
    "i8": np.arange(4, dtype=np.int8),
    "u8": np.arange(4, dtype=np.uint8),
    "bool": np.array([True, False, True]),
    "scalar": np.array(3.5, dtype=np.float32),
    "empty": np.zeros((0, 4), dtype=np.float32),
    "fortran": np.asfortranarray(rng.standard_normal((2, 3))),
    "big_endian": np.arange(3, dtype=">i4"),
}
for name, array in arrays.items():
    path = os.path.join(out, name + ".npy")
    np.save(path, array)
    data = open(path, "rb").read()
    open(os.path.join(out, name + "_cut.npy"), "wb").write(
        data[: max(10, len(data) // 2)])
with open(os.path.join(out, "v2.npy"), "wb") as f:
    np.lib.format.write_array(f, arrays["f32"], version=(2, 0))
