// The pattern evaluation's short alpha-beta, against a search of every line.
#include "engine/pattern_search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>

#include "engine/evaluation.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

// Every line of play `plies` moves deep, no pruning: the obviously correct value that the
// alpha-beta search must match.
int every_line_value(const Board& board, int plies) {
  const PatternEvaluator& evaluator = PatternEvaluator::whole_game();
  if (plies == 0) return evaluator.evaluate(board);
  if (!board.can_move()) {
    if (!board.opponent_can_move()) return board.final_score() * kValuePerDisc;
    return -every_line_value(board.after(Move{}), plies);
  }
  int best = std::numeric_limits<int>::min();
  for (Square sq : squares_of(board.moves()))
    best = std::max(best, -every_line_value(board.after(board.move_at(sq)), plies - 1));
  return best;
}

TEST(PatternSearch, GivesTheValueOfTryingEveryLine) {
  int passes = 0;
  int endings = 0;
  for (const Position& position : testing::random_game_positions(200, 17)) {
    const Board& board = position.board;
    passes += board.can_move() ? 0 : 1;
    endings += board.is_game_over() ? 1 : 0;
    for (int plies = 0; plies <= 3; ++plies)
      ASSERT_EQ(pattern_search(PatternEvaluator::whole_game(), board, plies), every_line_value(board, plies))
          << "plies " << plies << ", position " << board.empty_count() << " empties";
  }
  // No plies, or fewer: the board as it is, not a search to the end of the game.
  const Board start = Board::start();
  EXPECT_EQ(pattern_search(PatternEvaluator::whole_game(), start, -1),
            PatternEvaluator::whole_game().evaluate(start));
  // The rare cases came up: a side with no move, a finished game.
  EXPECT_GT(passes, 0);
  EXPECT_GT(endings, 0);
}

// The windowed search, fail-soft: the exact value inside the window, otherwise a bound
// on the side it falls that is still true of the exact value.
TEST(PatternSearch, WithinAWindowGivesTheValueOrABoundOnItsSide) {
  const PatternEvaluator& evaluator = PatternEvaluator::whole_game();
  std::mt19937 random(23);
  int below = 0;
  int inside = 0;
  int above = 0;
  for (const Position& position : testing::random_game_positions(200, 29)) {
    const Board& board = position.board;
    for (int plies = 1; plies <= 3; ++plies) {
      const int value = every_line_value(board, plies);
      const int alpha = value + std::uniform_int_distribution(-600, 400)(random);
      const int beta = alpha + std::uniform_int_distribution(1, 400)(random);
      const int result = pattern_search(evaluator, board, plies, {alpha, beta});
      if (value <= alpha) {
        ++below;
        EXPECT_LE(result, alpha) << "plies " << plies;
        EXPECT_GE(result, value) << "plies " << plies;
      } else if (value >= beta) {
        ++above;
        EXPECT_GE(result, beta) << "plies " << plies;
        EXPECT_LE(result, value) << "plies " << plies;
      } else {
        ++inside;
        EXPECT_EQ(result, value) << "plies " << plies;
      }
    }
  }
  EXPECT_GT(below, 50);
  EXPECT_GT(inside, 50);
  EXPECT_GT(above, 50);
}

// The count a solver reports as its ordering nodes: without a window's bound nothing is cut
// off one ply deep, so a search of one ply visits the board and each board a move leaves.
TEST(PatternSearch, CountsEveryBoardItVisits) {
  const PatternEvaluator& evaluator = PatternEvaluator::whole_game();
  int passes = 0;
  for (const Position& position : testing::random_game_positions(1000, 31)) {
    const Board& board = position.board;
    if (board.is_game_over()) continue;
    std::uint64_t boards = 7;  // added to, not set
    const int value = pattern_search(evaluator, board, FoldedReadings(board), 1, {}, boards);
    EXPECT_EQ(value, pattern_search(evaluator, board, 1));
    if (board.can_move()) {
      EXPECT_EQ(boards, 7 + 1 + count(board.moves()));
    } else {
      ++passes;  // the board, the board passed to, and each move from there
      EXPECT_EQ(boards, 7 + 2 + count(board.after(Move{}).moves()));
    }
    boards = 0;
    pattern_search(evaluator, board, FoldedReadings(board), 0, {}, boards);
    EXPECT_EQ(boards, 1U);
  }
  EXPECT_GT(passes, 0);
}

}  // namespace
}  // namespace reversi::engine
