#include "engine/pattern_search.h"

#include <algorithm>
#include <array>

#include "engine/evaluation.h"
#include "engine/mobility.h"

namespace reversi::engine {

int pattern_search(const PatternEvaluator& evaluator, const Board& board, const FoldedReadings& readings,
                   int plies, PatternSearchWindow window, std::uint64_t& boards) {
  ++boards;
  if (plies <= 0) return evaluator.evaluate(board, readings);
  const int alpha = window.alpha;
  const int beta = window.beta;
  const Bitboard moves = board.moves();
  if (!moves) {
    if (!board.opponent_can_move()) return board.final_score() * kValuePerDisc;
    const Move pass;
    return -pattern_search(evaluator, board.after(pass), readings.after(pass), plies, {-beta, -alpha},
                           boards);
  }
  int best = std::numeric_limits<int>::min() / 2;
  // Searches the board `move` leaves; true once the node is cut off.
  auto refutes = [&](const Board& child, const Move& move) {
    best = std::max(best, -pattern_search(evaluator, child, readings.after(move), plies - 1,
                                          {-beta, -std::max(alpha, best)}, boards));
    return best >= beta;
  };
  if (plies == 1) {
    // The replies are the leaves: ordering them would cost about as much as evaluating them.
    for (Square sq : squares_of(moves)) {
      const Move move = board.move_at(sq);
      if (refutes(board.after(move), move)) break;
    }
    return best;
  }
  // Fastest first: the move leaving the fewest replies usually holds the opponent best, so
  // its brothers are cut off after a reply or two. The value is the same in any order, and
  // the search takes less time (reversi_evaluation_benchmark; docs/benchmarks-history.md,
  // "fewer evaluations in the ordering searches").
  struct Child {
    Board board;
    Move move;
    int replies;
  };
  std::array<Child, kSquareCount> children;  // no board has more moves than squares
  int n = 0;
  for (Square sq : squares_of(moves)) {
    const Move move = board.move_at(sq);
    const Board child = board.after(move);
    children[n++] = Child{child, move, weighted_mobility(child.moves())};
  }
  for (int i = 0; i < n; ++i) {
    // Selection sort as we go: a cut-off usually comes early.
    std::swap(children[i],
              *std::min_element(children.begin() + i, children.begin() + n,
                                [](const Child& a, const Child& b) { return a.replies < b.replies; }));
    if (refutes(children[i].board, children[i].move)) break;
  }
  return best;
}

int pattern_search(const PatternEvaluator& evaluator, const Board& board, int plies,
                   PatternSearchWindow window) {
  std::uint64_t boards = 0;
  return pattern_search(evaluator, board, FoldedReadings(board), plies, window, boards);
}

}  // namespace reversi::engine
