// The engine's levels as opponents: `level-1` .. `level-10`, looking further ahead and
// solving the endgame exactly earlier as the level rises; the top level plays to a time
// budget instead of a fixed depth.
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
  int depth;                                      // midgame look-ahead in plies
  int exact_empties;                              // plays perfectly from this many empty squares on
  std::optional<std::chrono::milliseconds> time;  // per move, instead of a fixed depth
};

const std::vector<Level>& levels();

class SearchPlayer : public ComputerPlayer {
 public:
  explicit SearchPlayer(const Level& level);
  Decision choose(const Board& board) override;

 private:
  engine::SearchLimits limits_;
  engine::Engine engine_;
};

}  // namespace reversi
