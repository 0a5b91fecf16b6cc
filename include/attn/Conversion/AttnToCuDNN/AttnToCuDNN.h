//===- AttnToCuDNN.h - attn ops as calls of cuDNN's fused attention -*- C++ -*-===//
//
// Lowering of the attn ops whose backend is cuDNN to calls of the runtime's
// cuDNN attention (runtime/lib/Cudnn.cpp), with the small generated kernels
// that give the rows cuDNN leaves undefined attn's meaning.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOCUDNN_ATTNTOCUDNN_H
#define ATTN_CONVERSION_ATTNTOCUDNN_ATTNTOCUDNN_H

#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::attn {

#define GEN_PASS_DECL_CONVERTATTNTOCUDNNPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOCUDNN_ATTNTOCUDNN_H
