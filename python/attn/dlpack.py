# attn/dlpack.py - run an entry on DLPack arrays: attn.run(entry, *arrays).
"""Call a compiled entry on arrays of any DLPack producer.

    import attn
    module = attn.runtime.default_runtime().load("program.so")
    out, lse = attn.run(module.entry("forward"), q, k, v)   # torch, JAX,
    out = torch.from_dlpack(out)                             # CuPy, numpy

``run(entry, *arrays)`` takes the entry's inputs (and, optionally, its
outputs to write into) as objects with ``__dlpack__`` and
``__dlpack_device__``: torch tensors, JAX arrays, CuPy and numpy arrays.
Without outputs it allocates them (host memory for a CPU module, device
memory of the runtime's context for a CUDA one) and returns them as
:class:`Array` objects, which are DLPack producers themselves: hand them to
``torch.from_dlpack``, ``jax.dlpack.from_dlpack``, ``numpy.from_dlpack``.

Arrays must be row-major contiguous, of the entry's dtypes and shapes, on
the module's device (CPU for a CPU module, CUDA for a CUDA one). CUDA work
is put on ``stream`` (an int CUstream; None: the legacy default stream, and
the call waits for the kernels). Anything else raises ``AttnError`` naming
the argument.
"""

from __future__ import annotations

import ctypes

from attn import AttnError

__all__ = ["run", "Array"]

# DLPack's C structures (dlpack.h, version 0.8 / 1.x unversioned tensor).
_KDLCPU, _KDLCUDA, _KDLCUDAHOST = 1, 2, 3
_KDLINT, _KDLUINT, _KDLFLOAT, _KDLBFLOAT, _KDLBOOL = 0, 1, 2, 4, 6


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice),
                ("ndim", ctypes.c_int32), ("dtype", _DLDataType),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))
_DLManagedTensor._fields_ = [("dl_tensor", _DLTensor),
                             ("manager_ctx", ctypes.c_void_p),
                             ("deleter", _DELETER)]

_CAPSULE_DESTRUCTOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_api = ctypes.pythonapi
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p,
                               _CAPSULE_DESTRUCTOR]
# The same check on the raw pointer a capsule destructor receives (a
# py_object made from it would release a reference it does not own).
_capsule_is_valid_raw = ctypes.PYFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)(
        ("PyCapsule_IsValid", ctypes.pythonapi))

# (code, bits) -> manifest dtype name, and back.
_DTYPES = {(_KDLFLOAT, 32): "f32", (_KDLFLOAT, 16): "f16",
           (_KDLBFLOAT, 16): "bf16", (_KDLFLOAT, 64): "f64",
           (_KDLBOOL, 8): "i1", (_KDLUINT, 8): "i1", (_KDLINT, 8): "i8",
           (_KDLINT, 32): "i32", (_KDLINT, 64): "i64"}
_CODES = {"f32": (_KDLFLOAT, 32), "f16": (_KDLFLOAT, 16),
          "bf16": (_KDLBFLOAT, 16), "f64": (_KDLFLOAT, 64),
          "i1": (_KDLBOOL, 8), "i8": (_KDLINT, 8), "i32": (_KDLINT, 32),
          "i64": (_KDLINT, 64)}
_SIZES = {"f32": 4, "f16": 2, "bf16": 2, "f64": 8, "i1": 1, "i8": 1,
          "i32": 4, "i64": 8}


class _Borrowed:
    """A consumed DLPack capsule: the tensor's description; ``release()``
    calls the producer's deleter once."""

    def __init__(self, capsule, index, entry_name):
        if not _api.PyCapsule_IsValid(capsule, b"dltensor"):
            raise AttnError("attn.run: entry '%s' argument #%d: not an "
                            "unconsumed DLPack capsule" % (entry_name, index))
        pointer = _api.PyCapsule_GetPointer(capsule, b"dltensor")
        # Consumed: the capsule's destructor must not delete it again.
        _api.PyCapsule_SetName(capsule, b"used_dltensor")
        self.managed = ctypes.cast(pointer,
                                   ctypes.POINTER(_DLManagedTensor))
        self.tensor = self.managed.contents.dl_tensor

    def release(self):
        if self.managed is not None:
            deleter = self.managed.contents.deleter
            if deleter:
                deleter(self.managed)
            self.managed = None


def _describe(tensor, index, entry_name, info):
    """(pointer, dtype, shape) of a DLTensor, checked against ``info``."""
    where = "attn.run: entry '%s' argument #%d" % (entry_name, index)
    key = (tensor.dtype.code, tensor.dtype.bits)
    if tensor.dtype.lanes != 1 or key not in _DTYPES:
        raise AttnError("%s: unsupported DLPack dtype (code %d, %d bits, %d "
                        "lanes)" % (where, key[0], key[1],
                                    tensor.dtype.lanes))
    dtype = _DTYPES[key]
    shape = tuple(tensor.shape[d] for d in range(tensor.ndim))
    if tensor.strides:
        expected, stride = [], 1
        for size in reversed(shape):
            expected.append(stride)
            stride *= size
        strides = tuple(tensor.strides[d] for d in range(tensor.ndim))
        if any(s != e for s, e, n in zip(strides, reversed(expected), shape)
               if n > 1):
            raise AttnError("%s: strides %s are not row-major contiguous; "
                            "make the array contiguous first"
                            % (where, list(strides)))
    if dtype != info.dtype or shape != tuple(info.shape):
        raise AttnError("%s is %s%s, but the entry takes %s%s"
                        % (where, dtype, list(shape), info.dtype,
                           list(info.shape)))
    return ((tensor.data or 0) + tensor.byte_offset, dtype, shape)


def _device_kind(array, index, entry_name):
    try:
        device_type, device_id = array.__dlpack_device__()
    except AttributeError:
        raise AttnError("attn.run: entry '%s' argument #%d (%s) is not a "
                        "DLPack producer (no __dlpack_device__)"
                        % (entry_name, index, type(array).__name__)) from None
    if device_type in (_KDLCPU, _KDLCUDAHOST):
        return "cpu", device_id
    if device_type == _KDLCUDA:
        return "cuda", device_id
    raise AttnError("attn.run: entry '%s' argument #%d is on DLPack device "
                    "type %d; attn runs on CPU and CUDA"
                    % (entry_name, index, device_type))


class Array:
    """An output that :func:`run` allocated: memory owned by attn (host, or
    the runtime's CUDA device), exported through DLPack once.
    ``dtype`` (a manifest name), ``shape`` and ``device`` ("cpu", "cuda")
    describe it."""

    def __init__(self, runtime, target, dtype, shape):
        self.dtype, self.shape, self.device = dtype, tuple(shape), target
        count = 1
        for size in self.shape:
            count *= size
        self.nbytes = count * _SIZES[dtype]
        self._runtime = runtime
        if target == "cuda":
            self._host = None
            self.pointer = runtime.device_alloc(max(self.nbytes, 1))
        else:
            self._host = ctypes.create_string_buffer(max(self.nbytes, 1))
            self.pointer = ctypes.addressof(self._host)
        self._exported = False

    def __dlpack_device__(self):
        return (_KDLCUDA, 0) if self.device == "cuda" else (_KDLCPU, 0)

    def __dlpack__(self, stream=None, max_version=None, dl_device=None,
                   copy=None):
        if self._exported:
            raise AttnError("attn.Array: exported through DLPack already "
                            "(an array is handed to one consumer)")
        self._exported = True
        managed = _DLManagedTensor()
        shape = (ctypes.c_int64 * max(len(self.shape), 1))(*self.shape)
        managed.dl_tensor.data = self.pointer
        managed.dl_tensor.device = _DLDevice(*self.__dlpack_device__())
        managed.dl_tensor.ndim = len(self.shape)
        code, bits = _CODES[self.dtype]
        managed.dl_tensor.dtype = _DLDataType(code, bits, 1)
        managed.dl_tensor.shape = ctypes.cast(shape,
                                              ctypes.POINTER(ctypes.c_int64))
        managed.dl_tensor.strides = None
        managed.dl_tensor.byte_offset = 0
        # The structure, the shape and the memory stay alive until the
        # consumer calls the deleter (or the unconsumed capsule dies).
        keep = [managed, shape, self]
        key = ctypes.addressof(managed)

        def deleter(_pointer):
            _alive.pop(key, None)

        def destructor(capsule):
            # Never consumed (still "dltensor"): nobody will call the
            # deleter, so release what it would have.
            if _capsule_is_valid_raw(capsule, b"dltensor"):
                _alive.pop(key, None)
        managed.deleter = _DELETER(deleter)
        keep.append(managed.deleter)
        callback = _CAPSULE_DESTRUCTOR(destructor)
        keep.append(callback)
        _alive[key] = keep
        return _api.PyCapsule_New(key, b"dltensor", callback)

    def __del__(self):
        if getattr(self, "_host", 1) is None and self.pointer:
            try:
                self._runtime.device_free(self.pointer)
            except Exception:  # noqa: BLE001 (interpreter shutdown)
                pass
            self.pointer = 0

    def __repr__(self):
        return "attn.Array(%s%s on %s)" % (self.dtype, list(self.shape),
                                           self.device)


_alive = {}


def run(entry, *arrays, stream=None):
    """Runs ``entry`` (an :class:`attn.runtime.Entry`) on DLPack arrays:
    its inputs, optionally followed by its outputs. Returns the outputs
    (the given ones, or :class:`Array` objects it allocated) as a tuple."""
    inputs = [i for i, a in enumerate(entry.args) if not a.is_output]
    outputs = [i for i, a in enumerate(entry.args) if a.is_output]
    if len(arrays) not in (len(inputs), len(entry.args)):
        raise AttnError("attn.run: entry '%s' takes %d inputs (and %d "
                        "outputs), not %d arrays" % (entry.name, len(inputs),
                                                     len(outputs),
                                                     len(arrays)))
    target = _entry_target(entry)
    arrays = list(arrays)
    if len(arrays) == len(inputs):
        arrays += [Array(entry._owner.runtime, target, entry.args[i].dtype,
                         entry.args[i].shape) for i in outputs]
    borrowed, buffers = [], []
    try:
        for index, (array, info) in enumerate(zip(arrays, entry.args)):
            kind, _ = _device_kind(array, index, entry.name)
            if kind != target:
                raise AttnError("attn.run: entry '%s' argument #%d is on %s, "
                                "but the module runs on %s"
                                % (entry.name, index, kind, target))
            if isinstance(array, Array):
                if (array.dtype, array.shape) != (info.dtype,
                                                  tuple(info.shape)):
                    raise AttnError("attn.run: entry '%s' argument #%d is "
                                    "%r" % (entry.name, index, array))
                buffers.append((array.pointer, array.dtype, array.shape))
                continue
            kwargs = {"stream": stream} if kind == "cuda" and stream \
                is not None else {}
            try:
                capsule = array.__dlpack__(**kwargs)
            except Exception as error:  # the producer refuses (e.g. grad)
                raise AttnError("attn.run: entry '%s' argument #%d: %s "
                                "cannot export through DLPack: %s"
                                % (entry.name, index, type(array).__name__,
                                   error)) from None
            held = _Borrowed(capsule, index, entry.name)
            borrowed.append(held)
            buffers.append(_describe(held.tensor, index, entry.name, info))
        entry.invoke(buffers, stream=stream)
    finally:
        for held in borrowed:
            held.release()
    return tuple(arrays[i] for i in outputs)


def _entry_target(entry):
    lib = entry._owner.runtime._lib
    return {0: "cpu", 1: "cuda"}.get(lib.attn_module_target(
        entry._owner.handle), "cpu")
