# attn/fusion.py - from an imported program to a compiled attention artifact.
"""The framework-neutral half of attn's framework integrations.

``attn.jax`` and ``attn.torch`` both turn a framework's attention function
into attn's kernels the same way:

1. the framework's importer writes the program as linalg-on-tensors MLIR;
2. ``attn-opt --attn-raise-pipeline`` raises its attention
   (:func:`attn.compiler.raise_attention`);
3. :func:`read_raised` checks that the raised function is exactly one
   ``attn.sdpa`` on the function's arguments, returning its output, and
   describes it (operand roles, attributes, modifier regions);
4. :func:`write_module` writes a module of two entries from that op,
   ``forward`` (``attn.sdpa`` -> out, lse) and ``backward``
   (``attn.sdpa_grad``), which ``attn-compile`` compiles for the target;
5. the module and a JSON descriptor form an :class:`Artifact`, cached on
   disk by :func:`prepare` and written to / read from directories and
   archives by :func:`save_artifact` / :func:`open_artifact`.

The frameworks differ only in how they call the entries: JAX through the
XLA FFI handler, PyTorch through a ``torch.library`` custom op over the
runtime's ctypes binding.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tarfile
import zipfile

import attn
from attn import AttnError

__all__ = ["Artifact", "Refused", "prepare", "read_raised", "write_module",
           "save_artifact", "open_artifact", "signature", "describe",
           "FORMAT", "TARGETS", "BACKENDS", "check_options"]

#: The descriptor format of an artifact (the cache and save() write it).
# /2: operands may be reshapes of the arguments and the result has steps
# (reshapes, transposes) after the attention, which readers of /1 ignore.
FORMAT = "attn.artifact/2"
#: Formats load() still reads: artifacts saved by attn.jax before PyTorch.
_READABLE_FORMATS = (FORMAT, "attn.artifact/1", "attn.jax.artifact/1")

TARGETS = ("cpu", "cuda")
BACKENDS = ("fused", "cudnn", "auto")


def check_options(caller, target, backend):
    """Raises AttnError for an unknown target or backend, or a cuDNN
    backend on the CPU."""
    if target not in TARGETS:
        raise AttnError("%s: unknown target %r (%s)"
                        % (caller, target, " or ".join(TARGETS)))
    if backend not in BACKENDS:
        raise AttnError("%s: unknown backend %r (%s)"
                        % (caller, backend, ", ".join(BACKENDS)))
    if target == "cpu" and backend == "cudnn":
        raise AttnError("%s: backend='cudnn' needs target='cuda'" % caller)


# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------

# MLIR element type <-> numpy dtype name.
_MLIR_TO_DTYPE = {"bf16": "bfloat16", "f16": "float16", "f32": "float32",
                  "f64": "float64", "i1": "bool", "i8": "int8",
                  "i32": "int32", "i64": "int64"}
_DTYPE_TO_MLIR = {value: key for key, value in _MLIR_TO_DTYPE.items()}
#: Element type (as the runtime's manifest names it) -> numpy dtype name.
DTYPE_NAMES = dict(_MLIR_TO_DTYPE)

_TENSOR = re.compile(r"^tensor<((?:[0-9?]+x)*)([a-z0-9]+)>$")


def _parse_tensor(text):
    """'tensor<2x64x4x32xbf16>' -> ((2, 64, 4, 32), 'bfloat16')."""
    match = _TENSOR.match(text.strip())
    if not match:
        raise AttnError("unexpected type %s in the raised module" % text)
    dims = [d for d in match.group(1).split("x") if d]
    if "?" in dims:
        raise AttnError("the raised function has a dynamic shape (%s); "
                        "attn needs static shapes" % text)
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
_RETURN_LINE = re.compile(r'^"func\.return"\(([^)]*)\)\s*:\s*\(([^)]*)\)')
# A reshape: tensor.collapse_shape or tensor.expand_shape of one value.
_RESHAPE_LINE = re.compile(
    r'^(%[\w]+) = "tensor\.(?:collapse|expand)_shape"\((%[\w#]+)\)')
# A transpose into a fresh tensor (linalg-specialize-generic-ops names the
# raise's and the program's permutation copies so).
_TRANSPOSE_LINE = re.compile(
    r'^(%[\w]+) = "linalg\.transpose"\((%[\w#]+), (%[\w#]+)\)\s*'
    r'<\{permutation = array<i64: ([\d, ]+)>\}>')
_EMPTY_LINE = re.compile(r'^(%[\w]+) = "tensor\.empty"\(\)')
_RESULT_TYPE = re.compile(r'->\s*(tensor<[^>]*>)\s*$')


class _Views:
    """The reshapes of the raised function, and transposes of the
    attention's output: collapse_shape and expand_shape keep the row-major
    order of the elements, so a chain of them from an argument to the
    attention is a view of the same contiguous array under another shape
    (torch-mlir and the raise's cleanup write them around single-head or
    unbatched attention: [S, D], [B, S, D], a head axis of one, heads split
    from the feature). Between the attention and the result, reshapes and
    transposes (timm's `.transpose(1, 2).reshape(B, N, C)` of a [B, H, N,
    D] output) are steps the framework applies to the output array, as the
    program does."""

    def __init__(self, statements):
        self.sources = {}     # value -> the value it reshapes
        self.transposes = {}  # value -> (source, init, permutation)
        self.types = {}       # value -> its tensor type
        self.empties = set()
        for statement in statements:
            last = statement.splitlines()[-1]
            if match := _RESHAPE_LINE.match(statement):
                self.sources[match.group(1)] = match.group(2)
            elif match := _TRANSPOSE_LINE.match(statement):
                self.transposes[match.group(1)] = (
                    match.group(2), match.group(3),
                    [int(p) for p in match.group(4).split(",")])
            elif match := _EMPTY_LINE.match(statement):
                self.empties.add(match.group(1))
            else:
                continue
            if type_match := _RESULT_TYPE.search(last):
                self.types[match.group(1)] = type_match.group(1)
        self.used = set()

    def is_view(self, statement):
        for pattern in (_RESHAPE_LINE, _TRANSPOSE_LINE, _EMPTY_LINE):
            if pattern.match(statement):
                return True
        return False

    def source(self, name):
        """The value that ``name`` reshapes, through any chain of reshapes
        (``name`` itself if it is not a reshape)."""
        while name in self.sources:
            self.used.add(name)
            name = self.sources[name]
        return name

    def result_steps(self, name):
        """(the value the returned ``name`` is computed from by reshapes and
        transposes, the steps from it to ``name`` in order: ("reshape",
        shape) or ("permute", permutation))."""
        steps = []
        while True:
            if name in self.sources:
                steps.append(("reshape",
                              list(_parse_tensor(self.types[name])[0])))
                self.used.add(name)
                name = self.sources[name]
            elif name in self.transposes:
                source, init, permutation = self.transposes[name]
                if init not in self.empties:
                    break
                steps.append(("permute", permutation))
                self.used.update((name, init))
                name = source
            else:
                break
        return name, steps[::-1]

    def unused(self):
        return (set(self.sources) | set(self.transposes) |
                self.empties) - self.used


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


class Refused(AttnError):
    """The raised function is not a single attn.sdpa on the arguments:
    ``reason`` says why, ``remarks`` are the raise report's."""

    def __init__(self, caller, name, reason, report, linalg_path):
        remarks = _remarks(report)
        message = ("%s: %s cannot be fused: %s.\nThe function must be "
                   "exactly one attention (attn.sdpa) on its arguments whose "
                   "result it returns; splitting a program around attention "
                   "is future work, so pass the attention core only."
                   % (caller, name, reason))
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


def read_raised(raised, report, name, linalg_path, leaf_count,
                caller="attn"):
    """Checks that @main is one attn.sdpa on its arguments returned as is;
    returns the op's description. Raises :class:`Refused` naming ``caller``
    otherwise."""
    def refuse(reason):
        return Refused(caller, name, reason, report, linalg_path)

    arg_text, body = _main_body(raised)
    args = []
    for item in _split_top(arg_text):
        arg_name, _, arg_type = item.partition(":")
        args.append((arg_name.strip(), arg_type.strip()))
    body = _statements(body)
    # Reshapes between the arguments and the attention, and reshapes and
    # transposes between it and the returned value, are views or steps the
    # callers apply (_Views); they are not counted as work.
    views = _Views(body)
    body = [statement for statement in body if not views.is_view(statement)]
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
        raise refuse("%d attention ops were raised; one is taken"
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
    result_steps = []
    if len(returned) == 1:
        returned[0], result_steps = views.result_steps(returned[0])
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
        raise refuse("the attention uses dropout (rng operands), which the "
                     "framework integrations do not support yet")
    dropout = prop.get("dropout", "0.0").split(":")[0].strip()
    if float(dropout) != 0.0:
        raise refuse("the attention uses dropout, which the framework "
                     "integrations do not support yet")
    arg_index = {arg_name: i for i, (arg_name, _) in enumerate(args)}
    operand_list = []
    types = _split_top(operand_types)
    for role, operand, operand_type in zip(roles, operands, types):
        operand = views.source(operand)
        if operand not in arg_index:
            raise refuse("the attention's %s is computed inside the function,"
                         " not one of its arguments" % role)
        shape, dtype = _parse_tensor(operand_type)
        operand_list.append({"role": role, "arg": arg_index[operand],
                             "shape": list(shape), "dtype": dtype})
    out_type = _split_top(result_types.strip().strip("()"))[0]
    out_shape, out_dtype = _parse_tensor(out_type)
    result_shape, _ = _parse_tensor(ret.group(2))
    if views.unused():
        raise refuse("the raised function reshapes or transposes %s, which "
                     "neither feeds the attention nor is returned"
                     % ", ".join(sorted(views.unused())))
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
        # The function's result: the output, maybe reshaped.
        "result": {"shape": list(result_shape), "dtype": out_dtype,
                   "steps": [list(step) for step in result_steps]},
        "lse": {"shape": lse_shape, "dtype": "float32"},
        "layout": layout,
        "regions": regions,
    }


def _props_text(props):
    return "<{%s}>" % ", ".join("%s = %s" % item for item in props)


def write_module(op):
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
# Artifacts: a compiled module and its descriptor
# ---------------------------------------------------------------------------

def signature(arrays):
    """((shape, dtype name), ...) of arrays of any framework (anything with
    ``shape`` and a numpy-, JAX- or torch-style ``dtype``)."""
    return tuple((tuple(int(d) for d in array.shape), dtype_name(array.dtype))
                 for array in arrays)


def dtype_name(dtype):
    """The numpy name of a numpy, JAX or torch dtype ("bfloat16", ...)."""
    text = str(dtype)
    if text.startswith("torch."):
        return text[len("torch."):]
    return _dtype_name(dtype)


def describe(sig):
    """'(bfloat16[2,64,4,32], ...)' for a :func:`signature`."""
    return "(%s)" % ", ".join("%s[%s]" % (dtype, ",".join(map(str, shape)))
                              for shape, dtype in sig)


class Artifact:
    """A compiled module (``module.so``) and its descriptor
    (``descriptor.json``) in ``directory``. The descriptor names the module's
    entries (``forward``, ``backward``), the function's arguments, which of
    them feed which operand of the attention, and the shapes of ``out``,
    ``lse`` and the backward's results."""

    def __init__(self, directory):
        self.directory = os.path.abspath(directory)
        path = os.path.join(self.directory, "descriptor.json")
        try:
            with open(path) as f:
                self.descriptor = json.load(f)
        except (OSError, ValueError) as error:
            raise AttnError("cannot read the attn artifact descriptor %s: %s"
                            % (path, error)) from None
        if self.descriptor.get("format") not in _READABLE_FORMATS:
            raise AttnError("%s is not an attn artifact (format %r, expected "
                            "%r)" % (path, self.descriptor.get("format"),
                                     FORMAT))
        self.module_path = os.path.join(self.directory,
                                        self.descriptor["module"])
        if not os.path.isfile(self.module_path):
            raise AttnError("the attn artifact %s lacks its module %s"
                            % (self.directory, self.module_path))
        self.target = self.descriptor["target"]
        self.name = self.descriptor.get("function", "attention")

    def signature(self):
        return tuple((tuple(a["shape"]), a["dtype"])
                     for a in self.descriptor["args"])

    def __repr__(self):
        return "Artifact(%s, target=%s)" % (self.directory, self.target)


def prepare(linalg, *, name, arg_signature, out_signature, target, backend,
            compile_args=(), caller="attn"):
    """The :class:`Artifact` of the imported program ``linalg`` (text):
    from the disk cache, or raised, checked, written and compiled into it.
    ``arg_signature`` / ``out_signature`` are the function's arguments and
    result as :func:`signature` gives them; the raised attention must agree.
    Raises :class:`Refused` (with the raise report) when the program is not
    one attention on its arguments, AttnError for any other failure."""
    from attn import compiler
    check_options(caller, target, backend)
    options = {"backend": backend, "compile_args": list(compile_args),
               "cleanup": list(compiler.CLEANUP), "format": FORMAT}
    key = compiler.cache_key(linalg, options, target)
    entry = compiler.cache_lookup(key, ("descriptor.json", "module.so"))
    if entry is None:
        entry = compiler.cache_store(key, lambda directory: _build(
            directory, linalg, name, arg_signature, out_signature, target,
            backend, compile_args, caller))
    artifact = Artifact(entry)
    if artifact.signature() != tuple(arg_signature):
        raise AttnError("the cached artifact %s is for arguments %s, not %s"
                        % (entry, describe(artifact.signature()),
                           describe(arg_signature)))
    return artifact


def _build(directory, linalg, name, arg_signature, out_signature, target,
           backend, compile_args, caller):
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
        op = read_raised(raised, report, name, kept, len(arg_signature),
                         caller)
    except Refused:
        shutil.copyfile(linalg_path, kept)
        raise
    out_shape, out_dtype = out_signature
    if (tuple(op["result"]["shape"]) != tuple(out_shape) or
            op["result"]["dtype"] != out_dtype):
        raise AttnError("%s: the raised attention returns %s, but %s returns "
                        "%s" % (caller, _tensor_type(op["result"]["shape"],
                                                     op["result"]["dtype"]),
                                name, describe([out_signature])))
    module_text, backward = write_module(op)
    module_path = os.path.join(directory, "module.mlir")
    with open(module_path, "w") as f:
        f.write(module_text)
    args = list(compile_args)
    if target == "cuda":
        args = ["--gpu-backend=%s" % backend] + args
    compiler.compile_module(module_path, os.path.join(directory, "module.so"),
                            target=target, args=args)
    descriptor = {
        "format": FORMAT,
        "attn_version": attn.__version__,
        "function": name,
        "target": target,
        "backend": backend,
        "compile_args": list(compile_args),
        "module": "module.so",
        "entries": {"forward": "forward", "backward": "backward"},
        "args": op["args"],
        "operands": op["operands"],
        "out": op["out"],
        "result": op["result"],
        "lse": op["lse"],
        "backward": backward,
        "attributes": dict(op["properties"]),
        # The score_mod / mask_mod regions (generic MLIR), '({}, {})'
        # without modifiers.
        "regions": op["regions"],
    }
    with open(os.path.join(directory, "descriptor.json"), "w") as f:
        json.dump(descriptor, f, indent=1)


# ---------------------------------------------------------------------------
# Saving and opening artifacts
# ---------------------------------------------------------------------------

ARCHIVES = (".tar.gz", ".tgz", ".tar", ".zip")
_FILES = ("descriptor.json", "module.so", "module.mlir")


def save_artifact(artifact, path):
    """Writes ``artifact`` to ``path``: a directory, or an archive if the
    name ends in .tar.gz, .tgz, .tar or .zip. Returns ``path``."""
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


def open_artifact(path, caller="attn"):
    """The :class:`Artifact` saved at ``path`` (a directory or archive)."""
    path = os.fspath(path)
    if not os.path.exists(path):
        raise AttnError("%s: %s does not exist" % (caller, path))
    directory = path if os.path.isdir(path) else _extract(path)
    return Artifact(directory)
