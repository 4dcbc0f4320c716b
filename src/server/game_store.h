// Every game in an SQLite database (write-ahead log, so readers never wait for writers
// and a killed process loses nothing it committed). Not thread-safe: its owner
// serialises calls.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>

#include "server/hosted_game.h"
#include "server/sqlite.h"

namespace reversi::server {

class GameStore {
 public:
  // Opens DIRECTORY/games.sqlite3, creating the directory and the database if needed.
  explicit GameStore(const std::filesystem::path& directory);

  void insert(const HostedGame& game);
  void update(const HostedGame& game);
  // The game with this id, or nothing when there is none (or its row no longer reads).
  std::optional<HostedGame> load(std::string_view id);
  // Removes up to `limit` games last changed before `unix_seconds`; how many it removed.
  std::size_t remove_unchanged_since(std::int64_t unix_seconds, std::size_t limit);
  // Throws SqliteError unless the games can be read: a trivial query, for /healthz.
  void check_readable();

 private:
  Database db_;
};

}  // namespace reversi::server
