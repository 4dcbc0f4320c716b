// What a search is asked (limits) and what it answers (result).
#pragma once

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

struct SearchLimits {
  int depth = kMaxDepth;  // midgame look-ahead in plies
  // Solve exactly once the root has at most this many empty squares (and inside the
  // midgame search, at nodes with this many or fewer).
  int exact_empties = 0;
  // Below kExactSelectivity, a solve stops after its ProbCut solve of this level (see
  // EndgameSolver::set_selectivity): likely scores in a fraction of the time, not proofs
  // (`exact` is false, for the result and for every move's value).
  int selectivity = kExactSelectivity;
  std::optional<std::chrono::milliseconds> time;  // stop after this long, keeping the last finished depth
  std::optional<std::uint64_t> nodes;             // stop after about this many nodes
  bool score_all_moves = false;                   // a value for every legal move, not just the best
  // The midgame search judges boards of at most kPatternMostEmpties empty squares by the
  // trained patterns, as solves do, instead of by the features.
  bool patterns_near_end = false;
};

struct MoveValue {
  Square move;
  Value value;  // for the side to move
  bool exact;   // a proven final score (value / kValuePerDisc discs)
};

struct SearchResult {
  Square best_move = Square::Pass;  // Pass only when the side to move has no move
  Value value = 0;                  // for the side to move, hundredths of a disc
  bool exact = false;               // value is the proven final score
  int depth = 0;                    // midgame depth finished (the empties for an exact solve)
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<Square> principal_variation;  // the expected line, best_move first
  std::vector<MoveValue> move_values;       // with score_all_moves: every move, best first
  bool stopped = false;                     // a limit or stop() cut the search short
};

}  // namespace reversi::engine
