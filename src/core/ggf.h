// Reading Othello games in GGF, the format of the Generic Game Server that the NBoard
// protocol's `set game` carries, e.g.
//
//   (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[15:00]TY[8]
//     BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6//1.2];)
//
// The reader is strict: the board type must be 8, the start position (BO) must be there,
// and every move (B, W) must be the mover's and legal, a pass (PA) only when forced. The
// other properties (players, date, clocks, result) are skipped: the engine does not use them.
#pragma once

#include <string_view>
#include <vector>

#include "core/position.h"
#include "core/result.h"

namespace reversi {

struct GgfGame {
  Position start;
  std::vector<Square> moves;  // every ply in order, passes included
};

Result<GgfGame> parse_ggf_game(std::string_view text);

// A GGF move: a square or PA, then optionally an evaluation and a time, each after a
// slash ("F5", "F5/-2.5", "PA/0/1.25"). The evaluation and time are checked to be numbers
// (either may be empty) and then dropped.
Result<Square> parse_ggf_move(std::string_view text);

}  // namespace reversi
