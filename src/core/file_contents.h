// Reading a whole file, for the commands that parse one of the project's file formats
// (games, books, tables, positions): one place that says why a file could not be read.
#pragma once

#include <string>

#include "core/result.h"

namespace reversi {

// Every byte of the file at `path`, or "PATH: cannot read: REASON" (the system's reason;
// a directory says it is one).
Result<std::string> file_contents(const std::string& path);

}  // namespace reversi
