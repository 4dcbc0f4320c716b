// Boards reached from the start, for tests that name positions by their openings.
#pragma once

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

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

// The boards of a game played from the start by `transcript` (no passes in it), the start
// included, in order of play.
inline std::vector<Board> boards_of_game(std::string_view transcript) {
  std::vector<Board> boards{Board::start()};
  for (std::size_t ply = 1; 2 * ply <= transcript.size(); ++ply)
    boards.push_back(played(transcript.substr(0, 2 * ply)));
  return boards;
}

}  // namespace reversi::testing
