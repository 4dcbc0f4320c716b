#include "server/open_database.h"

#include "server/database_file.h"
#include "server/database_schema.h"
#include "server/postgresql.h"
#include "server/sqlite.h"

namespace reversi::server {

bool is_postgresql_uri(const std::string& text) {
  return text.starts_with("postgresql://") || text.starts_with("postgres://");
}

std::unique_ptr<Database> open_database(const DatabaseLocation& location) {
  std::unique_ptr<Database> db;
  if (location.postgresql.empty()) {
    db = std::make_unique<SqliteDatabase>(database_file(location.directory));
    // A write-ahead log: readers never wait for the writer, and a killed process loses
    // nothing it committed.
    db->execute("PRAGMA journal_mode = WAL");
    db->execute("PRAGMA synchronous = NORMAL");
  } else {
    db = std::make_unique<PostgresqlDatabase>(location.postgresql);
  }
  migrate_schema(*db);
  return db;
}

}  // namespace reversi::server
