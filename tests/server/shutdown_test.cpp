// Stopping `reversi serve` with SIGTERM, as an operator or a service manager does: it
// finishes what it has in hand, tells online players to reconnect, and exits with 0;
// nothing acknowledged is lost, and a computer move being searched is stored and answered.
#include <gtest/gtest.h>

#include <boost/beast/websocket/rfc6455.hpp>
#include <filesystem>

#include "support/http_client.h"
#include "support/scratch_directory.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
using nlohmann::json;

TEST(ServerShutdown, SigtermFinishesWhatIsInHandTellsPlayersToReconnectAndExitsWithZero) {
  const reversi::testing::ScratchDirectory scratch("reversi-shutdown-test");
  const TestDatabase database(scratch.file("data"));
  auto server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());

  // An online move, acknowledged by the event that announces it.
  const json match =
      http_request(server->endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  WsClient black(server->endpoint());
  black.send({{"type", "hello"}, {"game", match["game"]}, {"seat", match["seat"]}});
  black.receive_type("welcome");
  black.send({{"type", "move"}, {"square", "f5"}});
  ASSERT_EQ(black.receive_type("event")["state"]["plies"].size(), 1U);

  // A local game where the computer (level-9 thinks for half a second) is asked to move, in a
  // position its opening book does not have (the book would answer at once).
  const json game = http_request(server->endpoint(), http::verb::post, "/api/games",
                                 R"({"white":"level-9","setup":"f5d6c3f4f6f3g3"})")
                        .data();
  const std::string id = game["id"];
  // A request written in full whose answer is read later.
  HttpConnection computer_move(server->endpoint());
  computer_move.send(http::verb::post, "/api/games/" + id + "/computer-move", "{}");
  // The server reads on one thread in the order the bytes came: once a later request on
  // another connection is answered, the computer move has been read and its search asked for.
  ASSERT_EQ(http_request(server->endpoint(), http::verb::get, "/healthz").status, 200U);

  server->terminate();
  const std::optional<beast::websocket::close_reason> closed = black.closed();
  ASSERT_TRUE(closed);
  EXPECT_EQ(closed->code, beast::websocket::close_code::service_restart);
  const HttpReply answered = computer_move.answer();
  EXPECT_EQ(answered.status, 200U) << answered.body;
  EXPECT_TRUE(answered.closes);
  EXPECT_EQ(server->wait_for_exit(), 0);

  server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());
  const json stored = http_request(server->endpoint(), http::verb::get, "/api/games/" + id).data();
  EXPECT_EQ(stored["plies"].size(), 8U) << stored.dump();
  EXPECT_EQ(stored, answered.data());
  WsClient spectator(server->endpoint());
  spectator.send({{"type", "hello"}, {"game", match["game"]}});
  EXPECT_EQ(spectator.receive_type("welcome")["state"]["plies"],
            json::array({{{"color", "black"}, {"flipped", {"e5"}}, {"move", "f5"}}}));

  server.reset();
}

// An idle keep-alive connection is closed at once rather than held until the grace ends.
TEST(ServerShutdown, SigtermClosesIdleConnections) {
  const reversi::testing::ScratchDirectory scratch("reversi-shutdown-idle-test");
  const TestDatabase database(scratch.file("data"));
  ServerProcess server(REVERSI_BINARY, database.location());
  HttpConnection idle(server.endpoint());
  idle.send(http::verb::get, "/healthz");
  ASSERT_EQ(idle.answer().status, 200U);

  server.terminate();
  EXPECT_TRUE(idle.closed_within(std::chrono::seconds(5)));
  EXPECT_EQ(server.wait_for_exit(), 0);
}

}  // namespace
}  // namespace reversi::server
