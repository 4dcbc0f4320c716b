// The search depth options that hint and analyze share.
#pragma once

#include <CLI/CLI.hpp>

#include "engine/search_types.h"

namespace reversi::cli {

// Adds --depth and --exact to `command`, filling `limits`, with these defaults.
inline void add_search_options(CLI::App& command, engine::SearchLimits& limits, int depth,
                               int exact_empties) {
  limits.depth = depth;
  limits.exact_empties = exact_empties;
  command.add_option("--depth", limits.depth, "Midgame look-ahead in plies")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  command.add_option("--exact", limits.exact_empties, "Solve exactly from this many empty squares")
      ->check(CLI::Range(0, kSquareCount))
      ->capture_default_str();
}

// Adds --weights FILE, weights for the hand-weighted features (read with
// weights_argument()): given, the search judges boards by them instead of the patterns.
inline CLI::Option* add_weights_option(CLI::App& command, std::string& file, engine::SearchLimits& limits) {
  return command.add_option_function<std::string>(
      "--weights",
      [&file, &limits](const std::string& value) {
        file = value;
        limits.judgement = engine::Judgement::Features;
      },
      "Judge boards by the hand-weighted features with these weights, one feature a line: name opening "
      "ending (default: by the learned patterns)");
}

}  // namespace reversi::cli
