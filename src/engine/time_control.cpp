#include "engine/time_control.h"

#include <algorithm>

namespace reversi::engine {

namespace {

using std::chrono::milliseconds;

// Kept back from every move: the time the replies take to reach the clock's keeper, and a
// share of the time left for a search that is slow to stop.
constexpr milliseconds kReplyMargin{50};
constexpr int kMarginShare = 20;  // of the time left
// The empties at the end of the game that a solve plays out in little time: one move's share.
constexpr int kCheapEmpties = 12;
// The part of the increment spent on the move it comes with; the rest builds a reserve.
constexpr int kIncrementSpentParts = 3;
constexpr int kIncrementParts = 4;
// A solve may take this many times the target of a midgame search.
constexpr int kLimitTargets = 3;
// The time a solve from the reference empties is expected to take on one core; each further
// empty square about doubles it (docs/benchmarks/evaluation.md: perfect play from 24 empties, not 20).
constexpr int kReferenceSolveEmpties = 20;
constexpr milliseconds kReferenceSolveTime{200};

}  // namespace

MoveTime move_time(const ClockState& clock, int empties) {
  const milliseconds left = std::max(clock.left, milliseconds{0});
  const milliseconds usable = std::max(left - kReplyMargin - left / kMarginShare, milliseconds{0});
  // The mover's moves before the cheap end of the game, and one for that end.
  int moves = (std::max(empties - kCheapEmpties, 0) + 1) / 2 + 1;
  if (clock.moves) moves = std::clamp(*clock.moves, 1, moves);
  const milliseconds increment = std::max(clock.increment, milliseconds{0});
  const milliseconds target =
      std::min(usable / moves + increment * kIncrementSpentParts / kIncrementParts, usable);
  return {target, std::min(target * kLimitTargets, usable)};
}

int solvable_empties(milliseconds time) {
  const double available = static_cast<double>(time.count());
  int empties = kReferenceSolveEmpties;
  double estimate = static_cast<double>(kReferenceSolveTime.count());
  while (empties < kSquareCount && estimate * 2 <= available) {
    estimate *= 2;
    ++empties;
  }
  while (empties > 0 && estimate > available) {
    estimate /= 2;
    --empties;
  }
  return empties;
}

SearchLimits limits_on_clock(SearchLimits limits, const ClockState& clock, int empties) {
  const MoveTime time = move_time(clock, empties);
  const int solvable = solvable_empties(time.limit);
  if (empties <= solved_empties(limits) && empties > solvable) {
    limits.exact_empties = std::min(limits.exact_empties, solvable);
    limits.solve_ahead = false;
  }
  const milliseconds allowed = empties <= solved_empties(limits) ? time.limit : time.target;
  if (limits.budget) {
    limits.budget = allowed;
  } else {
    limits.time = limits.time ? std::min(*limits.time, allowed) : allowed;
  }
  return limits;
}

}  // namespace reversi::engine
