// The game database in PostgreSQL (see database.h), through libpq: one connection, used
// by one thread at a time, as the stores use an SQLite file.
#pragma once

#include <libpq-fe.h>

#include <functional>
#include <string>
#include <string_view>

#include "server/store/database.h"

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

  // Runs `send` on the connection: its result, owned by the caller, or a DatabaseError naming
  // `sql`. A connection the server has dropped (a restart, a failover) is opened again: before
  // a statement when it is known to be lost, and after a statement outside a transaction
  // failed because it was, which is then sent once more. Sent over a connection the server
  // had closed, it never reached the server; cut off while running, it may have committed,
  // and sent again an insert then meets its own row (an error), while reads, updates and
  // deletes come to the same.
  PGresult* run(std::string_view sql, const std::function<PGresult*(PGconn*)>& send);
  PGconn* handle() { return connection_; }

 private:
  PGconn* connection_ = nullptr;
};

// `sql` with SQLite's numbered parameters (?1, ?2, ...) written as PostgreSQL's ($1, $2,
// ...), quoted text left alone; `parameters` is set to the highest number.
std::string postgresql_parameters(std::string_view sql, int& parameters);

}  // namespace reversi::server
