// The Power Apps game's computer: 開放度理論 (openness theory).
//
// A move's openness is the number of empty squares next to the discs it flips, counted
// once for each flipped disc. Each such square is a place from which the opponent may later
// reach those discs, so a quiet move (low openness) hands the opponent few new moves. The
// player plays the quietest move, adjusted by fixed values for the corners and the squares
// next to them, which openness alone does not see.
#pragma once

#include <cstdint>
#include <memory>

#include "players/computer_player.h"

namespace reversi {

// The empty squares around the discs `move` flips, summed over those discs; the square it
// is played on no longer counts as empty.
int openness(const Board& board, const Move& move);

// What playing on `sq` is worth regardless of what it flips, in units of openness: a
// corner is good, an X- or C-square next to an empty corner bad, anything else 0.
int square_value(const Board& board, Square sq);

// The score the openness player maximises: square_value - openness.
int openness_score(const Board& board, const Move& move);

std::unique_ptr<ComputerPlayer> make_openness_player(std::uint64_t seed);

}  // namespace reversi
