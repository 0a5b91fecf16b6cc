# attn/torch.py - run a PyTorch attention function as attn's fused kernels.
"""Compile a PyTorch attention function into attn's fused kernels.

    import attn.torch

    def attention(q, k, v):                     # naive, as people write it
        s = (q @ k.transpose(-2, -1)) * q.shape[-1] ** -0.5
        s = s.masked_fill(causal_mask, float("-inf"))
        return torch.softmax(s.float(), dim=-1).to(q.dtype) @ v

    fused = attn.torch.compile(attention, (q, k, v))   # target from q's device
    out = fused(q, k, v)                               # eager, with autograd
    out.sum().backward()
    out = torch.compile(fused, fullgraph=True)(q, k, v)

``compile`` exports the function with ``torch.export``, lowers it to linalg
with torch-mlir (``attn.importer.torch``), raises it with ``attn-opt
--attn-raise-pipeline`` and compiles the raised ``attn.sdpa`` into a module
of a forward and a backward entry (``attn.fusion``), cached on disk like the
JAX path's. The raised function must be exactly one attention on the
function's arguments, returning its output (the attention core); anything
else is refused with the raise report (``AttnError``), or, with
``fallback=True``, run unchanged after a warning.

The result calls two ``torch.library`` custom ops,

* ``attn::forward(str artifact, Tensor[] operands) -> (Tensor out, Tensor lse)``
* ``attn::backward(str artifact, Tensor[] operands, Tensor out, Tensor d_out,
  Tensor lse) -> Tensor[]``

with fake (meta) implementations and an autograd formula, so they work
under ``torch.compile(fullgraph=True)`` and pass ``torch.library.opcheck``.
Eager calls run the same implementation through a ``torch.autograd.Function``,
which costs less host time per call than torch.library's dispatch. On CUDA the kernels run on
``torch.cuda.current_stream()`` and their scratch (the backward's f32
accumulators, cuDNN's workspace) comes from PyTorch's caching allocator.

``save(fused, path)`` / ``load(path)`` move compiled artifacts to a machine
without the compiler (a GPU host), as in ``attn.jax``. ``patch(model)``
puts attn under a transformers model's attention (see :func:`patch`).

Limits: static shapes (one artifact per shape and dtype set, compiled on
first use; under ``torch.compile`` only shapes already compiled); no
dropout; no gradient with respect to ALiBi slopes; CUDA tensors must be on
the runtime's device (``$ATTN_CUDA_DEVICE``, default 0).
"""

from __future__ import annotations

import ctypes
import functools
import os
import threading
import warnings

import torch

from attn import AttnError, fusion
from attn.fusion import describe as _describe, signature as _signature

__all__ = ["compile", "save", "load", "patch", "unpatch", "Compiled",
           "dynamo_backend", "AttnFallbackWarning", "POISON_OUTPUTS"]

#: Fill outputs with NaN before each kernel runs (tests set it, so that an
#: output the kernels leave unwritten cannot pass as a result).
POISON_OUTPUTS = False


class AttnFallbackWarning(UserWarning):
    """compile(..., fallback=True) runs a function unchanged: it could not
    be fused (the message says why)."""


_TORCH_DTYPES = {"float32": torch.float32, "float16": torch.float16,
                 "bfloat16": torch.bfloat16, "float64": torch.float64,
                 "bool": torch.bool, "int8": torch.int8, "int32": torch.int32,
                 "int64": torch.int64}


# ---------------------------------------------------------------------------
# Loaded artifacts
# ---------------------------------------------------------------------------

class _Kernels:
    """An artifact with its module loaded into the runtime, and what each
    eager call needs made once (the host time per call is what a short
    sequence's step costs: see _EntryCall)."""

    def __init__(self, artifact):
        from attn import runtime
        self.artifact = artifact
        self.descriptor = artifact.descriptor
        self.device_type = "cuda" if artifact.target == "cuda" else "cpu"
        self.module = runtime.default_runtime().load(artifact.module_path)
        if self.module.target != artifact.target:
            raise AttnError("the module %s is for %s, but its descriptor says "
                            "%s" % (artifact.module_path, self.module.target,
                                    artifact.target))
        desc = self.descriptor
        entries = desc["entries"]
        self.forward = _EntryCall(self.module.entry(entries["forward"]),
                                  "forward", [desc["out"], desc["lse"]])
        self.backward = _EntryCall(self.module.entry(entries["backward"]),
                                   "backward", desc["backward"])
        #: The operand each backward output is the gradient of.
        self.grad_operands = tuple(g["operand"] for g in desc["backward"])
        self._plan = _NO_PLAN_YET
        self._plan_lock = threading.Lock()

    def eager_plan(self):
        """This artifact's plan id in the C++ eager path (_eager), or None
        where that path is not available."""
        plan = self._plan
        if plan is _NO_PLAN_YET:
            with self._plan_lock:
                if self._plan is _NO_PLAN_YET:
                    self._plan = self._register_plan()
                plan = self._plan
        return plan

    def _register_plan(self):
        from attn.torch import _eager
        extension = _eager.extension()
        if extension is None:
            return None

        def specs(entry_call, outputs):
            args = entry_call.entry.args
            inputs = args[:len(args) - len(entry_call.outputs)]
            return ([(fusion.DTYPE_NAMES[a.dtype], list(a.shape))
                     for a in inputs],
                    [(d["dtype"], list(d["shape"])) for d in outputs])
        desc = self.descriptor
        forward = specs(self.forward, [desc["out"], desc["lse"]])
        backward = specs(self.backward, desc["backward"])
        return extension.add_plan(
            self.artifact.name, self.device_type == "cuda",
            _runtime_device() if self.device_type == "cuda" else -1,
            self.forward.entry._handle, *forward,
            self.backward.entry._handle, *backward,
            list(self.grad_operands))

    def check_target(self, operands):
        want = self.device_type
        for operand in operands:
            if operand.device.type != want:
                raise AttnError(
                    "attn.torch: %s was compiled for %s, but an operand is on "
                    "%s" % (self.artifact.name, self.artifact.target,
                            operand.device))


class _EntryCall:
    """One entry of a loaded module, with what each eager call needs made
    once: the torch (dtype, shape) of each input and the outputs it
    writes. A call checks its inputs with one tuple comparison against the
    last ones it accepted, makes the outputs with torch.empty, and runs the
    entry with one ctypes call (attn_entry_invoke_data: the runtime takes
    the shapes from the manifest)."""

    __slots__ = ("entry", "name", "expected", "outputs", "accepted")

    def __init__(self, entry, name, outputs):
        self.entry = entry
        self.name = name
        self.expected = tuple(
            (_TORCH_DTYPES.get(fusion.DTYPE_NAMES.get(info.dtype)),
             torch.Size(info.shape)) for info in entry.args)
        self.outputs = tuple((tuple(d["shape"]), _TORCH_DTYPES[d["dtype"]])
                             for d in outputs)
        # The runtime takes every size from the module's manifest: outputs
        # made from a descriptor that disagrees with it would be overrun.
        made = tuple((dtype, torch.Size(shape))
                     for shape, dtype in self.outputs)
        if made != self.expected[len(self.expected) - len(made):]:
            raise AttnError(
                "attn.torch: the %s entry's outputs in the descriptor (%s) "
                "are not the module's (%s); the artifact is inconsistent" % (
                    name, ", ".join("%s%s" % (d, list(s)) for d, s in made),
                    ", ".join("%s%s" % (a.dtype, list(a.shape)) for a in
                              entry.args[len(entry.args) - len(made):])))
        #: ((dtype, shape, device) of each input) of the last call that
        #: passed the checks: the same again needs no other check.
        self.accepted = None

    def __call__(self, inputs):
        """The entry's outputs on ``inputs`` (contiguous tensors, in argument
        order)."""
        key = tuple((t.dtype, t.shape, t.device) for t in inputs)
        if key != self.accepted:
            self._check(inputs)
            self.accepted = key
        device = inputs[0].device
        outputs = [torch.empty(shape, dtype=dtype, device=device)
                   for shape, dtype in self.outputs]
        if POISON_OUTPUTS:
            for tensor in outputs:
                tensor.fill_(float("nan") if tensor.is_floating_point()
                             else -1)
        pointers = [t.data_ptr() for t in inputs]
        pointers += [t.data_ptr() for t in outputs]
        if device.type == "cpu":
            self.entry.invoke_data(pointers)
        else:
            index = device.index
            stream = _raw_stream(index)
            _scratch_for(index, stream).invoke(self.entry, pointers, stream)
        return outputs

    def _check(self, inputs):
        """Raises AttnError with the reason when ``inputs`` do not match the
        entry's arguments or cannot run on the runtime's device."""
        expected = self.expected[:len(self.expected) - len(self.outputs)]
        if len(inputs) != len(expected):
            raise AttnError("attn.torch: the %s entry takes %d inputs, not %d"
                            % (self.name, len(expected), len(inputs)))
        device = inputs[0].device
        for i, (tensor, (dtype, shape)) in enumerate(zip(inputs, expected)):
            info = self.entry.args[i]
            if tensor.dtype != dtype or tensor.shape != shape:
                raise AttnError(
                    "attn.torch: argument %d of the %s entry is %s%s, but the "
                    "kernels were compiled for %s%s" % (
                        i, self.name, tensor.dtype, list(tensor.shape),
                        info.dtype, list(info.shape)))
            if tensor.device != device:
                raise AttnError("attn.torch: the %s entry's arguments are on "
                                "%s and %s; put them on one device"
                                % (self.name, device, tensor.device))
        if device.type not in ("cpu", "cuda"):
            raise AttnError("attn.torch: tensors on %s; attn runs on cpu and "
                            "cuda" % device)
        if device.type == "cuda" and device.index != _runtime_device():
            raise AttnError("attn.torch: the tensors are on %s, but attn's "
                            "runtime uses cuda:%d (set ATTN_CUDA_DEVICE)"
                            % (device, _runtime_device()))


_NO_PLAN_YET = object()
_kernels = {}
_kernels_lock = threading.Lock()


def _load_kernels(directory):
    found = _kernels.get(directory)
    if found is not None:
        return found
    with _kernels_lock:
        found = _kernels.get(directory)
        if found is None:
            found = _Kernels(fusion.Artifact(directory))
            _kernels[directory] = found
        return found


@functools.lru_cache(maxsize=None)
def _descriptor(directory):
    """The descriptor alone (for fake tensors: no module load)."""
    return fusion.Artifact(directory).descriptor


def _empty(desc, like):
    return torch.empty(tuple(desc["shape"]), dtype=_TORCH_DTYPES[desc["dtype"]],
                       device=like.device)


# ---------------------------------------------------------------------------
# Running an entry
# ---------------------------------------------------------------------------

def _runtime_device():
    text = os.environ.get("ATTN_CUDA_DEVICE", "0")
    try:
        return int(text)
    except ValueError:
        raise AttnError("ATTN_CUDA_DEVICE='%s' is not a device number"
                        % text) from None


def _raw_stream(index):
    """The handle of ``cuda:index``'s current stream (what Inductor's
    generated code asks torch for; the public call makes a Stream object
    per call)."""
    return torch.cuda.current_stream(index).cuda_stream


def _capturing():
    return torch.cuda.is_current_stream_capturing()


if hasattr(torch._C, "_cuda_getCurrentRawStream"):
    _raw_stream = torch._C._cuda_getCurrentRawStream  # noqa: F811
if hasattr(torch._C, "_cuda_isCurrentStreamCapturing"):
    _capturing = torch._C._cuda_isCurrentStreamCapturing  # noqa: F811


class _CallbackScratch:
    """attn_scratch_allocator over PyTorch's caching allocator through ctypes
    callbacks, one allocation per buffer on the stream the kernels run on.
    The runtime releases each buffer when the module frees it on the host,
    in stream order, which is how the caching allocator's stream-associated
    blocks are meant to be freed. Used while a CUDA graph is captured (each
    buffer is then a block of the graph's private pool) and for what a
    stream's arena cannot hold."""

    def __init__(self, device, stream):
        from attn import runtime

        def allocate(_context, size):
            try:
                return torch.cuda.caching_allocator_alloc(
                    int(size), device=device, stream=stream)
            except Exception:  # out of memory: the runtime's pool then
                return None

        def release(_context, pointer):
            torch.cuda.caching_allocator_delete(pointer)

        self.allocate = runtime.SCRATCH_ALLOCATE(allocate)
        self.release = runtime.SCRATCH_RELEASE(release)
        self.allocator = runtime.scratch_allocator(self.allocate,
                                                   self.release)
        self.address = ctypes.addressof(self.allocator)

    def invoke(self, entry, pointers, stream):
        entry.invoke_data(pointers, stream=stream, scratch=self.address)


class _StreamScratch:
    """The scratch of the eager invocations on one stream: one uint8 tensor
    of PyTorch's caching allocator, which the runtime cuts each
    invocation's buffers from (attn_scratch_arena) without calling back
    into Python. What does not fit comes through the callbacks (the first
    call on a stream measures that way), and the tensor then grows to what
    the invocation asked for; modules with static shapes ask for the same
    bytes each time. Reusing the tensor is safe for work queued on this
    stream, and the lock keeps one invocation at a time on the host. (The
    tensor lives as long as the process; a stream handle that the driver
    reuses after its stream was destroyed inherits it.)"""

    def __init__(self, device, stream):
        from attn import runtime
        self.device = device
        self.callbacks = _CallbackScratch(device, stream)
        self.arena = runtime.ScratchArena()
        self.arena.fallback = ctypes.cast(
            ctypes.pointer(self.callbacks.allocator), ctypes.c_void_p)
        self.allocator = runtime.default_runtime().arena_allocator(
            self.arena)
        self.address = ctypes.addressof(self.allocator)
        self.buffer = None
        self.lock = threading.Lock()

    def invoke(self, entry, pointers, stream):
        with self.lock:
            arena = self.arena
            arena.used = 0
            arena.wanted = 0
            entry.invoke_data(pointers, stream=stream, scratch=self.address)
            if arena.wanted > arena.size:
                self._grow(arena.wanted)

    def _grow(self, size):
        # The old buffer goes first (freed in stream order: the kernels
        # queued on this stream finish with it before anything reuses it).
        # Without room for the new one, the callbacks go on serving.
        arena = self.arena
        self.buffer = None
        arena.base = None
        arena.size = 0
        try:
            self.buffer = torch.empty(size, dtype=torch.uint8,
                                      device=self.device)
        except torch.cuda.OutOfMemoryError:
            return
        arena.base = self.buffer.data_ptr()
        arena.size = size


_scratch = {}


def _scratch_for(index, stream):
    """The scratch of a stream (a raw handle on cuda:``index``), made once
    (the runtime keeps pointers to its allocators and arena during each
    invocation): an arena for eager calls, per-buffer callbacks while a
    CUDA graph is captured, whose replays must not share memory with
    anything else."""
    capturing = _capturing()
    key = (index, stream, capturing)
    found = _scratch.get(key)
    if found is None:
        kind = _CallbackScratch if capturing else _StreamScratch
        found = _scratch.setdefault(
            key, kind(torch.device("cuda", index), stream))
    return found


# ---------------------------------------------------------------------------
# The custom ops
# ---------------------------------------------------------------------------

def _run_forward(artifact, operands):
    kernels = _load_kernels(artifact)
    kernels.check_target(operands)
    return tuple(kernels.forward([o.contiguous() for o in operands]))


@torch.library.custom_op("attn::forward", mutates_args=())
def _forward(artifact: str, operands: list[torch.Tensor]) \
        -> tuple[torch.Tensor, torch.Tensor]:
    return _run_forward(artifact, operands)


@_forward.register_fake
def _forward_fake(artifact, operands):
    desc = _descriptor(artifact)
    return _empty(desc["out"], operands[0]), _empty(desc["lse"], operands[0])


def _run_backward(artifact, operands, out, d_out, lse):
    kernels = _load_kernels(artifact)
    kernels.check_target(operands)
    inputs = [o.contiguous() for o in operands]
    return kernels.backward(inputs[:3] + [out.contiguous(), d_out.contiguous(),
                                          lse.contiguous()] + inputs[3:])


@torch.library.custom_op("attn::backward", mutates_args=())
def _backward(artifact: str, operands: list[torch.Tensor], out: torch.Tensor,
              d_out: torch.Tensor, lse: torch.Tensor) -> list[torch.Tensor]:
    return _run_backward(artifact, operands, out, d_out, lse)


@_backward.register_fake
def _backward_fake(artifact, operands, out, d_out, lse):
    desc = _descriptor(artifact)
    return [_empty(g, operands[0]) for g in desc["backward"]]


def _setup_context(ctx, inputs, output):
    artifact, operands = inputs
    out, lse = output
    ctx.artifact = artifact
    ctx.mark_non_differentiable(lse)
    ctx.save_for_backward(*operands, out, lse)


def _operand_grads(backward, artifact, saved, d_out):
    """The gradient of each operand (None for those without one), from the
    saved (operands..., out, lse) and ``backward`` (the custom op or its
    eager implementation)."""
    operands, out, lse = list(saved[:-2]), saved[-2], saved[-1]
    if d_out is None:
        d_out = torch.zeros_like(out)
    results = backward(artifact, operands, out, d_out.to(out.dtype), lse)
    grads = [None] * len(operands)
    for grad, value in zip(_descriptor(artifact)["backward"], results):
        grads[grad["operand"]] = value
    return grads


def _forward_backward(ctx, d_out, _d_lse):
    return None, _operand_grads(torch.ops.attn.backward, ctx.artifact,
                                ctx.saved_tensors, d_out)


_forward.register_autograd(_forward_backward, setup_context=_setup_context)


class _EagerAttention(torch.autograd.Function):
    """The same forward and backward as the custom ops, for eager calls:
    torch.library's dispatch and autograd wrapping cost more host time per
    call than the kernels of a short sequence take (profiled on the H200:
    1.07 against 0.43 ms per forward + backward call at S=4096). Under
    torch.compile the custom ops are used."""

    @staticmethod
    def forward(ctx, artifact, *operands):
        out, lse = _run_forward(artifact, list(operands))
        ctx.artifact = artifact
        ctx.mark_non_differentiable(lse)
        # lse never has a gradient: no zero-filled d_lse (a memset per call).
        ctx.set_materialize_grads(False)
        ctx.save_for_backward(*operands, out, lse)
        return out, lse

    @staticmethod
    def backward(ctx, d_out, _d_lse):
        return (None, *_operand_grads(_run_backward, ctx.artifact,
                                      ctx.saved_tensors, d_out))


# ---------------------------------------------------------------------------
# compile
# ---------------------------------------------------------------------------

_FALLBACK = object()


def _run_artifact(directory, descriptor, args):
    # An operand whose argument has another shape is a view of it (the
    # raised function reshapes it, keeping the element order: unbatched or
    # single-head attention); autograd maps the gradient back.
    operands = [_reshaped(args[o["arg"]], o["shape"])
                for o in descriptor["operands"]]
    for o, operand in zip(descriptor["operands"], operands):
        if o["role"] == "alibi_slopes" and operand.requires_grad and \
                torch.is_grad_enabled():
            raise AttnError("attn.torch: the fused attention has no gradient "
                            "with respect to its ALiBi slopes (argument %d)"
                            % o["arg"])
    if torch.compiler.is_compiling():
        out = torch.ops.attn.forward(directory, operands)[0]
    else:
        out = _eager_forward(directory, operands)
    return _result_steps(out, descriptor.get("result", descriptor["out"]))


def _eager_forward(directory, operands):
    """The attention's output on an eager call: through the C++ eager path
    where it is built, else _EagerAttention. (While a CUDA graph is
    captured the Python path runs: its scratch then comes from the graph's
    pool piece by piece, which the C++ path's arena does not do.)"""
    kernels = _load_kernels(directory)
    plan = kernels.eager_plan()
    if plan is not None and (kernels.device_type != "cuda" or
                             not _capturing()):
        from attn.torch import _eager
        try:
            return _eager.extension().attention(plan, operands,
                                                POISON_OUTPUTS)[0]
        except _eager.extension().EagerError as error:
            raise AttnError(str(error)) from None
    return _EagerAttention.apply(directory, *operands)[0]


def _result_steps(out, result):
    """``out`` after the descriptor's result steps: the program's reshapes
    and transposes of the attention's output (artifacts without steps
    reshape to the result's shape)."""
    steps = result.get("steps")
    if steps is None:
        return _reshaped(out, result["shape"])
    for kind, value in steps:
        out = out.reshape(value) if kind == "reshape" else out.permute(value)
    return out


def _reshaped(tensor, shape):
    return tensor if list(tensor.shape) == shape else tensor.reshape(shape)


def _check_tensors(args, name):
    for i, arg in enumerate(args):
        if not isinstance(arg, torch.Tensor):
            raise AttnError("%s: argument %d is %s, not a tensor; pass tensors "
                            "only (bind other parameters with "
                            "functools.partial)" % (name, i,
                                                    type(arg).__name__))


class Compiled:
    """The callable returned by :func:`compile`: computes the function with
    attn's kernels for every argument signature compiled so far."""

    def __init__(self, fn, target, backend, fallback, compile_args):
        self.fn = fn
        self.target = target
        self.backend = backend
        self.fallback = fallback
        self.compile_args = tuple(compile_args)
        self.name = (getattr(fn, "__qualname__", None) or
                     getattr(fn, "__name__", None) or type(fn).__name__)
        self._compiled = {}
        self._by_torch_key = {}
        self._lock = threading.Lock()

    def __repr__(self):
        return "<attn.torch.compile(%s, target=%s, backend=%s)>" % (
            self.name, self.target, self.backend)

    def artifact(self, *example_args):
        """The :class:`attn.fusion.Artifact` for these arguments, compiled
        if needed. Raises AttnError when the function cannot be fused, also
        with fallback=True."""
        _check_tensors(example_args, "attn.torch.compile(%s)" % self.name)
        found = self._compiled.get(_signature(example_args))
        if found is None or found is _FALLBACK:
            found = self._prepare(example_args)
        return found

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError("attn.torch.compile(%s): pass the tensors "
                            "positionally (bind other parameters with "
                            "functools.partial)" % self.name)
        # The steady state: torch's own shapes and dtypes as the key (a
        # signature of names costs more host time than the lookup is worth).
        fast = None
        if not torch.compiler.is_compiling():  # symbolic sizes do not hash
            try:
                fast = tuple((a.shape, a.dtype) for a in args)
                hash(fast)
            except (AttributeError, TypeError):  # not tensors; SymInt sizes
                fast = None
        found = self._by_torch_key.get(fast) if fast is not None else None
        if found is None:
            found = self._compiled.get(_signature(args))
            if found is not None and fast is not None:
                self._by_torch_key[fast] = found
        if found is None:
            if torch.compiler.is_compiling():
                raise AttnError(
                    "attn.torch.compile(%s): no kernels for arguments %s yet, "
                    "and they cannot be compiled while torch.compile traces; "
                    "call it once eagerly (or pass these shapes as "
                    "example_inputs) first" % (self.name,
                                               _describe(_signature(args))))
            _check_tensors(args, "attn.torch.compile(%s)" % self.name)
            found = self._lookup(args)
        if found is _FALLBACK:
            return self.fn(*args)
        return _run_artifact(found.directory, found.descriptor, args)

    def _lookup(self, args):
        key = _signature(args)
        with self._lock:
            found = self._compiled.get(key)
            if found is not None:
                return found
            try:
                found = self._prepare(args)
            except AttnError as error:
                if not self.fallback:
                    raise
                warnings.warn("attn.torch.compile: running %s unfused for "
                              "arguments %s: %s" % (self.name, _describe(key),
                                                    error),
                              AttnFallbackWarning, stacklevel=3)
                found = _FALLBACK
            self._compiled[key] = found
            return found

    def _prepare(self, args):
        from attn.importer.torch import to_linalg
        # The program is exported on the CPU (torch-mlir cannot trace on
        # other devices); the kernels are for the target.
        cpu_args = [a.detach().to("cpu") for a in args]
        try:
            with torch.no_grad():
                out = _output_spec(self.fn, cpu_args)
        except Exception as error:
            raise AttnError("attn.torch.compile: cannot run %s on its example "
                            "inputs (%s: %s)" % (self.name,
                                                 type(error).__name__, error)) \
                from None
        if not isinstance(out, torch.Tensor):
            raise AttnError("attn.torch.compile: %s returns %s; compile takes "
                            "an attention function returning one tensor"
                            % (self.name, type(out).__name__))
        linalg = to_linalg(self.fn, *cpu_args)
        artifact = fusion.prepare(
            linalg, name=self.name, arg_signature=_signature(args),
            out_signature=_signature([out])[0], target=self.target,
            backend=self.backend, compile_args=self.compile_args,
            caller="attn.torch.compile")
        return artifact


def _output_spec(fn, args):
    """fn's output for ``args``: computed on meta tensors where the function
    allows it (no S x S scores in memory), else on the CPU."""
    try:
        return fn(*[a.to("meta") for a in args])
    except Exception:
        return fn(*args)


def compile(fn, example_inputs=None, *, target=None, backend="fused",
            fallback=False, compile_args=()):
    """Returns a callable computing ``fn`` with attn's fused kernels,
    differentiable (a custom op with an autograd formula), usable eagerly
    and under ``torch.compile(fullgraph=True)``.

    ``fn`` is a function of tensors or a ``torch.nn.Module`` (its parameters
    and buffers become constants) that, once raised, is exactly one
    ``attn.sdpa`` on its arguments whose output it returns. With
    ``example_inputs`` (a tuple of tensors) it is compiled now; other
    argument shapes compile on first use. ``target`` ("cpu" or "cuda")
    defaults to the examples' device. ``backend`` picks the CUDA
    implementation: "fused" (attn's generated kernels), "cudnn" or "auto".
    ``compile_args`` are extra attn-compile flags.

    A function that cannot be fused raises ``AttnError`` with the raise
    report; with ``fallback=True`` it warns (``AttnFallbackWarning``) and
    runs ``fn`` unchanged instead.
    """
    if not callable(fn):
        raise TypeError("attn.torch.compile: %r is not callable" % (fn,))
    if example_inputs is not None and not isinstance(example_inputs,
                                                     (tuple, list)):
        example_inputs = (example_inputs,)
    if target is None:
        target = "cuda" if example_inputs and any(
            isinstance(a, torch.Tensor) and a.is_cuda
            for a in example_inputs) else "cpu"
    fusion.check_options("attn.torch.compile", target, backend)
    compiled = Compiled(fn, target, backend, fallback, compile_args)
    if example_inputs is not None:
        _check_tensors(example_inputs, "attn.torch.compile(%s)"
                       % compiled.name)
        compiled._lookup(tuple(example_inputs))
    return compiled


# ---------------------------------------------------------------------------
# save / load
# ---------------------------------------------------------------------------

def save(compiled, path, example_inputs):
    """Writes the artifact of ``compiled`` (a :func:`compile` result) for
    ``example_inputs`` to ``path``: a directory, or an archive if the name
    ends in .tar.gz, .tgz, .tar or .zip. Returns ``path``."""
    if not isinstance(compiled, Compiled):
        raise AttnError("attn.torch.save: expected a callable returned by "
                        "attn.torch.compile, not %s" % type(compiled).__name__)
    if not isinstance(example_inputs, (tuple, list)):
        example_inputs = (example_inputs,)
    return fusion.save_artifact(compiled.artifact(*example_inputs), path)


class Loaded:
    """The callable returned by :func:`load`."""

    def __init__(self, artifact):
        self.artifact = artifact
        self.name = artifact.name
        self._signature = artifact.signature()
        self._torch_key = None  # ((torch.Size, torch.dtype), ...) once seen

    def __repr__(self):
        return "<attn.torch.load(%s): %s %s>" % (
            self.artifact.directory, self.name,
            _describe(self.artifact.signature()))

    def __call__(self, *args):
        _check_tensors(args, "attn.torch.load(%s)" % self.name)
        if torch.compiler.is_compiling():  # no side effects while tracing
            self._check_signature(args)
        else:
            key = tuple((a.shape, a.dtype) for a in args)
            if key != self._torch_key:
                self._check_signature(args)
                self._torch_key = key
        return _run_artifact(self.artifact.directory,
                             self.artifact.descriptor, args)

    def _check_signature(self, args):
        if _signature(args) != self._signature:
            raise AttnError(
                "attn.torch.load(%s): the artifact was compiled for arguments "
                "%s, not %s" % (self.name,
                                _describe(self._signature),
                                _describe(_signature(args))))


def load(path):
    """Loads an artifact written by :func:`save` (or by ``attn.jax.save``:
    the format is shared); returns a differentiable callable of the same
    arguments. Needs the runtime library, not the compiler."""
    return Loaded(fusion.open_artifact(path, "attn.torch.load"))


def patch(model, **options):
    """Runs a transformers model's attention with attn's kernels; see
    :func:`attn.torch.transformers.patch`."""
    from attn.torch import transformers
    return transformers.patch(model, **options)


def unpatch(model):
    """Undoes :func:`patch`; see :func:`attn.torch.transformers.unpatch`."""
    from attn.torch import transformers
    return transformers.unpatch(model)


def dynamo_backend(**options):
    """A ``torch.compile`` backend that fuses the attention inside a whole
    model; see :func:`attn.torch.dynamo.dynamo_backend`."""
    from attn.torch import dynamo
    return dynamo.dynamo_backend(**options)
