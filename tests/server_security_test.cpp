// What `reversi serve` tells browsers (docs/api.md, "For operators"): every response says
// nosniff and no-referrer, and the page's files carry its Content-Security-Policy.
#include <gtest/gtest.h>

#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;

class ServerSecurityTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target) {
    return http_request(server_.endpoint(), http::verb::get, target);
  }

  // This server as a browser's Host header names it.
  std::string host() const { return "127.0.0.1:" + std::to_string(server_.endpoint().port()); }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(ServerSecurityTest, EveryResponseSaysNosniffAndNoReferrer) {
  for (const std::string target : {"/", "/js/app.js", "/style.css", "/api/opponents",
                                   "/api/games/no-such-game", "/no-such-file", "/healthz"}) {
    const HttpReply reply = get(target);
    EXPECT_EQ(reply.headers["X-Content-Type-Options"], "nosniff") << target;
    EXPECT_EQ(reply.headers["Referrer-Policy"], "no-referrer") << target;
  }
  const HttpReply oversized =
      http_request(server_.endpoint(), http::verb::post, "/api/games", std::string(100 * 1024, ' '));
  EXPECT_EQ(oversized.status, 413u);
  EXPECT_EQ(oversized.headers["X-Content-Type-Options"], "nosniff");
}

TEST_F(ServerSecurityTest, ThePageAllowsOnlyItsOwnFilesAndConnectionsAndNoFrames) {
  const std::string policy = "default-src 'self'; connect-src 'self' ws://" + host() + " wss://" + host() +
                             "; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
  const HttpReply page =
      raw_http_request(server_.endpoint(), "GET / HTTP/1.1\r\nHost: " + host() + "\r\n\r\n");
  EXPECT_EQ(page.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(page.headers["Content-Security-Policy"], policy);
  const HttpReply script =
      raw_http_request(server_.endpoint(), "GET /js/app.js HTTP/1.1\r\nHost: " + host() + "\r\n\r\n");
  EXPECT_EQ(script.headers["Content-Security-Policy"], policy);
}

// The Host header is the client's to choose; one that could add a source to the policy
// (a space, a semicolon) is left out of it, and 'self' still covers the WebSocket.
TEST_F(ServerSecurityTest, AHostHeaderThatIsNoHostIsLeftOutOfThePolicy) {
  const HttpReply page =
      raw_http_request(server_.endpoint(), "GET / HTTP/1.1\r\nHost: a.example; script-src *\r\n\r\n");
  EXPECT_EQ(page.status, 200u);
  EXPECT_EQ(
      page.headers["Content-Security-Policy"],
      "default-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
}

}  // namespace
}  // namespace reversi::server
