// The file format of the pattern evaluation's tables, as tools/train_evaluation.cpp writes
// them and PatternEvaluator reads them:
//
//   "RVPT", a format byte (1), then for each number of empty squares from 0 to 60 the
//   phase whose tables judge such boards (61 bytes; phases are numbered from 0 with no gap),
//   then the tables of phase 0, 1, ... each pattern_entries_per_phase() little-endian
//   16-bit entries, in hundredths of a disc.
//
// The phases are in the file, not in the code, so tables with other phases (finer ones
// as training data grows) need no other program.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/types.h"

namespace reversi::engine {

inline constexpr int kMostEmpties = 60;  // at the start; a legal game never has more

struct PatternTables {
  std::array<std::uint8_t, kMostEmpties + 1> phase_of_empties{};  // by empty squares
  int phases = 0;
  std::vector<std::int16_t> entries;  // phase after phase
};

// The phases of `width` empties each: 0..width-1, width..2*width-1, ..., and 60 with 59.
std::array<std::uint8_t, kMostEmpties + 1> phases_of_width(int width);

// Tables of `phases_of_empties`' phases with every entry zero.
PatternTables zero_tables(const std::array<std::uint8_t, kMostEmpties + 1>& phase_of_empties);

// Errors say what is wrong: "not pattern tables (they start with RVPT)", the size expected.
Result<PatternTables> parse_pattern_tables(std::string_view bytes);
std::string pattern_tables_bytes(const PatternTables& tables);

}  // namespace reversi::engine
