//===- CheckDeviceHostCode.cpp - host code of GPU modules -----------------===//
//
// The host functions of a GPU module receive device pointers; only kernel
// launches and the arithmetic that sizes them may run there.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Passes.h"
#include "attn/Dialect/AttnNV/IR/AttnNV.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNCHECKDEVICEHOSTCODEPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

/// Whether `op` may run on the host of a GPU module.
static bool isHostSafe(Operation *op) {
  if (isa<arith::ArithDialect, index::IndexDialect>(op->getDialect()))
    return true;
  // Stream-ordered allocations come from attn-to-gpu (scratch) and
  // attn-device-allocations (intermediates).
  // A device address passed to a runtime call (the cuDNN backend, a TMA
  // descriptor's encoding) does not touch the memory.
  return isa<gpu::LaunchFuncOp, gpu::AllocOp, gpu::DeallocOp, gpu::WaitOp,
             mlir::attn::nv::TensorMapOp,
             mlir::attn::nv::MultiprocessorCountOp,
             memref::DimOp, memref::CastOp,
             memref::ExtractAlignedPointerAsIndexOp, scf::IfOp,
             scf::YieldOp, func::ReturnOp, func::CallOp>(op);
}

namespace {
struct AttnCheckDeviceHostCodePass
    : public mlir::attn::impl::AttnCheckDeviceHostCodePassBase<
          AttnCheckDeviceHostCodePass> {
  void runOnOperation() override {
    bool ok = true;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      func.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (op == func.getOperation() || isHostSafe(op))
          return WalkResult::advance();
        InFlightDiagnostic diag = op->emitError()
                                  << "'" << op->getName()
                                  << "' would run on the host of a GPU "
                                     "module, whose buffers are device memory";
        if (isa<memref::AllocOp, memref::AllocaOp, memref::CopyOp>(op))
          diag << "; buffers that host code copies or reads (a dynamically "
                  "shaped or repeated result, a returned input, the input of "
                  "code that was not compiled for the GPU) cannot be device "
                  "memory, and the CUDA target does not copy yet";
        else
          diag << "; only attn ops are compiled for the GPU (was part of the "
                  "program not raised to attn ops?)";
        ok = false;
        return WalkResult::skip();
      });
    }
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
