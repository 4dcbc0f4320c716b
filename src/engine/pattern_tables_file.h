// Reading a pattern tables file (engine/pattern_tables.h), for the commands and tools that
// take one in place of the compiled-in tables.
#pragma once

#include <fstream>
#include <iterator>
#include <string>

#include "engine/pattern_tables.h"

namespace reversi::engine {

// The tables in `file`, or what is wrong with it, naming the file.
inline Result<PatternTables> read_pattern_tables_file(const std::string& file) {
  std::ifstream input(file, std::ios::binary);
  if (!input) return Error{"cannot read " + file};
  const std::string bytes{std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>()};
  Result<PatternTables> tables = parse_pattern_tables(bytes);
  if (!tables) return Error{file + ": " + tables.error()};
  return tables;
}

}  // namespace reversi::engine
