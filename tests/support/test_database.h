// The game database of a test: games.sqlite3 in the test's data directory, or, when the
// tests run against PostgreSQL, a database of its own on the throwaway server that
// tests/postgresql_server.sh started (REVERSI_TEST_POSTGRESQL: its URI without a database
// name, set by ctest's postgresql fixture), made for the test and dropped after it. So the
// same tests check the server on both engines.
#pragma once

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "server/store/open_database.h"
#include "server/store/postgresql.h"

namespace reversi::server {

// The URI of the PostgreSQL server the tests run against, without a database name; empty:
// they run on SQLite.
inline std::string test_postgresql_server() {
  const char* uri = std::getenv("REVERSI_TEST_POSTGRESQL");
  return uri ? uri : "";
}

inline bool testing_postgresql() { return !test_postgresql_server().empty(); }

class TestDatabase {
 public:
  explicit TestDatabase(std::filesystem::path data) : location_(std::move(data)) {
    const std::string server = test_postgresql_server();
    if (server.empty()) return;
    static std::atomic<int> made{0};
    name_ = "test_" + std::to_string(::getpid()) + "_" + std::to_string(made++);
    PostgresqlDatabase(server + "postgres").execute("CREATE DATABASE " + name_);
    location_.postgresql = server + name_;
  }
  ~TestDatabase() {
    if (name_.empty()) return;
    try {
      // FORCE: a server process the test killed may not have closed its connections yet.
      PostgresqlDatabase(test_postgresql_server() + "postgres")
          .execute("DROP DATABASE " + name_ + " WITH (FORCE)");
    } catch (const DatabaseError&) {
      // Left for the throwaway server's removal at the end of the run.
    }
  }
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  const DatabaseLocation& location() const { return location_; }
  // A connection of the test's own, to look at or tamper with what the stores wrote.
  std::unique_ptr<Database> connect() const { return connect_database(location_); }

 private:
  DatabaseLocation location_;
  std::string name_;  // of the PostgreSQL database; empty: SQLite
};

}  // namespace reversi::server
