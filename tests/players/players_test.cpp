// The computer players: found by name, always legal, the right move by their rule, and
// random choices between ties that follow the seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <limits>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "core/game.h"
#include "core/notation.h"
#include "players/openness_player.h"
#include "players/registry.h"
#include "players/search_player.h"
#include "support/random_positions.h"
#include "support/squares.h"

namespace reversi {
namespace {

TEST(Opponents, FoundByNameWithTheFactsTheFrontEndsPutIntoWords) {
  for (const OpponentInfo& info : opponents()) {
    EXPECT_EQ(find_opponent(info.name), &info);
    // Each searching opponent says how it searches, and only they do.
    EXPECT_EQ(info.search.has_value(), info.style == PlayStyle::Search) << info.name;
    // Every measured strength is against another opponent of the list.
    if (info.measured) {
      EXPECT_NE(find_opponent(info.measured->against), nullptr) << info.name;
    }
    EXPECT_NE(make_opponent(info.name, 1), nullptr) << info.name;
  }
  EXPECT_NE(find_opponent("random"), nullptr);
  EXPECT_NE(find_opponent("most-flips"), nullptr);
  EXPECT_NE(find_opponent("fewest-flips"), nullptr);
  EXPECT_NE(find_opponent("openness"), nullptr);
  EXPECT_EQ(find_opponent("human"), nullptr);
  EXPECT_EQ(make_opponent("", 1), nullptr);
}

// A timed level gives its budget as it is, a fraction of a second too.
TEST(Opponents, ATimedLevelGivesItsBudget) {
  EXPECT_EQ(find_opponent("level-9")->search->time, std::chrono::milliseconds(500));
  EXPECT_EQ(find_opponent("level-10")->search->time, std::chrono::milliseconds(4000));
  EXPECT_EQ(find_opponent("level-8")->search->time, std::nullopt);
}

// The groups rise with the list: the simple opponents for first games, the levels up to
// the experts; the ladder's levels carry their numbers and the measured rung below them.
TEST(Opponents, StrengthRisesAlongTheList) {
  EXPECT_EQ(find_opponent("random")->group, StrengthGroup::FirstGames);
  EXPECT_EQ(find_opponent("level-1")->group, StrengthGroup::Casual);
  EXPECT_EQ(find_opponent("level-10")->group, StrengthGroup::Expert);
  for (const Level& level : levels()) {
    const std::string name = level_name(level);
    const OpponentInfo& info = *find_opponent(name);
    EXPECT_EQ(info.level, level.number) << name;
    if (level.number > 1) {
      EXPECT_EQ(info.measured->against, "level-" + std::to_string(level.number - 1)) << name;
      EXPECT_GT(info.measured->score, 50.0) << name;
      EXPECT_GE(info.group, find_opponent(info.measured->against)->group) << name;
    }
  }
  EXPECT_EQ(find_opponent("level-1")->measured->elo, std::nullopt);  // it won every game
  EXPECT_EQ(find_opponent("classic")->level, std::nullopt);
}

// The strengths `reversi opponents` and the page show are copied from the tables that
// measured them: docs/benchmarks/levels.md's "The ladder" (each rung and the simple
// opponents) and docs/benchmarks.md's "level-10 against classic". A new measurement
// changes both.
TEST(Opponents, MeasuredStrengthsAreTheFiguresOfTheBenchmarks) {
  std::ifstream ladder(REVERSI_SOURCE_DIR "/docs/benchmarks/levels.md");
  std::ifstream summary(REVERSI_SOURCE_DIR "/docs/benchmarks.md");
  ASSERT_TRUE(ladder) << "docs/benchmarks/levels.md";
  ASSERT_TRUE(summary) << "docs/benchmarks.md";
  std::stringstream file;
  file << ladder.rdbuf() << summary.rdbuf();
  const std::regex row(
      R"(^\| ([a-z0-9-]+) vs ([a-z0-9-]+)[^|]*\|[^|]*\|[^|]*\| ([0-9.]+)% \| (at least )?\+?(-?[0-9]+))");
  const std::regex classic_row(
      R"(^\| \[level-10 against classic\][^|]*\| ([0-9.]+)% of ([0-9]+) games, [^|]*, \+([0-9]+) ± [0-9]+ Elo \|)");
  std::set<std::string> checked;
  bool in_ladder = false;
  std::string line;
  std::smatch match;
  while (std::getline(file, line)) {
    if (line.starts_with("## ")) in_ladder = line == "## The ladder";
    if (std::regex_search(line, match, classic_row)) {
      const OpponentInfo& classic = *find_opponent("classic");
      EXPECT_EQ(classic.measured->against, "level-10");
      EXPECT_DOUBLE_EQ(classic.measured->score, 100.0 - std::stod(match[1]));
      EXPECT_EQ(classic.measured->games, std::stoi(match[2]));
      EXPECT_EQ(classic.measured->elo, -std::stoi(match[3]));
      checked.insert("classic");
    }
    if (!in_ladder || !std::regex_search(line, match, row)) continue;
    const OpponentInfo* info = find_opponent(match[1].str());
    ASSERT_NE(info, nullptr) << line;
    if (!info->measured || info->measured->against != match[2].str()) continue;  // not the rung it shows
    EXPECT_DOUBLE_EQ(info->measured->score, std::stod(match[3])) << line;
    EXPECT_EQ(info->measured->elo, match[4].matched ? std::nullopt : std::optional<int>(std::stoi(match[5])))
        << line;
    checked.insert(info->name);
  }
  for (const OpponentInfo& info : opponents()) {
    if (info.measured) {
      EXPECT_TRUE(checked.contains(info.name)) << info.name << ": no row in the benchmarks";
    }
  }
}

TEST(Opponents, EveryOneAlwaysPlaysALegalMove) {
  for (const OpponentInfo& info : opponents()) {
    const auto player = info.create(3);
    // The search levels think for a while: the deeper ones get positions near the end,
    // where they solve exactly and answer at once.
    const bool searches = info.name.starts_with("level-") || info.name == level_name(classic_level());
    const int level = !searches ? 0 : info.name.starts_with("level-") ? std::stoi(info.name.substr(6)) : 10;
    std::size_t tried = 0;
    for (const Position& position : testing::random_game_positions(2'000, 29)) {
      if (!position.board.can_move() || (level >= 4 && position.board.empty_count() > 12)) continue;
      const Decision decision = player->choose(position.board);
      ASSERT_TRUE(position.board.is_legal(decision.move)) << info.name;
      if (searches) {
        ASSERT_TRUE(decision.reason.expected_score.has_value()) << info.name;
        ASSERT_FALSE(decision.reason.expected_line.empty()) << info.name;
        ASSERT_EQ(decision.reason.expected_line.front(), decision.move) << info.name;
      }
      if (searches && ++tried == 10) break;
    }
  }
}

// A level lent an engine (as a server's engine thread lends its own) searches there, and
// chooses what it would choose with an engine of its own; other players ignore the loan.
TEST(Opponents, ALevelSearchesWithTheEngineItIsLent) {
  const Board board = Game::from_transcript("f5d6c3d3c4").value().position().board;
  const engine::EngineOptions options{16, 1, engine::default_weights()};
  engine::Engine lent(options);
  const Decision own = make_opponent("level-3", 1)->choose(board);
  const Decision borrowed = make_opponent("level-3", 1, &lent)->choose(board);
  EXPECT_EQ(borrowed.move, own.move);
  EXPECT_EQ(borrowed.reason.expected_score, own.reason.expected_score);
  // The lent engine's table holds that search: the same search again costs less there
  // than on an engine that has never seen the position.
  const engine::SearchLimits limits = search_limits(levels()[2]);
  engine::Engine fresh(options);
  EXPECT_LT(lent.search(board, limits).nodes, fresh.search(board, limits).nodes);
  EXPECT_NE(make_opponent("most-flips", 1, &lent), nullptr);
}

TEST(Opponents, LevelsPlayPerfectlyOnceTheySolve) {
  // 6 empty squares: every level solves this exactly, so each must find a best move.
  for (const Level& level : levels()) {
    SearchPlayer player(level, 1);
    for (const Position& position : testing::random_game_positions(3'000, 53)) {
      if (position.board.empty_count() != 6 || !position.board.can_move()) continue;
      const Decision decision = player.choose(position.board);
      ASSERT_TRUE(decision.reason.exact) << "level-" << level.number;
      // The expected score is the score of the move played, looked at from the reply.
      const Board after = position.board.after(position.board.move_at(decision.move));
      engine::Engine engine;
      engine::SearchLimits exact;
      exact.exact_empties = kSquareCount;
      const int reply = after.can_move() || !after.opponent_can_move()
                            ? -engine.search(after, exact).value / engine::kValuePerDisc
                            : engine.search(after.after(Move{}), exact).value / engine::kValuePerDisc;
      ASSERT_EQ(*decision.reason.expected_score, reply) << "level-" << level.number;
      break;
    }
  }
}

// Each level searches otherwise than the one below it (deeper, solving earlier or with
// more time), or it could not be stronger: levels 8 and 9 were once the same player.
TEST(Opponents, EachLevelSearchesMoreThanTheOneBelow) {
  const auto search_of = [](const Level& level) {
    return std::tuple(level.depth, engine::solved_empties(search_limits(level)),
                      level.time.value_or(std::chrono::milliseconds(0)), level.judgement);
  };
  for (std::size_t i = 1; i < levels().size(); ++i) {
    const Level& below = levels()[i - 1];
    const Level& level = levels()[i];
    EXPECT_NE(search_of(level), search_of(below)) << "level-" << level.number;
    EXPECT_GE(level.depth, below.depth) << "level-" << level.number;
    EXPECT_GE(engine::solved_empties(search_limits(level)), engine::solved_empties(search_limits(below)))
        << "level-" << level.number;
    EXPECT_GE(level.time, below.time) << "level-" << level.number;  // no budget is below any
  }
}

// A level with a time budget keeps to it even where its own depth or its solve would take
// longer: with a millisecond, the solve of 24 empties does not finish, and the move is the
// midgame search's, a legal one.
TEST(Opponents, ATimedLevelKeepsToItsBudgetPlayingTheMidgameMoveWhenTheSolveDoesNotFinish) {
  const Level hurried{10, 10, 20, std::chrono::milliseconds(1), engine::Judgement::Patterns};
  ASSERT_GE(engine::solved_empties(search_limits(hurried)), 24);
  SearchPlayer player(hurried, 1);
  for (const Position& position : testing::random_game_positions(3'000, 67)) {
    if (position.board.empty_count() != 24 || !position.board.can_move()) continue;
    const Decision decision = player.choose(position.board);
    EXPECT_FALSE(decision.reason.exact);
    EXPECT_TRUE(position.board.moves() & bit(decision.move));
    return;
  }
  FAIL() << "no position of 24 empties with a move";
}

// A level names the empties from which it plays perfectly: there its move
// is exact, one more empty square and it is not. (The lower levels: the upper ones take
// seconds to solve.)
TEST(Opponents, LevelsSolveFromTheEmptiesTheyName) {
  const std::vector<Position> positions = testing::random_game_positions(3'000, 61);
  int checked = 0;
  for (const Level& level : levels()) {
    const int solved = engine::solved_empties(search_limits(level));
    if (solved > 16) continue;
    const std::string name = "level-" + std::to_string(level.number);
    EXPECT_EQ(find_opponent(name)->search->solves_from, solved) << name;
    SearchPlayer player(level, 1);
    for (const int empties : {solved, solved + 1}) {
      for (const Position& position : positions) {
        if (position.board.empty_count() != empties || !position.board.can_move()) continue;
        EXPECT_EQ(player.choose(position.board).reason.exact, empties == solved) << name;
        break;
      }
    }
    ++checked;
  }
  EXPECT_GE(checked, 3);
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

TEST(Opponents, FewestFlipsTakesTheMinimumAndSaysSo) {
  const auto fewest_flips = make_opponent("fewest-flips", 5);
  int times_fewer_than_most = 0;
  for (const Position& position : testing::random_game_positions(5'000, 31)) {
    const Board& board = position.board;
    if (!board.can_move()) continue;
    int fewest = kSquareCount;
    int most = 0;
    for (Square sq : squares_of(board.moves())) {
      fewest = std::min(fewest, count(board.move_at(sq).flipped));
      most = std::max(most, count(board.move_at(sq).flipped));
    }
    const Decision decision = fewest_flips->choose(board);
    ASSERT_EQ(count(board.move_at(decision.move).flipped), fewest);
    ASSERT_EQ(decision.reason.flipped, fewest);
    if (fewest < most) ++times_fewer_than_most;
  }
  EXPECT_GT(times_fewer_than_most, 1'000);  // the positions did put the rule to the test
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

// Openness = the empty squares around each flipped disc, summed over the flipped discs,
// with the square just played no longer empty. The values below are counted by hand.
TEST(Openness, OfTheFirstMovesCountedByHand) {
  // f5 flips e5, whose neighbours d4 e4 d5 are discs and f5 is now one: f4 d6 e6 f6 are left.
  for (Square sq : squares_of(Board::start().moves())) {
    EXPECT_EQ(openness(Board::start(), Board::start().move_at(sq)), 4) << square_name(sq);
  }
  const Board after_f5 = Board::start().after(Board::start().move_at(Square::F5));
  EXPECT_EQ(openness(after_f5, after_f5.move_at(Square::D6)), 4);  // flips d5: c4 c5 c6 e6
  EXPECT_EQ(openness(after_f5, after_f5.move_at(Square::F6)), 3);  // flips e5: f4 d6 e6
  EXPECT_EQ(openness(after_f5, after_f5.move_at(Square::F4)), 3);  // flips e4: d3 e3 f3
}

TEST(Openness, CountsEachFlippedDiscsEmptiesEvenWhenTheyShareThem) {
  // Black c4, white d4 e4: f4 flips both. Around d4: c3 d3 e3 c5 d5 e5; around e4:
  // d3 e3 f3 d5 e5 f5. Four of those squares touch both discs and count twice: 12.
  const Board board = Position::from_discs(testing::squares({Square::C4}),
                                           testing::squares({Square::D4, Square::E4}), Color::Black)
                          .board;
  EXPECT_EQ(openness(board, board.move_at(Square::F4)), 12);
}

TEST(Openness, OnTheEdgeADiscHasFewerNeighbours) {
  // Black a3, white a2: a1 flips a2, whose neighbours are a1 (just played), b1 b2 b3, a3.
  const Board board =
      Position::from_discs(testing::squares({Square::A3}), testing::squares({Square::A2}), Color::Black)
          .board;
  EXPECT_EQ(openness(board, board.move_at(Square::A1)), 3);
  const Decision decision = make_opponent("openness", 1)->choose(board);
  EXPECT_EQ(decision.move, Square::A1);  // the only move
  EXPECT_EQ(decision.reason.openness, 3);
  EXPECT_EQ(decision.reason.flipped, 1);
  EXPECT_TRUE(decision.reason.takes_corner);
}

TEST(Openness, SquareValuesFavourCornersAndShunTheSquaresNextToEmptyOnes) {
  const Board empty_corners = Board::start();
  EXPECT_GT(square_value(empty_corners, Square::A1), 0);
  EXPECT_GT(square_value(empty_corners, Square::H8), 0);
  EXPECT_LT(square_value(empty_corners, Square::B2), 0);  // X-squares
  EXPECT_LT(square_value(empty_corners, Square::G7), 0);
  EXPECT_LT(square_value(empty_corners, Square::G1), 0);  // C-squares
  EXPECT_LT(square_value(empty_corners, Square::A7), 0);
  EXPECT_LT(square_value(empty_corners, Square::B2), square_value(empty_corners, Square::B1));
  EXPECT_EQ(square_value(empty_corners, Square::C3), 0);
  EXPECT_EQ(square_value(empty_corners, Square::C1), 0);
  EXPECT_EQ(square_value(empty_corners, Square::D8), 0);
  // Once the corner is taken, whoever took it, the squares next to it are ordinary.
  const Board a1_taken{empty_corners.player, empty_corners.opponent | bit(Square::A1)};
  EXPECT_EQ(square_value(a1_taken, Square::B2), 0);
  EXPECT_EQ(square_value(a1_taken, Square::B1), 0);
  EXPECT_EQ(square_value(a1_taken, Square::A2), 0);
  EXPECT_LT(square_value(a1_taken, Square::G2), 0);  // h1 is still empty
}

TEST(Openness, TakesACornerEvenWhenItOpensMore) {
  // Black c3 e8, white b2 d8. a1 flips b2, leaving b1 c1 a2 c2 a3 b3 empty around it (6);
  // c8 flips d8, leaving c7 d7 e7 (3).
  const Board board = Position::from_discs(testing::squares({Square::C3, Square::E8}),
                                           testing::squares({Square::B2, Square::D8}), Color::Black)
                          .board;
  ASSERT_EQ(board.moves(), testing::squares({Square::A1, Square::C8}));
  ASSERT_GT(openness(board, board.move_at(Square::A1)), openness(board, board.move_at(Square::C8)));
  const Decision decision = make_opponent("openness", 1)->choose(board);
  EXPECT_EQ(decision.move, Square::A1);
  EXPECT_TRUE(decision.reason.takes_corner);
  EXPECT_EQ(decision.reason.openness, 6);
}

TEST(Openness, AvoidsAnXSquareNextToAnEmptyCornerEvenWhenItIsQuieter) {
  // Black d4 f4, white c3 f5 f6. b2 flips c3 (6 empties around it); f7 flips f5 and f6
  // (6 each, 12).
  const Board board =
      Position::from_discs(testing::squares({Square::D4, Square::F4}),
                           testing::squares({Square::C3, Square::F5, Square::F6}), Color::Black)
          .board;
  ASSERT_EQ(board.moves(), testing::squares({Square::B2, Square::F7}));
  EXPECT_EQ(openness(board, board.move_at(Square::B2)), 6);
  EXPECT_EQ(openness(board, board.move_at(Square::F7)), 12);
  const Decision decision = make_opponent("openness", 1)->choose(board);
  EXPECT_EQ(decision.move, Square::F7);
  EXPECT_EQ(decision.reason.openness, 12);
  EXPECT_EQ(decision.reason.flipped, 2);
  EXPECT_FALSE(decision.reason.takes_corner);
}

TEST(Openness, PlaysABestScoringMoveAndExplainsIt) {
  const auto player = make_opponent("openness", 9);
  for (const Position& position : testing::random_game_positions(5'000, 37)) {
    const Board& board = position.board;
    if (!board.can_move()) continue;
    int best = std::numeric_limits<int>::min();
    for (Square sq : squares_of(board.moves()))
      best = std::max(best, openness_score(board, board.move_at(sq)));
    const Decision decision = player->choose(board);
    const Move move = board.move_at(decision.move);
    ASSERT_EQ(openness_score(board, move), best);
    ASSERT_EQ(decision.reason.openness, openness(board, move));
    ASSERT_EQ(decision.reason.flipped, count(move.flipped));
    ASSERT_EQ(decision.reason.takes_corner, (bit(decision.move) & kCorners) != 0);
  }
}

}  // namespace
}  // namespace reversi
