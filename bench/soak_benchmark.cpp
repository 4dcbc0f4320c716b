// A soak: mixed load for a long time on one `reversi serve` or several sharing one
// PostgreSQL database, as people use it: games against the computer, online matches with
// a spectator each, imports of game files, and an abusive client that floods game
// creation. It records each kind of request's latency (p50, p99), the errors, the 429s
// (the abusive client's apart), the reconnections to another instance, and every move and
// game the servers acknowledged; at the end it reads them all back and counts those lost.
// bench/soak.sh runs it on SQLite and on two instances on PostgreSQL, one of them killed.
//
//   reversi_soak_benchmark --port 8080 --duration 60 --server-pid PID
//
// Each client comes from an address of its own (127.0.1.N; the abusive one 127.0.2.1), so
// that the per-address limits apply to it alone: the server listens on 127.0.0.1 or all
// addresses with its default limits. A request whose connection fails goes to the next
// instance (--port once for each); with one instance that counts as an error.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/board.h"
#include "core/notation.h"
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
  std::vector<unsigned short> ports = {8080};
  double duration = 60;
  int players = 4;    // each plays games against the computer
  int matches = 3;    // online, two players and a spectator each
  int importers = 1;  // each imports a random game every --import-interval-ms
  int abusers = 1;    // each floods POST /api/games
  // Player N plays levels[N % size]: from instant moves to half a second's search.
  std::vector<std::string> levels = {"level-1", "level-3", "level-5", "level-9"};
  int think_ms = 300;  // a person's pause before each move
  int import_interval_ms = 5000;
  std::vector<int> server_pids;
};

constexpr auto kRequestTimeout = std::chrono::seconds(20);  // a level-10 move takes seconds

// The connection to the server failed (refused, reset, timed out): the client goes on at
// the next instance.
struct ConnectionLost : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What every client adds to, under one lock.
class Tally {
 public:
  void latency(const std::string& kind, Clock::duration taken) {
    std::lock_guard lock(mutex_);
    latencies_[kind].push_back(std::chrono::duration<double, std::milli>(taken).count());
  }
  void error(const std::string& what) {
    std::lock_guard lock(mutex_);
    ++errors_[what];
  }
  void count(const std::string& what, long n = 1) {
    std::lock_guard lock(mutex_);
    counts_[what] += n;
  }
  long errors() const {
    long total = 0;
    for (const auto& [what, n] : errors_) total += n;
    return total;
  }
  long counted(const std::string& what) const {
    const auto found = counts_.find(what);
    return found == counts_.end() ? 0 : found->second;
  }
  void print() const {
    std::printf("%-28s %8s %9s %9s %9s\n", "request", "count", "p50 ms", "p99 ms", "max ms");
    for (const auto& [kind, values] : latencies_) {
      std::printf("%-28s %8zu %9.1f %9.1f %9.1f\n", kind.c_str(), values.size(), percentile(values, 0.5),
                  percentile(values, 0.99), percentile(values, 1.0));
    }
    for (const auto& [what, n] : counts_) std::printf("%-28s %8ld\n", what.c_str(), n);
    std::printf("%-28s %8ld\n", "errors", errors());
    for (const auto& [what, n] : errors_) std::printf("  %ld x %s\n", n, what.c_str());
  }

 private:
  std::mutex mutex_;
  std::map<std::string, std::vector<double>> latencies_;
  std::map<std::string, long> errors_;
  std::map<std::string, long> counts_;
};

// Runs one asynchronous operation, started by `start` with a completion handler, to its
// end on `io`: the stream's expiry bounds it.
template <class Start>
beast::error_code await(net::io_context& io, Start start) {
  beast::error_code result = net::error::would_block;
  start([&result](beast::error_code ec, auto&&...) { result = ec; });
  io.restart();
  io.run();
  return result;
}

// The instances and which one a client is at; shared by a client's connections.
class Instances {
 public:
  Instances(const Options& options, Tally& tally, int first) : tally_(tally) {
    for (const unsigned short port : options.ports)
      servers_.emplace_back(net::ip::make_address(options.host), port);
    at_ = static_cast<std::size_t>(first) % servers_.size();
  }
  tcp::endpoint current() const { return servers_[at_]; }
  bool several() const { return servers_.size() > 1; }
  // The instance after the current one; the current one itself once an instance failed,
  // so that a match's connections do not go back to a dead one.
  tcp::endpoint partner() const { return failed_ ? current() : servers_[(at_ + 1) % servers_.size()]; }
  // After a failed connection: with several instances the client moves to the next one
  // (counted), with one it tries the same again (an error).
  void fail_over(const std::string& what) {
    if (servers_.size() == 1) {
      tally_.error("connection failed: " + what);
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    } else {
      tally_.count("reconnections");
      at_ = (at_ + 1) % servers_.size();
      failed_ = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }

 private:
  Tally& tally_;
  std::vector<tcp::endpoint> servers_;
  std::size_t at_ = 0;
  bool failed_ = false;
};

void open_from(beast::tcp_stream& stream, const net::ip::address& source) {
  stream.socket().open(tcp::v4());
  stream.socket().set_option(net::socket_base::reuse_address(true));
  stream.socket().bind(tcp::endpoint(source, 0));
}

struct Reply {
  unsigned status = 0;
  json body;
};

// One keep-alive HTTP connection from `source`, opened again on the next request after a
// failure.
class HttpClient {
 public:
  explicit HttpClient(net::ip::address source) : source_(std::move(source)) {}

  Reply request(const tcp::endpoint& server, http::verb method, const std::string& target,
                const std::string& body = "", const std::string& player = "") {
    if (!stream_ || server != server_) connect(server);
    http::request<http::string_body> request{method, target, 11};
    request.set(http::field::host, "localhost");
    if (!player.empty()) request.set("Reversi-Player", player);
    if (!body.empty()) {
      request.set(http::field::content_type, "application/json");
      request.body() = body;
    }
    request.prepare_payload();
    stream_->expires_after(kRequestTimeout);
    beast::error_code ec = await(io_, [&](auto handler) { http::async_write(*stream_, request, handler); });
    http::response<http::string_body> response;
    if (!ec) ec = await(io_, [&](auto handler) { http::async_read(*stream_, buffer_, response, handler); });
    if (ec) {
      stream_.reset();
      throw ConnectionLost(ec.message());
    }
    if (!response.keep_alive()) stream_.reset();
    return {response.result_int(), json::parse(response.body(), nullptr, false)};
  }

 private:
  void connect(const tcp::endpoint& server) {
    stream_.emplace(io_);
    open_from(*stream_, source_);
    stream_->expires_after(std::chrono::seconds(5));
    if (const beast::error_code ec =
            await(io_, [&](auto handler) { stream_->async_connect(server, handler); })) {
      stream_.reset();
      throw ConnectionLost(ec.message());
    }
    server_ = server;
  }

  net::io_context io_;
  net::ip::address source_;
  std::optional<beast::tcp_stream> stream_;
  tcp::endpoint server_;
  beast::flat_buffer buffer_;
};

net::ip::address client_address(int network, int n) {
  return net::ip::make_address_v4(net::ip::address_v4::bytes_type{127, static_cast<unsigned char>(network),
                                                                  static_cast<unsigned char>(n / 250),
                                                                  static_cast<unsigned char>(1 + n % 250)});
}

// A 22-character browser token (Reversi-Player).
std::string player_token(std::mt19937& random) {
  static constexpr char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string token;
  for (int i = 0; i < 22; ++i) token += kLetters[random() % 64];
  return token;
}

template <class T>
const T& pick(const std::vector<T>& values, std::mt19937& random) {
  return values[random() % values.size()];
}

const std::string& pick(const json& legal, std::mt19937& random) {
  return legal[random() % legal.size()].get_ref<const std::string&>();
}

// What the servers acknowledged, read back at the end.
struct Acknowledged {
  std::mutex mutex;
  std::map<std::string, std::string> local_games;  // id -> the transcript last answered
  // online match -> every announced move event: seq -> square
  std::map<std::string, std::map<long, std::string>> online_moves;
  long local_moves = 0;

  void local(const json& game) {
    std::lock_guard lock(mutex);
    std::string& transcript = local_games[game["id"].get<std::string>()];
    const std::string now = game["transcript"];
    if (now.size() > transcript.size())
      local_moves += static_cast<long>((now.size() - transcript.size()) / 2);
    transcript = now;
  }
};

// Whether `stored` still holds every move of `acknowledged` (later moves may follow).
bool keeps(const std::string& stored, const std::string& acknowledged) {
  return stored.compare(0, acknowledged.size(), acknowledged) == 0;
}

// Games against the computer: a human move, then the computer's, after a person's pause.
void play_against_the_computer(const Options& options, Tally& tally, Acknowledged& acknowledged, int n,
                               Clock::time_point end) {
  Instances instances(options, tally, n);
  HttpClient http(client_address(1, n));
  std::mt19937 random(static_cast<unsigned>(n) + 1);
  std::optional<json> game;
  while (Clock::now() < end) {
    try {
      if (!game || game->value("over", false)) {
        const auto sent = Clock::now();
        const Reply created = http.request(
            instances.current(), http::verb::post, "/api/games",
            json{{"white", options.levels[static_cast<std::size_t>(n) % options.levels.size()]}}.dump());
        tally.latency("create game", Clock::now() - sent);
        if (created.status != 201) {
          tally.error("create game: " + std::to_string(created.status) + " " + created.body.dump());
          std::this_thread::sleep_for(std::chrono::seconds(1));
          continue;
        }
        game = created.body;
        acknowledged.local(*game);
        tally.count("local games");
        continue;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(options.think_ms));
      const std::string path = "/api/games/" + (*game)["id"].get<std::string>();
      const bool computer = (*game)["to_move"] == "white";
      const std::string kind = computer ? "computer move" : "move";
      json body = {{"ply", (*game)["ply"]}};
      if (!computer) body["move"] = pick((*game)["legal"], random);
      const auto sent = Clock::now();
      const Reply answer = http.request(instances.current(), http::verb::post,
                                        path + (computer ? "/computer-move" : "/moves"), body.dump());
      tally.latency(kind, Clock::now() - sent);
      if (answer.status == 200) {
        game = answer.body;
        acknowledged.local(*game);
      } else if (answer.status == 409 && instances.several()) {
        // After a failover the request may repeat one whose answer was lost.
        tally.count("409 after a failover");
        game = answer.body["game"];
      } else {
        tally.error(kind + ": " + std::to_string(answer.status) + " " + answer.body.dump());
        game.reset();
      }
    } catch (const ConnectionLost& lost) {
      instances.fail_over(lost.what());
      // The answer may have been lost after the move was stored: read the game again.
      if (game) {
        try {
          const Reply now = http.request(instances.current(), http::verb::get,
                                         "/api/games/" + (*game)["id"].get<std::string>());
          if (now.status == 200) game = now.body;
        } catch (const ConnectionLost&) {
        }
      }
    }
  }
}

// A random game played out, as a transcript to import (passes left out).
std::string random_transcript(std::mt19937& random) {
  using reversi::Board;
  Board board = Board::start();
  std::string transcript;
  while (!board.is_game_over()) {
    if (!board.can_move()) {
      board = board.after(reversi::Move{});
      continue;
    }
    std::vector<reversi::Square> moves;
    for (int index = 0; index < reversi::kSquareCount; ++index) {
      if (board.is_legal(reversi::square_at(index))) moves.push_back(reversi::square_at(index));
    }
    const reversi::Square square = pick(moves, random);
    transcript += reversi::square_name(square);
    board = board.after(board.move_at(square));
  }
  return transcript;
}

struct ImportedGame {
  std::string id;
  std::string transcript;
};

void import_games(const Options& options, Tally& tally, std::vector<ImportedGame>& imported, int n,
                  Clock::time_point end) {
  Instances instances(options, tally, n);
  HttpClient http(client_address(3, n));
  std::mt19937 random(static_cast<unsigned>(n) + 1000);
  const std::string player = player_token(random);
  while (Clock::now() < end) {
    std::this_thread::sleep_for(std::chrono::milliseconds(options.import_interval_ms));
    const std::string transcript = random_transcript(random);
    try {
      const auto sent = Clock::now();
      const Reply answer = http.request(instances.current(), http::verb::post,
                                        "/api/games/import?name=soak.txt", transcript + "\n", player);
      tally.latency("import", Clock::now() - sent);
      if (answer.status != 201 || answer.body["ids"].size() != 1) {
        tally.error("import: " + std::to_string(answer.status) + " " + answer.body.dump());
        continue;
      }
      imported.push_back({answer.body["ids"][0].get<std::string>(), transcript});
    } catch (const ConnectionLost& lost) {
      instances.fail_over(lost.what());
    }
  }
}

// Floods game creation from its own address: past the per-address limit every answer is
// 429, counted apart from the errors.
void abuse(const Options& options, Tally& tally, int n, Clock::time_point end) {
  Instances instances(options, tally, n);
  HttpClient http(client_address(2, n));
  while (Clock::now() < end) {
    try {
      const auto sent = Clock::now();
      const Reply answer = http.request(instances.current(), http::verb::post, "/api/games", "{}");
      tally.latency("abusive create game", Clock::now() - sent);
      if (answer.status == 429) {
        tally.count("429 to the abusive client");
      } else if (answer.status == 201) {
        tally.count("abusive games created");
      } else {
        tally.error("abusive create game: " + std::to_string(answer.status) + " " + answer.body.dump());
      }
    } catch (const ConnectionLost& lost) {
      instances.fail_over(lost.what());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

// One seat's or a spectator's WebSocket of an online match, with what it last heard.
class Seat {
 public:
  Seat(net::ip::address source, std::string game, std::string secret)
      : source_(std::move(source)), game_(std::move(game)), secret_(std::move(secret)) {}

  // (Re)joins at `server`, hearing what it missed since the last event it saw.
  void join(const tcp::endpoint& server) {
    ws_.emplace(io_);
    beast::tcp_stream& stream = beast::get_lowest_layer(*ws_);
    open_from(stream, source_);
    stream.expires_after(std::chrono::seconds(5));
    beast::error_code ec = await(io_, [&](auto handler) { stream.async_connect(server, handler); });
    if (!ec) ec = await(io_, [&](auto handler) { ws_->async_handshake("127.0.0.1", "/ws", handler); });
    if (ec) fail(ec);
    json hello = {{"type", "hello"}, {"game", game_}, {"since", seq_}};
    if (!secret_.empty()) hello["seat"] = secret_;
    send(hello);
    const json welcome = receive_until([](const json& message) { return message["type"] == "welcome"; });
    for (const json& event : welcome["missed"]) heard(event);
    state_ = welcome["state"];
  }

  void send(const json& message) {
    const std::string text = message.dump();
    beast::get_lowest_layer(*ws_).expires_after(kRequestTimeout);
    ws_->text(true);
    if (const beast::error_code ec =
            await(io_, [&](auto handler) { ws_->async_write(net::buffer(text), handler); }))
      fail(ec);
  }

  // Reads events until one numbered `seq` or later has come.
  void receive_through(long seq) {
    if (seq_ >= seq) return;
    receive_until([&](const json&) { return seq_ >= seq; });
  }

  // The number of the first event after `after` of `type` (by `color`, unless empty),
  // read until it comes.
  long receive_event(long after, const std::string& type, const std::string& color = "") {
    const auto matches = [&](const json& event) {
      return event["type"] == type && (color.empty() || event.value("color", "") == color);
    };
    for (auto event = events_.upper_bound(after); event != events_.end(); ++event) {
      if (matches(event->second)) return event->first;
    }
    const json message = receive_until([&](const json& heard) {
      return heard.value("type", "") == "event" && heard["event"]["seq"].get<long>() > after &&
             matches(heard["event"]);
    });
    return message["event"]["seq"];
  }

  const json& state() const { return state_; }
  long seq() const { return seq_; }
  const std::map<long, json>& events() const { return events_; }
  void close() {
    if (!ws_) return;
    beast::error_code ignored;
    beast::get_lowest_layer(*ws_).socket().close(ignored);
    ws_.reset();
  }
  std::vector<std::string> errors;  // `error` messages heard

 private:
  template <class Done>
  json receive_until(Done done) {
    for (;;) {
      beast::flat_buffer buffer;
      beast::get_lowest_layer(*ws_).expires_after(kRequestTimeout);
      if (const beast::error_code ec = await(io_, [&](auto handler) { ws_->async_read(buffer, handler); }))
        fail(ec);
      json message = json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
      const std::string type = message.value("type", "");
      if (type == "event") {
        heard(message["event"]);
        state_ = message["state"];
      } else if (type == "error") {
        errors.push_back(message.value("error", ""));
      }
      if (done(message)) return message;
    }
  }

  void heard(const json& event) {
    seq_ = std::max(seq_, event["seq"].get<long>());
    events_[event["seq"].get<long>()] = event;
  }

  [[noreturn]] void fail(const beast::error_code& ec) {
    ws_.reset();
    throw ConnectionLost(ec.message());
  }

  net::io_context io_;
  net::ip::address source_;
  std::string game_;
  std::string secret_;
  std::optional<websocket::stream<beast::tcp_stream>> ws_;
  json state_;
  long seq_ = 0;
  std::map<long, json> events_;
};

// An online match: the host at one instance, the guest and a spectator at the next, moving
// in turn after a person's pause, a rematch after each game.
void play_online(const Options& options, Tally& tally, Acknowledged& acknowledged, int n,
                 Clock::time_point end) {
  Instances instances(options, tally, n);
  HttpClient http(client_address(4, n));
  std::mt19937 random(static_cast<unsigned>(n) + 2000);
  Reply created;
  while (Clock::now() < end) {
    try {
      created = http.request(instances.current(), http::verb::post, "/api/online", R"({"color":"black"})");
      break;
    } catch (const ConnectionLost& lost) {
      instances.fail_over(lost.what());
    }
  }
  if (created.status != 201) {
    if (created.status != 0) tally.error("create match: " + std::to_string(created.status));
    return;
  }
  const std::string game = created.body["game"];
  const std::string link = created.body["links"]["opponent"];
  Seat host(client_address(4, 3 * n + 100), game, created.body["seat"]);
  Seat guest(client_address(4, 3 * n + 101), game, link.substr(link.find("&seat=") + 6));
  Seat spectator(client_address(4, 3 * n + 102), game, "");
  Seat* const seats[] = {&host, &guest};
  bool joined = false;
  while (Clock::now() < end) {
    try {
      if (!joined) {
        host.join(instances.current());
        guest.join(instances.partner());
        spectator.join(instances.partner());
        joined = true;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(options.think_ms));
      const json state = host.state();
      if (state["over"].get<bool>()) {
        const long before = host.seq();
        // A seat that offered before a failover does not offer again.
        if (state["rematch_offered_by"] != state["colors"]["host"]) host.send({{"type", "rematch"}});
        if (state["rematch_offered_by"] != state["colors"]["guest"]) guest.send({{"type", "rematch"}});
        host.receive_event(before, "rematch");
        continue;
      }
      const std::string color = state["to_move"];
      Seat& mover = *seats[state["colors"]["host"] == color ? 0 : 1];
      Seat& opponent = &mover == &host ? guest : host;
      const std::string square = pick(state["legal"], random);
      const long before = mover.seq();
      const auto sent = Clock::now();
      mover.send({{"type", "move"}, {"square", square}});
      const long seq = mover.receive_event(before, "move", color);
      tally.latency("online move acknowledged", Clock::now() - sent);
      opponent.receive_through(seq);
      tally.latency("online move to opponent", Clock::now() - sent);
      spectator.receive_through(seq);
      tally.latency("online move to spectator", Clock::now() - sent);
      const json& event = mover.events().at(seq);
      if (event["square"] != square)
        tally.error("online move: " + square + " sent, " + event.dump() + " heard");
      std::lock_guard lock(acknowledged.mutex);
      acknowledged.online_moves[game][seq] = event["square"];
    } catch (const ConnectionLost& lost) {
      host.close();
      guest.close();
      spectator.close();
      joined = false;
      instances.fail_over(lost.what());
    }
  }
  for (Seat* seat : {&host, &guest, &spectator}) {
    for (const std::string& error : seat->errors) tally.error("online: " + error);
    seat->close();
  }
}

// Reads back every acknowledged move and imported game from the first instance that
// answers; returns how many are lost.
long read_back(const Options& options, Tally& tally, Acknowledged& acknowledged,
               const std::vector<std::vector<ImportedGame>>& imported) {
  Instances instances(options, tally, 0);
  HttpClient http(client_address(5, 0));
  long lost = 0;
  long checked = 0;
  auto get = [&](const std::string& target) {
    for (std::size_t tries = 0; tries <= options.ports.size(); ++tries) {
      try {
        return http.request(instances.current(), http::verb::get, target);
      } catch (const ConnectionLost& error) {
        instances.fail_over(error.what());
      }
    }
    return Reply{};
  };
  auto check = [&](const std::string& id, const std::string& transcript, const char* what) {
    const Reply stored = get("/api/games/" + id);
    ++checked;
    if (stored.status != 200 || !keeps(stored.body.value("transcript", ""), transcript)) {
      ++lost;
      std::printf("LOST %s %s: acknowledged %s, stored %s\n", what, id.c_str(), transcript.c_str(),
                  stored.body.dump().c_str());
    }
  };
  for (const auto& [id, transcript] : acknowledged.local_games) check(id, transcript, "local game");
  long imported_games = 0;
  for (const std::vector<ImportedGame>& games : imported) {
    for (const ImportedGame& game : games) check(game.id, game.transcript, "imported game");
    imported_games += static_cast<long>(games.size());
  }
  long online_moves = 0;
  for (const auto& [game, moves] : acknowledged.online_moves) {
    online_moves += static_cast<long>(moves.size());
    Seat reader(client_address(5, 1), game, "");
    for (std::size_t tries = 0; tries <= options.ports.size(); ++tries) {
      try {
        reader.join(instances.current());
        break;
      } catch (const ConnectionLost& error) {
        instances.fail_over(error.what());
      }
    }
    for (const auto& [seq, square] : moves) {
      const auto event = reader.events().find(seq);
      if (event == reader.events().end() || event->second.value("square", "") != square) {
        ++lost;
        std::printf("LOST online move %s #%ld %s\n", game.c_str(), seq, square.c_str());
      }
    }
    reader.close();
  }
  tally.count("acknowledged local moves", acknowledged.local_moves);
  tally.count("acknowledged online moves", online_moves);
  tally.count("acknowledged imported games", imported_games);
  tally.count("lost", lost);
  return lost;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app{"Mixed load for a long time on `reversi serve` instances; every acknowledged move read back"};
  app.add_option("--host", options.host, "Server address")->capture_default_str();
  app.add_option("--port", options.ports, "Server port; once for each instance on one database")
      ->capture_default_str();
  app.add_option("--duration", options.duration, "Seconds of load")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--players", options.players, "Clients playing the computer")->capture_default_str();
  app.add_option("--matches", options.matches, "Online matches (two players and a spectator each)")
      ->capture_default_str();
  app.add_option("--importers", options.importers, "Clients importing game files")->capture_default_str();
  app.add_option("--abusers", options.abusers, "Clients flooding game creation")->capture_default_str();
  app.add_option("--levels", options.levels, "The computers the players play, in turn")
      ->delimiter(',')
      ->capture_default_str();
  app.add_option("--think-ms", options.think_ms, "A person's pause before each move")->capture_default_str();
  app.add_option("--import-interval-ms", options.import_interval_ms, "Each importer's pause between files")
      ->capture_default_str();
  app.add_option("--server-pid", options.server_pids, "The servers' process ids, for their memory");
  bool allow_reconnections = false;
  app.add_flag("--allow-reconnections", allow_reconnections,
               "Instances may die (a kill halfway): clients going to another one is not a failure");
  CLI11_PARSE(app, argc, argv);

  std::vector<long> memory_start;
  for (const int pid : options.server_pids) memory_start.push_back(resident_kilobytes(pid));
  Tally tally;
  Acknowledged acknowledged;
  std::vector<std::vector<ImportedGame>> imported(static_cast<std::size_t>(options.importers));
  const Clock::time_point start = Clock::now();
  const Clock::time_point end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.duration));
  std::vector<std::thread> clients;
  auto run = [&](auto work) {
    clients.emplace_back([&tally, work] {
      try {
        work();
      } catch (const std::exception& error) {
        tally.error(std::string("client ended: ") + error.what());
      }
    });
  };
  for (int n = 0; n < options.players; ++n)
    run([&, n] { play_against_the_computer(options, tally, acknowledged, n, end); });
  for (int n = 0; n < options.matches; ++n)
    run([&, n] { play_online(options, tally, acknowledged, n, end); });
  for (int n = 0; n < options.importers; ++n)
    run([&, n] { import_games(options, tally, imported[static_cast<std::size_t>(n)], n, end); });
  for (int n = 0; n < options.abusers; ++n) run([&, n] { abuse(options, tally, n, end); });
  // Once the engines' hash tables and the caches have filled, memory should stay level.
  std::vector<long> memory_warm;
  std::this_thread::sleep_until(start + (end - start) / 4);
  for (const int pid : options.server_pids) memory_warm.push_back(resident_kilobytes(pid));
  for (std::thread& client : clients) client.join();
  std::vector<long> memory_end;
  for (const int pid : options.server_pids) memory_end.push_back(resident_kilobytes(pid));

  const long lost = read_back(options, tally, acknowledged, imported);
  std::string levels;
  for (const std::string& level : options.levels) levels += (levels.empty() ? "" : ",") + level;
  std::printf(
      "%.0f s on %zu instance%s: %d players against %s, %d online matches, %d importers, %d abusive\n",
      options.duration, options.ports.size(), options.ports.size() == 1 ? "" : "s", options.players,
      levels.c_str(), options.matches, options.importers, options.abusers);
  tally.print();
  for (std::size_t i = 0; i < options.server_pids.size(); ++i) {
    const auto mib = [](long kilobytes) {
      return kilobytes < 0 ? std::string("gone") : std::to_string(kilobytes / 1024) + " MiB";
    };
    std::printf("server %d resident memory: %s at the start, %s a quarter in, %s at the end\n",
                options.server_pids[i], mib(memory_start[i]).c_str(), mib(memory_warm[i]).c_str(),
                mib(memory_end[i]).c_str());
  }
  const bool reconnected = tally.counted("reconnections") > 0;
  const bool failed = tally.errors() > 0 || lost > 0 || (reconnected && !allow_reconnections) ||
                      (tally.counted("429 to the abusive client") == 0 && options.abusers > 0);
  std::printf("%s\n", failed ? "FAILED: errors, lost acknowledged moves, or no 429 to the abusive client"
                             : "passed: no errors, no acknowledged move lost");
  return failed ? 1 : 0;
}
