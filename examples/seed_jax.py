#!/usr/bin/env python3
# seed_jax.py - the main job's story: the seed's naive JAX attention (the
# TransformerEngine guide's BSHD GQA + causal sliding window, written with
# jnp ops) is exported, raised to one attn.sdpa, compiled, and run fused
# inside jax.jit with gradients; outputs and gradients are checked against
# the unfused function on the same inputs, and both are timed.
#   seed_jax.py [--target cpu|cuda] [--B 2 --S 512 --HQ 16 --HKV 4 --D 64 --W 128]
import argparse
import math
import sys
import time

import jax
import jax.numpy as jnp
import numpy as np

import attn.jax


def naive_attention(q, k, v, window):
    """The guide's baseline: K/V repeated for GQA, f32 scores, an arange
    band mask filled with finfo.min, jax.nn.softmax, cast back."""
    rep = q.shape[2] // k.shape[2]
    k = jnp.repeat(k, rep, axis=2)
    v = jnp.repeat(v, rep, axis=2)
    s = jnp.einsum("bqhd,bkhd->bhqk", q.astype(jnp.float32),
                   k.astype(jnp.float32)) / math.sqrt(q.shape[-1])
    qp = jnp.arange(q.shape[1])[:, None]
    kp = jnp.arange(k.shape[1])[None, :]
    ok = kp <= qp
    if window is not None:  # None: dense causal
        ok = ok & (kp >= qp - window)
    s = jnp.where(ok[None, None], s, jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(s, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", p,
                      v.astype(jnp.float32)).astype(q.dtype)


def rel_err(a, b):
    a = np.asarray(a, np.float64)
    b = np.asarray(b, np.float64)
    return float(np.max(np.abs(a - b)) / max(np.max(np.abs(b)), 1e-30))


def median_ms(fn, args, iters, sync_each):
    jax.block_until_ready(fn(*args))  # warm-up (and compile)
    times = []
    if sync_each:
        for _ in range(iters):
            t = time.perf_counter()
            jax.block_until_ready(fn(*args))
            times.append(time.perf_counter() - t)
        return 1e3 * float(np.median(times))
    t = time.perf_counter()
    outs = [fn(*args) for _ in range(iters)]
    jax.block_until_ready(outs)
    return 1e3 * (time.perf_counter() - t) / iters


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--target", default="cpu", choices=["cpu", "cuda"])
    for name, value in (("B", 2), ("S", 512), ("HQ", 16), ("HKV", 4),
                        ("D", 64), ("W", 128), ("iters", 5), ("seed", 0)):
        parser.add_argument("--" + name, type=int, default=value)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    shape_q = (args.B, args.S, args.HQ, args.D)
    shape_kv = (args.B, args.S, args.HKV, args.D)
    q, k, v = (jnp.asarray(rng.standard_normal(s), jnp.bfloat16)
               for s in (shape_q, shape_kv, shape_kv))
    d_out = jnp.asarray(rng.standard_normal(shape_q), jnp.float32)

    def naive(q, k, v):
        return naive_attention(q, k, v, args.W)

    fused = attn.jax.fuse(naive, target=args.target)
    print("attn: %s, B=%d S=%d Hq=%d Hkv=%d D=%d window (%d, 0), bf16"
          % (args.target, args.B, args.S, args.HQ, args.HKV, args.D, args.W))
    artifact = fused.compile(q, k, v)
    attributes = artifact.descriptor["attributes"]
    shown = ", ".join(
        "%s=%s" % (key, attributes[key].replace("#attn<%s " % key, "")
                   .rstrip(">").replace("array<i64: ", "["))
        for key in ("layout", "causal", "window", "scale") if key in attributes)
    print("attn: raised to one attn.sdpa (%s); artifact %s"
          % (shown, artifact.directory))

    def loss(fn):
        return lambda q, k, v: jnp.sum(fn(q, k, v).astype(jnp.float32) * d_out)

    runs = {
        "naive": (jax.jit(naive),
                  jax.jit(jax.value_and_grad(loss(naive), argnums=(0, 1, 2)))),
        "attn": (jax.jit(fused),
                 jax.jit(jax.value_and_grad(loss(fused), argnums=(0, 1, 2)))),
    }
    out_ref = runs["naive"][0](q, k, v)
    _, grads_ref = runs["naive"][1](q, k, v)
    out = runs["attn"][0](q, k, v)
    _, grads = runs["attn"][1](q, k, v)
    errors = [rel_err(out, out_ref)] + [rel_err(g, r)
                                        for g, r in zip(grads, grads_ref)]
    ok = all(e <= 2e-2 for e in errors)
    print("attn: rel err vs unfused: out %.2e, dq %.2e, dk %.2e, dv %.2e (bf16 bound 2e-2): %s"
          % (*errors, "ok" if ok else "FAILED"))
    for name, (forward, train) in runs.items():
        for sync in (False, True):
            print("attn: %-5s %-15s forward %8.3f ms, forward+backward %8.3f ms"
                  % (name, "each synchronised" if sync else "back to back",
                     median_ms(forward, (q, k, v), args.iters, sync),
                     median_ms(train, (q, k, v), args.iters, sync)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
