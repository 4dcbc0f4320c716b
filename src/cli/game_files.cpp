#include "cli/game_files.h"

#include "core/file_contents.h"
#include "core/game_file.h"

namespace reversi::cli {

Result<std::vector<ImportedGame>> read_game_file(const std::string& path) {
  const Result<std::string> contents = file_contents(path);
  if (!contents) return Error{contents.error()};
  return parse_game_file(path, contents.value());
}

}  // namespace reversi::cli
