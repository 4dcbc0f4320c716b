// A game of a file that cannot be read (an illegal move, a damaged record), and what a
// reader of game files does with one: by default it refuses the whole file; asked to, it
// sets the game aside and goes on with the next, so that one bad game does not cost a
// file of good ones.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/result.h"

namespace reversi {

struct BadGame {
  std::string file;    // the file's name; empty from the readers of one format
  std::string game;    // where in the file: "game 3 (line 7)", "game 12", "line 4"
  std::string reason;  // what is wrong: "move 5 W[C4]: not legal here ..."
};

// What a reader does with the bad game `game`: with no list (`skipped` null) the file is
// refused, with the error "GAME: REASON"; else the game joins the list and the reader
// goes on (nothing returned).
std::optional<Error> refuse_or_skip(std::vector<BadGame>* skipped, std::string game, std::string reason);

}  // namespace reversi
