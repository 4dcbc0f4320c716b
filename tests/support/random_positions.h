// Positions for tests that compare implementations: every position of seeded random
// games, passes and finished games included, so the rare cases come up too.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "core/position.h"

namespace reversi::testing {

inline std::vector<Position> random_game_positions(std::size_t wanted, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  std::vector<Position> positions;
  positions.reserve(wanted);
  while (positions.size() < wanted) {
    Position position = Position::start();
    while (positions.size() < wanted) {
      positions.push_back(position);
      const Bitboard moves = position.board.moves();
      if (moves == 0) {
        if (!position.board.opponent_can_move()) break;
        position = position.after(Move{});
        continue;
      }
      std::vector<Square> choices;
      for (Square sq : squares_of(moves)) choices.push_back(sq);
      const Square sq = choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(random)];
      position = position.after(position.board.move_at(sq));
    }
  }
  return positions;
}

}  // namespace reversi::testing
