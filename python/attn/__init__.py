# attn/__init__.py - the attn Python package: importers from JAX and PyTorch
# to linalg, and (through ctypes) the compiler and runtime.
"""attn: recognise naive attention in JAX and PyTorch programs and compile it
into fused kernels.

Submodules are imported lazily so that ``import attn`` needs neither JAX nor
PyTorch: ``attn.importer.jax`` needs jax/jaxlib, ``attn.importer.torch``
needs torch and torch-mlir.
"""

__version__ = "0.1.0"


class AttnError(RuntimeError):
    """An error attn reports to the user: a missing tool, an unsupported
    framework version, a program that cannot be imported or raised."""


def run(entry, *arrays, stream=None):
    """Runs a compiled entry on DLPack arrays (torch, JAX, CuPy, numpy);
    see :func:`attn.dlpack.run`."""
    from attn.dlpack import run as run_dlpack
    return run_dlpack(entry, *arrays, stream=stream)
