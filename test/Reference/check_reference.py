#===- check_reference.py - reference-cli against numpy --------*- python -*-===#
#
# Checks the fp64 attention reference (through reference-cli) against
#  (a) an independent numpy float64 forward written from the attn.sdpa
#      description, which materialises the scores and draws the dropout mask
#      from its own Philox4x32-10, and
#  (b) central finite differences of sum(d_out * out) of that numpy forward,
#      which checks the backward without sharing any of its algebra.
# It also checks that bad inputs are rejected with a message (exit status 1,
# never a crash) and that f32/f16/bf16 inputs and outputs convert exactly.
#
# usage: python3 check_reference.py path/to/reference-cli
# Prints one line per check; exits non-zero if any fails.
#
# REQUIRES: reference-cli, numpy
# RUN: python3 %s reference-cli
#
#===-----------------------------------------------------------------------===#

import math
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

FORWARD_RTOL = 1e-9
GRADIENT_RTOL = 1e-5
FD_STEP = 1e-5
# Gradients are O(1); below this magnitude they count as zero.
GRADIENT_FLOOR = 1e-3

# ---------------------------------------------------------------------------
# Philox4x32-10 (Salmon et al., SC'11) and the attn dropout mask.
# ---------------------------------------------------------------------------

MASK32 = np.uint64(0xFFFFFFFF)
PHILOX_M0 = np.uint64(0xD2511F53)
PHILOX_M1 = np.uint64(0xCD9E8D57)
PHILOX_W0 = 0x9E3779B9
PHILOX_W1 = 0xBB67AE85


def philox4x32_10(counter, key):
    """counter: four uint32-valued arrays (broadcastable); key: two ints."""
    c0, c1, c2, c3 = (np.asarray(c, dtype=np.uint64) & MASK32 for c in counter)
    k0, k1 = key[0] & 0xFFFFFFFF, key[1] & 0xFFFFFFFF
    for _ in range(10):
        p0 = PHILOX_M0 * c0
        p1 = PHILOX_M1 * c2
        hi0, lo0 = p0 >> np.uint64(32), p0 & MASK32
        hi1, lo1 = p1 >> np.uint64(32), p1 & MASK32
        c0, c1, c2, c3 = (hi1 ^ c1 ^ np.uint64(k0), lo1,
                          hi0 ^ c3 ^ np.uint64(k1), lo0)
        k0 = (k0 + PHILOX_W0) & 0xFFFFFFFF
        k1 = (k1 + PHILOX_W1) & 0xFFFFFFFF
    return c0, c1, c2, c3


def check_philox():
    """Random123's published known-answer vectors."""
    vectors = [
        ((0, 0, 0, 0), (0, 0),
         (0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8)),
        ((0xffffffff,) * 4, (0xffffffff, 0xffffffff),
         (0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd)),
        ((0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344),
         (0xa4093822, 0x299f31d0),
         (0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1)),
    ]
    for counter, key, expected in vectors:
        got = tuple(int(w) for w in philox4x32_10(counter, key))
        if got != expected:
            raise AssertionError("got %s" % ", ".join(map(hex, got)))
    return "%d vectors" % len(vectors)


def dropout_threshold(p):
    if not p > 0:
        return 0
    return min(int(math.floor(p * 4294967296.0)), 0xFFFFFFFF)


def keep_mask(seed, offset, b, hq, sq, skv, p):
    """keep[h, i, j] for batch (or thd sequence) b; i, j within sequence."""
    h = np.arange(hq, dtype=np.uint64)[:, None, None]
    i = np.arange(sq, dtype=np.uint64)[None, :, None]
    j = np.arange(skv, dtype=np.uint64)[None, None, :]
    counter = (j, i, np.uint64(b * hq) + h, np.uint64(offset & 0xFFFFFFFF))
    word0 = philox4x32_10(counter, (seed & 0xFFFFFFFF, seed >> 32))[0]
    word0 = np.broadcast_to(word0, (hq, sq, skv))
    return word0 >= np.uint64(dropout_threshold(p))


# ---------------------------------------------------------------------------
# The numpy forward, straight from the attn.sdpa description.
# ---------------------------------------------------------------------------

def to_bhsd(x, layout):
    return {"bshd": lambda: x.transpose(0, 2, 1, 3), "bhsd": lambda: x,
            "sbhd": lambda: x.transpose(1, 2, 0, 3)}[layout]()


def from_bhsd(x, layout):
    return {"bshd": lambda: x.transpose(0, 2, 1, 3), "bhsd": lambda: x,
            "sbhd": lambda: x.transpose(2, 0, 1, 3)}[layout]()


def attend(cfg, b, q, k, v, len_q, len_kv, bias, slopes, sink, masks):
    """One batch: q [Hq, Sq, D], k/v [Hkv, Skv, D]; bias broadcastable to
    [Hq, Sq, Skv]. Returns out [Hq, Sq, Dv], lse [Hq, Sq]."""
    hq, sq, _ = q.shape
    hkv, skv, dv = v.shape
    group = np.arange(hq) // (hq // hkv)
    kq, vq = k[group], v[group]
    s = cfg["scale"] * np.einsum("hid,hjd->hij", q, kq)
    if bias is not None:
        s = s + bias
    o = len_kv - len_q if cfg["causal"] == "bottom_right" else 0
    i = np.arange(sq)[:, None]
    j = np.arange(skv)[None, :]
    if slopes is not None:
        s = s - slopes[:, None, None] * np.abs(i + o - j)
    allowed = (i < len_q) & (j < len_kv)
    if cfg["causal"] != "none":
        allowed &= j <= i + o
    left, right = cfg["window"]
    # Compared as j - (i + o) against the extents, so that extents near
    # INT64_MAX cannot wrap numpy's int64 arithmetic.
    if left >= 0:
        allowed &= (j - (i + o)) >= -left
    if right >= 0:
        allowed &= (j - (i + o)) <= right
    allowed = np.broadcast_to(allowed, s.shape)

    sigma = {"vanilla": np.full(hq, -np.inf), "off_by_one": np.zeros(hq),
             "learnable": sink}[cfg["softmax"]]
    masked = np.where(allowed, s, -np.inf)
    row_max = masked.max(axis=2) if skv else np.full((hq, sq), -np.inf)
    m = np.maximum(sigma[:, None], row_max)
    dead = m == -np.inf
    m_safe = np.where(dead, 0.0, m)
    e = np.where(allowed, np.exp(masked - m_safe[:, :, None]), 0.0)
    z = np.exp(sigma[:, None] - m_safe) + e.sum(axis=2)
    z = np.where(dead, 1.0, z)
    p = np.where(dead[:, :, None], 0.0, e / z[:, :, None])
    lse = np.where(dead, -np.inf, m_safe + np.log(z))
    if cfg["dropout"] > 0:
        key = (b, hq, sq, skv)
        if key not in masks:
            masks[key] = keep_mask(cfg["seed"], cfg["offset"], b, hq, sq, skv,
                                   cfg["dropout"])
        p = p * masks[key] / (1.0 - cfg["dropout"])
    return np.einsum("hij,hjd->hid", p, vq), lse


def numpy_forward(cfg, t, masks):
    """t: dict of inputs. Returns out, lse in the cli's shapes."""
    layout = cfg["layout"]
    q, k, v = t["q"], t["k"], t["v"]
    slopes, sink = t.get("alibi"), t.get("sink")
    hq = q.shape[-2]
    sigma = {"vanilla": np.full(hq, -np.inf), "off_by_one": np.zeros(hq),
             "learnable": sink}[cfg["softmax"]]
    if layout == "thd":
        cu_q, cu_kv = t["seqlens_q"], t["seqlens_kv"]
        out = np.zeros(q.shape[:2] + (v.shape[2],))
        lse = np.repeat(sigma[:, None], q.shape[0], axis=1).astype(np.float64)
        for b in range(len(cu_q) - 1):
            qs, qe, ks, ke = cu_q[b], cu_q[b + 1], cu_kv[b], cu_kv[b + 1]
            ob, lb = attend(cfg, b, q[qs:qe].transpose(1, 0, 2),
                            k[ks:ke].transpose(1, 0, 2),
                            v[ks:ke].transpose(1, 0, 2), qe - qs, ke - ks,
                            None, slopes, sink, masks)
            out[qs:qe] = ob.transpose(1, 0, 2)
            lse[:, qs:qe] = lb
        return out, lse
    qb, kb, vb = (to_bhsd(x, layout) for x in (q, k, v))
    batch, _, sq, _ = qb.shape
    skv = kb.shape[2]
    lens_q = t.get("seqlens_q", np.full(batch, sq))
    lens_kv = t.get("seqlens_kv", np.full(batch, skv))
    bias = t.get("bias")
    outs, lses = [], []
    for b in range(batch):
        bias_b = None if bias is None else bias[b if bias.shape[0] > 1 else 0]
        ob, lb = attend(cfg, b, qb[b], kb[b], vb[b], lens_q[b], lens_kv[b],
                        bias_b, slopes, sink, masks)
        outs.append(ob)
        lses.append(lb)
    out = np.stack(outs) if outs else np.zeros(qb.shape[:3] + vb.shape[3:])
    lse = np.stack(lses) if lses else np.zeros(qb.shape[:3])
    return from_bhsd(out, layout), lse


# ---------------------------------------------------------------------------
# Configurations.
# ---------------------------------------------------------------------------

def config(name, **kw):
    cfg = dict(name=name, layout="bshd", B=2, Sq=5, Skv=5, Hq=2, Hkv=2, D=3,
               Dv=None, causal="none", window=(-1, -1), softmax="vanilla",
               dropout=0.0, seed=0, offset=0, scale=None, bias=None,
               alibi=False, seqlens_q=None, seqlens_kv=None, tail_q=0,
               tail_kv=0, fd=True, input_dtype=None, out_dtype=None)
    cfg.update(kw)
    if cfg["Dv"] is None:
        cfg["Dv"] = cfg["D"]
    return cfg


CONFIGS = [
    config("bshd mha"),
    config("bhsd mha", layout="bhsd", Sq=4, Skv=6),
    config("sbhd mha", layout="sbhd", Sq=6, Skv=4),
    config("thd varlen", layout="thd", seqlens_q=[3, 1, 4],
           seqlens_kv=[2, 5, 4]),
    config("bshd gqa 4/2", Hq=4, Hkv=2),
    config("bhsd mqa 4/1", layout="bhsd", Hq=4, Hkv=1),
    config("sbhd mla Dqk 5 Dv 3", layout="sbhd", D=5, Dv=3),
    config("bshd mla gqa Dqk 2 Dv 4", Hq=4, Hkv=2, D=2, Dv=4),
    config("causal top_left Sq<Skv", causal="top_left", Sq=4, Skv=7),
    config("causal top_left Sq>Skv", causal="top_left", Sq=7, Skv=4),
    config("causal bottom_right Sq<Skv", causal="bottom_right", Sq=4, Skv=7),
    config("causal bottom_right Sq>Skv (masked rows)", layout="bhsd",
           causal="bottom_right", Sq=7, Skv=4),
    config("window left only", window=(2, -1), Sq=6, Skv=7),
    config("window right only", layout="sbhd", window=(-1, 1), Sq=6, Skv=5),
    config("window both", layout="bhsd", window=(1, 2), Sq=7, Skv=7),
    # Extents near INT64_MAX are unbounded sides (clamped, no overflow).
    config("window right INT64_MAX", window=(0, 2**63 - 1), Sq=6, Skv=7),
    config("window both INT64_MAX", layout="sbhd",
           window=(2**63 - 1, 2**63 - 2), Sq=5, Skv=4),
    config("window both bottom_right", window=(1, 1), causal="bottom_right",
           Sq=4, Skv=8),
    config("sliding window causal top_left", causal="top_left",
           window=(2, 0), Sq=7, Skv=7),
    config("padding seqlens q and kv", seqlens_q=[3, 5], seqlens_kv=[5, 2],
           Sq=5, Skv=6),
    config("padding zero lengths", layout="bhsd", seqlens_q=[0, 4],
           seqlens_kv=[3, 0], Sq=4, Skv=4),
    config("padding kv only + bottom_right window", layout="sbhd",
           seqlens_kv=[3, 6], causal="bottom_right", window=(2, 0), Sq=4,
           Skv=6),
    config("thd bottom_right + tails + empty seq", layout="thd",
           causal="bottom_right", seqlens_q=[2, 0, 4], seqlens_kv=[5, 3, 2],
           tail_q=2, tail_kv=1),
    config("thd gqa window learnable", layout="thd", Hq=4, Hkv=2,
           window=(1, 1), softmax="learnable", seqlens_q=[3, 4],
           seqlens_kv=[4, 3], tail_q=1),
    config("bias full", bias=(1, 1, 1, 1), Sq=4, Skv=5),
    config("bias [1,Hq,1,Skv]", layout="bhsd", bias=(0, 1, 0, 1), Sq=4,
           Skv=5),
    config("bias [B,1,Sq,1] + padding", layout="sbhd", bias=(1, 0, 1, 0),
           seqlens_q=[4, 2], Sq=4, Skv=5),
    config("bias [B,1,1,Skv] + kv padding", layout="bshd", bias=(1, 0, 0, 1),
           seqlens_kv=[5, 3], Sq=4, Skv=5, Hq=4, Hkv=2),
    config("bias [1,1,1,1] + causal", bias=(0, 0, 0, 0), causal="top_left"),
    config("alibi", alibi=True, Sq=4, Skv=6),
    config("alibi bottom_right gqa", alibi=True, causal="bottom_right",
           Hq=4, Hkv=2, Sq=3, Skv=6),
    config("off_by_one", softmax="off_by_one", Sq=4, Skv=6),
    config("off_by_one fully masked rows", layout="bhsd",
           softmax="off_by_one", causal="bottom_right", Sq=6, Skv=3),
    config("learnable sinks + padding", softmax="learnable",
           seqlens_q=[2, 5], seqlens_kv=[4, 1]),
    config("learnable sinks fully masked", layout="sbhd",
           softmax="learnable", causal="bottom_right", Sq=5, Skv=2,
           seqlens_kv=[2, 0]),
    config("vanilla fully masked (Lkv 0, window)", seqlens_kv=[0, 5],
           window=(0, 0), Sq=5, Skv=5),
    config("dropout", dropout=0.3, seed=0x123456789AB, offset=(7 << 32) + 5),
    config("dropout thd gqa causal", layout="thd", dropout=0.5, seed=42,
           offset=3, Hq=4, Hkv=2, causal="top_left", seqlens_q=[4, 3],
           seqlens_kv=[3, 5]),
    config("dropout + sink + bias + alibi", layout="bhsd", dropout=0.2,
           seed=7, offset=11, softmax="learnable", bias=(1, 0, 1, 1),
           alibi=True, Hq=4, Hkv=1, Sq=4, Skv=6, D=3, Dv=2),
    config("thd everything", layout="thd", dropout=0.25, seed=99,
           offset=1 << 33, softmax="learnable", alibi=True,
           causal="bottom_right", window=(2, 0), Hq=4, Hkv=2, D=3, Dv=4,
           seqlens_q=[3, 2, 0, 4], seqlens_kv=[4, 2, 3, 6], tail_q=1),
    config("explicit scale", scale=0.37, Sq=4, Skv=5),
    config("medium sbhd gqa causal window dropout", layout="sbhd", B=2,
           Sq=33, Skv=47, Hq=8, Hkv=2, D=16, Dv=8, causal="bottom_right",
           window=(9, 0), dropout=0.1, seed=5, offset=9, fd=False),
    config("medium thd varlen bias-free sinks", layout="thd", Hq=6, Hkv=3,
           D=16, Dv=16, softmax="learnable", alibi=True, causal="top_left",
           seqlens_q=[17, 1, 40], seqlens_kv=[30, 9, 40], fd=False),
    config("f32 inputs", input_dtype="f32", fd=False, Sq=6, Skv=7),
    config("f16 inputs", input_dtype="f16", fd=False, causal="top_left"),
    config("bf16 inputs", input_dtype="bf16", fd=False, bias=(1, 1, 1, 1)),
    config("f32 outputs", out_dtype="f32", fd=False),
    config("f16 outputs", out_dtype="f16", fd=False, Sq=4),
    config("bf16 outputs", out_dtype="bf16", fd=False, Sq=6),
]


# ---------------------------------------------------------------------------
# Running one configuration.
# ---------------------------------------------------------------------------

def make_inputs(cfg, rng):
    """Random inputs in the layout; returns dict of numpy arrays."""
    layout = cfg["layout"]
    hq, hkv, d, dv = cfg["Hq"], cfg["Hkv"], cfg["D"], cfg["Dv"]
    t = {}
    if layout == "thd":
        cu_q = np.concatenate([[0], np.cumsum(cfg["seqlens_q"])]).astype(int)
        cu_kv = np.concatenate([[0], np.cumsum(cfg["seqlens_kv"])]).astype(int)
        tq, tkv = cu_q[-1] + cfg["tail_q"], cu_kv[-1] + cfg["tail_kv"]
        shapes = {"q": (tq, hq, d), "k": (tkv, hkv, d), "v": (tkv, hkv, dv),
                  "dout": (tq, hq, dv)}
        t["seqlens_q"], t["seqlens_kv"] = cu_q, cu_kv
    else:
        b, sq, skv = cfg["B"], cfg["Sq"], cfg["Skv"]

        def shape(s, h, dim):
            return {"bshd": (b, s, h, dim), "bhsd": (b, h, s, dim),
                    "sbhd": (s, b, h, dim)}[layout]
        shapes = {"q": shape(sq, hq, d), "k": shape(skv, hkv, d),
                  "v": shape(skv, hkv, dv), "dout": shape(sq, hq, dv)}
        if cfg["seqlens_q"] is not None:
            t["seqlens_q"] = np.array(cfg["seqlens_q"])
        if cfg["seqlens_kv"] is not None:
            t["seqlens_kv"] = np.array(cfg["seqlens_kv"])
        if cfg["bias"] is not None:
            full = (b, hq, sq, skv)
            bias_shape = tuple(n if f else 1 for n, f in zip(full, cfg["bias"]))
            t["bias"] = rng.standard_normal(bias_shape)
    for name, shp in shapes.items():
        t[name] = rng.standard_normal(shp)
    if cfg["alibi"]:
        t["alibi"] = rng.uniform(0.05, 0.6, hq)
    if cfg["softmax"] == "learnable":
        t["sink"] = rng.standard_normal(hq)
    return t


def round_inputs(t, dtype):
    """Rounds the float inputs to `dtype` (what the cli will read)."""
    import ml_dtypes
    np_type = {"f32": np.float32, "f16": np.float16,
               "bf16": ml_dtypes.bfloat16}[dtype]
    for name in ("q", "k", "v", "bias", "alibi", "sink"):
        if name in t:
            t[name] = t[name].astype(np_type)


def save(path, array):
    np.save(path, array)
    return path


def run_cli(cli, cfg, t, workdir, backward):
    args = [cli, "--layout=" + cfg["layout"], "--causal=" + cfg["causal"],
            "--window=%d,%d" % cfg["window"], "--softmax=" + cfg["softmax"],
            "--dropout=%r" % cfg["dropout"], "--seed=%d" % cfg["seed"],
            "--offset=%d" % cfg["offset"]]
    if cfg["scale"] is not None:
        args.append("--scale=%r" % cfg["scale"])
    if cfg["out_dtype"]:
        args.append("--out-dtype=" + cfg["out_dtype"])
    options = {"q": "q", "k": "k", "v": "v", "bias": "bias",
               "alibi": "alibi", "sink": "sink", "seqlens_q": "seqlens-q",
               "seqlens_kv": "seqlens-kv"}
    if backward:
        options["dout"] = "dout"
    for name, option in options.items():
        if name not in t:
            continue
        array = t[name]
        if name.startswith("seqlens"):
            array = np.asarray(array, dtype=np.int32)
        args.append("--%s=%s" % (option, save(os.path.join(
            workdir, name + ".npy"), array)))
    outputs = ["out", "lse"]
    if backward:
        outputs += ["dq", "dk", "dv"]
        if "bias" in t:
            outputs.append("dbias")
        if "sink" in t:
            outputs.append("dsink")
    for name in outputs:
        args.append("--%s=%s" % (name, os.path.join(workdir, "r_" + name +
                                                    ".npy")))
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError("cli failed (%d): %s" % (proc.returncode,
                                                    proc.stderr.strip()))
    result = {}
    for name in outputs:
        array = np.load(os.path.join(workdir, "r_" + name + ".npy"))
        if cfg["out_dtype"] == "bf16":
            import ml_dtypes
            array = array.view(ml_dtypes.bfloat16)
        result[name] = array
    return result


def compare(what, got, want, rtol, floor=1e-12):
    """Normwise relative error; non-finite entries must match exactly.
    `floor` bounds the normaliser from below, for results that are zero up
    to rounding (e.g. the gradient of a bias constant along each row)."""
    got = np.asarray(got, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    if got.shape != want.shape:
        raise AssertionError("%s: shape %s, expected %s" % (
            what, got.shape, want.shape))
    if np.isnan(got).any():
        raise AssertionError("%s: NaN in result" % what)
    finite = np.isfinite(want)
    if not np.array_equal(np.isfinite(got), finite) or not np.array_equal(
            got[~finite], want[~finite]):
        raise AssertionError("%s: non-finite entries differ" % what)
    if not finite.any():
        return 0.0
    scale = np.abs(want[finite]).max()
    err = np.abs(got[finite] - want[finite]).max()
    rel = err / max(scale, floor)
    if rel > rtol:
        raise AssertionError("%s: relative error %.3g > %.1g" % (
            what, rel, rtol))
    return rel


def finite_differences(cfg, t, masks, name):
    """d sum(dout * out) / d t[name] by central differences."""
    base = t[name]
    grad = np.zeros_like(base)
    flat, gflat = base.reshape(-1), grad.reshape(-1)
    for n in range(flat.size):
        saved = flat[n]
        flat[n] = saved + FD_STEP
        plus = np.sum(t["dout"] * numpy_forward(cfg, t, masks)[0])
        flat[n] = saved - FD_STEP
        minus = np.sum(t["dout"] * numpy_forward(cfg, t, masks)[0])
        flat[n] = saved
        gflat[n] = (plus - minus) / (2 * FD_STEP)
    return grad


def resolve_scale(cfg, t):
    if cfg["scale"] is not None:
        return cfg["scale"]
    return 1.0 / math.sqrt(t["q"].shape[-1])


def check_config(cli, cfg, seed, workdir):
    rng = np.random.default_rng(seed)
    t = make_inputs(cfg, rng)
    if cfg["input_dtype"]:
        round_inputs(t, cfg["input_dtype"])
    cfg = dict(cfg, scale=resolve_scale(cfg, t))
    masks = {}
    # The numpy side works on the exact values the cli reads.
    t64 = {n: (a if n.startswith("seqlens") else a.astype(np.float64))
           for n, a in t.items()}
    result = run_cli(cli, cfg, t, workdir, backward=cfg["fd"])
    out, lse = numpy_forward(cfg, t64, masks)
    notes = []
    if cfg["dropout"] > 0:
        # Guard against a vacuous test: the mask must drop some, keep some.
        kept = np.concatenate([m.reshape(-1) for m in masks.values()])
        if kept.all() or not kept.any():
            raise AssertionError("dropout mask is trivial")
        notes.append("kept %.2f" % kept.mean())
    if cfg["out_dtype"]:
        import ml_dtypes
        np_type = {"f32": np.float32, "f16": np.float16,
                   "bf16": ml_dtypes.bfloat16}[cfg["out_dtype"]]
        # Outputs go f64 -> f32 -> narrow type, each rounding to nearest even.
        for name, want in (("out", out), ("lse", lse)):
            expect = np.ascontiguousarray(
                want.astype(np.float32).astype(np_type))
            if result[name].dtype != expect.dtype:
                raise AssertionError("%s dtype %s" % (name,
                                                      result[name].dtype))
            if not np.array_equal(result[name].view(np.uint8),
                                  expect.view(np.uint8)):
                raise AssertionError(name + " not rounded exactly")
        notes.append("bit-exact " + cfg["out_dtype"])
    else:
        rel_out = compare("out", result["out"], out, FORWARD_RTOL)
        rel_lse = compare("lse", result["lse"], lse, FORWARD_RTOL)
        notes.append("fwd %.1e/%.1e" % (rel_out, rel_lse))
    empty = np.all(out == 0, axis=-1).sum()
    notes.append("%d/%d rows empty" % (empty, out[..., 0].size))
    if cfg["fd"]:
        worst = 0.0
        for name, gname in (("q", "dq"), ("k", "dk"), ("v", "dv"),
                            ("bias", "dbias"), ("sink", "dsink")):
            if name not in t64:
                continue
            fd = finite_differences(cfg, t64, masks, name)
            worst = max(worst, compare(gname, result[gname], fd,
                                       GRADIENT_RTOL, GRADIENT_FLOOR))
        notes.append("grad %.1e" % worst)
    return ", ".join(notes)


# ---------------------------------------------------------------------------
# Rejected inputs: the cli must exit 1 with a message, never crash.
# ---------------------------------------------------------------------------

def write_raw(path, header, data=b"", magic=b"\x93NUMPY", version=b"\x01\x00"):
    header = header.encode()
    with open(path, "wb") as f:
        f.write(magic + version + len(header).to_bytes(2, "little") + header
                + data)
    return path


def error_cases(workdir):
    rng = np.random.default_rng(1)

    def arr(*shape):
        return rng.standard_normal(shape)

    def p(name, array):
        return save(os.path.join(workdir, "e_" + name + ".npy"), array)

    q = p("q", arr(1, 4, 2, 3))
    k = p("k", arr(1, 5, 2, 3))
    v = p("v", arr(1, 5, 2, 3))
    base = ["--q=" + q, "--k=" + k, "--v=" + v]
    tq = p("tq", arr(6, 2, 3))
    tkv = p("tkv", arr(7, 2, 3))
    thd = ["--layout=thd", "--q=" + tq, "--k=" + tkv, "--v=" + tkv]
    i32 = np.int32
    cases = [
        ("q rank 3 in bshd", ["--q=" + tq, "--k=" + k, "--v=" + v],
         "rank"),
        ("batch mismatch", ["--q=" + p("q2", arr(2, 4, 2, 3)), "--k=" + k,
                            "--v=" + v], "batch"),
        ("head dim mismatch", ["--q=" + p("q4", arr(1, 4, 2, 4)), "--k=" + k,
                               "--v=" + v], "head dimension"),
        ("Hq not a multiple of Hkv", ["--q=" + p("q3", arr(1, 4, 3, 3)),
                                      "--k=" + k, "--v=" + v], "multiple"),
        ("seqlens out of range", base + ["--seqlens-q=" + p(
            "sq", np.array([5], i32))], "outside"),
        ("seqlens wrong size", base + ["--seqlens-kv=" + p(
            "skv", np.array([1, 2], i32))], "[B]"),
        ("thd without offsets", thd, "requires"),
        ("thd offsets not monotone", thd + [
            "--seqlens-q=" + p("cq", np.array([0, 4, 2, 6], i32)),
            "--seqlens-kv=" + p("ckv", np.array([0, 1, 2, 3], i32))],
         "non-decreasing"),
        ("thd offsets not starting at 0", thd + [
            "--seqlens-q=" + p("cq2", np.array([1, 4], i32)),
            "--seqlens-kv=" + p("ckv2", np.array([0, 3], i32))], "start"),
        ("thd offsets beyond tokens", thd + [
            "--seqlens-q=" + p("cq3", np.array([0, 4], i32)),
            "--seqlens-kv=" + p("ckv3", np.array([0, 8], i32))], "beyond"),
        ("thd offset counts differ", thd + [
            "--seqlens-q=" + p("cq4", np.array([0, 4], i32)),
            "--seqlens-kv=" + p("ckv4", np.array([0, 3, 5], i32))], "same"),
        ("bias with thd", thd + [
            "--seqlens-q=" + p("cq5", np.array([0, 6], i32)),
            "--seqlens-kv=" + p("ckv5", np.array([0, 7], i32)),
            "--bias=" + p("tb", arr(1, 2, 6, 7))], "thd"),
        ("bias bad broadcast", base + ["--bias=" + p("b", arr(1, 2, 3, 5))],
         "neither"),
        ("sink without learnable", base + ["--sink=" + p("s", arr(2))],
         "learnable"),
        ("learnable without sink", base + ["--softmax=learnable"], "sink"),
        ("alibi wrong shape", base + ["--alibi=" + p("a", arr(3))], "[Hq]"),
        ("dout wrong shape", base + ["--dout=" + p("do", arr(1, 4, 2, 2))],
         "d_out"),
        ("dropout 1", base + ["--dropout=1"], "dropout"),
        ("window -2", base + ["--window=-2,0"], "window"),
        ("scale 0", base + ["--scale=0"], "scale"),
        ("missing file", ["--q=" + os.path.join(workdir, "nope.npy"),
                          "--k=" + k, "--v=" + v], "cannot open"),
        ("bad magic", ["--q=" + write_raw(os.path.join(workdir, "m.npy"),
                                          "{}", magic=b"\x93NUMPZ"),
                       "--k=" + k, "--v=" + v], "magic"),
        ("fortran order", ["--q=" + save(os.path.join(workdir, "f.npy"),
                                         np.asfortranarray(arr(1, 4, 2, 3))),
                           "--k=" + k, "--v=" + v], "Fortran"),
        ("big-endian", ["--q=" + save(os.path.join(workdir, "be.npy"),
                                      arr(1, 4, 2, 3).astype(">f8")),
                        "--k=" + k, "--v=" + v], "big-endian"),
        ("unsupported dtype", ["--q=" + save(os.path.join(workdir, "c.npy"),
                                             arr(1, 4, 2, 3).astype(
                                                 np.complex64)),
                               "--k=" + k, "--v=" + v], "unsupported dtype"),
        ("truncated data", ["--q=" + write_raw(
            os.path.join(workdir, "t.npy"),
            "{'descr': '<f8', 'fortran_order': False, 'shape': (1, 4, 2, 3), }"
            "\n", b"\0" * 100), "--k=" + k, "--v=" + v], "truncated"),
        ("malformed header", ["--q=" + write_raw(
            os.path.join(workdir, "th.npy"), "{'descr': '<f8'"),
            "--k=" + k, "--v=" + v], "header"),
        ("unsupported version", ["--q=" + write_raw(
            os.path.join(workdir, "ver.npy"), "{}", version=b"\x04\x00"),
            "--k=" + k, "--v=" + v], "version"),
        ("float seqlens", base + ["--seqlens-q=" + p(
            "fsq", np.array([1.0]))], "integer"),
    ]
    failures = 0
    for name, args, needle in cases:
        proc = subprocess.run([CLI] + args, capture_output=True, text=True)
        ok = proc.returncode == 1 and needle in proc.stderr
        status = "PASS" if ok else "FAIL"
        failures += not ok
        print("%s  reject %-32s %s" % (status, name, proc.stderr.strip()
                                        if ok else "rc=%d stderr=%r" % (
                                            proc.returncode, proc.stderr)))
    return failures


def check_npy_v2(workdir):
    """A version 2.0 file reads like a 1.0 one."""
    from numpy.lib import format as npy_format
    rng = np.random.default_rng(3)
    cfg = config("npy v2")
    t = make_inputs(cfg, rng)
    path_q = os.path.join(workdir, "v2_q.npy")
    with open(path_q, "wb") as f:
        npy_format.write_array(f, t["q"], version=(2, 0))
    paths = {n: save(os.path.join(workdir, "v2_%s.npy" % n), t[n])
             for n in ("k", "v")}
    out_path = os.path.join(workdir, "v2_out.npy")
    subprocess.run([CLI, "--q=" + path_q, "--k=" + paths["k"],
                    "--v=" + paths["v"], "--out=" + out_path], check=True)
    cfg["scale"] = resolve_scale(cfg, t)
    compare("out", np.load(out_path), numpy_forward(cfg, t, {})[0],
            FORWARD_RTOL)


def check_performance(workdir):
    """B=1, H=8, S=512, D=128 forward and backward; forward checked."""
    rng = np.random.default_rng(4)
    shape = (1, 512, 8, 128)
    t = {n: rng.standard_normal(shape) for n in ("q", "k", "v", "dout")}
    paths = {n: save(os.path.join(workdir, "perf_%s.npy" % n), a)
             for n, a in t.items()}
    out_path = os.path.join(workdir, "perf_out.npy")
    dq_path = os.path.join(workdir, "perf_dq.npy")
    start = time.time()
    subprocess.run([CLI, "--causal=top_left", "--q=" + paths["q"],
                    "--k=" + paths["k"], "--v=" + paths["v"],
                    "--dout=" + paths["dout"], "--out=" + out_path,
                    "--dq=" + dq_path], check=True)
    elapsed = time.time() - start
    cfg = config("perf", causal="top_left", scale=1 / math.sqrt(128))
    rel = compare("out", np.load(out_path), numpy_forward(cfg, t, {})[0],
                  FORWARD_RTOL)
    return "fwd+bwd %.2fs, fwd %.1e" % (elapsed, rel)


def main():
    global CLI
    if len(sys.argv) != 2:
        print("usage: check_reference.py path/to/reference-cli")
        return 2
    CLI = sys.argv[1]
    start = time.time()
    failures = 0

    def report(name, fn):
        nonlocal failures
        try:
            note = fn()
            print("PASS  %-45s %s" % (name, note or ""))
        except Exception as error:  # report and go on with the others
            failures += 1
            print("FAIL  %-45s %s: %s" % (name, type(error).__name__, error))

    report("numpy philox known answers", check_philox)
    with tempfile.TemporaryDirectory() as workdir:
        for index, cfg in enumerate(CONFIGS):
            report(cfg["layout"] + " " + cfg["name"],
                   lambda: check_config(CLI, cfg, 100 + index, workdir))
        failures += error_cases(workdir)
        report("npy format 2.0 input", lambda: check_npy_v2(workdir))
        report("B=1 H=8 S=512 D=128 causal", lambda: check_performance(
            workdir))
    print("%d configurations, %d failure(s), %.1fs" % (
        len(CONFIGS), failures, time.time() - start))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
