// The subcommands of the `reversi` program, each in a file of its own.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "cli/language.h"
#include "core/game.h"
#include "engine/book.h"
#include "engine/evaluation.h"
#include "engine/pattern_evaluation.h"

namespace reversi::cli {

// Options every subcommand reads, set on the main command line.
struct GlobalOptions {
  std::string lang;  // "ja", "en" or empty for the locale's
  Language language() const { return lang.empty() ? detect_language() : *parse_language(lang); }
};

// Ends the program with `message` on stderr and exit status 2 (bad input).
[[noreturn]] void fail(const std::string& message);

// The position given as the argument `option` (named in errors): 64 squares and the side
// to move, or a transcript played from the start (Game::from_setup tells which, whatever
// its length); the start when empty. Bad input ends the program with a message that names
// the argument.
Position position_argument(const std::string& option, const std::string& text);

// The game given on a command line: `moves` played from `position` (the start when empty).
// Bad input ends the program with a message that names the argument, as the command calls it.
Game game_from_arguments(const std::string& position, const std::string& moves,
                         const std::string& position_option = "position",
                         const std::string& moves_option = "--moves");

// The evaluation weights in `file` (the format of engine::weights_text), or the built-in
// ones when `file` is empty. A bad file ends the program with the line at fault.
engine::Weights weights_argument(const std::string& file);

// The whole-game pattern tables in `file` (as reversi_train_evaluation writes them), named on
// the command line by `option`. A bad file ends the program, saying why.
std::unique_ptr<engine::PatternEvaluator> tables_argument(const std::string& option, const std::string& file);

// The whole of the file at `path`, named on the command line by `option` (empty for a
// positional argument); a file that cannot be read ends the program, saying why.
std::string file_argument(const std::string& option, const std::string& path);

// The opening book in `file`, in the binary format `reversi book build` writes. A bad file
// ends the program with a message that names the file and the entry at fault.
engine::Book book_file(const std::string& file);

// --database URI: the game database in PostgreSQL instead of --data's SQLite file, for
// `reversi serve` and `reversi games`.
void add_database_option(CLI::App& app, std::string& uri);

void add_perft_command(CLI::App& app);
void add_position_command(CLI::App& app, const GlobalOptions& global);
void add_play_command(CLI::App& app, const GlobalOptions& global);
void add_match_command(CLI::App& app, const GlobalOptions& global);
void add_solve_command(CLI::App& app);
void add_hint_command(CLI::App& app, const GlobalOptions& global);
void add_analyze_command(CLI::App& app, const GlobalOptions& global);
void add_bench_command(CLI::App& app);
void add_opponents_command(CLI::App& app, const GlobalOptions& global);
void add_serve_command(CLI::App& app);
void add_site_command(CLI::App& app, const GlobalOptions& global);
void add_nboard_command(CLI::App& app);
void add_gtp_command(CLI::App& app);
void add_games_command(CLI::App& app, const GlobalOptions& global);
void add_book_command(CLI::App& app, const GlobalOptions& global);

}  // namespace reversi::cli
