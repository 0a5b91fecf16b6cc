# attn/importer/torch.py - PyTorch programs to linalg-on-tensors MLIR.
"""Import a PyTorch program into MLIR on the linalg dialect.

The program is traced with ``torch.export`` and lowered by torch-mlir's FX
importer through its linalg-on-tensors backend pipeline.  The result is
printed in MLIR's generic operation form, without locations, so that the
attn compiler (built against a different MLIR release than the one bundled
in torch-mlir's wheel) can parse it.

Example::

    import torch
    from attn.importer.torch import to_linalg

    def attention(q, k, v):
        return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v

    q = torch.randn(1, 4, 32, 64)
    text = to_linalg(attention, q, q, q)

Needs the ``torch`` and ``torch-mlir`` pip packages; torch-mlir's wheels on
PyPI are built for CPython >= 3.12 only.
"""

import sys

from attn import AttnError

__all__ = ["to_linalg"]

# Dialects of torch-mlir that the attn compiler cannot parse; none of their
# operations may survive the lowering.
_TORCH_DIALECTS = ("torch", "torch_c", "tm_tensor")


def _python_note():
    if sys.version_info < (3, 12):
        return (
            " torch-mlir's wheels on PyPI need Python >= 3.12, and this is "
            "Python %d.%d: use a Python 3.12 (or newer) environment."
            % sys.version_info[:2]
        )
    return ""


def _import_torch():
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        raise AttnError(
            "importing PyTorch programs needs PyTorch, which is not "
            "installed (%s): pip install torch" % exc
        ) from exc
    return torch


def _import_torch_mlir():
    try:
        from torch_mlir import fx  # noqa: F401
    except ImportError as exc:
        raise AttnError(
            "importing PyTorch programs needs torch-mlir, which is not "
            "installed or failed to load (%s): pip install torch-mlir.%s"
            % (exc, _python_note())
        ) from exc
    return fx


def _walk(op):
    """Every operation nested in ``op`` (``op`` included), in program order."""
    yield op
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield from _walk(inner.operation)


def _as_module(torch, module_or_fn):
    if isinstance(module_or_fn, torch.nn.Module):
        return module_or_fn
    if not callable(module_or_fn):
        raise AttnError(
            "to_linalg expects a torch.nn.Module or a function, not %s"
            % type(module_or_fn).__name__
        )

    fn = module_or_fn

    class _Function(torch.nn.Module):
        def forward(self, *args):
            return fn(*args)

    _Function.__name__ = getattr(fn, "__name__", "function")
    return _Function()


class _PersistentBuffers:
    """Within the block, every buffer of ``module`` is persistent.

    torch.export keeps a buffer registered with ``persistent=False`` (e.g. the
    ``inv_freq`` of transformers' rotary embeddings) in
    ``ExportedProgram.constants``, while torch-mlir's frozen import looks
    every buffer up in ``state_dict`` and fails with "Could not find state
    mapping for buffer".  Exporting with such buffers made persistent for a
    moment puts them where torch-mlir looks; the module is restored after.
    """

    def __init__(self, module):
        self.saved = [(m, set(m._non_persistent_buffers_set))
                      for m in module.modules()
                      if getattr(m, "_non_persistent_buffers_set", None)]

    def __enter__(self):
        for m, _ in self.saved:
            m._non_persistent_buffers_set.clear()

    def __exit__(self, *exc):
        for m, names in self.saved:
            m._non_persistent_buffers_set.update(names)
        return False


def _truncate(text, limit=2000):
    text = str(text).strip()
    return text if len(text) <= limit else text[:limit] + " ..."


def to_linalg(module_or_fn, *example_args):
    """Export ``module_or_fn`` called on ``example_args`` to linalg MLIR.

    ``module_or_fn`` is a ``torch.nn.Module`` (exported as it is: put it in
    eval mode first if it has dropout) or a plain function of tensors, which
    is wrapped in a module.  ``example_args`` are the tensors (and other
    values) it is called with; their shapes and dtypes are baked into the
    result.  Parameters and buffers become constants.

    Returns the MLIR module as text in generic operation form, without
    locations.  Raises ``attn.AttnError`` when torch or torch-mlir is
    missing, when ``torch.export`` cannot trace the program, when torch-mlir
    cannot lower it, or when an operation of torch-mlir's own dialects
    (``torch``, ``torch_c``, ``tm_tensor``) is left after the lowering.
    """
    torch = _import_torch()
    fx = _import_torch_mlir()
    module = _as_module(torch, module_or_fn)

    try:
        with _PersistentBuffers(module):
            program = torch.export.export(module, tuple(example_args), strict=False)
    except Exception as exc:  # torch.export raises many kinds of error
        raise AttnError(
            "torch.export could not trace %s: %s: %s"
            % (type(module).__name__, type(exc).__name__, _truncate(exc))
        ) from exc

    try:
        mlir_module = fx.export_and_import(
            program, output_type="linalg-on-tensors"
        )
    except Exception as exc:
        raise AttnError(
            "torch-mlir could not lower %s to linalg-on-tensors: %s: %s"
            % (type(module).__name__, type(exc).__name__, _truncate(exc))
        ) from exc

    for op in _walk(mlir_module.operation):
        name = op.name
        if name.split(".", 1)[0] in _TORCH_DIALECTS:
            raise AttnError(
                "torch-mlir left operation '%s' of its own dialects in the "
                "linalg lowering of %s; attn cannot compile it"
                % (name, type(module).__name__)
            )

    text = mlir_module.operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False
    )
    if "!torch." in text:
        raise AttnError(
            "torch-mlir left a type of the torch dialect in the linalg "
            "lowering of %s; attn cannot compile it" % type(module).__name__
        )
    return text
