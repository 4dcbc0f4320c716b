// A match with a crowd watching (docs/protocol.md, presence): thousands of spectators
// come and go at once while the players, on slow connections, play on undisturbed.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <memory>
#include <vector>

#include "support/http_client.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
namespace websocket = boost::beast::websocket;
using nlohmann::json;
using namespace std::chrono_literals;

constexpr int kSpectators = 2000;

// Each spectator is a connection on both ends of loopback: raise the soft limit as far
// as that needs. False when the hard limit does not allow it.
bool allow_many_descriptors() {
  const rlim_t needed = 2 * kSpectators + 200;
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_max < needed) return false;
  limit.rlim_cur = std::max(limit.rlim_cur, needed);
  return setrlimit(RLIMIT_NOFILE, &limit) == 0;
}

// Spectators that say hello, read their welcome and then read nothing more. They share
// one io_context (a WsClient each would cost a reactor's descriptors apiece).
class Crowd {
 public:
  Crowd(const boost::asio::ip::tcp::endpoint& server, const std::string& game, int size) {
    const std::string hello = json({{"type", "hello"}, {"game", game}}).dump();
    for (int i = 0; i < size; ++i) {
      auto& ws =
          *members_.emplace_back(std::make_unique<websocket::stream<boost::asio::ip::tcp::socket>>(io_));
      ws.next_layer().connect(server);
      ws.handshake("127.0.0.1", "/ws");
      ws.write(boost::asio::buffer(hello));
      boost::beast::flat_buffer welcome;
      ws.read(welcome);
    }
  }

 private:
  boost::asio::io_context io_;
  std::vector<std::unique_ptr<websocket::stream<boost::asio::ip::tcp::socket>>> members_;
};

// The presence messages `player` has received until the next event, which must come.
int presences_until_event(WsClient& player) {
  int presences = 0;
  for (;;) {
    const std::optional<json> message = player.receive(10s);
    if (!message) throw std::runtime_error("the player heard no event: dropped?");
    if ((*message)["type"] == "event") return presences;
    if ((*message)["type"] == "presence") ++presences;
  }
}

TEST(OnlineServerCrowd, ThousandsOfSpectatorsComeAndGoWithoutDisturbingThePlayers) {
  if (!allow_many_descriptors())
    GTEST_SKIP() << "too few file descriptors for " << kSpectators << " spectators";
  // Players on slow connections: small buffers on both ends, so that what the server
  // sends them piles up in their queues.
  WebSocketLimits limits;
  limits.send_buffer_bytes = 4096;
  const HubOptions options;
  TestServer server(test_data_directory("ThousandsOfSpectators"), options, limits);
  const json created =
      http_request(server.endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  const std::string game = created["game"];
  WsClient black(server.endpoint(), 1024);
  black.send({{"type", "hello"}, {"game", game}, {"seat", created["seat"]}});
  black.receive_type("welcome");
  WsClient white(server.endpoint(), 1024);
  const std::string guest_link = created["links"]["opponent"];
  white.send({{"type", "hello"}, {"game", game}, {"seat", guest_link.substr(guest_link.find("&seat=") + 6)}});
  white.receive_type("welcome");

  const auto started = std::chrono::steady_clock::now();
  auto crowd = std::make_unique<Crowd>(server.endpoint(), game, kSpectators);
  black.send({{"type", "move"}, {"square", "f5"}});
  const int while_coming = presences_until_event(white);
  crowd.reset();  // all at once
  white.send({{"type", "move"}, {"square", "d6"}});
  const int while_going = presences_until_event(black);
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  // Presence is sent at most once an interval, whatever the size of the crowd.
  const double intervals = seconds / std::chrono::duration<double>(options.presence_interval).count();
  EXPECT_LE(while_coming, 2 + intervals) << kSpectators << " spectators joined in " << seconds << " s";
  EXPECT_LE(while_going, 2 + intervals) << seconds << " s";
  // The spectators are counted once they have all gone.
  for (;;) {
    const json presence = white.receive_type("presence", 5s);
    if (presence["spectators"] == 0) break;
  }
}

}  // namespace
}  // namespace reversi::server
