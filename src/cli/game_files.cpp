#include "cli/game_files.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/game_file.h"

namespace reversi::cli {

Result<std::vector<ImportedGame>> read_game_file(const std::string& path) {
  if (std::filesystem::is_directory(path)) return Error{path + ": a directory, not a game file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path + ": cannot read: " + std::strerror(errno)};
  const std::string contents(std::istreambuf_iterator<char>(in), {});
  if (in.bad()) return Error{path + ": cannot read: " + std::strerror(errno)};
  return parse_game_file(path, contents);
}

}  // namespace reversi::cli
