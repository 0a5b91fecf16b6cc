#!/usr/bin/env python3
# torch_layer.py - attn.torch on Llama- and Mistral-shaped attention layers.
"""Compile here, run on the GPU host: attn.torch against PyTorch's peers.

    # On a machine with the compiler (CPU is enough): compile CUDA kernels.
    build/venv-torch/bin/python bench/torch_layer.py prepare --out gpu-artifacts/torch
    # On the GPU host (torch only; the runtime built there):
    python bench/torch_layer.py run --artifacts gpu-artifacts/torch --out DIR

The layers (bf16, GQA 32/8, D = 128, batch 1):
  llama_s4096, llama_s8192    causal, BHSD tensors
  llama_s8192_bshd            causal, as transformers' Llama calls it: q, k
                              and v are [B, H, S, D] views of the
                              projections' [B, S, H, D] memory, and the
                              output goes back to [B, S, H, D] memory
  mistral_s8192               causal, sliding window 4096, BHSD
each written as transformers' eager attention computes it (the function
attn.torch.patch compiles; for llama_s8192_bshd in the layout patch picks
for such views, which takes the memory as it is) and compiled by
attn.torch.compile for the generated kernels ("fused") and attn's cuDNN
backend ("cudnn"). The peers take the same memory: BHSD views, and for
llama_s8192_bshd the output copied back to [B, S, H, D] as transformers'
SDPA integration does.

``run`` checks every attn output and gradient against PyTorch's own SDPA
(cuDNN backend) on the same inputs (bf16 bound 2e-2, attn's outputs
poisoned during the check and not while timed), then
times forward and forward + backward for attn (both backends), SDPA with its
cuDNN and flash backends, and FlexAttention (torch.compile'd, block mask),
in two modes: back to back (CUDA events around N calls) and each call
synchronised (median of per-call events). A row whose check failed is
marked failed and not timed. Results go to DIR/torch_layer.json and a table
on stdout; the exit status is 1 if any check failed.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

LAYERS = {
    "llama_s4096": dict(seq=4096, window=None, layout="bhsd"),
    "llama_s8192": dict(seq=8192, window=None, layout="bhsd"),
    "llama_s8192_bshd": dict(seq=8192, window=None, layout="bshd"),
    "mistral_s8192": dict(seq=8192, window=4096, layout="bhsd"),
}
HEADS_Q, HEADS_KV, DIM, BATCH = 32, 8, 128, 1
BACKENDS = ("fused", "cudnn")


def layer_config(window, layout):
    return {"layout": layout, "causal": True, "window": window,
            "softcap": None, "scaling": DIM ** -0.5, "sinks": False,
            "padding": False}


def shapes(seq, layout):
    """The shapes of q, k and v in memory."""
    if layout == "bshd":
        return [(BATCH, seq, HEADS_Q, DIM), (BATCH, seq, HEADS_KV, DIM),
                (BATCH, seq, HEADS_KV, DIM)]
    return [(BATCH, HEADS_Q, seq, DIM), (BATCH, HEADS_KV, seq, DIM),
            (BATCH, HEADS_KV, seq, DIM)]


def prepare(args):
    import functools
    import torch
    import attn.torch
    from attn.torch.transformers import _naive_attention
    for name, layer in LAYERS.items():
        if args.only and name not in args.only.split(","):
            continue
        config = layer_config(layer["window"], layer["layout"])
        fn = functools.partial(_naive_attention, config)
        fn.__name__ = name
        inputs = [torch.empty(s, dtype=torch.bfloat16) for s in
                  shapes(layer["seq"], layer["layout"])]
        for backend in BACKENDS:
            compiled = attn.torch.compile(fn, inputs, target="cuda",
                                          backend=backend)
            path = os.path.join(args.out, "%s_%s" % (name, backend))
            attn.torch.save(compiled, path, inputs)
            print("prepared %s" % path, flush=True)


def rel_err(a, b):
    a, b = a.double(), b.double()
    return ((a - b).abs().max() / b.abs().max().clamp_min(1e-30)).item()


def timed(fn, mode, iters):
    import torch
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    if mode == "back_to_back":
        start, stop = (torch.cuda.Event(enable_timing=True) for _ in range(2))
        start.record()
        for _ in range(iters):
            fn()
        stop.record()
        torch.cuda.synchronize()
        return start.elapsed_time(stop) / iters
    times = []
    for _ in range(iters):
        start, stop = (torch.cuda.Event(enable_timing=True) for _ in range(2))
        start.record()
        fn()
        stop.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(stop))
    times.sort()
    return times[len(times) // 2]


def causal_flops(seq, window, backward):
    """Matmul FLOPs of the allowed (i, j) pairs: 4·D per pair forward
    (QKᵀ, PV), 2.5× that for forward + backward."""
    pairs = sum(min(i + 1, window) if window else i + 1 for i in range(seq))
    flops = 4 * DIM * pairs * HEADS_Q * BATCH
    return flops * (3.5 if backward else 1.0)


def run(args):
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    import attn.torch
    torch.manual_seed(args.seed)
    rows, failed = [], []
    try:
        from torch.nn.attention.flex_attention import (create_block_mask,
                                                       flex_attention)
        flex = torch.compile(flex_attention)
    except Exception as error:  # noqa: BLE001
        flex = None
        print("flex unavailable: %s" % error)
    for name, layer in LAYERS.items():
        if args.only and name not in args.only.split(","):
            continue
        seq, window, layout = layer["seq"], layer["window"], layer["layout"]
        q, k, v = (torch.randn(s, device="cuda", dtype=torch.bfloat16)
                   .requires_grad_() for s in shapes(seq, layout))
        d_out = torch.randn_like(q)

        def peer(call):
            """A peer on the leaves' memory: BHSD views in, and for BSHD
            the output copied back to [B, S, H, D] (transformers' SDPA
            integration)."""
            if layout == "bhsd":
                return call
            return lambda q, k, v: call(
                q.transpose(1, 2), k.transpose(1, 2),
                v.transpose(1, 2)).transpose(1, 2).contiguous()
        idx = torch.arange(seq, device="cuda")
        keep = idx[None, :] <= idx[:, None]
        if window:
            keep &= idx[:, None] - idx[None, :] < window

        def sdpa(backend):
            def call(q, k, v):
                with sdpa_kernel(backend):
                    if window:
                        return F.scaled_dot_product_attention(
                            q, k, v, attn_mask=keep, enable_gqa=True)
                    return F.scaled_dot_product_attention(
                        q, k, v, is_causal=True, enable_gqa=True)
            return call
        # The reference: PyTorch's SDPA (cuDNN; with a window, which is a
        # boolean mask there, its math backend), out and gradients.
        ref_backend = SDPBackend.CUDNN_ATTENTION if not window else \
            SDPBackend.MATH
        ref = peer(sdpa(ref_backend))(q, k, v)
        ref_grads = torch.autograd.grad(ref, (q, k, v), d_out)
        systems = {}
        for backend in BACKENDS:
            path = os.path.join(args.artifacts, "%s_%s" % (name, backend))
            try:
                systems["attn %s" % backend] = attn.torch.load(path)
            except Exception as error:  # noqa: BLE001
                failed.append("%s attn %s: %s" % (name, backend, error))
        systems["sdpa cudnn"] = peer(sdpa(SDPBackend.CUDNN_ATTENTION))
        systems["sdpa flash"] = peer(sdpa(SDPBackend.FLASH_ATTENTION))
        if flex is not None:
            def mask_mod(b, h, qi, kj):
                ok = kj <= qi
                if window:
                    ok = ok & (qi - kj < window)
                return ok
            block = create_block_mask(mask_mod, None, None, seq, seq)
            systems["flex"] = peer(lambda q, k, v: flex(
                q, k, v, block_mask=block, enable_gqa=True))
        for system, fn in systems.items():
            row = {"layer": name, "system": system, "seq": seq,
                   "window": window, "layout": layout}
            try:
                # attn's outputs are NaN-filled before its kernels run
                # during the check only: the fills are not part of a call.
                attn.torch.POISON_OUTPUTS = True
                try:
                    out = fn(q, k, v)
                    grads = torch.autograd.grad(out, (q, k, v), d_out)
                finally:
                    attn.torch.POISON_OUTPUTS = False
                errs = [rel_err(out, ref)] + [rel_err(g, r) for g, r in
                                              zip(grads, ref_grads)]
            except Exception as error:  # noqa: BLE001
                row["error"] = "%s: %s" % (type(error).__name__,
                                           str(error).splitlines()[0][:200])
                rows.append(row)
                print("%-14s %-15s unsupported: %s" % (name, system,
                                                        row["error"]))
                continue
            row["rel_err"] = max(errs)
            if not max(errs) <= 2e-2:
                row["failed"] = True
                failed.append("%s %s rel err %.2e" % (name, system,
                                                       max(errs)))
                rows.append(row)
                print("%-14s %-15s FAILED rel err %s" % (name, system, errs))
                continue

            def forward():
                with torch.no_grad():
                    fn(q, k, v)

            def train():
                out = fn(q, k, v)
                torch.autograd.grad(out, (q, k, v), d_out)
            for mode in ("back_to_back", "synchronised"):
                fwd = timed(forward, mode, args.iters)
                fb = timed(train, mode, args.iters)
                row[mode] = {
                    "fwd_ms": fwd, "fwd_bwd_ms": fb,
                    "fwd_tflops": causal_flops(seq, window, False) / fwd / 1e9,
                    "fwd_bwd_tflops": causal_flops(seq, window, True) / fb
                    / 1e9}
            rows.append(row)
            b2b, syn = row["back_to_back"], row["synchronised"]
            print("%-14s %-15s fwd %.3f ms (%.0f TFLOP/s) fwd+bwd %.3f ms "
                  "(%.0f) | synchronised fwd %.3f fwd+bwd %.3f | rel err "
                  "%.1e" % (name, system, b2b["fwd_ms"], b2b["fwd_tflops"],
                            b2b["fwd_bwd_ms"], b2b["fwd_bwd_tflops"],
                            syn["fwd_ms"], syn["fwd_bwd_ms"], row["rel_err"]),
                  flush=True)
        del q, k, v, d_out, ref, ref_grads
        torch.cuda.empty_cache()
    meta = {"torch": torch.__version__,
            "device": torch.cuda.get_device_name(),
            "seed": args.seed, "iters": args.iters, "failed": failed}
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "torch_layer.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
    if failed:
        print("FAILED: %s" % "; ".join(failed))
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("prepare", "run"))
    parser.add_argument("--out", required=True)
    parser.add_argument("--artifacts")
    parser.add_argument("--seed", type=int, default=20261204)
    parser.add_argument("--iters", type=int, default=20)
    parser.add_argument("--only", help="comma-separated layer names")
    args = parser.parse_args()
    (prepare if args.mode == "prepare" else run)(args)


if __name__ == "__main__":
    main()
