# attn/compiler.py - run attn-opt and attn-compile; the artifact disk cache.
"""The attn command-line tools, run as subprocesses, and a disk cache.

Tools are looked for, in this order, in

1. ``$ATTN_TOOLS_DIR`` (a directory), when set;
2. the directories on ``$PATH``;
3. the build tree of the checkout this package lives in (``<repo>/build/bin``).

Every failure raises ``attn.AttnError`` with the command line, the exit
status and the tool's stderr.

The cache lives in ``$ATTN_CACHE_DIR`` or else ``~/.cache/attn``. An entry is
a directory named by :func:`cache_key`, the sha256 of the program text, the
options, the attn version (the package's version and the identity of the
tool binaries, so that a rebuilt compiler does not reuse old artifacts) and
the target. Entries are written to a temporary directory and renamed into
place, so concurrent processes never see half an entry.

``stats`` counts the tool invocations of this process (tests use it to see
that a second call compiles nothing).
"""

from __future__ import annotations

import collections
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import threading

import attn
from attn import AttnError

__all__ = ["find_tool", "run_tool", "raise_attention", "compile_module",
           "cache_dir", "cache_key", "cache_lookup", "cache_store",
           "attn_version", "stats", "TOOLS"]

TOOLS = ("attn-opt", "attn-compile")

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
_REPO_ROOT = os.path.dirname(os.path.dirname(_PACKAGE_DIR))

#: Invocations of each tool by this process.
stats = collections.Counter()
_lock = threading.Lock()


# ---------------------------------------------------------------------------
# Finding and running tools
# ---------------------------------------------------------------------------

def _tool_candidates(name):
    candidates = []
    tools_dir = os.environ.get("ATTN_TOOLS_DIR")
    if tools_dir:
        candidates.append(("$ATTN_TOOLS_DIR", os.path.join(tools_dir, name)))
    found = shutil.which(name)
    candidates.append(("$PATH", found))
    candidates.append(("the build tree",
                       os.path.join(_REPO_ROOT, "build", "bin", name)))
    return candidates


def find_tool(name):
    """The path of the tool ``name`` (attn-opt, attn-compile): in
    $ATTN_TOOLS_DIR, else on $PATH, else in <repo>/build/bin."""
    looked = []
    for what, path in _tool_candidates(name):
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return os.path.abspath(path)
        if what == "$PATH":
            looked.append("$PATH (not found)")
        else:
            looked.append("%s (%s)" % (path, what))
    if not os.environ.get("ATTN_TOOLS_DIR"):
        looked.insert(0, "$ATTN_TOOLS_DIR (not set)")
    raise AttnError(
        "cannot find the attn tool '%s'; looked at: %s. Build attn (cmake "
        "--build build) or set ATTN_TOOLS_DIR to the directory holding it"
        % (name, "; ".join(looked)))


def _tail(text, lines=60):
    parts = text.rstrip().splitlines()
    if len(parts) > lines:
        parts = ["... (%d lines before)" % (len(parts) - lines)] + \
            parts[-lines:]
    return "\n".join(parts)


def run_tool(name, args, *, check=True):
    """Runs the tool ``name`` with ``args``; returns the CompletedProcess
    (text stdout/stderr). With ``check``, a non-zero exit raises AttnError
    with the command and the tool's stderr."""
    path = find_tool(name)
    command = [path] + [str(a) for a in args]
    with _lock:
        stats[name] += 1
    try:
        result = subprocess.run(command, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
    except OSError as error:
        raise AttnError("cannot run %s: %s" % (path, error)) from None
    if check and result.returncode != 0:
        raise AttnError(
            "%s failed (exit status %d): %s\n%s"
            % (name, result.returncode, " ".join(command),
               _tail(result.stderr) or "(no output on stderr)"))
    return result


#: Run after raising: folds data movement the raising leaves around an
#: attention op, such as a transpose followed by its inverse, or a reshape
#: through a unit dimension and back.
CLEANUP = ("--linalg-fold-unit-extent-dims", "--linalg-fuse-elementwise-ops",
           "--canonicalize")


def raise_attention(linalg_path, *, report=True, cleanup=True):
    """Runs ``attn-opt FILE --attn-raise-pipeline[=report=true]`` (then, with
    ``cleanup``, the passes in CLEANUP) and returns (the raised module in
    MLIR's generic form, stderr: the raise report's remarks)."""
    pipeline = "--attn-raise-pipeline" + ("=report=true" if report else "")
    result = run_tool("attn-opt", [linalg_path, pipeline] +
                      (list(CLEANUP) if cleanup else []) +
                      ["--mlir-print-op-generic"])
    return result.stdout, result.stderr


def compile_module(mlir_path, output_path, *, target="cpu", args=()):
    """Runs ``attn-compile --target=TARGET [args] MLIR -o OUTPUT``."""
    if target not in ("cpu", "cuda"):
        raise AttnError("unknown target '%s' (cpu or cuda)" % target)
    run_tool("attn-compile", ["--target=%s" % target] + list(args) +
             [mlir_path, "-o", output_path])
    return output_path


# ---------------------------------------------------------------------------
# The cache
# ---------------------------------------------------------------------------

def cache_dir():
    """$ATTN_CACHE_DIR, else ~/.cache/attn (created on demand)."""
    path = os.environ.get("ATTN_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "attn")
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as error:
        raise AttnError("cannot create the attn cache directory %s (%s); set "
                        "ATTN_CACHE_DIR to a writable directory"
                        % (path, error)) from None
    return path


_versions = {}


def attn_version():
    """The package version and the identity (size, modification time) of the
    tools that would run: part of every cache key."""
    parts = ["attn %s" % attn.__version__]
    for name in TOOLS:
        try:
            path = find_tool(name)
        except AttnError:
            parts.append("%s missing" % name)
            continue
        stat = os.stat(path)
        identity = (path, stat.st_size, stat.st_mtime_ns)
        parts.append("%s %s:%d:%d" % ((name,) + identity))
    return "; ".join(parts)


def cache_key(text, options, target, version=None):
    """sha256 over (program text, options (JSON-able), attn version,
    target), hex."""
    payload = json.dumps({
        "text": text,
        "options": options,
        "version": attn_version() if version is None else version,
        "target": target,
    }, sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()


def cache_lookup(key, required=("descriptor.json",)):
    """The cache entry directory of ``key`` if it holds every file in
    ``required``, else None."""
    path = os.path.join(cache_dir(), key)
    if all(os.path.isfile(os.path.join(path, name)) for name in required):
        return path
    return None


def cache_store(key, build):
    """Makes the entry of ``key``: ``build(directory)`` fills a fresh
    temporary directory, which is then renamed to the entry. If another
    process stored it first, that entry wins. Returns the entry's path."""
    root = cache_dir()
    final = os.path.join(root, key)
    staging = tempfile.mkdtemp(prefix=".%s." % key[:16], dir=root)
    try:
        build(staging)
        try:
            os.rename(staging, final)
        except OSError:
            if not os.path.isdir(final):
                raise
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return final
