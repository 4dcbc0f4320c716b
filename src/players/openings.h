// Starting positions for matches between computer opponents: balanced openings of 8
// random moves, drawn by tools/make_match_openings.cpp. Deterministic players replay the
// same game from the same opening, so a match needs as many different openings as it has
// pairs of games. All have the same length, so no game from one passes through another:
// well-known openings of 4 to 8 moves, continuations of each other, made the same game
// twice whenever the players chose the continuation.
#pragma once

#include <span>
#include <string_view>

namespace reversi {

struct Opening {
  std::string_view name;   // its number in the list and the score a search gave it
  std::string_view moves;  // a transcript from the standard start
};

// 100 openings of 8 plies, each reaching a different position, even turned or mirrored,
// and none more than a disc from even by a 12-ply search.
std::span<const Opening> match_openings();

// The standard start position alone, as a list of one opening named "start" with no moves:
// where a match that measures an opening book begins its games (the books' choices, drawn
// with each game's seed, vary them; from the balanced openings a book is seldom reached).
std::span<const Opening> standard_start();

}  // namespace reversi
