// A computer opponent: asked for a move, it answers with the move and why it chose it.
// Every opponent, from the source games' simple ones to the searching engine's levels,
// is one of these, created by name (see registry.h).
#pragma once

#include <optional>
#include <vector>

#include "core/board.h"
#include "engine/time_control.h"

namespace reversi {

// Why a computer chose its move, as data: each front end puts it into words in its own
// language. Fields that do not apply to a player stay empty.
struct MoveReason {
  int flipped = 0;                      // discs the move turns over
  std::optional<int> openness;          // empty squares next to the flipped discs
  bool takes_corner = false;            // the move is on a corner
  std::optional<Score> expected_score;  // the final disc difference the mover expects
  bool exact = false;                   // expected_score is proven, not estimated
  bool from_book = false;               // the move and its score come from the opening book
  std::vector<Square> expected_line;    // the moves the search expects, this one first
};

struct Decision {
  Square move = Square::Pass;
  MoveReason reason;
};

class ComputerPlayer {
 public:
  virtual ~ComputerPlayer() = default;
  // Called only when the side to move has a legal move; always returns a legal one.
  virtual Decision choose(const Board& board) = 0;
  // As choose(), on a clock: a player that searches fits its search to it (see
  // engine::limits_on_clock); one that answers at once has no need to.
  virtual Decision choose_on_clock(const Board& board, const engine::ClockState&) { return choose(board); }
};

}  // namespace reversi
