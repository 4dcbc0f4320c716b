// The lines an engine sends in the NBoard protocol, written from search results.
//
// Moves are written as the GUI writes them, upper case ("F5"), a pass as "PA"; a line of
// play is its moves run together ("F5D6C3"), as the protocol wants it free of spaces.
// Evaluations are discs for the side to move, the game's komi counted, two decimals.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"

namespace reversi::nboard {

std::string move_text(Square move);
std::string line_text(const std::vector<Square>& moves);
std::string eval_text(double eval);

// "search <pv> <eval> 0 <depth>": one move's line and value; the depth is the midgame
// depth reached, or "100%" for a proven score.
std::string search_line(const std::vector<Square>& line, double eval, bool exact, int depth);
// "book <move> <eval> 0 <depth>": a move of the opening book, valued by a search of
// `depth`; the 0 is the games that played it, which the book does not count.
std::string book_line(Square move, double eval, int depth);
// "=== <move>/<eval>/<seconds>": the move `go` chose.
std::string chosen_move_line(Square move, double eval, double seconds);
// "nodestats <nodes> <seconds>": how much a search looked at.
std::string nodestats_line(std::uint64_t nodes, double seconds);
// "analysis <plies played> <eval>": the value of one position of the game.
std::string analysis_line(std::size_t ply, double eval);

}  // namespace reversi::nboard
