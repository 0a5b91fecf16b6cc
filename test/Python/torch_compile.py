# torch_compile.py - attn.torch on the CPU against the unfused PyTorch code.
"""Checks attn.torch.compile and attn.torch.patch on the CPU.

Every check runs the framework's own unfused code on the same fresh random
inputs (seeded by --seed) and compares outputs and autograd gradients with
relative-error bounds (max |a - b| / max |b|): 1e-5 in f32, 2e-2 in bf16.
Kernel outputs are poisoned with NaN before each run
(attn.torch.POISON_OUTPUTS). A failed check prints FAIL with the error and
makes the script exit 1.

    python torch_compile.py compile --seed N [--save DIR]
    python torch_compile.py patch --seed N
    python torch_compile.py load --seed N --save DIR   (no compiler needed)
"""

import argparse
import math
import sys
import warnings

import torch
import torch.nn.functional as F

import attn
import attn.torch
from attn import AttnError, compiler

attn.torch.POISON_OUTPUTS = True
TOLERANCE = {torch.float32: 1e-5, torch.bfloat16: 2e-2}
failures = []


def rel_err(a, b):
    a, b = a.detach().double(), b.detach().double()
    if a.shape != b.shape:
        return float("inf")
    scale = b.abs().max().item()
    return (a - b).abs().max().item() / (scale if scale else 1.0)


def check(name, got, want, dtype):
    err = rel_err(got, want)
    if not err <= TOLERANCE[dtype]:
        failures.append(name)
        return "FAIL %s (rel err %.2e)" % (name, err)
    return "%s ok" % name


def leaves(shapes, dtype, generator):
    return [torch.randn(*s, generator=generator).to(dtype).requires_grad_()
            for s in shapes]


def compare(label, fn, fused, args, dtype, check_grads=True):
    """Output and gradients (w.r.t. every floating argument) of fused
    against fn, on the same inputs."""
    parts = []
    want = fn(*args)
    got = fused(*args)
    parts.append(check("out", got, want, dtype))
    if check_grads:
        cotangent = torch.randn_like(want.float()).to(want.dtype)
        inputs = [a for a in args if a.requires_grad]
        want_grads = torch.autograd.grad(want, inputs, cotangent)
        got_grads = torch.autograd.grad(got, inputs, cotangent)
        results = [check("grad", g, w, dtype)
                   for g, w in zip(got_grads, want_grads)]
        bad = [r for r in results if r.startswith("FAIL")]
        parts.append(bad[0] if bad else "grads ok")
    print("%s: %s" % (label, ", ".join(parts)))


# ---------------------------------------------------------------------------
# The programs, as people write them
# ---------------------------------------------------------------------------

def nanogpt_attention(q, k, v):
    """nanoGPT's CausalSelfAttention core (slow path): the scores of
    [B, H, T, D] q/k/v, a tril buffer mask filled with -inf."""
    T = q.size(-2)
    att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
    bias = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
    att = att.masked_fill(bias[:, :, :T, :T] == 0, float("-inf"))
    att = F.softmax(att, dim=-1)
    return att @ v


def gpt_head(q, k, v):
    """The single head of "Let's build GPT" ([B, T, C] without a head axis,
    or [T, C]), a tril mask filled with -inf: the raised attention reads
    the arguments and writes the result through reshapes (views)."""
    T = q.shape[-2]
    wei = q @ k.transpose(-2, -1) * k.shape[-1] ** -0.5
    tril = torch.tril(torch.ones(T, T))
    wei = wei.masked_fill(tril[:T, :T] == 0, float("-inf"))
    return F.softmax(wei, dim=-1) @ v


def nanogpt_split_heads(q, k, v):
    """nanoGPT's forward from the projections' [B, T, C] on: the heads split
    by .view(B, T, nh, hs).transpose(1, 2) and merged back by
    .transpose(1, 2).contiguous().view(B, T, C); attn reads and writes the
    [B, T, C] memory in place (layout bshd through reshapes)."""
    B, T, C = q.shape
    q, k, v = (x.view(B, T, 4, C // 4).transpose(1, 2) for x in (q, k, v))
    y = nanogpt_attention(q, k, v)
    return y.transpose(1, 2).contiguous().view(B, T, C)


def timm_attention(q, k, v):
    """timm's Attention after the qkv projection: [B, H, N, D] in, the
    heads merged back by .transpose(1, 2).reshape(B, N, C): the framework
    applies the transpose and the reshape to attn's output."""
    B, H, N, D = q.shape
    a = (q @ k.transpose(-2, -1)) * D ** -0.5
    return (a.softmax(dim=-1) @ v).transpose(1, 2).reshape(B, N, H * D)


_GPT2_BIAS = torch.tril(torch.ones((128, 128), dtype=torch.bool)).view(
    1, 1, 128, 128)


def gpt2_attention(query, key, value):
    """GPT2Attention._attn as older transformers releases wrote it (the
    installed release builds the mask outside; this is that code retyped):
    a registered torch.bool tril buffer (exported as i8), sliced,
    selecting finfo.min: causal."""
    w = torch.matmul(query, key.transpose(-1, -2))
    w = w / torch.full([], value.size(-1) ** 0.5, dtype=w.dtype)
    q_len, k_len = query.size(-2), key.size(-2)
    causal = _GPT2_BIAS[:, :, k_len - q_len:k_len, :k_len]
    fill = torch.full([], torch.finfo(w.dtype).min, dtype=w.dtype)
    w = torch.where(causal, w, fill)
    return torch.matmul(F.softmax(w, dim=-1), value)


def sdpa_causal(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


def sdpa_gqa(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True,
                                          enable_gqa=True)


class _Layer(torch.nn.Module):
    """What transformers' eager_attention_forward reads of its module."""

    def __init__(self, groups):
        super().__init__()
        self.num_key_value_groups = groups
        self.is_causal = True
        self.training = False


def hf_eager(family, groups, mask=None, **kwargs):
    module = __import__("transformers.models.%s.modeling_%s"
                        % (family, family), fromlist=["x"])
    layer = _Layer(groups)

    def attention(q, k, v, *rest):
        m = rest[0] if rest else mask
        out, _ = module.eager_attention_forward(
            layer, q, k, v, m, scaling=q.shape[-1] ** -0.5, dropout=0.0,
            **kwargs)
        # eager_attention_forward returns [B, S, H, D] for the o_proj; the
        # attention core is compiled in its arguments' layout (the raise
        # folds the two transposes).
        return out.transpose(1, 2)
    attention.__name__ = "%s_eager_attention_forward" % family
    return attention


def not_attention(q, k, v):
    return (q * k + v).sum(dim=-1)


def masked_rows(q, k, v, keep):
    """masked_fill(keep == 0, -inf) with a mask argument: a row without a
    kept key is NaN in PyTorch."""
    s = (q @ k.transpose(-2, -1)) * q.shape[-1] ** -0.5
    s = s.masked_fill(keep == 0, float("-inf"))
    return torch.softmax(s, dim=-1) @ v


# ---------------------------------------------------------------------------
# compile
# ---------------------------------------------------------------------------

def run_compile(args):
    gen = torch.Generator().manual_seed(args.seed)
    f32, bf16 = torch.float32, torch.bfloat16
    bhsd = [(2, 4, 64, 32)] * 3

    inputs = leaves(bhsd, f32, gen)
    fused = attn.torch.compile(nanogpt_attention, inputs)
    compare("nanogpt float32", nanogpt_attention, fused, inputs, f32)
    raised = open(fused.artifact(*inputs).directory + "/raised.mlir").read()
    print("nanogpt: raised attn.sdpa on the arguments: %s"
          % ("layout bhsd" if "layout bhsd" in raised else raised))

    inputs = leaves(bhsd, f32, gen)
    compare("sdpa math causal f32", sdpa_causal,
            attn.torch.compile(sdpa_causal, inputs), inputs, f32)
    inputs = leaves([(2, 8, 64, 32), (2, 2, 64, 32), (2, 2, 64, 32)], bf16,
                    gen)
    compare("sdpa math gqa bf16", sdpa_gqa,
            attn.torch.compile(sdpa_gqa, inputs), inputs, bf16)

    # transformers' eager attention functions (without a mask: a causal
    # mask goes through attn.torch.patch, which builds it from the layer).
    gqa = [(2, 8, 64, 32), (2, 2, 64, 32), (2, 2, 64, 32)]
    for family, kwargs in (("llama", {}), ("gemma2", {"softcap": 20.0})):
        for dtype in (f32, bf16):
            inputs = leaves(gqa, dtype, gen)
            fn = hf_eager(family, 4, **kwargs)
            compare("%s eager %s" % (family, str(dtype)[6:]), fn,
                    attn.torch.compile(fn, inputs), inputs, dtype)
    # A batch of one (inference; the Llama layer of bench/torch_layer.py):
    # torch's [B·H] view leaves a unit batch loop the raise must not take
    # for a head.
    inputs = leaves([(1, 8, 64, 32), (1, 2, 64, 32), (1, 2, 64, 32)], bf16,
                    gen)
    fn = hf_eager("llama", 4)
    compare("llama eager bfloat16 batch 1", fn,
            attn.torch.compile(fn, inputs), inputs, bf16)

    # One head: [B, T, C], [T, C] and a head axis of one (torch-mlir then
    # merges it with the sequence, not the batch).
    for shape in ((2, 64, 32), (64, 32), (2, 1, 64, 32)):
        inputs = leaves([shape] * 3, f32, gen)
        fused = attn.torch.compile(gpt_head, inputs)
        compare("gpt head f32 %s" % list(shape), gpt_head, fused, inputs, f32)
    compare("gpt head f32 torch.compile", gpt_head,
            torch.compile(fused, backend="aot_eager", fullgraph=True),
            inputs, f32)

    for shape in ((2, 64, 128), (1, 64, 128)):
        inputs = leaves([shape] * 3, f32, gen)
        fused = attn.torch.compile(nanogpt_split_heads, inputs)
        compare("nanogpt split heads f32 %s" % list(shape),
                nanogpt_split_heads, fused, inputs, f32)
        raised = open(fused.artifact(*inputs).directory +
                      "/raised.mlir").read()
        print("nanogpt split heads: %s" % (
            "reads the arguments in place, layout bshd"
            if "linalg.generic" not in raised and "layout bshd" in raised
            else "copies: " + raised))

    inputs = leaves(bhsd, f32, gen)
    compare("timm attention f32", timm_attention,
            attn.torch.compile(timm_attention, inputs), inputs, f32)

    inputs = leaves(bhsd, f32, gen)
    fused = attn.torch.compile(gpt2_attention, inputs)
    compare("gpt2 attention f32", gpt2_attention, fused, inputs, f32)
    attributes = fused.artifact(*inputs).descriptor["attributes"]
    print("gpt2 attention: causal %s, no bias operand: %s" % (
        attributes.get("causal", "none").split()[-1].rstrip(">"),
        all(o["role"] != "bias"
            for o in fused.artifact(*inputs).descriptor["operands"])))

    # Fully masked rows: NaN in the program, so NaN from attn too (or a
    # refusal), never a different number.
    inputs = leaves(bhsd, f32, gen)
    keep = (torch.rand(2, 1, 64, 64, generator=gen) > 0.3).to(torch.int64)
    keep[0, 0, 5, :] = 0
    want = masked_rows(*inputs, keep)
    try:
        fused = attn.torch.compile(masked_rows, inputs + [keep])
        got = fused(*inputs, keep)
        same_nan = torch.equal(torch.isnan(got), torch.isnan(want))
        finite = ~torch.isnan(want)
        err = rel_err(got[finite], want[finite])
        status = "NaN rows as in PyTorch" if same_nan and err < 1e-5 else \
            "FAIL (NaN rows differ or rel err %.2e)" % err
        if status.startswith("FAIL"):
            failures.append("masked rows")
    except AttnError as error:
        status = "refused: %s" % str(error).splitlines()[0]
    print("fully masked rows: %s (PyTorch NaN rows: %d)"
          % (status, int(torch.isnan(want).any(-1).sum())))

    # opcheck: schema, fake tensors, autograd registration, AOT dispatch.
    inputs = leaves(bhsd, f32, gen)
    fused = attn.torch.compile(nanogpt_attention, inputs)
    artifact = fused.artifact(*inputs).directory
    torch.library.opcheck(torch.ops.attn.forward.default,
                          (artifact, [x.detach().requires_grad_()
                                      for x in inputs]))
    print("opcheck: ok")

    # Eager calls take the C++ path (attn/torch/eager.cpp) where it is
    # built; the Python path (_EagerAttention) runs the same kernels, so
    # both give the same bits, forward and backward. Then the C++ path's
    # own input check, and its error.
    from attn.torch import _eager
    print("eager path: %s" % ("C++" if _eager.extension() is not None
                              else "Python (%s)" % _eager.reason()))
    d_out = torch.randn(inputs[0].shape, generator=gen)
    via_cpp = attn.torch._eager_forward(artifact, inputs)
    grads_cpp = torch.autograd.grad(via_cpp, inputs, d_out)
    via_python = attn.torch._EagerAttention.apply(artifact, *inputs)[0]
    grads_python = torch.autograd.grad(via_python, inputs, d_out)
    same = torch.equal(via_cpp, via_python) and all(
        torch.equal(a, b) for a, b in zip(grads_cpp, grads_python))
    print("eager paths: %s, nodes %s and %s" % (
        "same bits" if same else "FAIL", type(via_cpp.grad_fn).__name__,
        type(via_python.grad_fn).__name__))
    try:
        attn.torch._eager_forward(artifact, [inputs[0][:, :, :8]] +
                                  inputs[1:])
    except AttnError as error:
        print("eager path check: %s" % error)

    # attn.run over DLPack: the forward entry on torch tensors and numpy
    # arrays, outputs allocated by attn and handed back through DLPack.
    import numpy as np
    from attn import runtime
    entry = runtime.default_runtime().load(
        fused.artifact(*inputs).module_path).entry("forward")
    plain = [x.detach() for x in inputs]
    want = nanogpt_attention(*plain)
    out, lse = attn.run(entry, *plain)
    from_torch = torch.from_dlpack(out)
    out_np, _ = attn.run(entry, *[x.numpy() for x in plain])
    from_numpy = torch.from_numpy(np.from_dlpack(out_np).copy())
    given = torch.full_like(want, float("nan"))
    lse_given = torch.full((2, 4, 64), float("nan"))
    attn.run(entry, *plain, given, lse_given)
    print("dlpack: %s, %s, %s; lse %s" % (
        check("torch", from_torch, want, f32),
        check("numpy", from_numpy, want, f32),
        check("into given outputs", given, want, f32),
        list(torch.from_dlpack(lse).shape)))
    # A capsule never consumed is released by its destructor, once.
    import gc
    unused, _ = attn.run(entry, *plain)
    alive = len(attn.dlpack._alive)
    capsule = unused.__dlpack__()
    exported = len(attn.dlpack._alive)
    del capsule
    gc.collect()
    print("dlpack unconsumed capsule: %s" % (
        "released" if exported == alive + 1 and
        len(attn.dlpack._alive) == alive else
        "FAIL (%d, %d, %d)" % (alive, exported, len(attn.dlpack._alive))))
    for label, bad in (("transposed", [plain[0].transpose(2, 3)] + plain[1:]),
                       ("wrong shape", [plain[0][:, :2].contiguous()] + plain[1:]),
                       ("not an array", [[1.0]] + plain[1:])):
        try:
            attn.run(entry, *bad)
            print("dlpack %s: FAIL (ran)" % label)
            failures.append("dlpack " + label)
        except AttnError as error:
            print("dlpack %s: %s" % (label, error))

    # torch.compile(fullgraph=True) with aot_eager: one graph around the
    # custom op, forward and backward.
    torch._dynamo.reset()
    compiled = torch.compile(fused, fullgraph=True, backend="aot_eager")
    compare("torch.compile aot_eager", nanogpt_attention, compiled, inputs,
            f32)

    # Refusals and fallback.
    inputs = leaves(bhsd, f32, gen)
    try:
        attn.torch.compile(not_attention, inputs)
        print("refused: FAIL (compiled)")
        failures.append("refusal")
    except AttnError as error:
        print("refused: %s" % str(error).splitlines()[0])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fb = attn.torch.compile(not_attention, inputs, fallback=True)
        same = torch.equal(fb(*inputs), not_attention(*inputs))
    print("fallback: %s, %d warning" % ("ok" if same else "FAIL",
                                        len(caught)))
    try:
        attn.torch.compile(nanogpt_attention, inputs, backend="cudnn")
    except AttnError as error:
        print("bad options: %s" % error)

    # A new shape compiles once more; the same again compiles nothing.
    before = compiler.stats["attn-compile"]
    small = leaves([(1, 2, 32, 16)] * 3, f32, gen)
    fused = attn.torch.compile(nanogpt_attention)
    fused(*small)
    fused(*small)
    print("shapes: +%d compile for a new shape"
          % (compiler.stats["attn-compile"] - before))

    if args.save:
        inputs = leaves([(2, 8, 64, 32), (2, 2, 64, 32), (2, 2, 64, 32)],
                        bf16, gen)
        attn.torch.save(attn.torch.compile(sdpa_gqa, inputs), args.save,
                        inputs)
        print("saved: %s" % args.save)


def run_load(args):
    gen = torch.Generator().manual_seed(args.seed)
    inputs = leaves([(2, 8, 64, 32), (2, 2, 64, 32), (2, 2, 64, 32)],
                    torch.bfloat16, gen)
    loaded = attn.torch.load(args.save)
    compare("loaded", sdpa_gqa, loaded, inputs, torch.bfloat16)
    try:
        loaded(*[x[:, :, :32] for x in inputs])
    except AttnError as error:
        print("wrong shape: %s: %s" % (type(error).__name__, error))
    # The entry call's own checks (reached only past the signature check
    # above, as by the custom ops): a wrong shape right after an accepted
    # call is caught, and the right one runs again.
    operands = [x.detach() for x in inputs]
    directory = loaded.artifact.directory
    first = attn.torch._run_forward(directory, operands)[0]
    try:
        attn.torch._run_forward(directory, [operands[0][:, :, :32]] +
                                operands[1:])
    except AttnError as error:
        print("entry check: %s" % error)
    again = attn.torch._run_forward(directory, operands)[0]
    print("entry check, then the right shapes: %s" % (
        "same output" if torch.equal(first, again) else "FAIL"))
    # The runtime sizes every argument from the module's manifest: outputs
    # described otherwise (an inconsistent artifact) are refused up front.
    kernels = attn.torch._load_kernels(directory)
    try:
        attn.torch._EntryCall(kernels.forward.entry, "forward",
                              [{"shape": [2, 8, 32], "dtype": "bfloat16"},
                               {"shape": [2, 8, 64], "dtype": "float32"}])
    except AttnError as error:
        print("inconsistent descriptor: %s" % error)
    print("tool runs: attn-opt %d, attn-compile %d"
          % (compiler.stats["attn-opt"], compiler.stats["attn-compile"]))


# ---------------------------------------------------------------------------
# patch: tiny transformers models, loss and gradients
# ---------------------------------------------------------------------------

def tiny_model(family, seed):
    import transformers
    common = dict(vocab_size=128, hidden_size=64, intermediate_size=128,
                  num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, head_dim=16,
                  max_position_embeddings=256, attn_implementation="eager")
    if family == "llama":
        config = transformers.LlamaConfig(**common)
        cls = transformers.LlamaForCausalLM
    elif family == "mistral":
        config = transformers.MistralConfig(sliding_window=8, **common)
        cls = transformers.MistralForCausalLM
    elif family == "qwen2":
        config = transformers.Qwen2Config(**common)
        cls = transformers.Qwen2ForCausalLM
    elif family == "gemma2":
        config = transformers.Gemma2Config(
            sliding_window=8, attn_logit_softcapping=20.0,
            query_pre_attn_scalar=16, **common)
        cls = transformers.Gemma2ForCausalLM
    elif family == "gpt_oss":
        config = transformers.GptOssConfig(
            sliding_window=8, num_local_experts=4, num_experts_per_tok=2,
            **common)
        cls = transformers.GptOssForCausalLM
    else:
        raise ValueError(family)
    torch.manual_seed(seed)
    model = cls(config).eval()
    if family == "gpt_oss":
        with torch.no_grad():
            for layer in model.model.layers:
                layer.self_attn.sinks.normal_()
    return model


def loss_and_grads(model, ids, mask=None, use_cache=False):
    model.zero_grad()
    loss = model(input_ids=ids, attention_mask=mask, labels=ids,
                 use_cache=use_cache).loss
    loss.backward()
    return loss.detach(), {n: p.grad.detach().clone()
                           for n, p in model.named_parameters()
                           if p.grad is not None}


def record_layouts(patching):
    """Wraps patch()'s kernel lookup so that each fused call's layout is
    recorded; returns the list it appends to."""
    seen = []
    lookup = patching._fused_for

    def recorded(config, args, options):
        seen.append(config["layout"])
        return lookup(config, args, options)
    patching._fused_for = recorded
    return seen


def run_patch(args):
    from attn.torch import transformers as patching
    gen = torch.Generator().manual_seed(args.seed)
    layouts = record_layouts(patching)
    # Without a cache, q, k and v are all the projections' [B, S, H, D]
    # memory (the fused op takes that layout, no copies); with one, k and v
    # come out of the cache's concatenation as [B, H, S, D].
    for family, use_cache in (("llama", False), ("llama", True),
                              ("mistral", False), ("qwen2", False),
                              ("gemma2", False), ("gpt_oss", False)):
        before = dict(patching.stats)
        del layouts[:]
        model = tiny_model(family, args.seed)
        ids = torch.randint(0, 128, (2, 32), generator=gen)
        want_loss, want = loss_and_grads(model, ids, use_cache=use_cache)
        attn.torch.patch(model)
        got_loss, got = loss_and_grads(model, ids, use_cache=use_cache)
        worst = max(rel_err(got[n], want[n]) for n in want)
        missing = set(want) - set(got)
        ok = (rel_err(got_loss, want_loss) <= 1e-5 and worst <= 1e-4
              and not missing)
        if not ok:
            failures.append(family)
        fused = patching.stats["attn"] - before["attn"]
        eager = patching.stats["eager"] - before["eager"]
        if fused == 0 or eager:
            failures.append(family + " not fused")
        print("patch %s%s: loss %s, %d parameter grads %s (worst rel err "
              "%.1e); %d attention calls fused, %d eager; layouts %s"
              % (family, " with cache" if use_cache else "",
                 "ok" if rel_err(got_loss, want_loss) <= 1e-5
                 else "FAIL", len(want),
                 "ok" if worst <= 1e-4 and not missing else "FAIL",
                 worst, fused, eager,
                 ",".join(sorted(set(layouts)))))
        attn.torch.unpatch(model)
    # Padding: transformers' padding mask fills with finfo.min, so a padded
    # query row with no key left averages V uniformly; attn refuses that
    # difference, and the family's eager attention runs (with a warning).
    model = tiny_model("llama", args.seed)
    ids = torch.randint(0, 128, (2, 32), generator=gen)
    pad = torch.ones(2, 32, dtype=torch.int64)
    pad[1, :7] = 0
    want_loss, want = loss_and_grads(model, ids, pad)
    attn.torch.patch(model)
    before = dict(patching.stats)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got_loss, got = loss_and_grads(model, ids, pad)
    worst = max(rel_err(got[n], want[n]) for n in want)
    ok = rel_err(got_loss, want_loss) <= 1e-5 and worst <= 1e-4
    if not ok:
        failures.append("padding")
    print("patch llama padded: %s (worst grad rel err %.1e); %d fused, %d "
          "eager; %s" % ("ok" if ok else "FAIL", worst,
                         patching.stats["attn"] - before["attn"],
                         patching.stats["eager"] - before["eager"],
                         str(caught[0].message).splitlines()[0] if caught
                         else "no warning"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("compile", "load", "patch"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save")
    args = parser.parse_args()
    {"compile": run_compile, "load": run_load, "patch": run_patch}[
        args.mode](args)
    if failures:
        print("FAILED: %s" % ", ".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
