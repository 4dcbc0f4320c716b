// Time controls: how long a move may take when the engine plays on a clock, as tournament
// programs spend theirs. The time left is shared out over the moves the side still has to
// play, the last few counted as one since their exact solve is cheap; most of the
// increment is spent as it comes; a margin is always kept, so that the side never loses
// on time. An exact solve is started only when it is expected to finish in the move's
// time. No clock of its own: the front ends (GTP, NBoard) say what is left.
#pragma once

#include <chrono>
#include <optional>

#include "engine/search_types.h"

namespace reversi::engine {

// A side's clock as its move starts.
struct ClockState {
  std::chrono::milliseconds left{0};
  std::chrono::milliseconds increment{0};  // given back after each move
  // The moves `left` must last, as in a byo-yomi period; none: the rest of the game.
  std::optional<int> moves = std::nullopt;
};

struct MoveTime {
  std::chrono::milliseconds target;  // what a midgame search aims to spend
  std::chrono::milliseconds limit;   // the most the move may take, for an exact solve
};

// What the side to move, with `empties` empty squares on the board, may spend on its move.
MoveTime move_time(const ClockState& clock, int empties);

// The most empty squares whose exact solve is expected to finish within `time`.
int solvable_empties(std::chrono::milliseconds time);

// `limits` (a level's, or a GUI's depth) fitted to the clock: their depth is still
// searched first, within the move's time (see Engine::search). A search that would solve
// the root has the move's limit, if its solve is expected to finish in it; otherwise it
// solves from fewer empties and the midgame search has the target. Limits with a time
// budget deepen while it lasts; without, they stop at their depth, or the time if sooner.
SearchLimits limits_on_clock(SearchLimits limits, const ClockState& clock, int empties);

}  // namespace reversi::engine
