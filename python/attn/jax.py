# attn/jax.py - run a JAX attention function as attn's fused kernels.
"""Fuse a JAX attention function into attn's compiled kernels.

    import attn.jax

    @attn.jax.fuse                      # or attn.jax.fuse(fn, target="cuda")
    def attention(q, k, v):
        ...naive softmax(q kᵀ) v in jax.numpy...

    out = attention(q, k, v)                       # eager
    out = jax.jit(attention)(q, k, v)              # under jit
    dq = jax.grad(lambda q: attention(q, k, v).sum())(q)   # custom_vjp

On the first call for given argument shapes and dtypes, the function is
exported with ``jax.export`` and lowered to linalg
(``attn.importer.jax.to_linalg``), and ``attn-opt --attn-raise-pipeline``
raises its attention. The raised function must then be exactly one
``attn.sdpa`` whose operands are the function's arguments and whose result
is the function's result: ``fn`` must be the attention core. Splitting an
arbitrary program around the attention (running the rest with XLA) is
future work; until then a function that computes anything else (a
projection, a bias from a mask, a cast of the output) is refused with an
``AttnError`` that carries the raise report's remarks, or, with
``fallback=True``, runs unchanged after a warning.

The raised op's attributes become a module of two entries,

* ``forward(q, k, v[, bias, alibi, sink, seqlens_q, seqlens_kv]) -> (out, lse)``
  (``attn.sdpa``),
* ``backward(q, k, v, out, d_out, lse[, the same extras]) -> (dq, dk, dv[,
  d_bias][, d_sink])`` (``attn.sdpa_grad`` with the same attributes),

compiled by ``attn-compile`` for ``target`` into a shared object. The
artifact (the .so and a JSON descriptor) is cached on disk (see
``attn.compiler``), keyed by the linalg text, the options, the attn version
and the target. JAX calls the entries through the XLA FFI handler of
``libattn_xla_ffi.so`` (runtime/lib/XlaFfi.cpp), registered as the FFI
target ``attn_call`` with the attributes ``module`` (the .so's path) and
``entry``.

``save(fused, path, example_args)`` writes the artifact for those argument
shapes to a directory (or a .tar.gz/.tgz/.tar/.zip archive); ``load(path)``
returns a function that runs it with only jax, this package and the runtime
libraries: no compiler, no raising. That is how a CPU machine with the
compiler prepares CUDA kernels for a GPU machine without it.

Limits: static shapes (one compilation per shape and dtype set); no
``jax.vmap`` (an AttnError says so; the layout's batch dimension is the way
to batch); no dropout; no gradient with respect to ALiBi slopes. The FFI
handler must be built against FFI headers no newer than the jaxlib that
loads it (see docs/JAX.md).
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import json
import os
import re
import shutil
import tarfile
import threading
import warnings
import zipfile

import attn
from attn import AttnError

__all__ = ["fuse", "save", "load", "Fused", "Loaded", "Artifact",
           "AttnFallbackWarning", "register_ffi", "find_ffi_library",
           "FFI_TARGET", "FFI_LIBRARY_NAME"]

#: The name the FFI handler is registered under (for "cpu" and "CUDA").
FFI_TARGET = "attn_call"
FFI_LIBRARY_NAME = "libattn_xla_ffi.so"
#: The descriptor format written by save() and the cache.
FORMAT = "attn.jax.artifact/1"

_TARGETS = ("cpu", "cuda")
_BACKENDS = ("fused", "cudnn", "auto")


class AttnFallbackWarning(UserWarning):
    """fuse(..., fallback=True) runs a function unchanged: it could not be
    fused (the message says why)."""


# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------

# MLIR element type <-> numpy dtype name.
_MLIR_TO_DTYPE = {"bf16": "bfloat16", "f16": "float16", "f32": "float32",
                  "f64": "float64", "i1": "bool", "i8": "int8",
                  "i32": "int32", "i64": "int64"}
_DTYPE_TO_MLIR = {value: key for key, value in _MLIR_TO_DTYPE.items()}

_TENSOR = re.compile(r"^tensor<((?:[0-9?]+x)*)([a-z0-9]+)>$")


def _parse_tensor(text):
    """'tensor<2x64x4x32xbf16>' -> ((2, 64, 4, 32), 'bfloat16')."""
    match = _TENSOR.match(text.strip())
    if not match:
        raise AttnError("unexpected type %s in the raised module" % text)
    dims = [d for d in match.group(1).split("x") if d]
    if "?" in dims:
        raise AttnError("the raised function has a dynamic shape (%s); "
                        "fuse needs static shapes" % text)
    element = match.group(2)
    if element not in _MLIR_TO_DTYPE:
        raise AttnError("unsupported element type %s in %s" % (element, text))
    return tuple(int(d) for d in dims), _MLIR_TO_DTYPE[element]


def _tensor_type(shape, dtype):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape),
                             _DTYPE_TO_MLIR[dtype])


def _dtype_name(dtype):
    import numpy as np
    return np.dtype(dtype).name


# ---------------------------------------------------------------------------
# Reading the raised module (MLIR generic form)
# ---------------------------------------------------------------------------

# attn.sdpa's operand segments and attn.sdpa_grad's extra ones, in order.
_SDPA_OPERANDS = ("query", "key", "value", "bias", "alibi_slopes", "sink",
                  "seqlens_q", "seqlens_kv", "dropout_seed", "dropout_offset")
_EXTRAS = _SDPA_OPERANDS[3:8]

_OP_NAME = re.compile(r'"([A-Za-z_][\w$]*\.[\w.$]+)"\(')
# One attn.sdpa statement, its modifier regions `({...}, {...})` joined
# into it (they are copied into the forward and backward entries as text).
_SDPA_LINE = re.compile(
    r'^(%[\w]+)(?::(\d+))? = "attn\.sdpa"\(([^)]*)\)\s*<\{(.*?)\}>'
    r'(\s*\(\{.*\}\))?(?:\s*\{[^{}]*\})?\s*:\s*\(([^\n]*)\)\s*->\s*'
    r'([^\n]*)$', re.S)
_RETURN_LINE = re.compile(r'^"func\.return"\(([^)]*)\)')


def _split_top(text, separator=","):
    """Splits at separators outside (), [], {}, <> and quotes."""
    parts, depth, start, quote = [], 0, 0, False
    for i, char in enumerate(text):
        if quote:
            if char == '"' and text[i - 1] != "\\":
                quote = False
        elif char == '"':
            quote = True
        elif char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail:
        parts.append(tail)
    return parts


def _main_body(text):
    """(block argument text, body lines) of the public function @main."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if '"func.func"()' in line and 'sym_name = "main"' in line:
            indent = line[:len(line) - len(line.lstrip())]
            body = []
            for inner in lines[i + 1:]:
                if inner.startswith(indent + "})"):
                    break
                body.append(inner.strip())
            if not body or not body[0].startswith("^bb0("):
                raise AttnError("cannot read the raised function @main")
            return body[0][len("^bb0("):body[0].rindex(")")], body[1:]
    raise AttnError("the raised module has no function @main")


def _statements(body):
    """Groups body lines into top-level statements: an op with regions spans
    the lines up to where its braces balance."""
    statements, current, depth = [], [], 0
    for line in body:
        current.append(line)
        depth += line.count("{") - line.count("}")
        if depth <= 0:
            statements.append("\n".join(current))
            current, depth = [], 0
    if current:
        statements.append("\n".join(current))
    return statements


def _without_regions(statement):
    """A statement's text with its regions' bodies left out."""
    return re.sub(r"\(\{.*\}\)", "({})", statement, flags=re.S)


def _remarks(report):
    """The 'remark:' lines of attn-opt's stderr, without the IR notes."""
    lines = [line for line in report.splitlines() if "remark:" in line]
    return lines


def _summary(counts):
    return ", ".join("%d× %s" % (n, name) for name, n in sorted(
        counts.items(), key=lambda item: (-item[1], item[0])))


class _Refused(AttnError):
    """The raised function is not a single attn.sdpa on the arguments."""

    def __init__(self, name, reason, report, linalg_path):
        remarks = _remarks(report)
        message = ("attn.jax.fuse: %s cannot be fused: %s.\nfuse needs the "
                   "function to be exactly one attention (attn.sdpa) on its "
                   "arguments whose result it returns; splitting a program "
                   "around attention is future work, so pass the attention "
                   "core only." % (name, reason))
        if remarks:
            message += "\nRaise report (attn-opt --attn-raise-pipeline=" \
                "report=true):\n  " + "\n  ".join(remarks)
        else:
            message += "\nThe raise report has no remarks: nothing in the " \
                "function looked like attention."
        message += "\nThe imported program is kept at %s." % linalg_path
        super().__init__(message)
        self.reason = reason
        self.report = report
        self.remarks = remarks
        self.linalg_path = linalg_path


def _read_raised(raised, report, name, linalg_path, leaf_count):
    """Checks that @main is one attn.sdpa on its arguments returned as is;
    returns the op's description."""
    def refuse(reason):
        return _Refused(name, reason, report, linalg_path)

    arg_text, body = _main_body(raised)
    args = []
    for item in _split_top(arg_text):
        arg_name, _, arg_type = item.partition(":")
        args.append((arg_name.strip(), arg_type.strip()))
    body = _statements(body)
    counts = {}
    for statement in body:
        for op_name in _OP_NAME.findall(_without_regions(statement)):
            counts[op_name] = counts.get(op_name, 0) + 1
    sdpa_count = counts.get("attn.sdpa", 0)
    others = {k: v for k, v in counts.items()
              if k not in ("attn.sdpa", "func.return")}
    if sdpa_count == 0:
        raise refuse("no attention was raised (the raised function has %s)"
                     % (_summary(others) or "no operations"))
    if sdpa_count > 1:
        raise refuse("%d attention ops were raised; fuse takes one"
                     % sdpa_count)
    if others:
        raise refuse("besides the attention, the raised function computes "
                     "%s" % _summary(others))
    if len(args) != leaf_count:
        raise AttnError("the exported function has %d arguments for %d array "
                        "arguments" % (len(args), leaf_count))
    sdpa = _SDPA_LINE.match(body[0]) if body else None
    ret = _RETURN_LINE.match(body[1]) if len(body) > 1 else None
    if not sdpa or not ret:
        raise AttnError("cannot read the raised attention:\n%s"
                        % "\n".join(body))
    result, result_count, operand_text, properties, regions, \
        operand_types, result_types = sdpa.groups()
    regions = (regions or "").strip() or "({}, {})"
    # The regions are isolated from above, but the parser keeps one SSA
    # name space per function: their names get a prefix of their own so
    # that they cannot collide with the new entries' arguments.
    regions = re.sub(r"%([\w$.]+)", r"%mod_\1", regions)
    returned = [r.strip() for r in ret.group(1).split(",") if r.strip()]
    out_names = {result} if result_count is None else {result + "#0"}
    if len(returned) != 1 or returned[0] not in out_names:
        raise refuse("the function returns %s, not the attention's output "
                     "alone" % (", ".join(returned) or "nothing"))

    operands = [o.strip() for o in operand_text.split(",") if o.strip()]
    props = []
    for item in _split_top(properties):
        key, _, value = item.partition("=")
        props.append((key.strip(), value.strip()))
    prop = dict(props)
    segments = [int(s) for s in re.findall(
        r"-?\d+", prop.get("operandSegmentSizes", "").split(":", 1)[-1])]
    if len(segments) != len(_SDPA_OPERANDS) or sum(segments) != len(operands):
        raise AttnError("cannot read the operand segments of the raised "
                        "attention: %s" % prop.get("operandSegmentSizes"))
    roles = [role for role, n in zip(_SDPA_OPERANDS, segments)
             for _ in range(n)]
    if segments[8] or segments[9]:
        raise refuse("the attention uses dropout (rng operands), which fuse "
                     "does not support yet")
    dropout = prop.get("dropout", "0.0").split(":")[0].strip()
    if float(dropout) != 0.0:
        raise refuse("the attention uses dropout, which fuse does not "
                     "support yet")
    arg_index = {arg_name: i for i, (arg_name, _) in enumerate(args)}
    operand_list = []
    types = _split_top(operand_types)
    for role, operand, operand_type in zip(roles, operands, types):
        if operand not in arg_index:
            raise refuse("the attention's %s is computed inside the function,"
                         " not one of its arguments" % role)
        shape, dtype = _parse_tensor(operand_type)
        operand_list.append({"role": role, "arg": arg_index[operand],
                             "shape": list(shape), "dtype": dtype})
    out_type = _split_top(result_types.strip().strip("()"))[0]
    out_shape, out_dtype = _parse_tensor(out_type)
    layout = re.search(r"layout\s+(\w+)|layout<(\w+)>",
                       prop.get("layout", ""))
    layout = (layout.group(1) or layout.group(2)) if layout else None
    if layout not in ("bshd", "bhsd", "sbhd", "thd"):
        raise AttnError("unknown layout %s" % prop.get("layout"))
    q_shape = operand_list[0]["shape"]
    if layout == "bshd":
        lse_shape = [q_shape[0], q_shape[2], q_shape[1]]
    elif layout == "bhsd":
        lse_shape = [q_shape[0], q_shape[1], q_shape[2]]
    elif layout == "sbhd":
        lse_shape = [q_shape[1], q_shape[2], q_shape[0]]
    else:
        lse_shape = [q_shape[1], q_shape[0]]
    arg_list = []
    for _, arg_type in args:
        shape, dtype = _parse_tensor(arg_type)
        arg_list.append({"shape": list(shape), "dtype": dtype})
    return {
        "args": arg_list,
        "operands": operand_list,
        "segments": segments,
        "properties": props,
        "out": {"shape": list(out_shape), "dtype": out_dtype},
        "lse": {"shape": lse_shape, "dtype": "float32"},
        "layout": layout,
        "regions": regions,
    }


def _props_text(props):
    return "<{%s}>" % ", ".join("%s = %s" % item for item in props)


def _write_module(op):
    """The MLIR module of the forward and backward entries."""
    def ty(desc):
        return _tensor_type(desc["shape"], desc["dtype"])

    operands = op["operands"]
    out_t, lse_t = ty(op["out"]), ty(op["lse"])
    in_types = [ty(o) for o in operands]
    params = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(in_types))
    names = ", ".join("%%arg%d" % i for i in range(len(operands)))
    forward = (
        "  func.func public @forward(%s) -> (%s, %s) {\n"
        "    %%0:2 = \"attn.sdpa\"(%s) %s %s : (%s) -> (%s, %s)\n"
        "    return %%0#0, %%0#1 : %s, %s\n"
        "  }\n" % (params, out_t, lse_t, names,
                   _props_text(op["properties"]), op["regions"],
                   ", ".join(in_types),
                   out_t, lse_t, out_t, lse_t))

    extras = operands[3:]
    grad_in = in_types[:3] + [out_t, out_t, lse_t] + in_types[3:]
    segments = op["segments"]
    grad_segments = [1] * 6 + segments[3:8] + [0, 0]
    results = [dict(operands[i], grad="d_" + operands[i]["role"],
                    operand=i) for i in range(3)]
    for i, extra in enumerate(extras, start=3):
        if extra["role"] in ("bias", "sink"):
            results.append(dict(extra, grad="d_" + extra["role"], operand=i))
    has_bias = any(r["grad"] == "d_bias" for r in results)
    has_sink = any(r["grad"] == "d_sink" for r in results)
    grad_props = []
    for key, value in op["properties"]:
        if key == "operandSegmentSizes":
            value = "array<i32: %s>" % ", ".join(map(str, grad_segments))
        grad_props.append((key, value))
    grad_props.append(("resultSegmentSizes", "array<i32: 1, 1, 1, %d, %d>"
                       % (has_bias, has_sink)))
    grad_props.sort()
    result_types = [ty(r) for r in results]
    grad_params = ", ".join("%%arg%d: %s" % (i, t)
                            for i, t in enumerate(grad_in))
    grad_names = ", ".join("%%arg%d" % i for i in range(len(grad_in)))
    backward = (
        "  func.func public @backward(%s) -> (%s) {\n"
        "    %%0:%d = \"attn.sdpa_grad\"(%s) %s %s : (%s) -> (%s)\n"
        "    return %s : %s\n"
        "  }\n" % (grad_params, ", ".join(result_types), len(results),
                   grad_names, _props_text(grad_props), op["regions"],
                   ", ".join(grad_in),
                   ", ".join(result_types),
                   ", ".join("%%0#%d" % i for i in range(len(results))),
                   ", ".join(result_types)))
    backward_desc = [{"role": r["grad"], "operand": r["operand"],
                      "shape": r["shape"], "dtype": r["dtype"]}
                     for r in results]
    return "module {\n" + forward + backward + "}\n", backward_desc


# ---------------------------------------------------------------------------
# The FFI handler
# ---------------------------------------------------------------------------

_ffi_lock = threading.Lock()
_ffi_library = None
_registered = set()


def find_ffi_library():
    """libattn_xla_ffi.so: $ATTN_XLA_FFI_LIBRARY, else next to the runtime
    library in use, else the package directory, else <repo>/build/lib."""
    from attn import runtime
    env = "ATTN_XLA_FFI_LIBRARY"
    value = os.environ.get(env)
    if value:
        if os.path.isfile(value):
            return os.path.abspath(value)
        raise AttnError("%s is set to '%s', which is not a file"
                        % (env, value))
    candidates = []
    try:
        candidates.append(("next to the runtime", os.path.join(
            os.path.dirname(runtime.find_library()), FFI_LIBRARY_NAME)))
    except AttnError:
        pass
    for what, path in runtime.library_candidates(FFI_LIBRARY_NAME, env):
        if all(path != known for _, known in candidates):
            candidates.append((what, path))
    for _, path in candidates:
        if os.path.isfile(path):
            return path
    raise AttnError(
        "cannot find %s (the XLA FFI handler); looked at: $%s (not set); %s. "
        "Configure the runtime with jax's FFI headers (cmake -S runtime -B "
        "build-rt -DATTN_XLA_FFI_INCLUDE_DIR=$(python -c 'import jax.ffi; "
        "print(jax.ffi.include_dir())')), build it and set %s"
        % (FFI_LIBRARY_NAME, env, "; ".join(
            "%s (%s)" % (path, what) for what, path in candidates), env))


def _jaxlib_ffi_version():
    """(major, minor) of the XLA FFI API in the loaded jaxlib's headers."""
    import jax.ffi
    try:
        header = os.path.join(jax.ffi.include_dir(), "xla", "ffi", "api",
                              "c_api.h")
        with open(header) as f:
            text = f.read()
        major = re.search(r"#define XLA_FFI_API_MAJOR (\d+)", text)
        minor = re.search(r"#define XLA_FFI_API_MINOR (\d+)", text)
        return int(major.group(1)), int(minor.group(1))
    except Exception:
        return None


def _load_ffi_library():
    global _ffi_library
    if _ffi_library is None:
        from attn import runtime
        # The runtime first, RTLD_GLOBAL: the handler's dependency on
        # libattn_runtime.so then resolves (by soname) to this very copy.
        runtime.default_runtime()
        path = find_ffi_library()
        try:
            library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
        except OSError as error:
            raise AttnError("cannot load %s: %s" % (path, error)) from None
        try:
            for symbol in ("attn_xla_ffi_api_major", "attn_xla_ffi_api_minor"):
                getattr(library, symbol).restype = ctypes.c_int
            library.attn_xla_ffi_headers.restype = ctypes.c_char_p
            library.attn_xla_ffi_cpu, library.attn_xla_ffi_cuda
        except AttributeError as error:
            raise AttnError("%s is not attn's XLA FFI handler library (%s)"
                            % (path, error)) from None
        built = (library.attn_xla_ffi_api_major(),
                 library.attn_xla_ffi_api_minor())
        speaks = _jaxlib_ffi_version()
        if speaks is not None and (built[0] != speaks[0] or
                                   built[1] > speaks[1]):
            import jaxlib
            import jax.ffi
            raise AttnError(
                "%s was built with %s, but jaxlib %s speaks XLA FFI API %d.%d "
                "and would reject it; rebuild the runtime with "
                "-DATTN_XLA_FFI_INCLUDE_DIR=%s"
                % (path, library.attn_xla_ffi_headers().decode(),
                   getattr(jaxlib, "__version__", "?"), speaks[0], speaks[1],
                   jax.ffi.include_dir()))
        library.path = path
        _ffi_library = library
    return _ffi_library


def register_ffi(platform="cpu"):
    """Registers the handler of libattn_xla_ffi.so as the FFI target
    ``attn_call`` for ``platform`` ("cpu" or "cuda"); done once per
    platform, on first use."""
    import jax
    import jax.ffi
    platform = platform.lower()
    if platform not in _TARGETS:
        raise AttnError("unknown platform '%s' (cpu or cuda)" % platform)
    with _ffi_lock:
        if platform in _registered:
            return
        library = _load_ffi_library()
        handler = getattr(library, "attn_xla_ffi_" + platform)
        jax.ffi.register_ffi_target(
            FFI_TARGET, jax.ffi.pycapsule(handler),
            platform="cpu" if platform == "cpu" else "CUDA")
        _registered.add(platform)


# ---------------------------------------------------------------------------
# Artifacts: a compiled module and its descriptor
# ---------------------------------------------------------------------------

class Artifact:
    """A compiled module (``module.so``) and its descriptor
    (``descriptor.json``) in ``directory``."""

    def __init__(self, directory):
        self.directory = os.path.abspath(directory)
        path = os.path.join(self.directory, "descriptor.json")
        try:
            with open(path) as f:
                self.descriptor = json.load(f)
        except (OSError, ValueError) as error:
            raise AttnError("cannot read the attn artifact descriptor %s: %s"
                            % (path, error)) from None
        if self.descriptor.get("format") != FORMAT:
            raise AttnError("%s is not an attn.jax artifact (format %r, "
                            "expected %r)" % (path,
                                              self.descriptor.get("format"),
                                              FORMAT))
        self.module_path = os.path.join(self.directory,
                                        self.descriptor["module"])
        if not os.path.isfile(self.module_path):
            raise AttnError("the attn artifact %s lacks its module %s"
                            % (self.directory, self.module_path))
        self.target = self.descriptor["target"]
        self._callable = None
        self._lock = threading.Lock()

    def signature(self):
        return tuple((tuple(a["shape"]), a["dtype"])
                     for a in self.descriptor["args"])

    def __repr__(self):
        return "Artifact(%s, target=%s)" % (self.directory, self.target)

    def callable(self):
        """f(*leaves) -> out, differentiable (custom_vjp), calling the
        module through the FFI handler."""
        with self._lock:
            if self._callable is None:
                self._callable = _make_callable(self)
            return self._callable


def _make_callable(artifact):
    import jax
    import jax.numpy as jnp
    from jax import custom_batching
    from jax.custom_derivatives import SymbolicZero

    desc = artifact.descriptor
    module_path = artifact.module_path
    register_ffi(artifact.target)
    operands = desc["operands"]
    out_sds = jax.ShapeDtypeStruct(tuple(desc["out"]["shape"]),
                                   jnp.dtype(desc["out"]["dtype"]))
    lse_sds = jax.ShapeDtypeStruct(tuple(desc["lse"]["shape"]), jnp.float32)
    grads = desc["backward"]
    grad_sds = tuple(jax.ShapeDtypeStruct(tuple(g["shape"]),
                                          jnp.dtype(g["dtype"]))
                     for g in grads)
    forward_call = jax.ffi.ffi_call(FFI_TARGET, (out_sds, lse_sds))
    backward_call = jax.ffi.ffi_call(FFI_TARGET, grad_sds)
    alibi = [o["arg"] for o in operands if o["role"] == "alibi_slopes"]

    def no_vmap(fn, what):
        wrapped = custom_batching.custom_vmap(fn)

        @wrapped.def_vmap
        def rule(axis_size, in_batched, *args):
            raise AttnError(
                "attn.jax: the fused attention's %s cannot be vmapped (its "
                "kernels are compiled for one shape); put the batch into the "
                "layout's batch dimension instead of using jax.vmap" % what)
        return wrapped

    def forward_impl(*ops):
        return tuple(forward_call(*ops, module=module_path, entry="forward"))

    def backward_impl(*ops):
        return tuple(backward_call(*ops, module=module_path,
                                   entry="backward"))

    forward = no_vmap(forward_impl, "forward")
    backward = no_vmap(backward_impl, "backward")

    def gather(leaves):
        return [leaves[o["arg"]] for o in operands]

    @jax.custom_vjp
    def fused(*leaves):
        return forward(*gather(leaves))[0]

    def fused_fwd(*primals):
        leaves = tuple(p.value for p in primals)
        for i in alibi:
            if primals[i].perturbed:
                raise AttnError("attn.jax: the fused attention has no "
                                "gradient with respect to its ALiBi slopes "
                                "(argument %d)" % i)
        out, lse = forward(*gather(leaves))
        return out, (leaves, out, lse)

    def fused_bwd(residuals, d_out):
        leaves, out, lse = residuals
        if isinstance(d_out, SymbolicZero):
            return (None,) * len(leaves)
        ops = gather(leaves)
        d_out = jnp.asarray(d_out, dtype=out.dtype)
        results = backward(*(ops[:3] + [out, d_out, lse] + ops[3:]))
        cotangents = [None] * len(leaves)
        for grad, value in zip(grads, results):
            i = operands[grad["operand"]]["arg"]
            cotangents[i] = value if cotangents[i] is None \
                else cotangents[i] + value
        return tuple(cotangents)

    fused.defvjp(fused_fwd, fused_bwd, symbolic_zeros=True)
    return fused


def _check_leaves(leaves, name):
    for i, leaf in enumerate(leaves):
        if not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")):
            raise AttnError("%s: argument leaf %d is %s, not an array; pass "
                            "arrays only (bind other parameters with "
                            "functools.partial)"
                            % (name, i, type(leaf).__name__))


def _signature(leaves):
    return tuple((tuple(int(d) for d in leaf.shape), _dtype_name(leaf.dtype))
                 for leaf in leaves)


# ---------------------------------------------------------------------------
# fuse
# ---------------------------------------------------------------------------

_FALLBACK = object()


class Fused:
    """The function returned by :func:`fuse`."""

    def __init__(self, fn, target, backend, fallback, compile_args):
        self.fn = fn
        self.target = target
        self.backend = backend
        self.fallback = fallback
        self.compile_args = tuple(compile_args)
        self.name = getattr(fn, "__qualname__", None) or \
            getattr(fn, "__name__", None) or type(fn).__name__
        self._compiled = {}
        self._lock = threading.Lock()
        functools.update_wrapper(self, fn)

    def __repr__(self):
        return "<attn.jax.fuse(%s, target=%s, backend=%s)>" % (
            self.name, self.target, self.backend)

    def __call__(self, *args, **kwargs):
        import jax
        if kwargs:
            raise TypeError("attn.jax.fuse(%s): pass the arrays positionally "
                            "(bind other parameters with functools.partial)"
                            % self.name)
        leaves, treedef = jax.tree_util.tree_flatten(args)
        _check_leaves(leaves, "attn.jax.fuse(%s)" % self.name)
        compiled = self._lookup(args, leaves, treedef)
        if compiled is _FALLBACK:
            return self.fn(*args)
        artifact, out_tree = compiled
        out = artifact.callable()(*leaves)
        return jax.tree_util.tree_unflatten(out_tree, [out])

    def compile(self, *example_args):
        """The Artifact for these example arguments (arrays or
        jax.ShapeDtypeStruct), compiled if needed, without running it.
        Raises AttnError when the function cannot be fused, also with
        fallback=True."""
        import jax
        leaves, treedef = jax.tree_util.tree_flatten(example_args)
        _check_leaves(leaves, "attn.jax.fuse(%s)" % self.name)
        return self._prepare(example_args, leaves, treedef)[0]

    def _lookup(self, args, leaves, treedef):
        key = (treedef, _signature(leaves))
        with self._lock:
            found = self._compiled.get(key)
            if found is not None:
                return found
            try:
                found = self._prepare(args, leaves, treedef)
            except AttnError as error:
                if not self.fallback:
                    raise
                warnings.warn(
                    "attn.jax.fuse: running %s unfused for arguments %s: %s"
                    % (self.name, _describe(key[1]), error),
                    AttnFallbackWarning, stacklevel=3)
                found = _FALLBACK
            self._compiled[key] = found
            return found

    def _prepare(self, args, leaves, treedef):
        import jax
        from attn import compiler
        from attn.importer.jax import to_linalg

        specs = jax.tree_util.tree_unflatten(treedef, [
            jax.ShapeDtypeStruct(tuple(leaf.shape), leaf.dtype)
            for leaf in leaves])
        try:
            out_spec = jax.eval_shape(self.fn, *specs)
        except Exception as error:
            raise AttnError("attn.jax.fuse: cannot trace %s (%s: %s)"
                            % (self.name, type(error).__name__, error)) \
                from None
        out_leaves, out_tree = jax.tree_util.tree_flatten(out_spec)
        if len(out_leaves) != 1:
            raise AttnError("attn.jax.fuse: %s returns %d arrays; fuse takes "
                            "an attention function returning one"
                            % (self.name, len(out_leaves)))
        platform = "cuda" if self.target == "cuda" else "cpu"
        # keep_unused: the exported arguments are then the argument leaves.
        linalg = to_linalg(jax.jit(self.fn, keep_unused=True), *specs,
                           platform=platform)
        options = {"backend": self.backend,
                   "compile_args": list(self.compile_args),
                   "cleanup": list(compiler.CLEANUP),
                   "format": FORMAT}
        key = compiler.cache_key(linalg, options, self.target)
        entry = compiler.cache_lookup(key, ("descriptor.json", "module.so"))
        if entry is None:
            entry = compiler.cache_store(
                key, lambda directory: self._build(
                    directory, linalg, leaves, out_leaves[0]))
        artifact = Artifact(entry)
        if artifact.signature() != _signature(leaves):
            raise AttnError("the cached artifact %s is for arguments %s, not "
                            "%s" % (entry, _describe(artifact.signature()),
                                    _describe(_signature(leaves))))
        return artifact, out_tree

    def _build(self, directory, linalg, leaves, out_spec):
        from attn import compiler
        linalg_path = os.path.join(directory, "linalg.mlir")
        with open(linalg_path, "w") as f:
            f.write(linalg)
        raised, report = compiler.raise_attention(linalg_path)
        with open(os.path.join(directory, "raised.mlir"), "w") as f:
            f.write(raised)
        # The program stays inspectable after a refusal.
        kept = os.path.join(compiler.cache_dir(), "refused-%s.mlir"
                            % hashlib.sha256(linalg.encode()).hexdigest()[:16])
        try:
            op = _read_raised(raised, report, self.name, kept, len(leaves))
        except _Refused:
            shutil.copyfile(linalg_path, kept)
            raise
        if (tuple(op["out"]["shape"]) != tuple(out_spec.shape) or
                op["out"]["dtype"] != _dtype_name(out_spec.dtype)):
            raise AttnError("the raised attention returns %s, but %s returns "
                            "%s" % (_tensor_type(op["out"]["shape"],
                                                 op["out"]["dtype"]),
                                    self.name, out_spec))
        module_text, backward = _write_module(op)
        module_path = os.path.join(directory, "module.mlir")
        with open(module_path, "w") as f:
            f.write(module_text)
        args = list(self.compile_args)
        if self.target == "cuda":
            args = ["--gpu-backend=%s" % self.backend] + args
        compiler.compile_module(module_path,
                                os.path.join(directory, "module.so"),
                                target=self.target, args=args)
        descriptor = {
            "format": FORMAT,
            "attn_version": attn.__version__,
            "function": self.name,
            "target": self.target,
            "backend": self.backend,
            "compile_args": list(self.compile_args),
            "module": "module.so",
            "entries": {"forward": "forward", "backward": "backward"},
            "args": op["args"],
            "operands": op["operands"],
            "out": op["out"],
            "lse": op["lse"],
            "backward": backward,
            "attributes": dict(op["properties"]),
            # The score_mod / mask_mod regions (generic MLIR), '({}, {})'
            # without modifiers.
            "regions": op["regions"],
        }
        with open(os.path.join(directory, "descriptor.json"), "w") as f:
            json.dump(descriptor, f, indent=1)


def _describe(signature):
    return "(%s)" % ", ".join("%s[%s]" % (dtype, ",".join(map(str, shape)))
                              for shape, dtype in signature)


def fuse(fn=None, *, target="cpu", backend="fused", fallback=False,
         compile_args=()):
    """Returns a function that computes ``fn`` with attn's fused attention
    kernels, inside and outside ``jax.jit``, differentiable with
    ``jax.grad`` (``jax.custom_vjp``: the backward runs attn.sdpa_grad).

    ``fn`` takes arrays (positionally; pytrees of arrays are flattened) and
    must be an attention core: once raised, exactly one ``attn.sdpa`` on its
    arguments whose output it returns. ``target`` is where the kernels run,
    "cpu" or "cuda"; ``backend`` picks the CUDA implementation, "fused"
    (attn's generated kernels), "cudnn" or "auto" (attn-compile
    --gpu-backend; for "cpu" only "fused" and "auto" apply).
    ``compile_args`` are extra attn-compile flags (e.g. "--chip=sm_90a").

    A function that cannot be fused raises ``AttnError`` on its first call,
    with the raise report; with ``fallback=True`` it warns
    (``AttnFallbackWarning``) and runs ``fn`` unchanged instead. Usable as a
    decorator, with or without arguments.
    """
    if target not in _TARGETS:
        raise AttnError("attn.jax.fuse: unknown target %r (%s)"
                        % (target, " or ".join(_TARGETS)))
    if backend not in _BACKENDS:
        raise AttnError("attn.jax.fuse: unknown backend %r (%s)"
                        % (backend, ", ".join(_BACKENDS)))
    if target == "cpu" and backend == "cudnn":
        raise AttnError("attn.jax.fuse: backend='cudnn' needs target='cuda'")
    if fn is None:
        return functools.partial(fuse, target=target, backend=backend,
                                 fallback=fallback, compile_args=compile_args)
    if not callable(fn):
        raise TypeError("attn.jax.fuse: %r is not callable" % (fn,))
    return Fused(fn, target, backend, fallback, compile_args)


# ---------------------------------------------------------------------------
# save / load
# ---------------------------------------------------------------------------

_ARCHIVES = (".tar.gz", ".tgz", ".tar", ".zip")
_FILES = ("descriptor.json", "module.so", "module.mlir")


def save(fused, path, example_args):
    """Writes the artifact of ``fused`` (a :func:`fuse` result) for
    ``example_args`` (a tuple of arrays or jax.ShapeDtypeStructs) to
    ``path``: a directory, or an archive if the name ends in .tar.gz, .tgz,
    .tar or .zip. Returns ``path``."""
    if not isinstance(fused, Fused):
        raise AttnError("attn.jax.save: expected a function returned by "
                        "attn.jax.fuse, not %s" % type(fused).__name__)
    if not isinstance(example_args, (tuple, list)):
        example_args = (example_args,)
    artifact = fused.compile(*example_args)
    path = os.fspath(path)
    files = [(name, os.path.join(artifact.directory, name)) for name in _FILES
             if os.path.isfile(os.path.join(artifact.directory, name))]
    if path.endswith(".zip"):
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for name, source in files:
                archive.write(source, name)
    elif path.endswith((".tar.gz", ".tgz", ".tar")):
        mode = "w" if path.endswith(".tar") else "w:gz"
        with tarfile.open(path, mode) as archive:
            for name, source in files:
                archive.add(source, name)
    else:
        os.makedirs(path, exist_ok=True)
        for name, source in files:
            shutil.copyfile(source, os.path.join(path, name))
    return path


def _extract(path):
    """An archive's artifact, unpacked once into the cache (keyed by the
    archive's sha256)."""
    from attn import compiler
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    key = "archive-" + digest.hexdigest()
    found = compiler.cache_lookup(key, ("descriptor.json",))
    if found:
        return found

    def unpack(directory):
        if path.endswith(".zip"):
            with zipfile.ZipFile(path) as archive:
                for name in archive.namelist():
                    if name not in _FILES:
                        raise AttnError("unexpected file %s in %s"
                                        % (name, path))
                archive.extractall(directory)
        else:
            with tarfile.open(path) as archive:
                for member in archive.getmembers():
                    if member.name not in _FILES or not member.isfile():
                        raise AttnError("unexpected member %s in %s"
                                        % (member.name, path))
                archive.extractall(directory, filter="data")
    return compiler.cache_store(key, unpack)


class Loaded:
    """The function returned by :func:`load`: runs a saved artifact for the
    argument shapes it was compiled for."""

    def __init__(self, artifact):
        self.artifact = artifact
        self.target = artifact.target
        self.__name__ = artifact.descriptor.get("function", "attention")

    def __repr__(self):
        return "<attn.jax.load(%s): %s %s>" % (
            self.artifact.directory, self.__name__,
            _describe(self.artifact.signature()))

    def __call__(self, *args):
        import jax
        leaves = jax.tree_util.tree_leaves(args)
        _check_leaves(leaves, "attn.jax.load(%s)" % self.__name__)
        if _signature(leaves) != self.artifact.signature():
            raise AttnError(
                "attn.jax.load(%s): the artifact was compiled for arguments "
                "%s, not %s" % (self.__name__,
                                _describe(self.artifact.signature()),
                                _describe(_signature(leaves))))
        return self.artifact.callable()(*leaves)


def load(path):
    """Loads an artifact written by :func:`save` (a directory or archive);
    returns a function of the same arguments, differentiable, usable under
    jax.jit. Needs the runtime and FFI libraries, not the compiler."""
    path = os.fspath(path)
    if not os.path.exists(path):
        raise AttnError("attn.jax.load: %s does not exist" % path)
    directory = path if os.path.isdir(path) else _extract(path)
    return Loaded(Artifact(directory))
