// A short alpha-beta on the pattern evaluation alone, with no table, pruning or clock:
// the exact solver orders its moves by it and ProbCut guesses with it (see endgame.cpp).
// The engine's own search is midgame_search.h.
#pragma once

#include <cstdint>
#include <limits>

#include "core/board.h"
#include "engine/pattern_evaluation.h"
#include "engine/patterns.h"

namespace reversi::engine {

// Beyond any value, and negatable.
inline constexpr int kUnboundedValue = std::numeric_limits<int>::max() / 2;

// Values in hundredths of a disc; the whole range by default.
struct PatternSearchWindow {
  int alpha = -kUnboundedValue;
  int beta = kUnboundedValue;
};

// The value of `board` for the side to move, `plies` moves ahead: what it can reach
// against the best replies, by the evaluation of the boards there, or the final disc
// difference (in hundredths) of a game that ends sooner. A pass is not a ply; 0 plies or
// fewer is the board's own evaluation. Fail-soft: the value if it lies strictly inside the
// window, else a bound on that side; the narrower the window, the fewer boards evaluated.
// Adds to `boards` every board it visits: `board` itself, those on the way, and those
// evaluated at the end.
int pattern_search(const PatternEvaluator& evaluator, const Board& board, const FoldedReadings& readings,
                   int plies, PatternSearchWindow window, std::uint64_t& boards);

// The same from the board alone, uncounted.
int pattern_search(const PatternEvaluator& evaluator, const Board& board, int plies,
                   PatternSearchWindow window = {});

}  // namespace reversi::engine
