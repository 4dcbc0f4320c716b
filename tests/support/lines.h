// Checking a line of play (a principal variation, a hint's line): each ply legal in the
// position the plies before it leave, a pass only where the side to move has no move and
// the game goes on.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/board.h"
#include "core/notation.h"

namespace reversi::testing {

inline ::testing::AssertionResult is_legal_line(Board board, const std::vector<Square>& line) {
  for (std::size_t ply = 0; ply < line.size(); ++ply) {
    const Square sq = line[ply];
    const bool legal =
        sq == Square::Pass ? !board.can_move() && board.opponent_can_move() : board.is_legal(sq);
    if (!legal) {
      return ::testing::AssertionFailure() << "ply " << ply << " (" << square_name(sq) << ") is not legal";
    }
    board = board.after(sq == Square::Pass ? Move{} : board.move_at(sq));
  }
  return ::testing::AssertionSuccess();
}

}  // namespace reversi::testing
