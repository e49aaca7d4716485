//===- SwizzleRest.h - constant parts of swizzled addresses as immediates --===//
//
// OperandTile (Lowering.h) places byte `colByte` of line `row` at
//   row * lineBytes + (chunk ^ phase) * 16 + colByte % 16 + block * blockBytes
// with chunk = colByte % lineBytes / 16, block = colByte / lineBytes and
// phase = row / perPhase % maxPhase. A thread's element index is a thread
// part plus a constant; OperandTileAddresses computes one address per
// distinct (thread parts, kept constants) and reaches the other elements
// by immediate offsets. This header holds the integer reasoning that
// decides which constant bits can be immediates, without MLIR, so that
// test/unit/conversion can check it against the formula exhaustively.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_SWIZZLEREST_H
#define TRITONC_CONVERSION_SWIZZLEREST_H

#include <cstdint>

namespace tritonc {

struct SwizzleShape {
  int64_t perPhase = 1, maxPhase = 1, lineBytes = 0;
};

/// Splits the constant row rest (within a swizzle period) and column-byte
/// rest (within a line) of an element into the part an address must be
/// computed with and an immediate byte offset, returned; the rests are
/// updated to the computed parts. rowOnes and colByteOnes are the bits the
/// thread parts of the row and of the column in bytes may set
/// (possibleOneBits). A rest sharing no bit with its thread part adds
/// without carries, so the swizzled chunk is threadChunk ^ restChunk; a
/// rest chunk bit where threadChunk is known zero sets that bit (added as
/// an immediate), one where the thread may have a one flips it and stays in
/// the computed address. Returns 0 and leaves the rests alone where that
/// reasoning does not apply.
inline int64_t moveSwizzleRestToImmediate(const SwizzleShape &shape, uint64_t rowOnes, uint64_t colByteOnes,
                                          int64_t &rowRest, int64_t &colByteRest) {
  constexpr int64_t chunkBytes = 16;
  auto powerOfTwo = [](int64_t v) { return v > 0 && (v & (v - 1)) == 0; };
  auto log2 = [](int64_t v) {
    unsigned n = 0;
    while ((int64_t(1) << n) < v)
      ++n;
    return n;
  };
  if (!powerOfTwo(shape.perPhase) || !powerOfTwo(shape.maxPhase) || !powerOfTwo(shape.lineBytes) ||
      shape.lineBytes % chunkBytes || rowRest < 0 || rowRest >= shape.perPhase * shape.maxPhase ||
      colByteRest < 0 || colByteRest >= shape.lineBytes)
    return 0;
  if ((rowOnes & static_cast<uint64_t>(rowRest)) || (colByteOnes & static_cast<uint64_t>(colByteRest)))
    return 0;
  unsigned phaseShift = log2(shape.perPhase);
  uint64_t chunkMask = static_cast<uint64_t>(shape.maxPhase - 1);
  uint64_t lineMask = static_cast<uint64_t>(shape.lineBytes - 1);
  uint64_t threadChunk = ((rowOnes >> phaseShift) & chunkMask) | ((colByteOnes & lineMask) / chunkBytes);
  uint64_t rowChunk = (static_cast<uint64_t>(rowRest) >> phaseShift) & chunkMask;
  uint64_t colChunk = static_cast<uint64_t>(colByteRest) / chunkBytes;
  uint64_t kept = (rowChunk ^ colChunk) & threadChunk;
  uint64_t added = (rowChunk ^ colChunk) & ~threadChunk;
  int64_t rowKept = static_cast<int64_t>((rowChunk & kept) << phaseShift);
  int64_t colKept = static_cast<int64_t>((colChunk & kept) * chunkBytes);
  int64_t immediate = (rowRest - rowKept) * shape.lineBytes + static_cast<int64_t>(added) * chunkBytes +
                      colByteRest % chunkBytes;
  rowRest = rowKept;
  colByteRest = colKept;
  return immediate;
}

} // namespace tritonc

#endif
