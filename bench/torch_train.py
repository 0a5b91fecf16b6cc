#!/usr/bin/env python3
# torch_train.py - train tiny transformers models patched with attn.
"""A transformers model patched with attn trains like the unpatched one.

    # Here (compiler, CPU): compile the CUDA kernels of every layer shape.
    build/venv-torch/bin/python bench/torch_train.py prepare --store gpu-artifacts/torch-train
    # On the GPU host (torch + transformers; no compiler):
    python bench/torch_train.py run --store gpu-artifacts/torch-train

For Llama, Gemma2 (softcap, sliding window) and GPT-OSS (sinks, sliding
window), a small bf16 model (2 layers, 4 query / 2 kv heads, head dim 64,
batch 2, sequence 256) is trained twice from the same initial weights on the
same random tokens with AdamW: unpatched (transformers' eager attention) and
patched (attn.torch.patch(model, store=...): attn's generated CUDA kernels).
The first step's loss is compared, then the loss of every step, and the
first step's gradients of both runs are measured against an f32 copy of
the unpatched model (max |a-b| / max |b| per parameter, the worst
parameter). A run fails when the first loss differs by more than 2e-2, a
later loss by more than 5e-2 (bf16 training drifts apart slowly), when
attn's gradients are further from f32 than max(5e-2, 2x the eager bf16
model's), or when attn did not run every attention call.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

FAMILIES = ("llama", "gemma2", "gpt_oss")
BATCH, SEQ, VOCAB = 2, 256, 512


def make_model(family, seed):
    import torch
    import transformers
    common = dict(vocab_size=VOCAB, hidden_size=256, intermediate_size=512,
                  num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, head_dim=64,
                  max_position_embeddings=1024, attn_implementation="eager")
    if family == "llama":
        config, cls = transformers.LlamaConfig(**common), \
            transformers.LlamaForCausalLM
    elif family == "gemma2":
        config = transformers.Gemma2Config(
            sliding_window=64, attn_logit_softcapping=50.0,
            query_pre_attn_scalar=64, **common)
        cls = transformers.Gemma2ForCausalLM
    else:
        config = transformers.GptOssConfig(
            sliding_window=64, num_local_experts=4, num_experts_per_tok=2,
            **common)
        cls = transformers.GptOssForCausalLM
    torch.manual_seed(seed)
    model = cls(config)
    if family == "gpt_oss":
        with torch.no_grad():
            for layer in model.model.layers:
                layer.self_attn.sinks.normal_()
    return model.to(torch.bfloat16)


def prepare(args):
    import torch
    import attn.torch
    for family in FAMILIES:
        model = make_model(family, args.seed)
        attn.torch.patch(model, target="cuda", store=args.store,
                         prepare_only=True)
        ids = torch.randint(0, VOCAB, (BATCH, SEQ))
        model(input_ids=ids, labels=ids).loss.backward()
        print("prepared %s" % family, flush=True)


def rel_err(a, b):
    a, b = a.double(), b.double()
    return ((a - b).abs().max() / b.abs().max().clamp_min(1e-30)).item()


def run(args):
    import torch
    import attn.torch
    from attn.torch import transformers as patching
    attn.torch.POISON_OUTPUTS = True
    results, failed = [], []
    for family in FAMILIES:
        gen = torch.Generator().manual_seed(args.seed)
        batches = [torch.randint(0, VOCAB, (BATCH, SEQ), generator=gen)
                   .cuda() for _ in range(args.steps)]
        runs = {}
        # f32 reference gradients of the first step (eager attention).
        reference = make_model(family, args.seed).float().cuda().train()
        reference(input_ids=batches[0], labels=batches[0]).loss.backward()
        ref32 = {n: p.grad.detach().clone()
                 for n, p in reference.named_parameters()
                 if p.grad is not None}
        del reference
        for patched in (False, True):
            model = make_model(family, args.seed).cuda().train()
            if patched:
                attn.torch.patch(model, store=args.store)
            before = dict(patching.stats)
            optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
            losses, grads = [], None
            for step, ids in enumerate(batches):
                optimizer.zero_grad()
                loss = model(input_ids=ids, labels=ids).loss
                loss.backward()
                if step == 0:
                    grads = {n: p.grad.detach().float().clone()
                             for n, p in model.named_parameters()
                             if p.grad is not None}
                optimizer.step()
                losses.append(loss.item())
            runs[patched] = (losses, grads,
                             patching.stats["attn"] - before["attn"],
                             patching.stats["eager"] - before["eager"])
        ref_losses, ref_grads, _, _ = runs[False]
        losses, grads, fused, eager = runs[True]
        first = abs(losses[0] - ref_losses[0]) / abs(ref_losses[0])
        grad_attn = max(rel_err(grads[n], ref32[n]) for n in ref32)
        grad_eager = max(rel_err(ref_grads[n], ref32[n]) for n in ref32)
        worst_grad = max(rel_err(grads[n], ref_grads[n]) for n in ref_grads)
        worst_loss = max(abs(a - b) / abs(b)
                         for a, b in zip(losses, ref_losses))
        ok = (first <= 2e-2 and worst_loss <= 5e-2 and
              grad_attn <= max(5e-2, 2 * grad_eager) and fused > 0 and
              eager == 0)
        if not ok:
            failed.append(family)
        row = {"family": family, "steps": args.steps,
               "loss_unpatched": ref_losses, "loss_attn": losses,
               "first_loss_rel_err": first, "worst_grad_rel_err": worst_grad,
               "grad_vs_f32_attn": grad_attn, "grad_vs_f32_eager": grad_eager,
               "worst_loss_rel_err": worst_loss, "attn_calls": fused,
               "eager_calls": eager, "ok": ok}
        results.append(row)
        print("%-8s %s: loss %.4f -> %.4f (unpatched %.4f -> %.4f); first "
              "loss rel err %.1e, worst loss rel err %.1e; grads vs f32: "
              "attn %.1e, eager bf16 %.1e (attn vs eager %.1e); %d "
              "attention calls through attn, %d eager"
              % (family, "ok" if ok else "FAILED", losses[0], losses[-1],
                 ref_losses[0], ref_losses[-1], first, worst_loss, grad_attn,
                 grad_eager, worst_grad, fused, eager), flush=True)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "torch_train.json"), "w") as f:
            json.dump({"torch": torch.__version__,
                       "device": torch.cuda.get_device_name(),
                       "rows": results}, f, indent=1)
    if failed:
        print("FAILED: %s" % ", ".join(failed))
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("prepare", "run"))
    parser.add_argument("--store", required=True)
    parser.add_argument("--out")
    parser.add_argument("--seed", type=int, default=20261204)
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()
    (prepare if args.mode == "prepare" else run)(args)


if __name__ == "__main__":
    main()
