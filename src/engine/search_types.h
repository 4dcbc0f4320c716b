// What a search is asked (limits) and what it answers (result).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/types.h"
#include "engine/evaluation.h"

namespace reversi::engine {

inline constexpr int kMaxDepth = 60;
// The selectivity of a solve that proves its score (see endgame.h for the levels below).
inline constexpr int kExactSelectivity = 2;

// A look-ahead that reaches positions with this many empties or fewer (exact_empties,
// when fewer) goes on to the end of the game: the search is an exact solve of the root.
// So the levels play perfectly some plies before their exact_empties. Reaching 18, a
// level of depth 9 would solve from 27 empties: seconds a move on one thread, minutes for
// the hardest positions (FFO #51-#55 in docs/benchmarks/search.md).
inline constexpr int kMostEmptiesSolvedAhead = 14;

// How a midgame search judges the boards it stops at.
enum class Judgement : std::uint8_t {
  Patterns,  // the whole-game pattern tables (PatternEvaluator::whole_game())
  Features,  // the hand-weighted features (Evaluator): the weaker levels' judgement
  // The features, then the endgame tables (PatternEvaluator::endgame()) from
  // kPatternMostEmpties empty squares: the judgement of the former top level, kept as a
  // yardstick for the new one.
  FeaturesThenEndgamePatterns,
};

struct SearchLimits {
  int depth = kMaxDepth;  // midgame look-ahead in plies
  // Solve exactly once the root has at most this many empty squares, or once `depth`
  // reaches a position with std::min(exact_empties, kMostEmptiesSolvedAhead) of them.
  int exact_empties = 0;
  // Below kExactSelectivity, a solve stops after its ProbCut solve of this level (see
  // EndgameSolver::set_selectivity): likely scores in a fraction of the time, not proofs
  // (`exact` is false, for the result and for every move's value).
  int selectivity = kExactSelectivity;
  std::optional<std::chrono::milliseconds> time;  // stop after this long, keeping the last finished depth
  // A time budget for the whole move, instead of `time`: `depth` (or its solve) is
  // searched first, within the budget too, then the midgame search deepens while it lasts;
  // the answer is the deepest search finished (see Engine::search).
  std::optional<std::chrono::milliseconds> budget;
  std::optional<std::uint64_t> nodes;         // stop after about this many nodes
  bool score_all_moves = false;               // a value for every legal move, not just the best
  Judgement judgement = Judgement::Patterns;  // how the midgame search judges a board
  // Multi-ProbCut in the midgame search (probcut.h). Only with the patterns, which it is
  // fitted to: the other judgements search every move.
  bool probcut = true;
  // A node budget for the root's exact solve, not with score_all_moves (with one thread,
  // deterministic, where `time` is not; with more, it counts the first thread's nodes).
  // A few positions take many times the nodes of most of their size, lopsided ones
  // above all: there nearly all goes into proving that the winner can do no better. A
  // solve that runs out of the budget keeps the bounds it proved; unless they prove who
  // wins, tests at a draw settle that, with half as many nodes again. The result then has
  // the move that keeps the outcome proven (not necessarily the best score), those bounds
  // (see outcome_proven) and `stopped`; if even who wins is not proven, it is a stopped
  // solve's (see Engine::search).
  std::optional<std::uint64_t> solve_nodes;
  // Whether a look-ahead that reaches the solved part of the game solves from there (see
  // solved_empties). Off, only the root's exact_empties start a solve, and the midgame
  // search deepens past that part instead: for the deeper searches of a timed level, whose
  // budget would seldom see such a solve finish.
  bool solve_ahead = true;
};

// The empties from which a look-ahead with these limits goes on to the end of the game.
inline int solved_ahead_empties(const SearchLimits& limits) {
  return std::min(limits.exact_empties, kMostEmptiesSolvedAhead);
}

// The most empty squares at which a search with these limits is an exact solve: from
// exact_empties, or from more when its look-ahead reaches the solved part first.
inline int solved_empties(const SearchLimits& limits) {
  if (!limits.solve_ahead) return limits.exact_empties;
  return std::max(limits.exact_empties, solved_ahead_empties(limits) + std::max(limits.depth, 0));
}

struct MoveValue {
  Square move;
  Value value;  // for the side to move
  bool exact;   // a proven final score (value / kValuePerDisc discs)
  // With score_all_moves, the line the search expects after this move, the move first
  // (see Engine::add_move_lines); empty inside the search.
  std::vector<Square> line = {};
};

struct SearchResult {
  Square best_move = Square::Pass;  // Pass only when the side to move has no move
  Value value = 0;                  // for the side to move, hundredths of a disc
  bool exact = false;               // value is the proven final score
  int depth = 0;                    // midgame depth finished (the empties for an exact solve)
  std::uint64_t nodes = 0;
  // Of an exact solve: the boards the pattern evaluation judged or searched through to
  // order its moves and for ProbCut's tests (see EndgameSolver::ordering_nodes); not in
  // `nodes`.
  std::uint64_t ordering_nodes = 0;
  double seconds = 0;
  std::vector<Square> principal_variation;  // the expected line, best_move first
  std::vector<MoveValue> move_values;       // with score_all_moves: every move, best first
  bool stopped = false;                     // a limit or stop() cut the search short
  // Of a solve stopped short of its proof: one of its ProbCut solves finished first, and
  // best_move and value are that solve's, a likely score.
  bool selectively_solved = false;
  // The final score (discs, for the side to move) lies from proven_lower to proven_upper:
  // the whole range unless a solve proved bounds, one score when `exact`.
  Score proven_lower = -kMaxScore;
  Score proven_upper = kMaxScore;
};

// Whether a score from `lower` to `upper` is sure of who wins (or of a draw).
inline bool outcome_proven(Score lower, Score upper) {
  const auto sign = [](Score score) { return (score > 0) - (score < 0); };
  return sign(lower) == sign(upper);
}

// Whether the search proved who wins, if not the exact score: a solve cut short by
// SearchLimits::solve_nodes, whose move keeps that outcome.
inline bool outcome_proven(const SearchResult& result) {
  return outcome_proven(result.proven_lower, result.proven_upper);
}

}  // namespace reversi::engine
