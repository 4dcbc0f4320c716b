// `reversi serve --trusted-proxy`: behind a reverse proxy each client that the proxy names
// has limits, log lines and /metrics access of its own, and shares the engine fairly with
// the others; from any other peer the same headers change nothing. The proxy here is the
// test itself on 127.0.0.1, writing the headers as nginx and HAProxy would.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "support/http_client.h"
#include "support/scratch_directory.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;

class ServerTrustedProxy : public ::testing::Test {
 protected:
  void start(std::vector<std::string> arguments) {
    server_ = std::make_unique<ServerProcess>(
        REVERSI_BINARY, database_.location(),
        ServerProcessOptions{.log_file = log_file(), .arguments = std::move(arguments)});
  }

  unsigned new_game(const HttpHeaders& headers) const {
    return http_request(server_->endpoint(), http::verb::post, "/api/games", "{}", headers).status;
  }

  std::string log_file() const { return scratch_.file("serve.log"); }
  std::string log() const {
    std::stringstream text;
    text << std::ifstream(log_file()).rdbuf();
    return text.str();
  }

  const reversi::testing::ScratchDirectory scratch_{"reversi-trusted-proxy-test"};
  const TestDatabase database_{scratch_.file("data")};
  std::unique_ptr<ServerProcess> server_;
};

HttpHeaders forwarded_for(const std::string& chain) { return {{"X-Forwarded-For", chain}}; }

TEST_F(ServerTrustedProxy, EachClientItNamesHasLimitsOfItsOwn) {
  start({"--trusted-proxy", "127.0.0.1", "--max-games-per-minute", "2"});
  EXPECT_EQ(new_game(forwarded_for("203.0.113.1")), 201U);
  EXPECT_EQ(new_game(forwarded_for("203.0.113.1")), 201U);
  EXPECT_EQ(new_game(forwarded_for("203.0.113.1")), 429U);
  // Another client behind the same proxy is not held up by the first.
  EXPECT_EQ(new_game(forwarded_for("203.0.113.2")), 201U);
  // The first cannot escape by writing another address before the one the proxy appends.
  EXPECT_EQ(new_game(forwarded_for("198.51.100.9, 203.0.113.1")), 429U);
  EXPECT_EQ(
      raw_http_request(
          server_->endpoint(),
          "POST /api/games HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.9\r\n"
          "X-Forwarded-For: 203.0.113.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
          .status,
      429U);
  EXPECT_NE(log().find("client 203.0.113.1, status 429"), std::string::npos) << log();

  // Forwarded too; an IPv6 client's limit covers its /64.
  const auto forwarded = [](const std::string& node) {
    return HttpHeaders{{"Forwarded", "for=\"" + node + "\""}};
  };
  EXPECT_EQ(new_game(forwarded("[2001:db8:1:2::1]:4711")), 201U);
  EXPECT_EQ(new_game(forwarded("[2001:db8:1:2::1]:4712")), 201U);
  EXPECT_EQ(new_game(forwarded("[2001:db8:1:2:ffff::9]")), 429U);
  EXPECT_EQ(new_game(forwarded("[2001:db8:1:3::1]")), 201U);

  // The proxy's own requests, naming no one, count against the proxy.
  EXPECT_EQ(new_game({}), 201U);
}

TEST_F(ServerTrustedProxy, HeadersFromAPeerThatIsNotTrustedAreIgnored) {
  start({"--trusted-proxy", "10.0.0.1", "--max-games-per-minute", "2"});
  const std::vector<HttpHeaders> forged = {
      forwarded_for("203.0.113.1"), {{"Forwarded", "for=203.0.113.2"}}, forwarded_for("203.0.113.3")};
  EXPECT_EQ(new_game(forged[0]), 201U);
  EXPECT_EQ(new_game(forged[1]), 201U);
  EXPECT_EQ(new_game(forged[2]), 429U);
  const std::string text = log();
  EXPECT_NE(text.find("client 127.0.0.1, status 429"), std::string::npos) << text;
  EXPECT_EQ(text.find("203.0.113."), std::string::npos) << text;
}

// The proxy holds connections for all its clients, so they count against none; a
// WebSocket is one client's, and counts against that client's connections.
TEST_F(ServerTrustedProxy, WebSocketsCountAgainstTheClientAndTheProxysConnectionsAgainstNone) {
  start({"--trusted-proxy", "127.0.0.1", "--max-connections-per-address", "1"});
  std::vector<std::unique_ptr<HttpConnection>> held;
  for (int i = 0; i < 3; ++i) {
    held.push_back(std::make_unique<HttpConnection>(server_->endpoint()));
    held.back()->send(http::verb::get, "/healthz", "", forwarded_for("203.0.113.1"));
    EXPECT_EQ(held.back()->answer().status, 200U);
  }
  WsClient first(server_->endpoint(), 0, forwarded_for("203.0.113.1"));
  EXPECT_THROW((WsClient{server_->endpoint(), 0, forwarded_for("203.0.113.1")}), boost::system::system_error);
  WsClient other(server_->endpoint(), 0, forwarded_for("203.0.113.2"));
  EXPECT_NE(log().find("too many connections from your address: at most 1 at once"), std::string::npos)
      << log();
}

// The proxy is on this machine; the clients it names are not, and /metrics is not theirs.
TEST_F(ServerTrustedProxy, MetricsAreForTheClientItNamesNotForTheProxy) {
  start({"--trusted-proxy", "127.0.0.1"});
  EXPECT_EQ(
      http_request(server_->endpoint(), http::verb::get, "/metrics", "", forwarded_for("203.0.113.1")).status,
      403U);
  EXPECT_EQ(http_request(server_->endpoint(), http::verb::get, "/metrics").status, 200U);
}

// The probe of issue 58: one user behind the proxy asks for level-10 moves (4 s each)
// in several games at once while another asks for a hint. Taken for one client, the
// flood held every thread it may and the hint waited for a whole search; now the hint
// takes the thread left free and answers within a fraction of one.
TEST_F(ServerTrustedProxy, AnotherUsersHintAnswersWhileOneFloodsTheEngine) {
  const unsigned threads = std::thread::hardware_concurrency();
  if (threads < 2) GTEST_SKIP() << "one engine thread: nothing is left free for another client";
  start({"--trusted-proxy", "127.0.0.1"});
  const HttpHeaders flooder = forwarded_for("203.0.113.1");
  const HttpHeaders other = forwarded_for("203.0.113.2");
  // One search for each thread that one client may hold, in a position outside the book.
  const unsigned floods = std::min(threads - 1, 7U);
  std::vector<std::unique_ptr<HttpConnection>> moves;
  for (unsigned i = 0; i < floods; ++i) {
    const json game = http_request(server_->endpoint(), http::verb::post, "/api/games",
                                   R"({"white":"level-10","setup":"f5d6c3f4f6f3g3"})", flooder)
                          .data();
    moves.push_back(std::make_unique<HttpConnection>(server_->endpoint()));
    moves.back()->send(http::verb::post, "/api/games/" + game["id"].get<std::string>() + "/computer-move",
                       "{}", flooder);
  }
  const std::string hinted =
      http_request(server_->endpoint(), http::verb::post, "/api/games", "{}", other).data()["id"];
  // The server reads on one thread in the order the bytes came: once a later request is
  // answered, the computer moves have been read and their searches asked for.
  ASSERT_EQ(http_request(server_->endpoint(), http::verb::get, "/healthz").status, 200U);

  const auto asked = std::chrono::steady_clock::now();
  const HttpReply hint =
      http_request(server_->endpoint(), http::verb::get, "/api/games/" + hinted + "/hints", "", other);
  const auto waited = std::chrono::steady_clock::now() - asked;
  EXPECT_EQ(hint.status, 200U) << hint.body;
  EXPECT_LT(waited, std::chrono::seconds(2)) << "a level-10 search takes 4 s";
  for (const std::unique_ptr<HttpConnection>& move : moves) {
    const HttpReply played = move->answer();
    EXPECT_EQ(played.status, 200U) << played.body;
  }
}

}  // namespace
}  // namespace reversi::server
