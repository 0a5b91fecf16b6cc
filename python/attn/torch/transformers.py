# attn/torch/transformers.py - attn under a transformers model's attention.
"""Run a transformers model's attention with attn's fused kernels.

    import attn.torch
    attn.torch.patch(model)              # the model code stays untouched
    loss = model(input_ids, labels=labels).loss
    loss.backward()

:func:`patch` registers an attention function and a mask function named
``"attn"`` in transformers' ``AttentionInterface`` and
``AttentionMaskInterface`` and sets the model's attention implementation to
it. For each attention layer's call the function writes the attention
naively in PyTorch, the way the family's ``eager_attention_forward`` computes
it (``repeat_kv``, ``scaling``, Gemma2's ``softcap``, the causal and sliding
window mask filled with ``finfo.min``, GPT-OSS's sinks, softmax in f32), and
compiles that with :func:`attn.torch.compile`: the raising turns it into one
``attn.sdpa`` with causal, window, score_mod and sink attributes, so no
S x S mask is ever built. The mask function hands over transformers' 2D
padding mask only where a batch has padding; it then becomes the op's mask.

What runs through attn:

* prefill and training, where queries and keys have the same length and
  positions;
* the families whose attention is the eager form above: Llama, Mistral,
  Qwen2, Gemma2 (softcap, sliding window) and GPT-OSS (sinks, sliding
  window), and others with the same form.

The fused op takes q, k and v in the memory the projections wrote: where
the query is a [B, H, S, D] view of [B, S, H, D] memory (the families'
``view(...).transpose(1, 2)``), it is compiled for the ``bshd`` layout,
reads that memory in place and returns [B, S, H, D] without copies.

Anything else (decoding with a cache, where the query is shorter than the
keys; dropout in training mode; a layer whose function cannot be compiled
with ``fallback=True``) runs the family's own eager attention with the
eager mask, so results never differ silently.

Kernels are compiled on first use of a shape and cached on disk. A GPU
machine without the compiler gets them from a ``store`` directory filled on
a machine with the compiler (``patch(model, target="cuda", store=DIR,
prepare_only=True)`` and one forward pass there).
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
import threading
import warnings

import torch

from attn import AttnError, fusion

__all__ = ["patch", "unpatch", "NAME", "stats", "AttnPatchWarning"]

#: The name under which attn registers with transformers.
NAME = "attn"

_lock = threading.Lock()
_layers = {}        # layer configuration -> callable (Compiled / Loaded)
_options = {}       # id(model) -> options of patch()
_EAGER = object()   # a configuration attn refused: it runs eagerly

#: Calls of the patched attention: "attn" (fused kernels) and "eager" (the
#: family's own attention), for tests and for users who want to know.
stats = {"attn": 0, "eager": 0}


def _transformers():
    try:
        from transformers import AttentionInterface
        from transformers.masking_utils import AttentionMaskInterface
    except ImportError as error:
        raise AttnError("attn.torch.patch needs transformers with an "
                        "attention-function registry (AttentionInterface, "
                        "AttentionMaskInterface; transformers >= 4.53): %s"
                        % error) from None
    return AttentionInterface, AttentionMaskInterface


class AttnPatchWarning(UserWarning):
    """A patched model's attention configuration that attn does not fuse
    (the message says why) runs with the family's eager attention."""


# ---------------------------------------------------------------------------
# The naive attention attn compiles, one per layer configuration
# ---------------------------------------------------------------------------

def _repeat_kv(x, n_rep):
    if n_rep == 1:
        return x
    b, h, s, d = x.shape
    return x[:, :, None, :, :].expand(b, h, n_rep, s, d).reshape(
        b, h * n_rep, s, d)


def _naive_attention(config, q, k, v, *extras):
    """softmax(mask(softcap(scaling · q kᵀ))) v as transformers' eager
    attention computes it; q [B, Hq, S, D], k and v [B, Hkv, S, D], or, with
    config["layout"] == "bshd", [B, S, H, D] in and out (the layout of the
    projections' memory, so that the fused op needs no copies)."""
    if config.get("layout") == "bshd":
        inner = dict(config, layout="bhsd")
        return _naive_attention(inner, q.transpose(1, 2), k.transpose(1, 2),
                                v.transpose(1, 2), *extras).transpose(1, 2)
    extras = list(extras)
    sinks = extras.pop(0) if config["sinks"] else None
    padding = extras.pop(0) if config["padding"] else None
    n_rep = q.shape[1] // k.shape[1]
    k = _repeat_kv(k, n_rep)
    v = _repeat_kv(v, n_rep)
    scores = torch.matmul(q, k.transpose(2, 3)) * config["scaling"]
    if config["softcap"] is not None:
        scores = torch.tanh(scores / config["softcap"]) * config["softcap"]
    length = q.shape[2]
    rows = torch.arange(length)[:, None]
    cols = torch.arange(length)[None, :]
    allowed = torch.ones(length, length, dtype=torch.bool)
    if config["causal"]:
        allowed = allowed & (cols <= rows)
    if config["window"] is not None:
        allowed = allowed & (rows - cols < config["window"])
    allowed = allowed[None, None]
    if padding is not None:
        allowed = allowed & padding[:, None, None, :]
    scores = scores.masked_fill(~allowed, torch.finfo(scores.dtype).min)
    if sinks is not None:
        # GPT-OSS concatenates the sinks to the logits and takes the softmax
        # in the logits' type; here in f32 (the sinks come as f32), which
        # attn's op does for any input type.
        sink = sinks.reshape(1, -1, 1, 1).expand(q.shape[0], -1, length, 1)
        combined = torch.cat([scores.float(), sink], dim=-1)
        combined = combined - combined.max(dim=-1, keepdim=True).values
        probs = torch.softmax(combined, dim=-1, dtype=combined.dtype)
        probs = probs[..., :-1]
    else:
        probs = torch.softmax(scores, dim=-1, dtype=torch.float32)
    return torch.matmul(probs.to(v.dtype), v)


def _layer_config(module, query, key, attention_mask, kwargs):
    """The configuration of one call, or None where attn does not take it
    (the reason is then the second value)."""
    if kwargs.get("dropout", 0.0) and module.training:
        return None, "dropout in training mode"
    if query.shape[2] != key.shape[2]:
        return None, "queries and keys of different lengths (decoding)"
    if kwargs.get("output_attentions"):
        return None, "output_attentions"
    if attention_mask is not None and attention_mask.dim() != 2:
        return None, "a %d-D mask" % attention_mask.dim()
    window = kwargs.get("sliding_window")
    scaling = kwargs.get("scaling")
    if scaling is None:
        scaling = query.shape[-1] ** -0.5
    # transformers' projections are [B, S, H, D] in memory, viewed as
    # [B, H, S, D]: the fused op then takes and returns [B, S, H, D] and
    # nothing is copied (K and V are copied when only they are BHSD, as
    # after a KV cache's concatenation).
    bshd = query.transpose(1, 2).is_contiguous()
    return {
        "layout": "bshd" if bshd else "bhsd",
        "causal": bool(getattr(module, "is_causal", True)),
        "window": int(window) if window else None,
        "softcap": float(kwargs["softcap"]) if kwargs.get("softcap") else None,
        "scaling": float(scaling),
        "sinks": kwargs.get("s_aux") is not None,
        "padding": attention_mask is not None,
    }, None


# ---------------------------------------------------------------------------
# The registered functions
# ---------------------------------------------------------------------------

def _mask_function(batch_size, q_length, kv_length, q_offset=0, kv_offset=0,
                   mask_function=None, attention_mask=None, **kwargs):
    """transformers' mask builder for "attn": None (the attention function
    builds the causal / window mask itself), the 2D padding mask where a
    batch has padding, or the eager 4D mask where attn does not run."""
    from transformers import masking_utils
    if q_length == kv_length and q_offset == 0 and kv_offset == 0:
        if attention_mask is None:
            return None
        padding = attention_mask[:, -kv_length:].to(torch.bool)
        if padding.shape[1] == kv_length:
            return None if bool(padding.all()) else padding
    return masking_utils.eager_mask(
        batch_size, q_length, kv_length, q_offset=q_offset,
        kv_offset=kv_offset, mask_function=mask_function,
        attention_mask=attention_mask, **kwargs)


def _eager(module, query, key, value, attention_mask, **kwargs):
    """The family's own eager attention (its modeling module's
    eager_attention_forward)."""
    family = sys.modules.get(type(module).__module__)
    function = getattr(family, "eager_attention_forward", None)
    if function is None:
        raise AttnError("attn.torch.patch: %s has no eager_attention_forward "
                        "to fall back to" % type(module).__module__)
    if attention_mask is not None and attention_mask.dim() == 2:
        raise AttnError("attn.torch.patch: cannot fall back to the eager "
                        "attention with a 2-D padding mask")
    return function(module, query, key, value, attention_mask, **kwargs)


def _attention_function(module, query, key, value, attention_mask, **kwargs):
    options = _options.get(id(getattr(module, "config", None)))
    if options is None:
        raise AttnError("attn.torch.patch: %s runs with the 'attn' "
                        "attention, but its model was not patched"
                        % type(module).__name__)
    config, why = _layer_config(module, query, key, attention_mask, kwargs)
    if config is None:
        stats["eager"] += 1
        return _eager(module, query, key, value, attention_mask, **kwargs)
    extras = []
    if config["sinks"]:
        extras.append(kwargs["s_aux"].float())
    if config["padding"]:
        extras.append(attention_mask)
    if config["layout"] == "bshd":
        args = (query.transpose(1, 2), key.transpose(1, 2),
                value.transpose(1, 2), *extras)
    else:
        args = (query, key, value, *extras)
    fused = _fused_for(config, args, options)
    if fused is None:
        stats["eager"] += 1
        if attention_mask is not None and attention_mask.dim() == 2:
            from transformers import masking_utils
            attention_mask = masking_utils.eager_mask(
                query.shape[0], query.shape[2], key.shape[2],
                attention_mask=attention_mask, dtype=query.dtype,
                mask_function=_layer_mask_function(config))
        return _eager(module, query, key, value, attention_mask, **kwargs)
    stats["attn"] += 1
    out = fused(*args)
    if config["layout"] == "bshd":
        return out, None
    return out.transpose(1, 2).contiguous(), None


def _layer_mask_function(config):
    """transformers' mask function of a layer configuration (causal, maybe
    with a sliding window), for the eager fallback."""
    from transformers import masking_utils
    if not config["causal"]:
        return masking_utils.bidirectional_mask_function
    if config["window"] is not None:
        return masking_utils.sliding_window_causal_mask_function(
            config["window"])
    return masking_utils.causal_mask_function


def _fused_for(config, args, options):
    """The compiled (or stored) attention of this configuration and these
    argument shapes; None where it runs eagerly (prepare_only)."""
    signature = fusion.signature(args)
    key = json.dumps({"config": config, "signature": signature,
                      "target": options["target"],
                      "backend": options["backend"]}, sort_keys=True)
    with _lock:
        found = _layers.get(key)
    if found is _EAGER:
        return None
    if found is not None:
        return None if options["prepare_only"] else found
    if torch.compiler.is_compiling():
        raise AttnError("attn.torch.patch: no kernels for %s yet, and they "
                        "cannot be compiled while torch.compile traces; run "
                        "the model once eagerly first" % fusion.describe(
                            signature))
    import attn.torch as attn_torch
    store = options["store"]
    path = None
    if store:
        path = os.path.join(store, hashlib.sha256(key.encode()).hexdigest())
    if path and os.path.isdir(path):
        found = attn_torch.load(path)
    else:
        function = functools.partial(_naive_attention, config)
        function.__name__ = "transformers_attention"
        try:
            found = attn_torch.compile(
                function, [a.detach() for a in args],
                target=options["target"], backend=options["backend"],
                compile_args=options["compile_args"])
        except fusion.Refused as error:
            # Exact, not faster: the family's own attention runs.
            warnings.warn("attn.torch.patch: this attention runs eagerly: "
                          "%s" % str(error).splitlines()[0],
                          AttnPatchWarning, stacklevel=4)
            with _lock:
                _layers[key] = _EAGER
            return None
        if path:
            attn_torch.save(found, path, [a.detach() for a in args])
    with _lock:
        _layers[key] = found
    return None if options["prepare_only"] else found


def patch(model, *, target=None, backend="fused", store=None,
          prepare_only=False, compile_args=()):
    """Runs ``model``'s attention with attn's kernels (see the module's
    documentation). ``target`` ("cpu" or "cuda") defaults to where the
    model's parameters are; ``backend`` picks the CUDA implementation
    ("fused", "cudnn" or "auto"). ``store`` is a directory of compiled
    attention artifacts: used when present, written when compiled.
    ``prepare_only`` compiles into the store but computes with the eager
    attention (to prepare kernels for another machine). Returns ``model``.
    """
    attention, masks = _transformers()
    config = getattr(model, "config", None)
    if config is None or not hasattr(config, "_attn_implementation"):
        raise AttnError("attn.torch.patch: %s is not a transformers model "
                        "(it has no config with an attention implementation)"
                        % type(model).__name__)
    if target is None:
        parameter = next(model.parameters(), None)
        target = "cuda" if parameter is not None and parameter.is_cuda \
            else "cpu"
    fusion.check_options("attn.torch.patch", target, backend)
    attention.register(NAME, _attention_function)
    masks.register(NAME, _mask_function)
    configs = {id(m.config): m.config for m in model.modules()
               if getattr(m, "config", None) is not None}
    configs[id(config)] = config
    for each in configs.values():
        _options[id(each)] = {
            "target": target, "backend": backend,
            "store": os.fspath(store) if store else None,
            "prepare_only": bool(prepare_only),
            "compile_args": tuple(compile_args),
            "previous": each._attn_implementation,
        }
    if hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(NAME)
    else:
        for each in configs.values():
            each._attn_implementation = NAME
    return model


def unpatch(model):
    """Restores the attention implementation ``model`` had before
    :func:`patch`. Returns ``model``."""
    config = getattr(model, "config", None)
    options = _options.get(id(config))
    if options is None:
        raise AttnError("attn.torch.unpatch: %s is not patched"
                        % type(model).__name__)
    previous = options["previous"] or "eager"
    if hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(previous)
    for m in model.modules():
        each = getattr(m, "config", None)
        if each is not None and id(each) in _options:
            each._attn_implementation = _options.pop(id(each))["previous"]
    _options.pop(id(config), None)
    return model
