//===- ParserDefects.h - inputs MLIR's own parser crashes on ----*- C++ -*-===//
//
// MLIR 22's linalg parsers of transpose, broadcast and reduce store the
// result of a failed `permutation = [...]` / `dimensions = [...]` parse (a
// null attribute) and then crash on it (found by test/Fuzz/attn-opt.test;
// reproducer in test/Fuzz/Inputs/upstream/). attn's tools screen their
// input for that spelling first and reject it with an error at its place,
// so that bad input is an error, not a segmentation fault.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_SUPPORT_PARSERDEFECTS_H
#define ATTN_SUPPORT_PARSERDEFECTS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"

#include <cctype>
#include <optional>
#include <string>

namespace mlir::attn {

/// Where `text` has a `permutation =` or `dimensions =` in the custom
/// syntax of those ops (right after the `outs(...)` group, comments and
/// whitespace between) that is not
/// followed by a bracketed list of integers, and what is wrong there;
/// nothing when it has none. The generic form (`<{permutation =
/// array<...>}>`) and SSA names such as `%dimensions` are not that
/// position and pass.
struct ParserDefect {
  size_t offset;
  std::string message;
};

/// `prefix` without trailing whitespace and `//` line comments.
inline llvm::StringRef trimTrailingComments(llvm::StringRef prefix) {
  while (true) {
    prefix = prefix.rtrim();
    size_t lineStart = prefix.rfind('\n');
    lineStart = lineStart == llvm::StringRef::npos ? 0 : lineStart + 1;
    size_t comment = prefix.find("//", lineStart);
    if (comment == llvm::StringRef::npos)
      return prefix;
    prefix = prefix.take_front(comment);
  }
}

inline std::optional<ParserDefect>
findKnownParserDefect(llvm::StringRef text) {
  for (llvm::StringRef keyword : {"permutation", "dimensions"}) {
    size_t at = 0;
    while ((at = text.find(keyword, at)) != llvm::StringRef::npos) {
      size_t start = at;
      llvm::StringRef rest = text.drop_front(at + keyword.size()).ltrim();
      at += keyword.size();
      if (!trimTrailingComments(text.take_front(start)).ends_with(")") ||
          !rest.consume_front("="))
        continue;
      auto defect = [&](const char *what) {
        return ParserDefect{start, ("malformed '" + keyword + "' list (" +
                                    what +
                                    "): MLIR 22's linalg parser would crash "
                                    "on it, so it is rejected before parsing")
                                       .str()};
      };
      rest = rest.ltrim();
      if (!rest.consume_front("["))
        return defect("expected '['");
      size_t close = rest.find(']');
      if (close == llvm::StringRef::npos)
        return defect("no closing ']'");
      llvm::StringRef list = rest.take_front(close).trim();
      if (list.empty())
        continue;
      llvm::SmallVector<llvm::StringRef> items;
      list.split(items, ',');
      for (llvm::StringRef item : items) {
        item = item.trim();
        item.consume_front("-");
        if (item.empty() || !llvm::all_of(item, [](char c) {
              return std::isdigit(static_cast<unsigned char>(c));
            }))
          return defect("expected integers separated by ','");
      }
    }
  }
  return std::nullopt;
}

/// Reports the first known parser defect of `sourceMgr`'s main buffer as an
/// error at its location; true when there is one.
inline bool reportKnownParserDefect(llvm::SourceMgr &sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  std::optional<ParserDefect> defect =
      findKnownParserDefect(buffer->getBuffer());
  if (!defect)
    return false;
  sourceMgr.PrintMessage(
      llvm::SMLoc::getFromPointer(buffer->getBufferStart() + defect->offset),
      llvm::SourceMgr::DK_Error, defect->message);
  return true;
}

} // namespace mlir::attn

#endif // ATTN_SUPPORT_PARSERDEFECTS_H
