// The engine: give it a board and limits, get back the best move, its value, the depth
// reached, the nodes searched and the line it expects, and on request a value for every
// legal move. It owns the hash tables and the search threads. No I/O. A side that must
// pass is searched through its pass: its move is Pass, its line starts with it.
//
// A search blocks the calling thread; stop() from another thread ends it early, keeping
// the deepest finished result. With one thread and fixed limits it is deterministic.
#pragma once

#include <cstddef>
#include <mutex>

#include "engine/evaluation.h"
#include "engine/search_types.h"
#include "engine/stop_signal.h"
#include "engine/transposition_table.h"

namespace reversi::engine {

struct EngineOptions {
  std::size_t hash_megabytes = 64;  // shared by the midgame and endgame tables
  int threads = 1;
  Weights weights = default_weights();
  // The whole-game tables of the Patterns judgement; none: the compiled-in ones. Others
  // are for comparing trained tables (reversi match --tables-a); Multi-ProbCut keeps the
  // compiled-in tables' fit.
  const PatternEvaluator* patterns = nullptr;
};

class Engine {
 public:
  explicit Engine(const EngineOptions& options = {});

  SearchResult search(const Board& board, const SearchLimits& limits);
  void stop() { stop_.request(); }
  // Stops the search under way and makes every later one stop at once (StopSignal::halt).
  void halt() { stop_.halt(); }
  bool halted() const { return stop_.halted(); }
  void clear();  // forget earlier searches, as for a new game

 private:
  SearchResult search_once(const Board& board, const SearchLimits& limits);
  SearchResult search_on_budget(const Board& board, const SearchLimits& limits);
  struct ExactSolve;
  SearchResult search_exact(const Board& board, const SearchLimits& limits);
  // The steps of search_exact: the root moves in the order a short search expects (and
  // its score, the first guess); then either every move's score, or the best move's by
  // null-window tests.
  std::vector<Move> guessed_root_order(const Board& board, ExactSolve& solve);
  void score_each_move(const Board& board, const std::vector<Move>& moves, ExactSolve& solve,
                       SearchResult& result);
  void solve_by_tests(const Board& board, std::vector<Move>& moves, const SearchLimits& limits,
                      ExactSolve& solve, SearchResult& result);
  SearchResult search_midgame(const Board& board, const SearchLimits& limits);
  void add_exact_line(const Board& board, SearchResult& solved);
  static std::vector<Square> table_line(const TranspositionTable& table, const Board& board, Square first,
                                        int length);
  static void add_move_lines(const TranspositionTable& table, const Board& board, int length,
                             SearchResult& result);

  const Evaluator& evaluator(Judgement judgement) const;

  EngineOptions options_;
  // The whole-game tables: options.patterns, or the compiled-in ones. The exact solver
  // orders its moves by them.
  const PatternEvaluator& tables_;
  Evaluator patterns_;  // the judgement by tables_
  Evaluator features_;
  // The features, then the endgame tables near the end: the former top level's judgement.
  // An exact solve's first guess and root move order come from a short search with it,
  // which took fewer nodes than one with the whole-game tables (docs/benchmarks/search.md).
  Evaluator features_then_endgame_patterns_;
  TranspositionTable midgame_table_;
  TranspositionTable endgame_table_;
  StopSignal stop_;
  std::mutex searching_;  // one search at a time
};

}  // namespace reversi::engine
