// `reversi play`: a game in the terminal between people, computers, or both.
#include <unistd.h>

#include <iostream>
#include <random>

#include "cli/commands.h"
#include "cli/terminal_game.h"
#include "players/registry.h"

namespace reversi::cli {

namespace {

struct PlayOptions {
  std::string black = kHuman;
  std::string white{kRecommendedOpponent};
  std::optional<std::uint64_t> seed;
  std::string from;
};

void run_play(const PlayOptions& options, Language lang) {
  TerminalGameOptions game;
  game.black = options.black;
  game.white = options.white;
  game.language = lang;
  game.seed = options.seed ? *options.seed : std::random_device{}();
  game.echo_input = !isatty(STDIN_FILENO);
  game.start = position_argument("--from", options.from);
  TerminalGame(std::cin, std::cout, std::move(game)).run();
}

}  // namespace

void add_play_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<PlayOptions>();
  std::vector<std::string> names = {kHuman};
  for (const OpponentInfo& player : opponents()) names.push_back(player.name);
  CLI::App* play_app = app.add_subcommand("play", "Play a game in the terminal (type help during the game)");
  play_app
      ->add_option(
          "--black", options->black,
          "Who plays black: human (a person at this terminal) or a computer opponent (see reversi opponents)")
      ->check(CLI::IsMember(names))
      ->capture_default_str();
  play_app->add_option("--white", options->white, "Who plays white (the same names)")
      ->check(CLI::IsMember(names))
      ->capture_default_str();
  play_app->add_option("--seed", options->seed, "Seed for the computers' choices between equal moves");
  play_app->add_option("--from", options->from,
                       "Start from this position: 64 squares and X or O, or a transcript from the start");
  play_app->callback([options, &global] { run_play(*options, global.language()); });
}

}  // namespace reversi::cli
