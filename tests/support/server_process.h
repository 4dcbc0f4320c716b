// `reversi serve` as a separate process, for tests that kill it the hard way or stop it
// with a signal: started on a free port (or a given one) with a data directory and database (its
// --database when it is PostgreSQL, see test_database.h), its address read from the line
// it prints.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/ip/tcp.hpp>
#include <charconv>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "server/store/open_database.h"

namespace reversi::server {

struct ServerProcessOptions {
  unsigned short port = 0;               // 0: any free one
  rlim_t max_open_files = 0;             // soft and hard RLIMIT_NOFILE; 0: as inherited
  std::string log_file{};                // where its standard error goes; empty: the test's
  std::vector<std::string> arguments{};  // after serve's --port, --data and --database
};

class ServerProcess {
 public:
  ServerProcess(const std::string& binary, const DatabaseLocation& database,
                const ServerProcessOptions& options = {}) {
    std::vector<std::string> words = {
        binary, "serve", "--port", std::to_string(options.port), "--data", database.directory.string()};
    if (!database.postgresql.empty()) words.insert(words.end(), {"--database", database.postgresql});
    words.insert(words.end(), options.arguments.begin(), options.arguments.end());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe failed");
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
      // Between fork and exec only async-signal-safe calls.
      dup2(out[1], STDOUT_FILENO);
      close(out[0]);
      close(out[1]);
      if (!options.log_file.empty()) {
        const int log = open(options.log_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(log, STDERR_FILENO);
        close(log);
      }
      if (options.max_open_files > 0) {
        const rlimit limit{options.max_open_files, options.max_open_files};
        setrlimit(RLIMIT_NOFILE, &limit);
      }
      execv(binary.c_str(), argv.data());
      _exit(127);
    }
    close(out[1]);
    port_ = read_port(out[0]);
    close(out[0]);
  }

  ~ServerProcess() { kill_hard(); }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  // kill -9: no chance to flush, close or say goodbye.
  void kill_hard() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }

  // kill -TERM: the way an operator (systemd, docker stop) asks it to stop.
  void terminate() { ::kill(pid_, SIGTERM); }

  // Waits for it to end, up to `limit` (then kills it hard); its exit status, or -1 when
  // a signal ended it or it had to be killed.
  int wait_for_exit(std::chrono::seconds limit = std::chrono::seconds(30)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > deadline) {
        kill_hard();
        return -1;
      }
      poll(nullptr, 0, 10);
    }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  pid_t pid() const { return pid_; }

  boost::asio::ip::tcp::endpoint endpoint() const {
    return {boost::asio::ip::make_address("127.0.0.1"), port_};
  }

 private:
  // The server prints "http://127.0.0.1:PORT/ ..." once it listens.
  static unsigned short read_port(int fd) {
    std::string line;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (line.find('\n') == std::string::npos && std::chrono::steady_clock::now() < deadline) {
      pollfd ready{fd, POLLIN, 0};
      if (poll(&ready, 1, 100) <= 0) continue;
      char buffer[256];
      const ssize_t got = read(fd, buffer, sizeof buffer);
      if (got <= 0) break;
      line.append(buffer, static_cast<std::size_t>(got));
    }
    const std::optional<unsigned short> port = port_in(line);
    if (!port) throw std::runtime_error("the server printed no address: " + line);
    return *port;
  }

  // The port of the first "http://HOST:PORT/" in `text`.
  static std::optional<unsigned short> port_in(std::string_view text) {
    constexpr std::string_view kScheme = "http://";
    for (std::size_t at = text.find(kScheme); at != std::string_view::npos; at = text.find(kScheme, at + 1)) {
      const std::string_view rest = text.substr(at + kScheme.size());
      const std::size_t colon = rest.find_first_of(":/");
      if (colon == 0 || colon == std::string_view::npos || rest[colon] != ':') continue;
      const std::string_view digits = rest.substr(colon + 1);
      const char* digits_end = digits.data() + digits.size();
      unsigned short port = 0;
      const auto [end, error] = std::from_chars(digits.data(), digits_end, port);
      if (error == std::errc() && end != digits_end && *end == '/') return port;
    }
    return std::nullopt;
  }

  pid_t pid_ = -1;
  unsigned short port_ = 0;
};

}  // namespace reversi::server
