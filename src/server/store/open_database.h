// Where the stores find the game database, and opening it there with its schema brought
// up to date.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "server/store/database.h"

namespace reversi::server {

// games.sqlite3 in the server's data directory (database_file()), unless a PostgreSQL
// connection URI is given (reversi serve --database).
struct DatabaseLocation {
  // From a directory alone: SQLite there, as every store was opened before PostgreSQL.
  DatabaseLocation(std::filesystem::path data, std::string uri = {})  // NOLINT: implicit
      : directory(std::move(data)), postgresql(std::move(uri)) {}

  std::filesystem::path directory;
  std::string postgresql;  // empty: SQLite
};

// Whether `text` names a PostgreSQL database (postgresql:// or postgres://, as libpq reads).
bool is_postgresql_uri(const std::string& text);

// The SQLite file at `location` (its directory made if need be); empty for PostgreSQL.
std::filesystem::path sqlite_file(const DatabaseLocation& location);

// A connection to the database at `location`, as it is; throws DatabaseError when it
// cannot be opened.
std::unique_ptr<Database> connect_database(const DatabaseLocation& location);

// A connection for the stores: SQLite's write-ahead log on, the schema migrated
// (migrate_schema); throws DatabaseError when it cannot be opened, SchemaError when a later
// release made it.
std::unique_ptr<Database> open_database(const DatabaseLocation& location);

}  // namespace reversi::server
