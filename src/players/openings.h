// Starting positions for matches between computer opponents: short, well-known openings
// that keep games between deterministic players apart and leave neither side far ahead.
#pragma once

#include <span>
#include <string_view>

namespace reversi {

struct Opening {
  std::string_view name;   // its usual name, or the line it continues
  std::string_view moves;  // a transcript from the standard start
};

// At least 20 openings of 4 to 8 plies, each reaching a different position.
std::span<const Opening> match_openings();

}  // namespace reversi
