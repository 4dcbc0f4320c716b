// The exact endgame solver against a brute-force minimax and the FFO positions, the
// stable-disc count against random play-outs, and the engine's root search.
#include "engine/endgame.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <random>

#include "core/notation.h"
#include "engine/engine.h"
#include "engine/full_lines.h"
#include "engine/stability.h"
#include "support/ffo.h"
#include "support/lines.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

// Plain minimax to the end of the game: no pruning, no table, nothing clever.
int brute_force_score(const Board& board) {
  if (!board.can_move()) {
    if (!board.opponent_can_move()) return board.final_score();
    return -brute_force_score(board.after(Move{}));
  }
  int best = -kMaxScore;
  for (Square sq : squares_of(board.moves()))
    best = std::max(best, -brute_force_score(board.after(board.move_at(sq))));
  return best;
}

// Positions with at most `empties` empty squares, from seeded random games.
std::vector<Board> late_positions(int empties, std::size_t wanted, std::uint64_t seed) {
  std::vector<Board> boards;
  for (const Position& position : testing::random_game_positions(wanted * 80, seed)) {
    if (position.board.empty_count() <= empties && !position.board.is_game_over())
      boards.push_back(position.board);
    if (boards.size() == wanted) break;
  }
  return boards;
}

TEST(EndgameSolver, AgreesWithBruteForceMinimaxInAnyWindow) {
  const PatternEvaluator& evaluator = PatternEvaluator::endgame();
  const StopSignal never;
  std::mt19937_64 random(5);
  for (const Board& board : late_positions(9, 300, 41)) {
    const int exact = brute_force_score(board);
    TranspositionTable table(1);
    EndgameSolver solver(table, evaluator, never);
    ASSERT_EQ(solver.solve(board, -kMaxScore, kMaxScore), exact)
        << position_text(Position{board, Color::Black});
    // Fail-soft: a bound on the right side of any window, the exact score inside it.
    const int alpha = std::uniform_int_distribution<int>(-kMaxScore, kMaxScore - 1)(random);
    const int beta = std::uniform_int_distribution<int>(alpha + 1, kMaxScore)(random);
    const int result = solver.solve(board, alpha, beta);
    if (exact <= alpha) {
      ASSERT_LE(result, alpha);
      ASSERT_GE(result, exact);
    } else if (exact >= beta) {
      ASSERT_GE(result, beta);
      ASSERT_LE(result, exact);
    } else {
      ASSERT_EQ(result, exact);
    }
  }
}

// The root of a solve, its moves given in any order: the same fail-soft score as solve(),
// and a best move that earns it.
TEST(EndgameSolver, SolvesTheRootFromItsMovesInAnyOrder) {
  const PatternEvaluator& evaluator = PatternEvaluator::endgame();
  const StopSignal never;
  std::mt19937_64 random(9);
  int cut_offs = 0;
  int fail_lows = 0;
  for (const Board& board : late_positions(9, 300, 43)) {
    if (!board.can_move()) continue;
    std::vector<Move> moves;
    for (Square sq : squares_of(board.moves())) moves.push_back(board.move_at(sq));
    std::ranges::shuffle(moves, random);
    const int alpha = std::uniform_int_distribution<int>(-kMaxScore, kMaxScore - 1)(random);
    const int beta = std::uniform_int_distribution<int>(alpha + 1, kMaxScore)(random);
    TranspositionTable table(1);
    EndgameSolver solver(table, evaluator, never);
    Square best_move = Square::Pass;
    const int result = solver.solve_root(board, moves, alpha, beta, best_move);
    const int exact = brute_force_score(board);
    const std::string where = position_text(Position{board, Color::Black});
    ASSERT_TRUE(board.is_legal(best_move)) << where;
    const int best_move_score = -brute_force_score(board.after(board.move_at(best_move)));
    if (exact <= alpha) {
      ++fail_lows;
      ASSERT_LE(result, alpha) << where;
      ASSERT_GE(result, exact) << where;
    } else if (exact >= beta) {
      ++cut_offs;
      ASSERT_GE(result, beta) << where;
      ASSERT_LE(result, exact) << where;
      ASSERT_GE(best_move_score, beta) << where;
    } else {
      ASSERT_EQ(result, exact) << where;
      ASSERT_EQ(best_move_score, exact) << where;
    }
  }
  EXPECT_GT(cut_offs, 10);
  EXPECT_GT(fail_lows, 10);
}

TEST(StableDiscs, NeverFlipInRandomPlayOuts) {
  std::mt19937_64 random(8);
  int stable_seen = 0;
  for (const Position& position : testing::random_game_positions(3'000, 77)) {
    const Bitboard stable = stable_discs(position.board.player, position.board.opponent);
    ASSERT_EQ(stable & ~position.board.player, 0u);
    stable_seen += count(stable);
    for (int playout = 0; playout < 3; ++playout) {
      Board board = position.board;
      bool mover_is_owner = true;
      while (!board.is_game_over()) {
        const Bitboard moves = board.moves();
        if (moves) {
          std::vector<Square> choices;
          for (Square sq : squares_of(moves)) choices.push_back(sq);
          board.make(board.move_at(
              choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(random)]));
        } else {
          board.make(Move{});
        }
        mover_is_owner = !mover_is_owner;
        const Bitboard owner_discs = mover_is_owner ? board.player : board.opponent;
        ASSERT_EQ(stable & ~owner_discs, 0u) << "a stable disc flipped from " << position_text(position);
      }
    }
  }
  EXPECT_GT(stable_seen, 1'000);  // the test saw stable discs, not only empty sets
}

// Whether every square of the line through `sq` along (column_step, row_step) is filled,
// walked square by square.
bool line_full(Bitboard filled, Square sq, int column_step, int row_step) {
  for (int way : {-1, 1}) {
    int column = column_of(sq);
    int row = row_of(sq);
    while (column >= 0 && column < 8 && row >= 0 && row < 8) {
      if (!(filled & bit(square_at(column, row)))) return false;
      column += way * column_step;
      row += way * row_step;
    }
  }
  return true;
}

TEST(StableDiscs, DiscsWhoseFourLinesAreFullAreStable) {
  int full_seen = 0;
  for (const Position& position : testing::random_game_positions(3'000, 78)) {
    const Board& board = position.board;
    const Bitboard filled = board.player | board.opponent;
    Bitboard expected = 0;
    for (Square sq : squares_of(board.player)) {
      if (line_full(filled, sq, 1, 0) && line_full(filled, sq, 0, 1) && line_full(filled, sq, 1, 1) &&
          line_full(filled, sq, 1, -1))
        expected |= bit(sq);
    }
    full_seen += count(expected);
    ASSERT_EQ(stable_discs(board.player, board.opponent) & expected, expected) << position_text(position);
  }
  EXPECT_GT(full_seen, 1'000);
}

// Each direction's full lines against a walk along every square's line, on boards nearly
// full (most lines full, as in the solver's small nodes) and from games; the kernel the
// processor runs against the portable one too.
TEST(FullLines, EachDirectionMatchesAWalkAlongTheLines) {
  std::vector<Bitboard> boards;
  for (const Position& position : testing::random_game_positions(1'000, 80))
    boards.push_back(position.board.player | position.board.opponent);
  std::mt19937_64 random(81);
  for (int i = 0; i < 3'000; ++i) boards.push_back(random() | random() | random() | random());
  int full_seen = 0;
  for (const Bitboard filled : boards) {
    const FullLines full = detail::full_lines_portable(filled);
    ASSERT_EQ(full_lines(filled), full) << filled;
    for (int i = 0; i < kSquareCount; ++i) {
      const Square sq = square_at(i);
      ASSERT_EQ((full.rows & bit(sq)) != 0, line_full(filled, sq, 1, 0)) << filled << " " << i;
      ASSERT_EQ((full.columns & bit(sq)) != 0, line_full(filled, sq, 0, 1)) << filled << " " << i;
      ASSERT_EQ((full.diagonals & bit(sq)) != 0, line_full(filled, sq, 1, 1)) << filled << " " << i;
      ASSERT_EQ((full.anti_diagonals & bit(sq)) != 0, line_full(filled, sq, 1, -1)) << filled << " " << i;
    }
    full_seen += count(full.all());
  }
  EXPECT_GT(full_seen, 1'000);
}

TEST(StableDiscs, EnoughStopsWithAtLeastThatManyOfThem) {
  int stopped_short = 0;
  for (const Position& position : testing::random_game_positions(2'000, 79)) {
    const Board& board = position.board;
    const Bitboard all = stable_discs(board.player, board.opponent);
    for (int enough = 0; enough <= 64; ++enough) {
      const Bitboard some = stable_discs(board.player, board.opponent, enough);
      ASSERT_EQ(some & ~all, 0u) << position_text(position) << " enough " << enough;
      ASSERT_GE(count(some), std::min(enough, count(all))) << position_text(position) << " enough " << enough;
      if (some != all) ++stopped_short;
    }
  }
  EXPECT_GT(stopped_short, 1'000);  // the limit did stop some searches early
}

TEST(StableDiscs, CornersAndFullEdgesAreStable) {
  EXPECT_EQ(stable_discs(bit(Square::A1), bit(Square::B1)), bit(Square::A1));
  EXPECT_EQ(stable_discs(0xFFULL, 0), 0xFFULL);  // a full first row
  EXPECT_EQ(stable_discs(bit(Square::D4), bit(Square::E4)), 0u);
}

void expect_solved(const std::vector<ObfProblem>& problems, int threads) {
  Engine engine(EngineOptions{.hash_megabytes = 64, .threads = threads});
  SearchLimits limits;
  limits.exact_empties = kSquareCount;
  for (const ObfProblem& problem : problems) {
    engine.clear();
    const SearchResult result = engine.search(problem.position.board, limits);
    const std::string where = position_text(problem.position);
    EXPECT_TRUE(result.exact) << where;
    EXPECT_EQ(result.value, problem.best_score() * kValuePerDisc) << where;
    EXPECT_TRUE(problem.is_best(result.best_move)) << where << " played " << square_name(result.best_move);
    ASSERT_FALSE(result.principal_variation.empty());
    EXPECT_EQ(result.principal_variation.front(), result.best_move);
  }
}

TEST(Ffo, EveryPositionOf1To19IsSolvedExactly) { expect_solved(testing::read_ffo("fforum-1-19.obf"), 1); }

TEST(Ffo, TwoThreadsSolveTheSameScores) {
  std::vector<ObfProblem> problems = testing::read_ffo("fforum-1-19.obf");
  problems.resize(8);
  expect_solved(problems, 2);
}

// The most selective solve searches less than an exact one, and leaves its guesses in the hash table; the
// exact solve after it, on the same table, must not take them for proofs.
TEST(EndgameSolver, SelectiveSolvesSearchLessAndLeaveTheExactSolveExact) {
  const StopSignal never;
  std::vector<ObfProblem> problems = testing::read_ffo("fforum-1-19.obf");
  problems.resize(6);
  std::uint64_t selective_nodes = 0;
  std::uint64_t exact_nodes = 0;
  for (const ObfProblem& problem : problems) {
    const Board& board = problem.position.board;
    TranspositionTable fresh_table(16);
    EndgameSolver exact_alone(fresh_table, PatternEvaluator::endgame(), never);
    EXPECT_EQ(exact_alone.solve(board, -kMaxScore, kMaxScore), problem.best_score());
    exact_nodes += exact_alone.nodes();

    TranspositionTable table(16);
    EndgameSolver solver(table, PatternEvaluator::endgame(), never);
    for (int selectivity = 0; selectivity < kExactSelectivity; ++selectivity) {
      solver.set_selectivity(selectivity);
      solver.solve(board, -kMaxScore, kMaxScore);
      if (selectivity == 0) selective_nodes += solver.nodes();
    }
    solver.set_selectivity(kExactSelectivity);
    EXPECT_EQ(solver.solve(board, -kMaxScore, kMaxScore), problem.best_score())
        << position_text(problem.position);
  }
  EXPECT_LT(selective_nodes, exact_nodes);
}

// The boards the patterns judge to order the moves are counted apart from the solver's
// nodes: none below the empties where the evaluation joins the order, some above.
TEST(EndgameSolver, CountsTheBoardsItsMoveOrderEvaluates) {
  const StopSignal never;
  const Board board = testing::read_ffo("fforum-1-19.obf").at(12).position.board;  // #13
  ASSERT_EQ(board.empty_count(), 16);
  TranspositionTable table(16);
  EndgameSolver solver(table, PatternEvaluator::whole_game(), never);
  solver.solve(board, -kMaxScore, kMaxScore);
  EXPECT_GT(solver.ordering_nodes(), 0U);
  EXPECT_LT(solver.ordering_nodes(), solver.nodes());

  Board near_end = board;
  while (near_end.empty_count() > 12) {
    near_end = near_end.can_move() ? near_end.after(near_end.move_at(*squares_of(near_end.moves()).begin()))
                                   : near_end.after(Move{});
  }
  EndgameSolver small(table, PatternEvaluator::whole_game(), never);
  small.solve(near_end, -kMaxScore, kMaxScore);
  EXPECT_GT(small.nodes(), 0U);
  EXPECT_EQ(small.ordering_nodes(), 0U);
}

// A solve reads the clock every few thousand nodes however they were counted (most are
// counted inside the small solves below the ones that read it), so one whose time has run
// out stops within a few thousand nodes, not a long while after.
TEST(EndgameSolver, AStopAskedBeforeTheSolveEndsItWithinAFewThousandNodes) {
  StopSignal stop;
  stop.request();
  const Board board = testing::read_ffo("fforum-40-59.obf").at(1).position.board;  // #41
  TranspositionTable table(16);
  EndgameSolver solver(table, PatternEvaluator::whole_game(), stop);
  solver.solve(board, -kMaxScore, kMaxScore);
  EXPECT_TRUE(solver.stopped());
  EXPECT_LT(solver.nodes(), 10'000U);
}

// Asked to stop at a ProbCut level, the engine answers sooner with a likely score, which it
// does not call exact, and the line it expects, which must be legal. The more selective
// level searches less and errs more.
TEST(Engine, SolvesToALikelyScoreWhenAskedForLessThanAProof) {
  const std::vector<ObfProblem> problems = testing::read_ffo("fforum-1-19.obf");
  Engine engine;
  SearchLimits limits;
  limits.exact_empties = kSquareCount;
  std::array<std::uint64_t, kExactSelectivity + 1> nodes{};
  std::array<int, kExactSelectivity + 1> errors{};  // in discs, summed over the positions
  for (const ObfProblem& problem : problems) {
    const std::string where = position_text(problem.position);
    for (int selectivity = 0; selectivity <= kExactSelectivity; ++selectivity) {
      engine.clear();
      limits.selectivity = selectivity;
      const SearchResult result = engine.search(problem.position.board, limits);
      EXPECT_EQ(result.exact, selectivity == kExactSelectivity) << where;
      EXPECT_FALSE(result.stopped) << where;
      EXPECT_EQ(result.value % (2 * kValuePerDisc), 0) << where;  // the score of a finished game
      nodes[selectivity] += result.nodes;
      errors[selectivity] += std::abs(result.value / kValuePerDisc - problem.best_score());

      ASSERT_FALSE(result.principal_variation.empty()) << where;
      EXPECT_EQ(result.principal_variation.front(), result.best_move) << where;
      EXPECT_TRUE(testing::is_legal_line(problem.position.board, result.principal_variation)) << where;
    }
  }
  // Every move's value is as likely as the best move's, and no more a proof.
  limits.selectivity = 0;
  limits.score_all_moves = true;
  const Board& board = problems.front().position.board;
  engine.clear();
  const SearchResult all_moves = engine.search(board, limits);
  EXPECT_FALSE(all_moves.exact);
  EXPECT_EQ(static_cast<int>(all_moves.move_values.size()), count(board.moves()));
  for (const MoveValue& value : all_moves.move_values) EXPECT_FALSE(value.exact);

  EXPECT_LT(nodes[0], nodes[1]);
  EXPECT_LT(nodes[1], nodes[kExactSelectivity]);
  EXPECT_EQ(errors[kExactSelectivity], 0);
  // On average within 6 discs at level 0 and 2 at level 1 (these positions: 4.2 and 1.5).
  const int count = static_cast<int>(problems.size());
  EXPECT_LE(errors[0], 6 * count);
  EXPECT_LE(errors[1], 2 * count);
}

TEST(Engine, ScoresEveryMoveExactlyWhenAsked) {
  Engine engine;
  SearchLimits limits;
  limits.exact_empties = kSquareCount;
  limits.score_all_moves = true;
  for (const Board& board : late_positions(10, 20, 12)) {
    if (!board.can_move()) continue;
    const SearchResult result = engine.search(board, limits);
    ASSERT_EQ(static_cast<int>(result.move_values.size()), count(board.moves()));
    for (const MoveValue& mv : result.move_values) {
      ASSERT_TRUE(mv.exact);
      ASSERT_EQ(mv.value, -brute_force_score(board.after(board.move_at(mv.move))) * kValuePerDisc);
      ASSERT_FALSE(mv.line.empty());
      ASSERT_EQ(mv.line.front(), mv.move);
      ASSERT_TRUE(testing::is_legal_line(board, mv.line));
    }
    ASSERT_EQ(result.move_values.front().line, result.principal_variation);
    ASSERT_EQ(result.value, brute_force_score(board) * kValuePerDisc);
  }
}

// A look-ahead that reaches a position with exact_empties empty squares goes on to the end
// of the game: the search is an exact solve. One ply short of it, the search is not.
TEST(Engine, ALookAheadIntoTheSolvedEndgameSolvesExactly) {
  Engine engine;
  SearchLimits limits;
  limits.exact_empties = 6;
  int positions = 0;
  for (const Board& board : late_positions(10, 90, 23)) {
    if (!board.can_move() || board.empty_count() <= limits.exact_empties + 1) continue;
    ++positions;
    const std::string where = position_text(Position{board, Color::Black});
    limits.depth = board.empty_count() - limits.exact_empties;
    const SearchResult solved = engine.search(board, limits);
    ASSERT_TRUE(solved.exact) << where;
    ASSERT_EQ(solved.depth, board.empty_count()) << where;
    const int score = brute_force_score(board);
    ASSERT_EQ(solved.value, score * kValuePerDisc) << where;
    ASSERT_EQ(-brute_force_score(board.after(board.move_at(solved.best_move))), score) << where;

    limits.depth -= 1;
    const SearchResult short_of_it = engine.search(board, limits);
    ASSERT_FALSE(short_of_it.exact) << where;
    ASSERT_EQ(short_of_it.depth, limits.depth) << where;
  }
  EXPECT_GT(positions, 20);
}

// Without solve_ahead, the same look-ahead does not turn into a solve: the midgame search
// deepens on, its ProbCut still trusting the evaluation, to the end of the game and no
// further (a pass costs no depth, so deeper iterations would only search it all again).
TEST(Engine, ALookAheadThatDoesNotSolveAheadDeepensTheMidgameSearchInstead) {
  Engine engine;
  SearchLimits limits;
  limits.exact_empties = 6;
  limits.solve_ahead = false;
  EXPECT_EQ(solved_empties(limits), limits.exact_empties);
  int positions = 0;
  for (const Board& board : late_positions(12, 40, 29)) {
    if (!board.can_move() || board.empty_count() <= limits.exact_empties) continue;
    ++positions;
    limits.depth = board.empty_count() + 2;
    const SearchResult result = engine.search(board, limits);
    EXPECT_FALSE(result.exact);
    EXPECT_EQ(result.depth, board.empty_count());
    EXPECT_FALSE(result.stopped);
    EXPECT_TRUE(board.is_legal(result.best_move));
  }
  EXPECT_GT(positions, 10);
}

// Above kMostEmptiesSolvedAhead, the look-ahead must reach that many empties to solve. A
// solve cut short (here by a node budget, which unlike the clock stops at the same node
// every time) answers with its ProbCut solve once one has finished, and with the look-ahead
// that stops short of it before. FFO #41 is a draw: who wins costs as much to prove as the
// score, so the proof after the budget does not settle it either.
SearchLimits look_ahead_into_the_solve(const Board& board) {
  SearchLimits limits;
  limits.exact_empties = 20;
  limits.depth = board.empty_count() - kMostEmptiesSolvedAhead;
  return limits;
}

TEST(Engine, ASolveCutShortBeforeItsProbCutSolveFinishesLeavesTheLookAheadsMove) {
  const Board board = testing::read_ffo("fforum-40-59.obf").at(1).position.board;  // #41
  ASSERT_EQ(board.empty_count(), 22);
  SearchLimits limits = look_ahead_into_the_solve(board);
  limits.solve_nodes = 1'000;
  const SearchResult result = Engine().search(board, limits);
  EXPECT_TRUE(result.stopped);
  EXPECT_FALSE(result.exact);
  EXPECT_FALSE(result.selectively_solved);
  EXPECT_FALSE(outcome_proven(result));
  // The look-ahead's: the midgame search one ply short of the solved part.
  SearchLimits shorter = limits;
  shorter.depth = board.empty_count() - kMostEmptiesSolvedAhead - 1;
  shorter.solve_nodes.reset();
  const SearchResult look_ahead = Engine().search(board, shorter);
  EXPECT_EQ(result.depth, shorter.depth);
  EXPECT_EQ(result.best_move, look_ahead.best_move);
  EXPECT_EQ(result.value, look_ahead.value);
}

TEST(Engine, ASolveCutShortAfterItsProbCutSolveFinishedPlaysThatSolvesMove) {
  const Board board = testing::read_ffo("fforum-40-59.obf").at(1).position.board;  // #41
  SearchLimits limits = look_ahead_into_the_solve(board);
  SearchLimits selective = limits;
  selective.selectivity = 0;
  const SearchResult probcut = Engine().search(board, selective);
  ASSERT_FALSE(probcut.stopped);
  ASSERT_FALSE(probcut.exact);
  // Every node of the ProbCut search (its look-ahead's and first guess's too): enough for
  // the solve's own ProbCut solve, far from enough for the proof after it.
  limits.solve_nodes = probcut.nodes;
  const SearchResult result = Engine().search(board, limits);
  EXPECT_TRUE(result.stopped);
  EXPECT_FALSE(result.exact);
  EXPECT_TRUE(result.selectively_solved);
  EXPECT_EQ(result.depth, board.empty_count());
  EXPECT_EQ(result.best_move, probcut.best_move);
  EXPECT_EQ(result.value, probcut.value);
}

// A node budget the solve does not need changes nothing: the same move, score and nodes.
TEST(Engine, ASolveWithinItsNodeBudgetIsTheSolveWithoutOne) {
  SearchLimits unlimited;
  unlimited.exact_empties = kSquareCount;
  SearchLimits budgeted = unlimited;
  budgeted.solve_nodes = 100'000'000;
  for (const Board& board : late_positions(14, 10, 71)) {
    if (!board.can_move()) continue;
    Engine engine;
    const SearchResult without = engine.search(board, unlimited);
    engine.clear();
    const SearchResult with = engine.search(board, budgeted);
    const std::string where = position_text(Position{board, Color::Black});
    ASSERT_TRUE(with.exact) << where;
    EXPECT_FALSE(with.stopped) << where;
    EXPECT_EQ(with.best_move, without.best_move) << where;
    EXPECT_EQ(with.value, without.value) << where;
    EXPECT_EQ(with.nodes, without.nodes) << where;
    EXPECT_EQ(with.principal_variation, without.principal_variation) << where;
    EXPECT_EQ(with.proven_lower, with.value / kValuePerDisc) << where;
    EXPECT_EQ(with.proven_upper, with.value / kValuePerDisc) << where;
  }
}

// A solve that runs out of its node budget stops there (the proof of who wins after it
// has half as many again), and its bounds hold the exact score. Where they prove who
// wins, its move keeps that outcome; where not, the search says it stopped, unproven.
TEST(Engine, ASolveOutOfItsNodeBudgetProvesWhoWinsAndPlaysAMoveThatKeepsIt) {
  SearchLimits unlimited;
  unlimited.exact_empties = kSquareCount;
  int wins = 0;
  int losses_or_draws = 0;
  for (const Board& board : late_positions(14, 200, 73)) {
    if (!board.can_move() || board.empty_count() < 12) continue;
    const std::string where = position_text(Position{board, Color::Black});
    Engine engine;
    const SearchResult exact = engine.search(board, unlimited);
    const int score = exact.value / kValuePerDisc;
    SearchLimits budgeted = unlimited;
    budgeted.solve_nodes = exact.nodes / 8;
    engine.clear();
    const SearchResult result = engine.search(board, budgeted);
    // The short search that orders the solve is not in the budget: a few thousand nodes.
    EXPECT_LT(result.nodes, *budgeted.solve_nodes * 3 / 2 + 20'000) << where;
    if (!result.stopped) {
      EXPECT_TRUE(result.exact) << where;
      EXPECT_EQ(result.value, exact.value) << where;
      continue;
    }
    EXPECT_FALSE(result.exact) << where;
    ASSERT_LE(result.proven_lower, score) << where;
    ASSERT_GE(result.proven_upper, score) << where;
    EXPECT_GE(result.value / kValuePerDisc, result.proven_lower) << where;
    EXPECT_LE(result.value / kValuePerDisc, result.proven_upper) << where;
    if (!outcome_proven(result)) continue;
    const Board after = board.after(board.move_at(result.best_move));
    const int move_score = after.can_move() || !after.opponent_can_move()
                               ? -engine.search(after, unlimited).value / kValuePerDisc
                               : engine.search(after.after(Move{}), unlimited).value / kValuePerDisc;
    EXPECT_GE(move_score, result.proven_lower) << where;  // so a win or a draw is kept
    ++(score > 0 ? wins : losses_or_draws);
  }
  // Both ways of proving the outcome were seen.
  EXPECT_GE(wins, 3);
  EXPECT_GE(losses_or_draws, 3);
}

}  // namespace
}  // namespace reversi::engine
