//===- TileLoader.h - global tensors into shared-memory tiles ---*- C++ -*-===//
//
// Addressing of the layout-dependent global tensors (query, key, value and
// their gradients) and the cp.async loads of row tiles into shared memory
// that the forward and backward kernels share.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_TILELOADER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_TILELOADER_H

#include "WarpBuilder.h"

// Layout helpers shared with the CPU kernels.
#include "attn/Dialect/Attn/Utils/KernelBuilder.h"

namespace mlir::attn::gpu_kernels {

/// A [batch, sequence, heads, dim] tensor in one of the padded layouts: its
/// memref, base pointer and row-major strides (i64 elements).
struct GlobalTensor {
  Value memref;
  Value base;
  SmallVector<Value> strides;
};

/// Shared memory rows of a tile are padded by 16 bytes so that the eight
/// row addresses of an ldmatrix fall in distinct banks.
inline int64_t paddedRowBytes(int64_t columns) { return (columns + 8) * 2; }

/// How a tile's rows are placed in shared memory.
enum class TileArrangement {
  /// Row after row, each padded by 16 bytes (for ldmatrix).
  padded,
  /// wgmma's 128-byte swizzle: the tile is split into 64-column blocks, one
  /// after the other, each `rows` rows of 128 bytes; the 16-byte chunk c of
  /// row r sits at chunk c ^ (r % 8). The tile must start 1024-aligned.
  swizzled128,
};

class TileLoader {
public:
  TileLoader(WarpBuilder &w, kernels::KernelBuilder &kb, Layout layout,
             int64_t threads)
      : w(w), kb(kb), layout(layout), threads(threads) {}

  /// Must be called before the first load.
  void setThread(Value threadId, Value sharedMemoryBase) {
    tid = threadId;
    sharedBase = sharedMemoryBase;
  }

  GlobalTensor tensor(Value memref) {
    GlobalTensor result{memref, w.globalBase(memref), {}};
    auto type = cast<MemRefType>(memref.getType());
    result.strides.resize(type.getRank());
    Value running = w.i64(1);
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      result.strides[d] = running;
      running = w.mul(running, w.toI64(kb.dim(memref, d)));
    }
    return result;
  }

  /// Element offset (i64) of (batch, position, head, 0).
  Value tokenOffset(const GlobalTensor &tensor, Value batch, Value position,
                    Value head) {
    SmallVector<Value> indices =
        kernels::layoutIndices(layout, w.toI64(batch), w.toI64(position),
                           w.toI64(head), w.i64(0));
    Value offset = w.i64(0);
    for (auto [index, stride] : llvm::zip(indices, tensor.strides))
      offset = w.add(offset, w.mul(index, stride));
    return offset;
  }

  /// Starts copying rows [firstPosition, firstPosition + rows) × `cols` of
  /// (batch, head) into the tile at byte `sharedOffset` (padded rows). Rows
  /// at or past `limit` are zero-filled; their (clamped) address is never
  /// read.
  void load(Value sharedOffset, int64_t rows, int64_t cols,
            const GlobalTensor &tensor, Value batch, Value head,
            Value firstPosition, Value limit,
            TileArrangement arrangement = TileArrangement::padded) {
    using arith::CmpIPredicate;
    int64_t chunksPerRow = cols / 8; // 16-byte chunks
    int64_t chunks = rows * chunksPerRow;
    assert((arrangement == TileArrangement::padded || cols % 32 == 0) &&
           "swizzled tiles hold whole and half 64-column blocks");
    Type element = w.elementType();
    for (int64_t first = 0; first < chunks; first += threads) {
      auto emitChunk = [&]() {
        Value chunk = w.add(tid, w.i32(first));
        Value row = w.divU(chunk, w.i32(chunksPerRow));
        Value column = w.remU(chunk, w.i32(chunksPerRow));
        Value position = w.add(firstPosition, row);
        Value valid = w.cmp(CmpIPredicate::slt, position, limit);
        Value safePosition = w.select(valid, position, w.i32(0));
        Value elementOffset =
            w.add(tokenOffset(tensor, batch, safePosition, head),
                  w.toI64(w.mul(column, w.i32(8))));
        Value source = w.offsetPtr(tensor.base, element, elementOffset);
        Value destination = w.bytePtr(
            sharedBase,
            w.add(sharedOffset,
                  chunkOffset(row, column, rows, cols, arrangement)));
        w.copyAsync16(destination, source,
                      w.select(valid, w.i32(16), w.i32(0)));
      };
      if (first + threads <= chunks) {
        emitChunk();
      } else {
        Value inRange = w.cmp(CmpIPredicate::slt, w.add(tid, w.i32(first)),
                              w.i32(chunks));
        kb.ifThen(inRange, emitChunk);
      }
    }
  }

  /// Byte offset (i32) of 16-byte chunk `column` of row `row` in a tile of
  /// `rows` x `cols` elements that load() fills: padded rows, or 64-column
  /// blocks of 128-byte rows whose chunks are XOR-swizzled by row % 8.
  Value chunkOffset(Value row, Value column, int64_t rows, int64_t cols,
                    TileArrangement arrangement) {
    if (arrangement == TileArrangement::padded)
      return w.add(w.mul(row, w.i32(paddedRowBytes(cols))),
                   w.mul(column, w.i32(16)));
    Value block = w.divU(column, w.i32(8));
    Value chunk = w.xorI(w.remU(column, w.i32(8)), w.remU(row, w.i32(8)));
    return w.add(w.mul(block, w.i32(rows * 128)),
                 w.add(w.mul(row, w.i32(128)), w.mul(chunk, w.i32(16))));
  }

private:
  WarpBuilder &w;
  kernels::KernelBuilder &kb;
  Layout layout;
  int64_t threads;
  Value tid, sharedBase;
};

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_TILELOADER_H
