// What `reversi serve` tells browsers (docs/api.md, "Security"): every response says
// nosniff and no-referrer, the page's files carry its Content-Security-Policy, and a
// WebSocket opens only for the server's own pages, for origins the operator allowed, and
// for clients that are not browsers (they send no Origin).
#include <gtest/gtest.h>

#include <optional>

#include "server/http/browser_policy.h"
#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;

// The public name of a proxy in front of the server: reversi serve --allow-origin.
constexpr const char* kProxyOrigin = "https://reversi.example.org";

class ServerSecurityTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target) {
    return http_request(server_.endpoint(), http::verb::get, target);
  }

  // This server as a browser's Host header names it.
  std::string host() const { return "127.0.0.1:" + std::to_string(server_.endpoint().port()); }

  // A WebSocket handshake as a browser sends it from a page of `origin`; without one, as
  // other clients send it.
  HttpReply upgrade(const std::optional<std::string>& origin) {
    std::string request = "GET /ws HTTP/1.1\r\nHost: " + host() +
                          "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n";
    if (origin) request += "Origin: " + *origin + "\r\n";
    return raw_http_request(server_.endpoint(), request + "\r\n");
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()),
                     {},
                     {},
                     {kProxyOrigin}};
};

constexpr unsigned kSwitchingProtocols = 101;

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
  const std::string policy =
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws://" + host() +
      " wss://" + host() + "; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
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
  EXPECT_EQ(page.headers["Content-Security-Policy"],
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; object-src "
            "'none'; base-uri 'none'; frame-ancestors 'none'");
}

TEST_F(ServerSecurityTest, APageOfThisServerMayOpenAWebSocket) {
  EXPECT_EQ(upgrade("http://" + host()).status, kSwitchingProtocols);
  // Behind a proxy that ends TLS and keeps the Host header.
  EXPECT_EQ(upgrade("https://" + host()).status, kSwitchingProtocols);
}

TEST_F(ServerSecurityTest, AClientWithoutOriginMayOpenAWebSocket) {
  EXPECT_EQ(upgrade(std::nullopt).status, kSwitchingProtocols);
}

TEST_F(ServerSecurityTest, AnOriginTheOperatorAllowedMayOpenAWebSocket) {
  EXPECT_EQ(upgrade(kProxyOrigin).status, kSwitchingProtocols);
  EXPECT_EQ(upgrade("HTTPS://Reversi.Example.ORG").status, kSwitchingProtocols);  // names ignore case
}

TEST_F(ServerSecurityTest, APageOfAnotherOriginIsRefusedWith403) {
  const HttpReply refused = upgrade("https://other.example");
  EXPECT_EQ(refused.status, 403u);
  EXPECT_EQ(
      refused.data()["error"],
      "origin 'https://other.example' is not allowed: online play is open to this server's own pages and "
      "to origins given to reversi serve --allow-origin or --instance");
  EXPECT_TRUE(refused.closes);
  // Another port is another origin; so is a sandboxed page or a file, which say "null".
  EXPECT_EQ(upgrade("http://127.0.0.1:1").status, 403u);
  EXPECT_EQ(upgrade("null").status, 403u);
  EXPECT_EQ(upgrade(std::string(kProxyOrigin) + ".attacker.example").status, 403u);
}

// The other servers on the database (reversi serve --instance), where an online game goes
// on when this one is gone: the page may open their WebSockets, and no other.
TEST(BrowserPolicy, ThePageMayConnectToTheOtherInstancesWebSockets) {
  EXPECT_EQ(websocket_address("https://a.reversi.example.org"), "wss://a.reversi.example.org/ws");
  EXPECT_EQ(websocket_address("http://10.0.0.2:8080"), "ws://10.0.0.2:8080/ws");
  EXPECT_EQ(content_security_policy("a.reversi.example.org",
                                    {"https://a.reversi.example.org", "http://10.0.0.2:8080"}),
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' "
            "ws://a.reversi.example.org wss://a.reversi.example.org "
            "wss://a.reversi.example.org/ws ws://10.0.0.2:8080/ws; object-src 'none'; base-uri 'none'; "
            "frame-ancestors 'none'");
}

TEST(BrowserPolicy, AnOriginIsASchemeAHostAndAtMostAPort) {
  EXPECT_TRUE(is_origin("https://reversi.example.org"));
  EXPECT_TRUE(is_origin("http://192.168.1.20:8080"));
  EXPECT_TRUE(is_origin("http://[::1]:8080"));
  EXPECT_FALSE(is_origin("reversi.example.org"));
  EXPECT_FALSE(is_origin("https://reversi.example.org/"));
  EXPECT_FALSE(is_origin("https://"));
  EXPECT_FALSE(is_origin("ftp://reversi.example.org"));
  EXPECT_FALSE(is_origin("https://a.example b.example"));
}

}  // namespace
}  // namespace reversi::server
