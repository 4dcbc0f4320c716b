// Reading a pattern tables file (engine/pattern_tables.h), for the commands and tools that
// take one in place of the compiled-in tables.
#pragma once

#include <string>

#include "core/file_contents.h"
#include "engine/pattern_tables.h"

namespace reversi::engine {

// The tables in `file`, or what is wrong with it, naming the file.
inline Result<PatternTables> read_pattern_tables_file(const std::string& file) {
  const Result<std::string> bytes = file_contents(file);
  if (!bytes) return Error{bytes.error()};
  Result<PatternTables> tables = parse_pattern_tables(bytes.value());
  if (!tables) return Error{file + ": " + tables.error()};
  return tables;
}

}  // namespace reversi::engine
