# jax_fuse_gpu.py - run attn.jax artifacts compiled for CUDA on a GPU, with
# only jax (CUDA), this package and the runtime libraries: no compiler.
#
# On a CPU machine with the compiler, make the artifacts:
#   python jax_fuse_gpu.py make OUTDIR      (needs ATTN_TOOLS_DIR or build/bin)
# On the GPU machine, build the runtime and the FFI handler with that
# machine's jax headers, then run them:
#   cmake -S runtime -B /tmp/rt && cmake --build /tmp/rt
#   ATTN_RUNTIME_LIBRARY=/tmp/rt/lib/libattn_runtime.so PYTHONPATH=python \
#     python3 test/Python/jax_fuse_gpu.py run OUTDIR/*.tar.gz
# Each artifact's outputs (eager and under jax.jit) and gradients are compared
# with the unfused function run by XLA on the GPU (bf16, 2e-2: the CUDA
# kernels take bf16/f16 only). Ran on an H200 with jax 0.11.2: all pass.

import os
import sys

import jax
import jax.numpy as jnp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import attn.jax  # noqa: E402
import jax_fuse  # noqa: E402

CASES = {
    # name: (function, dtype, heads of q, heads of k/v, backend)
    "te_bf16_fused": (jax_fuse.te_attention, jnp.bfloat16, 4, 2, "fused"),
    "te_bf16_cudnn": (jax_fuse.te_attention, jnp.bfloat16, 4, 2, "cudnn"),
    "dpa_bf16_fused": (jax_fuse.dpa_causal, jnp.bfloat16, 4, 4, "fused"),
}


def make(outdir):
    jax.config.update("jax_platforms", "cpu")
    os.makedirs(outdir, exist_ok=True)
    for name, (fn, dtype, hq, hkv, backend) in CASES.items():
        (q, k, v), _ = jax_fuse.inputs(0, dtype, hq=hq, hkv=hkv)
        fused = attn.jax.fuse(fn, target="cuda", backend=backend)
        path = os.path.join(outdir, name + ".tar.gz")
        attn.jax.save(fused, path, (q, k, v))
        print("made", path)


def run(paths):
    print("jax", jax.__version__, "devices", jax.devices())
    ok = True
    for path in paths:
        name = os.path.basename(path).split(".")[0]
        fn, dtype, hq, hkv, _ = CASES[name]
        loaded = attn.jax.load(path)
        args, ct = jax_fuse.inputs(1, dtype, hq=hq, hkv=hkv)
        args = jax.device_put(args)
        try:
            ok &= jax_fuse.compare(name, loaded, fn, args, ct)
        except Exception as error:
            print("%s: FAILED: %s: %s" % (name, type(error).__name__,
                                          str(error)[:2000]))
            ok = False
    return ok


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2])
    else:
        sys.exit(0 if run(sys.argv[2:]) else 1)
