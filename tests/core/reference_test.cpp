// The fast core against the slow reference implementation, on 100,000 positions of
// seeded random games: legal moves, the flips of every empty square, passes, game end,
// and the position after each legal move.
#include <gtest/gtest.h>

#include "core/notation.h"
#include "reference/reference_board.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

reference::Board to_reference(const Position& position) {
  reference::Board board;
  for (int row = 0; row < kBoardSize; ++row) {
    for (int column = 0; column < kBoardSize; ++column) {
      const Bitboard b = bit(square_at(column, row));
      board.cells[row][column] = (position.discs(Color::Black) & b)   ? reference::Cell::Black
                                 : (position.discs(Color::White) & b) ? reference::Cell::White
                                                                      : reference::Cell::Empty;
    }
  }
  board.to_move = position.to_move == Color::Black ? reference::Cell::Black : reference::Cell::White;
  return board;
}

Bitboard to_bitboard(const reference::Squares& squares) {
  Bitboard b = 0;
  for (const auto& [column, row] : squares) b |= bit(square_at(column, row));
  return b;
}

TEST(ReferenceComparison, HundredThousandRandomGamePositionsAgree) {
  const std::vector<Position> positions = testing::random_game_positions(100'000, 20261121);
  int passes = 0;
  int game_ends = 0;
  for (const Position& position : positions) {
    const reference::Board slow = to_reference(position);
    const std::string where = position_text(position);
    ASSERT_EQ(position.board.moves(), to_bitboard(reference::legal_moves(slow))) << where;
    for (Square sq : squares_of(position.board.empties())) {
      ASSERT_EQ(flips(sq, position.board.player, position.board.opponent),
                to_bitboard(reference::flips(slow, column_of(sq), row_of(sq))))
          << where << " at " << square_name(sq);
    }
    const bool must_pass = !position.board.can_move() && position.board.opponent_can_move();
    ASSERT_EQ(must_pass, reference::must_pass(slow)) << where;
    ASSERT_EQ(position.board.is_game_over(), reference::is_game_over(slow)) << where;
    passes += must_pass ? 1 : 0;
    game_ends += position.board.is_game_over() ? 1 : 0;
    for (Square sq : squares_of(position.board.moves())) {
      const Position fast_next = position.after(position.board.move_at(sq));
      ASSERT_EQ(to_reference(fast_next).cells, reference::play(slow, column_of(sq), row_of(sq)).cells)
          << where << " playing " << square_name(sq);
    }
  }
  // The sample must hold the rare cases, or the comparison proves little about them.
  EXPECT_GT(passes, 100);
  EXPECT_GT(game_ends, 500);
}

}  // namespace
}  // namespace reversi
