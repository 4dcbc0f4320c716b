// The levels and the opening book: the top levels pick at random, following their seed,
// among the book moves near the best; levels 5-8 only in the first moves; levels 1-4 never.
#include <gtest/gtest.h>

#include <set>

#include "core/notation.h"
#include "engine/book.h"
#include "players/registry.h"
#include "players/search_player.h"
#include "support/played.h"

namespace reversi {
namespace {

using reversi::testing::played;

Square sq(std::string_view name) { return parse_square(name).value(); }

const Level& level(int number) { return levels().at(static_cast<std::size_t>(number - 1)); }

// After f5, white's d6 is the best at +2, f6 a disc from it, f4 five.
engine::Book book_after_f5() {
  engine::Book book;
  book.add(played("f5"), 16, {{sq("d6"), 2}, {sq("f6"), 1}, {sq("f4"), -3}});
  book.propagate();
  return book;
}

TEST(BookPlayers, TheTopLevelsPickAtRandomOnlyAmongTheBookMovesWithinADiscOfTheBest) {
  const engine::Book book = book_after_f5();
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  for (int number : {9, 10}) {
    std::set<Square> chosen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      SearchPlayer player(level(number), engine, seed, book);
      const Decision decision = player.choose(played("f5"));
      ASSERT_TRUE(decision.move == sq("d6") || decision.move == sq("f6")) << square_name(decision.move);
      EXPECT_TRUE(decision.reason.from_book);
      EXPECT_EQ(decision.reason.expected_score, decision.move == sq("d6") ? 2 : 1);
      chosen.insert(decision.move);
    }
    EXPECT_EQ(chosen.size(), 2U) << "level " << number << ": both moves near the best are played";
  }
}

TEST(BookPlayers, TheSameSeedPicksTheSameBookMoves) {
  const engine::Book book = book_after_f5();
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  SearchPlayer player(level(10), engine, 99, book);
  SearchPlayer replay(level(10), engine, 99, book);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(player.choose(played("f5")).move, replay.choose(played("f5")).move);
}

TEST(BookPlayers, TheMiddleLevelsUseTheBookOnlyInTheFirstMovesAndTheWeakOnesNever) {
  // The same position ten moves into the game, in the book with every move at 0.
  Board board = Board::start();
  for (int ply = 0; ply < 10; ++ply) board = board.after(board.move_at(*squares_of(board.moves()).begin()));
  ASSERT_TRUE(board.can_move());
  engine::Book book = book_after_f5();
  std::vector<engine::SearchedMove> moves;
  for (Square move : squares_of(board.moves())) moves.push_back({move, 0});
  book.add(board, 16, moves);
  book.propagate();
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  EXPECT_TRUE(SearchPlayer(level(5), engine, 1, book).choose(played("f5")).reason.from_book);
  EXPECT_FALSE(SearchPlayer(level(5), engine, 1, book).choose(board).reason.from_book);
  EXPECT_TRUE(SearchPlayer(level(9), engine, 1, book).choose(board).reason.from_book);
  for (int number = 1; number <= 4; ++number) {
    EXPECT_FALSE(SearchPlayer(level(number), engine, 1, book).choose(played("f5")).reason.from_book)
        << number;
  }
}

TEST(BookPlayers, WithoutTheBookALevelSearchesAsBefore) {
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  const engine::Book empty;
  const Decision searched = SearchPlayer(level(5), engine, 1, empty).choose(played("f5"));
  EXPECT_FALSE(searched.reason.from_book);
  engine::Engine same(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  const engine::SearchResult result = same.search(played("f5"), search_limits(level(5)));
  EXPECT_EQ(searched.move, result.best_move);
  EXPECT_EQ(searched.reason.expected_line, result.principal_variation);
}

TEST(BookPlayers, ABookMoveIsExplainedAsOne) {
  const engine::Book book = book_after_f5();
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 1, .threads = 1});
  SearchPlayer player(level(10), engine, 3, book);
  const Decision decision = player.choose(played("f5"));
  EXPECT_TRUE(decision.reason.from_book);
  EXPECT_FALSE(decision.reason.exact);
  EXPECT_TRUE(decision.reason.expected_score.has_value());
}

TEST(BookPlayers, EachLevelSaysHowItUsesTheBook) {
  EXPECT_EQ(find_opponent("level-4")->search->book_plies, std::nullopt);
  EXPECT_EQ(find_opponent("level-6")->search->book_plies, 10);
  EXPECT_EQ(find_opponent("level-10")->search->book_plies, kSquareCount);
}

}  // namespace
}  // namespace reversi
