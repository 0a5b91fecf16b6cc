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
import os
import re
import threading
import warnings

from attn import AttnError, fusion
from attn.fusion import describe as _describe, signature as _signature

__all__ = ["fuse", "save", "load", "Fused", "Loaded", "Artifact",
           "AttnFallbackWarning", "register_ffi", "find_ffi_library",
           "FFI_TARGET", "FFI_LIBRARY_NAME"]

#: The name the FFI handler is registered under (for "cpu" and "CUDA").
FFI_TARGET = "attn_call"
FFI_LIBRARY_NAME = "libattn_xla_ffi.so"
#: The descriptor format written by save() and the cache.
FORMAT = fusion.FORMAT

_TARGETS = fusion.TARGETS


class AttnFallbackWarning(UserWarning):
    """fuse(..., fallback=True) runs a function unchanged: it could not be
    fused (the message says why)."""


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

class Artifact(fusion.Artifact):
    """An :class:`attn.fusion.Artifact` that JAX calls through the FFI
    handler."""

    def __init__(self, directory):
        super().__init__(directory)
        self._callable = None
        self._lock = threading.Lock()

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

    # An operand whose argument has another shape is a view of it (the
    # raised function reshapes it, keeping the element order).
    def gather(leaves):
        return [_reshaped(leaves[o["arg"]], o["shape"]) for o in operands]


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
            value = _reshaped(value, leaves[i].shape)
            cotangents[i] = value if cotangents[i] is None \
                else cotangents[i] + value
        return tuple(cotangents)

    fused.defvjp(fused_fwd, fused_bwd, symbolic_zeros=True)
    # The program's reshapes and transposes of the output, which JAX
    # differentiates itself.
    result = desc.get("result", desc["out"])

    def with_result_steps(*leaves):
        return _result_steps(fused(*leaves), result)
    return with_result_steps


def _reshaped(array, shape):
    import jax.numpy as jnp
    shape = tuple(shape)
    return array if tuple(array.shape) == shape else jnp.reshape(array, shape)


def _result_steps(out, result):
    """``out`` after the descriptor's result steps (reshapes and
    transposes; artifacts without steps reshape to the result's shape)."""
    import jax.numpy as jnp
    steps = result.get("steps")
    if steps is None:
        return _reshaped(out, result["shape"])
    for kind, value in steps:
        out = jnp.reshape(out, tuple(value)) if kind == "reshape" \
            else jnp.transpose(out, tuple(value))
    return out


def _check_leaves(leaves, name):
    for i, leaf in enumerate(leaves):
        if not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")):
            raise AttnError("%s: argument leaf %d is %s, not an array; pass "
                            "arrays only (bind other parameters with "
                            "functools.partial)"
                            % (name, i, type(leaf).__name__))


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
        artifact = fusion.prepare(
            linalg, name=self.name, arg_signature=_signature(leaves),
            out_signature=_signature(out_leaves)[0], target=self.target,
            backend=self.backend, compile_args=self.compile_args,
            caller="attn.jax.fuse")
        return Artifact(artifact.directory), out_tree


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
    fusion.check_options("attn.jax.fuse", target, backend)
    if fn is None:
        return functools.partial(fuse, target=target, backend=backend,
                                 fallback=fallback, compile_args=compile_args)
    if not callable(fn):
        raise TypeError("attn.jax.fuse: %r is not callable" % (fn,))
    return Fused(fn, target, backend, fallback, compile_args)


# ---------------------------------------------------------------------------
# save / load
# ---------------------------------------------------------------------------

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
    return fusion.save_artifact(fused.compile(*example_args), path)


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
    artifact = fusion.open_artifact(path, "attn.jax.load")
    return Loaded(Artifact(artifact.directory))
