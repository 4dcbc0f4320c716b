// The board as text for the terminal, and the sentences around it that the terminal game
// and `reversi position` share.
#pragma once

#include <string>

#include "cli/language.h"
#include "core/game.h"
#include "core/opening_names.h"

namespace reversi::cli {

// Columns a..h across the top, rows 1..8 down the side; X black, O white, * a legal move.
// `last_move` (if a square) is drawn in brackets.
std::string draw_board(const Position& position, Square last_move = Square::Pass);

std::string counts_line(Language language, const Position& position);   // 黒 2  白 2
std::string to_move_line(Language language, const Position& position);  // 次の番: 黒 (X)
// "黒 40 : 白 24 で黒の勝ち" / "Black wins 40-24"; draws alike.
std::string result_line(Language language, const GameResult& result);
std::string pass_line(Language language, Color color);  // 白はパスします / White passes
// The named opening the game's moves so far follow, "定石: 虎" / "Opening: Tiger"; empty
// when they follow none.
std::string opening_line(Language language, const Game& game);

}  // namespace reversi::cli
