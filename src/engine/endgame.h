// The exact endgame solver: the final disc difference under perfect play, empty squares
// counted for the winner (the score the FFO test files give).
//
// Search steps by number of empty squares, because what pays off changes with depth:
//   1-4 empties: straight alpha-beta over the empty squares, no move generation, squares
//     in regions with an odd number of empties first (parity), then by a fixed order of
//     squares (corners first, X-squares last); the last move's flips counted, not made;
//   5 to kShallowEmpties: legal moves in the same order, stability cut-offs, no hash table;
//   more: the hash table, moves sorted fastest-first (fewest replies for the opponent,
//     then potential mobility, corner discs and parity), principal-variation search with
//     null windows.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/board.h"
#include "engine/evaluation.h"
#include "engine/transposition_table.h"

namespace reversi::engine {

class EndgameSolver {
 public:
  // `stop`, when it turns true, makes the solver give up as soon as it can; what it
  // returns after that means nothing (check stopped()).
  EndgameSolver(TranspositionTable& table, const Evaluator& evaluator, const std::atomic<bool>& stop)
      : table_(table), evaluator_(evaluator), stop_(stop) {}

  // Fail-soft: the exact score if it lies strictly between alpha and beta; otherwise a
  // bound on the side of the window it fell (at most alpha, or at least beta).
  int solve(const Board& board, int alpha, int beta);

  std::uint64_t nodes() const { return nodes_; }
  bool stopped() const { return stopped_; }

 private:
  int solve_deep(const Board& board, int alpha, int beta, bool passed);
  int solve_shallow(const Board& board, int alpha, int beta, bool passed);
  template <int kEmpties>
  int solve_few(Bitboard player, Bitboard opponent, int alpha, int beta, const Square* empties, bool passed);
  int solve_last(Bitboard player, Bitboard opponent, Square empty);
  bool check_stop();

  TranspositionTable& table_;
  const Evaluator& evaluator_;
  const std::atomic<bool>& stop_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace reversi::engine
