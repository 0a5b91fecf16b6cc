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

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# Every FileCheck variable is local to its CHECK-LABEL block.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.attn_tools_dir, config.llvm_tools_dir]
tools = ["attn-opt", "attn-runtime-selftest"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# GPU tests only run where a CUDA device is visible.
if shutil.which("nvidia-smi") and os.path.exists("/dev/nvidia0"):
    config.available_features.add("cuda-gpu")
if os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
