#!/usr/bin/env python3
# make_torch_corpus.py - export real PyTorch attention programs to linalg.
"""Build the PyTorch half of attn's corpus of real programs.

Each program is the libraries' own code (torch's scaled_dot_product_attention,
transformers' attention modules with the masks built by transformers' own
mask utilities, timm's Attention block) called at small shapes, plus two
hand-written spellings that have no library (nanoGPT's CausalSelfAttention
and the classic bmm/softmax/bmm).  For each program NAME this writes

    torch/NAME/program.mlir     linalg-on-tensors, generic form (attn.importer.torch)
    torch/NAME/argI.npy         seeded random inputs (bf16 as ml_dtypes.bfloat16,
                                which np.save stores as '<V2')
    torch/NAME/expectedI.npy    the framework's own eager output on those inputs

and a manifest torch/corpus.json describing every program and its attention.
A program that fails to export keeps its inputs and expected outputs, and its
manifest entry carries the error under "import_error".

Run with a Python >= 3.12 that has torch, torch-mlir, transformers and timm:

    /work/venv312/bin/python test/Corpus/make_torch_corpus.py [--only NAME,...]
"""

import argparse
import importlib.metadata
import json
import math
import os
import shutil
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from torch.nn.attention import SDPBackend, sdpa_kernel  # noqa: E402

from attn import AttnError  # noqa: E402
from attn.importer.torch import to_linalg  # noqa: E402

OUT_DIR = os.path.join(HERE, "torch")
BF16 = torch.bfloat16
F32 = torch.float32


def version(dist):
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


# ---------------------------------------------------------------------------
# Inputs


def randn(gen, shape, dtype, scale=1.0):
    t = torch.randn(*shape, generator=gen, dtype=F32) * scale
    return t.to(dtype)


def dtype_name(dtype):
    return {BF16: "bf16", F32: "f32", torch.float16: "f16", torch.bool: "i1",
            torch.int64: "i64", torch.int32: "i32"}[dtype]


def to_numpy(t):
    t = t.detach().cpu()
    if t.dtype == BF16:
        # bf16 -> f32 is exact, and so is the way back.
        return t.to(F32).numpy().astype(ml_dtypes.bfloat16)
    return t.numpy()


def describe_tensor(name, role, t):
    return {"name": name, "role": role, "shape": list(t.shape),
            "dtype": dtype_name(t.dtype)}


# ---------------------------------------------------------------------------
# Attention descriptions (the "attention" entry of the manifest)


def attention(layout, q_heads, kv_heads, head_dim, scale, scale_applied,
              causal="none", window=None, bias="none", mask=None,
              softcap=None, sinks=None, softmax="", p_dtype="", pv_dtype="",
              fully_masked_rows=False, fully_masked_note="", head_dim_v=None,
              scores_dtype="", **extra):
    d = {
        "layout": layout,
        "q_heads": q_heads,
        "kv_heads": kv_heads,
        "head_dim_qk": head_dim,
        "head_dim_v": head_dim if head_dim_v is None else head_dim_v,
        "scale": scale,
        "scale_applied": scale_applied,
        "causal": causal,
        "window": window,
        "bias": bias,
        "mask": mask or {"kind": "none"},
        "softcap": softcap,
        "sinks": sinks,
        "scores_dtype": scores_dtype,
        "softmax": softmax,
        "p_dtype_before_pv": p_dtype,
        "pv_dtype": pv_dtype,
        "row_can_be_fully_masked": fully_masked_rows,
    }
    if fully_masked_note:
        d["fully_masked_rows_note"] = fully_masked_note
    d.update(extra)
    return d


CAUSAL = "lower-triangular: key j is kept for query i iff j <= i (same S for q and kv)"


def sliding(w):
    return {"size": w, "semantics": "with causal: key j kept for query i iff i - %d < j <= i" % w}


# ---------------------------------------------------------------------------
# torch.nn.functional.scaled_dot_product_attention (math backend)

SDPA_NOTE = ("exported and run under torch.nn.attention.sdpa_kernel(SDPBackend.MATH); "
             "torch.export keeps aten.scaled_dot_product_attention and torch-mlir's "
             "decomposition table expands it through PyTorch's own decomposition")


class SDPA(nn.Module):
    def __init__(self, **kwargs):
        super().__init__()
        self.kwargs = kwargs

    def forward(self, q, k, v, *mask):
        kwargs = dict(self.kwargs)
        if mask:
            kwargs["attn_mask"] = mask[0]
        return F.scaled_dot_product_attention(q, k, v, **kwargs)


def sdpa_entry(gen, name, b, hq, hkv, s, d, dtype, called, kwargs, mask_tensor=None,
               mask_role=None, **att):
    q = randn(gen, (b, hq, s, d), dtype)
    k = randn(gen, (b, hkv, s, d), dtype)
    v = randn(gen, (b, hkv, s, d), dtype)
    args = [("q", q), ("k", k), ("v", v)]
    if mask_tensor is not None:
        args.append((mask_role, mask_tensor))
    sdpa_softmax = ("PyTorch's math SDPA: q and k are upcast to f32 for bf16 on CPU and each "
                    "multiplied by sqrt(scale); softmax in f32 is the 'safe' softmax (rows "
                    "whose scores are all -inf give 0)")
    base = dict(layout="BHSD (q,k,v [B,H,S,D] inputs)", q_heads=hq, kv_heads=hkv,
                head_dim=d, scale=kwargs.get("scale", 1.0 / math.sqrt(d)),
                scale_applied="sqrt(scale) multiplied into q and into k^T (math SDPA)",
                softmax=sdpa_softmax,
                p_dtype="f32", scores_dtype="f32",
                pv_dtype="f32 (inputs upcast), output rounded to %s" % dtype_name(dtype))
    base.update(att)
    return dict(
        name=name, module=SDPA(**kwargs), args=args, sdpa=True,
        library="torch", function="torch.nn.functional.scaled_dot_product_attention",
        library_version=torch.__version__,
        called_as=called + "  [" + SDPA_NOTE + "]",
        attention=attention(**base))


def programs_sdpa(gen):
    b, h, s, d = 2, 4, 32, 32
    yield sdpa_entry(gen, "sdpa_plain", b, h, h, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v)", {})
    b, h, s, d = 1, 4, 64, 32
    yield sdpa_entry(gen, "sdpa_causal", b, h, h, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v, is_causal=True)",
                     {"is_causal": True}, causal=CAUSAL,
                     mask={"kind": "causal from is_causal (built in the graph)",
                           "fill": "-inf (additive f32 mask)"})
    # Boolean mask: random keep pattern, diagonal kept, and one query row of
    # batch 0 masked completely so that the safe-softmax zero rows show up.
    b, h, s, d = 1, 4, 64, 16
    keep = torch.rand(b, 1, s, s, generator=gen) < 0.7
    keep |= torch.eye(s, dtype=torch.bool)
    keep[0, 0, 5, :] = False
    yield sdpa_entry(gen, "sdpa_bool_mask", b, h, h, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v, attn_mask=keep)  "
                     "# keep: bool [B,1,S,S], True = attend",
                     {}, mask_tensor=keep, mask_role="attn_mask_bool",
                     mask={"kind": "boolean input [B,1,S,S] (True = attend), broadcast over heads",
                           "fill": "-inf (converted to an additive mask)"},
                     fully_masked_rows=True,
                     fully_masked_note="query row 5 of batch 0 has no True: torch's math SDPA "
                                       "returns 0 for it (safe softmax), not NaN")
    # Float additive mask: a finite bias where attended, -inf elsewhere.
    b, h, s, d = 1, 4, 64, 32
    keep = torch.rand(b, 1, s, s, generator=gen) < 0.8
    keep |= torch.eye(s, dtype=torch.bool)
    bias = torch.randn(b, 1, s, s, generator=gen) * 0.5
    fmask = torch.where(keep, bias, torch.tensor(float("-inf"))).to(BF16)
    yield sdpa_entry(gen, "sdpa_float_mask", b, h, h, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v, attn_mask=bias)  "
                     "# bias: bf16 [B,1,S,S], added to the scores",
                     {}, mask_tensor=fmask, mask_role="attn_mask_additive",
                     bias="additive input [B,1,S,S] bf16 (finite where attended), broadcast over heads",
                     mask={"kind": "the same additive input holds -inf where not attended",
                           "fill": "-inf"},
                     fully_masked_rows=True,
                     fully_masked_note="not in these inputs (diagonal always finite), but the "
                                       "program allows it")
    b, hq, hkv, s, d = 1, 8, 2, 64, 32
    yield sdpa_entry(gen, "sdpa_gqa", b, hq, hkv, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v, enable_gqa=True)",
                     {"enable_gqa": True},
                     gqa="k/v heads repeated (repeat_interleave) to the q heads")
    b, h, s, d = 1, 4, 48, 32
    yield sdpa_entry(gen, "sdpa_scale", b, h, h, s, d, BF16,
                     "F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=0.3)",
                     {"is_causal": True, "scale": 0.3}, causal=CAUSAL,
                     mask={"kind": "causal from is_causal (built in the graph)",
                           "fill": "-inf (additive f32 mask)"})


# ---------------------------------------------------------------------------
# transformers: the attention modules as the models call them


class HFBlock(nn.Module):
    """What a transformers decoder model does around one attention layer:
    rotary position embeddings from the model's rotary module, the mask from
    transformers' masking_utils (eager: additive, finfo(dtype).min where
    masked), then the attention module.  Returns the attention output only
    (the decoder layer drops the weights)."""

    def __init__(self, config, attn, rotary, mask_fn):
        super().__init__()
        self.config = config
        self.attn = attn
        self.rotary = rotary
        self.mask_fn = mask_fn

    def forward(self, hidden_states, *padding_mask):
        b, s, _ = hidden_states.shape
        position_ids = torch.arange(s, device=hidden_states.device).unsqueeze(0)
        mask = self.mask_fn(config=self.config, inputs_embeds=hidden_states,
                            attention_mask=padding_mask[0] if padding_mask else None,
                            cache=None)
        position_embeddings = self.rotary(hidden_states, position_ids)
        out, _ = self.attn(hidden_states, position_embeddings=position_embeddings,
                           attention_mask=mask)
        return out


class HFEager(nn.Module):
    """A model's eager_attention_forward closed over its attention module,
    called on q, k, v with the mask from masking_utils."""

    def __init__(self, config, attn, fn, mask_fn, **kwargs):
        super().__init__()
        self.config = config
        self.attn = attn
        self.fn = fn
        self.mask_fn = mask_fn
        self.kwargs = kwargs

    def forward(self, q, k, v):
        b, h, s, d = q.shape
        embeds = q.transpose(1, 2).reshape(b, s, h * d)  # shape and dtype only
        mask = self.mask_fn(config=self.config, inputs_embeds=embeds,
                            attention_mask=None, cache=None)
        out, _ = self.fn(self.attn, q, k, v, mask, scaling=self.attn.scaling,
                         dropout=0.0, **self.kwargs)
        return out


def init_params(module, gen, std=0.08):
    with torch.no_grad():
        for p in module.parameters():
            p.copy_(torch.randn(p.shape, generator=gen) * std)


def hf_common(cfg_cls, **kw):
    cfg = cfg_cls(hidden_size=64, intermediate_size=128, num_hidden_layers=1,
                  num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                  max_position_embeddings=256, vocab_size=128, **kw)
    cfg._attn_implementation = "eager"
    return cfg


HF_SCORES = ("bf16: q.k^T rounded to bf16, then * scaling and + mask in bf16 "
             "(the linalg accumulates the bf16 matmul in f32 and truncates)")
HF_EAGER_SOFTMAX = ("nn.functional.softmax(scores, dim=-1, dtype=torch.float32).to(query.dtype): "
                    "softmax in f32 on the bf16 scores")


def hf_block_entry(gen, name, model, cfg, attn_cls, rotary_cls, mask_fn_name, b, s,
                   layer_idx=0, padding=None, **att):
    import transformers
    import transformers.masking_utils as mu
    torch.manual_seed(int(torch.randint(0, 2**31 - 1, (1,), generator=gen)))
    attn = attn_cls(cfg, layer_idx=layer_idx)
    init_params(attn, gen)
    if hasattr(attn, "sinks"):
        with torch.no_grad():
            attn.sinks.copy_(torch.randn(attn.sinks.shape, generator=gen))
    rotary = rotary_cls(config=cfg)
    block = HFBlock(cfg, attn, rotary, getattr(mu, mask_fn_name)).to(BF16).eval()
    hidden = randn(gen, (b, s, cfg.hidden_size), BF16)
    args = [("hidden_states", hidden)]
    call = ("position_ids = arange(S)[None]; mask = transformers.masking_utils.%s("
            "config, inputs_embeds=hidden_states, attention_mask=%s, cache=None); "
            "cos_sin = %s(config)(hidden_states, position_ids); "
            "out, _ = %s(config, layer_idx=%d)(hidden_states, position_embeddings=cos_sin, "
            "attention_mask=mask)  # config._attn_implementation='eager', bf16; the mask "
            "is built without position_ids (under tracing they would add a packed-sequence "
            "cumsum term); returns the attention output only"
            % (mask_fn_name, "padding_mask" if padding is not None else "None",
               rotary_cls.__name__, attn_cls.__name__, layer_idx))
    if padding is not None:
        args.append(("padding_mask_2d", padding))
    base = dict(layout="BSD hidden -> q/k/v projections -> BHSD (transpose), RoPE, "
                       "o_proj on the output (weights are constants)",
                q_heads=cfg.num_attention_heads, kv_heads=cfg.num_key_value_heads,
                head_dim=attn.head_dim, scale=attn.scaling,
                scale_applied="matmul(q, k^T) * scaling",
                causal=CAUSAL,
                mask={"kind": "additive bf16 mask [B,1,S,S] built in the graph by "
                              "transformers.masking_utils.eager_mask (torch.where(keep, 0, min))",
                      "fill": "torch.finfo(bfloat16).min (-3.3895e38), not -inf"},
                softmax=HF_EAGER_SOFTMAX, p_dtype="bf16", pv_dtype="bf16 matmul",
                scores_dtype=HF_SCORES,
                gqa="repeat_kv (expand + reshape) of k/v heads",
                fully_masked_rows=False)
    base.update(att)
    return dict(
        name=name, module=block, args=args,
        library="transformers", library_version=transformers.__version__,
        function="transformers.models.%s.modeling_%s.%s (eager_attention_forward) with "
                 "transformers.masking_utils.%s" % (model, model, attn_cls.__name__, mask_fn_name),
        called_as=call, attention=attention(**base))


def programs_transformers(gen):
    import transformers.masking_utils as mu
    from transformers import (Gemma2Config, GptOssConfig, LlamaConfig, MistralConfig,
                              Qwen2Config)
    from transformers.models.gemma2 import modeling_gemma2 as gm2
    from transformers.models.gpt_oss import modeling_gpt_oss as goss
    from transformers.models.llama import modeling_llama as llm
    from transformers.models.mistral import modeling_mistral as mis
    from transformers.models.qwen2 import modeling_qwen2 as qw2

    cfg = hf_common(LlamaConfig, attention_bias=False)
    yield hf_block_entry(gen, "hf_llama_attention", "llama", cfg, llm.LlamaAttention,
                         llm.LlamaRotaryEmbedding, "create_causal_mask", 1, 64)

    # Left padding in batch 1: its first 5 query rows see only padded keys.
    b, s = 2, 32
    padding = torch.ones(b, s, dtype=torch.int64)
    padding[1, :5] = 0
    yield hf_block_entry(
        gen, "hf_llama_attention_padded", "llama", cfg, llm.LlamaAttention,
        llm.LlamaRotaryEmbedding, "create_causal_mask", b, s, padding=padding,
        mask={"kind": "additive mask built in the graph by masking_utils.eager_mask from "
                      "causal AND the 2-D padding_mask input (1 = token, 0 = pad)",
              "fill": "torch.finfo(bfloat16).min (-3.3895e38), not -inf"},
        fully_masked_rows=True,
        fully_masked_note="batch 1, query rows 0..4 (left padding): every score gets "
                          "finfo.min, so softmax is uniform over all keys (no NaN, no zero row)")

    # The eager function alone on q/k/v, closed over the real module.
    attn = llm.LlamaAttention(cfg, layer_idx=0).to(BF16).eval()
    b, s, d = 1, 64, cfg.head_dim
    q = randn(gen, (b, 4, s, d), BF16)
    k = randn(gen, (b, 2, s, d), BF16)
    v = randn(gen, (b, 2, s, d), BF16)
    import transformers
    yield dict(
        name="hf_llama_eager_attention_forward",
        module=HFEager(cfg, attn, llm.eager_attention_forward, mu.create_causal_mask).eval(),
        args=[("q", q), ("k", k), ("v", v)],
        library="transformers", library_version=transformers.__version__,
        function="transformers.models.llama.modeling_llama.eager_attention_forward with "
                 "transformers.masking_utils.create_causal_mask",
        called_as="mask = create_causal_mask(config, inputs_embeds=<[B,S,H*D] bf16>, "
                  "attention_mask=None, cache=None); out, _ = eager_attention_forward("
                  "LlamaAttention(config, 0), q, k, v, mask, scaling=module.scaling, dropout=0.0)"
                  "  # output [B,S,H,D]",
        attention=attention(
            layout="BHSD q/k/v inputs, output transposed to BSHD", q_heads=4, kv_heads=2,
            head_dim=d, scale=attn.scaling, scale_applied="matmul(q, k^T) * scaling",
            causal=CAUSAL,
            mask={"kind": "additive bf16 mask [B,1,S,S] built in the graph by masking_utils.eager_mask",
                  "fill": "torch.finfo(bfloat16).min (-3.3895e38), not -inf"},
            softmax=HF_EAGER_SOFTMAX, p_dtype="bf16", pv_dtype="bf16 matmul",
            scores_dtype=HF_SCORES, gqa="repeat_kv (expand + reshape) of k/v heads"))

    w = 16
    cfg = hf_common(MistralConfig, sliding_window=w)
    yield hf_block_entry(gen, "hf_mistral_attention", "mistral", cfg, mis.MistralAttention,
                         mis.MistralRotaryEmbedding, "create_sliding_window_causal_mask", 1, 64,
                         window=sliding(w))

    cfg = hf_common(Qwen2Config, use_sliding_window=True, sliding_window=w,
                    max_window_layers=0, layer_types=["sliding_attention"])
    yield hf_block_entry(gen, "hf_qwen2_attention", "qwen2", cfg, qw2.Qwen2Attention,
                         qw2.Qwen2RotaryEmbedding, "create_sliding_window_causal_mask", 1, 64,
                         window=sliding(w), qkv_bias=True)

    cap = 50.0
    cfg = hf_common(Gemma2Config, sliding_window=w, attn_logit_softcapping=cap,
                    query_pre_attn_scalar=16, layer_types=["sliding_attention"])
    yield hf_block_entry(
        gen, "hf_gemma2_attention", "gemma2", cfg, gm2.Gemma2Attention,
        gm2.Gemma2RotaryEmbedding, "create_sliding_window_causal_mask", 1, 64,
        window=sliding(w), softcap=cap,
        scale_applied="matmul(q, k^T) * query_pre_attn_scalar**-0.5, then softcap "
                      "(s / cap, tanh, * cap) in bf16, then the additive mask")

    cfg = GptOssConfig(hidden_size=64, intermediate_size=64, num_hidden_layers=1,
                       num_attention_heads=8, num_key_value_heads=2, head_dim=16,
                       max_position_embeddings=131072, vocab_size=128, sliding_window=w,
                       layer_types=["sliding_attention"], num_local_experts=2,
                       num_experts_per_tok=1)
    cfg._attn_implementation = "eager"
    yield hf_block_entry(
        gen, "hf_gpt_oss_attention", "gpt_oss", cfg, goss.GptOssAttention,
        goss.GptOssRotaryEmbedding, "create_sliding_window_causal_mask", 1, 64,
        window=sliding(w),
        sinks="per-head learned logit (module.sinks, [H]) concatenated as an extra key column "
              "after the mask; softmax over S+1 columns; the sink column is dropped before P.V",
        softmax="logits - logits.max(-1, keepdim=True).values explicitly in bf16, then "
                "F.softmax(dim=-1, dtype=bf16): P in bf16 (torch-mlir computes that softmax "
                "through f32 and truncates; so the linalg has two max reductions)",
        p_dtype="bf16", pv_dtype="bf16 matmul")


# ---------------------------------------------------------------------------
# nanoGPT-style CausalSelfAttention (no library: the well-known pattern)


class NanoGPTCausalSelfAttention(nn.Module):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.n_head = n_head
        self.n_embd = n_embd
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size))
                             .view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        att = F.softmax(att, dim=-1)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


def programs_plain(gen):
    torch.manual_seed(int(torch.randint(0, 2**31 - 1, (1,), generator=gen)))
    n_embd, n_head, block, b, t = 64, 4, 64, 2, 32
    m = NanoGPTCausalSelfAttention(n_embd, n_head, block).eval()
    init_params(m, gen)
    x = randn(gen, (b, t, n_embd), F32)
    yield dict(
        name="nanogpt_causal_self_attention", module=m, args=[("x", x)],
        library="none (nanoGPT's CausalSelfAttention pattern, written in the generator)",
        library_version=None, function="CausalSelfAttention.forward (slow path)",
        called_as="CausalSelfAttention(n_embd=64, n_head=4, block_size=64)(x)  # f32; "
                  "att = (q @ k.transpose(-2,-1)) * (1.0/math.sqrt(k.size(-1))); "
                  "att.masked_fill(bias[:,:,:T,:T] == 0, float('-inf')); F.softmax; att @ v",
        attention=attention(
            layout="BTC -> fused c_attn -> split -> BHSD (view+transpose), c_proj after",
            q_heads=n_head, kv_heads=n_head, head_dim=n_embd // n_head,
            scale=1.0 / math.sqrt(n_embd // n_head),
            scale_applied="(q @ k^T) * (1/sqrt(D))", causal=CAUSAL + " (tril buffer, T < block_size)",
            mask={"kind": "masked_fill with a registered tril buffer (constant) sliced to [:T,:T]",
                  "fill": "-inf"},
            softmax="F.softmax(att, dim=-1) in f32", p_dtype="f32", pv_dtype="f32",
            scores_dtype="f32"))

    import timm
    from timm.layers import Attention as TimmAttention
    torch.manual_seed(int(torch.randint(0, 2**31 - 1, (1,), generator=gen)))
    m = TimmAttention(dim=64, num_heads=4, qkv_bias=True)
    m.fused_attn = False
    init_params(m, gen)
    m = m.to(BF16).eval()
    x = randn(gen, (2, 50, 64), BF16)
    yield dict(
        name="timm_attention", module=m, args=[("x", x)],
        library="timm", library_version=timm.__version__,
        function="timm.layers.Attention (as used by timm.models.vision_transformer)",
        called_as="a = timm.layers.Attention(dim=64, num_heads=4, qkv_bias=True); "
                  "a.fused_attn = False; a.to(torch.bfloat16).eval()(x)  # x [2,50,64]",
        attention=attention(
            layout="BNC -> fused qkv Linear -> reshape/permute to 3xBHND -> unbind; proj after",
            q_heads=4, kv_heads=4, head_dim=16, scale=16 ** -0.5,
            scale_applied="q = q * scale before q @ k^T",
            softmax="attn.softmax(dim=-1) on bf16 scores, bf16 result (torch-mlir lowers it "
                    "as extf -> f32 softmax -> truncf)",
            p_dtype="bf16", pv_dtype="bf16 matmul",
            scores_dtype="bf16 (q pre-scaled in bf16; q.k^T rounded to bf16)", seq_len_note="S=50 (not a power of two)"))

    b, h, s, d = 2, 4, 64, 32

    def classic_bmm_attention(q, k, v):
        B, H, S, D = q.shape
        q = q.reshape(B * H, S, D)
        k = k.reshape(B * H, S, D)
        v = v.reshape(B * H, S, D)
        scores = torch.bmm(q, k.transpose(1, 2)) / math.sqrt(D)
        p = torch.softmax(scores, dim=-1)
        return torch.bmm(p, v).reshape(B, H, S, D)

    yield dict(
        name="classic_bmm_attention", module=classic_bmm_attention,
        args=[("q", randn(gen, (b, h, s, d), F32)), ("k", randn(gen, (b, h, s, d), F32)),
              ("v", randn(gen, (b, h, s, d), F32))],
        library="torch (hand-written classic spelling)", library_version=torch.__version__,
        function="torch.bmm / torch.softmax / torch.bmm",
        called_as="q,k,v [B,H,S,D] -> reshape [B*H,S,D]; torch.bmm(q, k.transpose(1,2)) / "
                  "math.sqrt(D); torch.softmax(dim=-1); torch.bmm(p, v) -> reshape [B,H,S,D]",
        attention=attention(
            layout="(B*H)SD after reshape of BHSD inputs", q_heads=h, kv_heads=h, head_dim=d,
            scale=1.0 / math.sqrt(d), scale_applied="bmm(q, k^T) / sqrt(D) (a divide)",
            softmax="torch.softmax(dim=-1) in f32", p_dtype="f32", pv_dtype="f32",
            scores_dtype="f32"))


# ---------------------------------------------------------------------------
# What the linalg looks like


def linalg_summary(text):
    """Contractions with their element types and the spelling of softmax."""
    from torch_mlir import ir

    def etype(t):
        s = str(t)
        return s[len("tensor<"):-1] if s.startswith("tensor<") else s

    def walk(op):
        yield op
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    yield from walk(inner.operation)

    with ir.Context():
        module = ir.Module.parse(text)
        ops = list(walk(module.operation))
        names = {}
        contractions, reductions = [], []
        for op in ops:
            names[op.name] = names.get(op.name, 0) + 1
            if op.name in ("linalg.matmul", "linalg.batch_matmul", "linalg.batch_matmul_transpose_b",
                           "linalg.matmul_transpose_b", "linalg.batch_reduce_matmul"):
                contractions.append({"op": op.name,
                                     "operands": [etype(o.type) for o in op.operands],
                                     "result": etype(op.results[0].type)})
            elif op.name == "linalg.generic":
                iters = str(op.attributes["iterator_types"])
                if "reduction" not in iters:
                    continue
                body = [o.name for o in op.regions[0].blocks[0].operations]
                if "arith.mulf" in body and "arith.addf" in body:
                    contractions.append({"op": "linalg.generic (mul+add reduction)",
                                         "operands": [etype(o.type) for o in op.operands],
                                         "result": etype(op.results[0].type)})
                else:
                    kind = "+".join(n.split(".")[1] for n in body if n != "linalg.yield")
                    reductions.append("%d-result %s over %s"
                                      % (len(op.results), kind, etype(op.operands[0].type)))
        return {
            "contractions": contractions,
            "reductions": reductions,
            "argmax_style_max_reductions": sum(1 for r in reductions
                                               if r.startswith("2-result") and "maximumf" in r),
            "exp": names.get("math.exp", 0),
            "tanh": names.get("math.tanh", 0),
            "op_counts": dict(sorted(names.items())),
        }


# ---------------------------------------------------------------------------
# Driver


def flatten(out):
    if isinstance(out, (tuple, list)):
        res = []
        for o in out:
            res.extend(flatten(o))
        return res
    return [out]


def emit(entry, manifest):
    name = entry["name"]
    out_dir = os.path.join(OUT_DIR, name)
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    module = entry["module"]
    args = [t for _, t in entry["args"]]
    print("== %s" % name, flush=True)

    with torch.no_grad(), sdpa_kernel(SDPBackend.MATH):
        expected = flatten(module(*args))
    for i, t in enumerate(args):
        np.save(os.path.join(out_dir, "arg%d.npy" % i), to_numpy(t))
    for i, t in enumerate(expected):
        np.save(os.path.join(out_dir, "expected%d.npy" % i), to_numpy(t))

    record = {
        "name": name,
        "library": entry["library"],
        "library_version": entry["library_version"],
        "function": entry["function"],
        "called_as": entry["called_as"],
        "inputs": [dict(describe_tensor("arg%d" % i, role, t), file="arg%d.npy" % i)
                   for i, (role, t) in enumerate(entry["args"])],
        "outputs": [dict(describe_tensor("expected%d" % i, "output", t), file="expected%d.npy" % i)
                    for i, t in enumerate(expected)],
        "attention": entry["attention"],
    }
    try:
        with sdpa_kernel(SDPBackend.MATH):
            text = to_linalg(module, *args)
    except AttnError as exc:
        record["import_error"] = str(exc)
        print("   import_error: %s" % str(exc)[:2000], flush=True)
    except Exception as exc:  # keep going; the manifest says what happened
        record["import_error"] = "%s: %s" % (type(exc).__name__, exc)
        traceback.print_exc()
    else:
        with open(os.path.join(out_dir, "program.mlir"), "w") as f:
            f.write(text)
        record["program"] = "program.mlir"
        try:
            record["linalg_observed"] = linalg_summary(text)
        except Exception as exc:
            record["linalg_observed"] = {"error": "%s: %s" % (type(exc).__name__, exc)}
    manifest.append(record)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="comma-separated program names")
    opts = parser.parse_args()
    only = set(filter(None, opts.only.split(",")))

    gen = torch.Generator().manual_seed(20240611)
    torch.manual_seed(0)
    os.makedirs(OUT_DIR, exist_ok=True)
    manifest_path = os.path.join(OUT_DIR, "corpus.json")
    old = {}
    if only and os.path.exists(manifest_path):
        with open(manifest_path) as f:
            old = {p["name"]: p for p in json.load(f)["programs"]}

    programs = []
    for source in (programs_sdpa, programs_transformers, programs_plain):
        # Each source draws from its own generator so that --only does not
        # change the inputs of the other programs.
        sub = torch.Generator().manual_seed(int(torch.randint(0, 2**31 - 1, (1,), generator=gen)))
        for entry in source(sub):
            if only and entry["name"] not in only:
                continue
            emit(entry, programs)

    merged = dict(old)
    for p in programs:
        merged[p["name"]] = p
    order = [p["name"] for p in programs] if not old else sorted(merged)
    manifest = {
        "generator": "test/Corpus/make_torch_corpus.py",
        "versions": {"python": "%d.%d.%d" % sys.version_info[:3], "torch": torch.__version__,
                     "torch-mlir": version("torch-mlir"), "transformers": version("transformers"),
                     "timm": version("timm"), "numpy": np.__version__,
                     "ml_dtypes": version("ml_dtypes")},
        "notes": [
            "program.mlir is linalg-on-tensors in MLIR generic form without locations, "
            "from attn.importer.torch.to_linalg (torch.export + torch-mlir); parameters "
            "and buffers are constants.",
            "bf16 arrays are ml_dtypes.bfloat16, which np.save stores with descr '<V2': "
            "np.load gives dtype V2, view it with .view(ml_dtypes.bfloat16).",
            "expectedI.npy is the framework's own eager output on CPU (torch.no_grad, "
            "sdpa_kernel(SDPBackend.MATH)), in the output dtype.",
        ],
        "programs": [merged[n] for n in order],
    }
    with open(manifest_path, "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
    failed = [p["name"] for p in manifest["programs"] if "import_error" in p]
    print("%d programs, %d failed to import%s" % (len(manifest["programs"]), len(failed),
                                                  (": " + ", ".join(failed)) if failed else ""))


if __name__ == "__main__":
    main()
