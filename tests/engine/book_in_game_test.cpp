// Where a game met the opening book: the moves played from a book position to another are
// book moves, in any of the board's eight orientations, and the first move out of the
// book is the leaving of the side that played it; plies chosen by neither side leave it
// for nobody.
#include "engine/book_in_game.h"

#include <gtest/gtest.h>

#include "core/symmetry.h"
#include "support/played.h"

namespace reversi::engine {
namespace {

using reversi::testing::played;

Game game_of(std::string_view transcript) { return Game::from_transcript(transcript).value(); }

// Every legal move of `board`, valued 0.
std::vector<SearchedMove> all_moves(const Board& board) {
  std::vector<SearchedMove> moves;
  for (Square move : squares_of(board.moves())) moves.push_back(SearchedMove{move, 0});
  return moves;
}

// The start, f5, f5d6 and f5d6c3: four book positions in a line.
Book line_book() {
  Book book;
  for (const std::string_view line : {"", "f5", "f5d6", "f5d6c3"})
    book.add(played(line), 10, all_moves(played(line)));
  book.propagate();
  return book;
}

constexpr std::size_t kBlack = static_cast<std::size_t>(Color::Black);
constexpr std::size_t kWhite = static_cast<std::size_t>(Color::White);

TEST(BookInGame, MovesToBookPositionsAreBookMovesAndTheFirstMoveOutIsItsSidesLeaving) {
  const BookInGame found = book_in_game(line_book(), game_of("f5d6c3d3c4"));
  // d3 (ply 3) leads out of the book; c4 is played from a position the book lacks.
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, true, true, false, false}));
  EXPECT_EQ(found.left[kWhite], std::optional<std::size_t>(3));
  EXPECT_EQ(found.left[kBlack], std::nullopt);
}

TEST(BookInGame, BlackLeavesWithItsFirstMoveOutOfTheBook) {
  const BookInGame found = book_in_game(line_book(), game_of("f5d6c5"));
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, true, false}));
  EXPECT_EQ(found.left[kBlack], std::optional<std::size_t>(2));
  EXPECT_EQ(found.left[kWhite], std::nullopt);
}

TEST(BookInGame, AnyOrientationOfTheBookLineIsInTheBook) {
  // e6 f4 c3 is the image of f5 d6 c3 in the diagonal through a1 and h8.
  const BookInGame found = book_in_game(line_book(), game_of("e6f4c3"));
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(found.left[kBlack], std::nullopt);
  EXPECT_EQ(found.left[kWhite], std::nullopt);
}

TEST(BookInGame, LeavingBeforeTheFirstChosenPlyIsNobodys) {
  const BookInGame found = book_in_game(line_book(), game_of("f5d6c5f4e3"), 3);
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, true, false, false, false}));
  EXPECT_EQ(found.left[kBlack], std::nullopt);
  EXPECT_EQ(found.left[kWhite], std::nullopt);
}

TEST(BookInGame, AGameFromAPositionOutsideTheBookHasNoBookMoves) {
  const BookInGame found = book_in_game(line_book(), game_of("f5f6"));
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, false}));
  EXPECT_EQ(found.left[kWhite], std::optional<std::size_t>(1));
  const BookInGame none = book_in_game(Book{}, game_of("f5d6c3"));
  EXPECT_EQ(none.book_move, (std::vector<bool>{false, false, false}));
  EXPECT_EQ(none.left[kBlack], std::nullopt);
  EXPECT_EQ(none.left[kWhite], std::nullopt);
}

TEST(BookInGame, OnlyThePliesUpToTheCursorCount) {
  Game game = game_of("f5d6c3d3");
  ASSERT_TRUE(game.go_to(2));
  const BookInGame found = book_in_game(line_book(), game);
  EXPECT_EQ(found.book_move, (std::vector<bool>{true, true}));
  EXPECT_EQ(found.left[kWhite], std::nullopt);
}

}  // namespace
}  // namespace reversi::engine
