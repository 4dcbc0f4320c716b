// Load on online play: N matches at once on a running `reversi serve`, each with two
// players and a spectator on WebSockets, moving at a steady rate. Prints the connections
// held, moves per second, the time from a move sent to the opponent receiving it (p50,
// p99), errors, and the server's memory (with --server-pid).
//
//   reversi_online_load_benchmark --port 8080 --games 1000 --seconds 30 --server-pid PID
//
// Several instances on one PostgreSQL database (--port once for each): a match's host is
// on one instance and its guest and spectator on the next, so that every move crosses from
// one instance to another (bench/online_instances.sh runs one and two).
//
// All its connections and matches come from one address: start the server with
// --max-connections-per-address 0 --max-games-per-minute 0.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <vector>

#include "percentile.h"
#include "process_memory.h"

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using nlohmann::json;

struct Options {
  std::string host = "127.0.0.1";
  std::vector<unsigned short> ports = {8080};  // one per instance
  int games = 100;
  double seconds = 30;
  int move_interval_ms = 1000;  // each match makes one move this often
  int server_pid = 0;
};

struct Tally {
  std::vector<double> latency_ms;
  long moves = 0;
  long errors = 0;
  std::map<std::string, long> error_counts;  // by the server's error text, or "connection ended"

  void count_error(const std::string& what) {
    ++errors;
    ++error_counts[what];
  }
  int connected = 0;
  int peak_connected = 0;
};

// One WebSocket connection: reads every message for its owner, writes in order.
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  using Handler = std::function<void(const json&)>;

  Connection(net::io_context& io, Tally& tally) : ws_(io), tally_(tally) {}

  void open(const tcp::endpoint& server, json hello, Handler on_message) {
    on_message_ = std::move(on_message);
    beast::get_lowest_layer(ws_).async_connect(
        server, [self = shared_from_this(), hello](beast::error_code ec) {
          if (ec) return self->fail();
          self->ws_.async_handshake("127.0.0.1", "/ws", [self, hello](beast::error_code ec2) {
            if (ec2) return self->fail();
            self->open_ = true;
            self->tally_.peak_connected = std::max(self->tally_.peak_connected, ++self->tally_.connected);
            self->send(hello);
            self->read();
          });
        });
  }

  void send(const json& message) {
    queue_.push_back(message.dump());
    if (queue_.size() == 1) write();
  }

  void close() {
    if (!open_) return;
    open_ = false;
    --tally_.connected;
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail();
      const json message = json::parse(beast::buffers_to_string(self->buffer_.data()), nullptr, false);
      self->buffer_.consume(self->buffer_.size());
      self->on_message_(message);
      self->read();
    });
  }

  void write() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      if (ec) return self->fail();
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) self->write();
                    });
  }

  void fail() {
    if (open_) tally_.count_error("connection ended");  // by the server, or lost
    close();
  }

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  Tally& tally_;
  Handler on_message_;
  bool open_ = false;
};

json post_json(const tcp::endpoint& server, const std::string& target, const json& body) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(server);
  http::request<http::string_body> request{http::verb::post, target, 11};
  request.set(http::field::host, "localhost");
  request.set(http::field::content_type, "application/json");
  request.body() = body.dump();
  request.prepare_payload();
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  return json::parse(response.body());
}

// A match: the players move in turn, one move every interval; a finished game is
// followed by a rematch so that the load stays the same.
class Match {
 public:
  Match(net::io_context& io, const Options& options, Tally& tally, Clock::time_point end)
      : io_(io), options_(options), tally_(tally), end_(end), timer_(io) {}

  // The host on `host_server` (which creates the match), the guest and the spectator on
  // `guest_server` (the same one, or another instance on the same database).
  void start(const tcp::endpoint& host_server, const tcp::endpoint& guest_server,
             Clock::duration first_move_delay) {
    const json created = post_json(host_server, "/api/online", {{"color", "black"}});
    const std::string game = created["game"];
    const std::string link = created["links"]["opponent"];
    const std::string secrets[2] = {created["seat"], link.substr(link.find("&seat=") + 6)};
    for (int seat = 0; seat < 2; ++seat) {
      seats_[seat] = std::make_shared<Connection>(io_, tally_);
      seats_[seat]->open(seat == 0 ? host_server : guest_server,
                         {{"type", "hello"}, {"game", game}, {"seat", secrets[seat]}},
                         [this, seat](const json& message) { on_player_message(seat, message); });
    }
    spectator_ = std::make_shared<Connection>(io_, tally_);
    spectator_->open(guest_server, {{"type", "hello"}, {"game", game}}, [this](const json& message) {
      if (message.value("type", "") == "error") tally_.count_error(message.value("error", ""));
    });
    timer_.expires_after(first_move_delay);
    timer_.async_wait([this](beast::error_code ec) {
      if (!ec) tick();
    });
  }

  void stop() {
    timer_.cancel();
    for (auto& seat : seats_) seat->close();
    spectator_->close();
  }

 private:
  // Seat 0 (the host) has black in odd rounds, white in even ones.
  int seat_of(const std::string& color) const {
    const bool host_black = state_.value("round", 1) % 2 == 1;
    return (color == "black") == host_black ? 0 : 1;
  }

  void on_player_message(int seat, const json& message) {
    const std::string type = message.value("type", "");
    if (type == "error") tally_.count_error(message.value("error", ""));
    if (type == "welcome" && seat == 0) state_ = message["state"];
    if (type != "event") return;
    if (seat == 0) state_ = message["state"];
    const json& event = message["event"];
    if (seat == 0 && event["type"] == "rematch") rematch_asked_ = false;
    if (event["type"] == "move" && sent_ && seat != seat_of(event["color"])) {
      tally_.latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - *sent_).count());
      ++tally_.moves;
      sent_.reset();
    }
  }

  void tick() {
    if (Clock::now() >= end_) return;
    if (!state_.is_null() && !sent_) {
      if (state_["over"].get<bool>()) {
        // Once: under a heavy load the rematch may take longer than an interval to come.
        if (!rematch_asked_) {
          seats_[0]->send({{"type", "rematch"}});
          seats_[1]->send({{"type", "rematch"}});
          rematch_asked_ = true;
        }
      } else if (!state_["legal"].empty()) {
        const json& legal = state_["legal"];
        sent_ = Clock::now();
        seats_[seat_of(state_["to_move"])]->send(
            {{"type", "move"}, {"square", legal[static_cast<std::size_t>(random_()) % legal.size()]}});
      }
    }
    timer_.expires_after(std::chrono::milliseconds(options_.move_interval_ms));
    timer_.async_wait([this](beast::error_code ec) {
      if (!ec) tick();
    });
  }

  net::io_context& io_;
  const Options& options_;
  Tally& tally_;
  Clock::time_point end_;
  net::steady_timer timer_;
  std::shared_ptr<Connection> seats_[2];
  std::shared_ptr<Connection> spectator_;
  json state_;  // as the host last heard it
  std::optional<Clock::time_point> sent_;
  bool rematch_asked_ = false;  // and the rematch not yet heard
  std::mt19937 random_{std::random_device{}()};
};

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app{"Load on online play: N matches at once on a running `reversi serve`"};
  app.add_option("--host", options.host, "Server address")->capture_default_str();
  app.add_option("--port", options.ports,
                 "Server port; once for each instance when several share one database (each match "
                 "then spans two of them)")
      ->capture_default_str();
  app.add_option("--games", options.games, "Matches played at once")
      ->check(CLI::Range(1, 5000))
      ->capture_default_str();
  app.add_option("--seconds", options.seconds, "How long to play")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--move-interval-ms", options.move_interval_ms, "Each match makes a move this often")
      ->check(CLI::Range(50, 60000))
      ->capture_default_str();
  app.add_option("--server-pid", options.server_pid, "The server's process id, to report its memory");
  CLI11_PARSE(app, argc, argv);

  net::io_context io;
  Tally tally;
  std::vector<tcp::endpoint> servers;
  for (const unsigned short port : options.ports)
    servers.emplace_back(net::ip::make_address(options.host), port);
  const long memory_before = options.server_pid ? resident_kilobytes(options.server_pid) : -1;
  const Clock::time_point start = Clock::now();
  const Clock::time_point end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.seconds));
  std::vector<std::unique_ptr<Match>> matches;
  std::mt19937 random(1);
  for (int i = 0; i < options.games; ++i) {
    matches.push_back(std::make_unique<Match>(io, options, tally, end));
    // Moves spread evenly over the interval, so the rate is steady rather than in waves.
    const std::size_t host = static_cast<std::size_t>(i) % servers.size();
    matches.back()->start(servers[host], servers[(host + 1) % servers.size()],
                          std::chrono::milliseconds(1000 + random() % options.move_interval_ms));
  }
  long memory_during = -1;
  net::steady_timer sample(io);
  sample.expires_at(start + (end - start) / 2);
  sample.async_wait([&](beast::error_code) {
    if (options.server_pid) memory_during = resident_kilobytes(options.server_pid);
  });
  net::steady_timer finish(io);
  finish.expires_at(end + std::chrono::milliseconds(500));
  finish.async_wait([&](beast::error_code) {
    for (auto& match : matches) match->stop();
  });
  io.run();

  const double measured = options.seconds - 1.0;  // the first second only connects
  std::printf(
      "games %d on %zu instance%s: %d connections held (peak), %ld moves in %.0f s (%.0f moves/s), "
      "%ld errors\n",
      options.games, servers.size(), servers.size() == 1 ? "" : "s", tally.peak_connected, tally.moves,
      options.seconds, tally.moves / measured, tally.errors);
  std::printf("move sent -> opponent received: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              percentile(tally.latency_ms, 0.5), percentile(tally.latency_ms, 0.99),
              percentile(tally.latency_ms, 1.0));
  for (const auto& [error, count] : tally.error_counts) std::printf("  %ld x %s\n", count, error.c_str());
  if (options.server_pid) {
    std::printf("server memory (resident): %.1f MiB before, %.1f MiB during\n", memory_before / 1024.0,
                memory_during / 1024.0);
  }
  return tally.errors == 0 ? 0 : 1;
}
