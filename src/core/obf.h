// The .obf test-file format (FFO endgame suites): one problem a line,
//   <64 squares> <side to move>; <MOVE>:<score>; <MOVE>:<score>; ...
// the moves with their exact final scores for the side to move, best first.
#pragma once

#include <string_view>
#include <vector>

#include "core/position.h"
#include "core/result.h"

namespace reversi {

struct MoveScore {
  Square move;
  Score score;
};

struct ObfProblem {
  Position position;
  std::vector<MoveScore> move_scores;  // as listed; may be empty

  // The best score listed, and whether `move` reaches it.
  Score best_score() const;
  bool is_best(Square move) const;
};

Result<ObfProblem> parse_obf_line(std::string_view line);

}  // namespace reversi
