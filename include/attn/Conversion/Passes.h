//===- Passes.h - attn conversion passes ------------------------*- C++ -*-===//
//
// Declarations and registration of every attn conversion pass.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_H
#define ATTN_CONVERSION_PASSES_H

#include "attn/Conversion/AttnNVToLLVM/AttnNVToLLVM.h"
#include "attn/Conversion/AttnToCPU/AttnToCPU.h"
#include "attn/Conversion/AttnToCuDNN/AttnToCuDNN.h"
#include "attn/Conversion/AttnToGPU/AttnToGPU.h"

namespace mlir::attn {

#define GEN_PASS_REGISTRATION
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_PASSES_H
