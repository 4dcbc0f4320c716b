// Online play through the server (docs/protocol.md): two players and spectators over
// real WebSockets on loopback, reconnection, every kind of bad input, and restarts.
#include <gtest/gtest.h>

#include <mutex>
#include <thread>

#include "support/http_client.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using namespace std::chrono_literals;

struct CreatedLinks {
  std::string game;
  std::string host_seat;
  std::string guest_seat;
  std::string host_color;
};

// The guest's secret is the `seat` parameter of the opponent's link.
std::string seat_of_link(const std::string& link) { return link.substr(link.find("&seat=") + 6); }

class OnlineServerTest : public ::testing::Test {
 protected:
  CreatedLinks create(const json& body) {
    const HttpReply reply = http_request(server_->endpoint(), http::verb::post, "/api/online", body.dump());
    EXPECT_EQ(reply.status, 201u) << reply.body;
    const json created = reply.data();
    return CreatedLinks{created["game"], created["seat"], seat_of_link(created["links"]["opponent"]),
                        created["color"]};
  }

  // A client that has said hello and read its welcome.
  std::unique_ptr<WsClient> join(const std::string& game, const std::optional<std::string>& seat,
                                 std::uint64_t since = 0, json* welcome = nullptr) {
    auto client = std::make_unique<WsClient>(server_->endpoint());
    json hello = {{"type", "hello"}, {"game", game}, {"since", since}};
    if (seat) hello["seat"] = *seat;
    client->send(hello);
    const json answer = client->receive_type("welcome");
    if (welcome) *welcome = answer;
    return client;
  }

  // What a newcomer sees: the match's state now.
  json state_of(const std::string& game) {
    json welcome;
    join(game, std::nullopt, 0, &welcome);
    return welcome["state"];
  }

  // A spectator's request is refused, whatever it asks.
  void spectator_refused(const std::string& game, const json& message) {
    auto spectator = join(game, std::nullopt);
    spectator->send(message);
    EXPECT_EQ(spectator->receive_type("error")["error"], "spectators can only watch");
  }

  // Forgets the messages that have arrived so far.
  static void drain(WsClient& client) {
    while (client.receive(20ms)) {
    }
  }

  // Sends a request and returns the first event `watcher` hears after it; paced like a
  // quick person so that the flood limit stays out of the way.
  static json request(WsClient& player, WsClient& watcher, const json& message) {
    std::this_thread::sleep_for(60ms);
    drain(watcher);
    player.send(message);
    return watcher.receive_type("event");
  }

  static json move(WsClient& player, WsClient& watcher, const std::string& square) {
    return request(player, watcher, {{"type", "move"}, {"square", square}});
  }

  HubOptions hub_options_{std::chrono::milliseconds(1000)};
  std::unique_ptr<TestServer> server_ = std::make_unique<TestServer>(
      test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()), hub_options_);
};

TEST_F(OnlineServerTest, CreatingAMatchGivesSeatsAndASpectatorLink) {
  const HttpReply reply = http_request(server_->endpoint(), http::verb::post, "/api/online",
                                       R"({"color":"white","clock":{"minutes":5,"increment":3}})");
  ASSERT_EQ(reply.status, 201u) << reply.body;
  const json created = reply.data();
  EXPECT_EQ(created["color"], "white");
  EXPECT_EQ(created["game"].get<std::string>().size(), 22u);
  EXPECT_EQ(created["seat"].get<std::string>().size(), 22u);
  EXPECT_EQ(created["links"]["spectator"], "/?online=" + created["game"].get<std::string>());
  const std::string guest = seat_of_link(created["links"]["opponent"]);
  EXPECT_EQ(guest.size(), 22u);
  EXPECT_NE(guest, created["seat"]);
  const json state = state_of(created["game"]);
  EXPECT_EQ(state["clock"], json({{"initial_ms", 300000}, {"increment_ms", 3000}}));
  EXPECT_EQ(state["colors"], json({{"host", "white"}, {"guest", "black"}}));

  const std::vector<std::pair<std::string, std::string>> bad = {
      {R"({"color":"green"})", "'color': expected black, white or random, not 'green'"},
      {R"({"clock":{"minutes":0}})", "'clock.minutes': expected a number from 0.01 to 180"},
      {R"({"clock":{"minutes":1e-9}})", "'clock.minutes': expected a number from 0.01 to 180"},
      {R"({"clock":{"minutes":5,"increment":-1}})", "'clock.increment': expected seconds from 0 to 60"},
      {R"({"clock":"5+0"})", R"('clock': expected null or {"minutes": M, "increment": S})"},
  };
  for (const auto& [body, error] : bad) {
    const HttpReply refused = http_request(server_->endpoint(), http::verb::post, "/api/online", body);
    EXPECT_EQ(refused.status, 400u) << body;
    EXPECT_EQ(refused.data()["error"], error) << body;
  }
}

TEST_F(OnlineServerTest, TwoPlayersAndASpectatorPlayAWholeGameWithAPass) {
  const CreatedLinks match = create({{"color", "black"}});
  json welcome;
  auto black = join(match.game, match.host_seat, 0, &welcome);
  EXPECT_EQ(welcome["you"], json({{"seat", "host"}, {"color", "black"}}));
  auto white = join(match.game, match.guest_seat, 0, &welcome);
  EXPECT_EQ(welcome["you"], json({{"seat", "guest"}, {"color", "white"}}));
  auto spectator = join(match.game, std::nullopt, 0, &welcome);
  EXPECT_EQ(welcome["you"], json({{"seat", nullptr}, {"color", nullptr}}));

  // d3 c3 b3 b2 f5 a3 a1 c1: black must pass after white's c1.
  const std::vector<std::string> opening = {"d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1"};
  std::uint64_t seq = 0;
  json last;
  for (std::size_t i = 0; i < opening.size(); ++i) {
    WsClient& mover = i % 2 == 0 ? *black : *white;
    WsClient& other = i % 2 == 0 ? *white : *black;
    last = move(mover, other, opening[i]);
    EXPECT_EQ(last["event"]["seq"], ++seq);
    EXPECT_EQ(last["event"]["square"], opening[i]);
    EXPECT_EQ(mover.receive_type("event")["event"], last["event"]);       // the mover hears it too
    EXPECT_EQ(spectator->receive_type("event")["event"], last["event"]);  // and so does the spectator
  }
  const json pass = white->receive_type("event");
  EXPECT_EQ(pass["event"]["type"], "pass");
  EXPECT_EQ(pass["event"]["color"], "black");
  EXPECT_EQ(pass["state"]["to_move"], "white");
  EXPECT_EQ(black->receive_type("event")["event"], pass["event"]);
  EXPECT_EQ(spectator->receive_type("event")["event"], pass["event"]);

  // Then on to the end, each side playing its first legal move.
  json state = pass["state"];
  while (!state["over"].get<bool>()) {
    const bool black_moves = state["to_move"] == "black";
    WsClient& mover = black_moves ? *black : *white;
    WsClient& other = black_moves ? *white : *black;
    state = move(mover, other, state["legal"][0])["state"];
    drain(mover);
    drain(*spectator);
  }
  ASSERT_TRUE(state["end"].is_object());
  EXPECT_EQ(state["end"]["reason"], "finished");
  const int black_discs = state["counts"]["black"];
  const int white_discs = state["counts"]["white"];
  EXPECT_EQ(state["end"]["winner"], black_discs > white_discs   ? "black"
                                    : white_discs > black_discs ? "white"
                                                                : "draw");
  EXPECT_EQ(state_of(match.game)["transcript"], state["transcript"]);
}

// Presence right after the welcome, once: the first to join a match is not told twice.
TEST_F(OnlineServerTest, ANewcomerHearsThePresenceOnceRightAfterItsWelcome) {
  const CreatedLinks match = create({{"color", "black"}});
  WsClient black(server_->endpoint());
  black.send({{"type", "hello"}, {"game", match.game}, {"seat", match.host_seat}});
  EXPECT_EQ(black.receive()->at("type"), "welcome");
  const std::optional<json> presence = black.receive();
  ASSERT_TRUE(presence);
  EXPECT_EQ(*presence, json({{"type", "presence"}, {"black", true}, {"white", false}, {"spectators", 0}}));
  black.send({{"type", "ping"}});
  EXPECT_EQ(black.receive()->at("type"), "pong");
}

TEST_F(OnlineServerTest, AClientThatComesBackCatchesUpFromTheLastEventItSaw) {
  const CreatedLinks match = create({{"color", "black"}});
  auto black = join(match.game, match.host_seat);
  auto white = join(match.game, match.guest_seat);
  move(*black, *white, "f5");
  const json seen = black->receive_type("event");
  black.reset();  // the page is closed or the network drops
  move(*white, *white, "d6");
  json welcome;
  black = join(match.game, match.host_seat, seen["event"]["seq"], &welcome);
  ASSERT_EQ(welcome["missed"].size(), 1u);
  EXPECT_EQ(welcome["missed"][0]["square"], "d6");
  EXPECT_EQ(welcome["missed"][0]["seq"], 2);
  EXPECT_EQ(welcome["state"]["to_move"], "black");
  // The same seat on a second device: both hear everything, either can move.
  json second;
  auto phone = join(match.game, match.host_seat, 0, &second);
  EXPECT_EQ(second["missed"].size(), 2u);
  const json event = move(*phone, *white, "c3");
  EXPECT_EQ(event["event"]["color"], "black");
  EXPECT_EQ(black->receive_type("event")["event"], event["event"]);
}

// Sequence numbers are stored as SQLite's signed 64-bit integers; a `since` beyond them
// must not wrap round to a negative number, before every event.
TEST_F(OnlineServerTest, ASinceBeyondEveryEventMissesNothing) {
  const CreatedLinks match = create({{"color", "black"}});
  auto black = join(match.game, match.host_seat);
  auto white = join(match.game, match.guest_seat);
  move(*black, *white, "f5");
  for (const std::uint64_t since : {std::uint64_t{1} << 63, ~std::uint64_t{0}}) {
    json welcome;
    join(match.game, std::nullopt, since, &welcome);
    EXPECT_EQ(welcome["missed"], json::array()) << since;
    EXPECT_EQ(welcome["state"]["seq"], 1) << since;
  }
}

TEST_F(OnlineServerTest, BadRequestsGetAReasonAndChangeNothing) {
  const CreatedLinks match = create({{"color", "black"}});
  auto black = join(match.game, match.host_seat);
  auto white = join(match.game, match.guest_seat);
  auto spectator = join(match.game, std::nullopt);
  move(*black, *white, "f5");
  const json before = state_of(match.game);

  auto error_for = [](WsClient& client, const std::string& text) {
    std::this_thread::sleep_for(60ms);
    client.send_text(text);
    return client.receive_type("error")["error"].get<std::string>();
  };
  EXPECT_EQ(error_for(*black, "{not json"), "not valid JSON");
  EXPECT_EQ(error_for(*black, R"({"type":"teleport"})"), "unknown message type 'teleport'");
  EXPECT_EQ(error_for(*black, R"({"square":"d6"})"), "'type': missing");
  EXPECT_EQ(error_for(*black, R"({"type":"move","square":"d6"})"), "it is not your turn (white to move)");
  EXPECT_EQ(error_for(*white, R"({"type":"move","square":"a1"})"), "a1: not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(error_for(*white, R"({"type":"move","square":"z9"})"), "'square': 'z9': not a square (a1 to h8)");
  EXPECT_EQ(error_for(*white, R"({"type":"move"})"), "'square': missing");
  EXPECT_EQ(error_for(*spectator, R"({"type":"move","square":"d6"})"), "spectators can only watch");
  EXPECT_EQ(error_for(*spectator, R"({"type":"resign"})"), "spectators can only watch");
  EXPECT_EQ(error_for(*black, R"({"type":"hello","game":"x"})"), "already joined a game");
  EXPECT_EQ(error_for(*white, R"({"type":"rematch"})"),
            "a rematch can be offered only when the game is over");

  WsClient stranger(server_->endpoint());
  EXPECT_EQ(error_for(stranger, R"({"type":"move","square":"d6"})"), "send hello first");

  WsClient wrong_game(server_->endpoint());
  EXPECT_EQ(error_for(wrong_game, R"({"type":"hello","game":"no-such-game"})"), "no such game");
  EXPECT_EQ(wrong_game.closed()->reason, "no such game");

  WsClient wrong_seat(server_->endpoint());
  EXPECT_EQ(
      error_for(wrong_seat, json({{"type", "hello"}, {"game", match.game}, {"seat", "guessed"}}).dump()),
      "this seat link is not valid for the game");
  EXPECT_EQ(wrong_seat.closed()->reason, "wrong seat");

  EXPECT_EQ(state_of(match.game), before);
}

TEST_F(OnlineServerTest, OversizedMessagesAndFloodsCloseTheConnection) {
  const CreatedLinks match = create({{"color", "black"}});
  auto black = join(match.game, match.host_seat);
  black->send_text(std::string(8000, ' '));
  const auto too_big = black->closed();
  ASSERT_TRUE(too_big);
  EXPECT_EQ(too_big->code, boost::beast::websocket::close_code::too_big);
  // Beast sends the close before the server's read hears of it.
  for (int wait = 0; wait < 500 && server_->metrics().errors_of(ErrorKind::WebSocketProtocol) == 0; ++wait) {
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_EQ(server_->metrics().errors_of(ErrorKind::WebSocketProtocol), 1u);

  auto white = join(match.game, match.guest_seat);
  for (int i = 0; i < 40; ++i) white->send({{"type", "ping"}});
  const auto flooded = white->closed();
  ASSERT_TRUE(flooded);
  EXPECT_EQ(flooded->reason, "too many messages");
  EXPECT_EQ(server_->metrics().errors_of(ErrorKind::RateLimited), 1u);
  EXPECT_EQ(state_of(match.game)["seq"], 0);
}

TEST_F(OnlineServerTest, FloodsOfPingsOrPongsCloseTheConnectionWith1008) {
  const CreatedLinks match = create({{"color", "black"}});
  auto black = join(match.game, match.host_seat);
  auto white = join(match.game, match.guest_seat);
  // Back to back, far beyond the limit; a hundred is ten times its burst.
  auto flood = [&](WsClient& client, void (WsClient::*frame)()) {
    for (int i = 0; i < 100; ++i) (client.*frame)();
    return client.closed();
  };
  const auto pinged = flood(*white, &WsClient::ping);
  ASSERT_TRUE(pinged);
  EXPECT_EQ(pinged->code, boost::beast::websocket::close_code::policy_error);
  EXPECT_EQ(pinged->reason, "too many pings");
  EXPECT_EQ(server_->metrics().errors_of(ErrorKind::RateLimited), 1u);

  WsClient spectator(server_->endpoint());
  const auto ponged = flood(spectator, &WsClient::pong);
  ASSERT_TRUE(ponged);
  EXPECT_EQ(ponged->code, boost::beast::websocket::close_code::policy_error);
  EXPECT_EQ(server_->metrics().errors_of(ErrorKind::RateLimited), 2u);

  // The game goes on for the others.
  auto white_again = join(match.game, match.guest_seat);
  EXPECT_EQ(move(*black, *white_again, "d3")["event"]["square"], "d3");
}

TEST(OnlineServerLimits, AClientThatStopsReadingIsDropped) {
  // Small buffers and a short queue, so that a few moves overflow them.
  WebSocketLimits limits;
  limits.max_queued_messages = 4;
  limits.send_buffer_bytes = 4096;
  TestServer server(test_data_directory("AClientThatStopsReadingIsDropped"), HubOptions{}, limits);
  const json created =
      http_request(server.endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  const std::string game = created["game"];
  auto hello = [&](WsClient& client, const std::optional<std::string>& seat) {
    json message = {{"type", "hello"}, {"game", game}};
    if (seat) message["seat"] = *seat;
    client.send(message);
    return client.receive_type("welcome");
  };
  WsClient black(server.endpoint());
  json current = hello(black, created["seat"])["state"];
  WsClient white(server.endpoint());
  hello(white, seat_of_link(created["links"]["opponent"]));
  WsClient lazy(server.endpoint(), 1024);
  hello(lazy, std::nullopt);  // and then never reads again
  while (black.receive_type("presence")["spectators"] != 1) {
  }

  // Play on, watching black's messages for the presence update that says the
  // spectator is gone.
  bool dropped = false;
  for (int ply = 0; ply < 60 && !dropped && !current["over"].get<bool>(); ++ply) {
    WsClient& mover = current["to_move"] == "black" ? black : white;
    std::this_thread::sleep_for(60ms);
    mover.send({{"type", "move"}, {"square", current["legal"][0]}});
    for (;;) {
      const std::optional<json> message = black.receive(2s);
      ASSERT_TRUE(message) << "no event after ply " << ply;
      if ((*message)["type"] == "presence" && (*message)["spectators"] == 0) dropped = true;
      if ((*message)["type"] == "event") {
        current = (*message)["state"];
        break;
      }
    }
    while (const std::optional<json> message = white.receive(10ms)) {
    }
  }
  while (const std::optional<json> message = black.receive(300ms)) {
    if ((*message)["type"] == "presence" && (*message)["spectators"] == 0) dropped = true;
  }
  EXPECT_TRUE(dropped);
  EXPECT_EQ(server.metrics().errors_of(ErrorKind::SlowClient), 1u);
}

TEST(OnlineServerLimits, PingsAndPongsAtAModestRateKeepTheConnectionOpen) {
  // A quick limit, so that a short test goes well past the burst at half the rate.
  WebSocketLimits limits;
  limits.control_frames_per_second = 40;
  limits.control_frames_burst = 5;
  TestServer server(test_data_directory("PingsAndPongsAtAModestRateKeepTheConnectionOpen"), HubOptions{},
                    limits);
  const json created =
      http_request(server.endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  WsClient client(server.endpoint());
  client.send({{"type", "hello"}, {"game", created["game"]}, {"seat", created["seat"]}});
  client.receive_type("welcome");
  for (int i = 0; i < 30; ++i) {
    if (i % 2 == 0) {
      client.ping();
    } else {
      client.pong();
    }
    std::this_thread::sleep_for(50ms);
  }
  client.send({{"type", "ping"}});
  EXPECT_NO_THROW(client.receive_type("pong"));
  EXPECT_FALSE(client.is_closed());
  EXPECT_EQ(server.metrics().errors_of(ErrorKind::RateLimited), 0u);
}

TEST_F(OnlineServerTest, ResignRematchWithSwappedColoursAndAbort) {
  const CreatedLinks match = create({{"color", "black"}});
  auto host = join(match.game, match.host_seat);
  auto guest = join(match.game, match.guest_seat);
  move(*host, *guest, "f5");
  json end = request(*guest, *host, {{"type", "resign"}});
  EXPECT_EQ(end["event"]["type"], "end");
  EXPECT_EQ(end["event"]["reason"], "resigned");
  EXPECT_EQ(end["event"]["winner"], "black");

  EXPECT_EQ(request(*guest, *host, {{"type", "rematch"}})["event"]["type"], "rematch_offer");
  const json rematch = request(*host, *guest, {{"type", "rematch"}});
  EXPECT_EQ(rematch["event"]["type"], "rematch");
  EXPECT_EQ(rematch["event"]["round"], 2);
  EXPECT_EQ(rematch["state"]["colors"], json({{"host", "white"}, {"guest", "black"}}));
  EXPECT_EQ(rematch["state"]["plies"], json::array());
  // Presence follows the seats to their new colours.
  const json presence = guest->receive_type("presence");
  EXPECT_EQ(presence, json({{"type", "presence"}, {"white", true}, {"black", true}, {"spectators", 0}}));

  // In round 2 the guest has black and opens; the host may still abort before moving.
  move(*guest, *host, "d3");
  EXPECT_TRUE(state_of(match.game)["can_abort"].get<bool>());
  end = request(*host, *guest, {{"type", "abort"}});
  EXPECT_EQ(end["event"]["reason"], "aborted");
  EXPECT_EQ(end["event"]["winner"], "none");
  EXPECT_TRUE(end["state"]["guest_came"].get<bool>());
}

// The issue's case: the host aborts a game the guest never came to. There is nobody to play
// again, and the state says why the page offers no rematch.
TEST_F(OnlineServerTest, AGameAbortedBeforeTheGuestCameHasNoRematch) {
  const CreatedLinks match = create({{"color", "black"}});
  auto host = join(match.game, match.host_seat);
  host->send({{"type", "move"}, {"square", "f5"}});
  host->receive_type("event");
  host->send({{"type", "abort"}});
  const json end = host->receive_type("event");
  EXPECT_EQ(end["event"]["reason"], "aborted");
  EXPECT_FALSE(end["state"]["guest_came"].get<bool>());
  host->send({{"type", "rematch"}});
  EXPECT_EQ(host->receive_type("error")["error"],
            "the opponent never came: there is nobody to play again; create a new game");
}

// The server is told of each round that ends, with its game, so that its book may learn
// it; an aborted round teaches nothing and is not told.
TEST_F(OnlineServerTest, TellsOfEachRoundThatEndsButAnAbortedOne) {
  std::mutex mutex;
  std::vector<std::string> ended;
  HubOptions options = hub_options_;
  options.round_ended = [&](const Game& game) {
    const std::lock_guard lock(mutex);
    ended.push_back(game.transcript());
  };
  server_.reset();
  server_ = std::make_unique<TestServer>(test_data_directory("TellsOfEachRoundThatEnds"), options);
  const CreatedLinks match = create({{"color", "black"}});
  auto host = join(match.game, match.host_seat);
  auto guest = join(match.game, match.guest_seat);
  move(*host, *guest, "f5");
  move(*guest, *host, "d6");
  EXPECT_EQ(request(*guest, *host, {{"type", "resign"}})["event"]["reason"], "resigned");
  request(*guest, *host, {{"type", "rematch"}});
  request(*host, *guest, {{"type", "rematch"}});
  EXPECT_EQ(request(*host, *guest, {{"type", "abort"}})["event"]["reason"], "aborted");
  const std::lock_guard lock(mutex);
  EXPECT_EQ(ended, std::vector<std::string>{"f5d6"});
}

// Draw offers and takeback requests are refereed and stored like moves: refusals change
// nothing, and a restart replays the match with what was declined and taken back.
TEST_F(OnlineServerTest, DrawOffersAndTakebacksAreRefereedStoredAndReplayed) {
  const CreatedLinks match = create({{"color", "black"}, {"clock", {{"minutes", 5}}}});
  {
    auto host = join(match.game, match.host_seat);
    auto guest = join(match.game, match.guest_seat);
    move(*host, *guest, "f5");
    move(*guest, *host, "d6");
    move(*host, *guest, "c3");
    json asked = request(*host, *guest, {{"type", "ask_takeback"}});
    EXPECT_EQ(asked["event"]["type"], "takeback_request");
    EXPECT_EQ(asked["state"]["takeback_asked_by"], "black");
    const json taken = request(*guest, *host, {{"type", "answer_takeback"}, {"accept", true}});
    EXPECT_EQ(taken["event"]["type"], "takeback");
    EXPECT_EQ(taken["event"]["plies"], 1);
    EXPECT_EQ(taken["state"]["transcript"], "f5d6");
    EXPECT_EQ(taken["state"]["to_move"], "black");
    EXPECT_EQ(taken["state"]["clocks"]["running"], "black");
    guest->send({{"type", "answer_takeback"}, {"accept", true}});
    EXPECT_EQ(guest->receive_type("error")["error"], "your opponent has not asked to take back a move");

    EXPECT_EQ(request(*host, *guest, {{"type", "offer_draw"}})["state"]["draw_offered_by"], "black");
    guest->send({{"type", "answer_draw"}, {"accept", "yes"}});
    const json malformed = guest->receive_type("error");
    EXPECT_EQ(malformed["error"], "'accept': expected true or false");
    const json declined = request(*guest, *host, {{"type", "answer_draw"}, {"accept", false}});
    EXPECT_EQ(declined["event"]["type"], "draw_declined");
    EXPECT_EQ(declined["state"]["draw_offered_by"], nullptr);
    host->send({{"type", "offer_draw"}});
    EXPECT_EQ(host->receive_type("error")["error"],
              "your draw offer was declined: you may offer one again after the next move");
    spectator_refused(match.game, {{"type", "offer_draw"}});
  }
  server_->stop();
  server_->start();
  const json state = state_of(match.game);
  EXPECT_EQ(state["transcript"], "f5d6");
  EXPECT_EQ(state["seq"], 7);
  EXPECT_EQ(state["can_offer_draw"], json({{"black", false}, {"white", true}}));

  auto host = join(match.game, match.host_seat);
  auto guest = join(match.game, match.guest_seat);
  move(*host, *guest, "c3");
  request(*guest, *host, {{"type", "offer_draw"}});
  const json agreed = request(*host, *guest, {{"type", "answer_draw"}, {"accept", true}});
  EXPECT_EQ(agreed["event"]["type"], "end");
  EXPECT_EQ(agreed["event"]["reason"], "agreed");
  EXPECT_EQ(agreed["event"]["winner"], "draw");
  EXPECT_TRUE(agreed["state"]["over"].get<bool>());
}

TEST_F(OnlineServerTest, AWinIsClaimedOnlyWhenTheOpponentHasBeenGoneLongEnough) {
  const CreatedLinks match = create({{"color", "black"}});
  auto host = join(match.game, match.host_seat);
  auto guest = join(match.game, match.guest_seat);
  move(*host, *guest, "f5");
  move(*guest, *host, "d6");
  guest.reset();
  std::this_thread::sleep_for(100ms);
  host->send({{"type", "claim_win"}});
  EXPECT_EQ(host->receive_type("error")["error"],
            "the opponent has been away 0 s; a win can be claimed after 1 s");
  std::this_thread::sleep_for(1100ms);  // this server's abandon time is 1 s
  const json end = request(*host, *host, {{"type", "claim_win"}});
  EXPECT_EQ(end["event"]["reason"], "abandoned");
  EXPECT_EQ(end["event"]["winner"], "black");
}

TEST_F(OnlineServerTest, TheWelcomeSaysHowLongAnOpponentMustBeAwayBeforeAClaim) {
  const CreatedLinks match = create({{"color", "black"}});
  json welcome;
  join(match.game, match.host_seat, 0, &welcome);
  EXPECT_EQ(welcome["abandon_ms"], 1000);  // this server's abandon time is 1 s
}

TEST_F(OnlineServerTest, TheServerEndsTheGameWhenAFlagFalls) {
  const CreatedLinks match = create({{"color", "black"}, {"clock", {{"minutes", 0.01}, {"increment", 0}}}});
  auto black = join(match.game, match.host_seat);
  auto white = join(match.game, match.guest_seat);
  move(*black, *white, "f5");
  const json second = move(*white, *black, "d6");
  EXPECT_EQ(second["state"]["clocks"]["running"], "black");
  EXPECT_EQ(second["state"]["clocks"]["black"], 600);
  // Black does nothing; 0.6 s later the server ends the game by itself.
  drain(*white);
  const json end = white->receive_type("event", 3s);
  EXPECT_EQ(end["event"]["type"], "end");
  EXPECT_EQ(end["event"]["reason"], "time");
  EXPECT_EQ(end["event"]["winner"], "white");
  EXPECT_EQ(end["state"]["clocks"]["black"], 0);
}

TEST_F(OnlineServerTest, GamesGoOnFromTheSameLinksAfterARestart) {
  const CreatedLinks match = create({{"color", "white"}});
  {
    auto white = join(match.game, match.host_seat);
    auto black = join(match.game, match.guest_seat);
    move(*black, *white, "f5");
    move(*white, *black, "d6");
  }
  server_->stop();
  server_->start();
  json welcome;
  auto black = join(match.game, match.guest_seat, 0, &welcome);
  EXPECT_EQ(welcome["you"]["color"], "black");
  EXPECT_EQ(welcome["missed"].size(), 2u);
  EXPECT_EQ(welcome["state"]["transcript"], "f5d6");
  auto white = join(match.game, match.host_seat);
  EXPECT_EQ(move(*black, *white, "c3")["event"]["seq"], 3);
}

// A row that cannot be read (a disk fault, a hand edit) loses what follows it, and only
// that: the match goes on from the last good event, the server says so, and new moves
// are saved where the damaged ones were.
TEST_F(OnlineServerTest, ADamagedEventRowRecoversTheMatchUpToIt) {
  const CreatedLinks match = create({{"color", "black"}});
  {
    auto black = join(match.game, match.host_seat);
    auto white = join(match.game, match.guest_seat);
    move(*black, *white, "f5");
    move(*white, *black, "d6");
    move(*black, *white, "c3");
  }
  server_->stop();
  server_->connect()->execute("UPDATE online_events SET event = '{\"dam' WHERE seq = 2");
  ::testing::internal::CaptureStderr();
  server_->start();
  json welcome;
  auto black = join(match.game, match.host_seat, 0, &welcome);
  const std::string log = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(log.find("match " + match.game + ": event 2 is damaged; the match goes on from event 1"),
            std::string::npos)
      << log;
  EXPECT_EQ(welcome["missed"].size(), 1u);
  EXPECT_EQ(welcome["state"]["transcript"], "f5");
  auto white = join(match.game, match.guest_seat);
  EXPECT_EQ(move(*white, *black, "f6")["event"]["seq"], 2);
  black.reset();
  white.reset();
  server_->stop();
  server_->start();
  EXPECT_EQ(state_of(match.game)["transcript"], "f5f6");
}

}  // namespace
}  // namespace reversi::server
