// Moves per second through the move API of a running `reversi serve`: each connection
// plays games between two "people" (a random legal move from each answer) over one
// keep-alive HTTP connection, back to back, and every request's time is recorded.
//
//   reversi_api_moves_benchmark --port 8080 --connections 8 --seconds 10
//
// It creates a game after each one ends, all from one address: start the server with
// --max-games-per-minute 0.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>
#include <vector>

#include "api_client.h"
#include "percentile.h"

namespace {

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;

struct Options {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  int connections = 8;
  double seconds = 10;
};

struct Tally {
  std::vector<double> move_milliseconds;
  long games = 0;
  long errors = 0;
};

void play(const Options& options, Clock::time_point end, std::uint64_t seed, Tally& tally) {
  net::io_context io;
  ApiClient client(io, options.host, options.port);
  std::mt19937_64 random(seed);
  while (Clock::now() < end) {
    auto [status, game] = client.post("/api/games", nlohmann::json::object());
    if (status != 201) {
      ++tally.errors;
      continue;
    }
    const std::string moves = "/api/games/" + game["id"].get<std::string>() + "/moves";
    while (!game["over"].get<bool>() && Clock::now() < end) {
      const nlohmann::json& legal = game["legal"];
      const std::string move = legal[random() % legal.size()];
      const Clock::time_point sent = Clock::now();
      auto [move_status, after] = client.post(moves, {{"move", move}, {"ply", game["ply"]}});
      tally.move_milliseconds.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
      if (move_status != 200) {
        ++tally.errors;
        break;
      }
      game = std::move(after);
    }
    ++tally.games;
  }
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app{"Moves per second through the move API of a running `reversi serve`"};
  app.add_option("--host", options.host, "Server address")->capture_default_str();
  app.add_option("--port", options.port, "Server port")->capture_default_str();
  app.add_option("--connections", options.connections, "Games played at once, one connection each")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  app.add_option("--seconds", options.seconds, "How long to play")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  const Clock::time_point start = Clock::now();
  const Clock::time_point end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.seconds));
  std::vector<Tally> tallies(static_cast<std::size_t>(options.connections));
  std::vector<std::thread> threads;
  for (int i = 0; i < options.connections; ++i) {
    threads.emplace_back([&, i] {
      try {
        play(options, end, static_cast<std::uint64_t>(i) + 1, tallies[static_cast<std::size_t>(i)]);
      } catch (const std::exception& error) {
        std::fprintf(stderr, "connection %d: %s\n", i, error.what());
        ++tallies[static_cast<std::size_t>(i)].errors;
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();

  Tally total;
  for (const Tally& tally : tallies) {
    total.move_milliseconds.insert(total.move_milliseconds.end(), tally.move_milliseconds.begin(),
                                   tally.move_milliseconds.end());
    total.games += tally.games;
    total.errors += tally.errors;
  }
  const std::size_t moves = total.move_milliseconds.size();
  std::printf("connections %d, %.1f s: %zu moves (%.0f moves/s), %ld games, %ld errors\n",
              options.connections, elapsed, moves, static_cast<double>(moves) / elapsed, total.games,
              total.errors);
  std::printf("move request latency: p50 %.2f ms, p99 %.2f ms\n", percentile(total.move_milliseconds, 0.5),
              percentile(total.move_milliseconds, 0.99));
  return total.errors == 0 ? 0 : 1;
}
