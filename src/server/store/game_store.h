// Every game in the game database (SQLite or PostgreSQL, see open_database.h). Not
// thread-safe: its owner serialises calls.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "local_game/hosted_game.h"
#include "online/match_history.h"
#include "server/store/open_database.h"

namespace reversi::server {

// A stored game as a game file writes it.
struct StoredRecord {
  std::string id;
  GameRecord record;
};

// Where a browser's copy of an online round came from: the colour the browser played,
// why the round ended ("finished", "resigned", "time", "abandoned": reason_name()) and who
// won (nothing for a draw).
struct OnlineOrigin {
  Color color = Color::Black;
  std::string ending;
  std::optional<Color> winner;
};

// A game as a browser's list of games shows it, with when it began (Unix milliseconds) and
// last changed (Unix seconds).
struct StoredGame {
  HostedGame hosted;
  std::int64_t created_ms = 0;
  std::int64_t updated = 0;
  std::optional<OnlineOrigin> online;  // a copy of an online round (add_online_round)
  std::optional<Seats> imported;       // an imported game: its players as its file named them
};

// What GameStore::insert_records() did: the new games' ids, in order, and how many of the
// records the list held already (import_key.h), which are not stored again.
struct StoredImport {
  std::vector<std::string> ids;
  std::size_t already_stored = 0;
};

// Where GameStore::insert_offline() put a game played offline: its id, and whether it was
// stored there by an earlier request (the page sent it again).
struct OfflineStored {
  std::string id;
  bool earlier = false;
};

// The bytes of text an imported game adds to the database (insert_records): the players,
// place and date it is listed by and the game as its file gave it (GGF: its moves, notes,
// clocks and ratings).
std::size_t imported_game_bytes(const GameRecord& record);

// Where a page of a browser's games ends: the next page holds the games created before
// this one (in the same millisecond: with a smaller id), so games created meanwhile or
// removed since never shift a page.
struct GameCursor {
  std::int64_t created_ms = 0;
  std::string id;
};

// One page of a browser's games, and where the next begins (nothing: this is the last).
struct GamePage {
  std::vector<StoredGame> games;
  std::optional<GameCursor> next;
};

class GameStore {
 public:
  // Opens the database (for SQLite, creating the directory and the file if needed).
  explicit GameStore(const DatabaseLocation& location);

  // `player`: the token of the browser that created the game, whose list shows it; empty:
  // in no browser's list.
  void insert(const HostedGame& game, std::string_view player = {});
  void update(const HostedGame& game);
  // Adds games read from files, all in one transaction: all of them or, on any error,
  // none. Each gets a new id and seats for people, so that the page steps through it and
  // anyone may play on; the names, place, date and recorded result go into the table
  // imported_games, with the game's import_key(). A game the list already holds (the same
  // key: imported before, or twice in `records`) is not stored again. `player`: the browser
  // whose list shows them (empty: none).
  StoredImport insert_records(const std::vector<GameRecord>& records, std::string_view player = {});
  // Stores a game that `player`'s page played offline under its own id for it,
  // `offline_id`, unless that list holds one under that id already: then nothing changes
  // and the answer is the id of the game stored first. The unique key (player, offline_id)
  // decides, in one transaction, even against another tab or server sending it at once.
  // `continues`: the id of the server's game that the page took over when the server could
  // not be reached, and played on; that game becomes this one (the answer's id) when it is
  // still as the page took it, so that the list holds one game, not the one left behind
  // beside its continuation. It is when it is `player`'s, with the same players, start and
  // opening, and its recorded moves begin this game's. Otherwise, a new game.
  OfflineStored insert_offline(const HostedGame& game, std::string_view player, std::string_view offline_id,
                               std::string_view continues = {});
  // Every game that reads, oldest first, up to the position shown: an imported game with
  // what its file said, a game of the server's with its seats as the players.
  std::vector<StoredRecord> records();
  // The game with this id as records() gives it, or nothing when there is none (or its row
  // no longer reads).
  std::optional<GameRecord> record(std::string_view id);
  // A copy of an ended round of an online match, in `player`'s list, with people at both
  // colours so that it is reviewed (and may be played on) as a local game. A round already
  // copied for this player is not copied again: false, and no change.
  bool add_online_round(const std::string& match_id, const online::EndedRound& round, Color color,
                        std::string_view player);
  // The game with this id, or nothing when there is none (or its row no longer reads).
  std::optional<HostedGame> load(std::string_view id);
  // The games of `player`, newest first (by creation), from after `before` when given: a
  // page of up to `limit` rows, where rows that no longer read are left out. Games at the
  // usual start with no move recorded are not listed.
  GamePage games_of(std::string_view player, std::size_t limit, const std::optional<GameCursor>& before);
  // Removes up to `limit` games last changed before `unix_seconds`; how many it removed.
  std::size_t remove_unchanged_since(std::int64_t unix_seconds, std::size_t limit);
  // Throws DatabaseError unless the games can be read and a row written, for /healthz: a
  // full disk or a read-only file fails every move, so it must fail the check too. The
  // same row is rewritten each time.
  void check_writable();
  // Where the games are, for messages (no password).
  std::string database_name() const { return db_->name(); }

 private:
  std::unique_ptr<Database> db_;
};

}  // namespace reversi::server
