// Reading and writing a whole file, for the commands that parse or save one of the
// project's file formats (games, books, tables, positions): one place that says why a file
// could not be read or written.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace reversi {

// Every byte of the file at `path`, or "PATH: cannot read: REASON" (the system's reason;
// a directory says it is one).
Result<std::string> file_contents(const std::string& path);

// Makes `bytes` the whole of the file at `path`: written beside it first and then moved
// there, so that a program stopped while saving leaves the last file saved whole. What went
// wrong, naming the file, or nothing.
std::optional<std::string> replace_file_contents(const std::string& path, std::string_view bytes);

}  // namespace reversi
