// The bench: a fixed list of searches with one thread. Their total node count, the
// signature, changes whenever the search's behaviour does, so `reversi bench` and the
// page's WebAssembly engine (src/wasm) must print the same one.
#pragma once

#include <vector>

#include "engine/search_types.h"

namespace reversi::engine {

struct BenchOptions {
  int depth = 11;
  int exact_empties = 16;
  Judgement judgement = Judgement::Patterns;
  double seconds = 0;  // a time limit per position, when above 0
  bool probcut = true;
};

struct BenchSearch {
  int plies;  // into the game the positions come from
  int empties;
  SearchResult result;
};

// Every search of the bench, in order, each with fresh hash tables.
std::vector<BenchSearch> run_bench(const BenchOptions& options);

}  // namespace reversi::engine
