#!/usr/bin/env python3
# jax_fuse_bench.py - the seed's naive JAX attention through attn.jax.fuse on
# a GPU, beside JAX's cuDNN attention, FlashAttention-3 (flash_attn3_jax,
# when importable) and the unfused function, in one
# process: outputs and gradients checked, forward and a value_and_grad step
# timed with block_until_ready after warm-up, as medians, back to back and
# with each step synchronised.
#   make OUTDIR   (here, with the compiler: attn.jax.save of each config)
#   run OUTDIR    (on the GPU, with the runtime and the FFI handler built
#                  there against its jax: ATTN_RUNTIME_LIBRARY,
#                  ATTN_XLA_FFI_LIBRARY, PYTHONPATH=python)
import json
import math
import os
import sys
import time

import numpy as np

CONFIGS = {
    # name: B, S, Hq, Hkv, Dqk, Dv, window left (None: dense causal)
    "seed": (2, 4096, 128, 8, 128, 128, 128),
    "seed_mla": (2, 4096, 128, 8, 128, 64, 128),
    "dense_causal_8k": (2, 8192, 32, 8, 128, 128, None),
    "check_small": (1, 1024, 16, 4, 128, 128, 128),
}


# The seed's naive function, as examples/seed_jax.py (the main job) writes it.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "examples"))
from seed_jax import naive_attention  # noqa: E402


flash_mha = None


def shapes(cfg):
    b, s, hq, hkv, dqk, dv, _ = cfg
    return (b, s, hq, dqk), (b, s, hkv, dqk), (b, s, hkv, dv)


def make(outdir):
    import jax
    import jax.numpy as jnp
    import attn.jax
    jax.config.update("jax_platforms", "cpu")
    os.makedirs(outdir, exist_ok=True)
    for name, cfg in CONFIGS.items():
        window = cfg[6]
        fn = lambda q, k, v, w=window: naive_attention(q, k, v, w)
        fn.__name__ = "naive_" + name
        args = [jax.ShapeDtypeStruct(s, jnp.bfloat16) for s in shapes(cfg)]
        t = time.time()
        fused = attn.jax.fuse(fn, target="cuda")
        attn.jax.save(fused, os.path.join(outdir, name + ".tar.gz"), args)
        print("made %s in %.1f s" % (name, time.time() - t), flush=True)


def rel(a, b):
    a = np.asarray(a, np.float32).astype(np.float64)
    b = np.asarray(b, np.float32).astype(np.float64)
    if not np.all(np.isfinite(a)):
        return float("inf")
    return float(np.linalg.norm(a - b) / max(np.linalg.norm(b), 1e-30))


def timed(fn, sets, iters, sync_each):
    import jax
    for args in sets:  # warm-up, compile
        jax.block_until_ready(fn(*args))
    if sync_each:
        times = []
        for i in range(iters):
            t = time.perf_counter()
            jax.block_until_ready(fn(*sets[i % len(sets)]))
            times.append(time.perf_counter() - t)
        return 1e3 * float(np.median(times))
    medians = []
    for _ in range(5):
        t = time.perf_counter()
        out = [fn(*sets[i % len(sets)]) for i in range(iters)]
        jax.block_until_ready(out)
        medians.append((time.perf_counter() - t) / iters)
    return 1e3 * float(np.median(medians))


def run(outdir):
    import jax
    import jax.numpy as jnp
    import attn.jax
    global flash_mha
    try:  # FlashAttention-3's JAX binding, carried as a wheel
        from flash_attn3_jax import flash_mha
    except ImportError as error:
        print("fa3: not measured (%s)" % error, flush=True)
    print("jax", jax.__version__, jax.devices(), flush=True)
    rows = []
    failed = False
    only = os.environ.get("ATTN_BENCH_ONLY")
    for name, cfg in CONFIGS.items():
        if only and name not in only.split(","):
            continue
        window = cfg[6]
        fused = attn.jax.load(os.path.join(outdir, name + ".tar.gz"))
        rng = np.random.default_rng(hash(name) % 1000)
        sets = []
        for _ in range(2 if name != "check_small" else 1):
            sets.append(tuple(jnp.asarray(rng.standard_normal(s), jnp.bfloat16)
                              for s in shapes(cfg)))
        d_out = jnp.asarray(rng.standard_normal(shapes(cfg)[0][:3] + (cfg[5],)),
                            jnp.float32)
        naive = lambda q, k, v: naive_attention(q, k, v, window)

        def cudnn(q, k, v):
            return jax.nn.dot_product_attention(
                q, k, v, is_causal=True, implementation="cudnn",
                local_window_size=None if window is None else (window, 0))

        def loss(fn):
            return lambda q, k, v: jnp.sum(fn(q, k, v).astype(jnp.float32)
                                           * d_out)
        systems = {"attn": fused, "jax-cudnn": cudnn}
        if cfg[4] != cfg[5]:
            systems.pop("jax-cudnn")  # JAX's cudnn path needs Dqk == Dv
        if flash_mha is not None and cfg[4] == cfg[5]:
            # FlashAttention-3 (its wrapper needs K and V of one shape).
            def fa3(q, k, v):
                return flash_mha(q, k, v, is_causal=True,
                                 window_size=(-1, -1) if window is None
                                 else (window, 0))
            systems["fa3"] = fa3
        if name in ("check_small", "seed", "seed_mla"):
            systems["jax-naive"] = naive
        fwd = {n: jax.jit(f) for n, f in systems.items()}
        train = {n: jax.jit(jax.value_and_grad(loss(f), argnums=(0, 1, 2)))
                 for n, f in systems.items()}
        q, k, v = sets[0]
        # References: the unfused function where it fits (forward always;
        # gradients at the small shape), else JAX's cuDNN attention.
        ref_out = fwd["jax-naive"](q, k, v) if "jax-naive" in fwd else \
            fwd["jax-cudnn"](q, k, v)
        ref_name = "unfused" if "jax-naive" in fwd else "jax-cudnn"
        grad_ref_name = "unfused" if name == "check_small" else "jax-cudnn"
        grad_ref = None
        if name == "check_small":
            grad_ref = train["jax-naive"](q, k, v)[1]
        elif "jax-cudnn" in train:
            grad_ref = train["jax-cudnn"](q, k, v)[1]
        out = fwd["attn"](q, k, v)
        errs = {"out": rel(out, ref_out)}
        if grad_ref is not None:
            grads = train["attn"](q, k, v)[1]
            for g, r, n in zip(grads, grad_ref, ("dq", "dk", "dv")):
                errs[n] = rel(g, r)
        ok = all(e <= 2e-2 for e in errs.values())
        failed |= not ok
        print("%s: attn vs %s (out) / %s (grads): %s -> %s" % (
            name, ref_name, grad_ref_name,
            ", ".join("%s %.2e" % kv for kv in errs.items()),
            "ok" if ok else "FAILED"), flush=True)
        if name == "check_small" or not ok:
            continue
        for sys_name in systems:
            row = {"config": name, "system": sys_name}
            if sys_name not in ("attn", "jax-naive"):
                # A peer with a wrong result is a failure, not a speed.
                try:
                    peer_err = rel(fwd[sys_name](q, k, v), ref_out)
                except Exception as error:
                    row["error"] = "%s: %s" % (type(error).__name__,
                                               str(error)[:200])
                    rows.append(row)
                    print(json.dumps(row), flush=True)
                    continue
                row["rel_err"] = peer_err
                if not peer_err <= 2e-2:
                    row["error"] = "FAILED: out rel err %.2e" % peer_err
                    rows.append(row)
                    print(json.dumps(row), flush=True)
                    continue
            for mode, sync in (("b2b", False), ("sync", True)):
                try:
                    row["fwd_" + mode] = timed(fwd[sys_name], sets, 20, sync)
                except Exception as error:  # e.g. out of memory
                    row["fwd_" + mode] = None
                    row["error"] = "%s: %s" % (type(error).__name__,
                                               str(error)[:200])
                try:
                    if sys_name == "jax-naive":
                        raise RuntimeError("not timed: the unfused backward "
                                           "does not fit in memory")
                    row["train_" + mode] = timed(train[sys_name], sets, 20,
                                                 sync)
                except Exception as error:
                    row["train_" + mode] = None
                    row.setdefault("error", "%s: %s" % (
                        type(error).__name__, str(error)[:200]))
            rows.append(row)
            print(json.dumps(row), flush=True)
    out_dir = os.environ.get("OUT", ".")
    tag = os.environ.get("ATTN_BENCH_TAG", "")
    with open(os.path.join(out_dir, "jax_fuse_bench%s.json" % tag), "w") as f:
        json.dump({"jax": jax.__version__, "rows": rows}, f, indent=1)
    print("\n%-16s %-10s %10s %10s %12s %12s" % (
        "config", "system", "fwd b2b", "fwd sync", "fwd+bwd b2b",
        "fwd+bwd sync"))
    fmt = lambda x: "%10.3f" % x if x is not None else "%10s" % "-"
    for r in rows:
        print("%-16s %-10s %s %s %s   %s" % (
            r["config"], r["system"], fmt(r.get("fwd_b2b")),
            fmt(r.get("fwd_sync")), fmt(r.get("train_b2b")),
            fmt(r.get("train_sync"))))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(make(sys.argv[2]) if sys.argv[1] == "make" else run(sys.argv[2]))
