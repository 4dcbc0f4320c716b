// Othello games in GGF, the format of the Generic Game Server that NBoard reads and writes
// and that the NBoard protocol's `set game` carries, e.g.
//
//   (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[15:00]TY[8]
//     BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6//1.2];)
//
// The reader is strict: the board must be 8x8, of any kind GGS plays but anti
// (ggs_game_type.h), the start position (BO) must be there, and every move (B, W) must be
// the mover's and legal, a pass (PA) only when forced. It keeps the players (PB, PW) and
// their ratings (RB, RW), the place (PC), the date (DT), the clocks (TI, or TB and TW), the
// kind of game (TY), the komi (KM), the result and how the game ended (RE: ggf_result.h),
// and each move's evaluation and time; the other properties (comments, KB and KW, a komi
// game's bids) are skipped. In a value, `\]` stands for `]` and `\\` for `\`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "core/result.h"

namespace reversi {

using GgfGame = GameRecord;

// One game, alone in `text` but for white space.
Result<GgfGame> parse_ggf_game(std::string_view text);

// Reads the game at the start of `text` ("(;" .. ";)") and drops it from `text`.
Result<GgfGame> take_ggf_game(std::string_view& text);

// Drops the game at the start of `text` ("(;" .. ";)") unread: only where each value ends is
// looked at (`\]` in one does not end it), so that a reader of several games finds the next
// after one that take_ggf_game() refused. An error where the game has no end: a value or
// the game left open, or no property where one belongs.
std::optional<Error> skip_ggf_game(std::string_view& text);

// A GGF move: a square or PA, then optionally an evaluation and a time, each after a
// slash ("F5", "F5/-2.5", "PA/0/1.25"). The evaluation and time are checked to be numbers
// (either may be empty).
struct GgfMove {
  Square square;
  MoveNote note;
};
Result<GgfMove> parse_ggf_move(std::string_view text);

// The game as GGF, on one line: GM, PC, DT, PB, PW, RB, RW, the clocks, RE, TY, KM, BO,
// then the moves (passes as PA) with their notes; the empty ones are left out. RE is the
// disc difference from black's view less the komi, with how the game ended ("+12.000",
// "-64.000:t"; GGS writes it so), or "?" when the game is unfinished and no result was
// recorded. `game`'s moves must be
// legal; parse_ggf_game() reads what this writes back to the same game.
std::string write_ggf_game(const GgfGame& game);

}  // namespace reversi
