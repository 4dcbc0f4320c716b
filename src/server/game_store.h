// Every game in an SQLite database (write-ahead log, so readers never wait for writers
// and a killed process loses nothing it committed). Not thread-safe: its owner
// serialises calls.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "server/hosted_game.h"
#include "server/sqlite.h"

namespace reversi::server {

// A stored game as a game file writes it.
struct StoredRecord {
  std::string id;
  GameRecord record;
};

class GameStore {
 public:
  // Opens DIRECTORY/games.sqlite3, creating the directory and the database if needed.
  explicit GameStore(const std::filesystem::path& directory);

  void insert(const HostedGame& game);
  void update(const HostedGame& game);
  // Adds games read from files, all in one transaction: all of them or, on any error,
  // none. Each gets a new id and seats for people, so that the page steps through it and
  // anyone may play on; the names, place, date and recorded result go into the table
  // imported_games. Returns the new ids in order.
  std::vector<std::string> insert_records(const std::vector<GameRecord>& records);
  // Every game that reads, oldest first, up to the position shown: an imported game with
  // what its file said, a game of the server's with its seats as the players.
  std::vector<StoredRecord> records();
  // The game with this id, or nothing when there is none (or its row no longer reads).
  std::optional<HostedGame> load(std::string_view id);
  // Removes up to `limit` games last changed before `unix_seconds`; how many it removed.
  std::size_t remove_unchanged_since(std::int64_t unix_seconds, std::size_t limit);
  // Throws SqliteError unless the games can be read: a trivial query, for /healthz.
  void check_readable();

 private:
  void insert_row(const HostedGame& game);

  Database db_;
};

}  // namespace reversi::server
