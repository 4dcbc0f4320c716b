// The midgame search of one thread: iterative-deepening negamax with principal-variation
// search, the shared hash table, and the exact solver below a number of empty squares.
#pragma once

#include <array>
#include <atomic>
#include <vector>

#include "engine/endgame.h"
#include "engine/evaluation.h"
#include "engine/search_types.h"

namespace reversi::engine {

class MidgameSearch {
 public:
  MidgameSearch(const Evaluator& evaluator, TranspositionTable& midgame_table,
                TranspositionTable& endgame_table, const std::atomic<bool>& stop, const SearchLimits& limits);

  // Searches the moves of `board` (which has one) `depth` plies deep. Returns the best
  // move with its value, or with `all` every move with its own value (each searched with
  // a full window), best first; nothing if the search was stopped.
  std::vector<MoveValue> search_root(const Board& board, int depth, bool all);

  std::uint64_t nodes() const { return nodes_ + solver_.nodes(); }
  bool stopped() const { return stopped_ || solver_.stopped(); }

 private:
  Value search(const Board& board, int depth, Value alpha, Value beta, bool passed);
  Value search_frontier(const Board& board, Value alpha, Value beta);
  Value solve_exactly(const Board& board, Value alpha, Value beta);
  bool check_stop();

  const Evaluator& evaluator_;
  TranspositionTable& table_;
  EndgameSolver solver_;
  const std::atomic<bool>& stop_;
  const SearchLimits& limits_;
  const int solved_in_tree_;  // nodes with this many empties or fewer are solved exactly
  std::uint64_t nodes_ = 0;
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
// evaluation of the position each leaves.
MoveList ordered_moves(const Board& board, const Evaluator& evaluator, Square first);

}  // namespace reversi::engine
