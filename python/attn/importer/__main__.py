# attn/importer/__main__.py - the command line, python -m attn.importer.
"""Import a JAX or PyTorch program as MLIR linalg-on-tensors.

    python -m attn.importer jax  models.attention:naive \\
        --arg 2x64x8x32xbf16 --arg 2x64x2x32xbf16 --arg 2x64x2x32xbf16 \\
        -o naive.mlir
    python -m attn.importer jax  --stablehlo program.stablehlo.mlir -o out.mlir
    python -m attn.importer jax  --exported program.jax_exported -o out.mlir
    python -m attn.importer torch models.attention:make_module \\
        --arg 2x8x64x32xbf16 -o out.mlir

SPEC is ``module.path:name`` (or ``path/to/file.py:name``); ``name`` may be
dotted. For jax it names the function to export; for torch, a factory that
is called without arguments and returns the ``torch.nn.Module``. Each
``--arg`` is the shape and element type of one example argument, ``x``
separated, for instance ``2x64x8x32xbf16`` or ``f32`` for a scalar; element
types are bf16, f16, f32, f64, i32, i64 and bool.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys

from attn import AttnError

PROG = "attn.importer"

#: --arg element types, as numpy-style names (bf16 goes through ml_dtypes
#: for jax and torch.bfloat16 for torch).
DTYPES = {
    "bf16": "bfloat16", "f16": "float16", "f32": "float32",
    "f64": "float64", "i32": "int32", "i64": "int64", "bool": "bool",
}


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors follow the importer's format
    and exit status."""

    def error(self, message):
        self.print_usage(sys.stderr)
        raise AttnError(message)


def parse_arg_spec(text: str) -> tuple[tuple[int, ...], str]:
    """``"2x64x8x32xbf16"`` -> ``((2, 64, 8, 32), "bf16")``."""
    *dims, dtype = text.strip().split("x")
    if dtype not in DTYPES:
        raise AttnError(
            f"--arg {text}: element type '{dtype}' is not one of "
            f"{', '.join(DTYPES)} (write for instance 2x64x8x32xbf16)")
    shape = []
    for dim in dims:
        if not dim.isdigit():
            raise AttnError(f"--arg {text}: dimension '{dim}' is not a "
                            "non-negative integer")
        shape.append(int(dim))
    return tuple(shape), dtype


def load_object(spec: str):
    """Imports ``module.path:name`` or ``file.py:name`` and returns the
    object ``name`` (possibly dotted) names."""
    module_name, sep, attribute = spec.rpartition(":")
    if not sep or not module_name or not attribute:
        raise AttnError(f"'{spec}' is not of the form module.path:name")
    try:
        if module_name.endswith(".py") or os.sep in module_name:
            path = os.path.abspath(module_name)
            if not os.path.isfile(path):
                raise AttnError(f"no such file: {module_name}")
            name = os.path.splitext(os.path.basename(path))[0]
            sys.path.insert(0, os.path.dirname(path))
            module_spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(module_spec)
            sys.modules[name] = module
            module_spec.loader.exec_module(module)
        else:
            if "" not in sys.path and os.getcwd() not in sys.path:
                sys.path.insert(0, os.getcwd())
            module = importlib.import_module(module_name)
    except AttnError:
        raise
    except Exception as error:
        raise AttnError(f"cannot import {module_name} "
                        f"({type(error).__name__}: {error})") from None
    value = module
    for part in attribute.split("."):
        try:
            value = getattr(value, part)
        except AttributeError:
            raise AttnError(f"{module_name} has no attribute "
                            f"'{attribute}'") from None
    return value


def _jax_args(arg_specs):
    import jax
    import numpy as np
    dtypes = {"bf16": jax.numpy.bfloat16}
    return [jax.ShapeDtypeStruct(
                shape, dtypes.get(dtype, np.dtype(DTYPES[dtype])))
            for shape, dtype in arg_specs]


def _torch_args(arg_specs, seed=0):
    try:
        import torch
    except ImportError as error:
        raise AttnError(f"the torch importer needs torch ({error})") from None
    generator = torch.Generator().manual_seed(seed)
    tensors = []
    for shape, dtype in arg_specs:
        torch_dtype = getattr(torch, DTYPES[dtype])
        if dtype == "bool":
            tensor = torch.rand(shape, generator=generator) < 0.5
        elif dtype in ("i32", "i64"):
            tensor = torch.randint(1, 8, shape, generator=generator,
                                   dtype=torch_dtype)
        else:
            tensor = torch.randn(shape, generator=generator).to(torch_dtype)
        tensors.append(tensor)
    return tensors


def _run_jax(options) -> str:
    from attn.importer import jax as jax_importer

    sources = [bool(options.spec), bool(options.stablehlo),
               bool(options.exported)]
    if sum(sources) != 1:
        raise AttnError("jax: give exactly one of SPEC, --stablehlo FILE and "
                        "--exported FILE")
    if options.arg and not options.spec:
        raise AttnError("jax: --arg goes with SPEC, not with --stablehlo or "
                        "--exported")
    if options.stablehlo:
        return jax_importer.to_linalg(_read(options.stablehlo, text=True))
    if options.exported:
        return jax_importer.to_linalg(_read(options.exported, text=False))
    args = [parse_arg_spec(arg) for arg in options.arg]
    jax_importer._import_jax()  # a clear error before the user's module
    function = load_object(options.spec)
    if not callable(function):
        raise AttnError(f"{options.spec} is not callable")
    return jax_importer.to_linalg(function, *_jax_args(args),
                                  platform=options.platform)


def _run_torch(options) -> str:
    try:
        from attn.importer import torch as torch_importer
    except ImportError as error:
        raise AttnError(f"the torch importer is unavailable ({error})") \
            from None
    factory = load_object(options.spec)
    if not callable(factory):
        raise AttnError(f"{options.spec} is not callable")
    args = [parse_arg_spec(arg) for arg in options.arg]
    try:
        module = factory()
    except Exception as error:
        raise AttnError(f"{options.spec}() failed ({type(error).__name__}: "
                        f"{error})") from None
    return torch_importer.to_linalg(module, *_torch_args(args))


def _read(path: str, text: bool):
    try:
        if text:
            with open(path, encoding="utf-8") as file:
                return file.read()
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        raise AttnError(f"cannot read {path}: {error.strerror}") from None


def _write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
        if not text.endswith("\n"):
            sys.stdout.write("\n")
        return
    try:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
            if not text.endswith("\n"):
                file.write("\n")
    except OSError as error:
        raise AttnError(f"cannot write {path}: {error.strerror}") from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=f"python -m {PROG}",
        description="Import a JAX or PyTorch program as MLIR "
                    "linalg-on-tensors (generic form) for attn.",
        epilog="--arg takes SHAPExDTYPE, e.g. 2x64x8x32xbf16; dtypes: "
               + ", ".join(DTYPES) + ".")
    frameworks = parser.add_subparsers(dest="framework", metavar="FRAMEWORK",
                                       parser_class=_Parser)
    frameworks.required = True

    jax_parser = frameworks.add_parser(
        "jax", help="export a JAX function (or read an export) and lower it",
        description="Export a JAX function with jax.export, or read "
                    "StableHLO text or a serialized export, and lower it to "
                    "linalg with jaxlib's StableHLO passes.")
    jax_parser.add_argument("spec", nargs="?", metavar="SPEC",
                            help="module.path:function to export")
    jax_parser.add_argument("--stablehlo", metavar="FILE",
                            help="a StableHLO module in MLIR text form")
    jax_parser.add_argument("--exported", metavar="FILE",
                            help="bytes written by jax.export.Exported."
                                 "serialize()")
    jax_parser.add_argument("--platform", default="cpu",
                            help="the one platform to export for "
                                 "(default: cpu)")

    torch_parser = frameworks.add_parser(
        "torch", help="import a torch.nn.Module through torch-mlir",
        description="Build a torch.nn.Module with a factory and import it "
                    "through torch-mlir; example tensors are seeded random.")
    torch_parser.add_argument("spec", metavar="SPEC",
                              help="module.path:factory returning the module")

    for sub in (jax_parser, torch_parser):
        sub.add_argument("--arg", action="append", default=[],
                         metavar="SHAPExDTYPE",
                         help="one example argument, e.g. 2x64x8x32xbf16 "
                              "(repeat for each argument, in order)")
        sub.add_argument("-o", "--output", default="-", metavar="FILE",
                         help="where to write the MLIR (default: stdout)")
    return parser


def main(argv=None) -> int:
    try:
        options = build_parser().parse_args(argv)
        run = _run_jax if options.framework == "jax" else _run_torch
        _write(options.output, run(options))
    except AttnError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
