// What one client address may take of the server: games created a minute (local and
// online together), games imported a day and connections open at once; past any, 429
// with Retry-After and a JSON error saying which limit it is.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "server/ops/rate_limit.h"
#include "support/http_client.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using namespace std::chrono_literals;

TEST(RateLimit, LetsABurstThroughThenOneEachShareOfTheMinute) {
  RateLimit limit(2);
  const RateLimit::Clock::time_point start{};
  EXPECT_EQ(limit.take("a", start), 0U);
  EXPECT_EQ(limit.take("a", start), 0U);
  EXPECT_EQ(limit.take("a", start), 30U);  // two a minute: one more in 30 s
  EXPECT_EQ(limit.take("a", start + 20s), 10U);
  EXPECT_EQ(limit.take("b", start + 20s), 0U);  // each address has its own
  EXPECT_EQ(limit.take("a", start + 30s), 0U);
  EXPECT_EQ(limit.take("a", start + 30s), 30U);
}

TEST(RateLimit, CountsEventsTakenTogetherOverAnyPeriod) {
  RateLimit daily(10, 24h);
  const RateLimit::Clock::time_point start{};
  EXPECT_EQ(daily.take("a", start, 6), 0U);
  EXPECT_EQ(daily.take("a", start, 5), 8640U);  // one more than the 4 left: a tenth of a day
  EXPECT_EQ(daily.take("a", start + 8640s, 5), 0U);
  EXPECT_EQ(daily.take("a", start + 8640s, 1), 8640U);
}

// Answers with Retry-After and the API's error body.
void expect_too_many(const HttpReply& reply, const std::string& words) {
  EXPECT_EQ(reply.status, 429U) << reply.body;
  EXPECT_EQ(reply.content_type, "application/json; charset=utf-8");
  ASSERT_NE(reply.headers.find(http::field::retry_after), reply.headers.end());
  EXPECT_GE(std::stoi(std::string(reply.headers[http::field::retry_after])), 1);
  EXPECT_NE(reply.data()["error"].get<std::string>().find(words), std::string::npos) << reply.body;
}

TEST(ServerLimits, GamesCreatedPerMinuteAreLimitedPerAddressLocalAndOnlineTogether) {
  // Two a minute: a third within 30 s is refused.
  TestServer server(test_data_directory("games-per-minute"), {}, {}, {}, ClientLimits{.games_per_minute = 2});
  EXPECT_EQ(http_request(server.endpoint(), http::verb::post, "/api/games", "{}").status, 201U);
  EXPECT_EQ(http_request(server.endpoint(), http::verb::post, "/api/online", "{}").status, 201U);
  const HttpReply local = http_request(server.endpoint(), http::verb::post, "/api/games", "{}");
  expect_too_many(local, "too many new games from your address: at most 2 a minute");
  expect_too_many(http_request(server.endpoint(), http::verb::post, "/api/online", "{}"),
                  "too many new games");
  // Everything else goes on.
  EXPECT_EQ(http_request(server.endpoint(), http::verb::get, "/api/opponents").status, 200U);
}

// Joining a public match from the open table takes a game as creating one does.
TEST(ServerLimits, JoiningAnOpenGameCountsAgainstTheGamesAMinute) {
  TestServer server(test_data_directory("joins-per-minute"), {}, {}, {}, ClientLimits{.games_per_minute = 3});
  std::vector<std::string> games;
  for (int i = 0; i < 2; ++i) {
    const HttpReply created =
        http_request(server.endpoint(), http::verb::post, "/api/online", R"({"public":true})");
    ASSERT_EQ(created.status, 201U) << created.body;
    games.push_back(created.data()["game"]);
  }
  EXPECT_EQ(http_request(server.endpoint(), http::verb::post, "/api/online/" + games[0] + "/join", "").status,
            200U);
  expect_too_many(http_request(server.endpoint(), http::verb::post, "/api/online/" + games[1] + "/join", ""),
                  "too many new games from your address: at most 3 a minute");
  // The refused join took nothing: the game is still open.
  const HttpReply open = http_request(server.endpoint(), http::verb::get, "/api/online/open");
  ASSERT_EQ(open.data()["games"].size(), 1U) << open.body;
  EXPECT_EQ(open.data()["games"][0]["game"], games[1]);
}

// An import counts each game of its file against the address's games a day, apart from
// the games a minute (where the import is one request). Before, a file of a thousand
// games counted as one new game.
TEST(ServerLimits, ImportedGamesAreCountedOneByOneAgainstADayPerAddress) {
  TestServer server(test_data_directory("imported-games-per-day"), {}, {}, {},
                    ClientLimits{.games_per_minute = 10, .imported_games_per_day = 5});
  const auto import = [&](const std::string& file) {
    return http_request(server.endpoint(), http::verb::post, "/api/games/import?name=games.txt", file,
                        {{"Reversi-Player", "AliceAliceAliceAlice-_"}});
  };
  const HttpReply three = import("f5d6\nf5f6\nf5f4\n");
  ASSERT_EQ(three.status, 201U) << three.body;
  EXPECT_EQ(three.data()["ids"].size(), 3U);
  const HttpReply refused = import("f5d6\nf5f6\nf5f4\n");
  expect_too_many(refused, "too many imported games from your address: at most 5 a day; these 3 can come in");
  // A day is 86,400 s: one game more than the two left is a fifth of a day away.
  EXPECT_EQ(std::stoi(std::string(refused.headers[http::field::retry_after])), 86400 / 5);
  EXPECT_EQ(import("f5d6\nf5f6\n").status, 201U);  // the two left
  const HttpReply too_many = import("f5d6\nf5f6\nf5f4\nf5d6c3\nf5f6e6\nf5f4e3\n");
  EXPECT_EQ(too_many.status, 413U) << too_many.body;
  EXPECT_EQ(too_many.data()["error"], "the file holds 6 games, more than the 5 one address may import a day");
  // New games are another limit.
  EXPECT_EQ(http_request(server.endpoint(), http::verb::post, "/api/games", "{}").status, 201U);
}

// A GGF game of f5 d6 whose black player's name is `name`.
std::string game_named(const std::string& name) {
  return "(;GM[Othello]PB[" + name +
         "]PW[Bob]RE[?]TY[8]BO[8 ---------------------------O*------*O--------------------------- "
         "*]B[F5]W[D6];)\n";
}

// The bytes of each game count too: a file's names and notes are its writer's to choose,
// and a game a day of 60 kB names fills the disk as well as many small games. Before, a
// day's games of any size were let in.
TEST(ServerLimits, ImportedBytesAreCountedAgainstADayPerAddress) {
  const std::string long_name(1000, 'a');
  TestServer server(test_data_directory("imported-bytes-per-day"), {}, {}, {},
                    ClientLimits{.imported_games_per_day = 100, .imported_bytes_per_day = 2500});
  const auto import = [&](const std::string& file) {
    return http_request(server.endpoint(), http::verb::post, "/api/games/import?name=games.ggf", file,
                        {{"Reversi-Player", "AliceAliceAliceAlice-_"}});
  };
  // Each game takes its name twice (listed and in its GGF text): over 2,000 bytes.
  const HttpReply first = import(game_named(long_name));
  ASSERT_EQ(first.status, 201U) << first.body;
  const HttpReply refused = import(game_named(std::string(1000, 'b')));
  expect_too_many(refused, "too many imported bytes from your address: at most 2500 a day; these games' ");
  // Small games still fit in what is left, and the refused file took nothing of it.
  EXPECT_EQ(import(game_named("carol")).status, 201U);
  const HttpReply too_large = import(game_named(std::string(2000, 'c')));
  EXPECT_EQ(too_large.status, 413U) << too_large.body;
  EXPECT_NE(too_large.data()["error"].get<std::string>().find(
                " bytes as stored, more than the 2500 one address may import a day"),
            std::string::npos)
      << too_large.body;
}

TEST(RateLimit, SaysTheWaitWithoutCounting) {
  RateLimit daily(10, 24h);
  const RateLimit::Clock::time_point start{};
  EXPECT_EQ(daily.wait("a", start, 10), 0U);
  EXPECT_EQ(daily.wait("a", start, 11), 8640U);
  EXPECT_EQ(daily.take("a", start, 6), 0U);
  EXPECT_EQ(daily.wait("a", start, 4), 0U);
  EXPECT_EQ(daily.wait("a", start, 5), 8640U);
  EXPECT_EQ(daily.take("a", start, 4), 0U);  // the waits took nothing
}

// A keep-alive connection that has been answered once, so the server holds it.
std::unique_ptr<HttpConnection> held_connection(const boost::asio::ip::tcp::endpoint& server) {
  auto connection = std::make_unique<HttpConnection>(server);
  connection->send(http::verb::get, "/healthz");
  EXPECT_EQ(connection->answer().status, 200U);
  return connection;
}

TEST(ServerLimits, ConnectionsPerAddressAreLimitedHttpAndWebSocketAlike) {
  TestServer server(test_data_directory("connections-per-address"), {}, {}, {},
                    ClientLimits{.connections = 2});
  std::vector<std::unique_ptr<HttpConnection>> held;
  held.push_back(held_connection(server.endpoint()));
  held.push_back(held_connection(server.endpoint()));

  const HttpReply refused = http_request(server.endpoint(), http::verb::get, "/healthz");
  expect_too_many(refused, "too many connections from your address: at most 2 at once");
  EXPECT_TRUE(refused.closes);
  EXPECT_THROW(WsClient{server.endpoint()}, boost::system::system_error);

  // Once one of them has gone, another comes in. The server hears of the close on its own
  // time, so the new connection may have to try again.
  held.pop_back();
  unsigned status = 0;
  for (int attempt = 0; attempt < 100 && status != 200; ++attempt) {
    if (attempt > 0) std::this_thread::sleep_for(20ms);
    status = http_request(server.endpoint(), http::verb::get, "/healthz").status;
  }
  EXPECT_EQ(status, 200U);
}

}  // namespace
}  // namespace reversi::server
