// What the tools' main functions share: the held-out games that the measuring tools read,
// and one way to report a failure.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace reversi::tools {

// The game files a measuring tool reads: reversi_generate_games lines from games that the
// tables were not trained on, or the measure would flatter them.
inline CLI::Option* add_held_out_games(CLI::App& app, std::vector<std::string>& games) {
  return app.add_option("games", games, "Game files (reversi_generate_games lines), not trained on")
      ->required()
      ->check(CLI::ExistingFile);
}

// Runs a tool's work. What stops it (a file that cannot be read, a line that is not a game)
// is reported as one line that names the tool, with exit status 1.
template <class Work>
int run_reporting_errors(const char* tool, Work&& work) {
  try {
    work();
  } catch (const std::exception& error) {
    std::fprintf(stderr, "%s: %s\n", tool, error.what());
    return 1;
  }
  return 0;
}

}  // namespace reversi::tools
