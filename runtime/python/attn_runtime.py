"""ctypes binding of the attn runtime (libattn_runtime.so, attn_runtime.h).

This file is kept for existing users; the binding lives in the attn package
as ``attn.runtime`` (python/attn/runtime.py), which also finds the library
($ATTN_RUNTIME_LIBRARY, the package directory, <repo>/build/lib). This module
re-exports it under its old names:

    rt = Runtime("build/lib/libattn_runtime.so")
    module = rt.load("program.so")
    entry = module.entry("causal_f32")
    entry.invoke([(q_ptr, "f32", (1, 40, 2, 16)), ...])            # waits
    entry.invoke(buffers, stream=torch.cuda.current_stream().cuda_stream)

Failures raise AttnError (attn.runtime.AttnRuntimeError, with `status` and
`message`). The attn package is taken from sys.path, or else from the
checkout this file lives in (<repo>/python).
"""

import os
import sys

try:
    import attn.runtime as _runtime
except ImportError:
    _python_dir = os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__)))), "python")
    if not os.path.isdir(os.path.join(_python_dir, "attn")):
        raise ImportError(
            "attn_runtime.py re-exports attn.runtime, but the attn package is "
            "neither importable nor at %s; put python/ of the attn checkout "
            "on sys.path" % _python_dir) from None
    sys.path.insert(0, _python_dir)
    import attn.runtime as _runtime

Runtime = _runtime.Runtime
Module = _runtime.Module
Entry = _runtime.Entry
ArgInfo = _runtime.ArgInfo
AttnError = _runtime.AttnRuntimeError

__all__ = ["Runtime", "Module", "Entry", "ArgInfo", "AttnError"]
