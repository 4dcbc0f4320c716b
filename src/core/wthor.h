// The WTHOR database format of the Fédération Française d'Othello (.wtb files), as NBoard
// and WZebra browse it. All numbers little-endian:
//
//   header, 16 bytes: the file's date (century, year, month, day: 1 byte each), the number
//     of games (4 bytes), a count used by the players' and tournaments' files (2 bytes),
//     the year of the games (2 bytes), the board size (1 byte: 8, or 0 for 8), the game
//     kind, the depth of the theoretical scores (the empty squares from which they assume
//     perfect play; 0 for none), and a spare byte;
//   then each game, 68 bytes: tournament, black player and white player numbers (2 bytes
//     each; the names are in the separate .trn and .jou files), black's discs at the end
//     (the empty squares counted for the winner), black's theoretical score (1 byte each),
//     and 60 moves, 1 byte each: 10 × row + column (a1 = 11, h1 = 18, a8 = 81, h8 = 88),
//     0 after the last move. Passes are not written: a side with no move passes.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/bad_game.h"
#include "core/game_record.h"
#include "core/result.h"
#include "core/wthor_names.h"

namespace reversi {

inline constexpr std::size_t kWthorHeaderBytes = 16;
inline constexpr std::size_t kWthorGameBytes = 68;

// The little-endian number of `size` bytes at `at`.
std::uint32_t wthor_number(std::string_view bytes, std::size_t at, std::size_t size);

// Every game of a .wtb file, each named "game N" and played from the start with every
// move checked; an error names the game and the move at fault. The players and the
// tournament (the place) are named from `names` (wthor_names.h), or by their numbers
// ("WTHOR player 123") where it has none; the date is the year. Where
// the header gives the theoretical scores' depth, each game's is its perfect_play_result.
// With `skipped`, a bad game joins it instead and the others are read (bad_game.h); a bad
// header or a file cut short is still the whole file's error.
Result<std::vector<ImportedGame>> parse_wthor(std::string_view bytes, const WthorNames& names = {},
                                              std::vector<BadGame>* skipped = nullptr);

}  // namespace reversi
