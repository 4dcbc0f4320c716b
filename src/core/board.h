// A board seen from the side to move: its discs (`player`) and the other side's
// (`opponent`). Which colour is to move is not stored here (see position.h); search and
// perft do not need it, and leaving it out keeps a board to two words.
//
// A move carries the discs it flips, so playing it and taking it back are both XORs.
#pragma once

#include <cassert>

#include "core/moves.h"

namespace reversi {

struct Move {
  Square square = Square::Pass;
  Bitboard flipped = 0;

  constexpr bool is_pass() const { return square == Square::Pass; }
  bool operator==(const Move&) const = default;
};

struct Board {
  Bitboard player = 0;
  Bitboard opponent = 0;

  // The standard start, black to move: white on d4 and e5, black on d5 and e4.
  static constexpr Board start() {
    return Board{bit(Square::D5) | bit(Square::E4), bit(Square::D4) | bit(Square::E5)};
  }

  Bitboard moves() const { return legal_moves(player, opponent); }
  constexpr Bitboard empties() const { return ~(player | opponent); }
  bool can_move() const { return moves() != 0; }
  bool opponent_can_move() const { return legal_moves(opponent, player) != 0; }
  bool is_game_over() const { return !can_move() && !opponent_can_move(); }
  bool is_legal(Square sq) const { return is_board_square(sq) && (moves() & bit(sq)); }

  constexpr int player_count() const { return count(player); }
  constexpr int opponent_count() const { return count(opponent); }
  constexpr int empty_count() const { return count(empties()); }

  // The move on `sq` with its flips; `sq` must be legal here.
  Move move_at(Square sq) const {
    assert(is_legal(sq));
    return Move{sq, flips(sq, player, opponent)};
  }

  // Plays `move` (a legal move of this board, or a pass) and hands the turn over.
  constexpr void make(const Move& move) {
    if (!move.is_pass()) {
      player ^= move.flipped | bit(move.square);
      opponent ^= move.flipped;
    }
    const Bitboard mover = player;
    player = opponent;
    opponent = mover;
  }

  // Takes back `move`, the last move made on this board.
  constexpr void undo(const Move& move) {
    const Bitboard mover = opponent;
    opponent = player;
    player = mover;
    if (!move.is_pass()) {
      player ^= move.flipped | bit(move.square);
      opponent ^= move.flipped;
    }
  }

  constexpr Board after(const Move& move) const {
    Board next = *this;
    next.make(move);
    return next;
  }

  // The final score as the FFO files give it: the disc difference for the side to move,
  // with the empty squares counted for the winner (none for a draw).
  constexpr Score final_score() const {
    const int difference = player_count() - opponent_count();
    if (difference > 0) return difference + empty_count();
    if (difference < 0) return difference - empty_count();
    return 0;
  }

  bool operator==(const Board&) const = default;
};

}  // namespace reversi
