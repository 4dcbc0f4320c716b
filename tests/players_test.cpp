// The computer players: found by name, always legal, the right move by their rule, and
// random choices between ties that follow the seed.
#include <gtest/gtest.h>

#include <set>

#include "players/registry.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

TEST(Opponents, FoundByNameWithDescriptionsInBothLanguages) {
  for (const OpponentInfo& info : opponents()) {
    EXPECT_EQ(find_opponent(info.name), &info);
    EXPECT_FALSE(info.description.empty()) << info.name;
    EXPECT_FALSE(info.description_ja.empty()) << info.name;
    EXPECT_FALSE(info.strength.empty()) << info.name;
    EXPECT_NE(make_opponent(info.name, 1), nullptr) << info.name;
  }
  EXPECT_NE(find_opponent("random"), nullptr);
  EXPECT_NE(find_opponent("most-flips"), nullptr);
  EXPECT_EQ(find_opponent("human"), nullptr);
  EXPECT_EQ(make_opponent("", 1), nullptr);
}

TEST(Opponents, EveryOneAlwaysPlaysALegalMove) {
  for (const OpponentInfo& info : opponents()) {
    const auto player = info.create(3);
    for (const Position& position : testing::random_game_positions(2'000, 29)) {
      if (!position.board.can_move()) continue;
      ASSERT_TRUE(position.board.is_legal(player->choose(position.board).move)) << info.name;
    }
  }
}

TEST(Opponents, MostFlipsTakesTheMaximumAndSaysSo) {
  const auto most_flips = make_opponent("most-flips", 5);
  for (const Position& position : testing::random_game_positions(5'000, 23)) {
    const Board& board = position.board;
    if (!board.can_move()) continue;
    int most = 0;
    for (Square sq : squares_of(board.moves())) most = std::max(most, count(board.move_at(sq).flipped));
    const Decision decision = most_flips->choose(board);
    ASSERT_EQ(count(board.move_at(decision.move).flipped), most);
    ASSERT_EQ(decision.reason.flipped, most);
    ASSERT_EQ(decision.reason.takes_corner, (bit(decision.move) & kCorners) != 0);
  }
}

TEST(Opponents, TiesAreBrokenAtRandomFollowingTheSeed) {
  // At the start every move flips one disc: most-flips must not always pick the same one,
  // and the same seed must give the same choices.
  std::vector<Square> first;
  std::vector<Square> again;
  const auto player = make_opponent("most-flips", 1);
  const auto replay = make_opponent("most-flips", 1);
  for (int i = 0; i < 200; ++i) {
    first.push_back(player->choose(Board::start()).move);
    again.push_back(replay->choose(Board::start()).move);
  }
  EXPECT_EQ(std::set<Square>(first.begin(), first.end()).size(), 4u);
  EXPECT_EQ(first, again);
}

}  // namespace
}  // namespace reversi
