// The schema of the game database (games.sqlite3, shared by the game store and the online
// store), as numbered migrations: PRAGMA user_version says how many of them a file has had,
// so that a release opens the files of every earlier one and refuses those of a later one.
// To change the schema, add a migration at the end of kMigrations (database_schema.cpp)
// and raise kSchemaVersion; never edit one a release has shipped. tests/data/schema then
// gets a dump of a file made by the release before the change (see its files' headers).
#pragma once

#include <stdexcept>

#include "server/sqlite.h"

namespace reversi::server {

// The version this build writes: the number of the last migration.
inline constexpr int kSchemaVersion = 6;

// The file is of a schema this build does not know (a later release wrote it).
class SchemaError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Brings the database up to kSchemaVersion, running in one transaction the migrations it
// has not had; a database of a later version is left as it is and refused (SchemaError).
// Files from before versions were kept (user_version 0) are recognised by their tables.
void migrate_schema(Database& db);

// The file's PRAGMA user_version.
int schema_version(Database& db);

}  // namespace reversi::server
