//===- WarpBuilder.h - per-thread IR for tensor-core GPU kernels -*- C++ -*-===//
//
// The vocabulary of the generated GPU kernels, one level above NVVM: i32
// arithmetic, shared/global pointers, asynchronous copies, ldmatrix,
// mma.sync m16n8k16 with f32 accumulation, warpgroup products (attn_nv),
// warp shuffles and fast exp2/log2.
// Everything is emitted as per-thread code (the SIMT view), like CUDA C++.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_WARPBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_WARPBUILDER_H

#include "attn/Dialect/AttnNV/IR/AttnNV.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <array>
#include <string>

namespace mlir::attn::gpu_kernels {

/// Operand element type of the tensor-core products.
enum class MMAElement { bf16, f16 };

using Fragment4 = std::array<Value, 4>; // four 32-bit registers

class WarpBuilder {
public:
  WarpBuilder(ImplicitLocOpBuilder &b, MMAElement element)
      : b(b), element(element) {}

  ImplicitLocOpBuilder &builder() { return b; }
  Type i32Type() { return b.getI32Type(); }
  Type i64Type() { return b.getI64Type(); }
  Type f32Type() { return b.getF32Type(); }
  Type elementType() {
    return element == MMAElement::bf16 ? Type(b.getBF16Type())
                                       : Type(b.getF16Type());
  }

  // Constants.
  Value i32(int64_t value) {
    return arith::ConstantOp::create(b, b.getI32IntegerAttr(value));
  }
  Value i64(int64_t value) {
    return arith::ConstantOp::create(b, b.getI64IntegerAttr(value));
  }
  Value f32(double value) {
    return arith::ConstantOp::create(b, b.getF32FloatAttr(value));
  }

  // Integer arithmetic (i32 or i64, both operands alike).
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value divU(Value x, Value y) { return arith::DivUIOp::create(b, x, y); }
  Value remU(Value x, Value y) { return arith::RemUIOp::create(b, x, y); }
  Value minS(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value maxS(Value x, Value y) { return arith::MaxSIOp::create(b, x, y); }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, predicate, x, y);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, x, y); }
  Value xorI(Value x, Value y) { return arith::XOrIOp::create(b, x, y); }
  Value shrU(Value x, Value y) { return arith::ShRUIOp::create(b, x, y); }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, condition, x, y);
  }
  Value toI32(Value value) {
    if (value.getType().isIndex())
      return arith::IndexCastOp::create(b, i32Type(), value);
    return value;
  }
  Value toI64(Value value) {
    if (value.getType().isIndex())
      return arith::IndexCastOp::create(b, i64Type(), value);
    if (value.getType().isInteger(32))
      return arith::ExtSIOp::create(b, i64Type(), value);
    return value;
  }
  Value i32ToF32(Value value) {
    return arith::SIToFPOp::create(b, f32Type(), value);
  }

  // Float arithmetic (f32).
  Value addF(Value x, Value y) { return arith::AddFOp::create(b, x, y); }
  Value subF(Value x, Value y) { return arith::SubFOp::create(b, x, y); }
  Value mulF(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value maxF(Value x, Value y) { return arith::MaxNumFOp::create(b, x, y); }
  Value fma(Value x, Value y, Value z) {
    return LLVM::FMAOp::create(b, x, y, z);
  }
  Value cmpF(arith::CmpFPredicate predicate, Value x, Value y) {
    return arith::CmpFOp::create(b, predicate, x, y);
  }
  /// 2^x with the SFU (ex2.approx.ftz): exact enough for softmax weights
  /// that are rounded to bf16/f16 anyway; 2^-inf = 0.
  Value exp2(Value x) {
    return intrinsic("llvm.nvvm.ex2.approx.ftz.f", f32Type(), {x});
  }
  Value log2(Value x) {
    return intrinsic("llvm.nvvm.lg2.approx.ftz.f", f32Type(), {x});
  }
  Value reciprocal(Value x) {
    return intrinsic("llvm.nvvm.rcp.rn.f", f32Type(), {x});
  }

  // Thread geometry.
  Value threadIdX() {
    return toI32(gpu::ThreadIdOp::create(b, gpu::Dimension::x));
  }
  /// The thread's x index read anew where it stands (attn_nv.thread_id):
  /// what a loop body computes from it stays in the loop instead of
  /// holding registers across it.
  Value threadIdXInPlace() { return nv::ThreadIdOp::create(b, b.getI32Type()); }
  Value blockId(gpu::Dimension dimension) {
    return toI32(gpu::BlockIdOp::create(b, dimension));
  }

  /// Value of `x` in lane (lane ^ mask) of the warp.
  Value shuffleXor(Value x, int64_t mask) {
    auto shuffle = gpu::ShuffleOp::create(b, x, i32(mask), i32(32),
                                          gpu::ShuffleMode::XOR);
    return shuffle.getShuffleResult();
  }
  void barrier() { gpu::BarrierOp::create(b); }

  // Pointers.
  /// The base of a memref (identity layout, offset 0) as a global pointer.
  Value globalBase(Value memref) {
    Value address =
        memref::ExtractAlignedPointerAsIndexOp::create(b, memref);
    return LLVM::IntToPtrOp::create(b, globalPtrType(), toI64(address));
  }
  /// The base of the dynamic shared memory.
  Value sharedBase() {
    auto type = MemRefType::get(
        {ShapedType::kDynamic}, b.getI8Type(), MemRefLayoutAttrInterface(),
        gpu::AddressSpaceAttr::get(b.getContext(),
                                   gpu::AddressSpace::Workgroup));
    Value memref = gpu::DynamicSharedMemoryOp::create(b, type);
    Value address =
        memref::ExtractAlignedPointerAsIndexOp::create(b, memref);
    return LLVM::IntToPtrOp::create(b, sharedPtrType(), toI64(address));
  }
  /// The dynamic shared memory's first 1024-byte boundary (where swizzled
  /// wgmma tiles start); the kernel reserves 1024 bytes of slack for it.
  Value sharedBaseAligned1024() {
    Value base = sharedBase();
    Value misalignment = andI(sharedAddress(base), i32(1023));
    return bytePtr(base, andI(sub(i32(1024), misalignment), i32(1023)));
  }
  Type globalPtrType() { return LLVM::LLVMPointerType::get(b.getContext(), 1); }
  Type sharedPtrType() { return LLVM::LLVMPointerType::get(b.getContext(), 3); }
  /// `base` advanced by `offset` elements of `elementType`.
  Value offsetPtr(Value base, Type elementType, Value offset) {
    return LLVM::GEPOp::create(b, base.getType(), elementType, base,
                               ValueRange{offset});
  }
  Value bytePtr(Value base, Value byteOffset) {
    return offsetPtr(base, b.getI8Type(), byteOffset);
  }

  // Asynchronous copies (cp.async, 16 bytes, L2 only).
  /// Copies 16 bytes from `src` to `dst`; only the first `srcBytes` are
  /// read, the rest of the 16 are zero-filled.
  void copyAsync16(Value dst, Value src, Value srcBytes) {
    NVVM::CpAsyncOp::create(b, dst, src, /*size=*/16u,
                            NVVM::LoadCacheModifierKind::CG, srcBytes);
  }
  /// Copies 4 bytes (zero-filled when `srcBytes` is 0), through L1.
  void copyAsync4(Value dst, Value src, Value srcBytes) {
    NVVM::CpAsyncOp::create(b, dst, src, /*size=*/4u,
                            NVVM::LoadCacheModifierKind::CA, srcBytes);
  }
  void commitGroup() { NVVM::CpAsyncCommitGroupOp::create(b); }

  // Plain loads, stores and atomics.
  Value load(Type type, Value address, unsigned alignment) {
    return LLVM::LoadOp::create(b, type, address, alignment);
  }
  void store(Value value, Value address, unsigned alignment) {
    LLVM::StoreOp::create(b, value, address, alignment);
  }
  /// *address += value (f32), unordered with other threads' additions.
  void atomicAddF32(Value address, Value value) {
    LLVM::AtomicRMWOp::create(b, LLVM::AtomicBinOp::fadd, address, value,
                              LLVM::AtomicOrdering::monotonic);
  }
  /// Waits until at most `pending` committed groups are still in flight.
  void waitGroup(int64_t pending) {
    NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(pending));
  }

  /// *address += x (f32) as a reduction: no result, unordered with other
  /// threads' additions.
  void reduceAddF32(Value address, Value x) {
    nv::ReduceAddOp::create(b, address, ValueRange{x});
  }
  /// address[0..1] += (x, y) as one vector reduction (sm_90+): no result,
  /// half the instructions of two f32 atomics.
  void reduceAddF32x2(Value address, Value x, Value y) {
    nv::ReduceAddOp::create(b, address, ValueRange{x, y});
  }

  /// destination[0 .. bytes/4) += source[...] (f32) as one asynchronous
  /// bulk reduction from shared to global memory (sm_90), joining this
  /// thread's open bulk async-group.
  void bulkReduceAddF32(Value destination, Value source, int64_t bytes) {
    nv::BulkReduceAddOp::create(b, destination, source,
                                b.getI64IntegerAttr(bytes));
  }
  /// Closes this thread's open bulk async-group.
  void commitBulkGroup() { NVVM::CpAsyncBulkCommitGroupOp::create(b); }
  /// Waits until at most `pending` of this thread's bulk async-groups are
  /// in flight: until their shared sources may be reused (`readOnly`), or
  /// until they are complete.
  void waitBulkGroup(int64_t pending, bool readOnly) {
    NVVM::CpAsyncBulkWaitGroupOp::create(
        b, static_cast<uint32_t>(pending),
        readOnly ? b.getUnitAttr() : UnitAttr());
  }

  // Tensor cores.
  /// ldmatrix .x4 (optionally .trans) of four 8x8 b16 matrices; lane l
  /// supplies the address of row l % 8 of matrix l / 8.
  Fragment4 loadMatrix4(Value sharedAddress, bool transpose) {
    auto structType = LLVM::LLVMStructType::getLiteral(
        b.getContext(), {i32Type(), i32Type(), i32Type(), i32Type()});
    Value loaded = NVVM::LdMatrixOp::create(
        b, structType, sharedAddress, /*num=*/4u,
        transpose ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8),
        NVVM::LdStMatrixEltType::B16);
    Fragment4 result;
    for (int64_t i = 0; i < 4; ++i)
      result[i] = LLVM::ExtractValueOp::create(b, loaded, i);
    return result;
  }

  /// d = a·b + c for one m16n8k16 tile with f32 accumulators: `a` holds
  /// four and `b` two packed registers of the operand element type.
  Fragment4 mma(const Fragment4 &a, Value b0, Value b1, const Fragment4 &c) {
    SmallVector<Value> operandsA(a.begin(), a.end());
    SmallVector<Value> operandsB = {b0, b1};
    if (element == MMAElement::f16) {
      // f16 operands travel as <2 x half>, bf16 ones as i32.
      auto pair = VectorType::get({2}, b.getF16Type());
      for (Value &value : operandsA)
        value = LLVM::BitcastOp::create(b, pair, value);
      for (Value &value : operandsB)
        value = LLVM::BitcastOp::create(b, pair, value);
    }
    auto structType = LLVM::LLVMStructType::getLiteral(
        b.getContext(), {f32Type(), f32Type(), f32Type(), f32Type()});
    NVVM::MMATypes type = element == MMAElement::bf16 ? NVVM::MMATypes::bf16
                                                      : NVVM::MMATypes::f16;
    Value result = NVVM::MmaOp::create(
        b, structType, operandsA, operandsB, SmallVector<Value>(c.begin(), c.end()),
        /*shape=*/std::array<int64_t, 3>{16, 8, 16},
        /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt,
        /*multiplicandPtxTypes=*/
        std::array<NVVM::MMATypes, 2>{type, type},
        /*multiplicandLayouts=*/
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    Fragment4 d;
    for (int64_t i = 0; i < 4; ++i)
      d[i] = LLVM::ExtractValueOp::create(b, result, i);
    return d;
  }

  // Warpgroup tensor cores (sm_90a).
  /// Orders this thread's earlier ordinary shared-memory writes (cp.async
  /// included) before later reads by the tensor cores' async proxy.
  void fenceProxyAsyncShared() {
    NVVM::FenceProxyOp::create(
        b, NVVM::ProxyKindAttr::get(b.getContext(), NVVM::ProxyKind::async_shared),
        NVVM::SharedSpaceAttr::get(b.getContext(),
                                   NVVM::SharedSpace::shared_cta));
  }

  // mbarriers and TMA (sm_90): the producer/consumer ring of the
  // warp-specialised forward. Barriers are 8-byte shared-memory slots.
  void initBarrier(Value barrier, int64_t arrivals) {
    NVVM::MBarrierInitOp::create(b, barrier, i32(arrivals), Value());
  }
  /// Makes initialised barriers visible to the async proxy (TMA) before the
  /// block-wide barrier that publishes them.
  void fenceBarrierInit() { NVVM::FenceMbarrierInitOp::create(b); }
  /// Expects `bytes` of TMA transfers on `barrier` and arrives once.
  void arriveExpectBytes(Value barrier, int64_t bytes) {
    NVVM::MBarrierArriveExpectTxOp::create(b, Type(), barrier, i32(bytes),
                                           NVVM::MemScopeKind::CTA,
                                           /*relaxed=*/false, Value());
  }
  void arrive(Value barrier) {
    NVVM::MBarrierArriveOp::create(b, Type(), barrier, Value());
  }
  /// Blocks until the phase of `barrier` with parity `parity` (i32 0 or 1)
  /// has completed. Each try suspends the thread for up to
  /// kBarrierSuspendHintNs before the loop retries.
  void waitBarrier(Value barrier, Value parity) {
    constexpr int64_t kBarrierSuspendHintNs = 10'000'000;
    NVVM::MBarrierTryWaitParityOp::create(b, barrier, parity,
                                          i32(kBarrierSuspendHintNs));
  }
  /// One TMA box of the tensor `map` describes (its address), at
  /// `coordinates` (innermost first), into shared memory at `destination`,
  /// completing bytes on `barrier`.
  void loadBox(Value destination, Value mapAddress,
               ArrayRef<Value> coordinates, Value barrier) {
    Value cluster = LLVM::AddrSpaceCastOp::create(
        b, LLVM::LLVMPointerType::get(b.getContext(), 7), destination);
    NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
        b, cluster, mapAddress, coordinates, barrier, ValueRange(), Value(),
        Value(), NVVM::TMALoadMode::TILE, /*isCTAOnly=*/false,
        NVVM::CTAGroupKindAttr(), Value());
  }
  /// Named barrier `id` (1-15) of `threads` threads: wait for it, or
  /// arrive without waiting.
  void syncNamedBarrier(int64_t id, int64_t threads) {
    syncNamedBarrier(i32(id), threads);
  }
  void syncNamedBarrier(Value id, int64_t threads) {
    NVVM::BarrierOp::create(b, Type(), id, i32(threads),
                            NVVM::BarrierReductionAttr(), Value());
  }
  void arriveNamedBarrier(int64_t id, int64_t threads) {
    arriveNamedBarrier(i32(id), threads);
  }
  void arriveNamedBarrier(Value id, int64_t threads) {
    NVVM::BarrierArriveOp::create(b, id, i32(threads));
  }
  /// Arrives on `barrier` once this thread's earlier cp.async copies have
  /// landed; the arrival counts toward the barrier's expected ones.
  void arriveOnCopies(Value barrier) {
    NVVM::CpAsyncMBarrierArriveOp::create(b, barrier, /*noinc=*/true);
  }
  /// Register reallocation between warpgroups (setmaxnreg).
  void setMaxRegisters(int64_t count, bool increase) {
    NVVM::SetMaxRegisterOp::create(
        b, count,
        increase ? NVVM::SetMaxRegisterAction::increase
                 : NVVM::SetMaxRegisterAction::decrease);
  }

  /// The 32-bit shared-window address of a shared pointer.
  Value sharedAddress(Value sharedPointer) {
    return LLVM::PtrToIntOp::create(b, i32Type(), sharedPointer);
  }

  /// A wgmma shared-memory matrix descriptor (128-byte swizzle) of the tile
  /// `byteOffset` bytes past `sharedPointer`: start address, leading and
  /// stride byte offsets, each in 16-byte units.
  Value sharedMatrixDescriptor(Value sharedPointer, Value byteOffset,
                               int64_t leadingBytes, int64_t strideBytes) {
    Value address = add(sharedAddress(sharedPointer), byteOffset); // < 2^18
    Value start = andI(shrU(address, i32(4)), i32(0x3FFF));
    int64_t fixed = ((leadingBytes >> 4) << 16) | ((strideBytes >> 4) << 32) |
                    (int64_t(1) << 62);
    return orI(arith::ExtUIOp::create(b, i64Type(), start), i64(fixed));
  }

  /// One warpgroup product over k16 steps: D (64 x n, f32) = [D +]
  /// Σ_s A_s · B_s, where B_s are shared-memory matrix descriptors and A_s
  /// either register fragments `a` (four packed registers per warp, the
  /// mma.sync A layout of the warp's 16 rows) or K-major descriptors
  /// `aDescriptors`. Without `accumulators` D starts from zero. The result
  /// holds the thread's n/2 values in the mma.sync C layout, n8 column chunk
  /// by chunk. `transposeB` reads B as N-major (N contiguous) instead of
  /// K-major, `transposeA` a descriptor A as M-major.
  struct WarpgroupProduct {
    int64_t n;
    ArrayRef<Fragment4> a;
    ArrayRef<Value> aDescriptors;
    ArrayRef<Value> bDescriptors;
    ArrayRef<Value> accumulators;
    bool transposeB;
    bool transposeA = false;
  };

  /// One product, issued and completed as a unit.
  SmallVector<Value> warpgroupMma(int64_t n, ArrayRef<Fragment4> a,
                                  ArrayRef<Value> aDescriptors,
                                  ArrayRef<Value> bDescriptors,
                                  ArrayRef<Value> accumulators, bool transposeB,
                                  bool transposeA = false) {
    return std::move(emitWarpgroupMmas({{n, a, aDescriptors, bDescriptors,
                                         accumulators, transposeB,
                                         transposeA}},
                                       /*wait=*/true)
                         .front());
  }

  /// Products issued back to back, each committed as its own group, and not
  /// waited for: the accumulators returned (per product) are in flight, and
  /// neither they nor the register A operands may be touched until
  /// waitWarpgroupMma returns them. One inline-asm unit, so that nothing
  /// computed between the products (descriptors, predicates) makes ptxas
  /// serialise them.
  SmallVector<SmallVector<Value>>
  issueWarpgroupMmas(ArrayRef<WarpgroupProduct> products) {
    return emitWarpgroupMmas(products, /*wait=*/false);
  }

  /// Waits until at most `pending` committed warpgroup products are in
  /// flight. `accumulators` (of a product that is then complete) come back
  /// as values that may be read; `operands` (register A operands of that
  /// product) are kept live up to the wait, so that nothing reuses their
  /// registers while the tensor cores may still read them. The code that
  /// computes `after` stays ahead of the wait (ptxas would otherwise hoist
  /// the wait above it).
  SmallVector<Value> waitWarpgroupMma(int64_t pending,
                                      ArrayRef<Value> accumulators,
                                      ArrayRef<Value> operands,
                                      ArrayRef<Value> after = {}) {
    auto wait = nv::WarpgroupWaitOp::create(
        b, b.getI64IntegerAttr(pending), ValueRange(accumulators),
        ValueRange(operands), ValueRange(after));
    return SmallVector<Value>(wait.getResults());
  }

private:
  SmallVector<SmallVector<Value>>
  emitWarpgroupMmas(ArrayRef<WarpgroupProduct> products, bool wait) {
    SmallVector<Attribute> attributes;
    SmallVector<Value> accumulators, registersA, descriptorsA, descriptorsB;
    for (const WarpgroupProduct &p : products) {
      assert((p.a.empty() != p.aDescriptors.empty()) && "A from one place");
      assert(std::max(p.a.size(), p.aDescriptors.size()) ==
                 p.bDescriptors.size() &&
             "one A step per B step");
      attributes.push_back(nv::WarpgroupProductAttr::get(
          b.getContext(), p.n, p.bDescriptors.size(),
          p.a.empty() ? nv::OperandSource::descriptor
                      : nv::OperandSource::registers,
          p.transposeA, p.transposeB, !p.accumulators.empty()));
      llvm::append_range(accumulators, p.accumulators);
      for (const Fragment4 &fragment : p.a)
        llvm::append_range(registersA, fragment);
      llvm::append_range(descriptorsA, p.aDescriptors);
      llvm::append_range(descriptorsB, p.bDescriptors);
    }
    auto mma = nv::WarpgroupMmaOp::create(
        b, b.getArrayAttr(attributes), elementType(),
        accumulators, registersA, descriptorsA, descriptorsB,
        /*in_flight=*/!wait);
    SmallVector<SmallVector<Value>> split;
    for (size_t i = 0; i < products.size(); ++i)
      split.emplace_back(mma.getProductResults(i));
    return split;
  }

public:
  /// Rounds (low, high) to the operand element type, packed in one i32
  /// (low in bits 0-15).
  Value packPair(Value low, Value high) {
    Value pair;
    if (element == MMAElement::bf16)
      pair = NVVM::ConvertF32x2ToBF16x2Op::create(
          b, VectorType::get({2}, b.getBF16Type()), high, low, Value(),
          NVVM::FPRoundingMode::RN, NVVM::SaturationMode::NONE, false);
    else
      pair = NVVM::ConvertF32x2ToF16x2Op::create(
          b, VectorType::get({2}, b.getF16Type()), high, low, Value(),
          NVVM::FPRoundingMode::RN, NVVM::SaturationMode::NONE, false);
    return LLVM::BitcastOp::create(b, i32Type(), pair);
  }

  /// The two f32 values of a packed pair of the operand element type.
  std::array<Value, 2> unpackPair(Value packed) {
    auto pairType = VectorType::get({2}, elementType());
    Value pair = LLVM::BitcastOp::create(b, pairType, packed);
    std::array<Value, 2> result;
    for (int64_t i = 0; i < 2; ++i)
      result[i] = arith::ExtFOp::create(
          b, f32Type(), Value(LLVM::ExtractElementOp::create(b, pair, i32(i))));
    return result;
  }

private:
  Value intrinsic(StringRef name, Type result, ValueRange operands) {
    return LLVM::CallIntrinsicOp::create(b, result, b.getStringAttr(name),
                                         operands)
        .getResult(0);
  }

  ImplicitLocOpBuilder &b;
  MMAElement element;
};

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_WARPBUILDER_H
