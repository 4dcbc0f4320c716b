// The board seen from the side to move: make and undo, final scores, and the ways a game
// ends.
#include <gtest/gtest.h>

#include "core/game.h"
#include "reference/reference_board.h"
#include "support/random_positions.h"
#include "support/squares.h"

namespace reversi {
namespace {

using testing::squares;
using enum Square;

TEST(Board, MakeThenUndoRestoresEveryRandomPosition) {
  for (const Position& position : testing::random_game_positions(20'000, 11)) {
    Board board = position.board;
    const Bitboard moves = board.moves();
    const Move move = moves ? board.move_at(square_at(std::countr_zero(moves))) : Move{};
    board.make(move);
    EXPECT_EQ(count(board.player) + count(board.opponent),
              count(position.board.player) + count(position.board.opponent) + (move.is_pass() ? 0 : 1));
    board.undo(move);
    ASSERT_EQ(board, position.board);
  }
}

TEST(Board, MoveAddsTheDiscAndTurnsTheFlips) {
  const Board start = Board::start();
  const Board after = start.after(start.move_at(F5));
  // Now white to move: white has d4, black has d5 e4 e5 f5.
  EXPECT_EQ(after.player, squares({D4}));
  EXPECT_EQ(after.opponent, squares({D5, E4, E5, F5}));
}

TEST(FinalScore, EmptiesGoToTheWinner) {
  const Board board{squares({A1, B1, C1}), squares({H8})};
  EXPECT_EQ(board.final_score(), 3 - 1 + 60);
  EXPECT_EQ(board.after(Move{}).final_score(), -(3 - 1 + 60));
  EXPECT_EQ((Board{squares({A1}), squares({H8})}).final_score(), 0);
}

TEST(GameEnd, BothPlayersBlockedWithEmptySquaresLeft) {
  // Black fills rows 1-2, white row 8: no disc touches the other colour, 40 squares empty.
  Bitboard black = 0;
  Bitboard white = 0;
  for (int column = 0; column < kBoardSize; ++column) {
    black |= bit(square_at(column, 0)) | bit(square_at(column, 1));
    white |= bit(square_at(column, 7));
  }
  const Position position = Position::from_discs(black, white, Color::Black);
  EXPECT_FALSE(position.board.can_move());
  EXPECT_FALSE(position.board.opponent_can_move());
  EXPECT_TRUE(position.board.is_game_over());
  EXPECT_EQ(position.board.empty_count(), 40);
  EXPECT_EQ(position.board.final_score(), 16 - 8 + 40);
  const Game game(position);
  EXPECT_TRUE(game.is_over());
  EXPECT_EQ(game.result().black, 16);
  EXPECT_EQ(game.result().white, 8);
  EXPECT_EQ(game.result().winner, Color::Black);
}

TEST(GameEnd, FullBoard) {
  const Bitboard black = 0x00000000FFFFFFFFULL | 0x000000FF00000000ULL;  // rows 1-5
  const Position position = Position::from_discs(black, ~black, Color::White);
  EXPECT_TRUE(position.board.is_game_over());
  EXPECT_EQ(position.board.final_score(), 24 - 40);
  const GameResult result = result_of(position);
  EXPECT_EQ(result.black, 40);
  EXPECT_EQ(result.white, 24);
  EXPECT_EQ(result.winner, Color::Black);
}

TEST(GameEnd, FullBoardDraw) {
  const Bitboard black = 0x00000000FFFFFFFFULL;
  const GameResult result = result_of(Position::from_discs(black, ~black, Color::Black));
  EXPECT_EQ(result.black, 32);
  EXPECT_EQ(result.white, 32);
  EXPECT_FALSE(result.winner.has_value());
}

TEST(GameEnd, WipeOutInNinePlies) {
  // One of the shortest games: white has no disc left after black's ninth-ply move.
  const Result<Game> game = Game::from_transcript("d3c3b3d2e1d6d7e3f4");
  ASSERT_TRUE(game.ok()) << game.error();
  EXPECT_TRUE(game.value().is_over());
  EXPECT_EQ(game.value().position().count(Color::White), 0);
  EXPECT_EQ(game.value().position().board.final_score(), -64);  // white to move, wiped out
  EXPECT_EQ(game.value().result().winner, Color::Black);

  // The reference implementation, playing the same moves, agrees.
  reference::Board slow = reference::start();
  for (const char* move : {"d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4"}) {
    slow = reference::play(slow, move[0] - 'a', move[1] - '1');
  }
  EXPECT_TRUE(reference::is_game_over(slow));
  EXPECT_EQ(reference::count(slow, reference::Cell::White), 0);
}

}  // namespace
}  // namespace reversi
