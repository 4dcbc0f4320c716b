// The game database in an SQLite file (see database.h).
#pragma once

#include <sqlite3.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "server/store/database.h"

namespace reversi::server {

class SqliteDatabase : public Database {
 public:
  explicit SqliteDatabase(const std::filesystem::path& file);
  ~SqliteDatabase() override;
  SqliteDatabase(const SqliteDatabase&) = delete;
  SqliteDatabase& operator=(const SqliteDatabase&) = delete;

  SqlDialect dialect() const override { return SqlDialect::Sqlite; }
  std::string name() const override { return file_.string(); }
  void execute(std::string_view sql) override;
  Statement prepare(std::string_view sql) override;
  // BEGIN IMMEDIATE: takes the write lock at once, so that two writers never both read
  // and then find they cannot write.
  void begin() override { execute("BEGIN IMMEDIATE"); }
  void rollback() noexcept override { sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr); }
  sqlite3* handle() { return db_; }

 private:
  std::filesystem::path file_;
  sqlite3* db_ = nullptr;
};

}  // namespace reversi::server
