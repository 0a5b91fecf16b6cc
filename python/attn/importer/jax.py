# attn/importer/jax.py - JAX programs to linalg via jaxlib's StableHLO passes.
"""Import a JAX program as MLIR linalg-on-tensors.

The program is exported with ``jax.export`` for one platform, and its
StableHLO is lowered to linalg inside the user's own jaxlib, whose MLIR
bundles the StableHLO passes::

    chlo-legalize-to-stablehlo, stablehlo-legalize-to-linalg, canonicalize

The result is printed in MLIR's generic form without locations: jaxlib's
MLIR is newer than the MLIR attn is built with, and the generic form is the
one an older parser still reads.

    >>> from attn.importer.jax import to_linalg
    >>> text = to_linalg(my_attention, q, k, v)          # doctest: +SKIP
"""

from __future__ import annotations

import re
from typing import Any

from attn import AttnError

__all__ = ["to_linalg", "MIN_JAXLIB_VERSION", "PIPELINE"]

#: The oldest jaxlib whose bundled StableHLO has stablehlo-legalize-to-linalg.
MIN_JAXLIB_VERSION = "0.5.3"

#: The pass pipeline run on the exported StableHLO.
PIPELINE = ("builtin.module(func.func(chlo-legalize-to-stablehlo),"
            "func.func(stablehlo-legalize-to-linalg),canonicalize)")

# Dialects of jaxlib's MLIR that upstream MLIR (and so attn) cannot parse:
# none of their ops, attributes or types may survive the lowering.
_FRAMEWORK_DIALECTS = ("stablehlo", "chlo", "mhlo", "sdy", "mpmd", "vhlo")
_FRAMEWORK_SYNTAX = re.compile(
    r"[#!](?:%s)\.[A-Za-z_]+" % "|".join(_FRAMEWORK_DIALECTS))

# The magic number that starts MLIR bytecode (a StableHLO portable artifact).
_BYTECODE_MAGIC = b"ML\xefR"


def to_linalg(fn_or_exported_or_text: Any, *example_args: Any,
              platform: str = "cpu") -> str:
    """Returns the linalg-on-tensors form of a JAX program as MLIR text.

    ``fn_or_exported_or_text`` is one of

    * a Python callable (plain or already ``jax.jit``-wrapped), exported with
      ``example_args``: arrays, ``jax.ShapeDtypeStruct``s, or pytrees of
      them; only their shapes and dtypes matter;
    * a ``jax.export.Exported``;
    * ``bytes`` from ``Exported.serialize()`` (or MLIR bytecode of a
      StableHLO module);
    * a ``str`` holding a StableHLO module in MLIR text form.

    ``platform`` is the one platform a callable is exported for ("cpu",
    "cuda", ...). Exporting for several would give the entry function an
    extra ``_platform_index`` argument.

    Raises ``AttnError`` when jax is missing or too old, when the program
    does not export, or when part of it has no linalg form.
    """
    jax = _import_jax()
    source = _stablehlo_source(jax, fn_or_exported_or_text, example_args,
                               platform)
    return _lower(source)


# ---------------------------------------------------------------------------
# Getting StableHLO
# ---------------------------------------------------------------------------

def _import_jax():
    try:
        import jax
        import jaxlib  # noqa: F401
    except ImportError as error:
        raise AttnError(
            f"the JAX importer needs jax and jaxlib (>= {MIN_JAXLIB_VERSION}),"
            f" which cannot be imported ({error}); install them with "
            f"pip install 'jax>={MIN_JAXLIB_VERSION}'") from None
    try:
        import jax.export  # noqa: F401
    except ImportError as error:
        raise AttnError(
            f"jax {jax.__version__} cannot import jax.export ({error}); the "
            f"JAX importer needs jax and jaxlib >= {MIN_JAXLIB_VERSION}") \
            from None
    return jax


def _jaxlib_version() -> str:
    try:
        from importlib.metadata import version
        return version("jaxlib")
    except Exception:
        import jaxlib
        return getattr(jaxlib, "__version__", "unknown")


def _stablehlo_source(jax, program, example_args, platform):
    """The program as StableHLO: MLIR text, or MLIR bytecode."""
    from jax import export

    if isinstance(program, str):
        _no_example_args(example_args, "StableHLO text")
        return program
    if isinstance(program, (bytes, bytearray, memoryview)):
        _no_example_args(example_args, "a serialized export")
        data = bytes(program)
        try:
            exported = export.deserialize(bytearray(data))
        except Exception as error:
            if data.startswith(_BYTECODE_MAGIC):
                return data
            raise AttnError(
                "cannot deserialize the bytes as a jax.export.Exported "
                f"({type(error).__name__}: {error})") from None
        return _exported_source(exported)
    if isinstance(program, export.Exported):
        _no_example_args(example_args, "a jax.export.Exported")
        return _exported_source(program)
    if callable(program):
        return _exported_source(_export(jax, program, example_args, platform))
    raise AttnError(
        "expected a callable, a jax.export.Exported, serialized export bytes "
        f"or StableHLO text, not {type(program).__name__}")


def _no_example_args(example_args, what):
    if example_args:
        raise AttnError(f"example arguments are only taken with a callable, "
                        f"not with {what}")


def _export(jax, fn, example_args, platform):
    from jax import export

    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) \
        or type(fn).__name__
    if not isinstance(platform, str) or not platform:
        raise AttnError(f"platform must name one platform such as 'cpu', not "
                        f"{platform!r}")

    def spec(leaf):
        if isinstance(leaf, jax.ShapeDtypeStruct):
            return leaf
        if hasattr(leaf, "shape") and hasattr(leaf, "dtype"):
            return jax.ShapeDtypeStruct(tuple(leaf.shape), leaf.dtype)
        return leaf

    try:
        specs = jax.tree_util.tree_map(spec, example_args)
    except Exception as error:
        raise AttnError(f"cannot read the example arguments of {name} "
                        f"({type(error).__name__}: {error})") from None
    # An already-jitted function keeps its own static arguments and
    # shardings; wrapping it again would only add a nested call.
    jitted = fn if hasattr(fn, "lower") and hasattr(fn, "trace") \
        else jax.jit(fn)
    try:
        return export.export(jitted, platforms=[platform])(*specs)
    except Exception as error:
        raise AttnError(f"cannot export {name} for platform '{platform}' "
                        f"with jax.export ({type(error).__name__}: "
                        f"{_first_lines(str(error))})") from None


def _exported_source(exported) -> str:
    platforms = tuple(exported.platforms)
    if len(platforms) != 1:
        raise AttnError(
            f"the export is for several platforms {platforms}, so its main "
            "function takes an extra _platform_index argument; export it "
            "with platforms=[<one platform>]")
    try:
        return exported.mlir_module()
    except Exception as error:
        raise AttnError(f"cannot read the StableHLO of the export "
                        f"({type(error).__name__}: {error})") from None


def _first_lines(text: str, count: int = 12) -> str:
    lines = text.strip().splitlines()
    if len(lines) <= count:
        return "\n".join(lines)
    return "\n".join(lines[:count] + ["..."])


# ---------------------------------------------------------------------------
# Lowering to linalg
# ---------------------------------------------------------------------------

def _make_context():
    """An MLIR context with jaxlib's dialects, made the way JAX makes its own;
    falls back to assembling one should JAX's private factory move."""
    try:
        from jax._src.interpreters import mlir as jax_mlir
        return jax_mlir.make_ir_context()
    except (ImportError, AttributeError):
        pass
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext
    from jaxlib.mlir.dialects import chlo, stablehlo

    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    context = ir.Context()
    context.append_dialect_registry(registry)
    context.load_all_available_dialects()
    stablehlo.register_dialect(context)
    chlo.register_dialect(context)
    return context


def _too_old(detail: str) -> AttnError:
    return AttnError(
        f"jaxlib {_jaxlib_version()} is too old for the JAX importer: "
        f"{detail};"
        f" it needs jaxlib >= {MIN_JAXLIB_VERSION} (pip install -U "
        f"'jax>={MIN_JAXLIB_VERSION}' 'jaxlib>={MIN_JAXLIB_VERSION}')")


def _lower(source) -> str:
    try:
        from jaxlib.mlir import ir, passmanager
        from jaxlib.mlir.dialects import stablehlo
    except ImportError as error:
        raise _too_old(f"its MLIR bindings are incomplete ({error})") from None
    register_passes = getattr(stablehlo, "register_stablehlo_passes", None)
    if register_passes is None:
        raise _too_old("it cannot register the StableHLO passes")

    with _make_context():
        register_passes()
        try:
            pipeline = passmanager.PassManager.parse(PIPELINE)
        except Exception as error:
            missing = re.search(r"'([\w-]+)' does not refer to a registered",
                                str(error))
            raise _too_old(
                f"its MLIR has no '{missing.group(1)}' pass" if missing else
                f"it cannot build the pass pipeline {PIPELINE} "
                f"({_first_lines(str(error), 1)})") from None
        try:
            module = ir.Module.parse(source)
        except Exception as error:
            raise AttnError(f"cannot parse the StableHLO module: "
                            f"{_first_lines(str(error))}") from None
        _drop_representable_dot_algorithms(module, ir, stablehlo)
        try:
            pipeline.run(module.operation)
        except Exception as error:
            raise AttnError(f"lowering StableHLO to linalg failed: "
                            f"{_first_lines(str(error))}") from None
        _check_lowered(module)
        text = module.operation.get_asm(print_generic_op_form=True,
                                        enable_debug_info=False)
    leftover = _FRAMEWORK_SYNTAX.search(text)
    if leftover:
        raise AttnError(f"the lowered module still uses {leftover.group(0)}, "
                        "which MLIR without jaxlib's dialects cannot parse")
    return text


def _walk(operation):
    """Every operation nested in ``operation`` (itself included), pre-order."""
    yield operation
    for region in operation.regions:
        for block in region.blocks:
            for op in block.operations:
                yield from _walk(op.operation)


def _dialect(name: str) -> str:
    return name.split(".", 1)[0]


_LOC_NAME = re.compile(r'loc\((?:callsite\()?"([^"]*)"')
_LOC_FILE = re.compile(r'"([^"]+)":(\d+)')


def _where(op) -> str:
    """A short description of where ``op`` came from: JAX's name for it and
    the first frame of user code in its call-site location."""
    location = str(op.location)
    name = _LOC_NAME.match(location)
    frames = [f"{path}:{line}" for path, line in _LOC_FILE.findall(location)
              if "/jax/_src/" not in path and "/attn/importer/" not in path]
    parts = ([f"'{name.group(1)}'"] if name else []) + frames[:1]
    return f" ({', '.join(parts)})" if parts else ""


# Fields of #stablehlo.dot_algorithm, read from its text when the bindings
# lack the DotAlgorithm attribute class.
_ALGORITHM_FIELD = re.compile(r"(\w+)\s*=\s*([\w.]+)")


def _algorithm_fields(attribute, stablehlo) -> dict:
    cls = getattr(stablehlo, "DotAlgorithm", None)
    if cls is not None and cls.isinstance(attribute):
        algorithm = cls(attribute)
        return {
            "lhs_precision_type": str(algorithm.lhs_precision_type),
            "rhs_precision_type": str(algorithm.rhs_precision_type),
            "accumulation_type": str(algorithm.accumulation_type),
            "lhs_component_count": int(algorithm.lhs_component_count),
            "rhs_component_count": int(algorithm.rhs_component_count),
            "num_primitive_operations":
                int(algorithm.num_primitive_operations),
            "allow_imprecise_accumulation":
                bool(algorithm.allow_imprecise_accumulation),
        }
    fields = dict(_ALGORITHM_FIELD.findall(str(attribute)))
    for key in ("lhs_component_count", "rhs_component_count",
                "num_primitive_operations"):
        if key in fields:
            fields[key] = int(fields[key])
    if "allow_imprecise_accumulation" in fields:
        fields["allow_imprecise_accumulation"] = \
            fields["allow_imprecise_accumulation"] == "true"
    return fields


def _drop_representable_dot_algorithms(module, ir, stablehlo) -> None:
    """Removes ``algorithm`` from each stablehlo.dot_general where it says no
    more than the types do, and rejects the others.

    stablehlo-legalize-to-linalg leaves a dot_general with an algorithm
    alone. A linalg contraction multiplies in the operands' element types and
    accumulates in the result's, so an algorithm such as
    ``<bf16, bf16 -> f32>`` on bf16 operands and an f32 result (what
    jax.nn.dot_product_attention emits) is already implied by the types. An
    algorithm that rounds the operands (f32 as tf32 or as bf16x3), that
    accumulates in another type than the result, or that allows imprecise
    accumulation has no linalg form.
    """
    for op in _walk(module.operation):
        if op.name != "stablehlo.dot_general" \
                or "algorithm" not in op.attributes:
            continue
        attribute = op.attributes["algorithm"]
        fields = _algorithm_fields(attribute, stablehlo)
        lhs = str(ir.ShapedType(op.operands[0].type).element_type)
        rhs = str(ir.ShapedType(op.operands[1].type).element_type)
        result = str(ir.ShapedType(op.results[0].type).element_type)
        reasons = []
        for side, element in (("lhs", lhs), ("rhs", rhs)):
            precision = fields.get(f"{side}_precision_type")
            if precision != element:
                reasons.append(
                    f"the {side} precision type {precision} differs from the "
                    f"{side} element type {element} (the operand would be "
                    f"rounded before the product)")
        accumulation = fields.get("accumulation_type")
        if accumulation != result:
            reasons.append(
                f"the accumulation type {accumulation} differs from the result"
                f" element type {result} (linalg accumulates in the result "
                "type)")
        for key in ("lhs_component_count", "rhs_component_count",
                    "num_primitive_operations"):
            if fields.get(key) != 1:
                reasons.append(f"{key} is {fields.get(key)}, not 1")
        if fields.get("allow_imprecise_accumulation") is not False:
            reasons.append("it allows imprecise accumulation")
        if reasons:
            raise AttnError(
                f"stablehlo.dot_general{_where(op)} uses {attribute}, which "
                f"linalg cannot represent: {'; '.join(reasons)}")
        del op.attributes["algorithm"]


def _check_lowered(module) -> None:
    for op in _walk(module.operation):
        if _dialect(op.name) not in _FRAMEWORK_DIALECTS:
            continue
        what = op.name
        if op.name.endswith(".custom_call") \
                and "call_target_name" in op.attributes:
            what += f" {op.attributes['call_target_name']}"
        raise AttnError(
            f"{what}{_where(op)} was not lowered to linalg: jaxlib's "
            "stablehlo-legalize-to-linalg has no pattern for it")
