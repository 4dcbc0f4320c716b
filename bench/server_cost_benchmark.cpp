// What games against the computer cost a running `reversi serve`: a person (random legal
// moves) plays black against a computer opponent, game after game, over the API. With
// --found the client finds each computer move itself, as the page's engine in the browser
// does, and sends the move and its reason for the server to check and store; without, the
// server searches it. bench/server_cost.sh reads the server's CPU time around each run.
//
//   reversi_server_cost_benchmark --port 8080 --level level-3 --games 20 [--found]
//
// Prints the games and computer moves played and, with --found, the client's own search
// time (what the browser spends instead). Start the server with --max-games-per-minute 0.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
#include <string>

#include "api_client.h"
#include "core/game.h"
#include "core/notation.h"
#include "engine/engine.h"
#include "json/move_reason_json.h"
#include "players/registry.h"

namespace {

namespace net = boost::asio;

struct Options {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  std::string level = "level-3";
  int games = 20;
  bool found = false;
};

// A request's answer; a status other than `expected` stops the benchmark.
nlohmann::json post(ApiClient& client, const std::string& target, const nlohmann::json& body,
                    unsigned expected = 200) {
  auto [status, answer] = client.post(target, body);
  if (status != expected)
    throw std::runtime_error(target + ": " + std::to_string(status) + " " + answer.dump());
  return answer;
}

struct Tally {
  int games = 0;
  long computer_moves = 0;
  double client_search_seconds = 0;
};

void play_game(ApiClient& client, const Options& options, std::mt19937_64& random,
               reversi::engine::Engine& engine, Tally& tally) {
  nlohmann::json game = post(client, "/api/games", {{"black", "human"}, {"white", options.level}}, 201);
  const std::string path = "/api/games/" + game["id"].get<std::string>();
  while (!game["over"].get<bool>()) {
    if (game["to_move"] == "black") {
      const nlohmann::json& legal = game["legal"];
      game = post(client, path + "/moves", {{"move", legal[random() % legal.size()]}, {"ply", game["ply"]}});
      continue;
    }
    nlohmann::json request = {{"ply", game["ply"]}};
    if (options.found) {
      const auto started = std::chrono::steady_clock::now();
      const reversi::Game here = reversi::Game::from_setup(game["setup"].get<std::string>()).value();
      const auto player = reversi::make_opponent(options.level, random(), &engine);
      const reversi::Decision decision = player->choose(here.position().board);
      tally.client_search_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      request["move"] = reversi::square_name(decision.move);
      request["reason"] = reversi::json::move_reason_json(decision.reason);
    }
    game = post(client, path + "/computer-move", request);
    ++tally.computer_moves;
  }
  ++tally.games;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app{"Play games against a computer opponent through a running `reversi serve`"};
  app.add_option("--host", options.host, "Server address")->capture_default_str();
  app.add_option("--port", options.port, "Server port")->capture_default_str();
  app.add_option("--level", options.level, "The computer opponent")->capture_default_str();
  app.add_option("--games", options.games, "Games to play")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_flag("--found", options.found, "Find the computer's moves here, as the page's engine does");
  CLI11_PARSE(app, argc, argv);
  if (!reversi::find_opponent(options.level)) {
    std::fprintf(stderr, "no computer opponent is called %s\n", options.level.c_str());
    return 2;
  }
  try {
    net::io_context io;
    ApiClient client(io, options.host, options.port);
    std::mt19937_64 random(1);
    reversi::engine::Engine engine;
    Tally tally;
    for (int game = 0; game < options.games; ++game) play_game(client, options, random, engine, tally);
    std::printf("%s, %s: %d games, %ld computer moves; the client's searches %.2f s\n", options.level.c_str(),
                options.found ? "moves found by the client" : "moves searched by the server", tally.games,
                tally.computer_moves, tally.client_search_seconds);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "reversi_server_cost_benchmark: %s\n", error.what());
    return 1;
  }
  return 0;
}
