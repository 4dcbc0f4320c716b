// A connection to the game database, whichever engine holds it: SQLite (a file in the
// server's data directory, the default) or PostgreSQL (a server that several `reversi
// serve` instances can share). The stores write their SQL once, in what both engines
// read: parameters as ?1, ?2, ... (numbered from 1), integers as 64 bits, and CAST where
// a parameter's type could not be told from its place. What differs goes by dialect().
// Errors become DatabaseError, carrying the engine's message; nothing leaks on any path.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace reversi::server {

class DatabaseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class SqlDialect { Sqlite, Postgresql };

// What each engine does for a prepared statement (see Statement).
class StatementRunner {
 public:
  virtual ~StatementRunner() = default;
  virtual void bind(int index, std::string_view text) = 0;
  virtual void bind(int index, std::int64_t number) = 0;
  virtual void bind_null(int index) = 0;
  virtual bool step() = 0;
  virtual void reset() = 0;
  virtual std::string text(int column) const = 0;
  virtual std::int64_t integer(int column) const = 0;
  virtual bool is_null(int column) const = 0;
};

// A statement ready to run: bind its parameters, then step through its rows. A parameter
// left unbound is NULL.
class Statement {
 public:
  explicit Statement(std::unique_ptr<StatementRunner> runner) : runner_(std::move(runner)) {}

  // Parameters count from 1, as in SQL's ?1.
  Statement& bind(int index, std::string_view text) {
    runner_->bind(index, text);
    return *this;
  }
  Statement& bind(int index, std::int64_t number) {
    runner_->bind(index, number);
    return *this;
  }
  Statement& bind_null(int index) {
    runner_->bind_null(index);
    return *this;
  }
  bool step() { return runner_->step(); }  // true while there is a row to read
  void reset() { runner_->reset(); }       // ready to bind and run again
  std::string text(int column) const {     // columns count from 0
    return runner_->text(column);
  }
  std::int64_t integer(int column) const { return runner_->integer(column); }
  bool is_null(int column) const { return runner_->is_null(column); }

 private:
  std::unique_ptr<StatementRunner> runner_;
};

class Database {
 public:
  virtual ~Database() = default;

  virtual SqlDialect dialect() const = 0;
  // Where it is, for messages: the file, or the PostgreSQL database and its server.
  virtual std::string name() const = 0;
  virtual void execute(std::string_view sql) = 0;  // statements without results, e.g. a schema
  virtual Statement prepare(std::string_view sql) = 0;
  // A transaction that writes: later writers wait for it (see Transaction).
  virtual void begin() = 0;
  virtual void rollback() noexcept = 0;
};

// begin() .. COMMIT; rolled back unless commit() is reached.
class Transaction {
 public:
  explicit Transaction(Database& db) : db_(db) { db_.begin(); }
  ~Transaction() {
    if (!committed_) db_.rollback();
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  void commit() {
    db_.execute("COMMIT");
    committed_ = true;
  }

 private:
  Database& db_;
  bool committed_ = false;
};

}  // namespace reversi::server
