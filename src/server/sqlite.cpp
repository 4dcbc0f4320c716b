#include "server/sqlite.h"

namespace reversi::server {

namespace {

[[noreturn]] void fail(sqlite3* db, const std::string& doing) {
  throw SqliteError("SQLite: " + doing + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

}  // namespace

Database::Database(const std::filesystem::path& file) {
  if (sqlite3_open_v2(file.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string message = "SQLite: cannot open " + file.string() + ": ";
    message += db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw SqliteError(message);
  }
  // Another process (a second server on the same data) waits briefly instead of failing.
  sqlite3_busy_timeout(db_, 5000);
}

Database::~Database() { sqlite3_close(db_); }

void Database::execute(std::string_view sql) {
  char* message = nullptr;
  const std::string statement(sql);
  if (sqlite3_exec(db_, statement.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    const std::string text = message ? message : "unknown error";
    sqlite3_free(message);
    throw SqliteError("SQLite: " + text + " in: " + statement);
  }
}

Statement Database::prepare(std::string_view sql) { return Statement(*this, sql); }

Statement::Statement(Database& db, std::string_view sql) : db_(db) {
  if (sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &statement_, nullptr) !=
      SQLITE_OK) {
    fail(db.handle(), "prepare " + std::string(sql));
  }
}

Statement::~Statement() { sqlite3_finalize(statement_); }

void Statement::check(int code, const char* doing) const {
  if (code != SQLITE_OK) fail(db_.handle(), doing);
}

Statement& Statement::bind(int index, std::string_view text) {
  check(sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT),
        "bind text");
  return *this;
}

Statement& Statement::bind(int index, std::int64_t number) {
  check(sqlite3_bind_int64(statement_, index, number), "bind integer");
  return *this;
}

Statement& Statement::bind_null(int index) {
  check(sqlite3_bind_null(statement_, index), "bind null");
  return *this;
}

bool Statement::step() {
  const int code = sqlite3_step(statement_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  fail(db_.handle(), "step");
}

void Statement::reset() {
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
}

std::string Statement::text(int column) const {
  const unsigned char* value = sqlite3_column_text(statement_, column);
  return value ? std::string(reinterpret_cast<const char*>(value),
                             static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)))
               : std::string();
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_, column); }

bool Statement::is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

}  // namespace reversi::server
