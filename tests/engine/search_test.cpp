// The midgame search and the evaluation: legal answers, determinism, stopping on request
// and on limits, symmetry, and the weights file.
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <thread>

#include "core/game.h"
#include "core/symmetry.h"
#include "engine/engine.h"
#include "support/known_games.h"
#include "support/lines.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

TEST(Search, AnswersALegalMoveAndItsLineAtEveryDepth) {
  Engine engine;
  for (const Position& position : testing::random_game_positions(400, 3)) {
    const Board& board = position.board;
    if (!board.can_move() || board.empty_count() < 10) continue;
    SearchLimits limits;
    limits.depth = 1 + board.empty_count() % 4;
    const SearchResult result = engine.search(board, limits);
    ASSERT_TRUE(board.is_legal(result.best_move));
    ASSERT_EQ(result.depth, limits.depth);
    ASSERT_FALSE(result.stopped);
    ASSERT_FALSE(result.principal_variation.empty());
    ASSERT_EQ(result.principal_variation.front(), result.best_move);
  }
}

TEST(Search, OneThreadAndAFixedDepthIsDeterministic) {
  const Board board = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7").value().position().board;
  SearchLimits limits;
  limits.depth = 7;
  Engine first;
  Engine second;
  const SearchResult a = first.search(board, limits);
  const SearchResult b = second.search(board, limits);
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_GT(a.nodes, 1000u);
}

TEST(Search, ScoresEveryMoveWhenAsked) {
  Engine engine;
  SearchLimits limits;
  limits.depth = 4;
  limits.score_all_moves = true;
  const SearchResult result = engine.search(Board::start(), limits);
  ASSERT_EQ(result.move_values.size(), 4u);
  // The start is symmetric: all four first moves are worth the same.
  for (const MoveValue& mv : result.move_values) EXPECT_EQ(mv.value, result.value);
}

// Every move's line starts with the move and is legal; the best move's is the principal
// variation, and another move's goes on past the move itself, with the reply.
TEST(Search, GivesEveryScoredMoveItsLine) {
  Engine engine;
  for (const Position& position : testing::random_game_positions(300, 7)) {
    const Board& board = position.board;
    if (!board.can_move() || board.empty_count() < 20) continue;
    SearchLimits limits;
    // From 3 plies: a search's last ply is never stored in the table, so the lines of a
    // 2-ply search are their moves alone.
    limits.depth = 3 + board.empty_count() % 4;
    limits.score_all_moves = true;
    const SearchResult result = engine.search(board, limits);
    ASSERT_EQ(result.move_values.front().line, result.principal_variation);
    for (const MoveValue& mv : result.move_values) {
      ASSERT_GE(mv.line.size(), 2u) << square_name(mv.move);
      ASSERT_LE(static_cast<int>(mv.line.size()), limits.depth);
      ASSERT_EQ(mv.line.front(), mv.move);
      ASSERT_TRUE(testing::is_legal_line(board, mv.line));
    }
  }
}

// Each move's value one ply deep is its child's evaluation by the judgement asked for: the
// whole-game patterns, the features, or the features then the endgame tables. They mostly
// differ, so the test sees which judged.
TEST(Search, TheJudgementAskedForJudgesTheLeaves) {
  const Evaluator by_features;
  const Evaluator by_endgame_patterns(default_weights(), &PatternEvaluator::endgame(), kPatternMostEmpties);
  const Evaluator by_patterns(default_weights(), &PatternEvaluator::whole_game());
  const std::array<std::pair<Judgement, const Evaluator*>, 3> judges = {{
      {Judgement::Patterns, &by_patterns},
      {Judgement::Features, &by_features},
      {Judgement::FeaturesThenEndgamePatterns, &by_endgame_patterns},
  }};
  // One small engine for all: a leaf's value never comes from the hash table.
  Engine engine(EngineOptions{.hash_megabytes = 1, .threads = 1});
  int positions = 0;
  std::array<int, 3> judged_differently{};
  for (const Position& position : testing::random_game_positions(200, 5)) {
    const Board& board = position.board;
    if (!board.can_move() || board.empty_count() < 10) continue;
    ++positions;
    for (const auto& [judgement, judge] : judges) {
      SearchLimits limits;
      limits.depth = 1;
      limits.score_all_moves = true;
      limits.judgement = judgement;
      for (const MoveValue& mv : engine.search(board, limits).move_values) {
        const Board child = board.after(board.move_at(mv.move));
        ASSERT_EQ(mv.value, -judge->evaluate(child)) << static_cast<int>(judgement);
        const Value features = by_features.evaluate(child);
        const Value endgame = by_endgame_patterns.evaluate(child);
        const Value patterns = by_patterns.evaluate(child);
        if (judgement == Judgement::Patterns)
          judged_differently[0] += patterns != features && patterns != endgame;
        if (judgement == Judgement::Features)
          judged_differently[1] += features != patterns && features != endgame;
        if (judgement == Judgement::FeaturesThenEndgamePatterns && child.empty_count() <= kPatternMostEmpties)
          judged_differently[2] += endgame != patterns && endgame != features;
      }
    }
  }
  EXPECT_GT(positions, 50);
  for (int differently : judged_differently) EXPECT_GT(differently, positions / 4);
}

// kGameWithAPass: after its 53rd move white must pass, with 7 empty squares. The pass is
// searched through: white's value is black's after it, with the sign turned, exact where
// that one is solved, and the line starts with the pass.
TEST(Search, SearchesAForcedPassThroughToTheOpponentsMoves) {
  const Game game = Game::from_transcript(std::string(testing::kGameWithAPass, 2 * 53)).value();
  const Board white_must_pass = game.position_before(53).board;
  ASSERT_FALSE(white_must_pass.can_move());
  const Board after_pass = white_must_pass.after(Move{});
  for (const int exact_empties : {0, 7}) {
    SearchLimits limits;
    limits.depth = 4;
    limits.exact_empties = exact_empties;
    limits.score_all_moves = true;
    Engine engine;
    Engine opponent_engine;
    const SearchResult passed = engine.search(white_must_pass, limits);
    const SearchResult opponent = opponent_engine.search(after_pass, limits);
    EXPECT_EQ(passed.best_move, Square::Pass);
    EXPECT_EQ(passed.value, -opponent.value) << exact_empties;
    EXPECT_EQ(passed.exact, exact_empties == 7);
    EXPECT_EQ(passed.depth, opponent.depth);
    EXPECT_EQ(passed.proven_lower, -opponent.proven_upper);
    EXPECT_EQ(passed.proven_upper, -opponent.proven_lower);
    ASSERT_FALSE(passed.principal_variation.empty());
    EXPECT_EQ(passed.principal_variation.front(), Square::Pass);
    EXPECT_TRUE(testing::is_legal_line(white_must_pass, passed.principal_variation));
    ASSERT_EQ(passed.move_values.size(), 1u);
    EXPECT_EQ(passed.move_values[0].move, Square::Pass);
    EXPECT_EQ(passed.move_values[0].value, passed.value);
    EXPECT_EQ(passed.move_values[0].line, passed.principal_variation);
  }
}

TEST(Search, StopFromAnotherThreadEndsTheSearchWithALegalMove) {
  Engine engine;
  SearchLimits limits;  // depth 60: far more than finishes in the time
  const Board board = Game::from_transcript("f5d6c3d3c4").value().position().board;
  std::thread stopper([&engine] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    engine.stop();
  });
  const SearchResult result = engine.search(board, limits);
  stopper.join();
  EXPECT_TRUE(result.stopped);
  EXPECT_TRUE(board.is_legal(result.best_move));
  EXPECT_GT(result.depth, 0);
}

// A halt (a server shutting down) is not undone by the next search, as a stop is: every
// later search answers at once with a legal move (each would take 30 s otherwise).
TEST(Search, AHaltedEngineAnswersEveryLaterSearchAtOnce) {
  Engine engine;
  const Board board = Game::from_transcript("f5d6c3d3c4").value().position().board;
  engine.halt();
  SearchLimits limits;
  limits.time = std::chrono::seconds(30);
  for (int search = 0; search < 2; ++search) {
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = engine.search(board, limits);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
    EXPECT_TRUE(result.stopped);
    EXPECT_TRUE(board.is_legal(result.best_move));
  }
  EXPECT_TRUE(engine.halted());
}

TEST(Search, TimeAndNodeLimitsEndTheSearch) {
  Engine engine;
  const Board board = Game::from_transcript("f5d6c3d3c4").value().position().board;
  SearchLimits timed;
  timed.time = std::chrono::milliseconds(100);
  const SearchResult by_time = engine.search(board, timed);
  EXPECT_TRUE(by_time.stopped);
  EXPECT_LT(by_time.seconds, 10.0);  // generous: it must stop, not be fast
  SearchLimits counted;
  counted.nodes = 50'000;
  const SearchResult by_nodes = engine.search(board, counted);
  EXPECT_TRUE(by_nodes.stopped);
  EXPECT_LT(by_nodes.nodes, 200'000u);
  EXPECT_TRUE(board.is_legal(by_nodes.best_move));
  // The clock is read every thousand nodes or so, however they were counted (the frontier
  // counts its children without a search of their own): out of time, it stops at once.
  SearchLimits out_of_time;
  out_of_time.depth = 12;
  out_of_time.time = std::chrono::milliseconds(0);
  const SearchResult at_once = engine.search(board, out_of_time);
  EXPECT_TRUE(at_once.stopped);
  EXPECT_LT(at_once.nodes, 10'000u);
  EXPECT_TRUE(board.is_legal(at_once.best_move));
}

// A budget is spent on the move: the depth asked first, then deeper while it lasts; the
// deepest search finished is the answer, even when the depth asked cannot finish in it.
TEST(Search, ABudgetSearchesTheDepthAskedThenDeeperWhileItLasts) {
  Engine engine;
  const Board board = Game::from_transcript("f5d6c3d3c4").value().position().board;
  SearchLimits shallow;
  shallow.depth = 2;
  shallow.budget = std::chrono::milliseconds(300);
  const SearchResult deepened = engine.search(board, shallow);
  EXPECT_GT(deepened.depth, 2);
  EXPECT_TRUE(board.is_legal(deepened.best_move));

  SearchLimits too_deep;  // depth 60: far more than finishes in the budget
  too_deep.budget = std::chrono::milliseconds(100);
  const auto start = std::chrono::steady_clock::now();
  const SearchResult stopped = engine.search(board, too_deep);
  EXPECT_TRUE(stopped.stopped);
  EXPECT_TRUE(board.is_legal(stopped.best_move));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));  // it must stop, not be fast
}

TEST(Evaluation, TheSameUnderEverySymmetry) {
  const Evaluator evaluator;
  for (const Position& position : testing::random_game_positions(3'000, 19)) {
    const Value value = evaluator.evaluate(position.board);
    for (Symmetry s : kSymmetries) ASSERT_EQ(evaluator.evaluate(transform(position.board, s)), value);
  }
}

// No board ends the game beyond 64 discs either way, and a judgement beyond that would
// reach the places that hold only game scores: the opening book refused a value of -69
// discs from a search that the tables alone had judged so.
TEST(Evaluation, NeverJudgesABoardBeyondTheWidestFinalScore) {
  constexpr Value kWidest = kMaxScore * kValuePerDisc;
  const PatternEvaluator& tables = PatternEvaluator::whole_game();
  const Evaluator by_features;
  const Evaluator by_patterns(default_weights(), &tables);
  int beyond_by_the_tables_alone = 0;
  for (const Position& position : testing::random_game_positions(20'000, 23)) {
    const Board& board = position.board;
    if (std::abs(tables.evaluate(board)) > kWidest) ++beyond_by_the_tables_alone;
    ASSERT_LE(std::abs(by_features.evaluate(board)), kWidest);
    ASSERT_LE(std::abs(by_patterns.evaluate(board)), kWidest);
  }
  EXPECT_GT(beyond_by_the_tables_alone, 0);
}

TEST(Evaluation, FeaturesOfTheStart) {
  const auto f = features(Board::start());
  EXPECT_EQ(f[static_cast<std::size_t>(Feature::Mobility)], 0);
  EXPECT_EQ(f[static_cast<std::size_t>(Feature::Discs)], 0);
  EXPECT_EQ(f[static_cast<std::size_t>(Feature::Corners)], 0);
  EXPECT_EQ(f[static_cast<std::size_t>(Feature::Parity)], 0);  // 60 empty squares
}

TEST(Weights, RoundTripThroughTextAndChangeTheEvaluation) {
  const Result<Weights> parsed = parse_weights(weights_text(default_weights()));
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed.value().opening, default_weights().opening);
  EXPECT_EQ(parsed.value().ending, default_weights().ending);

  Weights discs_only{};
  discs_only.ending[static_cast<std::size_t>(Feature::Discs)] = 100;
  discs_only.opening[static_cast<std::size_t>(Feature::Discs)] = 100;
  const Board after_f5 = Board::start().after(Board::start().move_at(Square::F5));
  EXPECT_EQ(Evaluator(discs_only).evaluate(after_f5), -300);  // white to move: 1 disc against 4
}

TEST(Weights, ErrorsNameTheLine) {
  std::string text = weights_text(default_weights());
  EXPECT_EQ(parse_weights(text + "mobility 1 2\n").error(), "line 10: feature 'mobility' given twice");
  EXPECT_EQ(parse_weights("bogus 1 2\n").error(), "line 1: unknown feature 'bogus'");
  EXPECT_EQ(parse_weights("# only a comment\nmobility 1\n").error(),
            "line 2: expected 'mobility <opening weight> <ending weight>' with two integers");
  EXPECT_EQ(parse_weights("mobility 1 2\n").error(), "feature 'potential_mobility' missing");
}

TEST(TranspositionTable, KeepsBoundsNarrowsThemAndPrefersDeeperResults) {
  TranspositionTable table(1);
  const Board board = Board::start();
  EXPECT_FALSE(table.probe(board).has_value());
  table.store(board, 5, -10, 20, Square::F5);
  table.store(board, 5, 0, 30, Square::Pass);  // same depth: the bounds narrow, the move stays
  ASSERT_TRUE(table.probe(board).has_value());
  EXPECT_EQ(table.probe(board)->lower, 0);
  EXPECT_EQ(table.probe(board)->upper, 20);
  EXPECT_EQ(table.probe(board)->move, Square::F5);
  table.store(board, 3, 5, 5, Square::D3);  // shallower: ignored
  EXPECT_EQ(table.probe(board)->depth, 5);
  table.store(board, 7, 4, 4, Square::D3);  // deeper: replaces
  EXPECT_EQ(table.probe(board)->lower, 4);
  EXPECT_EQ(table.probe(board)->move, Square::D3);
  table.clear();
  EXPECT_FALSE(table.probe(board).has_value());
  // A cleared table is cleared again once something is stored in it (clear skips a table
  // nothing has been stored in since).
  table.store(board, 2, 1, 1, Square::C4);
  table.clear();
  table.clear();
  EXPECT_FALSE(table.probe(board).has_value());
  table.store(board, 2, 1, 1, Square::C4);
  table.clear();
  EXPECT_FALSE(table.probe(board).has_value());
}

}  // namespace
}  // namespace reversi::engine
