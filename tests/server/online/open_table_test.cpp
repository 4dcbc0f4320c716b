// The open table through the server (docs/api.md, "Online play"): a public match is listed
// until its guest's seat is handed to the first who joins, who then plays it; a match that
// ended, waited too long or whose host left leaves the list; joining counts against the
// games a minute.
#include <gtest/gtest.h>

#include <thread>

#include "support/http_client.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using namespace std::chrono_literals;

class OnlineOpenTable : public ::testing::Test {
 protected:
  HttpReply post(const std::string& target, const json& body = json::object()) {
    return http_request(server_->endpoint(), http::verb::post, target, body.dump());
  }

  json create(const json& body) {
    const HttpReply reply = post("/api/online", body);
    EXPECT_EQ(reply.status, 201u) << reply.body;
    // Matches made in the same millisecond would list in the order of their ids.
    std::this_thread::sleep_for(5ms);
    return reply.data();
  }

  HttpReply join(const std::string& game) { return post("/api/online/" + game + "/join"); }

  std::vector<std::string> listed() {
    const HttpReply reply = http_request(server_->endpoint(), http::verb::get, "/api/online/open");
    EXPECT_EQ(reply.status, 200u) << reply.body;
    std::vector<std::string> ids;
    const json page = reply.data();
    for (const json& game : page["games"]) ids.push_back(game["game"]);
    return ids;
  }

  static void expect_refused(const HttpReply& reply, unsigned status, const std::string& code,
                             const std::string& error) {
    EXPECT_EQ(reply.status, status) << reply.body;
    EXPECT_EQ(reply.data()["error"], error) << reply.body;
    EXPECT_EQ(reply.data()["reason"]["code"], code) << reply.body;
  }

  void restart(HubOptions options) {
    server_.reset();
    server_ = std::make_unique<TestServer>(
        test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()), options);
  }

  std::unique_ptr<TestServer> server_ = std::make_unique<TestServer>(
      test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()));
};

TEST_F(OnlineOpenTable, APublicMatchIsListedUntilTheFirstWhoJoinsTakesTheGuestsSeat) {
  const json personal = create({{"color", "black"}});
  EXPECT_EQ(personal["public"], false);
  EXPECT_TRUE(personal["links"]["opponent"].is_string());
  const json timed =
      create({{"color", "black"}, {"clock", {{"minutes", 5}, {"increment", 3}}}, {"public", true}});
  EXPECT_EQ(timed["public"], true);
  // Its guest comes from the list, never by a link that could seat two.
  EXPECT_EQ(timed["links"]["opponent"], nullptr);
  EXPECT_EQ(timed["links"]["spectator"], "/?online=" + timed["game"].get<std::string>());
  const json untimed = create({{"color", "white"}, {"public", true}});

  const HttpReply open = http_request(server_->endpoint(), http::verb::get, "/api/online/open");
  ASSERT_EQ(open.status, 200u) << open.body;
  const json games = open.data()["games"];
  ASSERT_EQ(games.size(), 2u) << open.body;
  EXPECT_EQ(games[0]["game"], untimed["game"]);  // newest first
  EXPECT_EQ(games[0]["host_color"], "white");
  EXPECT_EQ(games[0]["clock"], nullptr);
  EXPECT_EQ(games[1]["game"], timed["game"]);
  EXPECT_EQ(games[1]["host_color"], "black");
  EXPECT_EQ(games[1]["clock"], json({{"initial_ms", 300000}, {"increment_ms", 3000}}));
  EXPECT_LT(games[1]["created"].get<std::int64_t>(), games[0]["created"].get<std::int64_t>());
  EXPECT_EQ(games[1].size(), 4u);  // no secret in the list

  const HttpReply joined = join(timed["game"]);
  ASSERT_EQ(joined.status, 200u) << joined.body;
  EXPECT_EQ(joined.data()["game"], timed["game"]);
  EXPECT_EQ(joined.data()["color"], "white");
  const std::string guest_seat = joined.data()["seat"];
  EXPECT_EQ(guest_seat.size(), 22u);
  expect_refused(join(timed["game"]), 409, "seat_taken", "someone else has joined this game first");
  EXPECT_EQ(listed(), std::vector<std::string>{untimed["game"]});
  expect_refused(join(personal["game"]), 404, "no_open_game", "no open game with this id");
  expect_refused(join("AAAAAAAAAAAAAAAAAAAAAA"), 404, "no_open_game", "no open game with this id");

  // The seat handed out is the guest's: the host plays black against it.
  WsClient host(server_->endpoint());
  host.send({{"type", "hello"}, {"game", timed["game"]}, {"seat", timed["seat"]}});
  host.receive_type("welcome");
  WsClient guest(server_->endpoint());
  guest.send({{"type", "hello"}, {"game", timed["game"]}, {"seat", guest_seat}});
  EXPECT_EQ(guest.receive_type("welcome")["you"], json({{"seat", "guest"}, {"color", "white"}}));
  host.send({{"type", "move"}, {"square", "f5"}});
  EXPECT_EQ(guest.receive_type("event")["event"]["square"], "f5");
  EXPECT_EQ(host.receive_type("event")["event"]["square"], "f5");
  guest.send({{"type", "move"}, {"square", "d6"}});
  EXPECT_EQ(host.receive_type("event")["event"]["square"], "d6");
}

TEST_F(OnlineOpenTable, AMatchThatEndedOrWaitedTooLongLeavesTheList) {
  HubOptions options;
  options.listed_for = 3000ms;
  restart(options);
  const json waiting = create({{"public", true}});
  std::this_thread::sleep_for(1500ms);
  const json aborted = create({{"color", "black"}, {"public", true}});
  WsClient host(server_->endpoint());
  host.send({{"type", "hello"}, {"game", aborted["game"]}, {"seat", aborted["seat"]}});
  host.receive_type("welcome");
  EXPECT_EQ(listed(), (std::vector<std::string>{aborted["game"], waiting["game"]}));
  host.send({{"type", "abort"}});
  EXPECT_EQ(host.receive_type("event")["event"]["reason"], "aborted");
  EXPECT_EQ(listed(), std::vector<std::string>{waiting["game"]});
  expect_refused(join(aborted["game"]), 409, "open_game_ended", "this game ended before anyone joined it");

  std::this_thread::sleep_for(1600ms);  // the first has waited over 3 s
  EXPECT_TRUE(listed().empty());
  expect_refused(join(waiting["game"]), 409, "open_game_expired",
                 "this game waited too long for an opponent and is no longer open");
}

// Before, a match stayed on the table for its whole 15 minutes after its host had closed
// the page, and whoever joined it waited for a player who was gone.
TEST_F(OnlineOpenTable, AMatchWhoseHostLeftLeavesTheList) {
  HubOptions options;
  options.host_arrives_within = 500ms;
  restart(options);
  const json left = create({{"public", true}});
  const json never_came = create({{"public", true}});
  EXPECT_EQ(listed(), (std::vector<std::string>{never_came["game"], left["game"]}));
  {
    WsClient host(server_->endpoint());
    host.send({{"type", "hello"}, {"game", left["game"]}, {"seat", left["seat"]}});
    host.receive_type("welcome");
    std::this_thread::sleep_for(600ms);  // past host_arrives_within: only a host at it counts
    EXPECT_EQ(listed(), std::vector<std::string>{left["game"]});
  }
  // The host's connection closes on the server's thread a moment later.
  for (int tries = 0; tries < 100 && !listed().empty(); ++tries) std::this_thread::sleep_for(20ms);
  EXPECT_TRUE(listed().empty());
  expect_refused(join(left["game"]), 409, "open_game_host_left", "the host of this game has left it");
  expect_refused(join(never_came["game"]), 409, "open_game_host_left", "the host of this game has left it");

  // Back (a reload), the host is waiting again.
  WsClient back(server_->endpoint());
  back.send({{"type", "hello"}, {"game", left["game"]}, {"seat", left["seat"]}});
  back.receive_type("welcome");
  EXPECT_EQ(listed(), std::vector<std::string>{left["game"]});
  EXPECT_EQ(join(left["game"]).status, 200u);
}

}  // namespace
}  // namespace reversi::server
