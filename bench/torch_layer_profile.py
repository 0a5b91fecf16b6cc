#!/usr/bin/env python3
# torch_layer_profile.py - where attn.torch's time goes on one layer (H200).
"""Profiles forward + backward of one layer of bench/torch_layer.py with
torch.profiler: the CUDA kernels of attn (a saved artifact) and of SDPA's
cuDNN backend, with their total times, and the host time per call.

    python bench/torch_layer_profile.py --artifacts gpu-artifacts/torch --layer llama_s4096

``--phases`` also times attn.torch's host phases on an idle GPU (each
wrapped function's inclusive time per call: the autograd function's
forward and backward, the entry call with its output allocation, the
checks and pointers around the runtime, and the runtime call itself).
``--python DIR`` takes the attn package from DIR/attn (an older checkout's
``python/``, to compare two host paths in one run).
"""

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
if "--python" in sys.argv[:-1]:
    sys.path.insert(0, sys.argv[sys.argv.index("--python") + 1])
else:
    sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, HERE)

def time_phases():
    """Wraps attn.torch's host phases with timers; returns the totals
    {name: [seconds, calls]}."""
    import attn.runtime
    import attn.torch as at
    totals = {}

    def wrap(owner, attribute, name, static=False):
        function = getattr(owner, attribute, None)
        if function is None:
            return
        slot = totals.setdefault(name, [0.0, 0])

        def timed(*args, **kwargs):
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                slot[0] += time.perf_counter() - start
                slot[1] += 1
        setattr(owner, attribute, staticmethod(timed) if static else timed)
    wrap(at.Loaded, "__call__", "call (signature check, run_artifact)")
    wrap(at, "_run_artifact", "run_artifact (operands, apply, result)")
    wrap(at._EagerAttention, "forward", "autograd forward", static=True)
    wrap(at._EagerAttention, "backward", "autograd backward", static=True)
    wrap(at, "_run_forward", "run forward (checks, outputs, invoke)")
    wrap(at, "_run_backward", "run backward (checks, outputs, invoke)")
    if hasattr(at, "_EntryCall"):
        wrap(at._EntryCall, "__call__", "entry call (outputs, invoke)")
    wrap(at, "_invoke", "invoke (checks, pointers, stream, scratch)")
    wrap(at, "_scratch_for", "scratch lookup")
    wrap(at._StreamScratch, "invoke", "arena + runtime call")
    wrap(attn.runtime.Entry, "invoke_data", "runtime call (ctypes + C)")
    return totals


def report_phases(totals, show=True):
    for name, slot in totals.items():
        seconds, calls = slot
        if calls and show:
            print("  %-45s %8.1f us per call (%d calls)"
                  % (name, seconds / calls * 1e6, calls))
        slot[0], slot[1] = 0.0, 0


def primitive_costs(q):
    """Host time of the torch calls attn.torch's eager path is made of, on
    this machine: the floor under its Python."""
    import torch

    def timed(label, fn, n=2000):
        for _ in range(100):
            fn()
        start = time.perf_counter()
        for _ in range(n):
            fn()
        print("  %-45s %8.2f us" % (label, (time.perf_counter() - start)
                                    / n * 1e6))

    class Nothing(torch.autograd.Function):
        @staticmethod
        def forward(ctx, *xs):
            out = torch.empty_like(xs[0])
            ctx.set_materialize_grads(False)
            ctx.save_for_backward(*xs, out)
            return out

        @staticmethod
        def backward(ctx, d):
            ctx.saved_tensors
            return tuple(torch.empty_like(x) for x in ctx.saved_tensors[:-1])
    x = q.detach()
    print("== primitives (host us per call)")
    timed("torch.empty(q's shape, bf16, cuda)", lambda: torch.empty(
        tuple(x.shape), dtype=x.dtype, device=x.device))
    timed("torch.empty_like(q)", lambda: torch.empty_like(x))
    timed("q.contiguous()", lambda: x.contiguous())
    timed("(dtype, shape) of q", lambda: (x.dtype, x.shape))
    timed("q.data_ptr()", lambda: x.data_ptr())
    timed("torch.cuda.current_stream(0).cuda_stream",
          lambda: torch.cuda.current_stream(0).cuda_stream)
    if hasattr(torch._C, "_cuda_getCurrentRawStream"):
        timed("torch._C._cuda_getCurrentRawStream(0)",
              lambda: torch._C._cuda_getCurrentRawStream(0))
    timed("torch.cuda.is_current_stream_capturing()",
          torch.cuda.is_current_stream_capturing)
    timed("torch.compiler.is_compiling()", torch.compiler.is_compiling)
    qg = q
    timed("no-op autograd.Function apply (3 inputs)",
          lambda: Nothing.apply(qg, qg, qg))
    out = Nothing.apply(qg, qg, qg)
    d = torch.empty_like(out)
    timed("its torch.autograd.grad", lambda: torch.autograd.grad(
        out, (qg,), d, retain_graph=True))


def main():
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from torch.profiler import ProfilerActivity, profile
    import attn.torch
    import torch_layer
    parser = argparse.ArgumentParser()
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--layer", default="llama_s4096")
    parser.add_argument("--iters", type=int, default=10)
    parser.add_argument("--phases", action="store_true",
                        help="time attn.torch's host phases on an idle GPU")
    parser.add_argument("--python", help="take attn from this directory")
    parser.add_argument("--system", action="append", default=None,
                        help="profile only this system ('sdpa cudnn', "
                        "'attn cudnn', 'attn fused'); repeatable")
    args = parser.parse_args()
    layer = torch_layer.LAYERS[args.layer]
    if layer["window"]:
        parser.error("%s has a window; profile a causal layer"
                     % args.layer)
    q, k, v = (torch.randn(s, device="cuda", dtype=torch.bfloat16)
               .requires_grad_() for s in torch_layer.shapes(
                   layer["seq"], layer["layout"]))
    d_out = torch.randn_like(q)

    def sdpa(q, k, v):
        bshd = layer["layout"] == "bshd"
        if bshd:  # BHSD views of the memory, the output copied back
            q, k, v = (x.transpose(1, 2) for x in (q, k, v))
        with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True,
                                                 enable_gqa=True)
        return out.transpose(1, 2).contiguous() if bshd else out
    systems = {"sdpa cudnn": sdpa}
    for backend in torch_layer.BACKENDS:
        systems["attn " + backend] = attn.torch.load(os.path.join(
            args.artifacts, "%s_%s" % (args.layer, backend)))
    for name in args.system or []:
        if name not in systems:
            parser.error("unknown system %r (have: %s)"
                         % (name, ", ".join(systems)))
    phases = time_phases() if args.phases else None
    if args.phases:
        primitive_costs(q)
    print("attn from %s" % os.path.dirname(attn.torch.__file__))
    for name, fn in systems.items():
        if args.system and name not in args.system:
            continue

        def step():
            out = fn(q, k, v)
            torch.autograd.grad(out, (q, k, v), d_out)
        for _ in range(3):
            step()
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(args.iters):
            step()
        host = (time.perf_counter() - start) / args.iters * 1e3
        torch.cuda.synchronize()
        # The enqueue cost of each half on an idle GPU: with the stream
        # empty, host time is what a synchronised step waits on first.
        forward_host, backward_host = [], []
        for _ in range(args.iters):
            start = time.perf_counter()
            out = fn(q, k, v)
            forward_host.append(time.perf_counter() - start)
            torch.cuda.synchronize()
            start = time.perf_counter()
            torch.autograd.grad(out, (q, k, v), d_out)
            backward_host.append(time.perf_counter() - start)
            torch.cuda.synchronize()
        forward_host.sort()
        backward_host.sort()
        if phases is not None and name.startswith("attn"):
            report_phases(phases, show=False)  # the warm-up's totals go
            for _ in range(args.iters):
                out = fn(q, k, v)
                torch.cuda.synchronize()
                torch.autograd.grad(out, (q, k, v), d_out)
                torch.cuda.synchronize()
            print("== %s: host phases on an idle GPU (inclusive)" % name)
            report_phases(phases)
        with profile(activities=[ProfilerActivity.CPU,
                                 ProfilerActivity.CUDA]) as prof:
            for _ in range(args.iters):
                step()
            torch.cuda.synchronize()
        print("== %s: host %.3f ms per fwd+bwd call (enqueue only); on an "
              "idle GPU, median forward %.1f us, backward %.1f us"
              % (name, host, forward_host[len(forward_host) // 2] * 1e6,
                 backward_host[len(backward_host) // 2] * 1e6))
        table = prof.key_averages()
        print(table.table(sort_by="cuda_time_total", row_limit=12,
                          max_name_column_width=160))
        # Where the host time goes: Python ops, CUDA runtime/driver calls.
        print(table.table(sort_by="self_cpu_time_total", row_limit=25,
                          max_name_column_width=160))


if __name__ == "__main__":
    main()
