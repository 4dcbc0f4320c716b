// The features of the pattern evaluation: what it looks up in its tables for a board.
//
// A pattern is a set of squares (an edge with its two X-squares, a corner's 3x3 block,
// a row, a diagonal, a corner's 2x5 block). Its table holds a value for each way of
// filling those squares with the side to move's discs, the other side's and empties (3^n
// entries). The board is read in all eight symmetries, so each pattern is looked up eight
// times and every edge, corner and line of the board is seen the same way. Two more
// tables value the number of moves each side has; one entry is a constant. The
// evaluation is the sum of the entries.
//
// Each range of empty squares (a phase) has its own tables: what a pattern is worth
// changes as the game goes on. Which empties each phase covers comes with the tables
// (pattern_tables.h).
//
// The first kFoldedPatternCount patterns are each their own mirror image (the edge's
// left-right mirror, the corner block's across its diagonal, and so on), so their eight
// readings come in pairs that see the same squares, and a board is read only in the four
// rotations once each entry holds the sum of itself and its mirror image's entry: the
// folded tables, which give the same sum with half the lookups. The corner's 2x5 block is
// not (its mirror image is a 5x2 block), so it is read in all eight symmetries. Training
// keeps the eight readings of every pattern (pattern_features); the evaluation uses the
// folded ones (FoldedReadings).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/board.h"

namespace reversi::engine {

inline constexpr int kPatternCount = 11;
inline constexpr int kFoldedPatternCount = 10;
inline constexpr int kMobilityEntries = 34;  // 0..33 moves: more than any position has
// Table entries looked up per board: every pattern in every symmetry, the two mobility
// tables and the constant.
inline constexpr int kFeaturesPerBoard = 8 * kPatternCount + 3;

// The entries of one phase's tables, all patterns, mobility and the constant together.
std::size_t pattern_entries_per_phase();
// The constant's entry within a phase: its last.
std::size_t pattern_constant_entry();

// The entries (offsets within a phase) a board's value is the sum of.
std::array<std::uint32_t, kFeaturesPerBoard> pattern_features(const Board& board);

// The entries a board's value is the sum of in folded tables: the folded patterns in the
// four rotations, the others in all eight symmetries (the readings below), mobility and
// the constant.
inline constexpr int kFoldedFeaturesPerBoard =
    4 * kFoldedPatternCount + 8 * (kPatternCount - kFoldedPatternCount) + 3;

// The folded readings of a board, each as its entry within its pattern's table, seen from
// the side to move and from the other side. A move changes only the digits of the squares
// it places and flips, so a search carries them from board to board (after) rather than
// reading every board afresh in four rotations: the disc placed adds its digit to each
// reading that holds its square, and a disc flipped moves its digit from one side's value
// to the other's.
inline constexpr int kFoldedReadings = kFoldedFeaturesPerBoard - 3;

class FoldedReadings {
 public:
  explicit FoldedReadings(const Board& board);
  // The readings of the board after `move`, a legal move of this one or a pass.
  FoldedReadings after(const Move& move) const;
  // The entries of folded tables that `board`, whose readings these are, is the sum of.
  std::array<std::uint32_t, kFoldedFeaturesPerBoard> features(const Board& board) const;

  // Reading `i` as a table's entry from the side to move's view: a number of as many base-3
  // digits as its pattern has squares, 1 for the side to move's disc, 2 for the other's.
  std::uint16_t entry(int i) const { return mover_[i / kLanes][i % kLanes]; }

 private:
  // 3^10, the largest pattern's entries, fits in 16 bits: 16 readings to a 256-bit vector.
  static constexpr int kLanes = 16;
  using Lanes = std::uint16_t __attribute__((vector_size(2 * kLanes)));
  static constexpr int kVectors = kFoldedReadings / kLanes;
  static_assert(kVectors * kLanes == kFoldedReadings);
  using Readings = std::array<Lanes, kVectors>;

  FoldedReadings() = default;
  // kSquareDigits[sq]: the digit a disc on `sq` is in each reading (3^its place there, 0
  // where the reading does not hold the square): the readings of a board of that one disc.
  static const std::array<Readings, kSquareCount> kSquareDigits;

  Readings mover_;  // 1 for the side to move's discs, 2 for the other's
  Readings other_;  // the same board from the other side: 1 for its discs, 2 for the mover's
};

// One phase's tables folded (same layout): a folded pattern's entry plus its mirror
// image's, the other patterns, mobility and the constant as they are. The sums of two
// 16-bit entries need more bits.
std::vector<std::int32_t> fold_pattern_tables(std::span<const std::int16_t> phase);

}  // namespace reversi::engine
