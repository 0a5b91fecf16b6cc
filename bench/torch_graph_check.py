#!/usr/bin/env python3
# torch_graph_check.py - attn.torch inside CUDA graphs, against eager calls.
"""Checks attn.torch's fused op captured in CUDA graphs (GPU host; the
artifacts of bench/torch_layer.py prepare):

    python bench/torch_graph_check.py --artifacts gpu-artifacts/torch --layer llama_s4096

For each backend's artifact, on fresh random inputs:
  whole     forward and backward captured in one graph (torch.cuda.graph),
            replayed on new inputs copied into the static ones;
  backward  the forward run eagerly, its backward captured and replayed on
            new output gradients (the C++ eager path's backward takes its
            scratch from the graph's pool then, not the stream's arena);
each compared with the same call made eagerly (bf16 bound 2e-2), with an
eager call between replays that reuses the stream's arena. Exits 1 on any
mismatch.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, HERE)


def rel_err(a, b):
    a, b = a.double(), b.double()
    return ((a - b).abs().max() / b.abs().max().clamp_min(1e-30)).item()


def main():
    import torch
    import attn.torch
    import torch_layer
    parser = argparse.ArgumentParser()
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--layer", default="llama_s4096")
    args = parser.parse_args()
    layer = torch_layer.LAYERS[args.layer]
    shapes = torch_layer.shapes(layer["seq"], layer["layout"])
    failed = False
    for backend in torch_layer.BACKENDS:
        fn = attn.torch.load(os.path.join(args.artifacts, "%s_%s" % (
            args.layer, backend)))
        static = [torch.randn(s, device="cuda", dtype=torch.bfloat16)
                  .requires_grad_() for s in shapes]
        d_out = torch.randn_like(static[0])

        def step():
            out = fn(*static)
            return (out,) + torch.autograd.grad(out, static, d_out)

        # Warm-up on a side stream, as torch.cuda.graph asks.
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            for _ in range(2):
                step()
        torch.cuda.current_stream().wait_stream(side)
        whole = torch.cuda.CUDAGraph()
        with torch.cuda.graph(whole):
            captured = step()
        # A backward runs on its forward's stream: the eager forward runs
        # on the stream that the backward's graph then captures.
        with torch.cuda.stream(side):
            eager_out = fn(*static)
        backward = torch.cuda.CUDAGraph()
        with torch.cuda.graph(backward, stream=side):
            captured_grads = torch.autograd.grad(eager_out, static, d_out,
                                                 retain_graph=True)

        def report(what, trial, errs):
            ok = max(errs) <= 2e-2
            print("%s %s %s trial %d: rel err %s: %s" % (
                args.layer, backend, what, trial,
                " ".join("%.1e" % e for e in errs), "ok" if ok else "FAIL"))
            return ok
        # The captured backward first: it holds the eager forward's saved
        # tensors, so only d_out changes between its replays.
        for trial in range(2):
            with torch.no_grad():
                d_out.copy_(torch.randn_like(d_out))
            backward.replay()
            with torch.cuda.stream(side):
                want = torch.autograd.grad(eager_out, static, d_out,
                                           retain_graph=True)
            torch.cuda.current_stream().wait_stream(side)
            torch.cuda.synchronize()
            failed |= not report("captured backward", trial, [
                rel_err(a, b) for a, b in zip(captured_grads, want)])
        for trial in range(2):
            with torch.no_grad():
                for x in static:
                    x.copy_(torch.randn_like(x))
            whole.replay()
            want = step()  # eager, on the same stream's arena
            torch.cuda.synchronize()
            failed |= not report("whole graph", trial, [
                rel_err(a, b) for a, b in zip(captured, want)])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
