// The engine's levels as opponents: `level-1` .. `level-10`, looking further ahead and
// solving the endgame exactly earlier as the level rises. The top level also has a time
// budget: after the depth of the level below, it looks deeper while the budget lasts, and
// it judges the late midgame by the trained patterns.
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
  int exact_empties;  // plays perfectly from this many empty squares on
  // Per move: once `depth` is finished, deeper searches until this much time has gone.
  std::optional<std::chrono::milliseconds> time;
  bool patterns_near_end = false;  // see SearchLimits::patterns_near_end
};

const std::vector<Level>& levels();

class SearchPlayer : public ComputerPlayer {
 public:
  explicit SearchPlayer(const Level& level);
  Decision choose(const Board& board) override;

 private:
  engine::SearchResult search(const Board& board);

  engine::SearchLimits limits_;
  std::optional<std::chrono::milliseconds> time_;
  engine::Engine engine_;
};

}  // namespace reversi
