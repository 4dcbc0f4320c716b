// Positions spread over the midgame, and their values searched to every depth: the raw
// material of the fits that make a search's depths agree with each other (Multi-ProbCut's,
// the tempo's).
#pragma once

#include <string>
#include <vector>

#include "core/board.h"
#include "engine/evaluation.h"
#include "engine/midgame_search.h"
#include "engine/search_types.h"
#include "engine/stop_signal.h"
#include "engine/transposition_table.h"
#include "training_game.h"

namespace reversi::tools {

inline constexpr int kMidgameLeastEmpties = 14;
inline constexpr int kMidgameEmptiesSpread = 45;  // positions of 14 to 58 empty squares

// One position a game: game g's has about kMidgameLeastEmpties + (37 g mod
// kMidgameEmptiesSpread) empty squares (fewer where its random opening lasts longer), so the
// sample covers the midgame evenly and the same games always give the same positions.
inline std::vector<Board> sample_midgame_positions(const std::vector<std::string>& games, int count) {
  return sample_positions(
      games, count, [](int game) { return kMidgameLeastEmpties + (37 * game) % kMidgameEmptiesSpread; });
}

// values[d]: the value of `board` searched d plies deep without cut-offs (d from 1).
inline std::vector<engine::Value> values_by_depth(const Board& board, int most_depth,
                                                  const engine::Evaluator& evaluator,
                                                  engine::TranspositionTable& table) {
  const engine::StopSignal never;
  const engine::SearchLimits limits;
  table.clear();
  engine::MidgameSearch search(evaluator, table, never, limits);
  std::vector<engine::Value> values(static_cast<std::size_t>(most_depth) + 1);
  for (int depth = 1; depth <= most_depth; ++depth)
    values[depth] = search.search_root(board, depth, false).front().value;
  return values;
}

}  // namespace reversi::tools
