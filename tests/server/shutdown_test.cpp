// Stopping `reversi serve` with SIGTERM, as an operator or a service manager does: it
// finishes what it has in hand, tells online players to reconnect, and exits with 0;
// nothing acknowledged is lost, and a computer move being searched is stored and answered.
#include <gtest/gtest.h>

#include <boost/beast/websocket/rfc6455.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

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

// Whether `count` searches have been taken up by an engine thread within a few seconds
// (the count of the engine queue's waits in /metrics).
bool searches_begin(const boost::asio::ip::tcp::endpoint& server, int count) {
  const std::string line = "\nreversi_engine_queue_wait_seconds_count " + std::to_string(count) + "\n";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < deadline) {
    if (http_request(server, http::verb::get, "/metrics").body.find(line) != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// Asks on `connection` (its answer read later) for the move of `opponent`, white in a game
// set up where its opening book has no move (the book would answer at once); the game's id,
// once an engine thread has the search.
std::string ask_for_a_searched_move(const boost::asio::ip::tcp::endpoint& server, const std::string& opponent,
                                    HttpConnection& connection) {
  const json game = http_request(server, http::verb::post, "/api/games",
                                 json{{"white", opponent}, {"setup", "f5d6c3f4f6f3g3"}}.dump())
                        .data();
  const std::string id = game["id"];
  connection.send(http::verb::post, "/api/games/" + id + "/computer-move", "{}");
  // Halted before it began, the search would answer 503.
  EXPECT_TRUE(searches_begin(server, 1));
  return id;
}

// The game `id` as the restarted server has it: the computer's move stored as answered.
void expect_the_answered_move_stored(const boost::asio::ip::tcp::endpoint& server, const std::string& id,
                                     const HttpReply& answered) {
  const json stored = http_request(server, http::verb::get, "/api/games/" + id).data();
  EXPECT_EQ(stored["plies"].size(), 8U) << stored.dump();
  EXPECT_EQ(stored, answered.data());
}

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

  // A local game where the computer (level-9 thinks for half a second) is asked to move.
  HttpConnection computer_move(server->endpoint());
  const std::string id = ask_for_a_searched_move(server->endpoint(), "level-9", computer_move);

  server->terminate();
  const std::optional<beast::websocket::close_reason> closed = black.closed();
  ASSERT_TRUE(closed);
  EXPECT_EQ(closed->code, beast::websocket::close_code::service_restart);
  const HttpReply answered = computer_move.answer();
  EXPECT_EQ(answered.status, 200U) << answered.body;
  EXPECT_TRUE(answered.closes);
  EXPECT_EQ(server->wait_for_exit(), 0);

  server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());
  expect_the_answered_move_stored(server->endpoint(), id, answered);
  WsClient spectator(server->endpoint());
  spectator.send({{"type", "hello"}, {"game", match["game"]}});
  EXPECT_EQ(spectator.receive_type("welcome")["state"]["plies"],
            json::array({{{"color", "black"}, {"flipped", {"e5"}}, {"move", "f5"}}}));

  server.reset();
}

// Neither a level-10 search (seconds) nor a WebSocket client that never answers the close
// holds the stop up: the search is halted, its move stored, and the process ends in well
// under the bound (half a second on an idle machine; the bound leaves room for a loaded one).
TEST(ServerShutdown, SigtermHaltsALongSearchAndEndsWithoutWaitingForSilentClients) {
  const reversi::testing::ScratchDirectory scratch("reversi-shutdown-halt-test");
  const TestDatabase database(scratch.file("data"));
  auto server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());
  const json match =
      http_request(server->endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  WsClient silent(server->endpoint());  // never read again: the close goes unanswered
  silent.send({{"type", "hello"}, {"game", match["game"]}, {"seat", match["seat"]}});
  silent.receive_type("welcome");

  HttpConnection computer_move(server->endpoint());
  const std::string id = ask_for_a_searched_move(server->endpoint(), "level-10", computer_move);

  const auto signalled = std::chrono::steady_clock::now();
  server->terminate();
  EXPECT_EQ(server->wait_for_exit(), 0);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - signalled).count();
  std::printf("SIGTERM to exit, a level-10 search and a silent WebSocket open: %.3f s\n", seconds);
  EXPECT_LT(seconds, 2.0);
  const HttpReply answered = computer_move.answer();
  ASSERT_EQ(answered.status, 200U) << answered.body;

  server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());
  expect_the_answered_move_stored(server->endpoint(), id, answered);
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
