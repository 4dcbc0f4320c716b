// The engine's levels as opponents: `level-1` .. `level-10`, looking further ahead and
// solving the endgame exactly earlier as the level rises. The top two judge the late
// midgame by the trained patterns; the top level also has a time budget: once its depth
// is finished, it looks deeper while the budget lasts.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

#include "engine/engine.h"
#include "players/computer_player.h"

namespace reversi {

struct Level {
  int number;
  int depth;          // midgame look-ahead in plies, always finished
  int exact_empties;  // solves exactly from this many empty squares (see solved_empties)
  // Per move: once `depth` is finished, deeper searches until this much time has gone.
  std::optional<std::chrono::milliseconds> time;
  bool patterns_near_end = false;  // see SearchLimits::patterns_near_end
};

const std::vector<Level>& levels();

// What a level asks of the engine each move (before the time budget, if it has one).
engine::SearchLimits search_limits(const Level& level);

class SearchPlayer : public ComputerPlayer {
 public:
  explicit SearchPlayer(const Level& level);  // searches with an engine of its own
  // Searches with `engine`, lent for the player's lifetime: a server's engine thread
  // lends its own instead of building a table for every move.
  SearchPlayer(const Level& level, engine::Engine& engine);
  Decision choose(const Board& board) override;

 private:
  engine::SearchResult search(const Board& board);

  engine::SearchLimits limits_;
  std::optional<std::chrono::milliseconds> time_;
  std::unique_ptr<engine::Engine> own_engine_;  // none when lent one
  engine::Engine& engine_;
};

}  // namespace reversi
