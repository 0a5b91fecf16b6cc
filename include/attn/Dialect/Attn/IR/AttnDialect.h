//===- AttnDialect.h - attn dialect declaration -----------------*- C++ -*-===//
//
// The attn dialect, its attributes and its types.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
#define ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "attn/Dialect/Attn/Utils/MaskBand.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h.inc"
#include "attn/Dialect/Attn/IR/AttnEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnTypes.h.inc"

#endif // ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
