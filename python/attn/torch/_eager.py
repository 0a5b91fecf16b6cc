# attn/torch/_eager.py - build and load eager.cpp, attn.torch's C++ eager path.
"""The C++ eager path of attn.torch (eager.cpp), built on first use with
torch.utils.cpp_extension against the PyTorch that runs it.

An eager call through it spends no Python between PyTorch's dispatch and
the runtime's C call, and its backward runs on PyTorch's autograd device
thread without taking the GIL; attn.torch's Python path (_EagerAttention)
costs tens of microseconds more per call, which is a short sequence's
step time.

The build (about a minute, once per PyTorch version, Python ABI and
source) goes into ``$ATTN_TORCH_EXTENSION_DIR``, else ``<attn's
cache>/torch-extension``; it needs a C++ compiler and the runtime's header
(see _runtime_include; ``$ATTN_RUNTIME_INCLUDE`` names its directory).
Errors of the C++ backward reach the caller as autograd's RuntimeError,
with the same message the Python path's AttnError has.
``ATTN_TORCH_EXTENSION=0`` turns the C++ path off; a failed build warns
once (AttnEagerWarning, with the compiler's reason) and eager calls take
the Python path, which computes the same.
"""

import ctypes
import hashlib
import logging
import os
import re
import sys
import threading
import warnings

import torch

from attn import compiler, runtime

_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                       "eager.cpp")
_lock = threading.Lock()
_state = {"tried": False, "module": None, "reason": None}


class AttnEagerWarning(UserWarning):
    """attn.torch's C++ eager path is not available (the message says why);
    eager calls take the Python path."""


def _runtime_include():
    """The directory holding attn/attn_runtime.h: ``$ATTN_RUNTIME_INCLUDE``,
    the package's copy, the source tree's (this package's, or the one whose
    build tree holds the runtime library: <repo>/build/lib), or the one
    installed beside the library (<prefix>/include)."""
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [os.environ.get("ATTN_RUNTIME_INCLUDE", ""),
                  os.path.join(here, "..", "include"),
                  os.path.join(here, "..", "..", "..", "runtime", "include")]
    try:
        library_dir = os.path.dirname(runtime.find_library())
        candidates += [os.path.join(library_dir, "..", "..", "runtime",
                                    "include"),
                       os.path.join(library_dir, "..", "include")]
    except Exception:  # no runtime: the extension could not run anyway
        pass
    for candidate in filter(None, candidates):
        if os.path.isfile(os.path.join(candidate, "attn", "attn_runtime.h")):
            return os.path.abspath(candidate)
    return None


def _build_directory(digest):
    root = os.environ.get("ATTN_TORCH_EXTENSION_DIR") or os.path.join(
        compiler.cache_dir(), "torch-extension")
    # One build per PyTorch and Python ABI (interpreters sharing the cache
    # must not rebuild each other's).
    version = re.sub(r"[^A-Za-z0-9.]+", "_", "%s-%s" % (
        torch.__version__, sys.implementation.cache_tag))
    path = os.path.join(root, "torch-%s-%s" % (version, digest))
    os.makedirs(path, exist_ok=True)
    return path


def _build():
    if os.environ.get("ATTN_TORCH_EXTENSION", "1") == "0":
        return None, "turned off by ATTN_TORCH_EXTENSION=0"
    include = _runtime_include()
    if include is None:
        return None, "attn/attn_runtime.h is not installed with the package"
    with open(_SOURCE, "rb") as source:
        text = source.read()
    with open(os.path.join(include, "attn", "attn_runtime.h"), "rb") as header:
        digest = hashlib.sha256(text + header.read()).hexdigest()[:16]
    # cpp_extension logs "No CUDA runtime is found" on machines without a
    # GPU at import; the CPU build needs none.
    log = logging.getLogger("torch.utils.cpp_extension")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        from torch.utils import cpp_extension
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            module = cpp_extension.load(
                name="attn_torch_eager_" + digest, sources=[_SOURCE],
                extra_include_paths=[include], extra_cflags=["-O2"],
                build_directory=_build_directory(digest), verbose=False)
    except Exception as error:  # the compiler's message, shortened
        lines = [line for line in str(error).splitlines() if line.strip()]
        return None, "building %s failed: %s" % (
            _SOURCE, " / ".join(lines[-3:]) or type(error).__name__)
    finally:
        log.setLevel(level)
    lib = runtime.default_runtime()._lib
    module.bind_runtime(*(ctypes.cast(function, ctypes.c_void_p).value
                          for function in (lib.attn_entry_invoke_data,
                                           lib.attn_scratch_arena_allocator,
                                           lib.attn_last_error,
                                           lib.attn_status_string)))
    return module, None


def extension():
    """The loaded extension, or None (reason() says why), built on the
    first call."""
    if _state["tried"]:
        return _state["module"]
    with _lock:
        if not _state["tried"]:
            module, reason = _build()
            _state.update(module=module, reason=reason, tried=True)
            if module is None and reason and \
                    not reason.startswith("turned off"):
                warnings.warn("attn.torch: the C++ eager path is not "
                              "available (%s); eager calls take the Python "
                              "path" % reason, AttnEagerWarning, stacklevel=3)
    return _state["module"]


def reason():
    """Why extension() is None (None when it is not)."""
    return _state["reason"]
