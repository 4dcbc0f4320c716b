// Several `reversi serve` instances on one PostgreSQL database serve one community: a
// player connected to one plays an opponent connected to another, and spectators on either
// hear every event in order (OnlineStore::append's notification, MatchEventListener,
// OnlineHub::stored_elsewhere); the database decides between two requests for one event
// number, and the server that lost judges its request again against the match as it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "support/http_client.h"
#include "support/test_database.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using namespace std::chrono_literals;

// A client of `server` that has said hello to `game` (with a seat's secret, or none to
// watch) and read its welcome.
std::unique_ptr<WsClient> join(const TestServer& server, const std::string& game,
                               const std::optional<std::string>& seat) {
  auto client = std::make_unique<WsClient>(server.endpoint());
  json hello = {{"type", "hello"}, {"game", game}, {"since", 0}};
  if (seat) hello["seat"] = *seat;
  client->send(hello);
  client->receive_type("welcome");
  return client;
}

// A match created on the first of two servers, its host (black) joined there and its guest
// (white) on the second.
struct SplitMatch {
  std::string game;
  std::unique_ptr<WsClient> black;  // on the first server
  std::unique_ptr<WsClient> white;  // on the second

  SplitMatch(const TestServer& first, const TestServer& second) {
    const json created =
        http_request(first.endpoint(), http::verb::post, "/api/online", json({{"color", "black"}}).dump())
            .data();
    game = created["game"];
    const std::string link = created["links"]["opponent"];
    black = join(first, game, created["seat"].get<std::string>());
    white = join(second, game, link.substr(link.find("&seat=") + 6));
  }

  // Both play once (f5, d6), so that the game is under way: a win may be claimed.
  void start() {
    black->send({{"type", "move"}, {"square", "f5"}});
    white->receive_type("event");
    white->send({{"type", "move"}, {"square", "d6"}});
    black->receive_type("event");  // its own f5
    black->receive_type("event");  // d6, from the other server
  }
};

// Two servers acting on one match at once each store the events their move causes under the
// next numbers: the database stores the first and refuses the second whole, so no ply is
// played twice. Stores of their own on one database, on either engine.
TEST(OnlineServers, TwoServersStoringTheSameEventNumberCannotBothSucceed) {
  const TestDatabase database(test_data_directory("OnlineServersSameNumber"));
  OnlineStore first(database.location());
  OnlineStore second(database.location());
  first.create(StoredMatch{"match", "host", "guest", {}, online::TimePoint{1}});
  first.append("match", {{1, R"({"from":"first"})"}});
  EXPECT_THROW(second.append("match", {{2, R"({"from":"second"})"}, {1, R"({"from":"second"})"}}),
               DatabaseError);
  EXPECT_EQ(second.events_since("match", 0), std::vector<std::string>{R"({"from":"first"})"});
}

TEST(OnlineServers, PlayersOnTwoServersPlayOneMatchAndSpectatorsOnEitherHearEveryEventInOrder) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServers"));
  const TestServer first(test_data_directory("OnlineServersFirst"), database);
  const TestServer second(test_data_directory("OnlineServersSecond"), database);

  SplitMatch match(first, second);
  const std::string& game = match.game;
  WsClient* black = match.black.get();
  WsClient* white = match.white.get();
  auto watching_first = join(first, game, std::nullopt);
  auto watching_second = join(second, game, std::nullopt);

  const std::vector<std::string> moves = {"f5", "d6", "c3", "d3", "c4"};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    WsClient& mover = i % 2 == 0 ? *black : *white;
    WsClient& other = i % 2 == 0 ? *white : *black;
    std::this_thread::sleep_for(60ms);  // a quick person's pace: the flood limit stays out of the way
    mover.send({{"type", "move"}, {"square", moves[i]}});
    const json heard = other.receive_type("event");
    EXPECT_EQ(heard["event"]["seq"], i + 1) << moves[i];
    EXPECT_EQ(heard["event"]["square"], moves[i]);
    EXPECT_EQ(mover.receive_type("event")["event"], heard["event"]);
    EXPECT_EQ(watching_first->receive_type("event")["event"], heard["event"]);
    EXPECT_EQ(watching_second->receive_type("event")["event"], heard["event"]);
  }
  // Either server tells a newcomer the match as it stands.
  for (const TestServer* server : {&first, &second}) {
    auto newcomer = std::make_unique<WsClient>(server->endpoint());
    newcomer->send({{"type", "hello"}, {"game", game}, {"since", 0}});
    EXPECT_EQ(newcomer->receive_type("welcome")["state"]["transcript"], "f5d6c3d3c4");
  }
}

// Every message `client` receives until none comes for `quiet`.
std::vector<json> messages_until_quiet(WsClient& client, std::chrono::milliseconds quiet) {
  std::vector<json> messages;
  while (const std::optional<json> message = client.receive(quiet)) messages.push_back(*message);
  return messages;
}

std::vector<json> of_type(const std::vector<json>& messages, const std::string& type) {
  std::vector<json> found;
  std::copy_if(messages.begin(), messages.end(), std::back_inserter(found),
               [&](const json& message) { return message["type"] == type; });
  return found;
}

// One player on two devices, each on another server, playing a different move at the same
// moment: only one is stored, the other is refused, and everyone hears the same game.
TEST(OnlineServers, TwoMovesForOnePlyOnTwoServersAtOnceStoreOne) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServersRace"));
  const TestServer first(test_data_directory("OnlineServersRaceFirst"), database);
  const TestServer second(test_data_directory("OnlineServersRaceSecond"), database);
  const json created =
      http_request(first.endpoint(), http::verb::post, "/api/online", json({{"color", "black"}}).dump())
          .data();
  const std::string game = created["game"];
  const std::string black_seat = created["seat"];
  auto black_on_first = join(first, game, black_seat);
  auto black_on_second = join(second, game, black_seat);
  auto watching = join(second, game, std::nullopt);

  black_on_first->send({{"type", "move"}, {"square", "f5"}});
  black_on_second->send({{"type", "move"}, {"square", "d3"}});
  const std::vector<json> on_first = messages_until_quiet(*black_on_first, 1500ms);
  const std::vector<json> on_second = messages_until_quiet(*black_on_second, 500ms);
  const std::vector<json> heard = of_type(on_first, "event");
  ASSERT_EQ(heard.size(), 1U) << json(on_first).dump();
  EXPECT_EQ(heard[0]["event"]["seq"], 1);
  EXPECT_EQ(of_type(on_second, "event"), heard);
  EXPECT_EQ(of_type(messages_until_quiet(*watching, 500ms), "event"), heard);
  // The device whose move was not stored is told why (the other's move made it white's turn).
  EXPECT_EQ(of_type(on_first, "error").size() + of_type(on_second, "error").size(), 1U)
      << json(on_first).dump() << json(on_second).dump();
  const std::string stored = heard[0]["event"]["square"];
  EXPECT_TRUE(stored == "f5" || stored == "d3") << stored;
  for (const TestServer* server : {&first, &second}) {
    WsClient newcomer(server->endpoint());
    newcomer.send({{"type", "hello"}, {"game", game}, {"since", 0}});
    EXPECT_EQ(newcomer.receive_type("welcome")["state"]["transcript"], stored);
  }
}

// After a game, both players offer a rematch at once, each on their own server: as on one
// server, one offer is stored and the other accepts it, and neither hears an error.
TEST(OnlineServers, RematchOffersCrossingOnTwoServersStartTheRematch) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServersRematch"));
  const TestServer first(test_data_directory("OnlineServersRematchFirst"), database);
  const TestServer second(test_data_directory("OnlineServersRematchSecond"), database);
  SplitMatch match(first, second);
  WsClient* black = match.black.get();
  WsClient* white = match.white.get();
  black->send({{"type", "move"}, {"square", "f5"}});
  white->receive_type("event");
  white->send({{"type", "resign"}});
  black->receive_type("event");
  black->receive_type("event");

  black->send({{"type", "rematch"}});
  white->send({{"type", "rematch"}});
  for (WsClient* player : {black, white}) {
    const std::vector<json> messages = messages_until_quiet(*player, 1500ms);
    EXPECT_TRUE(of_type(messages, "error").empty()) << json(messages).dump();
    const std::vector<json> events = of_type(messages, "event");
    ASSERT_FALSE(events.empty()) << json(messages).dump();
    EXPECT_EQ(events.back()["event"]["type"], "rematch") << json(messages).dump();
    EXPECT_EQ(events.back()["state"]["round"], 2);
  }
}

// Short times, so that claims of a win and news of who is here come within the test.
const HubOptions kQuickClaims{.abandon_after = online::Milliseconds{300},
                              .presence_interval = online::Milliseconds{50},
                              .presence_renewal = online::Milliseconds{200}};

// The newest presence `client` has been told, after `quiet` without news: presence is
// sent when it changes, perhaps while the test waited for another message.
json latest_presence(WsClient& client, std::chrono::milliseconds quiet = 400ms) {
  messages_until_quiet(client, quiet);
  return client.latest("presence");
}

// Who is connected is shared: a player connected to another server is there (the
// presence says so, and no win can be claimed), and is gone once they leave it.
TEST(OnlineServers, APlayerOnAnotherServerIsPresentAndGoneOnceTheyLeave) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServersPresence"));
  const TestServer first(test_data_directory("OnlineServersPresenceFirst"), database, kQuickClaims);
  const TestServer second(test_data_directory("OnlineServersPresenceSecond"), database, kQuickClaims);
  SplitMatch match(first, second);
  match.start();
  auto spectator = join(first, match.game, std::nullopt);
  const json presence = latest_presence(*match.white);
  EXPECT_EQ(presence["black"], true) << presence.dump();
  EXPECT_EQ(presence["white"], true);
  EXPECT_EQ(presence["spectators"], 1);

  // Long past the time to claim, black is still connected to the first server.
  std::this_thread::sleep_for(500ms);
  match.white->send({{"type", "claim_win"}});
  const json refused = match.white->receive_type("error");
  EXPECT_EQ(refused["error"], "the opponent has been away 0 s; a win can be claimed after 0 s");

  match.black.reset();  // gone
  EXPECT_EQ(latest_presence(*match.white)["black"], false);
  std::this_thread::sleep_for(400ms);
  match.white->send({{"type", "claim_win"}});
  const json ended = match.white->receive_type("event");
  EXPECT_EQ(ended["event"]["reason"], "abandoned");
  EXPECT_EQ(ended["event"]["winner"], "white");
  EXPECT_EQ(spectator->receive_type("event")["event"], ended["event"]);
}

// The open table on every server lists a public match while its host waits at it through
// any of them, and none once the host has left.
TEST(OnlineServers, AnOpenMatchIsListedOnEveryServerWhileItsHostWaitsAtOne) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServersOpenTable"));
  HubOptions options = kQuickClaims;
  options.host_arrives_within = online::Milliseconds{300};
  const TestServer first(test_data_directory("OnlineServersOpenTableFirst"), database, options);
  const TestServer second(test_data_directory("OnlineServersOpenTableSecond"), database, options);
  const json created =
      http_request(first.endpoint(), http::verb::post, "/api/online", json({{"public", true}}).dump()).data();
  const auto listed_on = [](const TestServer& server) {
    const json page = http_request(server.endpoint(), http::verb::get, "/api/online/open").data();
    std::vector<std::string> ids;
    for (const json& game : page["games"]) ids.push_back(game["game"]);
    return ids;
  };
  const std::vector<std::string> open = {created["game"]};
  auto host = join(first, created["game"], created["seat"].get<std::string>());
  std::this_thread::sleep_for(500ms);  // past host_arrives_within, and the presence told
  EXPECT_EQ(listed_on(first), open);
  EXPECT_EQ(listed_on(second), open);

  host.reset();
  std::this_thread::sleep_for(500ms);
  EXPECT_TRUE(listed_on(first).empty());
  EXPECT_TRUE(listed_on(second).empty());
}

// A server that stops renewing its report (killed, cut off) stops counting: a player
// connected only through it is gone three renewals later.
TEST(OnlineServers, APlayerOnAServerGoneWithoutAWordIsGoneThreeRenewalsLater) {
  if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
  const TestDatabase database(test_data_directory("OnlineServersSilent"));
  const TestServer first(test_data_directory("OnlineServersSilentFirst"), database, kQuickClaims);
  const TestServer second(test_data_directory("OnlineServersSilentSecond"), database, kQuickClaims);
  SplitMatch match(first, second);
  match.start();
  EXPECT_EQ(latest_presence(*match.white)["black"], true);
  match.black.reset();
  EXPECT_EQ(latest_presence(*match.white)["black"], false);

  // Another server reports black connected through it, once, and never again.
  OnlineStore silent(database.location());
  const auto now =
      std::chrono::duration_cast<online::Milliseconds>(std::chrono::system_clock::now().time_since_epoch());
  silent.set_presence({{match.game, Presence{.host_seats = 1}}}, now);
  EXPECT_EQ(latest_presence(*match.white)["black"], true);
  match.white->send({{"type", "claim_win"}});
  EXPECT_EQ(match.white->receive_type("error")["error"],
            "the opponent has been away 0 s; a win can be claimed after 0 s");

  // Three renewals (600 ms) and the time to claim (300 ms) later, black is gone.
  std::this_thread::sleep_for(1200ms);
  match.white->send({{"type", "claim_win"}});
  EXPECT_EQ(match.white->receive_type("event")["event"]["reason"], "abandoned");
}

}  // namespace
}  // namespace reversi::server
