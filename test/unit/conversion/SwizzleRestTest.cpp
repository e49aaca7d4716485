// moveSwizzleRestToImmediate (src/conversion/TileGPUToLLVM/SwizzleRest.h):
// for every thread value its masks allow, the address of the element must
// equal the address computed with the kept rests plus the immediate.
#include "SwizzleRest.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

using namespace tritonc;

namespace {

/// The byte offset OperandTile::address computes (block 0, batch 0).
int64_t swizzledByte(const SwizzleShape &s, int64_t row, int64_t colByte) {
  int64_t phase = row / s.perPhase % s.maxPhase;
  int64_t chunk = colByte % s.lineBytes / 16;
  int64_t blockBytes = 1024 * s.lineBytes; // any multiple of a period's bytes
  return row * s.lineBytes + (chunk ^ phase) * 16 + colByte % 16 + colByte / s.lineBytes * blockBytes;
}

/// Every value whose ones lie in `mask`.
std::vector<uint64_t> submasks(uint64_t mask) {
  std::vector<uint64_t> values;
  for (uint64_t v = mask;; v = (v - 1) & mask) {
    values.push_back(v);
    if (!v)
      break;
  }
  return values;
}

/// Checks every rest of a period and a line against every thread value.
void checkAll(const SwizzleShape &s, uint64_t rowOnes, uint64_t colByteOnes, int64_t elemBytes) {
  for (int64_t rowRest = 0; rowRest < s.perPhase * s.maxPhase; ++rowRest)
    for (int64_t colByteRest = 0; colByteRest < s.lineBytes; colByteRest += elemBytes) {
      int64_t rowKept = rowRest, colKept = colByteRest;
      int64_t immediate = moveSwizzleRestToImmediate(s, rowOnes, colByteOnes, rowKept, colKept);
      if (immediate == 0 && rowKept == rowRest && colKept == colByteRest)
        continue; // left alone: the caller computes the full address
      for (uint64_t r : submasks(rowOnes))
        for (uint64_t c : submasks(colByteOnes)) {
          int64_t row = static_cast<int64_t>(r) + rowRest, col = static_cast<int64_t>(c) + colByteRest;
          int64_t expected = swizzledByte(s, row, col);
          int64_t computed = swizzledByte(s, static_cast<int64_t>(r) + rowKept, static_cast<int64_t>(c) + colKept);
          INFO("perPhase " << s.perPhase << " maxPhase " << s.maxPhase << " lineBytes " << s.lineBytes
                           << " rowOnes " << rowOnes << " colByteOnes " << colByteOnes << " rowRest " << rowRest
                           << " colByteRest " << colByteRest << " thread row " << r << " col " << c);
          REQUIRE(computed + immediate == expected);
        }
    }
}

} // namespace

TEST_CASE("tf32 B staged K-major: four computed addresses, as the swizzle allows", "[swizzle]") {
  // 128-byte lines of 32 tf32 k, 8 phases of one row; the thread holds 4
  // consecutive n (rows 4*(lane % 16) + j) and k = lane / 16 + 2 * warp + 8 r.
  SwizzleShape s{1, 8, 128};
  uint64_t rowOnes = 0x3c, colByteOnes = 0x1c;
  int64_t bases = 0;
  std::vector<std::pair<int64_t, int64_t>> kept;
  for (int64_t j = 0; j < 4; ++j)
    for (int64_t r = 0; r < 4; ++r) {
      int64_t row = j, col = 32 * r;
      moveSwizzleRestToImmediate(s, rowOnes, colByteOnes, row, col);
      if (std::find(kept.begin(), kept.end(), std::make_pair(row, col)) == kept.end()) {
        kept.push_back({row, col});
        ++bases;
      }
    }
  CHECK(bases == 4);
  checkAll(s, rowOnes, colByteOnes, 4);
}

TEST_CASE("rests sharing a bit with the thread part are left alone", "[swizzle]") {
  SwizzleShape s{1, 8, 128};
  int64_t row = 1, col = 32;
  CHECK(moveSwizzleRestToImmediate(s, /*rowOnes=*/0x3, 0, row, col) == 0);
  CHECK(row == 1);
  CHECK(col == 32);
  row = 0;
  CHECK(moveSwizzleRestToImmediate(s, 0, /*colByteOnes=*/0x20, row, col) == 0);
  CHECK(col == 32);
}

TEST_CASE("without thread bits in the chunk every rest is an immediate", "[swizzle]") {
  SwizzleShape s{2, 4, 128};
  int64_t row = 7, col = 100;
  int64_t immediate = moveSwizzleRestToImmediate(s, /*rowOnes=*/0xf0, /*colByteOnes=*/0x380, row, col);
  CHECK(row == 0);
  CHECK(col == 0);
  CHECK(immediate == swizzledByte(s, 7, 100));
}

TEST_CASE("random swizzles and thread masks", "[swizzle]") {
  std::mt19937_64 random(20261207);
  const SwizzleShape shapes[] = {{1, 8, 128}, {2, 4, 64}, {4, 2, 32}, {1, 4, 64}, {1, 2, 32}, {1, 1, 16},
                                 {2, 8, 128}, {8, 1, 16}, {1, 1, 128}};
  for (const SwizzleShape &s : shapes)
    for (int64_t elemBytes : {1, 2, 4}) {
      for (int trial = 0; trial < 40; ++trial) {
        // Masks of up to 6 bits in the low 10, as layouts give them.
        auto mask = [&] {
          uint64_t m = 0;
          for (int bit = 0, n = random() % 7; bit < n; ++bit)
            m |= uint64_t(1) << (random() % 10);
          return m;
        };
        uint64_t rowOnes = mask(), colByteOnes = mask() & ~uint64_t(elemBytes - 1);
        checkAll(s, rowOnes, colByteOnes, elemBytes);
      }
    }
}
