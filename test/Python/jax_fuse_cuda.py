# jax_fuse_cuda.py - attn.jax.fuse(target="cuda") without a GPU (run by
# jax_fuse_cuda.test): compile, export for cuda, the CPU's refusal, save.

import argparse
import os
import re
import sys

import jax
import jax.numpy as jnp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import attn.jax  # noqa: E402
from jax_fuse import te_attention, B, S, HQ, HKV, D  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--save", required=True)
    options = parser.parse_args()
    jax.config.update("jax_platforms", "cpu")
    q = jnp.ones((B, S, HQ, D), jnp.bfloat16)
    k = jnp.ones((B, S, HKV, D), jnp.bfloat16)
    fused = {}
    for backend in ("fused", "cudnn"):
        fused[backend] = attn.jax.fuse(te_attention, target="cuda",
                                       backend=backend)
        artifact = fused[backend].compile(q, k, k)
        descriptor = artifact.descriptor
        print("%s: target %s, backend %s, entries %s, %s" % (
            backend, descriptor["target"], descriptor["backend"],
            " ".join(descriptor["entries"]),
            os.path.basename(artifact.module_path)))

    check = [jax.export.DisabledSafetyCheck.custom_call(attn.jax.FFI_TARGET)]
    f = fused["fused"]

    def calls(text):
        found = re.findall(r'stablehlo\.custom_call @(\w+)\(.*?\{.*?'
                           r'mhlo\.backend_config = \{entry = "(\w+)", '
                           r'module = "([^"]+)"\}', text)
        return found

    exported = jax.export.export(jax.jit(f), platforms=["cuda"],
                                 disabled_checks=check)(q, k, k)
    for target, entry, module in calls(exported.mlir_module()):
        print('forward: custom_call @%s entry = "%s" module = "%s"'
              % (target, entry, module))

    def loss(q, k, v):
        return jnp.sum(f(q, k, v).astype(jnp.float32))
    exported = jax.export.export(
        jax.jit(jax.grad(loss, argnums=(0, 1, 2))), platforms=["cuda"],
        disabled_checks=check)(q, k, k)
    print("grad: " + ", ".join(
        'custom_call @%s entry = "%s"' % (target, entry)
        for target, entry, _ in calls(exported.mlir_module())))

    # On the CPU, the CPU handler is asked to run a CUDA module.
    attn.jax.register_ffi("cpu")
    try:
        jax.block_until_ready(jax.jit(f)(q, k, k))
    except Exception as error:  # XlaRuntimeError
        message = " ".join(str(error).split())
        print("on the cpu: %s" % message[message.find("attn:"):][:400])
    else:
        print("on the cpu: FAILED: no error")

    attn.jax.save(f, options.save, (q, k, k))
    print("saved: %s" % options.save)
    return 0


if __name__ == "__main__":
    sys.exit(main())
