// The game database in PostgreSQL (see database.h), through libpq: one connection, used
// by one thread at a time, as the stores use an SQLite file.
#pragma once

#include <libpq-fe.h>

#include <string>
#include <string_view>

#include "server/database.h"

namespace reversi::server {

class PostgresqlDatabase : public Database {
 public:
  // `uri`: a libpq connection string, e.g. postgresql://USER@HOST:PORT/DATABASE.
  explicit PostgresqlDatabase(const std::string& uri);
  ~PostgresqlDatabase() override;
  PostgresqlDatabase(const PostgresqlDatabase&) = delete;
  PostgresqlDatabase& operator=(const PostgresqlDatabase&) = delete;

  SqlDialect dialect() const override { return SqlDialect::Postgresql; }
  std::string name() const override;
  void execute(std::string_view sql) override;
  Statement prepare(std::string_view sql) override;
  void begin() override { execute("BEGIN"); }
  void rollback() noexcept override;

 private:
  PGconn* connection_ = nullptr;
};

// `sql` with SQLite's numbered parameters (?1, ?2, ...) written as PostgreSQL's ($1, $2,
// ...), quoted text left alone; `parameters` is set to the highest number.
std::string postgresql_parameters(std::string_view sql, int& parameters);

}  // namespace reversi::server
