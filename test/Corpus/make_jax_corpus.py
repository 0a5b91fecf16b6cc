#!/usr/bin/env python3
# make_jax_corpus.py - export real JAX attention programs to linalg.
"""Writes test/Corpus/jax/: attention as JAX, Flax and Equinox write it,
imported to linalg with attn.importer.jax, with inputs and the framework's
own outputs.

Each program is the library's own code called at small shapes; only the
TransformerEngine guide's native baseline, which is example code in a guide
rather than a library function, is written out here as the guide has it.
Per program, <out>/<name>/ holds

    program.mlir           attn.importer.jax.to_linalg output (generic form)
    arg0.npy ... argN.npy  seeded random inputs, in the entry's argument order
    expected0.npy          the library's output on them (jax on CPU)

and <out>/corpus.json describes every program and its attention.

    /work/venv312/bin/python test/Corpus/make_jax_corpus.py [--only NAME,...]

Needs jax, jaxlib (>= 0.5.3), flax, equinox and ml_dtypes.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import re
import shutil
import sys
import zlib
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("JAX_PLATFORMS", "cpu")

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "python"))

import equinox as eqx  # noqa: E402
import flax  # noqa: E402
import flax.linen as nn  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jaxlib  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

from attn import AttnError  # noqa: E402
from attn.importer.jax import to_linalg  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parent / "jax"

BF16 = jnp.bfloat16
F32 = jnp.float32
F32_MIN = float(jnp.finfo(jnp.float32).min)
BF16_MIN = float(jnp.finfo(jnp.bfloat16).min)
# jax.nn.dot_product_attention's fill: -0.7 * finfo(logits dtype).max,
# logits being f32 for bf16 and f32 inputs alike.
JAX_DPA_FILL = float(np.float32(-0.7 * float(jnp.finfo(jnp.float32).max)))

# Shapes shared by most programs: B=2, S=32, H=4 (2 KV heads for GQA), D=32.
B, S, H, HKV, D = 2, 32, 4, 2, 32
# The TransformerEngine baseline: longer sequences so the window matters.
TE_S, TE_HQ, TE_HKV, TE_D, TE_W = 64, 4, 2, 32, 16


def dtype_name(dtype) -> str:
    dtype = np.dtype(dtype)
    if dtype == np.dtype(ml_dtypes.bfloat16):
        return "bf16"
    return {"float16": "f16", "float32": "f32", "float64": "f64",
            "int32": "i32", "int64": "i64", "bool": "bool"}[dtype.name]


# ---------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------

class Inputs:
    """Seeded random inputs for one program; the seed comes from its name so
    that adding a program leaves the others' data alone."""

    def __init__(self, name: str):
        self.rng = np.random.default_rng(zlib.crc32(name.encode()))

    def normal(self, shape, dtype=BF16, scale=1.0) -> np.ndarray:
        values = self.rng.standard_normal(shape, dtype=np.float32) * scale
        return values.astype(np.dtype(dtype))

    def qkv(self, shape_q, shape_k, shape_v, dtype=BF16):
        return (self.normal(shape_q, dtype), self.normal(shape_k, dtype),
                self.normal(shape_v, dtype))

    def bool_mask(self, shape, keep=0.75) -> np.ndarray:
        """Random True/False with every query row keeping a key, so that no
        row of these inputs is fully masked."""
        mask = self.rng.random(shape) < keep
        mask[..., :, 0] = True
        return mask


# ---------------------------------------------------------------------------
# Attention descriptions (the manifest's "attention" entries)
# ---------------------------------------------------------------------------

def attention(*, layout, batch, heads_q, heads_kv, head_dim_qk, head_dim_v,
              seq_q, seq_kv, scale, scale_applied, score_dtype, softmax_dtype,
              p_dtype, pv_dtype=None, gqa="none", causal="none", window=None,
              bias=None, mask=None, softcap=None, sinks=None,
              segment_ids=None, seq_lengths=None, fully_masked=None,
              notes=None) -> dict:
    """One program's attention, every field present; key names follow the
    torch half's manifest where the two overlap.

    causal: "none", or "top_left" (key k visible to query q iff k <= q, the
        diagonal starting at the top-left corner even when seq_q != seq_kv).
    window: null, or {"left": L, "right": R}: key k visible to query q iff
        q - L <= k <= q + R.
    bias: "none", or a dict naming the argument that holds it.
    mask: {"kind": "none"} or how masked scores are written: "iota" (from
        jnp.arange / jnp.tril comparisons, known at compile time),
        "bool_arg" (a boolean argument), "seq_lengths" (int32 arguments);
        "fill" is the number jnp.where puts in place of a masked score.
    p_dtype_before_pv: the element type of P (the softmax output) as it
        enters P.V; pv_dtype the type P.V is computed in.
    fully_masked: (can rows be fully masked, why) or None for "no".
    """
    can_occur, why = fully_masked or (False, "every query row keeps a key")
    return {
        "layout": layout,
        "batch": batch,
        "q_heads": heads_q,
        "kv_heads": heads_kv,
        "gqa": gqa,
        "head_dim_qk": head_dim_qk,
        "head_dim_v": head_dim_v,
        "seq_q": seq_q,
        "seq_kv": seq_kv,
        "scale": scale,
        "scale_applied": scale_applied,
        "score_dtype": score_dtype,
        "causal": causal,
        "window": window,
        "bias": bias or "none",
        "mask": mask or {"kind": "none"},
        "softcap": softcap,
        "sinks": sinks,
        "segment_ids": segment_ids,
        "seq_lengths": seq_lengths,
        "softmax_dtype": softmax_dtype,
        "p_dtype_before_pv": p_dtype,
        "pv_dtype": pv_dtype or p_dtype,
        "row_can_be_fully_masked": can_occur,
        "fully_masked_rows_note": why,
        "notes": notes,
    }


# ---------------------------------------------------------------------------
# The programs
# ---------------------------------------------------------------------------

@dataclasses.dataclass
class Program:
    name: str
    library: str
    function: str
    version: str
    call: str
    fn: Callable[..., Any]
    args: list  # [(name, np.ndarray)]
    attention: dict
    description: str
    source: str | None = None  # where code that is not a library's lives


PROGRAMS: list[Callable[[], Program]] = []


def program(builder):
    PROGRAMS.append(builder)
    return builder


# TransformerEngine's JAX attention guide (docs/examples/jax/attention.py)
# compares its fused DotProductAttention against a native JAX baseline
# (FlaxNativeGQAAttention, a parameterless Flax module). The baseline is
# guide code, not a library function, so it is spelled out here with the
# same operations: GQA by jnp.repeat on the head axis, f32 scores from an
# einsum of f32 upcasts, an iota causal/sliding-window mask filled with
# finfo(f32).min, softmax in f32, P.V in f32, then a cast back.

TE_LIBRARY = "TransformerEngine JAX attention guide, native JAX baseline"
TE_FUNCTION = ("FlaxNativeGQAAttention.__call__ "
               "(docs/examples/jax/attention.py), written out")


def te_native_attention(q, k, v, *, window=None, causal=True,
                        divide_scale=False, pv_in_bf16=False):
    """The guide's native BSHD baseline. With ``causal``, query qp sees keys
    kp <= qp, and with ``window`` W only those with kp >= qp - W as well (the
    guide's window_size=(W, 0))."""
    groups = q.shape[2] // k.shape[2]
    k_full = jnp.repeat(k, groups, axis=2)
    v_full = jnp.repeat(v, groups, axis=2)
    logits = jnp.einsum("bqhd,bkhd->bhqk", q.astype(jnp.float32),
                        k_full.astype(jnp.float32))
    depth = q.shape[-1]
    if divide_scale:
        logits = logits / math.sqrt(depth)
    else:
        logits = logits * (1.0 / math.sqrt(depth))
    if causal:
        qp = jnp.arange(q.shape[1])[:, None]
        kp = jnp.arange(k.shape[1])[None, :]
        keep = kp <= qp
        if window is not None:
            keep = keep & (kp >= qp - window)
        logits = jnp.where(keep[None, None], logits,
                           jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(logits, axis=-1)
    if pv_in_bf16:
        out = jnp.einsum("bhqk,bkhd->bqhd", p.astype(jnp.bfloat16), v_full)
    else:
        out = jnp.einsum("bhqk,bkhd->bqhd", p, v_full.astype(jnp.float32))
    return out.astype(q.dtype)


def te_program(name, description, *, d_v=TE_D, d_qk=TE_D, window=None,
               causal=True, divide_scale=False, pv_in_bf16=False):
    inputs = Inputs(name)
    q, k, v = inputs.qkv((B, TE_S, TE_HQ, d_qk), (B, TE_S, TE_HKV, d_qk),
                         (B, TE_S, TE_HKV, d_v))
    options = {"window": window, "causal": causal,
               "divide_scale": divide_scale, "pv_in_bf16": pv_in_bf16}
    shown = ", ".join(f"{key}={value!r}" for key, value in options.items()
                      if value != {"window": None, "causal": True,
                                   "divide_scale": False,
                                   "pv_in_bf16": False}[key])
    mask = None
    if causal:
        rule = "k <= q" if window is None else f"k <= q and k >= q - {window}"
        mask = {"kind": "iota", "rule": rule, "fill": F32_MIN,
                "fill_expr": "jnp.finfo(jnp.float32).min",
                "applied": "jnp.where(keep[None, None], logits, fill) on "
                           "the f32 scaled scores"}
    return Program(
        name=name, library=TE_LIBRARY, function=TE_FUNCTION,
        version=f"jax {jax.__version__}",
        call=f"te_native_attention(q, k, v{', ' + shown if shown else ''})",
        fn=lambda q, k, v: te_native_attention(q, k, v, **options),
        args=[("q", q), ("k", k), ("v", v)],
        attention=attention(
            layout="BSHD", batch=B, heads_q=TE_HQ, heads_kv=TE_HKV,
            gqa="jnp.repeat(k/v, heads_q // heads_kv, axis=2)",
            head_dim_qk=d_qk, head_dim_v=d_v, seq_q=TE_S, seq_kv=TE_S,
            scale=1.0 / math.sqrt(d_qk),
            scale_applied=("f32 scores / math.sqrt(d)" if divide_scale
                           else "f32 scores * (1 / math.sqrt(d))"),
            score_dtype="f32 (einsum of f32 upcasts of q and k)",
            causal="top_left" if causal else "none",
            window={"left": window, "right": 0} if window else None,
            mask=mask, softmax_dtype="f32",
            p_dtype="bf16" if pv_in_bf16 else "f32",
            notes=("P.V: einsum(p.astype(bf16), v) in bf16, no "
                   "preferred_element_type" if pv_in_bf16 else
                   "P.V: einsum(p, v.astype(f32)) in f32, then "
                   ".astype(q.dtype)")),
        description=description,
        source="test/Corpus/make_jax_corpus.py: te_native_attention")


@program
def te_native_gqa_swa():
    return te_program("te_native_gqa_swa",
                      "GQA + causal sliding window (16, 0), as the guide "
                      "runs it", window=TE_W)


@program
def te_native_gqa_causal():
    return te_program("te_native_gqa_causal",
                      "GQA + full causal mask (window None); the score "
                      "scale divides by math.sqrt(d)", divide_scale=True)


@program
def te_native_mla():
    return te_program("te_native_mla",
                      "DeepSeek-style MLA head dims (d_qk 48, d_v 32), GQA, "
                      "causal", d_qk=48, d_v=32)


@program
def te_native_gqa_swa_pv_bf16():
    return te_program("te_native_gqa_swa_pv_bf16",
                      "the sliding-window baseline with P cast to bf16 and "
                      "P.V done in bf16", window=TE_W, pv_in_bf16=True)


@program
def te_native_gqa_nomask():
    return te_program("te_native_gqa_nomask",
                      "the baseline without any mask (bidirectional GQA)",
                      causal=False)


# jax.nn.dot_product_attention, implementation="xla" (BTNH layout). Scores
# are f32 (the bf16 dot carries algorithm <bf16, bf16 -> f32>), scaled by a
# multiply, masked with -0.7 * finfo(f32).max, softmax in f32, P cast to
# the key's dtype, P.V in that dtype. GQA reshapes the query heads to
# (kv_heads, groups) and vmaps; no repeat.

JAX_DPA = "jax.nn.dot_product_attention"


def jax_dpa_program(name, description, *, kwargs, heads_kv=H, dtype=BF16,
                    bias_shape=None, mask_shape=None, seq_lengths=None,
                    mask_desc=None, causal="none", window=None,
                    fully_masked=None):
    inputs = Inputs(name)
    q, k, v = inputs.qkv((B, S, H, D), (B, S, heads_kv, D),
                         (B, S, heads_kv, D), dtype)
    args = [("query", q), ("key", k), ("value", v)]
    call_args = ["query", "key", "value"]
    if bias_shape is not None:
        args.append(("bias", inputs.normal(bias_shape, dtype, 0.5)))
        call_args.append("bias=bias")
    if mask_shape is not None:
        args.append(("mask", inputs.bool_mask(mask_shape)))
        call_args.append("mask=mask")
    if seq_lengths is not None:
        for key, lengths in seq_lengths.items():
            args.append((key, np.asarray(lengths, np.int32)))
            call_args.append(f"{key}={key}")
    names = [arg_name for arg_name, _ in args]
    call_args += [f"{key}={value!r}" for key, value in kwargs.items()]

    def fn(*arrays):
        named = dict(zip(names, arrays))
        extra = {key: named[key] for key in names[3:]}
        return jax.nn.dot_product_attention(
            named["query"], named["key"], named["value"], **extra, **kwargs)

    scale = kwargs.get("scale", 1.0 / math.sqrt(D))
    return Program(
        name=name, library="jax", function=JAX_DPA,
        version=jax.__version__,
        call=f"{JAX_DPA}({', '.join(call_args)})",
        fn=fn, args=args,
        attention=attention(
            layout="BSHD (BTNH)", batch=B, heads_q=H, heads_kv=heads_kv,
            gqa=("query reshaped to (B, T, K, G, H) and vmapped over G"
                 if heads_kv != H else "none"),
            head_dim_qk=D, head_dim_v=D, seq_q=S, seq_kv=S, scale=scale,
            scale_applied="f32 scores * jnp.array(scale, f32)",
            score_dtype=("f32 (bf16 dot_general, algorithm "
                         "BF16_BF16_F32)" if dtype == BF16 else "f32"),
            causal=causal, window=window,
            bias=({"kind": "additive", "arg": names.index("bias"),
                   "shape": list(bias_shape), "dtype": dtype_name(dtype),
                   "applied": "(scores + bias).astype(f32) after the scale"}
                  if bias_shape else None),
            mask=mask_desc, softmax_dtype="f32",
            p_dtype=dtype_name(dtype),
            seq_lengths=({key: {"arg": names.index(key), "values": values}
                          for key, values in seq_lengths.items()}
                         if seq_lengths else None),
            fully_masked=fully_masked,
            notes="P = softmax(f32).astype(key.dtype); P.V einsum "
                  "'BNTS,BSNH->BTNH' in that dtype"),
        description=description)


def jax_iota_mask(rule):
    return {"kind": "iota", "rule": rule, "fill": JAX_DPA_FILL,
            "fill_expr": "-0.7 * finfo(f32).max",
            "applied": "jnp.where(combined_mask, scores, fill) after scale "
                       "and bias"}


@program
def jax_dpa():
    return jax_dpa_program("jax_dpa", "plain multi-head attention, no mask",
                           kwargs={"implementation": "xla"})


@program
def jax_dpa_causal():
    return jax_dpa_program(
        "jax_dpa_causal", "is_causal=True (jnp.tril mask)",
        kwargs={"is_causal": True, "implementation": "xla"},
        causal="top_left", mask_desc=jax_iota_mask("k <= q (jnp.tril)"))


@program
def jax_dpa_local_window():
    return jax_dpa_program(
        "jax_dpa_local_window", "local_window_size=(16, 0): causal sliding "
        "window of 17 keys, without is_causal",
        kwargs={"local_window_size": (16, 0), "implementation": "xla"},
        window={"left": 16, "right": 0},
        mask_desc=jax_iota_mask("q <= k + 16 and q >= k - 0"))


@program
def jax_dpa_gqa():
    return jax_dpa_program(
        "jax_dpa_gqa", "grouped-query attention (4 query heads, 2 KV heads), "
        "causal", heads_kv=HKV,
        kwargs={"is_causal": True, "implementation": "xla"},
        causal="top_left", mask_desc=jax_iota_mask("k <= q (jnp.tril)"))


@program
def jax_dpa_bias():
    return jax_dpa_program(
        "jax_dpa_bias", "an additive bf16 bias shared by the batch "
        "(1, H, T, S)", bias_shape=(1, H, S, S),
        kwargs={"implementation": "xla"})


@program
def jax_dpa_mask():
    return jax_dpa_program(
        "jax_dpa_mask", "a boolean mask argument (B, 1, T, S), random",
        mask_shape=(B, 1, S, S), kwargs={"implementation": "xla"},
        mask_desc={"kind": "bool_arg", "arg": 3, "shape": [B, 1, S, S],
                   "fill": JAX_DPA_FILL,
                   "fill_expr": "-0.7 * finfo(f32).max",
                   "applied": "jnp.where(mask, scores, fill)"},
        fully_masked=(True, "data-dependent: a row of the mask argument "
                            "may be all False (these inputs keep key 0 in "
                            "every row); the finite fill then makes such a "
                            "row average V uniformly"))


@program
def jax_dpa_seq_lengths():
    return jax_dpa_program(
        "jax_dpa_seq_lengths", "query_seq_lengths=[32, 20] and "
        "key_value_seq_lengths=[32, 24] (padding masks from int32 lengths)",
        seq_lengths={"query_seq_lengths": [32, 20],
                     "key_value_seq_lengths": [32, 24]},
        kwargs={"implementation": "xla"},
        mask_desc={"kind": "seq_lengths",
                   "rule": "q < query_seq_lengths[b] and "
                           "k < key_value_seq_lengths[b]",
                   "fill": JAX_DPA_FILL,
                   "fill_expr": "-0.7 * finfo(f32).max",
                   "applied": "jnp.where(mask, scores, fill); the output "
                              "rows q >= query_seq_lengths[b] are then "
                              "multiplied by 0"},
        fully_masked=(True, "query rows q >= query_seq_lengths[b] (batch 1, "
                            "rows 20..31 here) mask every key; their output "
                            "is multiplied by 0 afterwards"))


@program
def jax_dpa_scale_f32():
    return jax_dpa_program(
        "jax_dpa_scale_f32", "f32 inputs, scale=0.125 given explicitly, "
        "causal", dtype=F32,
        kwargs={"scale": 0.125, "is_causal": True, "implementation": "xla"},
        causal="top_left", mask_desc=jax_iota_mask("k <= q (jnp.tril)"))


# flax.linen.dot_product_attention: q / sqrt(d) in the input dtype, scores
# in the input dtype (bf16 here), mask filled with finfo(dtype).min,
# softmax in the input dtype (force_fp32_for_softmax=False), P.V in it.

FLAX_DPA = "flax.linen.dot_product_attention"


def flax_dpa_program(name, description, *, causal_mask):
    inputs = Inputs(name)
    q, k, v = inputs.qkv((B, S, H, D), (B, S, H, D), (B, S, H, D))

    def fn(query, key, value):
        mask = None
        if causal_mask:
            mask = nn.make_causal_mask(jnp.ones(query.shape[:2]))
        return nn.dot_product_attention(query, key, value, mask=mask)

    call = (f"{FLAX_DPA}(query, key, value, mask=flax.linen."
            "make_causal_mask(jnp.ones((B, S))))" if causal_mask else
            f"{FLAX_DPA}(query, key, value)")
    return Program(
        name=name, library="flax", function=FLAX_DPA,
        version=flax.__version__, call=call, fn=fn,
        args=[("query", q), ("key", k), ("value", v)],
        attention=attention(
            layout="BSHD ([batch, length, heads, depth])", batch=B,
            heads_q=H, heads_kv=H, head_dim_qk=D, head_dim_v=D, seq_q=S,
            seq_kv=S, scale=1.0 / math.sqrt(D),
            scale_applied="query / jnp.sqrt(depth).astype(bf16), in bf16, "
                          "before Q.K^T",
            score_dtype="bf16",
            causal="top_left" if causal_mask else "none",
            mask=({"kind": "iota",
                   "rule": "k <= q (make_causal_mask: jnp.greater_equal of "
                           "aranges), shape (B, 1, S, S)",
                   "fill": BF16_MIN, "fill_expr": "jnp.finfo(bf16).min",
                   "applied": "jnp.where(mask, scores, fill) on bf16 scores"}
                  if causal_mask else None),
            softmax_dtype="bf16 (jax.nn.softmax on bf16 scores)",
            p_dtype="bf16",
            notes="einsums '...qhd,...khd->...hqk' and "
                  "'...hqk,...khd->...qhd' in bf16; dropout_rate 0"),
        description=description)


@program
def flax_dpa():
    return flax_dpa_program("flax_dpa", "flax.linen.dot_product_attention, "
                            "no mask, bf16", causal_mask=False)


@program
def flax_dpa_causal():
    return flax_dpa_program("flax_dpa_causal", "flax.linen."
                            "dot_product_attention with a causal mask from "
                            "flax.linen.make_causal_mask", causal_mask=True)


def param_args(tree):
    """The arrays of a parameter pytree as (name, array) pairs in flattening
    order, and a function that rebuilds the tree from them."""
    with_paths, treedef = jax.tree_util.tree_flatten_with_path(tree)
    args = [(jax.tree_util.keystr(path), np.asarray(leaf))
            for path, leaf in with_paths]
    return args, lambda leaves: jax.tree_util.tree_unflatten(treedef, leaves)


# flax.linen.MultiHeadDotProductAttention as a whole module: DenseGeneral
# projections to heads, flax.linen.dot_product_attention, DenseGeneral out.
# Parameters are entry arguments (after the inputs), f32 as flax keeps them;
# biases are initialised randomly (bias_init) so that no input is zero.

FLAX_MHA = "flax.linen.MultiHeadDotProductAttention"
MHA_E, MHA_H = 64, 4


@program
def flax_mha_causal():
    name = "flax_mha_causal"
    inputs = Inputs(name)
    x = inputs.normal((B, S, MHA_E))
    model = nn.MultiHeadDotProductAttention(
        num_heads=MHA_H, qkv_features=MHA_E, dtype=BF16,
        bias_init=nn.initializers.normal(0.1), deterministic=True)
    mask = nn.make_causal_mask(jnp.ones((B, S)))
    variables = model.init(jax.random.PRNGKey(zlib.crc32(name.encode())),
                           jnp.asarray(x), mask=mask)
    params, rebuild = param_args(variables)

    def fn(inputs_q, *leaves):
        causal = nn.make_causal_mask(jnp.ones(inputs_q.shape[:2]))
        return model.apply(rebuild(list(leaves)), inputs_q, mask=causal)

    head_dim = MHA_E // MHA_H
    return Program(
        name=name, library="flax", function=FLAX_MHA,
        version=flax.__version__,
        call=(f"{FLAX_MHA}(num_heads={MHA_H}, qkv_features={MHA_E}, "
              "dtype=jnp.bfloat16, bias_init=nn.initializers.normal(0.1), "
              "deterministic=True).apply(variables, inputs_q, "
              "mask=flax.linen.make_causal_mask(jnp.ones((B, S))))"),
        fn=fn, args=[("inputs_q", x)] + [(f"variables{p}", a)
                                          for p, a in params],
        attention=attention(
            layout="BSE input; DenseGeneral projections to BSHD", batch=B,
            heads_q=MHA_H, heads_kv=MHA_H, head_dim_qk=head_dim,
            head_dim_v=head_dim, seq_q=S, seq_kv=S,
            scale=1.0 / math.sqrt(head_dim),
            scale_applied="query / jnp.sqrt(depth).astype(bf16), in bf16",
            score_dtype="bf16", causal="top_left",
            mask={"kind": "iota", "rule": "k <= q (make_causal_mask)",
                  "fill": BF16_MIN, "fill_expr": "jnp.finfo(bf16).min",
                  "applied": "jnp.where(mask, scores, fill) on bf16 scores"},
            softmax_dtype="bf16", p_dtype="bf16",
            notes="self-attention; f32 params (arguments 1..) cast to "
                  "bf16 by the module; output projection included"),
        description="the whole Flax MHA module (self-attention, causal, "
                    "bf16 compute, params as arguments)")


@program
def flax_mha_cross_f32():
    name = "flax_mha_cross_f32"
    inputs = Inputs(name)
    s_kv = 48
    xq = inputs.normal((B, S, MHA_E), F32)
    xkv = inputs.normal((B, s_kv, MHA_E), F32)
    model = nn.MultiHeadDotProductAttention(
        num_heads=MHA_H, qkv_features=MHA_E,
        bias_init=nn.initializers.normal(0.1), deterministic=True)
    variables = model.init(jax.random.PRNGKey(zlib.crc32(name.encode())),
                           jnp.asarray(xq), jnp.asarray(xkv))
    params, rebuild = param_args(variables)

    def fn(inputs_q, inputs_kv, *leaves):
        return model.apply(rebuild(list(leaves)), inputs_q, inputs_kv)

    head_dim = MHA_E // MHA_H
    return Program(
        name=name, library="flax", function=FLAX_MHA,
        version=flax.__version__,
        call=(f"{FLAX_MHA}(num_heads={MHA_H}, qkv_features={MHA_E}, "
              "bias_init=nn.initializers.normal(0.1), deterministic=True)"
              ".apply(variables, inputs_q, inputs_kv)"),
        fn=fn, args=[("inputs_q", xq), ("inputs_kv", xkv)]
        + [(f"variables{p}", a) for p, a in params],
        attention=attention(
            layout="BSE inputs; DenseGeneral projections to BSHD", batch=B,
            heads_q=MHA_H, heads_kv=MHA_H, head_dim_qk=head_dim,
            head_dim_v=head_dim, seq_q=S, seq_kv=s_kv,
            scale=1.0 / math.sqrt(head_dim),
            scale_applied="query / jnp.sqrt(depth), in f32", score_dtype="f32",
            softmax_dtype="f32", p_dtype="f32",
            notes="cross-attention (keys and values from inputs_kv, 48 "
                  "positions); f32 throughout; output projection included"),
        description="the whole Flax MHA module as cross-attention in f32, "
                    "no mask, seq_q 32 != seq_kv 48")


# equinox.nn.MultiheadAttention as a whole module, on one sequence at a time
# and vmapped over the batch: q / sqrt(d) in the module dtype, scores in that
# dtype, mask filled with finfo(dtype).min, softmax in f32 then cast back.
# Its array leaves (Linear weights; no biases by default) are arguments.

EQX_MHA = "equinox.nn.MultiheadAttention"


def equinox_program(name, description, *, dtype, causal):
    inputs = Inputs(name)
    x = inputs.normal((B, S, MHA_E), dtype)
    # Initialised in f32 and then cast: equinox's uniform init drawn
    # directly in bf16 gives exact zeros.
    model = eqx.nn.MultiheadAttention(
        num_heads=MHA_H, query_size=MHA_E, dtype=F32,
        key=jax.random.PRNGKey(zlib.crc32(name.encode())))
    model = jax.tree_util.tree_map(
        lambda leaf: leaf.astype(dtype) if eqx.is_array(leaf) else leaf,
        model)
    arrays, static = eqx.partition(model, eqx.is_array)
    params, rebuild = param_args(arrays)

    def fn(x, *leaves):
        module = eqx.combine(rebuild(list(leaves)), static)
        mask = jnp.tril(jnp.ones((x.shape[1], x.shape[1]), bool)) \
            if causal else None
        return jax.vmap(lambda seq: module(seq, seq, seq, mask=mask))(x)

    head_dim = MHA_E // MHA_H
    dname = dtype_name(dtype)
    jdtype = "jnp.bfloat16" if dtype == BF16 else "jnp.float32"
    mask_text = ", mask=jnp.tril(jnp.ones((S, S), bool))" if causal else ""
    return Program(
        name=name, library="equinox", function=EQX_MHA,
        version=eqx.__version__,
        call=(f"jax.vmap(lambda x: model(x, x, x{mask_text}))(x) with model "
              f"= {EQX_MHA}(num_heads={MHA_H}, query_size={MHA_E}, "
              f"key=...) and its arrays cast to {jdtype}"),
        fn=fn, args=[("x", x)] + [(f"model{p}", a) for p, a in params],
        attention=attention(
            layout="SE per sequence (vmapped over B); Linear projections "
                   "to S x H x d", batch=B,
            heads_q=MHA_H, heads_kv=MHA_H, head_dim_qk=head_dim,
            head_dim_v=head_dim, seq_q=S, seq_kv=S,
            scale=1.0 / math.sqrt(head_dim),
            scale_applied=f"query / math.sqrt(qk_size), in {dname}",
            score_dtype=dname, causal="top_left" if causal else "none",
            mask=({"kind": "iota", "rule": "k <= q (jnp.tril of ones)",
                   "fill": float(jnp.finfo(dtype).min),
                   "fill_expr": f"jnp.finfo({dname}).min",
                   "applied": f"jnp.where(mask, scores, fill) on {dname} "
                              "scores"} if causal else None),
            softmax_dtype="f32 (logits.astype(f32)), cast back to " + dname,
            p_dtype=dname,
            notes="heads vmapped inside the module; output projection "
                  "included; no biases (equinox's default)"),
        description=description)


@program
def equinox_mha_f32():
    return equinox_program("equinox_mha_f32", "the whole Equinox MHA module, "
                           "f32, self-attention, no mask", dtype=F32,
                           causal=False)


@program
def equinox_mha_causal():
    return equinox_program("equinox_mha_causal", "the whole Equinox MHA "
                           "module, bf16 weights and inputs, causal mask",
                           dtype=BF16, causal=True)


# ---------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------

def array_entry(index, prefix, role, array):
    return {"name": f"{prefix}{index}", "role": role,
            "shape": list(array.shape), "dtype": dtype_name(array.dtype),
            "file": f"{prefix}{index}.npy"}


def write_program(prog: Program, out: Path) -> dict:
    """Writes one program's directory and returns its manifest entry. When
    the import fails, the inputs and expected outputs are still written and
    the entry carries the error under "import_error"."""
    arrays = [array for _, array in prog.args]
    results = jax.jit(prog.fn)(*[jnp.asarray(a) for a in arrays])
    results = results if isinstance(results, (tuple, list)) else [results]
    results = [np.asarray(result) for result in results]
    try:
        linalg, error = to_linalg(prog.fn, *arrays), None
    except AttnError as failure:
        linalg, error = None, str(failure)

    directory = out / prog.name
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    inputs, outputs = [], []
    for index, (role, array) in enumerate(prog.args):
        np.save(directory / f"arg{index}.npy", array)
        inputs.append(array_entry(index, "arg", role, array))
    for index, result in enumerate(results):
        np.save(directory / f"expected{index}.npy", result)
        outputs.append(array_entry(index, "expected", "output", result))
    entry = {
        "name": prog.name,
        "description": prog.description,
        "library": prog.library,
        "library_version": prog.version,
        "function": prog.function,
        "called_as": prog.call,
    }
    if prog.source:
        entry["source"] = prog.source
    entry |= {"inputs": inputs, "outputs": outputs,
              "attention": prog.attention}
    if linalg is None:
        entry |= {"program": None, "import_error": error}
    else:
        (directory / "program.mlir").write_text(linalg)
        entry["program"] = "program.mlir"
    return entry


def to_json(value) -> str:
    """Indented JSON with lists of scalars (shapes) kept on one line."""
    text = json.dumps(value, indent=1)
    text = re.sub(r"\[\n\s*([^\[\]{}]*?)\n\s*\]",
                  lambda match: "[" + " ".join(match.group(1).split()) + "]",
                  text)
    return text + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help=f"output directory (default: {DEFAULT_OUT})")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="regenerate only these programs, space- or "
                             "comma-separated (the manifest keeps the "
                             "others' entries)")
    parser.add_argument("--list", action="store_true",
                        help="list the program names and exit")
    options = parser.parse_args(argv)

    builders = {builder.__name__: builder for builder in PROGRAMS}
    if options.list:
        print("\n".join(builders))
        return 0
    only = [name for value in options.only or [] for name in
            value.split(",") if name]
    names = only or list(builders)
    unknown = [name for name in names if name not in builders]
    if unknown:
        parser.error(f"unknown programs: {', '.join(unknown)}")

    out = options.out
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / "corpus.json"
    previous = {}
    if only and manifest_path.exists():
        previous = {entry["name"]: entry for entry in
                    json.loads(manifest_path.read_text())["programs"]}

    entries = dict(previous)
    for name in names:
        entries[name] = write_program(builders[name](), out)
        error = entries[name].get("import_error")
        print(f"  {name}" + (f": import failed: {error}" if error else ""))

    if not only:  # drop programs no longer in the list
        for directory in out.iterdir():
            if directory.is_dir() and directory.name not in builders \
                    and (directory / "arg0.npy").exists():
                shutil.rmtree(directory)

    ordered = [entries[name] for name in builders if name in entries]
    manifest = {
        "generator": "test/Corpus/make_jax_corpus.py",
        "importer": "attn.importer.jax.to_linalg (platform cpu)",
        "versions": {"jax": jax.__version__,
                     "jaxlib": getattr(jaxlib, "__version__", "unknown"),
                     "flax": flax.__version__, "equinox": eqx.__version__,
                     "numpy": np.__version__},
        "notes": [
            "program.mlir is linalg-on-tensors in MLIR generic form without "
            "locations, from attn.importer.jax.to_linalg (jax.export for "
            "platform cpu, then jaxlib's chlo-legalize-to-stablehlo, "
            "stablehlo-legalize-to-linalg, canonicalize).",
            "argI.npy is entry argument I; module parameters are arguments "
            "too (after the activations), in pytree-flattening order, named "
            "by their path in 'role'.",
            "bf16 arrays are ml_dtypes.bfloat16, which np.save stores with "
            "descr '<V2': np.load gives dtype V2, view it with "
            ".view(ml_dtypes.bfloat16).",
            "expectedI.npy is the library's own output (jax.jit on CPU) on "
            "those arguments, in the output dtype.",
            "mask.fill is the number jnp.where puts in place of a masked "
            "score before softmax (no program here uses -inf).",
        ],
        "programs": ordered,
    }
    manifest_path.write_text(to_json(manifest))
    failed = [name for name in names if entries[name].get("import_error")]
    if failed:
        print(f"import failed for: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
