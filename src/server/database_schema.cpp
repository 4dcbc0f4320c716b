#include "server/database_schema.h"

#include <iterator>
#include <string>

namespace reversi::server {

namespace {

// One release's change to the schema.
struct Migration {
  int version;
  const char* sql;  // one or more statements
};

// The first three only create tables, IF NOT EXISTS: the releases before versions were kept
// created their tables that way at every start, so a file of theirs may hold any of them,
// and these three run on it again harmlessly (see version_of_unversioned).
constexpr Migration kMigrations[] = {
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
     "  explanations TEXT NOT NULL,"  // JSON: ply -> {ja, en}
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
};
static_assert(std::size(kMigrations) == kSchemaVersion, "kSchemaVersion is the number of the last migration");

bool games_has_column(Database& db, std::string_view column) {
  Statement has = db.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = ?1");
  has.bind(1, column);
  return has.step();
}

// A file with user_version 0 is new or from before versions were kept: migrations 1 to 3
// bring its tables to version 3 whatever it held, and the columns of games, which each
// release from then on added in turn, say whether it was further on.
int version_of_unversioned(Database& db) {
  for (const Migration& migration : kMigrations) {
    if (migration.version <= 3) db.execute(migration.sql);
  }
  if (games_has_column(db, "balanced_opening")) return 5;
  if (games_has_column(db, "player")) return 4;
  return 3;
}

std::string file_of(Database& db) {
  const char* name = sqlite3_db_filename(db.handle(), "main");
  return name && *name ? name : "the database";
}

}  // namespace

int schema_version(Database& db) {
  Statement version = db.prepare("PRAGMA user_version");
  version.step();
  return static_cast<int>(version.integer(0));
}

void migrate_schema(Database& db) {
  // BEGIN IMMEDIATE: a second server opening the same file waits, then finds it done.
  Transaction transaction(db);
  const int found = schema_version(db);
  if (found > kSchemaVersion || found < 0) {
    throw SchemaError(file_of(db) + " has schema version " + std::to_string(found) +
                      ", and this reversi knows versions 0 to " + std::to_string(kSchemaVersion) +
                      ": a later release made it. Run that release (or a later one) on it; this one "
                      "leaves it untouched");
  }
  if (found == kSchemaVersion) return;
  const int version = found == 0 ? version_of_unversioned(db) : found;
  for (const Migration& migration : kMigrations) {
    if (migration.version > version) db.execute(migration.sql);
  }
  db.execute("PRAGMA user_version = " + std::to_string(kSchemaVersion));
  transaction.commit();
}

}  // namespace reversi::server
