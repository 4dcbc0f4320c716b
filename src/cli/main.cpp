// `reversi`: the command-line program. Each subcommand lives in its own file.
#include <iostream>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "core/file_contents.h"
#include "engine/book_files.h"
#include "engine/pattern_tables_file.h"
#include "server/store/open_database.h"

namespace reversi::cli {

void fail(const std::string& message) {
  std::cerr << "reversi: " << message << '\n';
  throw CLI::RuntimeError(2);
}

Position position_argument(const std::string& option, const std::string& text) {
  if (text.empty()) return Position::start();
  const Result<Game> setup = Game::from_setup(text);
  if (!setup) fail(option + ": " + setup.error());
  return setup.value().position();
}

Game game_from_arguments(const std::string& position, const std::string& moves,
                         const std::string& position_option, const std::string& moves_option) {
  const Position start = position_argument(position_option, position);
  Result<Game> game = Game::from_transcript(moves, start);
  if (!game) fail(moves_option + ": " + game.error());
  return std::move(game).value();
}

engine::Weights weights_argument(const std::string& file) {
  if (file.empty()) return engine::default_weights();
  const Result<engine::Weights> weights = engine::parse_weights(file_argument("--weights", file));
  if (!weights) fail("--weights: " + file + ": " + weights.error());
  return weights.value();
}

std::unique_ptr<engine::PatternEvaluator> tables_argument(const std::string& option,
                                                          const std::string& file) {
  Result<engine::PatternTables> tables = engine::read_pattern_tables_file(file);
  if (!tables) fail(option + ": " + tables.error());
  return std::make_unique<engine::PatternEvaluator>(tables.value());
}

std::string file_argument(const std::string& option, const std::string& path) {
  Result<std::string> contents = file_contents(path);
  if (!contents) fail(option.empty() ? contents.error() : option + ": " + contents.error());
  return std::move(contents).value();
}

engine::Book book_file(const std::string& file) {
  Result<engine::Book> book = engine::parse_book_binary(file_argument("", file), file);
  if (!book) fail(book.error());
  return std::move(book).value();
}

void add_database_option(CLI::App& app, std::string& uri) {
  app.add_option("--database", uri,
                 "Keep the games in this PostgreSQL database instead of --data's SQLite file: a libpq URI, "
                 "postgresql://USER@HOST:PORT/DATABASE (its tables are made when it is first used)")
      ->check([](const std::string& text) {
        return server::is_postgresql_uri(text) ? std::string()
                                               : "not a PostgreSQL URI (postgresql://USER@HOST/DATABASE)";
      });
}

// FFO positions usually begin with an empty a1, written '-', and CLI11 takes "--X..." or
// "-O..." for an option that does not exist. No option reads as a position, so such an
// argument gets a leading space: positions ignore spaces, and CLI11 then takes it as
// the plain argument it is, for a positional and for --from alike.
std::vector<std::string> with_positions_unmistakable(int argc, char** argv) {
  std::vector<std::string> arguments(argv, argv + argc);
  for (std::string& argument : arguments) {
    if (argument.starts_with('-') && parse_position(argument)) argument.insert(0, 1, ' ');
  }
  return arguments;
}

}  // namespace reversi::cli

int main(int argc, char** argv) {
  using namespace reversi::cli;
  CLI::App app{
      "Reversi (Othello) / リバーシ: play in the terminal, inspect positions, count moves, match computers, "
      "serve the game to a browser."};
  app.require_subcommand(1);
  app.fallthrough();  // lets --lang follow the subcommand too
  GlobalOptions global;
  app.add_option("--lang", global.lang, "Language: ja (日本語) or en; default from the locale")
      ->check(CLI::IsMember({"ja", "en"}));
  add_perft_command(app);
  add_position_command(app, global);
  add_play_command(app, global);
  add_match_command(app, global);
  add_solve_command(app);
  add_hint_command(app, global);
  add_analyze_command(app, global);
  add_bench_command(app);
  add_opponents_command(app, global);
  add_serve_command(app);
  add_site_command(app, global);
  add_nboard_command(app);
  add_gtp_command(app);
  add_games_command(app, global);
  add_book_command(app, global);
  std::vector<std::string> arguments = with_positions_unmistakable(argc, argv);
  std::vector<char*> pointers;
  for (std::string& argument : arguments) pointers.push_back(argument.data());
  CLI11_PARSE(app, argc, pointers.data());
  return 0;
}
