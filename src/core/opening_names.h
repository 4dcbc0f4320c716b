// The named openings Othello players use (Tiger, Rose, Buffalo, ...), in English and in
// Japanese, and which of them a game follows.
//
// Every line is written from the standard start with f5 as the first move. The four first
// moves (f5, e6, d3, c4) are the same game turned: the start position is kept by four of
// the board's eight symmetries (none, the half turn, and the mirrors across both
// diagonals), each of which takes f5 to a different first move. A game is turned to begin
// with f5 once, then matched against the lines.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "core/position.h"

namespace reversi {

struct NamedOpening {
  std::string_view english;
  std::string_view japanese;  // the name Japanese players use
  std::string_view moves;     // from the standard start, f5 first: "f5d6c3d3c4"
};

// Every named line, no two of them the same moves (turned or not).
std::span<const NamedOpening> named_openings();

// The longest named line whose every move the game's `moves` (from `start`) play, turned
// to whichever first move the game chose; nullptr when the game follows none, or began
// anywhere but the standard start. A game that leaves a line keeps that line's name: the
// name says how the game opened.
const NamedOpening* opening_of(const Position& start, const std::vector<Square>& moves);

}  // namespace reversi
