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

// Adds --weights FILE, the evaluation's weights (read with weights_argument()).
inline void add_weights_option(CLI::App& command, std::string& file) {
  command.add_option("--weights", file,
                     "Evaluation weights, one feature a line: name opening ending (default: built in)");
}

}  // namespace reversi::cli
