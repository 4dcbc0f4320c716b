// Reading a pattern tables file (engine/pattern_tables.h), for the tools that take one.
#pragma once

#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

#include "engine/pattern_tables.h"

namespace reversi::tools {

// The tables in `file`; throws with the file's name and what is wrong with it.
inline engine::PatternTables read_pattern_tables_file(const std::string& file) {
  std::ifstream input(file, std::ios::binary);
  if (!input) throw std::runtime_error("cannot read " + file);
  const std::string bytes{std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>()};
  Result<engine::PatternTables> tables = engine::parse_pattern_tables(bytes);
  if (!tables) throw std::runtime_error(file + ": " + tables.error());
  return std::move(tables).value();
}

}  // namespace reversi::tools
