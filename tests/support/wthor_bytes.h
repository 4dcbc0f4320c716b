// WTHOR files (.wtb) made byte by byte, as the WTHOR format writes them (core/wthor.h).
#pragma once

#include <cstdint>
#include <string>

#include "core/notation.h"

namespace reversi::testing {

inline void append_little_endian(std::string& bytes, std::uint32_t value, int size) {
  for (int i = 0; i < size; ++i) bytes += static_cast<char>((value >> (8 * i)) & 0xff);
}

// A 16-byte header dated 25 November 2026 for `games` games of `year`, with theoretical
// scores from `theoretical_empties` empty squares (0: none).
inline std::string wthor_header(std::uint32_t games, std::uint32_t year = 2001, int board_size = 8,
                                int theoretical_empties = 0) {
  std::string bytes = {20, 26, 11, 25};
  append_little_endian(bytes, games, 4);
  append_little_endian(bytes, 0, 2);
  append_little_endian(bytes, year, 2);
  bytes += static_cast<char>(board_size);
  bytes += '\0';
  bytes += static_cast<char>(theoretical_empties);
  bytes += '\0';
  return bytes;
}

// A 68-byte game record of `transcript`'s moves, written as WTHOR writes them; black's
// theoretical score is its final one unless `theoretical_discs` is given.
inline std::string wthor_record(const std::string& transcript, int black_discs, std::uint32_t tournament = 7,
                                std::uint32_t black = 123, std::uint32_t white = 456,
                                int theoretical_discs = -1) {
  std::string bytes;
  append_little_endian(bytes, tournament, 2);
  append_little_endian(bytes, black, 2);
  append_little_endian(bytes, white, 2);
  bytes += static_cast<char>(black_discs);
  bytes += static_cast<char>(theoretical_discs < 0 ? black_discs : theoretical_discs);
  for (std::size_t i = 0; i < transcript.size(); i += 2) {
    const Square sq = parse_square(transcript.substr(i, 2)).value();
    bytes += static_cast<char>(10 * (row_of(sq) + 1) + column_of(sq) + 1);
  }
  bytes.resize(68, '\0');
  return bytes;
}

}  // namespace reversi::testing
