// Files of GGF games (ggf.h), in either of the two forms they come in: games one after
// another, as NBoard saves them, or GGS's archives, where each line is a count and then
// that many games, two for a synchro match (both games from one random start):
//
//   1 (;GM[Othello]PC[GGS/os]...TY[8]...;)
//   2 (;GM[Othello]...TY[s8r18]...;)(;GM[Othello]...TY[s8r18]...;)
#pragma once

#include <string_view>
#include <vector>

#include "core/bad_game.h"
#include "core/game_record.h"
#include "core/result.h"

namespace reversi {

// Every game of the file, each named "game N (line L)"; an error names the game at fault
// in the same words, or the line of a count that the games after it do not match. With
// `skipped`, a bad game joins it instead and the others are read (bad_game.h); a game
// whose end cannot be found (a ']' missing) is still the whole file's error.
Result<std::vector<ImportedGame>> parse_ggf_games(std::string_view text,
                                                  std::vector<BadGame>* skipped = nullptr);

// Whether `text` (white space aside) begins as a GGF file of either form.
bool looks_like_ggf(std::string_view text);

}  // namespace reversi
