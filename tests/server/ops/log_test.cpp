// The server's log: one line for each error it answers, with the request it belongs to,
// as text or (--log-format json) as one JSON object a line.
#include "server/ops/log.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <boost/beast/http.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "support/http_client.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

std::vector<std::string> lines_of(const std::string& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The log's lines once it holds a line that has `text`: the server writes it when it
// answers, which may be a moment after the client has read the answer.
std::vector<std::string> lines_once_logged(const std::string& file, const std::string& text) {
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  for (;;) {
    const std::vector<std::string> lines = lines_of(file);
    for (const std::string& line : lines) {
      if (line.find(text) != std::string::npos) return lines;
    }
    if (std::chrono::steady_clock::now() > deadline) return lines;
    std::this_thread::sleep_for(10ms);
  }
}

std::vector<std::string> lines_with(const std::vector<std::string>& lines, const std::string& text) {
  std::vector<std::string> found;
  for (const std::string& line : lines) {
    if (line.find(text) != std::string::npos) found.push_back(line);
  }
  return found;
}

class ServerLogTest : public ::testing::Test {
 protected:
  ~ServerLogTest() override {
    std::filesystem::remove_all(data_);
    std::filesystem::remove(log_);
  }

  std::string name_ = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  std::filesystem::path data_ = test_data_directory(name_);
  std::string log_ = test_data_directory(name_ + ".log").string();
};

TEST_F(ServerLogTest, ABadRequestIsOneTextLineWithItsRequest) {
  const TestDatabase database(data_);
  ServerProcess server(REVERSI_BINARY, database.location(), ServerProcessOptions{.log_file = log_});
  EXPECT_EQ(
      http_request(server.endpoint(), http::verb::post, "/api/games/no-such-game/moves?x=1", "{}").status,
      400U);
  const std::vector<std::string> lines = lines_once_logged(log_, "/api/games/no-such-game/moves");
  const std::vector<std::string> logged = lines_with(lines, "/api/games/no-such-game/moves");
  ASSERT_EQ(logged.size(), 1U) << ::testing::PrintToString(lines);
  // Each line opens with its time, as the JSON lines carry it.
  EXPECT_THAT(logged[0],
              ::testing::MatchesRegex("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z "
                                      "reversi serve: .*"));
  EXPECT_EQ(logged[0].substr(25),
            "reversi serve: warning: 'move': missing (POST /api/games/no-such-game/moves, client 127.0.0.1, "
            "status 400, kind bad_request)");
}

TEST_F(ServerLogTest, JsonLinesParseAndCarryTheRequestsFields) {
  const TestDatabase database(data_);
  ServerProcess server(REVERSI_BINARY, database.location(),
                       ServerProcessOptions{.log_file = log_, .arguments = {"--log-format", "json"}});
  EXPECT_EQ(http_request(server.endpoint(), http::verb::get, "/api/games/missing-one").status, 404U);
  EXPECT_EQ(http_request(server.endpoint(), http::verb::get, "/no-such-file.js").status, 404U);
  const std::vector<std::string> lines = lines_once_logged(log_, "/no-such-file.js");
  ASSERT_EQ(lines_with(lines, "/api/games/missing-one").size(), 1U) << ::testing::PrintToString(lines);
  for (const std::string& line : lines) {
    const nlohmann::json parsed = nlohmann::json::parse(line, nullptr, false);
    ASSERT_TRUE(parsed.is_object()) << line;
    EXPECT_TRUE(parsed.contains("time") && parsed.contains("level") && parsed.contains("message")) << line;
  }
  const nlohmann::json missing = nlohmann::json::parse(lines_with(lines, "/api/games/missing-one")[0]);
  EXPECT_THAT(missing["time"].get<std::string>(),
              ::testing::MatchesRegex("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z"));
  EXPECT_EQ(missing["level"], "warning");
  EXPECT_EQ(missing["message"], "no game with id 'missing-one'");
  EXPECT_EQ(missing["client"], "127.0.0.1");
  EXPECT_EQ(missing["method"], "GET");
  EXPECT_EQ(missing["path"], "/api/games/missing-one");
  EXPECT_EQ(missing["status"], 404);
  EXPECT_EQ(missing["kind"], "bad_request");
}

// A match id is the client's text: a line break in it must not start a line of its own.
TEST(LogLine, TextKeepsAClientsLineBreaksOutOfTheLog) {
  const std::string line =
      log_line(LogFormat::Text, "", LogLevel::Warning, "online request refused",
               LogFields{.client = "::1", .path = "/ws", .match = "x\nreversi serve: forged"});
  EXPECT_EQ(
      line,
      "reversi serve: warning: online request refused (/ws, match x reversi serve: forged, client ::1)");
}

// PostgreSQL's messages span lines (ERROR, DETAIL): the text line keeps them on one, with
// its time first; other control bytes are shown escaped.
TEST(LogLine, TextPutsAMessageOfSeveralLinesOnOneAfterItsTime) {
  EXPECT_EQ(
      log_line(LogFormat::Text, "2026-01-02T03:04:05.006Z", LogLevel::Error,
               "PostgreSQL: ERROR:  no space left on device\nDETAIL:  while writing\n", LogFields{}),
      "2026-01-02T03:04:05.006Z reversi serve: error: PostgreSQL: ERROR:  no space left on device DETAIL:  "
      "while writing");
  EXPECT_EQ(log_line(LogFormat::Text, "", LogLevel::Info, "bell\a", LogFields{}), "reversi serve: bell\\x07");
}

TEST(LogLine, JsonReplacesBytesThatAreNotUtf8) {
  const std::string line = log_line(LogFormat::Json, "2026-01-02T03:04:05.006Z", LogLevel::Error, "failed",
                                    LogFields{.path = "/\xff"});
  EXPECT_EQ(line, R"({"time":"2026-01-02T03:04:05.006Z","level":"error","message":"failed","path":"/)"
                  "\xef\xbf\xbd"
                  R"("})");
}

}  // namespace
}  // namespace reversi::server
