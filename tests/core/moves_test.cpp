// Move generation and flips: the Godot game's flip cases, the vector kernels against the
// portable ones, and the edges of the board.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/board.h"
#include "support/random_positions.h"
#include "support/squares.h"

namespace reversi {
namespace {

using testing::squares;
using enum Square;

// The Godot tests use 1-based (x, y) = (column, row); (2, 1) is b1.
TEST(GodotFlipCases, OneDiscBetweenOnRowOne) {
  const Bitboard black = squares({B1});
  const Bitboard white = squares({C1});
  EXPECT_EQ(flips(A1, white, black), squares({B1}));  // white at (1,1) flips (2,1)
  EXPECT_EQ(flips(A1, black, white), 0u);             // black at (1,1) flips nothing
  EXPECT_EQ(flips(D1, white, black), 0u);             // white at (4,1) flips nothing
  EXPECT_EQ(flips(D1, black, white), squares({C1}));  // black at (4,1) flips (3,1)
}

TEST(GodotFlipCases, AlternatingDiscsFlipOnlyTheNearestRun) {
  const Bitboard black = squares({B1, D1});
  const Bitboard white = squares({C1, E1});
  EXPECT_EQ(flips(A1, white, black), squares({B1}));  // white at (1,1): only (2,1)
  EXPECT_EQ(flips(F1, black, white), squares({E1}));  // black at (6,1): only (5,1)
}

TEST(GodotFlipCases, WhiteRingAroundBlackBlockFlipsSixteenOnEightRays) {
  Bitboard white = 0;
  Bitboard black = 0;
  for (int column = 0; column < 7; ++column) {
    for (int row = 0; row < 7; ++row) {
      const bool ring = column == 0 || column == 6 || row == 0 || row == 6;
      if (column == 3 && row == 3) continue;  // (4,4) = d4 stays empty
      (ring ? white : black) |= bit(square_at(column, row));
    }
  }
  EXPECT_EQ(flips(D4, black, white), 0u);
  const Bitboard flipped = flips(D4, white, black);
  EXPECT_EQ(count(flipped), 16);
  // Exactly the two black discs next to d4 along each of the eight rays.
  EXPECT_EQ(flipped, squares({B2, C3, D2, D3, F2, E3, B4, C4, E4, F4, B6, C5, D5, D6, E5, F6}));
}

TEST(LegalMoves, StartPositionHasFourMoves) { EXPECT_EQ(Board::start().moves(), squares({D3, C4, F5, E6})); }

TEST(LegalMoves, RunsDoNotWrapAroundTheEdges) {
  // Black on a2, white h1: along the board's numbering h1 -> a2 is one step, but they are
  // not neighbours, so g1 is no move and a2 brackets nothing through the wrap.
  const Bitboard black = squares({A2});
  const Bitboard white = squares({H1});
  EXPECT_EQ(legal_moves(black, white), 0u);
  EXPECT_EQ(flips(G1, black, white), 0u);
}

TEST(LegalMoves, LongestRunOfSixFlipsAcrossTheBoard) {
  const Bitboard player = squares({A1});
  const Bitboard opponent = squares({B2, C3, D4, E5, F6, G7});
  EXPECT_EQ(legal_moves(player, opponent), squares({H8}));
  EXPECT_EQ(flips(H8, player, opponent), opponent);
}

// Every vector kernel this processor can run, on positions from games and on boards of
// random discs (long runs of one colour to the edge, which games seldom make).
TEST(Kernels, VectorKernelsMatchThePortableOnes) {
  std::vector<Board> boards;
  for (const Position& position : testing::random_game_positions(20'000, 7)) boards.push_back(position.board);
  std::mt19937_64 random(8);
  for (int i = 0; i < 20'000; ++i) {
    const Bitboard discs = random() | random();
    const Bitboard player = discs & random();
    boards.push_back(Board{player, discs & ~player});
  }
  for (const Board& b : boards) {
    ASSERT_EQ(legal_moves(b.player, b.opponent), detail::legal_moves_portable(b.player, b.opponent));
    for (Square sq : squares_of(b.empties())) {
      const Bitboard expected = detail::flips_portable(sq, b.player, b.opponent);
      ASSERT_EQ(flips(sq, b.player, b.opponent), expected);
#if defined(__AVX2__)
      ASSERT_EQ(detail::flips_avx2(sq, b.player, b.opponent), expected);
#endif
    }
  }
}

}  // namespace
}  // namespace reversi
