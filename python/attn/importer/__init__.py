# attn/importer/__init__.py - importers from JAX and PyTorch to linalg.
"""Importers that turn framework programs into MLIR linalg-on-tensors text,
the input attn-opt and attn-compile raise attention from.

``attn.importer.jax.to_linalg`` goes through JAX's own export and the
StableHLO passes bundled with jaxlib; ``attn.importer.torch.to_linalg`` goes
through torch-mlir. The submodules are imported on first use, so importing
this package needs neither framework. ``python -m attn.importer`` is the
command-line front end.
"""

import importlib

__all__ = ["jax", "torch"]


def __getattr__(name):
    if name in __all__:
        module = importlib.import_module(f".{name}", __name__)
        globals()[name] = module
        return module
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(list(globals()) + __all__)
