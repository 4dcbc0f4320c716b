// Boards reached from the start, for tests that name positions by their openings.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "core/notation.h"

namespace reversi::testing {

// The board after `transcript` (forced passes may be left out) is played from the start.
inline Board played(std::string_view transcript) {
  const Result<std::vector<Square>> moves = parse_transcript(transcript);
  EXPECT_TRUE(moves.ok()) << transcript << ": " << moves.error();
  Board board = Board::start();
  if (!moves) return board;
  for (Square sq : moves.value()) board = board.after(sq == Square::Pass ? Move{} : board.move_at(sq));
  return board;
}

}  // namespace reversi::testing
