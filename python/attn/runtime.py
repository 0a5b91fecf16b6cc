# attn/runtime.py - ctypes binding of the attn runtime (libattn_runtime.so).
"""Load compiled attn modules and invoke their entries, through ctypes.

Needs neither MLIR nor numpy: only ``libattn_runtime.so``
(runtime/include/attn/attn_runtime.h), found by :func:`find_library`::

    from attn.runtime import Runtime
    rt = Runtime()                       # or Runtime("/path/libattn_runtime.so")
    module = rt.load("program.so")
    entry = module.entry("causal_f32")
    entry.invoke([(q_ptr, "f32", (1, 40, 2, 16)), ...])            # waits
    entry.invoke(buffers, stream=torch.cuda.current_stream().cuda_stream)

A buffer is (data_ptr, dtype, shape): an address (int), a manifest dtype name
("f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64") and the sizes,
row-major contiguous. For a CUDA module the addresses are device pointers. A
scalar is (address of a host value, dtype, ()), e.g. v = ctypes.c_int64(7);
(ctypes.addressof(v), "i64", ()).

With stream=None the call waits for the kernels and reports faults in them;
with a CUstream handle (an int) the kernels go onto that stream and the call
returns at once. Failures raise :class:`AttnRuntimeError` (an
``attn.AttnError``) carrying the status name and attn_last_error().

The library is looked for, in this order, at

1. ``$ATTN_RUNTIME_LIBRARY`` (a file), when set;
2. this package's directory (``attn/libattn_runtime.so`` or
   ``attn/lib/libattn_runtime.so``), where an installation puts it;
3. the build tree of the checkout this package lives in
   (``<repo>/build/lib/libattn_runtime.so``).

``runtime/python/attn_runtime.py`` re-exports this module under its old
names.
"""

from __future__ import annotations

import ctypes
import os
import threading

from attn import AttnError

__all__ = ["Runtime", "Module", "Entry", "ArgInfo", "AttnRuntimeError",
           "find_library", "library_candidates", "default_runtime",
           "DTYPES", "LIBRARY_NAME"]

LIBRARY_NAME = "libattn_runtime.so"

_STATUS_NAMES = {
    0: "ATTN_OK",
    1: "ATTN_ERROR_INVALID_ARGUMENT",
    2: "ATTN_ERROR_NOT_FOUND",
    3: "ATTN_ERROR_LOAD",
    4: "ATTN_ERROR_BAD_MODULE",
    5: "ATTN_ERROR_UNSUPPORTED",
    6: "ATTN_ERROR_DEVICE",
}
#: Manifest dtype names, indexed by attn_dtype.
DTYPES = ("f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64")
_TARGETS = {0: "cpu", 1: "cuda"}


class AttnRuntimeError(AttnError):
    """A runtime failure: ``status`` is the attn_status name (e.g.
    "ATTN_ERROR_DEVICE"), ``message`` the runtime's attn_last_error()."""

    def __init__(self, status, message):
        super().__init__("%s: %s" % (status, message))
        self.status = status
        self.message = message

    def __str__(self):
        return "%s: %s" % (self.status, self.message)


# ---------------------------------------------------------------------------
# Finding the library
# ---------------------------------------------------------------------------

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
#: The checkout this package lives in (python/attn/ -> <repo>).
REPO_ROOT = os.path.dirname(os.path.dirname(_PACKAGE_DIR))


def library_candidates(name=LIBRARY_NAME, env="ATTN_RUNTIME_LIBRARY"):
    """Where a library of the runtime family is looked for, in order, as
    (description, path) pairs."""
    candidates = []
    value = os.environ.get(env)
    if value:
        candidates.append(("$%s" % env, value))
    candidates.append(("the package directory",
                       os.path.join(_PACKAGE_DIR, name)))
    candidates.append(("the package directory",
                       os.path.join(_PACKAGE_DIR, "lib", name)))
    candidates.append(("the build tree",
                       os.path.join(REPO_ROOT, "build", "lib", name)))
    return candidates


def find_library(name=LIBRARY_NAME, env="ATTN_RUNTIME_LIBRARY"):
    """The path of ``name`` (default libattn_runtime.so): ``$env`` if set
    (it must exist), else the package directory, else <repo>/build/lib.
    Raises AttnError naming every place looked at."""
    candidates = library_candidates(name, env)
    value = os.environ.get(env)
    if value:
        if os.path.isfile(value):
            return os.path.abspath(value)
        raise AttnError("%s is set to '%s', which is not a file" % (env, value))
    for _, path in candidates:
        if os.path.isfile(path):
            return path
    looked = "; ".join("%s (%s)" % (path, what) for what, path in candidates)
    raise AttnError(
        "cannot find %s; looked at: $%s (not set); %s. Build the runtime "
        "(cmake -S runtime -B build-rt && cmake --build build-rt) and set "
        "%s to the library, or copy it into the package directory"
        % (name, env, looked, env))


# ---------------------------------------------------------------------------
# ctypes structures
# ---------------------------------------------------------------------------

class _Buffer(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("dtype", ctypes.c_int),
        ("rank", ctypes.c_int32),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
    ]


class _ScratchAllocator(ctypes.Structure):
    _fields_ = [
        ("allocate", ctypes.c_void_p),
        ("release", ctypes.c_void_p),
        ("context", ctypes.c_void_p),
    ]


class ScratchArena(ctypes.Structure):
    """attn_scratch_arena: ``size`` bytes of device memory at ``base`` that
    an invocation's scratch is cut from (see attn_runtime.h); ``wanted`` is
    what the last invocation asked for; ``fallback`` (a pointer to an
    attn_scratch_allocator, or None for the runtime's pool) serves what does
    not fit."""
    _fields_ = [
        ("base", ctypes.c_void_p),
        ("size", ctypes.c_size_t),
        ("used", ctypes.c_size_t),
        ("wanted", ctypes.c_size_t),
        ("fallback", ctypes.c_void_p),
    ]


class _ArgInfo(ctypes.Structure):
    _fields_ = [
        ("is_output", ctypes.c_int),
        ("is_scalar", ctypes.c_int),
        ("dtype", ctypes.c_int),
        ("rank", ctypes.c_int32),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
    ]


class ArgInfo:
    """What an entry expects of one argument; sizes of -1 are dynamic."""

    def __init__(self, is_output, is_scalar, dtype, shape):
        self.is_output = is_output
        self.is_scalar = is_scalar
        self.dtype = dtype
        self.shape = shape

    def __repr__(self):
        return "ArgInfo(%s %s %s %s)" % (
            "out" if self.is_output else "in",
            "scalar" if self.is_scalar else "memref",
            self.dtype,
            list(self.shape),
        )


# ---------------------------------------------------------------------------
# The runtime
# ---------------------------------------------------------------------------

class Runtime:
    """The runtime library, loaded with RTLD_GLOBAL: compiled CUDA modules
    resolve the runtime's launch functions (attn_mgpu*) globally, and the
    XLA FFI handler (libattn_xla_ffi.so), whose dependency on
    libattn_runtime.so matches this copy by its soname, shares it.

    ``library_path`` None finds the library with :func:`find_library`."""

    def __init__(self, library_path=None):
        if library_path is None:
            library_path = find_library()
        self.path = os.path.abspath(str(library_path))
        try:
            lib = ctypes.CDLL(self.path, mode=ctypes.RTLD_GLOBAL)
        except OSError as error:
            raise AttnError("cannot load the attn runtime %s: %s"
                            % (self.path, error)) from None
        P = ctypes.c_void_p
        status = ctypes.c_int
        signatures = {
            "attn_status_string": (ctypes.c_char_p, [status]),
            "attn_last_error": (ctypes.c_char_p, []),
            "attn_module_load": (status, [ctypes.c_char_p, ctypes.POINTER(P)]),
            "attn_module_destroy": (None, [P]),
            "attn_module_target": (ctypes.c_int, [P]),
            "attn_module_entry_count": (ctypes.c_size_t, [P]),
            "attn_module_entry_at": (P, [P, ctypes.c_size_t]),
            "attn_entry_name": (ctypes.c_char_p, [P]),
            "attn_entry_arg_count": (ctypes.c_size_t, [P]),
            "attn_entry_arg_info": (
                status,
                [P, ctypes.c_size_t, ctypes.POINTER(_ArgInfo)],
            ),
            "attn_entry_invoke": (
                status,
                [P, ctypes.POINTER(_Buffer), ctypes.c_size_t],
            ),
            "attn_entry_invoke_async": (
                status,
                [P, ctypes.POINTER(_Buffer), ctypes.c_size_t, P],
            ),
            "attn_entry_invoke_async_scratch": (
                status,
                [P, ctypes.POINTER(_Buffer), ctypes.c_size_t, P,
                 ctypes.POINTER(_ScratchAllocator)],
            ),
            # The allocator by address: ints convert fastest (a call per
            # eager attention call of attn.torch).
            "attn_entry_invoke_data": (
                status, [P, ctypes.POINTER(P), ctypes.c_size_t, P, P]),
            "attn_scratch_arena_allocator": (
                _ScratchAllocator, [ctypes.POINTER(ScratchArena)]),
            "attn_device_alloc": (status, [ctypes.c_size_t, ctypes.POINTER(P)]),
            "attn_device_free": (status, [P]),
            "attn_device_copy_to_device": (
                status, [P, P, ctypes.c_size_t]),
            "attn_device_copy_to_host": (
                status, [P, P, ctypes.c_size_t]),
        }
        for name, (restype, argtypes) in signatures.items():
            try:
                function = getattr(lib, name)
            except AttributeError:
                raise AttnError("%s does not export %s: it is not the attn "
                                "runtime, or an older one" % (self.path, name)) \
                    from None
            function.restype = restype
            function.argtypes = argtypes
        self._lib = lib

    def arena_allocator(self, arena):
        """An attn_scratch_allocator that cuts from ``arena`` (a
        :class:`ScratchArena`, which must outlive its invocations) inside
        the runtime: no call back into Python per buffer."""
        return self._lib.attn_scratch_arena_allocator(ctypes.byref(arena))

    def device_alloc(self, nbytes):
        """Device memory of the runtime's CUDA context (an int pointer), for
        callers without a framework; free it with device_free."""
        pointer = ctypes.c_void_p()
        self._check(self._lib.attn_device_alloc(nbytes, ctypes.byref(pointer)))
        return pointer.value

    def device_free(self, pointer):
        self._check(self._lib.attn_device_free(ctypes.c_void_p(pointer)))

    def copy_to_device(self, device_pointer, host_pointer, nbytes):
        self._check(self._lib.attn_device_copy_to_device(
            ctypes.c_void_p(device_pointer), ctypes.c_void_p(host_pointer),
            nbytes))

    def copy_to_host(self, host_pointer, device_pointer, nbytes):
        self._check(self._lib.attn_device_copy_to_host(
            ctypes.c_void_p(host_pointer), ctypes.c_void_p(device_pointer),
            nbytes))

    def _check(self, status):
        if status != 0:
            raise AttnRuntimeError(
                _STATUS_NAMES.get(status, "status %d" % status),
                self._lib.attn_last_error().decode(errors="replace"),
            )

    def load(self, module_path):
        """Loads a compiled module (a shared object)."""
        handle = ctypes.c_void_p()
        self._check(
            self._lib.attn_module_load(
                str(module_path).encode(), ctypes.byref(handle)
            )
        )
        return Module(_ModuleHandle(self, handle.value))


def scratch_allocator(allocate, release=None):
    """An attn_scratch_allocator of ctypes callbacks (made with
    ``SCRATCH_ALLOCATE`` / ``SCRATCH_RELEASE``), for
    :meth:`Entry.invoke_data`; the caller keeps the callbacks alive."""
    return _ScratchAllocator(
        ctypes.cast(allocate, ctypes.c_void_p),
        ctypes.cast(release, ctypes.c_void_p) if release else None, None)


#: The C signatures of attn_scratch_allocator's functions.
SCRATCH_ALLOCATE = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p,
                                    ctypes.c_size_t)
SCRATCH_RELEASE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)

_default = None
_default_lock = threading.Lock()


def default_runtime():
    """The process's Runtime, loaded from :func:`find_library` on first
    use."""
    global _default
    with _default_lock:
        if _default is None:
            _default = Runtime()
        return _default


class _ModuleHandle:
    """Owns an attn_module; the Module and each Entry hold it, so the module
    is unloaded once none of them is left."""

    def __init__(self, runtime, handle):
        self.runtime = runtime
        self.handle = handle

    def __del__(self):
        if self.handle:
            self.runtime._lib.attn_module_destroy(self.handle)
            self.handle = None


class Module:
    """A loaded module: its target ("cpu" or "cuda") and entry names."""

    def __init__(self, owner):
        self._owner = owner
        lib = owner.runtime._lib
        self.target = _TARGETS.get(
            lib.attn_module_target(owner.handle), "unknown")
        self._entries = {}
        for i in range(lib.attn_module_entry_count(owner.handle)):
            entry = Entry(owner, lib.attn_module_entry_at(owner.handle, i))
            self._entries[entry.name] = entry
        self.entries = list(self._entries)

    def entry(self, name):
        if name not in self._entries:
            raise AttnRuntimeError(
                "ATTN_ERROR_NOT_FOUND",
                "no entry '%s' (entries: %s)" % (name, ", ".join(self.entries)),
            )
        return self._entries[name]


class Entry:
    """An entry point of a module: name, argument descriptions, invoke()."""

    def __init__(self, owner, handle):
        runtime = owner.runtime
        lib = runtime._lib
        self._owner = owner  # keeps the module loaded
        self._handle = handle
        self.name = lib.attn_entry_name(handle).decode()
        self.args = []
        for i in range(lib.attn_entry_arg_count(handle)):
            info = _ArgInfo()
            runtime._check(
                lib.attn_entry_arg_info(handle, i, ctypes.byref(info)))
            self.args.append(
                ArgInfo(
                    bool(info.is_output),
                    bool(info.is_scalar),
                    _dtype_name(info.dtype),
                    tuple(info.shape[d] for d in range(info.rank)),
                )
            )

    def invoke_data(self, pointers, stream=None, scratch=None):
        """The fast path of :meth:`invoke` for callers that have checked
        their arrays against ``args`` (dtypes and static shapes, e.g.
        attn.torch): only the data pointers are given, in argument order,
        and the runtime takes the shapes from the manifest
        (attn_entry_invoke_data). A CUDA module's kernels are queued on
        ``stream`` (None: the legacy default stream) and the call returns
        without waiting for them. ``scratch`` is a :func:`scratch_allocator`
        result, or its address (an int). Entries with dynamic sizes must use
        :meth:`invoke`."""
        count = len(pointers)
        array = (ctypes.c_void_p * max(count, 1))(*pointers)
        if scratch is not None and not isinstance(scratch, int):
            scratch = ctypes.addressof(scratch)
        runtime = self._owner.runtime
        status = runtime._lib.attn_entry_invoke_data(
            self._handle, array, count, stream, scratch)
        if status:
            runtime._check(status)

    def _call(self, array, count, stream, scratch):
        """One of the runtime's three invoke calls, by stream and scratch
        (an attn_scratch_allocator or None)."""
        runtime = self._owner.runtime
        lib = runtime._lib
        if scratch is not None:
            status = lib.attn_entry_invoke_async_scratch(
                self._handle, array, count, ctypes.c_void_p(stream),
                ctypes.byref(scratch))
        elif stream is None:
            status = lib.attn_entry_invoke(self._handle, array, count)
        else:
            status = lib.attn_entry_invoke_async(
                self._handle, array, count, ctypes.c_void_p(stream))
        runtime._check(status)

    def invoke(self, buffers, stream=None, scratch=None):
        """Runs the entry on `buffers`, a list of (data_ptr, dtype, shape),
        inputs then outputs. `stream`: None waits for the kernels; an int
        CUstream (0 is the legacy default stream) launches asynchronously.
        `scratch` (with a stream only): (allocate, release), ctypes
        functions of the attn_scratch_allocator signatures, which then
        provide the module's scratch memory (see attn_runtime.h); the
        caller keeps them alive while the work may run.
        """
        count = len(buffers)
        array = (_Buffer * max(count, 1))()
        shapes = []  # the C structs point into these; keep them alive
        for i, buffer in enumerate(buffers):
            try:
                data, dtype, shape = buffer
            except (TypeError, ValueError):
                raise AttnRuntimeError(
                    "ATTN_ERROR_INVALID_ARGUMENT",
                    "entry '%s' argument #%d: expected (data_ptr, dtype, "
                    "shape), got %r" % (self.name, i, buffer),
                ) from None
            if dtype not in DTYPES:
                raise AttnRuntimeError(
                    "ATTN_ERROR_INVALID_ARGUMENT",
                    "entry '%s' argument #%d: unknown dtype %r (one of %s)"
                    % (self.name, i, dtype, ", ".join(DTYPES)),
                )
            sizes = (ctypes.c_int64 * max(len(shape), 1))(*shape)
            shapes.append(sizes)
            array[i].data = data
            array[i].dtype = DTYPES.index(dtype)
            array[i].rank = len(shape)
            array[i].shape = ctypes.cast(sizes, ctypes.POINTER(ctypes.c_int64))
            array[i].strides = None
        allocator = None
        if scratch is not None:
            if stream is None:
                raise AttnRuntimeError(
                    "ATTN_ERROR_INVALID_ARGUMENT",
                    "entry '%s': a scratch allocator needs a stream"
                    % self.name)
            allocator = scratch_allocator(*scratch)
        self._call(array, count, stream, allocator)


def _dtype_name(code):
    return DTYPES[code] if 0 <= code < len(DTYPES) else "?"
