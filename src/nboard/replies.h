// The lines an engine sends in the NBoard protocol, written from search results.
//
// Moves are written as the GUI writes them, upper case ("F5"), a pass as "PA"; a line of
// play is its moves run together ("F5D6C3"), as the protocol wants it free of spaces.
// Evaluations are discs for the side to move, two decimals.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/search_types.h"

namespace reversi::nboard {

std::string move_text(Square move);
std::string line_text(const std::vector<Square>& moves);
std::string eval_text(engine::Value value);

// "search <pv> <eval> 0 <depth>": one move's line and value; the depth is the midgame
// depth reached, or "100%" for a proven score.
std::string search_line(const std::vector<Square>& line, engine::Value value, bool exact, int depth);
// "=== <move>/<eval>/<seconds>": the move `go` chose.
std::string chosen_move_line(const engine::SearchResult& result);
// "nodestats <nodes> <seconds>": how much a search looked at.
std::string nodestats_line(std::uint64_t nodes, double seconds);
// "analysis <plies played> <eval>": the value of one position of the game.
std::string analysis_line(std::size_t ply, engine::Value value);

}  // namespace reversi::nboard
