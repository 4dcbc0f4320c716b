// Othello games in GGF, the format of the Generic Game Server that NBoard reads and writes
// and that the NBoard protocol's `set game` carries, e.g.
//
//   (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[15:00]TY[8]
//     BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6//1.2];)
//
// The reader is strict: the board type must be 8, the start position (BO) must be there,
// and every move (B, W) must be the mover's and legal, a pass (PA) only when forced. It
// keeps the players (PB, PW), the place (PC), the date (DT) and the result (RE); the other
// properties (clocks, comments) are skipped. In a value, `\]` stands for `]` and `\\` for `\`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "core/result.h"

namespace reversi {

using GgfGame = GameRecord;

// One game, alone in `text` but for white space.
Result<GgfGame> parse_ggf_game(std::string_view text);

// Every game of a GGF file: games one after another, white space between them. Each is
// named "game N (line L)"; an error names the game at fault in the same words.
Result<std::vector<ImportedGame>> parse_ggf_games(std::string_view text);

// A GGF move: a square or PA, then optionally an evaluation and a time, each after a
// slash ("F5", "F5/-2.5", "PA/0/1.25"). The evaluation and time are checked to be numbers
// (either may be empty) and then dropped.
Result<Square> parse_ggf_move(std::string_view text);

// The game as GGF, on one line: GM, PC, DT, PB, PW, RE, TY, BO, then the moves (passes
// as PA). RE is the disc difference from black's view ("+12.000"; GGS writes it so), or
// "?" when the game is unfinished and no result was recorded. `game`'s moves must be
// legal; parse_ggf_game() reads what this writes back to the same game.
std::string write_ggf_game(const GgfGame& game);

}  // namespace reversi
