# torch_dynamo.py - attn.torch.dynamo_backend on whole modules (CPU).
"""Checks that torch.compile(model, backend=attn.torch.dynamo_backend())
fuses the attention inside whole modules, as people write them, and that
what it cannot fuse runs unchanged.

Every check runs the eager module on the same fresh random inputs (seeded
by --seed) and compares the output and the gradients of the input and of
every parameter, with relative-error bounds (max |a - b| / max |b|): 1e-5
in f32, 2e-2 in bf16. Kernel outputs are poisoned with NaN before each run.
A failed check prints FAIL and makes the script exit 1.

    python torch_dynamo.py --seed N
"""

import argparse
import math
import sys
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

import attn.torch
from attn.torch import AttnFallbackWarning
from torch_compile import rel_err  # max |a - b| / max |b|

attn.torch.POISON_OUTPUTS = True
TOLERANCE = {torch.float32: 1e-5, torch.bfloat16: 2e-2}
failures = []


def compare(label, model, compiled, x, dtype):
    """Output, d/dx and every parameter's gradient of compiled against the
    eager model, for one cotangent."""
    want = model(x)
    got = compiled(x)
    cotangent = torch.randn_like(want)
    params = [p for p in model.parameters()]
    want_grads = torch.autograd.grad(want, [x] + params, cotangent)
    got_grads = torch.autograd.grad(got, [x] + params, cotangent)
    errors = [rel_err(got, want)] + [rel_err(g, w) for g, w
                                     in zip(got_grads, want_grads)]
    worst = max(errors)
    if not worst <= TOLERANCE[dtype]:
        failures.append(label)
        print("FAIL %s: worst rel err %.2e (out %.2e)"
              % (label, worst, errors[0]))
    else:
        print("%s: out and %d grads ok" % (label, len(errors) - 1))


# ---------------------------------------------------------------------------
# Modules, as people write them
# ---------------------------------------------------------------------------

class NanoGPTAttention(nn.Module):
    """nanoGPT's CausalSelfAttention, its slow path (retyped)."""

    def __init__(self, n_embd, n_head, block_size, dropout=0.0,
                 return_weights=False):
        super().__init__()
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.attn_dropout = nn.Dropout(dropout)
        self.n_head, self.n_embd = n_head, n_embd
        self.return_weights = return_weights
        self.register_buffer("bias", torch.tril(torch.ones(
            block_size, block_size)).view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        att = F.softmax(att, dim=-1)
        att = self.attn_dropout(att)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        y = self.c_proj(y)
        return (y, att) if self.return_weights else y


class TimmAttention(nn.Module):
    """timm's ViT Attention (retyped): packed qkv, permute, unbind."""

    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads,
                                  C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        q = q * self.scale
        attn = q @ k.transpose(-2, -1)
        attn = attn.softmax(dim=-1)
        x = attn @ v
        x = x.transpose(1, 2).reshape(B, N, C)
        return self.proj(x)


class GQAAttention(nn.Module):
    """Grouped-query attention with KV heads repeated, a causal mask built
    in the graph from positions (no buffer), softmax in f32."""

    def __init__(self, dim, heads, kv_heads):
        super().__init__()
        self.heads, self.kv_heads = heads, kv_heads
        self.head_dim = dim // heads
        self.q = nn.Linear(dim, dim, bias=False)
        self.kv = nn.Linear(dim, 2 * kv_heads * self.head_dim, bias=False)
        self.o = nn.Linear(dim, dim, bias=False)

    def forward(self, x):
        B, S, _ = x.shape
        q = self.q(x).view(B, S, self.heads, self.head_dim).transpose(1, 2)
        k, v = self.kv(x).view(B, S, 2, self.kv_heads,
                               self.head_dim).unbind(2)
        groups = self.heads // self.kv_heads
        k = k.transpose(1, 2).repeat_interleave(groups, dim=1)
        v = v.transpose(1, 2).repeat_interleave(groups, dim=1)
        scores = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(self.head_dim)
        pos = torch.arange(S, device=x.device)
        causal = pos[None, :] > pos[:, None]
        scores = scores.masked_fill(causal, torch.finfo(scores.dtype).min)
        probs = F.softmax(scores.float(), dim=-1).to(q.dtype)
        out = torch.matmul(probs, v)
        return self.o(out.transpose(1, 2).reshape(B, S, -1))


class Block(nn.Module):
    def __init__(self, dim, heads, block_size):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.attn = NanoGPTAttention(dim, heads, block_size)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(),
                                 nn.Linear(2 * dim, dim))

    def forward(self, x):
        x = x + self.attn(self.ln(x))
        return x + self.mlp(x)


def hf_models():
    from transformers import (GPT2Config, GPT2LMHeadModel, LlamaConfig,
                              LlamaForCausalLM)
    yield "gpt2", GPT2LMHeadModel(GPT2Config(
        n_layer=2, n_head=4, n_embd=64, vocab_size=100, n_positions=64,
        attn_implementation="eager")).eval()
    yield "llama", LlamaForCausalLM(LlamaConfig(
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        hidden_size=64, intermediate_size=128, vocab_size=100,
        attn_implementation="eager")).eval()


def compare_logits(label, model, compiled, ids):
    """Logits and every parameter's gradient of a loss on them."""
    want = model(ids).logits
    got = compiled(ids).logits
    cotangent = torch.randn_like(want)
    params = [p for p in model.parameters() if p.requires_grad]
    want_grads = torch.autograd.grad(want, params, cotangent)
    got_grads = torch.autograd.grad(got, params, cotangent)
    errors = [rel_err(got, want)] + [rel_err(g, w) for g, w
                                     in zip(got_grads, want_grads)]
    if not max(errors) <= TOLERANCE[torch.float32]:
        failures.append(label)
        print("FAIL %s: worst rel err %.2e (logits %.2e)"
              % (label, max(errors), errors[0]))
    else:
        print("%s: logits and %d grads ok" % (label, len(errors) - 1))


def check_unfused(label, got, want):
    """A region left unfused runs the program's own ops: equal results."""
    if rel_err(got, want) > 1e-6:
        failures.append(label)
        print("FAIL %s: output differs (rel err %.2e)"
              % (label, rel_err(got, want)))


def fused_regions(backend):
    return [r for r in backend.regions if r.status == "fused"]


def run(args):
    generator = torch.Generator().manual_seed(args.seed)
    torch.manual_seed(args.seed)

    def fresh(*shape, dtype=torch.float32):
        return torch.randn(*shape, generator=generator).to(dtype) \
            .requires_grad_()

    # nanoGPT's module whole: the tril buffer is baked in and guarded.
    model = NanoGPTAttention(64, 4, 32).eval()
    backend = attn.torch.dynamo_backend()
    compiled = torch.compile(model, backend=backend, dynamic=False)
    compare("nanogpt module", model, compiled, fresh(2, 16, 64),
            torch.float32)
    regions = fused_regions(backend)
    print("nanogpt module: %d region(s) fused, baked %s, fused calls %d"
          % (len(regions), regions[0].baked if regions else None,
             regions[0].fused_calls if regions else 0))
    # The buffer changed in place: the guard runs the region's own ops.
    with torch.no_grad():
        model.bias.fill_(1.0)  # no mask at all now
    compare("nanogpt module, buffer modified", model, compiled,
            fresh(2, 16, 64), torch.float32)
    print("nanogpt module, buffer modified: unfused calls %d"
          % (regions[0].unfused_calls if regions else 0))

    # bf16, the same module.
    model = NanoGPTAttention(64, 4, 32).to(torch.bfloat16).eval()
    backend = attn.torch.dynamo_backend()
    compare("nanogpt module bf16", model,
            torch.compile(model, backend=backend, dynamic=False),
            fresh(2, 32, 64, dtype=torch.bfloat16), torch.bfloat16)
    print("nanogpt module bf16: %d region(s) fused"
          % len(fused_regions(backend)))

    # timm's ViT attention (no mask; qkv packed and unbound).
    model = TimmAttention(64, 4).eval()
    backend = attn.torch.dynamo_backend()
    compare("timm module", model, torch.compile(model, backend=backend, dynamic=False),
            fresh(2, 24, 64), torch.float32)
    print("timm module: %d region(s) fused" % len(fused_regions(backend)))

    # GQA with a causal mask from positions, softmax in f32.
    model = GQAAttention(64, 8, 2).eval()
    backend = attn.torch.dynamo_backend()
    compare("gqa module", model, torch.compile(model, backend=backend, dynamic=False),
            fresh(2, 16, 64), torch.float32)
    print("gqa module: %d region(s) fused" % len(fused_regions(backend)))

    # Two transformer blocks: two regions.
    model = nn.Sequential(Block(64, 4, 32), Block(64, 4, 32)).eval()
    backend = attn.torch.dynamo_backend()
    compare("two blocks", model, torch.compile(model, backend=backend, dynamic=False),
            fresh(2, 16, 64), torch.float32)
    print("two blocks: %d region(s) fused, %d compile(s)"
          % (len(fused_regions(backend)), backend.compiles))

    # transformers models as they are (eager attention): GPT-2, whose cache
    # hands K and V over in [B, H, S, D] while Q comes from rows (the
    # second attempt), and Llama with GQA, each two layers.
    import transformers
    transformers.logging.set_verbosity_error()
    for family, model in hf_models():
        backend = attn.torch.dynamo_backend()
        compiled = torch.compile(model, backend=backend, dynamic=False)
        ids = torch.randint(0, 100, (2, 16), generator=generator)
        compare_logits("%s model" % family, model, compiled, ids)
        print("%s model: %d region(s) fused, %d compile(s)"
              % (family, len(fused_regions(backend)), backend.compiles))

    # Near misses: they run unchanged, with the reason.
    model = NanoGPTAttention(64, 4, 32, return_weights=True).eval()
    backend = attn.torch.dynamo_backend()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compiled = torch.compile(model, backend=backend, dynamic=False)
        x = fresh(2, 16, 64)
        got, want = compiled(x)[0], model(x)[0]
    check_unfused("weights returned", got, want)
    print("weights returned: %d fused; %s" % (
        len(fused_regions(backend)),
        [str(w.message) for w in caught
         if issubclass(w.category, AttnFallbackWarning)][:1]))

    # Train-mode dropout: the unfused region draws the same random mask as
    # eager from the same seed.
    model = NanoGPTAttention(64, 4, 32, dropout=0.5).train()
    backend = attn.torch.dynamo_backend()
    x = fresh(2, 16, 64)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compiled = torch.compile(model, backend=backend, dynamic=False)
        compiled(x)  # compile first: it draws random numbers too
        torch.manual_seed(args.seed)
        got = compiled(x)
    torch.manual_seed(args.seed)
    want = model(x)
    check_unfused("train-mode dropout", got, want)
    print("train-mode dropout: %d fused; %s" % (
        len(fused_regions(backend)),
        [str(w.message)[:140] for w in caught
         if issubclass(w.category, AttnFallbackWarning)][:1]))


    run_spellings(fresh)

    # Dynamic shapes: one artifact per shape is all attn compiles, so the
    # region stays unfused and says how to get static shapes.
    model = NanoGPTAttention(64, 4, 32).eval()
    backend = attn.torch.dynamo_backend()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        x = fresh(2, 16, 64)
        got = torch.compile(model, backend=backend, dynamic=True)(x)
    check_unfused("dynamic shapes", got, model(x))
    print("dynamic shapes: %d fused; %s" % (
        len(fused_regions(backend)),
        [str(w.message)[:140] for w in caught
         if issubclass(w.category, AttnFallbackWarning)][:1]))


class _Core(nn.Module):
    """Attention cores on [B, H, S, D] q, k, v, each a near miss or a
    spelling to check (returns out, or (out, other))."""

    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def forward(self, q, k, v):
        S = q.shape[-2]
        if self.kind == "keywords":  # matmul and softmax by keyword
            s = torch.matmul(input=q, other=k.transpose(-2, -1)) * 0.25
            return torch.matmul(input=F.softmax(input=s, dim=-1), other=v)
        if self.kind == "input written":  # k changes between the reads
            p = (q @ k.transpose(-2, -1)).softmax(-1)
            k.mul_(2)
            return p @ v
        if self.kind == "mask written":  # the mask changes after it is built
            mask = torch.ones(S, S, dtype=torch.bool, device=q.device).triu(1)
            mask[:, 1] = True
            s = (q @ k.transpose(-2, -1)).masked_fill(mask, -1e30)
            return s.softmax(-1) @ v
        if self.kind == "autocast":
            with torch.autocast("cpu", dtype=torch.bfloat16):
                return (q @ k.transpose(-2, -1)).softmax(-1) @ v
        if self.kind == "no_grad scores":
            with torch.no_grad():
                s = q @ k.transpose(-2, -1)
            return s.softmax(-1) @ v
        raise ValueError(self.kind)


def run_spellings(fresh):
    """Cores whose graphs hold in-place writes, mode switches and keyword
    arguments: fused where that is exact, unfused (with the reason)
    otherwise, and always equal to eager, gradients included."""
    for kind, want_fused in (("keywords", 1), ("input written", 0),
                             ("mask written", 0), ("autocast", 0),
                             ("no_grad scores", 0)):
        model = _Core(kind)
        backend = attn.torch.dynamo_backend()
        compiled = torch.compile(model, backend=backend, dynamic=False)
        leaves = [fresh(2, 2, 8, 16) for _ in range(3)]
        copies = [t.detach().clone().requires_grad_() for t in leaves]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", AttnFallbackWarning)
            # An in-place write to a leaf needs a non-leaf: write to clones.
            got = compiled(*[t * 1 for t in leaves])
        want = model(*[t * 1 for t in copies])
        try:
            wants = torch.autograd.grad(want.float().sum(), copies,
                                        allow_unused=True)
        except RuntimeError:  # eager has no gradient (k written in place)
            wants = (None,) * 3
            grads = (None,) * 3
        else:
            grads = torch.autograd.grad(got.float().sum(), leaves,
                                        allow_unused=True)
        errors = [rel_err(got.float(), want.float())] + [
            0.0 if g is None and w is None else
            float("inf") if g is None or w is None else rel_err(g, w)
            for g, w in zip(grads, wants)]
        fused = len(fused_regions(backend))
        reason = [r.reason.split(":")[0] for r in backend.regions
                  if r.status != "fused"]
        ok = max(errors) <= 1e-5 and fused == want_fused
        if not ok:
            failures.append(kind)
        print("%s%s: %d fused, out and grads %s%s" % (
            "" if ok else "FAIL ", kind, fused,
            "ok" if max(errors) <= 1e-5 else "differ (%.2e)" % max(errors),
            "; " + reason[0] if reason else ""))

    # A graph without attention keeps its in-place ops.
    def bump(x):
        t = x.clone()
        t.add_(5)
        return t
    got = torch.compile(bump, backend=attn.torch.dynamo_backend(),
                        dynamic=False)(torch.zeros(2))
    ok = torch.equal(got, torch.full((2,), 5.0))
    if not ok:
        failures.append("in-place op kept")
    print("%sin-place op kept: %s" % ("" if ok else "FAIL ", got.tolist()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    run(args)
    if failures:
        print("FAILED: %s" % ", ".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
