// A PostgreSQL server of a test's own (tests/postgresql_server.sh on a directory of its
// own), for tests that restart it under running servers: no other test is disturbed. On a
// Unix socket, or on 127.0.0.1 at a free port, as servers on other machines reach theirs.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

#include "server/store/postgresql.h"
#include "support/free_port.h"

namespace reversi::server {

class OwnPostgresql {
 public:
  enum class Reached { BySocket, ByTcp };

  OwnPostgresql(const std::string& name, Reached reached)
      : directory_("/tmp/reversi-postgresql-" + name + "-" + std::to_string(::getpid())),
        port_(reached == Reached::ByTcp ? reversi::testing::free_port() : 0) {
    const std::string port_argument = port_ ? " " + std::to_string(port_) : "";
    if (!control("start " + directory_ + port_argument))
      throw std::runtime_error("could not start PostgreSQL");
  }
  ~OwnPostgresql() { control("stop " + directory_); }
  OwnPostgresql(const OwnPostgresql&) = delete;
  OwnPostgresql& operator=(const OwnPostgresql&) = delete;

  // Stops it (its connections cut) and starts it again; true when that worked.
  bool restart() { return control("restart " + directory_); }

  // A new database on it, as a URI.
  std::string make_database(const std::string& name) const {
    const std::string server = uri();
    PostgresqlDatabase(server + "postgres").execute("CREATE DATABASE " + name);
    return server + name;
  }

 private:
  static bool control(const std::string& arguments) {
    const std::string script = std::string(REVERSI_TEST_DATA_DIR) + "/../postgresql_server.sh";
    return std::system((script + " " + arguments + " >&2").c_str()) == 0;
  }

  std::string uri() const {
    if (port_) return "postgresql://postgres@127.0.0.1:" + std::to_string(port_) + "/";
    std::string host = directory_;
    for (std::size_t at = host.find('/'); at != std::string::npos; at = host.find('/', at))
      host.replace(at, 1, "%2F");
    return "postgresql://postgres@" + host + "/";
  }

  std::string directory_;
  unsigned short port_;
};

}  // namespace reversi::server
