// Several `reversi serve` processes on one PostgreSQL, and the faults a deployment meets:
// an instance killed with kill -9 mid-match (its players go on at the next instance of the
// list the page is given, GET /api/instances), and PostgreSQL restarted mid-match (the
// instances connect again). Either way no move a player heard acknowledged is lost, and
// every spectator hears every event once, in order. The test starts a PostgreSQL of its own,
// on a free TCP port, so that restarting it disturbs no other test.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "support/free_port.h"
#include "support/http_client.h"
#include "support/own_postgresql.h"
#include "support/scratch_directory.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using boost::asio::ip::tcp;
using nlohmann::json;
using namespace std::chrono_literals;

// How long a client waits for what it expects, reconnections included.
constexpr auto kPatience = 20s;

// The endpoint of an instance named by its origin, "http://127.0.0.1:PORT".
tcp::endpoint endpoint_of(const std::string& origin) {
  const std::size_t colon = origin.rfind(':');
  return {boost::asio::ip::make_address("127.0.0.1"),
          static_cast<unsigned short>(std::stoi(origin.substr(colon + 1)))};
}

// A player of one match, or a spectator, that connects as the page does (web/js/online.js):
// to the instances of GET /api/instances from the first given, the same one again after a
// drop, the next when one cannot be reached; saying which event it heard last, so that the
// instance tells it what it missed. It checks that it hears every event once, in order.
class Participant {
 public:
  Participant(std::vector<tcp::endpoint> instances, std::size_t first, std::string game,
              std::optional<std::string> seat)
      : instances_(std::move(instances)), at_(first), game_(std::move(game)), seat_(std::move(seat)) {
    connect();
  }

  // Sends a move; returns once this player hears it stored, asking again when the instance
  // could not store it or the connection dropped before it said.
  void play(const std::string& square) {
    const std::uint64_t before = last_seq_;
    send({{"type", "move"}, {"square", square}});
    wait_for_own_move(before);
  }

  // Sends a move and returns at once, before any answer: the move is in flight.
  void send_move(const std::string& square) { send({{"type", "move"}, {"square", square}}); }

  // After send_move: returns once the move is stored, sending it again where it was lost.
  void wait_for_own_move(std::uint64_t before) {
    const std::string square = last_move_sent_;
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (std::chrono::steady_clock::now() < deadline) {
      const std::optional<json> message = client_ ? client_->receive(500ms) : std::nullopt;
      if (!message) {
        if (!client_ || client_->is_closed()) {
          connect();
          if (last_seq_ > before) return;  // stored before the drop
          send({{"type", "move"}, {"square", square}});
        }
        continue;
      }
      if ((*message)["type"] == "event") {
        hear((*message)["event"], (*message)["state"]);
        if (last_seq_ > before) return;
      } else if ((*message)["type"] == "error") {
        std::this_thread::sleep_for(200ms);  // "could not save this; nothing changed, try again"
        send({{"type", "move"}, {"square", square}});
      }
    }
    throw std::runtime_error("move " + square + " was never stored");
  }

  // Returns once this client has heard event `seq`, reconnecting when its connection ends.
  void hear_up_to(std::uint64_t seq) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (last_seq_ < seq) {
      if (std::chrono::steady_clock::now() > deadline)
        throw std::runtime_error("event " + std::to_string(seq) + " never came");
      read_once();
    }
  }

  // Returns once this client is connected elsewhere than instance `gone`, which was
  // killed. One whose last move the instance acknowledged just before it died is still
  // connected there: it notices the drop and goes on at the next, as the page does.
  void wait_to_leave(std::size_t gone) {
    const auto deadline = std::chrono::steady_clock::now() + kPatience;
    while (at_ == gone) {
      if (std::chrono::steady_clock::now() > deadline)
        throw std::runtime_error("still connected to instance " + std::to_string(gone));
      read_once();
    }
  }

  std::uint64_t last_seq() const { return last_seq_; }
  const json& state() const { return state_; }
  // Where it is connected now, as an index into the instances.
  std::size_t instance() const { return at_; }
  // Every event heard, in order, each once.
  const std::vector<json>& heard() const { return heard_; }

 private:
  // Waits up to half a second for a message, hearing it if it is an event; reconnects
  // where the connection has ended.
  void read_once() {
    const std::optional<json> message = client_ ? client_->receive(500ms) : std::nullopt;
    if (message && (*message)["type"] == "event") hear((*message)["event"], (*message)["state"]);
    if (!message && (!client_ || client_->is_closed())) connect();
  }

  void send(const json& message) {
    if (message["type"] == "move") last_move_sent_ = message["square"];
    try {
      if (client_ && !client_->is_closed()) client_->send(message);
    } catch (const std::exception&) {
      // The connection is gone: the waiting that follows reconnects.
    }
  }

  void connect() {
    client_.reset();
    for (std::size_t attempt = 0; attempt < 4 * instances_.size(); ++attempt) {
      try {
        auto client = std::make_unique<WsClient>(instances_[at_]);
        json hello = {{"type", "hello"}, {"game", game_}, {"since", last_seq_}};
        if (seat_) hello["seat"] = *seat_;
        client->send(hello);
        const json welcome = client->receive_type("welcome");
        for (const json& missed : welcome["missed"]) hear(missed, welcome["state"]);
        state_ = welcome["state"];
        client_ = std::move(client);
        return;
      } catch (const std::exception&) {
        at_ = (at_ + 1) % instances_.size();  // this one is gone: the next
        std::this_thread::sleep_for(200ms);
      }
    }
    throw std::runtime_error("no instance could be reached");
  }

  void hear(const json& event, const json& state) {
    const std::uint64_t seq = event["seq"];
    if (seq <= last_seq_) return;  // told again after a reconnection
    EXPECT_EQ(seq, last_seq_ + 1) << "an event was skipped";
    heard_.push_back(event);
    last_seq_ = seq;
    state_ = state;
  }

  std::vector<tcp::endpoint> instances_;
  std::size_t at_;
  std::string game_;
  std::optional<std::string> seat_;
  std::unique_ptr<WsClient> client_;
  std::uint64_t last_seq_ = 0;
  json state_;
  std::vector<json> heard_;
  std::string last_move_sent_;
};

// Two instances on a PostgreSQL of the test's own, each told of both (--instance).
class OnlineFailover : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!testing_postgresql()) GTEST_SKIP() << "several servers share a PostgreSQL database";
    postgresql_.emplace("failover", OwnPostgresql::Reached::ByTcp);
    database_ = postgresql_->make_database("failover");
    std::vector<std::string> instance_options;
    for (const unsigned short port : {reversi::testing::free_port(), reversi::testing::free_port()}) {
      ports_.push_back(port);
      instance_options.insert(instance_options.end(),
                              {"--instance", "http://127.0.0.1:" + std::to_string(port)});
    }
    for (std::size_t i = 0; i < ports_.size(); ++i) {
      ServerProcessOptions options{.port = ports_[i], .arguments = instance_options};
      instances_.push_back(std::make_unique<ServerProcess>(
          REVERSI_BINARY, DatabaseLocation(scratch_.file("data" + std::to_string(i)), database_), options));
    }
  }

  // The instances as the page learns them from the first: GET /api/instances.
  std::vector<tcp::endpoint> instance_list() const {
    const json answer = http_request(instances_[0]->endpoint(), http::verb::get, "/api/instances").data();
    std::vector<tcp::endpoint> list;
    for (const json& origin : answer["instances"]) list.push_back(endpoint_of(origin));
    return list;
  }

  // A new match, created on the first instance: its id and the two seats' secrets.
  std::tuple<std::string, std::string, std::string> create_match() const {
    const json created =
        http_request(instances_[0]->endpoint(), http::verb::post, "/api/online", R"({"color":"black"})")
            .data();
    const std::string link = created["links"]["opponent"];
    return {created["game"], created["seat"], link.substr(link.find("&seat=") + 6)};
  }

  // Plays `plies` moves (the first legal one each time), each heard by the opponent and the
  // spectator too.
  static void play(Participant& black, Participant& white, Participant& spectator, int plies) {
    for (int i = 0; i < plies; ++i) {
      Participant& mover = black.state()["to_move"] == "black" ? black : white;
      Participant& other = &mover == &black ? white : black;
      std::this_thread::sleep_for(60ms);  // a quick person's pace: the flood limit stays out of the way
      mover.play(mover.state()["legal"][0]);
      other.hear_up_to(mover.last_seq());
      spectator.hear_up_to(mover.last_seq());
    }
  }

  const reversi::testing::ScratchDirectory scratch_{"reversi-failover-test"};
  std::optional<OwnPostgresql> postgresql_;
  std::string database_;
  std::vector<unsigned short> ports_;
  std::vector<std::unique_ptr<ServerProcess>> instances_;
};

TEST_F(OnlineFailover, EveryInstanceTellsThePageTheListItWasGiven) {
  const std::vector<tcp::endpoint> list = instance_list();
  ASSERT_EQ(list.size(), 2U);
  EXPECT_EQ(list[0].port(), ports_[0]);
  EXPECT_EQ(list[1].port(), ports_[1]);
  EXPECT_EQ(http_request(instances_[1]->endpoint(), http::verb::get, "/api/instances").data()["instances"],
            json({"http://127.0.0.1:" + std::to_string(ports_[0]),
                  "http://127.0.0.1:" + std::to_string(ports_[1])}));
  // A page of one may open the other's WebSocket (its Origin is allowed there), and the
  // page's policy lets it.
  const std::string first = "127.0.0.1:" + std::to_string(ports_[0]);
  const std::string second = "127.0.0.1:" + std::to_string(ports_[1]);
  const HttpReply upgraded =
      raw_http_request(instances_[1]->endpoint(),
                       "GET /ws HTTP/1.1\r\nHost: " + second +
                           "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                           "Origin: http://" +
                           first + "\r\n\r\n");
  EXPECT_EQ(upgraded.status, 101U);
  const HttpReply page = http_request(instances_[0]->endpoint(), http::verb::get, "/");
  EXPECT_NE(page.headers["Content-Security-Policy"].find("ws://" + second + "/ws"), std::string::npos)
      << page.headers["Content-Security-Policy"];
}

TEST_F(OnlineFailover, AnInstanceKilledMidMoveLosesNoAcknowledgedMoveAndItsPlayersGoOnAtTheNext) {
  const auto [game, black_seat, white_seat] = create_match();
  const std::vector<tcp::endpoint> list = instance_list();
  Participant black(list, 0, game, black_seat);
  Participant white(list, 0, game, white_seat);
  Participant spectator(list, 1, game, std::nullopt);
  play(black, white, spectator, 6);
  const std::string acknowledged = black.state()["transcript"];

  // Black's seventh move is on its way when the instance both players use dies.
  const std::uint64_t before = black.last_seq();
  black.send_move(black.state()["legal"][0]);
  instances_[0]->kill_hard();
  black.wait_for_own_move(before);
  white.hear_up_to(black.last_seq());
  spectator.hear_up_to(black.last_seq());
  // Where the instance stored the move and told both players before it died, they find
  // out at their next read; otherwise they have moved on already.
  black.wait_to_leave(0);
  white.wait_to_leave(0);
  EXPECT_EQ(black.instance(), 1U);
  EXPECT_EQ(white.instance(), 1U);
  EXPECT_TRUE(black.state()["transcript"].get<std::string>().starts_with(acknowledged));
  EXPECT_EQ(black.state()["plies"].size(), 7U);

  play(black, white, spectator, 5);
  const std::string transcript = black.state()["transcript"];
  EXPECT_EQ(white.state()["transcript"], transcript);
  EXPECT_EQ(spectator.heard(), black.heard());
  EXPECT_EQ(spectator.heard().size(), 12U);
  Participant newcomer(list, 1, game, std::nullopt);
  EXPECT_EQ(newcomer.state()["transcript"], transcript);
}

TEST_F(OnlineFailover, PostgresqlRestartedMidMatchLosesNoAcknowledgedMove) {
  const auto [game, black_seat, white_seat] = create_match();
  const std::vector<tcp::endpoint> list = instance_list();
  // The players on different instances: every move crosses from one to the other.
  Participant black(list, 0, game, black_seat);
  Participant white(list, 1, game, white_seat);
  Participant spectator(list, 0, game, std::nullopt);
  play(black, white, spectator, 4);

  ASSERT_TRUE(postgresql_->restart());
  play(black, white, spectator, 6);
  EXPECT_EQ(black.instance(), 0U);  // nobody had to leave their instance
  EXPECT_EQ(white.instance(), 1U);
  const std::string transcript = black.state()["transcript"];
  EXPECT_EQ(transcript.size(), 20U);
  EXPECT_EQ(white.state()["transcript"], transcript);
  EXPECT_EQ(spectator.heard(), white.heard());
  for (std::size_t i = 0; i < list.size(); ++i) {
    Participant newcomer(list, i, game, std::nullopt);
    EXPECT_EQ(newcomer.state()["transcript"], transcript) << "on instance " << i;
  }
}

}  // namespace
}  // namespace reversi::server
