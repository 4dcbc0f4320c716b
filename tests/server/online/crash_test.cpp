// Durability: `reversi serve` killed with kill -9 while games are being played loses no
// move it had accepted, and the games go on from the same links after a restart.
#include <gtest/gtest.h>

#include <filesystem>
#include <thread>

#include "support/http_client.h"
#include "support/scratch_directory.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using namespace std::chrono_literals;

struct Players {
  std::string game;
  std::string host_seat;  // black
  std::string guest_seat;
};

Players create(const ServerProcess& server) {
  const json created =
      http_request(server.endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  const std::string link = created["links"]["opponent"];
  return Players{created["game"], created["seat"], link.substr(link.find("&seat=") + 6)};
}

std::unique_ptr<WsClient> join(const ServerProcess& server, const std::string& game,
                               const std::string& seat) {
  auto client = std::make_unique<WsClient>(server.endpoint());
  client->send({{"type", "hello"}, {"game", game}, {"seat", seat}});
  client->receive_type("welcome");
  return client;
}

TEST(OnlineCrash, KillNineLosesNoAcceptedMove) {
  const reversi::testing::ScratchDirectory scratch("reversi-crash-test");
  const TestDatabase database(scratch.file("data"));
  auto server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());

  // Three games; each plays moves until the server dies. A move counts as accepted once
  // its player has heard the server announce it.
  constexpr int kGames = 3;
  std::vector<Players> games;
  std::vector<std::unique_ptr<WsClient>> black;
  std::vector<std::unique_ptr<WsClient>> white;
  std::vector<json> accepted(kGames, json::array());  // the plies each player saw announced
  for (int i = 0; i < kGames; ++i) {
    games.push_back(create(*server));
    black.push_back(join(*server, games[i].game, games[i].host_seat));
    white.push_back(join(*server, games[i].game, games[i].guest_seat));
  }
  std::vector<json> state(kGames);
  for (int i = 0; i < kGames; ++i) state[i] = json{{"to_move", "black"}, {"legal", {"f5"}}};
  for (int round = 0; round < 12; ++round) {
    for (int i = 0; i < kGames; ++i) {
      WsClient& mover = state[i]["to_move"] == "black" ? *black[i] : *white[i];
      mover.send({{"type", "move"}, {"square", state[i]["legal"][0]}});
    }
    if (round == 11) break;  // the last moves are in flight when the server is killed
    for (int i = 0; i < kGames; ++i) {
      WsClient& mover = state[i]["to_move"] == "black" ? *black[i] : *white[i];
      const json event = mover.receive_type("event");
      state[i] = event["state"];
      accepted[i] = event["state"]["plies"];
    }
    std::this_thread::sleep_for(100ms);
  }
  server->kill_hard();

  server = std::make_unique<ServerProcess>(REVERSI_BINARY, database.location());
  for (int i = 0; i < kGames; ++i) {
    auto spectator = std::make_unique<WsClient>(server->endpoint());
    spectator->send({{"type", "hello"}, {"game", games[i].game}});
    const json after = spectator->receive_type("welcome")["state"]["plies"];
    // Every accepted ply is there; the move in flight at the kill may or may not be.
    ASSERT_GE(after.size(), accepted[i].size()) << "game " << i;
    EXPECT_LE(after.size(), accepted[i].size() + 2) << "game " << i;
    for (std::size_t ply = 0; ply < accepted[i].size(); ++ply) EXPECT_EQ(after[ply], accepted[i][ply]);
  }
  // The same links play on.
  auto b = join(*server, games[0].game, games[0].host_seat);
  auto w = join(*server, games[0].game, games[0].guest_seat);
  auto seen = std::make_unique<WsClient>(server->endpoint());
  seen->send({{"type", "hello"}, {"game", games[0].game}});
  const json now = seen->receive_type("welcome")["state"];
  WsClient& mover = now["to_move"] == "black" ? *b : *w;
  mover.send({{"type", "move"}, {"square", now["legal"][0]}});
  EXPECT_EQ(mover.receive_type("event")["event"]["seq"], now["seq"].get<int>() + 1);

  server.reset();
}

}  // namespace
}  // namespace reversi::server
