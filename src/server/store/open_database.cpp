#include "server/store/open_database.h"

#include "server/store/database_file.h"
#include "server/store/database_schema.h"
#include "server/store/postgresql.h"
#include "server/store/sqlite.h"

namespace reversi::server {

bool is_postgresql_uri(const std::string& text) {
  return text.starts_with("postgresql://") || text.starts_with("postgres://");
}

std::filesystem::path sqlite_file(const DatabaseLocation& location) {
  return location.postgresql.empty() ? database_file(location.directory) : std::filesystem::path();
}

std::unique_ptr<Database> connect_database(const DatabaseLocation& location) {
  if (location.postgresql.empty()) return std::make_unique<SqliteDatabase>(sqlite_file(location));
  return std::make_unique<PostgresqlDatabase>(location.postgresql);
}

std::unique_ptr<Database> open_database(const DatabaseLocation& location) {
  std::unique_ptr<Database> db = connect_database(location);
  if (db->dialect() == SqlDialect::Sqlite) {
    // A write-ahead log: readers never wait for the writer, and a killed process loses
    // nothing it committed.
    db->execute("PRAGMA journal_mode = WAL");
    db->execute("PRAGMA synchronous = NORMAL");
  }
  migrate_schema(*db);
  return db;
}

}  // namespace reversi::server
