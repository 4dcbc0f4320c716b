// The vocabulary of the whole project: bitboards, squares, colours.
//
// Squares are numbered row by row from a1: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ...,
// h8 = 63. The letter is the column (a..h, left to right), the digit the row (1..8, top to
// bottom). Bit n of a Bitboard is square n, so a board string read "row by row from a1"
// maps character n to bit n.
#pragma once

#include <cstdint>

namespace reversi {

using Bitboard = std::uint64_t;

// A square of the board, or the pass "move". Kept as a plain byte so that move lists and
// game records stay small.
enum class Square : std::uint8_t {
  // clang-format off
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  // clang-format on
  Pass,
};

inline constexpr int kBoardSize = 8;
inline constexpr int kSquareCount = 64;

constexpr int index_of(Square sq) { return static_cast<int>(sq); }
constexpr Square square_at(int index) { return static_cast<Square>(index); }
constexpr Square square_at(int column, int row) { return square_at(row * kBoardSize + column); }
constexpr int column_of(Square sq) { return index_of(sq) % kBoardSize; }
constexpr int row_of(Square sq) { return index_of(sq) / kBoardSize; }
constexpr bool is_board_square(Square sq) { return index_of(sq) < kSquareCount; }
constexpr Bitboard bit(Square sq) { return Bitboard{1} << index_of(sq); }

enum class Color : std::uint8_t { Black, White };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }

// A final score or a search score in discs: disc difference for the side to move.
using Score = int;
inline constexpr Score kMaxScore = kSquareCount;

}  // namespace reversi
