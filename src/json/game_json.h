// The pieces of a game as JSON, shared by every message the server sends about a board:
// colours and squares by name, the board as 64 characters, the plies with their flips.
#pragma once

#include <nlohmann/json.hpp>

#include "core/game.h"

namespace reversi::json {

std::string color_name(Color color);                        // "black", "white"
nlohmann::json square_list(Bitboard squares);               // ["d3", "e4"], lowest first
nlohmann::json line_json(const std::vector<Square>& line);  // ["e6", "f4", "pass", "c3"]
std::string board_text(const Position& position);           // 64 characters from a1: X, O, -
nlohmann::json plies_json(const Game& game);                // up to the cursor: {color, move, flipped}
nlohmann::json counts_json(const Position& position);       // {"black": n, "white": n}
nlohmann::json result_json(const GameResult& result);       // counts and winner: black, white or draw
// A position as the board editor checks it (POST /api/positions): the board, the side to
// move, both sides' legal moves, the counts.
nlohmann::json position_json(const Position& position);

}  // namespace reversi::json
