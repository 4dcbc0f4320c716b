// A board together with the colour to move: what notation, the game record and the
// front ends talk about. Rules questions go to `board`, which sees it from the mover.
#pragma once

#include "core/board.h"

namespace reversi {

struct Position {
  Board board = Board::start();
  Color to_move = Color::Black;

  static constexpr Position start() { return Position{}; }

  // Builds a position from each colour's discs.
  static constexpr Position from_discs(Bitboard black, Bitboard white, Color to_move) {
    return to_move == Color::Black ? Position{Board{black, white}, to_move}
                                   : Position{Board{white, black}, to_move};
  }

  constexpr Bitboard discs(Color c) const { return c == to_move ? board.player : board.opponent; }
  constexpr int count(Color c) const { return reversi::count(discs(c)); }

  // Plays a legal move or a pass and hands the turn over.
  constexpr Position after(const Move& move) const { return Position{board.after(move), opposite(to_move)}; }

  bool operator==(const Position&) const = default;
};

}  // namespace reversi
