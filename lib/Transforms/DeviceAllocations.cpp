//===- DeviceAllocations.cpp - intermediate buffers in device memory ------===//
//
// The host code of a GPU module may not touch its buffers, but it may own
// some: an intermediate that only kernels read and write (the forward's lse
// feeding the backward) lives in device memory, allocated and freed in
// stream order around the launches.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/AttnNV/IR/AttnNV.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDEVICEALLOCATIONSPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

/// Whether only kernels (and shape queries) use the buffer `alloc` makes.
static bool onlyKernelsUse(memref::AllocOp alloc) {
  if (!alloc.getType().getLayout().isIdentity())
    return false;
  return llvm::all_of(alloc->getUsers(), [](Operation *user) {
    // Runtime calls (the cuDNN backend) take the buffer's device address,
    // and so do TMA descriptors (the producer kernels' tensor maps), which
    // the host only encodes.
    return isa<gpu::LaunchFuncOp, memref::DimOp, memref::DeallocOp,
               memref::ExtractAlignedPointerAsIndexOp,
               mlir::attn::nv::TensorMapOp>(user);
  });
}

namespace {
struct AttnDeviceAllocationsPass
    : public mlir::attn::impl::AttnDeviceAllocationsPassBase<
          AttnDeviceAllocationsPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<memref::AllocOp> allocs;
      func.walk([&](memref::AllocOp alloc) {
        if (onlyKernelsUse(alloc))
          allocs.push_back(alloc);
      });
      if (allocs.empty())
        continue;
      SmallVector<func::ReturnOp> returns;
      func.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
      auto tokenType = gpu::AsyncTokenType::get(&getContext());
      for (memref::AllocOp alloc : allocs) {
        ImplicitLocOpBuilder b(alloc.getLoc(), alloc);
        Value ready = gpu::WaitOp::create(b, tokenType, ValueRange())
                          .getAsyncToken();
        auto device = gpu::AllocOp::create(
            b, alloc.getType(), tokenType, ValueRange{ready},
            alloc.getDynamicSizes(), alloc.getSymbolOperands(),
            /*hostShared=*/false);
        // Later launches are ordered after the allocation on the stream;
        // the wait makes that explicit for the synchronous launches too.
        gpu::WaitOp::create(b, Type(), ValueRange{device.getAsyncToken()});
        Value buffer = device.getMemref();
        auto freeAt = [&](Operation *point) {
          ImplicitLocOpBuilder free(alloc.getLoc(), point);
          Value start = gpu::WaitOp::create(free, tokenType, ValueRange())
                            .getAsyncToken();
          Value freed = gpu::DeallocOp::create(free, tokenType,
                                               ValueRange{start}, buffer)
                            .getAsyncToken();
          gpu::WaitOp::create(free, Type(), ValueRange{freed});
        };
        SmallVector<memref::DeallocOp> deallocs;
        for (Operation *user : alloc->getUsers())
          if (auto dealloc = dyn_cast<memref::DeallocOp>(user))
            deallocs.push_back(dealloc);
        if (deallocs.empty()) {
          for (func::ReturnOp ret : returns)
            freeAt(ret);
        } else {
          for (memref::DeallocOp dealloc : deallocs) {
            freeAt(dealloc);
            dealloc.erase();
          }
        }
        alloc.replaceAllUsesWith(buffer);
        alloc.erase();
      }
    }
  }
};
} // namespace
