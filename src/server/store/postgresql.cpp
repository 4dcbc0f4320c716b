#include "server/store/postgresql.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <optional>
#include <vector>

namespace reversi::server {

namespace {

struct ClearResult {
  void operator()(PGresult* result) const { PQclear(result); }
};
using PgResult = std::unique_ptr<PGresult, ClearResult>;

// libpq's messages end with a newline.
std::string message_of(const char* text) {
  std::string message = text ? text : "";
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  return message.empty() ? "unknown error" : message;
}

bool succeeded(const PgResult& result) {
  const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
  return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

class PostgresqlStatement : public StatementRunner {
 public:
  PostgresqlStatement(PostgresqlDatabase& db, std::string_view sql) : db_(db) {
    int parameters = 0;
    sql_ = postgresql_parameters(sql, parameters);
    values_.resize(static_cast<std::size_t>(parameters));
  }

  void bind(int index, std::string_view text) override { value(index) = std::string(text); }
  void bind(int index, std::int64_t number) override { value(index) = std::to_string(number); }
  void bind_null(int index) override { value(index).reset(); }

  // The first step runs the statement; each step then moves to the next row.
  bool step() override {
    if (!result_) {
      std::vector<const char*> values;
      for (const std::optional<std::string>& value : values_)
        values.push_back(value ? value->c_str() : nullptr);
      // Text in and out, the types inferred from where each parameter stands.
      result_.reset(db_.run(sql_, [&](PGconn* connection) {
        return PQexecParams(connection, sql_.c_str(), static_cast<int>(values.size()), nullptr, values.data(),
                            nullptr, nullptr, 0);
      }));
      row_ = -1;
    }
    return ++row_ < PQntuples(result_.get());
  }

  void reset() override {
    result_.reset();
    for (std::optional<std::string>& value : values_) value.reset();
  }

  std::string text(int column) const override {
    return std::string(PQgetvalue(result_.get(), row_, column),
                       static_cast<std::size_t>(PQgetlength(result_.get(), row_, column)));
  }

  std::int64_t integer(int column) const override {
    if (is_null(column)) return 0;  // as SQLite reads NULL
    const char* text = PQgetvalue(result_.get(), row_, column);
    const char* end = text + PQgetlength(result_.get(), row_, column);
    std::int64_t number = 0;
    const auto [stopped, error] = std::from_chars(text, end, number);
    if (error != std::errc() || stopped != end) {
      throw DatabaseError("PostgreSQL: column " + std::to_string(column) + " holds '" +
                          std::string(text, end) + "', not an integer, in: " + sql_);
    }
    return number;
  }

  bool is_null(int column) const override { return PQgetisnull(result_.get(), row_, column) != 0; }

 private:
  std::optional<std::string>& value(int index) {
    if (index < 1 || static_cast<std::size_t>(index) > values_.size()) {
      throw DatabaseError("PostgreSQL: no parameter ?" + std::to_string(index) + " in: " + sql_);
    }
    return values_[static_cast<std::size_t>(index - 1)];
  }

  PostgresqlDatabase& db_;
  std::string sql_;
  std::vector<std::optional<std::string>> values_;  // nothing: NULL
  PgResult result_;
  int row_ = -1;
};

void ignore_notice(void*, const char*) {}

// The URI's own settings come after these and win. The network thread waits for every
// statement, so a database host that cannot be reached must fail an attempt in seconds (a
// connection attempt otherwise waits for the system's TCP timeout, minutes), and a silent
// connection must be found dead in about a minute (keepalives), not the system's two hours.
PGconn* connect_with_defaults(const std::string& uri) {
  const char* const keywords[] = {"connect_timeout",  "keepalives_idle", "keepalives_interval",
                                  "keepalives_count", "dbname",          nullptr};
  const char* const values[] = {"5", "30", "10", "3", uri.c_str(), nullptr};
  return PQconnectdbParams(keywords, values, /*expand_dbname=*/1);
}

}  // namespace

std::string postgresql_parameters(std::string_view sql, int& parameters) {
  std::string out;
  out.reserve(sql.size());
  parameters = 0;
  char quote = 0;  // inside '...' or "..." when set
  for (std::size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (quote) {
      if (c == quote) quote = 0;  // a doubled quote closes and reopens: the same
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '?' && i + 1 < sql.size() && sql[i + 1] >= '0' && sql[i + 1] <= '9') {
      int number = 0;
      std::size_t j = i + 1;
      for (; j < sql.size() && sql[j] >= '0' && sql[j] <= '9'; ++j) number = number * 10 + (sql[j] - '0');
      parameters = std::max(parameters, number);
      out += '$';
      out.append(sql.substr(i + 1, j - i - 1));
      i = j - 1;
      continue;
    }
    out += c;
  }
  return out;
}

PostgresqlDatabase::PostgresqlDatabase(const std::string& uri) : connection_(connect_with_defaults(uri)) {
  if (!connection_ || PQstatus(connection_) != CONNECTION_OK) {
    const std::string message = connection_ ? message_of(PQerrorMessage(connection_)) : "out of memory";
    PQfinish(connection_);
    // Not the URI itself: it may hold a password. libpq's message names the host.
    throw DatabaseError("PostgreSQL: cannot connect: " + message);
  }
  // Notices ("relation already exists, skipping") are not errors, and the server's log is
  // no place for them.
  PQsetNoticeProcessor(connection_, ignore_notice, nullptr);
}

PostgresqlDatabase::~PostgresqlDatabase() { PQfinish(connection_); }

std::string PostgresqlDatabase::name() const {
  return std::string("PostgreSQL database ") + PQdb(connection_) + " on " + PQhost(connection_) + ":" +
         PQport(connection_);
}

void PostgresqlDatabase::execute(std::string_view sql) {
  const std::string statement(sql);
  PQclear(run(statement, [&](PGconn* connection) { return PQexec(connection, statement.c_str()); }));
}

Statement PostgresqlDatabase::prepare(std::string_view sql) {
  return Statement(std::make_unique<PostgresqlStatement>(*this, sql));
}

PGresult* PostgresqlDatabase::run(std::string_view sql, const std::function<PGresult*(PGconn*)>& send) {
  if (PQstatus(connection_) == CONNECTION_BAD) PQreset(connection_);
  const bool in_transaction = PQtransactionStatus(connection_) != PQTRANS_IDLE;
  PgResult result(send(connection_));
  if (!succeeded(result) && !in_transaction && PQstatus(connection_) == CONNECTION_BAD) {
    PQreset(connection_);
    if (PQstatus(connection_) == CONNECTION_OK) result.reset(send(connection_));
  }
  if (succeeded(result)) return result.release();
  const char* message = result ? PQresultErrorMessage(result.get()) : PQerrorMessage(connection_);
  throw DatabaseError("PostgreSQL: " + message_of(message) + " in: " + std::string(sql));
}

void PostgresqlDatabase::rollback() noexcept { PQclear(PQexec(connection_, "ROLLBACK")); }

}  // namespace reversi::server
