#include "engine/pattern_evaluation.h"

#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

#include "engine/embedded_tables.h"
#include "engine/evaluation.h"
#include "engine/mobility.h"

namespace reversi::engine {

namespace {

PatternEvaluator compiled_in(std::string_view name, std::string_view bytes) {
  Result<PatternEvaluator> loaded = PatternEvaluator::from_bytes(bytes);
  if (!loaded)
    throw std::logic_error("compiled-in pattern tables " + std::string(name) + ": " + loaded.error());
  return std::move(loaded).value();
}

}  // namespace

const PatternEvaluator& PatternEvaluator::whole_game() {
  static const PatternEvaluator evaluator = compiled_in("patterns.bin", embedded_patterns());
  return evaluator;
}

const PatternEvaluator& PatternEvaluator::endgame() {
  static const PatternEvaluator evaluator = compiled_in("endgame_patterns.bin", embedded_endgame_patterns());
  return evaluator;
}

int PatternEvaluator::search(const Board& board, int plies) const {
  return search(board, plies, -kUnbounded, kUnbounded);
}

int PatternEvaluator::search(const Board& board, int plies, int alpha, int beta) const {
  std::uint64_t boards = 0;
  return search(board, plies, alpha, beta, boards);
}

int PatternEvaluator::search(const Board& board, int plies, int alpha, int beta,
                             std::uint64_t& boards) const {
  return search(board, FoldedReadings(board), plies, alpha, beta, boards);
}

int PatternEvaluator::search(const Board& board, const FoldedReadings& readings, int plies, int alpha,
                             int beta, std::uint64_t& boards) const {
  ++boards;
  if (plies <= 0) return evaluate(board, readings);
  const Bitboard moves = board.moves();
  if (!moves) {
    if (!board.opponent_can_move()) return board.final_score() * kValuePerDisc;
    const Move pass;
    return -search(board.after(pass), readings.after(pass), plies, -beta, -alpha, boards);
  }
  int best = std::numeric_limits<int>::min() / 2;
  // Searches the board `move` leaves; true once the node is cut off.
  auto refutes = [&](const Board& child, const Move& move) {
    best = std::max(best,
                    -search(child, readings.after(move), plies - 1, -beta, -std::max(alpha, best), boards));
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

Result<PatternEvaluator> PatternEvaluator::from_bytes(std::string_view bytes) {
  const Result<PatternTables> tables = parse_pattern_tables(bytes);
  if (!tables) return Error{tables.error()};
  return PatternEvaluator(tables.value());
}

PatternEvaluator::PatternEvaluator(const PatternTables& tables) {
  for (int empties = 0; empties <= kSquareCount; ++empties)
    phase_of_[empties] = tables.phase_of_empties[std::min(empties, kMostEmpties)];
  folded_.reserve(tables.entries.size());
  for (int phase = 0; phase < tables.phases; ++phase) {
    const std::vector<std::int32_t> folded = fold_pattern_tables(
        std::span(tables.entries).subspan(phase * pattern_entries_per_phase(), pattern_entries_per_phase()));
    folded_.insert(folded_.end(), folded.begin(), folded.end());
  }
}

}  // namespace reversi::engine
