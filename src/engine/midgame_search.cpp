#include "engine/midgame_search.h"

#include <algorithm>

#include "engine/mobility.h"
#include "engine/probcut.h"

namespace reversi::engine {

namespace {

// What each move the opponent is left with costs a move in the order (a corner counts
// twice), on top of the evaluation, which weighs mobility too: moves that leave few replies
// are searched first, since their subtrees are small and cut off soonest. The weight was
// measured with tools/midgame_speed.cpp:
// docs/benchmarks/search.md#midgame-search-and-the-evaluations-speed.
Value replies_cost(const Board& child) { return 2 * kValuePerDisc * weighted_mobility(child.moves()); }

// The moves of `board`, `first` (if legal) first, then by `value_of(move, child)`, the
// board each leaves, highest first.
template <typename ValueOf>
MoveList ordered_by(const Board& board, Square first, ValueOf value_of) {
  MoveList list;
  std::array<Value, kSquareCount> values;
  for (Square sq : squares_of(board.moves())) {
    const Move move = board.move_at(sq);
    // Insertion sort, best first; equal moves keep square order, so the search stays
    // deterministic.
    const Value value = sq == first ? kInfinity : value_of(move, board.after(move));
    std::size_t i = list.size++;
    for (; i > 0 && values[i - 1] < value; --i) {
      values[i] = values[i - 1];
      list.moves[i] = list.moves[i - 1];
    }
    values[i] = value;
    list.moves[i] = move;
  }
  return list;
}

// Two plies from the leaves and nearer, the order goes by the replies alone: evaluating
// every child there to order it costs more time than the nodes it saves (measured as
// above).
constexpr int kEvaluatedOrderDepth = 3;

MoveList fastest_first(const Board& board, Square first) {
  return ordered_by(board, first, [](const Move&, const Board& child) { return -replies_cost(child); });
}

}  // namespace

MoveList ordered_moves(const Board& board, const Evaluator& evaluator, Square first) {
  ChildEvaluator evaluate(evaluator, board);
  return ordered_by(board, first, [&evaluate](const Move& move, const Board& child) {
    return -evaluate(move, child) - replies_cost(child);
  });
}

MidgameSearch::MidgameSearch(const Evaluator& evaluator, TranspositionTable& table, const StopSignal& stop,
                             const SearchLimits& limits, bool probcut)
    : evaluator_(evaluator), table_(table), stop_(stop), limits_(limits), probcut_(probcut) {}

// Every kStopCheckNodes nodes counted: the frontier counts its children without entering
// search(), so the count passes most values at its entry without meeting them.
bool MidgameSearch::check_stop() {
  if (nodes_ >= next_stop_check_) {
    next_stop_check_ = nodes_ + kStopCheckNodes;
    if (stop_.requested()) stopped_ = true;
    if (limits_.nodes && nodes() >= *limits_.nodes) stopped_ = true;
  }
  return stopped_;
}

Value MidgameSearch::search(const Board& board, int depth, Value alpha, Value beta, bool passed) {
  ++nodes_;
  if (check_stop()) return 0;
  if (depth <= 0) return evaluator_.evaluate(board);
  if (!board.can_move()) {
    if (passed) return board.final_score() * kValuePerDisc;
    return -search(board.after(Move{}), depth, -beta, -alpha, true);
  }

  if (depth == 1) return search_frontier(board, beta);

  Square hash_move = Square::Pass;
  if (const std::optional<TableHit> hit = table_.probe(board)) {
    hash_move = hit->move;
    if (hit->depth >= depth) {
      if (hit->lower >= beta) return hit->lower;
      if (hit->upper <= alpha) return hit->upper;
      if (hit->lower == hit->upper) return hit->lower;
    }
  }

  if (probcut_) {
    if (const std::optional<Value> bound = probcut(board, depth, alpha, beta, passed)) return *bound;
    if (stopped()) return 0;
  }

  const Value original_alpha = alpha;
  Value best = -kInfinity;
  Square best_square = Square::Pass;
  const MoveList moves = depth >= kEvaluatedOrderDepth ? ordered_moves(board, evaluator_, hash_move)
                                                       : fastest_first(board, hash_move);
  for (const Move& move : moves) {
    const Board child = board.after(move);
    const Value lower = std::max(alpha, best);
    Value value;
    if (best == -kInfinity) {
      value = -search(child, depth - 1, -beta, -lower, false);
    } else {
      value = -search(child, depth - 1, -lower - 1, -lower, false);
      if (value > lower && value < beta) value = -search(child, depth - 1, -beta, -value, false);
    }
    if (stopped()) return 0;
    if (value > best) {
      best = value;
      best_square = move.square;
      if (best >= beta) break;
    }
  }
  table_.store(board, depth, best > original_alpha ? best : -kInfinity, best < beta ? best : kInfinity,
               best_square);
  return best;
}

// The shallow searches are null-window tests at the values beyond which the fit expects
// the deep value outside the window. A cut returns the bound it proved likely, as a
// fail-hard cut-off would; nothing is stored for it.
std::optional<Value> MidgameSearch::probcut(const Board& board, int depth, Value alpha, Value beta,
                                            bool passed) {
  const std::optional<ProbCutTest> test = probcut_test(depth, board.empty_count(), alpha, beta);
  if (!test) return std::nullopt;
  if (test->high < kInfinity &&
      search(board, test->shallow_depth, test->high - 1, test->high, passed) >= test->high)
    return beta;
  if (test->low > -kInfinity &&
      search(board, test->shallow_depth, test->low, test->low + 1, passed) <= test->low)
    return alpha;
  return std::nullopt;
}

// One ply above the leaves, ordering the moves would evaluate every child twice: each is
// evaluated once instead, in square order, keeping the first best.
Value MidgameSearch::search_frontier(const Board& board, Value beta) {
  Value best = -kInfinity;
  ChildEvaluator evaluate(evaluator_, board);
  for (Square sq : squares_of(board.moves())) {
    const Move move = board.move_at(sq);
    const Board child = board.after(move);
    ++nodes_;
    const Value value = -evaluate(move, child);
    if (value > best) {
      best = value;
      if (best >= beta) break;
    }
  }
  return best;
}

std::vector<MoveValue> MidgameSearch::search_root(const Board& board, int depth, bool all) {
  Square hash_move = Square::Pass;
  if (const std::optional<TableHit> hit = table_.probe(board)) hash_move = hit->move;
  std::vector<MoveValue> values;
  Value best = -kInfinity;
  for (const Move& move : ordered_moves(board, evaluator_, hash_move)) {
    const Board child = board.after(move);
    Value value;
    if (all || best == -kInfinity) {
      value = -search(child, depth - 1, -kInfinity, kInfinity, false);
    } else {
      value = -search(child, depth - 1, -best - 1, -best, false);
      if (value > best) value = -search(child, depth - 1, -kInfinity, -best, false);
    }
    if (stopped()) return {};
    // Without `all`, a move that is no better than the best so far has only a bound.
    if (all || value > best) values.push_back(MoveValue{move.square, value, false});
    best = std::max(best, value);
  }
  std::stable_sort(values.begin(), values.end(),
                   [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
  if (!all) values.resize(1);
  table_.store(board, depth, values.front().value, values.front().value, values.front().move);
  return values;
}

}  // namespace reversi::engine
