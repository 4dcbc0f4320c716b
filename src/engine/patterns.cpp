#include "engine/patterns.h"

#include <cstring>
#include <stdexcept>

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
    0x0000000000001F1FULL,  // the 2x5 block at a1: a1-e1 and a2-e2
};

constexpr std::uint32_t power_of_three(int n) { return n == 0 ? 1 : 3 * power_of_three(n - 1); }

// Where each pattern's table starts within a phase; the mobility tables and the constant
// follow the last.
constexpr auto kPatternOffsets = [] {
  std::array<std::uint32_t, kPatternCount + 1> offsets{};
  for (int p = 0; p < kPatternCount; ++p)
    offsets[p + 1] = offsets[p] + power_of_three(count(kPatternMasks[p]));
  return offsets;
}();
// Where the table of each folded reading starts, in the readings' order (FoldedReadings).
constexpr auto kReadingOffsets = [] {
  std::array<std::uint32_t, kFoldedReadings> offsets{};
  int i = 0;
  for (int r = 0; r < 4; ++r) {
    for (int p = 0; p < kPatternCount; ++p) offsets[i++] = kPatternOffsets[p];
    for (int p = kFoldedPatternCount; p < kPatternCount; ++p) offsets[i++] = kPatternOffsets[p];
  }
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

// Spreads the low bits of `packed` over the squares of `mask`, in order: undoes extract.
Bitboard deposit(std::uint32_t packed, Bitboard mask) {
  Bitboard b = 0;
  for (; mask; mask &= mask - 1, packed >>= 1) {
    if (packed & 1) b |= mask & -mask;
  }
  return b;
}

// One side's discs on the squares of pattern `p` for a board read one way, as a base-3
// number of digits 0 and 1: that side's part of the pattern's entry.
inline std::uint32_t side_digits(int p, Bitboard discs) { return kTernary[extract(discs, kPatternMasks[p])]; }

// The entry of pattern `p` within a phase for a board read one way.
inline std::uint32_t pattern_entry(int p, Bitboard player, Bitboard opponent) {
  return kPatternOffsets[p] + side_digits(p, player) + 2U * side_digits(p, opponent);
}

// Mobility and the constant, the last three features of a board, written at `out`.
void mobility_features(const Board& board, std::uint32_t* out) {
  out[0] = kMobilityOffset + static_cast<std::uint32_t>(count(board.moves()));
  out[1] = kMobilityOffset + kMobilityEntries +
           static_cast<std::uint32_t>(count(legal_moves(board.opponent, board.player)));
  out[2] = kConstantOffset;
}

// The mirroring that maps the squares of `mask` onto themselves (every folded pattern has one).
Symmetry own_mirror(Bitboard mask) {
  for (Symmetry s : {Symmetry::MirrorRows, Symmetry::MirrorColumns, Symmetry::MirrorDiagonal,
                     Symmetry::MirrorAntiDiagonal}) {
    if (transform(mask, s) == mask) return s;
  }
  throw std::logic_error("a pattern that is not its own mirror image cannot be folded");
}

// The eight readings of a pattern are the four rotations and the four mirrorings, and each
// mirroring is a rotation followed by the pattern's own mirror: it sees the same squares as
// that rotation, its digits moved to their mirror images. So an entry and its mirror
// image's, summed, count both readings.
//
// mirror_entries()[p][i]: the entry of folded pattern p (within its table) that its mirror
// image reads where it reads entry i. The same for every phase, so found once: finding it
// again for every phase of both table sets was most of the start-up of `reversi solve`
// (docs/benchmarks/search.md#the-exact-solver-the-ffo-suites, "Start-up").
const std::array<std::vector<std::uint32_t>, kFoldedPatternCount>& mirror_entries() {
  static const auto entries = [] {
    std::array<std::vector<std::uint32_t>, kFoldedPatternCount> all;
    for (int p = 0; p < kFoldedPatternCount; ++p) {
      const Bitboard mask = kPatternMasks[p];
      const Symmetry mirror = own_mirror(mask);
      const std::uint32_t size = power_of_three(count(mask));
      all[p].resize(size);
      for (std::uint32_t i = 0; i < size; ++i) {
        std::uint32_t player = 0;
        std::uint32_t opponent = 0;
        for (std::uint32_t rest = i, d = 0; rest; rest /= 3, ++d) {
          if (rest % 3 == 1) player |= 1U << d;
          if (rest % 3 == 2) opponent |= 1U << d;
        }
        all[p][i] = pattern_entry(p, transform(deposit(player, mask), mirror),
                                  transform(deposit(opponent, mask), mirror)) -
                    kPatternOffsets[p];
      }
    }
    return all;
  }();
  return entries;
}

}  // namespace

std::size_t pattern_entries_per_phase() { return kConstantOffset + 1; }

std::size_t pattern_constant_entry() { return kConstantOffset; }

std::array<std::uint32_t, kFeaturesPerBoard> pattern_features(const Board& board) {
  const std::array<Bitboard, 8> players = all_transforms(board.player);
  const std::array<Bitboard, 8> opponents = all_transforms(board.opponent);
  std::array<std::uint32_t, kFeaturesPerBoard> features{};
  int i = 0;
  for (std::size_t r = 0; r < players.size(); ++r) {
    for (int p = 0; p < kPatternCount; ++p) features[i++] = pattern_entry(p, players[r], opponents[r]);
  }
  mobility_features(board, &features[i]);
  return features;
}

FoldedReadings::FoldedReadings(const Board& board) {
  // Each side's discs alone, as base-3 numbers of digits 0 and 1.
  std::array<std::uint16_t, kFoldedReadings> mine;
  std::array<std::uint16_t, kFoldedReadings> theirs;
  const std::array<Bitboard, 4> players = all_rotations(board.player);
  const std::array<Bitboard, 4> opponents = all_rotations(board.opponent);
  int i = 0;
  for (std::size_t r = 0; r < players.size(); ++r) {
    for (int p = 0; p < kPatternCount; ++p, ++i) {
      mine[i] = side_digits(p, players[r]);
      theirs[i] = side_digits(p, opponents[r]);
    }
    // A rotation mirrored top to bottom (a byte swap) is one of the four mirrorings, a
    // different one for each rotation: the unfolded patterns are read there too.
    for (int p = kFoldedPatternCount; p < kPatternCount; ++p, ++i) {
      mine[i] = side_digits(p, __builtin_bswap64(players[r]));
      theirs[i] = side_digits(p, __builtin_bswap64(opponents[r]));
    }
  }
  for (int v = 0; v < kVectors; ++v) {
    Lanes mine_lanes;
    Lanes their_lanes;
    std::memcpy(&mine_lanes, &mine[v * kLanes], sizeof(Lanes));
    std::memcpy(&their_lanes, &theirs[v * kLanes], sizeof(Lanes));
    mover_[v] = mine_lanes + 2 * their_lanes;
    other_[v] = their_lanes + 2 * mine_lanes;
  }
}

const std::array<FoldedReadings::Readings, kSquareCount> FoldedReadings::kSquareDigits = [] {
  std::array<Readings, kSquareCount> digits;
  for (int sq = 0; sq < kSquareCount; ++sq) digits[sq] = FoldedReadings(Board{bit(square_at(sq)), 0}).mover_;
  return digits;
}();

FoldedReadings FoldedReadings::after(const Move& move) const {
  FoldedReadings next;  // written in place: a copy at the return costs more than the update
  if (move.is_pass()) {
    // The other side moves next: its view is this board's `other_`.
    next.mover_ = other_;
    next.other_ = mover_;
    return next;
  }
  const Readings& placed = kSquareDigits[index_of(move.square)];
  Readings flipped{};
  for (Square sq : squares_of(move.flipped)) {
    for (int v = 0; v < kVectors; ++v) flipped[v] += kSquareDigits[index_of(sq)][v];
  }
  for (int v = 0; v < kVectors; ++v) {
    // For the side to move next, the disc placed and the discs flipped are the other
    // side's (digit 2), the flipped ones having been its own (1); for the side that
    // moved, the disc placed is its own (1), the flipped ones having been the other's (2).
    next.mover_[v] = other_[v] + 2 * placed[v] + flipped[v];
    next.other_[v] = mover_[v] + placed[v] - flipped[v];
  }
  return next;
}

std::array<std::uint32_t, kFoldedFeaturesPerBoard> FoldedReadings::features(const Board& board) const {
  using Wide = std::uint32_t __attribute__((vector_size(4 * kLanes)));
  std::array<std::uint32_t, kFoldedFeaturesPerBoard> features;
  for (int v = 0; v < kVectors; ++v) {
    Wide offsets;
    std::memcpy(&offsets, &kReadingOffsets[v * kLanes], sizeof(Wide));
    const Wide entries = __builtin_convertvector(mover_[v], Wide) + offsets;
    std::memcpy(&features[v * kLanes], &entries, sizeof(Wide));
  }
  mobility_features(board, &features[kFoldedReadings]);
  return features;
}

// The patterns that are not their own mirror image keep their entries: the evaluation
// reads them in all eight symmetries.
std::vector<std::int32_t> fold_pattern_tables(std::span<const std::int16_t> phase) {
  std::vector<std::int32_t> folded(phase.begin(), phase.end());
  for (int p = 0; p < kFoldedPatternCount; ++p) {
    const std::span<const std::int16_t> table = phase.subspan(kPatternOffsets[p]);
    const std::vector<std::uint32_t>& images = mirror_entries()[p];
    for (std::uint32_t i = 0; i < images.size(); ++i)
      folded[kPatternOffsets[p] + i] = table[i] + table[images[i]];
  }
  return folded;
}

}  // namespace reversi::engine
