// The kinds of game GGS (the Generic Game Server) plays, as GGF's TY names them:
//
//   [s]<board size>[k][r[<discs>]][a][b|w]      e.g. 8, 8k, 8r, 8kr20, s8r18
//
// s: a synchro match, two games at once from the same start, each player black in one;
// k: a komi game, whose result is the disc difference less the komi (KM); r: a random
// start of that many discs (the game's BO gives it, so the count is not kept); a: an anti game, won by the
// one with fewer discs; b or w: the colour the player who asked wanted.
#pragma once

#include <string_view>

#include "core/result.h"

namespace reversi {

struct GgsGameType {
  int board_size = 8;
  bool synchro = false;
  bool komi = false;
  bool random_start = false;
  bool anti = false;
};

Result<GgsGameType> parse_ggs_game_type(std::string_view text);

}  // namespace reversi
