#include "engine/patterns.h"

#include "core/symmetry.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace reversi::engine {

namespace {

// The squares of each pattern in one orientation (bit = row * 8 + column, a1 = bit 0).
constexpr std::array<Bitboard, kPatternCount> kPatternMasks = {
    0x00000000000042FFULL,  // edge a1-h1 with b2 and g2
    0x0000000000070707ULL,  // the 3x3 block at a1
    0x000000000000FF00ULL,  // row 2
    0x0000000000FF0000ULL,  // row 3
    0x00000000FF000000ULL,  // row 4
    0x8040201008040201ULL,  // diagonal a1-h8
    0x0080402010080402ULL,  // b1-h7
    0x0000804020100804ULL,  // c1-h6
    0x0000008040201008ULL,  // d1-h5
    0x0000000080402010ULL,  // e1-h4
};

constexpr std::uint32_t power_of_three(int n) { return n == 0 ? 1 : 3 * power_of_three(n - 1); }

// Where each pattern's table starts within a bucket; the mobility tables and the constant
// follow the last.
constexpr auto kPatternOffsets = [] {
  std::array<std::uint32_t, kPatternCount + 1> offsets{};
  for (int p = 0; p < kPatternCount; ++p)
    offsets[p + 1] = offsets[p] + power_of_three(count(kPatternMasks[p]));
  return offsets;
}();
constexpr std::uint32_t kMobilityOffset = kPatternOffsets[kPatternCount];
constexpr std::uint32_t kConstantOffset = kMobilityOffset + 2 * kMobilityEntries;

// kTernary[b]: the number whose base-3 digits are the bits of b (at most 10 bits).
constexpr auto kTernary = [] {
  std::array<std::uint16_t, 1024> ternary{};
  for (std::uint32_t b = 0; b < ternary.size(); ++b) {
    std::uint32_t value = 0;
    for (int i = 9; i >= 0; --i) value = 3 * value + ((b >> i) & 1);
    ternary[b] = static_cast<std::uint16_t>(value);
  }
  return ternary;
}();

// The bits of `b` under `mask`, packed down in order (the BMI2 instruction where there is one).
inline std::uint32_t extract(Bitboard b, Bitboard mask) {
#if defined(__BMI2__)
  return static_cast<std::uint32_t>(_pext_u64(b, mask));
#else
  std::uint32_t packed = 0;
  int place = 0;
  for (; mask; mask &= mask - 1, ++place) {
    if (b & mask & -mask) packed |= 1U << place;
  }
  return packed;
#endif
}

}  // namespace

std::size_t pattern_entries_per_bucket() { return kConstantOffset + 1; }

std::array<std::uint32_t, kFeaturesPerBoard> pattern_features(const Board& board) {
  std::array<std::uint32_t, kFeaturesPerBoard> features{};
  std::size_t n = 0;
  const std::array<Bitboard, 8> players = all_transforms(board.player);
  const std::array<Bitboard, 8> opponents = all_transforms(board.opponent);
  for (std::size_t s = 0; s < kSymmetries.size(); ++s) {
    for (int p = 0; p < kPatternCount; ++p) {
      features[n++] = kPatternOffsets[p] + kTernary[extract(players[s], kPatternMasks[p])] +
                      2U * kTernary[extract(opponents[s], kPatternMasks[p])];
    }
  }
  features[n++] = kMobilityOffset + static_cast<std::uint32_t>(count(board.moves()));
  features[n++] = kMobilityOffset + kMobilityEntries +
                  static_cast<std::uint32_t>(count(legal_moves(board.opponent, board.player)));
  features[n++] = kConstantOffset;
  return features;
}

}  // namespace reversi::engine
