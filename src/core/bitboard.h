// Bit tricks on whole boards: counting, the eight directions, and the rays from every
// square, built at compile time so that nothing needs initialising.
#pragma once

#include <array>
#include <bit>

#include "core/types.h"

namespace reversi {

constexpr int count(Bitboard b) { return std::popcount(b); }

// Squares of a board, lowest first: `for (Square sq : squares_of(b))`.
class SquareIterator {
 public:
  constexpr explicit SquareIterator(Bitboard remaining) : remaining_(remaining) {}
  constexpr Square operator*() const { return square_at(std::countr_zero(remaining_)); }
  constexpr SquareIterator& operator++() {
    remaining_ &= remaining_ - 1;
    return *this;
  }
  constexpr bool operator==(const SquareIterator&) const = default;

 private:
  Bitboard remaining_;
};

struct SquaresOf {
  Bitboard bits;
  constexpr SquareIterator begin() const { return SquareIterator(bits); }
  constexpr SquareIterator end() const { return SquareIterator(0); }
};

constexpr SquaresOf squares_of(Bitboard b) { return SquaresOf{b}; }

inline constexpr Bitboard kColumnA = 0x0101010101010101ULL;
inline constexpr Bitboard kColumnH = 0x8080808080808080ULL;
inline constexpr Bitboard kInnerColumns = ~(kColumnA | kColumnH);
inline constexpr Bitboard kCorners = 0x8100000000000081ULL;

// The squares next to any square of `b` (in any of the eight directions), `b` excluded.
constexpr Bitboard neighbours(Bitboard b) {
  const Bitboard row_wide = ((b << 1) & ~kColumnA) | ((b >> 1) & ~kColumnH) | b;
  return (row_wide | (row_wide << 8) | (row_wide >> 8)) & ~b;
}

// The eight directions as (column, row) steps. The first four move to higher square
// numbers, the last four to lower ones; the flip code relies on that split.
struct Direction {
  int column_step;
  int row_step;
};

inline constexpr std::array<Direction, 8> kDirections = {{
    {1, 0},    // east
    {0, 1},    // south (towards row 8)
    {1, 1},    // south-east
    {-1, 1},   // south-west
    {-1, 0},   // west
    {0, -1},   // north
    {-1, -1},  // north-west
    {1, -1},   // north-east
}};
inline constexpr int kIncreasingDirections = 4;

// kRays[square][direction]: the squares from `square` (excluded) to the edge.
inline constexpr auto kRays = [] {
  std::array<std::array<Bitboard, 8>, kSquareCount> rays{};
  for (int index = 0; index < kSquareCount; ++index) {
    for (std::size_t d = 0; d < kDirections.size(); ++d) {
      int column = index % kBoardSize + kDirections[d].column_step;
      int row = index / kBoardSize + kDirections[d].row_step;
      while (column >= 0 && column < kBoardSize && row >= 0 && row < kBoardSize) {
        rays[index][d] |= bit(square_at(column, row));
        column += kDirections[d].column_step;
        row += kDirections[d].row_step;
      }
    }
  }
  return rays;
}();

}  // namespace reversi
