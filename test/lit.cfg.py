# -*- Python -*-
# lit configuration for the attn regression tests.

import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ATTN"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".py", ".test"]
config.excludes = ["CMakeLists.txt", "README.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.attn_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%attn_src_root", config.attn_src_root))
config.substitutions.append(("%attn_obj_root", config.attn_obj_root))
# The runtime as a shared object (for the Python binding).
config.substitutions.append(
    ("%attn_runtime_lib",
     os.path.join(config.attn_obj_root, "lib", "libattn_runtime.so")))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# Every FileCheck variable is local to its CHECK-LABEL block.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.attn_tools_dir, config.llvm_tools_dir]
tools = ["attn-opt", "attn-compile", "attn-runner", "attn-runtime-selftest",
         "attn-module-info", "reference-cli", "npy-cli", "mask-band-check", "block-order-check"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Numerical tests draw fresh random inputs on every run; the seed is part of
# each RUN line in the log, so a failure can be replayed with --seed.
import random
config.substitutions.append(
    ("%seed", os.environ.get("ATTN_TEST_SEED", str(random.randrange(1 << 31)))))

config.available_features.add("reference-cli")
config.available_features.add("npy-cli")
# The Python checks run under the python3 on PATH, which needs numpy and
# ml_dtypes (scripts/bootstrap.sh installs them).
import subprocess
if subprocess.call(["python3", "-c", "import numpy, ml_dtypes"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("numpy")

# attn-opt's libFuzzer target exists only in the ATTN_ENABLE_FUZZERS build
# (build-fuzz/, scripts/test.sh).
if os.path.exists(os.path.join(config.attn_tools_dir, "attn-opt-fuzzer")):
    config.available_features.add("attn-opt-fuzzer")

# GPU tests only run where a CUDA device is visible.
if shutil.which("nvidia-smi") and os.path.exists("/dev/nvidia0"):
    config.available_features.add("cuda-gpu")
if os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
