// The schema of the game database (shared by the game store and the online store), as
// numbered migrations: the database says how many of them it has had (SQLite: PRAGMA
// user_version; PostgreSQL: the table reversi_schema), so that a release opens the
// databases of every earlier one and refuses those of a later one. To change the schema,
// add a migration at the end of both lists in database_schema.cpp, in each engine's SQL
// (and, for data that SQL cannot compute, a C++ step after it), and raise kSchemaVersion; never edit one a
// release has shipped. tests/data/schema then gets a dump of an SQLite file made by the release before the
// change (see its files' headers).
#pragma once

#include <stdexcept>

#include "server/store/database.h"

namespace reversi::server {

// The version this build writes: the number of the last migration.
inline constexpr int kSchemaVersion = 13;

// The file is of a schema this build does not know (a later release wrote it).
class SchemaError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Brings the database up to kSchemaVersion, running in one transaction the migrations it
// has not had; a database of a later version is left as it is and refused (SchemaError).
// SQLite files from before versions were kept (user_version 0) are recognised by their
// tables. Two servers starting at once on one database: the second waits, then finds it done.
void migrate_schema(Database& db);

// How many migrations the database has had (0: none, or an SQLite file from before
// versions were kept).
int schema_version(Database& db);

}  // namespace reversi::server
