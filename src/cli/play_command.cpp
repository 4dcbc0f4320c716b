// `reversi play`: a game in the terminal between people, computers, or both.
#include <unistd.h>

#include <iostream>
#include <random>

#include "cli/commands.h"
#include "cli/learned_book.h"
#include "cli/terminal_game.h"
#include "engine/book_files.h"
#include "players/registry.h"

namespace reversi::cli {

namespace {

struct PlayOptions {
  std::string black = kHuman;
  std::string white{kRecommendedOpponent};
  std::optional<std::uint64_t> seed;
  std::string from;
  std::string learned_book;  // empty: no learning
};

void run_play(const PlayOptions& options, Language lang) {
  TerminalGameOptions game;
  game.black = options.black;
  game.white = options.white;
  game.language = lang;
  game.seed = options.seed ? *options.seed : std::random_device{}();
  game.echo_input = !isatty(STDIN_FILENO);
  game.start = position_argument("--from", options.from);
  std::optional<engine::LearningBook> learning;
  if (!options.learned_book.empty()) {
    learning = read_learning_book(options.learned_book, engine::default_book());
    game.book = &learning->book();
    game.learn = [&learning, &options, lang](const std::vector<Board>& boards) {
      const Result<std::size_t> added =
          learn_and_save(*learning, options.learned_book, boards, engine::LearnOptions{});
      if (!added) return added.error();
      return std::to_string(added.value()) + text(lang, " 局面を学習しました (", " positions learned (") +
             options.learned_book + text(lang, ": ", " has ") + std::to_string(learning->learned().size()) +
             text(lang, " 局面)。", ").");
    };
  }
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
  play_app->add_option("--learned-book", options->learned_book,
                       "A learned book (binary, created if missing): the computers play from it beside the "
                       "shipped book, and each game that ends is learned into it");
  play_app->callback([options, &global] { run_play(*options, global.language()); });
}

}  // namespace reversi::cli
