// Where the game database lives in a data directory (created if need be).
#pragma once

#include <filesystem>

namespace reversi::server {

inline std::filesystem::path database_file(const std::filesystem::path& directory) {
  std::filesystem::create_directories(directory);
  return directory / "games.sqlite3";
}

}  // namespace reversi::server
