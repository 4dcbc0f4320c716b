// The named openings Othello players use (Tiger, Rose, Buffalo, ...), in English and in
// Japanese, and which of them a game follows.
//
// Every line is written from the standard start with f5 as the first move, but what a
// line names is the position it ends in: a game that reaches that position by another
// move order, or reaches one of its eight images under the board's symmetries (the four
// first moves f5, e6, d3, c4 are the same game turned), is in that opening.
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

// Every named line, no two of them ending in the same position (in any symmetry).
std::span<const NamedOpening> named_openings();

// The deepest named position the game's `moves` (from `start`, which counts too) pass
// through, in any symmetry and by any move order; nullptr when they pass through none. A
// game that leaves a line keeps that line's name: the name says how the game opened.
const NamedOpening* opening_of(const Position& start, const std::vector<Square>& moves);

}  // namespace reversi
