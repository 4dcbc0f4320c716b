// The simple computer players: legal moves always, the right move by their rule, and
// random choices between ties.
#include <gtest/gtest.h>

#include <set>

#include "players/computer_players.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

TEST(ComputerPlayers, FoundByNameWithDescriptions) {
  for (const char* name : {"random", "most-flips"}) {
    const auto player = find_computer_player(name);
    ASSERT_TRUE(player.has_value()) << name;
    EXPECT_FALSE(player->description.empty());
    EXPECT_FALSE(player->description_ja.empty());
  }
  EXPECT_FALSE(find_computer_player("human").has_value());
  EXPECT_FALSE(find_computer_player("").has_value());
}

TEST(ComputerPlayers, AlwaysPlayLegalMovesAndMostFlipsTakesTheMaximum) {
  std::mt19937_64 random(5);
  const ComputerPlayer most_flips = *find_computer_player("most-flips");
  const ComputerPlayer any = *find_computer_player("random");
  for (const Position& position : testing::random_game_positions(5'000, 23)) {
    const Board& board = position.board;
    if (!board.can_move()) continue;
    int most = 0;
    for (Square sq : squares_of(board.moves())) most = std::max(most, count(board.move_at(sq).flipped));
    const Square chosen = most_flips.choose(board, random);
    ASSERT_TRUE(board.is_legal(chosen));
    ASSERT_EQ(count(board.move_at(chosen).flipped), most);
    ASSERT_TRUE(board.is_legal(any.choose(board, random)));
  }
}

TEST(ComputerPlayers, TiesAreBrokenAtRandom) {
  // At the start every move flips one disc: most-flips must not always pick the same one.
  std::mt19937_64 random(1);
  const ComputerPlayer most_flips = *find_computer_player("most-flips");
  std::set<Square> seen;
  for (int i = 0; i < 200; ++i) seen.insert(most_flips.choose(Board::start(), random));
  EXPECT_EQ(seen.size(), 4u);
}

}  // namespace
}  // namespace reversi
