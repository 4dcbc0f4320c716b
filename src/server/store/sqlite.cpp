#include "server/store/sqlite.h"

namespace reversi::server {

namespace {

[[noreturn]] void fail(sqlite3* db, const std::string& doing) {
  throw DatabaseError("SQLite: " + doing + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

class SqliteStatement : public StatementRunner {
 public:
  SqliteStatement(sqlite3* db, std::string_view sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr) != SQLITE_OK) {
      fail(db, "prepare " + std::string(sql));
    }
  }
  ~SqliteStatement() override { sqlite3_finalize(statement_); }
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  void bind(int index, std::string_view text) override {
    check(sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT),
          "bind text");
  }
  void bind(int index, std::int64_t number) override {
    check(sqlite3_bind_int64(statement_, index, number), "bind integer");
  }
  void bind_null(int index) override { check(sqlite3_bind_null(statement_, index), "bind null"); }

  bool step() override {
    const int code = sqlite3_step(statement_);
    if (code == SQLITE_ROW) return true;
    if (code == SQLITE_DONE) return false;
    fail(db_, "step");
  }

  void reset() override {
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
  }

  std::string text(int column) const override {
    const unsigned char* value = sqlite3_column_text(statement_, column);
    return value ? std::string(reinterpret_cast<const char*>(value),
                               static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)))
                 : std::string();
  }
  std::int64_t integer(int column) const override { return sqlite3_column_int64(statement_, column); }
  bool is_null(int column) const override { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

 private:
  void check(int code, const char* doing) const {
    if (code != SQLITE_OK) fail(db_, doing);
  }

  sqlite3* db_;
  sqlite3_stmt* statement_ = nullptr;
};

}  // namespace

SqliteDatabase::SqliteDatabase(const std::filesystem::path& file) : file_(file) {
  if (sqlite3_open_v2(file.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string message = "SQLite: cannot open " + file.string() + ": ";
    message += db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw DatabaseError(message);
  }
  // Another process (a second server on the same data) waits briefly instead of failing.
  sqlite3_busy_timeout(db_, 5000);
}

SqliteDatabase::~SqliteDatabase() { sqlite3_close(db_); }

void SqliteDatabase::execute(std::string_view sql) {
  char* message = nullptr;
  const std::string statement(sql);
  if (sqlite3_exec(db_, statement.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    const std::string text = message ? message : "unknown error";
    sqlite3_free(message);
    throw DatabaseError("SQLite: " + text + " in: " + statement);
  }
}

Statement SqliteDatabase::prepare(std::string_view sql) {
  return Statement(std::make_unique<SqliteStatement>(db_, sql));
}

}  // namespace reversi::server
