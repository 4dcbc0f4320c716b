// Move-by-move analysis of a game: for every move a side chose, the value of the move
// played, the best move and its value, the line expected after each, and how bad the
// difference was.
#pragma once

#include <functional>
#include <vector>

#include "core/game.h"
#include "engine/engine.h"

namespace reversi::engine {

enum class MoveQuality { Best, Inaccuracy, Mistake, Blunder };

// Discs lost against the best move: under 2 counts as best (estimates are that rough),
// from 10 on it is a blunder.
MoveQuality quality_of(Value loss);

struct MoveAnalysis {
  std::size_t ply;  // index in the game's plies
  Color mover;
  Square played;
  Value played_value;  // for the mover
  Square best;
  Value best_value;
  bool exact;                       // both values are proven final scores
  std::vector<Square> played_line;  // the line expected after the move played, that move first
  std::vector<Square> best_line;    // the same for the best move
  Value loss() const { return best_value - played_value; }
};

// Scores every legal move of a board (seen from the side to move), best first.
using MoveScorer = std::function<std::vector<MoveValue>(const Board&)>;

// Scores the position before every move of `game` up to its cursor (passes are not
// choices and are skipped). Stops early at a position the scorer gives no values for.
std::vector<MoveAnalysis> analyze_game(const Game& game, const MoveScorer& score_moves);

// The same with a search of `limits` for each position.
std::vector<MoveAnalysis> analyze_game(Engine& engine, const Game& game, SearchLimits limits);

}  // namespace reversi::engine
