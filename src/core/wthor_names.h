// The names WTHOR games refer to by number: the players in WTHOR.JOU, the tournaments in
// WTHOR.TRN. Each file has a WTHOR header (wthor.h) whose 2-byte count at byte 8 is the
// number of names, then the names, 20 bytes each in WTHOR.JOU and 26 in WTHOR.TRN, in
// Latin-1, NUL-padded; a game's number is its name's place in the list, from 0.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace reversi {

inline constexpr std::size_t kWthorPlayerNameBytes = 20;
inline constexpr std::size_t kWthorTournamentNameBytes = 26;

struct WthorNames {
  std::vector<std::string> players;  // in UTF-8
  std::vector<std::string> tournaments;

  // The name of number `number`, or "WTHOR player 123" where the list has none.
  std::string player(std::size_t number) const;
  std::string tournament(std::size_t number) const;
};

// The names of a WTHOR.JOU (`name_bytes` 20) or WTHOR.TRN (26) file; an error says what
// in the header or which name is wrong.
Result<std::vector<std::string>> parse_wthor_names(std::string_view bytes, std::size_t name_bytes);

}  // namespace reversi
