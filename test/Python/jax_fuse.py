# jax_fuse.py - attn.jax.fuse end to end on the CPU (run by jax_fuse.test).
#
#   jax_fuse.py fuse   --seed N --save DIR   fuse, compare, refuse, fall back,
#                                            save DIR and DIR.tar.gz
#   jax_fuse.py cached --seed N              the disk cache: no tool runs
#   jax_fuse.py load   --seed N --save DIR   run the saved artifacts with the
#                                            compiler's tools out of reach
#
# Every comparison is against the unfused function under jax.jit: outputs,
# and the gradients of sum(out * ct) for a random cotangent ct, relative to
# the largest reference value (bf16 2e-2, f32 1e-4).

import argparse
import math
import os
import sys
import warnings

import numpy as np

import jax
import jax.numpy as jnp

import attn.compiler
import attn.jax
import attn.runtime
from attn import AttnError

B, S, HQ, HKV, D, WINDOW = 2, 64, 4, 2, 32, 16
TOLERANCE = {"bfloat16": 2e-2, "float32": 1e-4}


def te_attention(q, k, v):
    """The TE guide's native BSHD baseline: GQA by repeating K/V heads,
    scores in f32, causal sliding window (WINDOW, 0)."""
    groups = q.shape[2] // k.shape[2]
    k_full = jnp.repeat(k, groups, axis=2)
    v_full = jnp.repeat(v, groups, axis=2)
    logits = jnp.einsum("bqhd,bkhd->bhqk", q.astype(jnp.float32),
                        k_full.astype(jnp.float32))
    logits = logits * (1.0 / math.sqrt(q.shape[-1]))
    qp = jnp.arange(q.shape[1])[:, None]
    kp = jnp.arange(k.shape[1])[None, :]
    keep = (kp <= qp) & (kp >= qp - WINDOW)
    logits = jnp.where(keep[None, None], logits, jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(logits, axis=-1)
    out = jnp.einsum("bhqk,bkhd->bqhd", p, v_full.astype(jnp.float32))
    return out.astype(q.dtype)


def dpa_causal(q, k, v):
    return jax.nn.dot_product_attention(q, k, v, is_causal=True,
                                        implementation="xla")


def not_attention(q, k, v):
    return jnp.tanh(q) * 2.0


def softcap(q, k, v):
    """Gemma-style logit soft-capping under a causal mask: raised with the
    tanh in attn.sdpa's score_mod region."""
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(float(q.shape[-1]))
    s = 0.5 * jnp.tanh(s / 0.5)
    n = q.shape[1]
    causal = jnp.arange(n)[:, None] >= jnp.arange(n)[None, :]
    s = jnp.where(causal, s, jnp.finfo(s.dtype).min)
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)


def data_scaled(q, k, v):
    """Scores times a value computed from the data: attention, but not one
    attn.sdpa (nor its regions, which take no tensors) expresses."""
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) * jnp.mean(jnp.abs(v))
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)


def single_head(q, k, v):
    """One head without a head axis ([B, S, D] or [S, D]), causal: the
    raised attention reads the arguments through a reshape (a view)."""
    t = q.shape[-2]
    s = jnp.einsum("...qd,...kd->...qk", q, k) * q.shape[-1] ** -0.5
    s = jnp.where(jnp.tril(jnp.ones((t, t), bool)), s, -jnp.inf)
    return jnp.einsum("...qk,...kd->...qd", jax.nn.softmax(s, axis=-1), v)


def split_heads_dpa(q, k, v):
    """Heads split from [B, S, H·D] rows inside the function and merged
    back: the raised attention reads and writes the rows in place."""
    b, t, c = q.shape
    q, k, v = (x.reshape(b, t, HQ, c // HQ) for x in (q, k, v))
    return jax.nn.dot_product_attention(q, k, v, is_causal=True) \
        .reshape(b, t, c)


def merged_output(q, k, v):
    """[B, H, S, D] operands, the output returned as [B, S, H·D] (a
    transpose and a reshape that JAX applies to attn's output)."""
    b, h, t, d = q.shape
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) * d ** -0.5
    o = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)
    return o.transpose(0, 2, 1, 3).reshape(b, t, h * d)


def inputs(seed, dtype, s=S, hq=HQ, hkv=HKV):
    rng = np.random.default_rng(seed)

    def draw(shape):
        # Non-zero: |x| in [0.25, 1.25], random sign.
        x = rng.uniform(0.25, 1.25, shape) * rng.choice([-1.0, 1.0], shape)
        return jnp.asarray(x, dtype=dtype)
    q, k, v = draw((B, s, hq, D)), draw((B, s, hkv, D)), draw((B, s, hkv, D))
    ct = jnp.asarray(rng.standard_normal((B, s, hq, D)), jnp.float32)
    return (q, k, v), ct


def rel_error(got, want):
    got = np.asarray(got, np.float32)
    want = np.asarray(want, np.float32)
    if got.shape != want.shape:
        return float("inf")
    scale = max(float(np.max(np.abs(want))), 1e-30)
    return float(np.max(np.abs(got - want))) / scale


def grads_of(fn, args, ct):
    def loss(*a):
        return jnp.sum(fn(*a).astype(jnp.float32) * ct)
    return jax.jit(jax.grad(loss, argnums=tuple(range(len(args)))))(*args)


def compare(label, fused, reference, args, ct):
    """Prints '<label>: out eager ok, out jit ok, grads ok' or what failed;
    returns whether all passed."""
    dtype = jnp.dtype(args[0].dtype).name
    tol = TOLERANCE[dtype]
    want = jax.jit(reference)(*args)
    results = []
    ok = True
    for what, got in (("out eager", fused(*args)),
                      ("out jit", jax.jit(fused)(*args))):
        error = rel_error(got, want)
        good = error <= tol and got.dtype == want.dtype
        ok &= good
        results.append("%s %s" % (what, "ok" if good else
                                  "FAILED (rel error %.3g, dtype %s)"
                                  % (error, got.dtype)))
    want_grads = grads_of(reference, args, ct)
    got_grads = grads_of(fused, args, ct)
    errors = [rel_error(g, w) for g, w in zip(got_grads, want_grads)]
    good = all(e <= tol for e in errors) and all(
        g.dtype == w.dtype for g, w in zip(got_grads, want_grads))
    ok &= good
    results.append("grads ok" if good else "grads FAILED (rel errors %s)"
                   % ", ".join("%.3g" % e for e in errors))
    print("%s: %s" % (label, ", ".join(results)))
    return ok


def compiles():
    return attn.compiler.stats["attn-compile"]


def first_line(error):
    return str(error).splitlines()[0]


def run_fuse(seed, save_path):
    ok = True
    te = attn.jax.fuse(te_attention)
    bf16_args, bf16_ct = inputs(seed, jnp.bfloat16)
    ok &= compare("te bf16", te, te_attention, bf16_args, bf16_ct)
    attributes = te.compile(*bf16_args).descriptor["attributes"]
    print("te bf16: raised attn.sdpa layout=%s causal=%s window=[%s]" % (
        attributes["layout"].split()[-1].rstrip(">"),
        attributes["causal"].split()[-1].rstrip(">"),
        attributes["window"].split(":")[1].strip().rstrip(">")))
    f32_args, f32_ct = inputs(seed + 1, jnp.float32)
    ok &= compare("te f32", te, te_attention, f32_args, f32_ct)

    # The cache: each (shapes, dtypes) compiles once; a fresh fuse of the
    # same function finds the artifact on disk.
    after_first = compiles()
    te(*bf16_args)
    jax.jit(te)(*f32_args)
    grads_of(te, bf16_args, bf16_ct)
    after_repeat = compiles()
    fresh = attn.jax.fuse(te_attention)
    fresh(*bf16_args)
    fresh(*f32_args)
    print("cache: attn-compile runs %d after first calls, %d after repeated "
          "calls, %d for a fresh fuse" % (after_first, after_repeat,
                                          compiles()))
    ok &= after_first == 2 and after_repeat == 2 and compiles() == 2

    # Softcap: the forward and backward entries carry the score_mod region.
    mha32, mha32_ct = inputs(seed + 3, jnp.float32, hq=HQ, hkv=HQ)
    capped = attn.jax.fuse(softcap)
    ok &= compare("softcap f32", capped, softcap, mha32, mha32_ct)
    regions = capped.compile(*mha32).descriptor.get("regions", "")
    print("softcap f32: score_mod %s" % (
        "with tanh" if "math.tanh" in regions else "MISSING"))
    ok &= "math.tanh" in regions

    # Single-head attention of rank 3 and 2: operands and result are views.
    rng = np.random.default_rng(seed + 5)
    for shape in ((B, S, D), (S, D)):
        args = tuple(jnp.asarray(rng.standard_normal(shape), jnp.float32)
                     for _ in range(3))
        ct = jnp.asarray(rng.standard_normal(shape), jnp.float32)
        ok &= compare("single head f32 %s" % list(shape),
                      attn.jax.fuse(single_head), single_head, args, ct)

    for batch in (2, 1):
        shape = (batch, S, HQ * D)
        args = tuple(jnp.asarray(rng.standard_normal(shape), jnp.float32)
                     for _ in range(3))
        ct = jnp.asarray(rng.standard_normal(shape), jnp.float32)
        fused = attn.jax.fuse(split_heads_dpa)
        ok &= compare("split heads f32 %s" % list(shape), fused,
                      split_heads_dpa, args, ct)
        raised = open(os.path.join(fused.compile(*args).directory,
                                   "raised.mlir")).read()
        in_place = "linalg.generic" not in raised
        print("split heads %s: %s" % (list(shape), "read in place" if in_place
                                      else "FAILED: copies"))
        ok &= in_place

    args = tuple(jnp.asarray(rng.standard_normal((B, HQ, S, D)), jnp.float32)
                 for _ in range(3))
    ct = jnp.asarray(rng.standard_normal((B, S, HQ * D)), jnp.float32)
    ok &= compare("merged output f32", attn.jax.fuse(merged_output),
                  merged_output, args, ct)

    # jax.nn.dot_product_attention: fused if attn raises it, else refused
    # with the raise report, and then fallback=True runs it unfused.
    mha_args, mha_ct = inputs(seed + 2, jnp.float32, hq=HQ, hkv=HQ)
    dpa = attn.jax.fuse(dpa_causal)
    try:
        dpa.compile(*mha_args)
    except AttnError as error:
        if "Raise report" not in str(error) or "remark:" not in str(error):
            print("dpa causal f32: FAILED: refused without remarks: %s"
                  % error)
            ok = False
        else:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                got = attn.jax.fuse(dpa_causal, fallback=True)(*mha_args)
            good = (rel_error(got, jax.jit(dpa_causal)(*mha_args)) <= 1e-6
                    and len(caught) == 1)
            ok &= good
            print("dpa causal f32: refused with the raise report; fallback %s"
                  % ("ok" if good else "FAILED"))
    else:
        ok &= compare("dpa causal f32: fused", dpa, dpa_causal, mha_args,
                      mha_ct)

    # Refusals carry the raise report.
    for name, fn in (("non-attention", not_attention),
                     ("data-scaled", data_scaled)):
        try:
            q = f32_args[0]
            attn.jax.fuse(fn)(q, q, q)
        except AttnError as error:
            print("refused %s: AttnError: %s" % (name, first_line(error)))
            remarks = [line.strip() for line in str(error).splitlines()
                       if "remark:" in line]
            if remarks:
                print("refused %s: %s" % (
                    name, remarks[0][remarks[0].index("remark:"):]))
            else:
                print("refused %s: the raise report has no remarks" % name)
            ok &= hasattr(error, "report") and hasattr(error, "remarks")
        else:
            print("refused %s: FAILED: no error" % name)
            ok = False

    # fallback=True: one warning per shape, the function's own result.
    q = f32_args[0]
    sc = attn.jax.fuse(data_scaled, fallback=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = sc(q, q, q)
        out_jit = jax.jit(sc)(q, q, q)
    for warning in caught[:1]:
        print("fallback: %s: %s" % (warning.category.__name__,
                                    str(warning.message).splitlines()[0]))
    want = jax.jit(data_scaled)(q, q, q)
    good_grads = all(
        rel_error(g, w) <= 1e-6 for g, w in
        zip(grads_of(sc, (q, q, q), f32_ct), grads_of(data_scaled, (q, q, q),
                                                      f32_ct)))
    good = (rel_error(out, want) <= 1e-6 and rel_error(out_jit, want) <= 1e-6
            and len(caught) == 1
            and caught[0].category is attn.jax.AttnFallbackWarning)
    ok &= good and good_grads
    print("fallback: out %s, grads %s, %s for 2 calls" % (
        "ok" if good else "FAILED", "ok" if good_grads else "FAILED",
        "one warning" if len(caught) == 1 else "%d warnings" % len(caught)))

    # vmap is refused clearly.
    try:
        jax.vmap(te)(*(jnp.stack([a, a]) for a in bf16_args))
    except AttnError as error:
        print("vmap: AttnError: %s" % first_line(error))
    else:
        print("vmap: FAILED: no error")
        ok = False

    # Another shape is another compilation.
    before = compiles()
    small_args, _ = inputs(seed + 3, jnp.bfloat16, s=32)
    want = jax.jit(te_attention)(*small_args)
    good = rel_error(te(*small_args), want) <= TOLERANCE["bfloat16"]
    ok &= good
    print("shapes: a new shape compiles once more: +%d, %s"
          % (compiles() - before, "ok" if good else "FAILED"))

    # Discovery errors name what they looked at.
    for env, find in (("ATTN_RUNTIME_LIBRARY", attn.runtime.find_library),
                      ("ATTN_XLA_FFI_LIBRARY", attn.jax.find_ffi_library)):
        saved = os.environ.get(env)
        os.environ[env] = os.path.join(
            os.path.dirname(save_path), "nowhere",
            "libattn_runtime.so" if env == "ATTN_RUNTIME_LIBRARY"
            else "libattn_xla_ffi.so")
        try:
            find()
        except AttnError as error:
            print("discovery: AttnError: %s" % first_line(error))
        else:
            print("discovery: FAILED: no error")
            ok = False
        finally:
            if saved is None:
                del os.environ[env]
            else:
                os.environ[env] = saved

    # attn.run over DLPack with JAX arrays: the forward entry of the f32
    # artifact, its outputs allocated by attn and imported back into JAX.
    from attn import runtime
    artifact = te.compile(*f32_args)
    entry = runtime.default_runtime().load(artifact.module_path).entry(
        "forward")
    operands = [f32_args[o["arg"]] for o in artifact.descriptor["operands"]]
    out, lse = attn.run(entry, *operands)
    got = jax.dlpack.from_dlpack(out)
    err = rel_error(got, te_attention(*f32_args))
    dlpack_ok = err <= 1e-5 and tuple(jax.dlpack.from_dlpack(lse).shape) == \
        tuple(artifact.descriptor["lse"]["shape"])
    print("dlpack: jax arrays in and out %s" % (
        "ok" if dlpack_ok else "FAILED (rel err %.2e)" % err))
    ok &= dlpack_ok

    attn.jax.save(te, save_path, bf16_args)
    attn.jax.save(te, save_path + ".tar.gz", bf16_args)
    print("saved: %s %s" % (save_path, save_path + ".tar.gz"))
    return ok


def run_cached(seed):
    te = attn.jax.fuse(te_attention)
    bf16_args, bf16_ct = inputs(seed, jnp.bfloat16)
    f32_args, f32_ct = inputs(seed + 1, jnp.float32)
    ok = compare("te bf16", te, te_attention, bf16_args, bf16_ct)
    ok &= compare("te f32", te, te_attention, f32_args, f32_ct)
    stats = attn.compiler.stats
    print("tool runs: attn-opt %d, attn-compile %d"
          % (stats["attn-opt"], stats["attn-compile"]))
    return ok and stats["attn-opt"] == 0 and stats["attn-compile"] == 0


def run_load(seed, save_path):
    def no_tools(name):
        raise AssertionError("load() looked for the tool %s" % name)
    attn.compiler.find_tool = no_tools

    bf16_args, bf16_ct = inputs(seed, jnp.bfloat16)
    loaded = attn.jax.load(save_path)
    print("loaded directory: %r" % loaded)
    ok = compare("loaded directory", loaded, te_attention, bf16_args,
                 bf16_ct)
    archive = attn.jax.load(save_path + ".tar.gz")
    ok &= compare("loaded archive", archive, te_attention, bf16_args,
                  bf16_ct)
    small_args, _ = inputs(seed, jnp.bfloat16, s=32)
    try:
        loaded(*small_args)
    except AttnError as error:
        print("wrong shape: AttnError: %s" % first_line(error))
    else:
        print("wrong shape: FAILED: no error")
        ok = False
    stats = attn.compiler.stats
    print("tool runs: attn-opt %d, attn-compile %d"
          % (stats["attn-opt"], stats["attn-compile"]))
    return ok


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["fuse", "cached", "load"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save")
    options = parser.parse_args()
    jax.config.update("jax_platforms", "cpu")
    if options.mode == "fuse":
        ok = run_fuse(options.seed, options.save)
    elif options.mode == "cached":
        ok = run_cached(options.seed)
    else:
        ok = run_load(options.seed, options.save)
    sys.stdout.flush()
    if not ok:
        print("FAILED", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
