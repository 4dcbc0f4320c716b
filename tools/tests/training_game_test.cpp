// The training games' lines as the tools read them back: the random moves after the
// opening, and which positions are learnt from.
#include "tools/training_game.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace reversi::tools {
namespace {

// A game of the generator (tests/data/training/three_games.txt, the first), whose random
// opening lasts 12 plies, without its last field.
constexpr std::string_view kGame =
    "f5f4f3f6e6d6e7g5f7g3g4e8h5h3h4f8g6h6d8c8g7e2d7e3e1d3c2c3f2h8d2c4g2h7b5h2c5h1b4f1g8b3a2b6b2c6g1a5a6a7"
    "c7a1b1b7a8b8a4d1c1a3 -22 20 12";

// The game of a line that must be read (a test fails on the exception otherwise).
TrainingGame read(const std::string& line) {
  Result<TrainingGame> game = parse_training_game(line);
  if (!game) throw std::runtime_error(game.error());
  return std::move(game).value();
}

std::string error_of(const std::string& line) {
  const Result<TrainingGame> game = parse_training_game(line);
  return game ? "read" : game.error();
}

TEST(TrainingGame, LearnsFromThePositionsAfterTheRandomOpening) {
  const TrainingGame game = read(std::string(kGame));
  EXPECT_TRUE(game.random_moves.empty());
  EXPECT_FALSE(is_learnt_from(game, 11));
  EXPECT_TRUE(is_learnt_from(game, 12));
  EXPECT_TRUE(is_learnt_from(game, 40));
}

TEST(TrainingGame, LeavesOutThePositionBeforeEachRandomMove) {
  const TrainingGame game = read(std::string(kGame) + " 20,31");
  EXPECT_EQ(game.random_moves, (std::vector<int>{20, 31}));
  EXPECT_TRUE(is_learnt_from(game, 19));
  EXPECT_FALSE(is_learnt_from(game, 20));
  EXPECT_TRUE(is_learnt_from(game, 21));
  EXPECT_FALSE(is_learnt_from(game, 31));
  EXPECT_TRUE(is_learnt_from(game, 32));
  EXPECT_TRUE(read(std::string(kGame) + " -").random_moves.empty());
}

TEST(TrainingGame, RefusesRandomMovesThatAreNotPliesAfterTheOpeningInOrder) {
  for (const char* moves : {"31,20", "20,20", "5", "200", "x", "20,", ",20"}) {
    EXPECT_EQ(error_of(std::string(kGame) + " " + moves),
              "the random moves '" + std::string(moves) +
                  "' are not plies of the game after its opening, in order, separated by commas")
        << moves;
  }
  EXPECT_EQ(error_of(std::string(kGame) + " 20 21"),
            "not '<transcript> <black's final score> <perfect empties> <random plies> [<random moves>]'");
}

TEST(TrainingGame, ReadsAGameThatStopsWherePerfectPlayBegins) {
  // kGame's first 40 plies: 20 empty squares left.
  const std::string opening = std::string(kGame).substr(0, 80);
  const TrainingGame game = read(opening + " +6 20 12");
  EXPECT_EQ(game.game.recorded_plies(), 40U);
  EXPECT_EQ(game.black_score, 6);
  EXPECT_EQ(game.perfect_empties, 20);
  EXPECT_TRUE(is_learnt_from(game, 39));
}

TEST(TrainingGame, RefusesAGameThatStopsElsewhere) {
  const std::string opening = std::string(kGame).substr(0, 80);
  EXPECT_EQ(error_of(opening + " +6 24 12"),
            "the game neither ends nor stops at its perfect empties (24): it stops at 20");
  EXPECT_EQ(error_of(std::string(kGame).substr(0, 78) + " +6 20 12"),
            "the game neither ends nor stops at its perfect empties (20): it stops at 21");
  EXPECT_EQ(error_of(std::string(kGame).substr(0, 120) + " +4 20 12"), "the score +4 is not the game's, -22");
}

}  // namespace
}  // namespace reversi::tools
