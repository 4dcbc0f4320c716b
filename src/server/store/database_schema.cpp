#include "server/store/database_schema.h"

#include <cstdint>
#include <iterator>
#include <string>

#include "server/store/import_key.h"
#include "server/store/reasons_of_sentences.h"

namespace reversi::server {

namespace {

// One release's change to the schema.
struct Migration {
  int version;
  const char* sql;                    // one or more statements
  void (*then)(Database&) = nullptr;  // what the SQL cannot compute, run after it
};

// SQLite's. The first three only create tables, IF NOT EXISTS: the releases before versions
// were kept created their tables that way at every start, so a file of theirs may hold any
// of them, and these three run on it again harmlessly (see version_of_unversioned).
constexpr Migration kSqliteMigrations[] = {
    // reversi serve's first releases: local games (319de90) and online play (ca58501).
    {1,
     "CREATE TABLE IF NOT EXISTS games ("
     "  id TEXT PRIMARY KEY,"
     "  black TEXT NOT NULL,"
     "  white TEXT NOT NULL,"
     "  start TEXT NOT NULL,"         // position_text() of the starting position
     "  plies TEXT NOT NULL,"         // every recorded ply, undone ones too, passes written
                                      // out ("f5 d6 pass c3") so a row reads in the sqlite3 shell
     "  cursor INTEGER NOT NULL,"     // plies played up to the position shown
     "  explanations TEXT NOT NULL,"  // JSON: ply -> {ja, en}; reasons since version 12
     "  created INTEGER NOT NULL,"    // Unix seconds
     "  updated INTEGER NOT NULL);"
     "CREATE TABLE IF NOT EXISTS online_matches ("
     "  id TEXT PRIMARY KEY,"
     "  host_secret TEXT NOT NULL,"
     "  guest_secret TEXT NOT NULL,"
     "  host_color TEXT NOT NULL,"  // 'black' or 'white' in round 1
     "  clock_initial_ms INTEGER,"  // NULL: no clock
     "  clock_increment_ms INTEGER,"
     "  created INTEGER NOT NULL);"  // Unix milliseconds
     "CREATE TABLE IF NOT EXISTS online_events ("
     "  match_id TEXT NOT NULL REFERENCES online_matches(id),"
     "  seq INTEGER NOT NULL,"
     "  event TEXT NOT NULL,"  // JSON, as sent to the players
     "  PRIMARY KEY (match_id, seq))"},
    // 5d68160: an online event row that no longer reads is set aside, not lost.
    {2,
     "CREATE TABLE IF NOT EXISTS online_damaged_events ("
     "  match_id TEXT NOT NULL,"
     "  seq INTEGER NOT NULL,"
     "  event,"                         // as it was found, whatever its type
     "  set_aside INTEGER NOT NULL)"},  // Unix milliseconds
    // 7167509: what a game file said about an imported game beyond its moves; NULL result:
    // unknown.
    {3,
     "CREATE TABLE IF NOT EXISTS imported_games ("
     "  id TEXT PRIMARY KEY,"
     "  black TEXT NOT NULL,"
     "  white TEXT NOT NULL,"
     "  place TEXT NOT NULL,"
     "  date TEXT NOT NULL,"
     "  result INTEGER)"},
    // 374a782: each browser's list of its games. Older games get no player, so they stay in
    // no browser's list.
    {4,
     "ALTER TABLE games ADD COLUMN player TEXT;"  // the creating browser's token, or NULL
     // Unix milliseconds: orders a browser's list, where games a second apart are common.
     "ALTER TABLE games ADD COLUMN created_ms INTEGER;"
     "CREATE INDEX games_by_player ON games (player, created_ms, id)"},
    // f8862fa: the number of the balanced opening a game began with (match_openings()), 0
    // for none, as every older game.
    {5, "ALTER TABLE games ADD COLUMN balanced_opening INTEGER NOT NULL DEFAULT 0"},
    // The games that are a browser's copies of online rounds (GameStore::add_online_round):
    // one per round and browser, so that a browser that presents its seat again gets no
    // second copy.
    {6,
     "CREATE TABLE online_games ("
     "  game_id TEXT PRIMARY KEY,"
     "  match_id TEXT NOT NULL,"
     "  round INTEGER NOT NULL,"  // from 1
     "  player TEXT NOT NULL,"    // the browser's token, as games.player
     "  color TEXT NOT NULL,"     // 'black' or 'white': the colour the browser played
     "  ending TEXT NOT NULL,"    // reason_name(): finished, resigned, time, abandoned
     "  winner TEXT,"             // 'black' or 'white'; NULL: a draw
     "  UNIQUE (match_id, round, player))"},
    // Who is connected to a match on each of the servers sharing the database
    // (OnlineStore::set_presence). Only PostgreSQL is shared, but both engines have every
    // table, so that the stores' SQL is one.
    {7,
     "CREATE TABLE online_presence ("
     "  match_id TEXT NOT NULL,"
     "  server TEXT NOT NULL,"         // OnlineStore::server_id() of the reporting server
     "  host_seats INTEGER NOT NULL,"  // its connections holding the host's seat
     "  guest_seats INTEGER NOT NULL,"
     "  spectators INTEGER NOT NULL,"
     "  seen_at INTEGER NOT NULL,"  // Unix ms: renewed while the server lives
     "  PRIMARY KEY (match_id, server));"
     "CREATE INDEX online_presence_by_server ON online_presence (server)"},
    // The row /healthz writes (GameStore::check_writable): a database that reads but cannot
    // be written (a full disk) is not healthy.
    {8, "CREATE TABLE health_checks (id INTEGER PRIMARY KEY, checked_ms INTEGER NOT NULL)"},
    // Each imported game's import_key() (import_key.h): a game imported again into the same
    // list is not stored twice. Older games get theirs from what was kept of them.
    {9,
     // NULL: a later copy of a game imported twice before keys, or a row that no longer reads.
     "ALTER TABLE imported_games ADD COLUMN import_key TEXT;"
     "CREATE UNIQUE INDEX imported_games_by_key ON imported_games (import_key)",
     key_imported_games},
    // The games that pages played offline and stored once back online
    // (GameStore::insert_offline): one per page's id and browser, so that a page that sends
    // one again, after a lost answer or from a second tab, gets no second copy.
    {10,
     "CREATE TABLE offline_games ("
     "  game_id TEXT PRIMARY KEY,"
     "  player TEXT NOT NULL,"      // the browser's token, as games.player
     "  offline_id TEXT NOT NULL,"  // the page's id for the game
     "  UNIQUE (player, offline_id))"},
    // Each imported game as its file gave it, in GGF (GameStore::insert_records): how it
    // ended, the komi, the clocks, the ratings and each move's evaluation and time, which
    // an export gives back. NULL for the games imported before.
    {11, "ALTER TABLE imported_games ADD COLUMN ggf TEXT"},
    // The computer's reasons as facts, which the page and the terminal put into words
    // (server/store/stored_reasons.h), where the sentences were kept in two languages.
    {12, "ALTER TABLE games RENAME COLUMN explanations TO reasons", reasons_of_sentences},
    // Public matches, listed on the open table until someone takes the guest's seat
    // (OnlineStore::open_matches, take_guest_seat).
    {13,
     "ALTER TABLE online_matches ADD COLUMN is_public INTEGER NOT NULL DEFAULT 0;"  // 1: public
     "ALTER TABLE online_matches ADD COLUMN guest_taken_ms INTEGER;"                // Unix ms; NULL: not yet
     "CREATE INDEX online_matches_open ON online_matches (created) WHERE is_public = 1 AND guest_taken_ms IS "
     "NULL"},
};
static_assert(std::size(kSqliteMigrations) == kSchemaVersion,
              "kSchemaVersion is the number of the last migration");

// PostgreSQL's, which came with version 6: its first migration makes version 6's tables at
// once. Integers are 64 bits (BIGINT), as SQLite's; ids compare byte by byte (COLLATE "C"),
// as in SQLite, so that pages of games and of matches follow the same order on both; and
// games has an explicit rowid, SQLite's implicit one, which orders games created in the same
// second as they were inserted.
constexpr Migration kPostgresqlMigrations[] = {
    {6,
     "CREATE TABLE games ("
     "  id TEXT COLLATE \"C\" PRIMARY KEY,"
     "  black TEXT NOT NULL,"
     "  white TEXT NOT NULL,"
     "  start TEXT NOT NULL,"
     "  plies TEXT NOT NULL,"
     "  cursor BIGINT NOT NULL,"
     "  explanations TEXT NOT NULL,"
     "  created BIGINT NOT NULL,"
     "  updated BIGINT NOT NULL,"
     "  player TEXT,"
     "  created_ms BIGINT,"
     "  balanced_opening BIGINT NOT NULL DEFAULT 0,"
     "  rowid BIGINT GENERATED ALWAYS AS IDENTITY);"
     "CREATE INDEX games_by_player ON games (player, created_ms, id);"
     "CREATE TABLE online_matches ("
     "  id TEXT COLLATE \"C\" PRIMARY KEY,"
     "  host_secret TEXT NOT NULL,"
     "  guest_secret TEXT NOT NULL,"
     "  host_color TEXT NOT NULL,"
     "  clock_initial_ms BIGINT,"
     "  clock_increment_ms BIGINT,"
     "  created BIGINT NOT NULL);"
     "CREATE TABLE online_events ("
     "  match_id TEXT COLLATE \"C\" NOT NULL REFERENCES online_matches(id),"
     "  seq BIGINT NOT NULL,"
     "  event TEXT NOT NULL,"
     "  PRIMARY KEY (match_id, seq));"
     "CREATE TABLE online_damaged_events ("
     "  match_id TEXT NOT NULL,"
     "  seq BIGINT NOT NULL,"
     "  event TEXT,"
     "  set_aside BIGINT NOT NULL);"
     "CREATE TABLE imported_games ("
     "  id TEXT COLLATE \"C\" PRIMARY KEY,"
     "  black TEXT NOT NULL,"
     "  white TEXT NOT NULL,"
     "  place TEXT NOT NULL,"
     "  date TEXT NOT NULL,"
     "  result BIGINT);"
     "CREATE TABLE online_games ("
     "  game_id TEXT COLLATE \"C\" PRIMARY KEY,"
     "  match_id TEXT NOT NULL,"
     "  round BIGINT NOT NULL,"
     "  player TEXT NOT NULL,"
     "  color TEXT NOT NULL,"
     "  ending TEXT NOT NULL,"
     "  winner TEXT,"
     "  UNIQUE (match_id, round, player))"},
    {7,
     "CREATE TABLE online_presence ("
     "  match_id TEXT COLLATE \"C\" NOT NULL,"
     "  server TEXT COLLATE \"C\" NOT NULL,"
     "  host_seats BIGINT NOT NULL,"
     "  guest_seats BIGINT NOT NULL,"
     "  spectators BIGINT NOT NULL,"
     "  seen_at BIGINT NOT NULL,"
     "  PRIMARY KEY (match_id, server));"
     "CREATE INDEX online_presence_by_server ON online_presence (server)"},
    {8, "CREATE TABLE health_checks (id BIGINT PRIMARY KEY, checked_ms BIGINT NOT NULL)"},
    {9,
     "ALTER TABLE imported_games ADD COLUMN import_key TEXT;"
     "CREATE UNIQUE INDEX imported_games_by_key ON imported_games (import_key)",
     key_imported_games},
    {10,
     "CREATE TABLE offline_games ("
     "  game_id TEXT COLLATE \"C\" PRIMARY KEY,"
     "  player TEXT NOT NULL,"
     "  offline_id TEXT NOT NULL,"
     "  UNIQUE (player, offline_id))"},
    {11, "ALTER TABLE imported_games ADD COLUMN ggf TEXT"},
    {12, "ALTER TABLE games RENAME COLUMN explanations TO reasons", reasons_of_sentences},
    {13,
     "ALTER TABLE online_matches ADD COLUMN is_public BIGINT NOT NULL DEFAULT 0;"
     "ALTER TABLE online_matches ADD COLUMN guest_taken_ms BIGINT;"
     "CREATE INDEX online_matches_open ON online_matches (created) WHERE is_public = 1 AND guest_taken_ms IS "
     "NULL"},
};
static_assert(std::rbegin(kPostgresqlMigrations)->version == kSchemaVersion,
              "each engine has every migration up to kSchemaVersion");

void run(Database& db, const Migration& migration) {
  db.execute(migration.sql);
  if (migration.then) migration.then(db);
}

// Any key: two servers migrating one PostgreSQL database at once take turns on it.
constexpr std::int64_t kMigrationLock = 0x7265766572736931;  // "reversi1"

bool games_has_column(Database& db, std::string_view column) {
  Statement has = db.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = ?1");
  has.bind(1, column);
  return has.step();
}

// A file with user_version 0 is new or from before versions were kept: migrations 1 to 3
// bring its tables to version 3 whatever it held, and the columns of games, which each
// release from then on added in turn, say whether it was further on.
int version_of_unversioned(Database& db) {
  for (const Migration& migration : kSqliteMigrations) {
    if (migration.version <= 3) db.execute(migration.sql);
  }
  if (games_has_column(db, "balanced_opening")) return 5;
  if (games_has_column(db, "player")) return 4;
  return 3;
}

// The version the database has had, or a SchemaError for one of a later release.
int checked_version(Database& db, int found) {
  if (found > kSchemaVersion || found < 0) {
    throw SchemaError(db.name() + " has schema version " + std::to_string(found) +
                      ", and this reversi knows versions 0 to " + std::to_string(kSchemaVersion) +
                      ": a later release made it. Run that release (or a later one) on it; this one "
                      "leaves it untouched");
  }
  return found;
}

void migrate_sqlite(Database& db) {
  // BEGIN IMMEDIATE: a second server opening the same file waits, then finds it done.
  Transaction transaction(db);
  const int found = checked_version(db, schema_version(db));
  if (found == kSchemaVersion) return;
  const int version = found == 0 ? version_of_unversioned(db) : found;
  for (const Migration& migration : kSqliteMigrations) {
    if (migration.version > version) run(db, migration);
  }
  db.execute("PRAGMA user_version = " + std::to_string(kSchemaVersion));
  transaction.commit();
}

void migrate_postgresql(Database& db) {
  Transaction transaction(db);
  db.prepare("SELECT pg_advisory_xact_lock(?1)").bind(1, kMigrationLock).step();
  db.execute("CREATE TABLE IF NOT EXISTS reversi_schema (version INTEGER NOT NULL)");
  const int found = checked_version(db, schema_version(db));
  if (found == kSchemaVersion) return;
  for (const Migration& migration : kPostgresqlMigrations) {
    if (migration.version > found) run(db, migration);
  }
  db.execute("DELETE FROM reversi_schema");
  db.execute("INSERT INTO reversi_schema (version) VALUES (" + std::to_string(kSchemaVersion) + ")");
  transaction.commit();
}

}  // namespace

int schema_version(Database& db) {
  Statement version =
      db.prepare(db.dialect() == SqlDialect::Sqlite ? "PRAGMA user_version"
                                                    : "SELECT coalesce(max(version), 0) FROM reversi_schema");
  version.step();
  return static_cast<int>(version.integer(0));
}

void migrate_schema(Database& db) {
  if (db.dialect() == SqlDialect::Sqlite) {
    migrate_sqlite(db);
  } else {
    migrate_postgresql(db);
  }
}

}  // namespace reversi::server
