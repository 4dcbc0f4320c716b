// The midgame search of one thread: iterative-deepening negamax with principal-variation
// search and the shared hash table. A look-ahead that reaches the exact solver's part of
// the game is not one: Engine::search hands it to the solver.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "engine/evaluation.h"
#include "engine/search_types.h"
#include "engine/stop_signal.h"
#include "engine/transposition_table.h"

namespace reversi::engine {

class MidgameSearch {
 public:
  // With `probcut`, nodes are cut off by Multi-ProbCut (probcut.h), whose fit is the
  // whole-game patterns': give it only with them.
  MidgameSearch(const Evaluator& evaluator, TranspositionTable& table, const StopSignal& stop,
                const SearchLimits& limits, bool probcut = false);

  // Searches the moves of `board` (which has one) `depth` plies deep. Returns the best
  // move with its value, or with `all` every move with its own value (each searched with
  // a full window), best first; nothing if the search was stopped.
  std::vector<MoveValue> search_root(const Board& board, int depth, bool all);

  std::uint64_t nodes() const { return nodes_; }
  bool stopped() const { return stopped_; }

 private:
  Value search(const Board& board, int depth, Value alpha, Value beta, bool passed);
  Value search_frontier(const Board& board, Value beta);
  // Whether shallow searches cut the node off; if so, the bound (alpha or beta) to return.
  std::optional<Value> probcut(const Board& board, int depth, Value alpha, Value beta, bool passed);
  static constexpr std::uint64_t kStopCheckNodes = 1024;  // as EndgameSolver's, for slower nodes
  bool check_stop();

  const Evaluator& evaluator_;
  TranspositionTable& table_;
  const StopSignal& stop_;
  const SearchLimits& limits_;
  const bool probcut_;
  std::uint64_t nodes_ = 0;
  std::uint64_t next_stop_check_ = 0;  // the count at which check_stop next reads the clock
  bool stopped_ = false;
};

// The moves of one position, at most one per square.
struct MoveList {
  std::array<Move, kSquareCount> moves;
  std::size_t size = 0;
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
  const Move& front() const { return moves[0]; }
};

// Moves of `board` in the order worth searching them: `first` (if legal), then by the
// evaluation of the position each leaves, less what the opponent's replies there cost
// (the search orders its nodes near the leaves by the replies alone).
MoveList ordered_moves(const Board& board, const Evaluator& evaluator, Square first);

}  // namespace reversi::engine
