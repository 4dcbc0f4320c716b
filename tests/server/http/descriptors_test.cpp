// `reversi serve` with few file descriptors: when they run out, accepting new
// connections backs off instead of spinning, says so once, and resumes when they free up.
#include <gtest/gtest.h>

#include <boost/asio/ip/tcp.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "support/http_client.h"
#include "support/scratch_directory.h"
#include "support/server_process.h"
#include "support/test_database.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

// User plus system CPU time of a process, in clock ticks (fields 14 and 15 of
// /proc/PID/stat, counted after the command name, which may hold spaces).
long cpu_ticks(pid_t pid) {
  const std::string stat = read_text("/proc/" + std::to_string(pid) + "/stat");
  std::istringstream fields(stat.substr(stat.rfind(')') + 2));
  std::string field;
  long ticks = 0;
  for (int number = 3; number <= 15 && fields >> field; ++number) {
    if (number >= 14) ticks += std::stol(field);
  }
  return ticks;
}

TEST(ServerDescriptors, RunningOutBacksOffSaysSoOnceAndRecovers) {
#if defined(__SANITIZE_ADDRESS__)
  // The AddressSanitizer build has UndefinedBehaviorSanitizer too, whose check of an
  // object's dynamic type probes memory through a pipe: with no descriptors left, the
  // probe fails and the check reports a valid object as one with an invalid vptr.
  GTEST_SKIP() << "UBSan's vptr check needs file descriptors, which this test takes away";
#endif
  const reversi::testing::ScratchDirectory scratch("reversi-descriptors-test");
  const std::string log = scratch.file("server.log");
  const TestDatabase database(scratch.file("data"));
  ServerProcess server(REVERSI_BINARY, database.location(),
                       ServerProcessOptions{.max_open_files = 48, .log_file = log});

  // Its engine threads take a while to build their tables: wait until it is idle.
  const auto settle_deadline = std::chrono::steady_clock::now() + 10s;
  long idle_ticks = cpu_ticks(server.pid());
  for (long previous = -1; idle_ticks != previous && std::chrono::steady_clock::now() < settle_deadline;) {
    previous = idle_ticks;
    std::this_thread::sleep_for(100ms);
    idle_ticks = cpu_ticks(server.pid());
  }

  // More connections than the server has descriptors: the last ones wait in its backlog.
  boost::asio::io_context io;
  std::vector<boost::asio::ip::tcp::socket> clients;
  for (int i = 0; i < 64; ++i) clients.emplace_back(io).connect(server.endpoint());
  const std::string running_out = "out of file descriptors";
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (read_text(log).find(running_out) == std::string::npos &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_NE(read_text(log).find(running_out), std::string::npos) << read_text(log);

  // Waiting for descriptors costs next to no CPU; a busy loop would take all of the
  // half second (50 ticks at 100 Hz).
  const long before = cpu_ticks(server.pid());
  std::this_thread::sleep_for(500ms);
  EXPECT_LE(cpu_ticks(server.pid()) - before, 10);

  clients.clear();
  EXPECT_EQ(http_request(server.endpoint(), http::verb::get, "/api/opponents").status, 200u);
  const std::string said = read_text(log);
  EXPECT_EQ(occurrences(said, running_out), 1u) << said;
  EXPECT_EQ(occurrences(said, "accepting connections again"), 1u) << said;
  server.kill_hard();
}

}  // namespace
}  // namespace reversi::server
