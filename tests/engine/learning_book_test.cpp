// A book that learns: which positions of a game it takes, that their searched values flow
// up through the shipped book without changing it, and that a game learned twice adds
// nothing the second time.
#include "engine/learning_book.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "core/symmetry.h"
#include "support/played.h"

namespace reversi::engine {
namespace {

using reversi::testing::boards_of_game;
using reversi::testing::played;

TEST(PositionsToLearn, TakesThePositionsNoBookHasNearTheStartEachOnce) {
  Book known;
  known.add(Board::start(), 10, {{Square::F5, 0}, {Square::D3, 0}, {Square::C4, 0}, {Square::E6, 0}});
  // Two games: c4 e3 is f5 d6 turned about the diagonal, one position learned once.
  std::vector<Board> positions = boards_of_game("f5d6c3");
  for (const Board& board : boards_of_game("c4e3")) positions.push_back(board);
  const std::vector<Board> wanted = positions_to_learn(positions, known, 3);
  const std::vector<Board> expected{canonical(played("f5")).board, canonical(played("f5d6")).board,
                                    canonical(played("f5d6c3")).board};
  EXPECT_EQ(wanted, expected);
  EXPECT_TRUE(positions_to_learn(positions, known, 0).empty());
}

TEST(PositionsToLearn, LeavesOutAPositionWhoseSideToMoveMustPass) {
  // Black to move with no move of its own (the transcript plays its pass): nothing to search.
  const Board must_pass = played("d3c3b3b2f5a3a1c1").after(Move{});
  ASSERT_FALSE(must_pass.can_move());
  ASSERT_TRUE(must_pass.opponent_can_move());
  EXPECT_TRUE(positions_to_learn({must_pass}, Book{}, 60).empty());
}

TEST(LearningBook, LearnsAGamesPositionsAndTheirValuesFlowUpThroughTheShippedBook) {
  Book shipped;
  // The start, whose f5 is a leaf of the shipped book valued +30: far too high. Searched 5
  // deep, so that the positions learned 4 deep below it count (Book::propagate).
  shipped.add(Board::start(), 5, {{Square::F5, 30}, {Square::D3, 30}, {Square::C4, 30}, {Square::E6, 30}});
  shipped.propagate();
  LearningBook book(shipped, Book{});
  EXPECT_EQ(book.book().value(Board::start()), 30);

  const std::vector<Board> positions = boards_of_game("f5d6c3d3c4");
  EXPECT_EQ(book.learn(positions, LearnOptions{.depth = 4, .plies = 2}), 2U);
  EXPECT_EQ(book.learned().size(), 2U);
  EXPECT_TRUE(book.is_learned(played("f5")));
  EXPECT_TRUE(book.is_learned(played("f5d6")));
  EXPECT_FALSE(book.is_learned(Board::start()));
  EXPECT_FALSE(book.book().contains(played("f5d6c3")));  // three moves from the start

  // f5 is now a book move: its value is the learned position's, seen from the mover.
  const std::optional<Score> after_f5 = book.learned().value(played("f5"));
  ASSERT_TRUE(after_f5.has_value());
  EXPECT_LT(-*after_f5, 30);
  EXPECT_EQ(book.book().value(Board::start()), -*after_f5);
  const std::vector<BookMove> moves = book.book().moves(Board::start());
  ASSERT_EQ(moves.size(), 4U);
  for (const BookMove& move : moves) EXPECT_TRUE(move.in_book) << square_name(move.move);
  // The shipped book is as it was.
  EXPECT_EQ(shipped.size(), 1U);
  EXPECT_EQ(shipped.value(Board::start()), 30);

  // Learned again, the game adds nothing; laid over the shipped book afresh, the learned
  // positions give the same values.
  EXPECT_EQ(book.learn(positions, LearnOptions{.depth = 4, .plies = 2}), 0U);
  const LearningBook reloaded(shipped, book.learned());
  EXPECT_EQ(reloaded.book().value(Board::start()), book.book().value(Board::start()));
}

TEST(LearningBook, AStopEndsTheLearningBetweenRoundsKeepingWhatWasSearched) {
  LearningBook book(Book{}, Book{});
  int asked = 0;
  const std::size_t added = book.learn(boards_of_game("f5d6c3d3"), LearnOptions{.depth = 2, .plies = 4}, 1,
                                       [&asked] { return ++asked > 2; });
  EXPECT_EQ(added, 2U);
  EXPECT_EQ(book.learned().size(), 2U);
  EXPECT_TRUE(book.book().contains(Board::start()));
  EXPECT_TRUE(book.book().contains(played("f5")));
  EXPECT_FALSE(book.book().contains(played("f5d6")));
  // Learned again without a stop, the game's other positions come in.
  EXPECT_EQ(book.learn(boards_of_game("f5d6c3d3"), LearnOptions{.depth = 2, .plies = 4}), 3U);
}

TEST(LearningBook, ALearnedPositionReplacesTheShippedOne) {
  Book shipped;
  shipped.add(played("f5"), 2, {{Square::D6, 5}, {Square::F6, 4}, {Square::F4, 3}});
  Book learned;
  learned.add(played("f5"), 14, {{Square::D6, -1}, {Square::F6, -2}, {Square::F4, -3}});
  const LearningBook book(shipped, learned);
  EXPECT_EQ(book.book().value(played("f5")), -1);
  EXPECT_EQ(book.book().find(played("f5"))->depth, 14);
  EXPECT_TRUE(book.is_learned(played("f5")));
}

}  // namespace
}  // namespace reversi::engine
