// The exact endgame solver: the final disc difference under perfect play, empty squares
// counted for the winner (the score the FFO test files give).
//
// Search steps by number of empty squares, because what pays off changes with depth:
//   1 to kShallowEmpties: straight alpha-beta over a list of the empty squares, no move
//     generation, no hash table; squares in regions with an odd number of empties first
//     (parity), then by a fixed order of squares (corners first, X-squares last), the
//     parity sorted again at the largest of these nodes; stability cut-offs from 3
//     empties; the last move's flips counted, not made;
//   more: moves sorted fastest-first (fewest replies for the opponent, then potential
//     mobility, corner discs and parity; from 13 empties also the pattern evaluation of
//     the board each move leaves, looking further ahead from 16 and 20), principal-
//     variation search with null windows; from 8 empties the hash table.
//
// Several threads solve one position together by Young Brothers Wait: once a node with
// many empties has searched its first move without a cut-off (the eldest brother), its
// other moves are shared with threads that are idle. A move that cuts off there stops
// the threads searching its brothers. Idle threads wait in a SplitPool. The root is
// shared the same way: in a test the score fails, every root move must be refuted, and
// the threads refute different moves at once, with no work wasted.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <span>
#include <vector>

#include "core/board.h"
#include "engine/pattern_evaluation.h"
#include "engine/search_types.h"
#include "engine/stop_signal.h"
#include "engine/transposition_table.h"

namespace reversi::engine {

struct Candidate;
struct SplitPoint;
class SquareList;

// Where the threads of one parallel solve meet: the nodes whose moves are being shared
// out, and how many threads are waiting for work.
class SplitPool {
 public:
  // Ends the help() of every solver of this pool, once it has finished what it joined.
  void close();

 private:
  friend class EndgameSolver;
  std::mutex mutex_;
  std::atomic<unsigned> changes_{0};  // bumped whenever a waiting thread may find work or be done
  std::vector<SplitPoint*> open_;     // nodes with moves still to hand out
  std::atomic<int> idle_{0};          // threads waiting: read without the lock, before a split
  bool closed_ = false;
};

// Solves of this many empties or more order the moves of their nodes with 20 or more
// empties by a short search over the patterns (see endgame.cpp). In smaller solves those
// nodes are few and near the root: the search costs more than it saves. From 22, the
// empties from which selective solves come first (engine.cpp); measured:
// docs/benchmarks/search.md#why-the-solvers-constants-are-what-they-are.
inline constexpr int kDeepOrderSolveEmpties = 22;

class EndgameSolver {
 public:
  // `stop`, once requested, makes the solver give up as soon as it can; what it
  // returns after that means nothing (check stopped()). With a pool, the solver shares
  // its work with the threads that help() in the same pool; without, it works alone.
  EndgameSolver(TranspositionTable& table, const PatternEvaluator& evaluator, const StopSignal& stop,
                SplitPool* pool = nullptr)
      : table_(table), evaluator_(evaluator), stop_(stop), pool_(pool) {}

  // Fail-soft: the exact score if it lies strictly between alpha and beta; otherwise a
  // bound on the side of the window it fell (at most alpha, or at least beta).
  int solve(const Board& board, int alpha, int beta);
  // The same for the root of a solve whose moves are already known and ordered: tries
  // `moves` (all the board's legal moves, at least one) in the order given, sharing them
  // with the pool's threads as any node's moves are, and sets `best_move` to the move of
  // the score returned.
  int solve_root(const Board& board, std::span<const Move> moves, int alpha, int beta, Square& best_move);
  // Searches moves that other solvers of the pool share out, until the pool is closed.
  void help();

  // How far the solve may trust the pattern evaluation: from 0 to kExactSelectivity (the
  // default), where it proves every score. Below, it is a ProbCut search: a node whose
  // value by the patterns lies far outside the window, by a margin that widens with the
  // level, is taken to fall outside it without being searched. Such a solve gives a likely
  // score in a fraction of the time, and leaves in the hash table the moves that order the
  // exact solve after it; its bounds are used only by solves of its own level or below.
  void set_selectivity(int selectivity) { selectivity_ = selectivity; }
  // For solves of kDeepOrderSolveEmpties or more; off by default. Every solver of a pool
  // must have the same setting.
  void set_deep_ordering(bool deep) { deep_ordering_ = deep; }
  // Stops the solver, as `stop` does, once it has searched this many nodes: at the same
  // node every time, where a time limit would depend on the machine's load.
  void set_node_limit(std::uint64_t nodes) { node_limit_ = nodes; }

  // The positions the solve entered, every test counted.
  std::uint64_t nodes() const { return nodes_; }
  // The boards the pattern evaluation judged or searched through for it: to order moves
  // and for ProbCut's tests. Not in nodes(), nor counted by a node limit.
  std::uint64_t ordering_nodes() const { return ordering_nodes_; }
  bool stopped() const { return stopped_; }

 private:
  // `moves`: the board's legal moves, found before (see Candidate); not read with
  // kShallowEmpties or fewer empties, where the search makes no moves list.
  int solve_deep(const Board& board, Bitboard moves, int alpha, int beta, bool passed);
  int solve_shallow(const Board& board, int alpha, int beta, bool passed);
  // `empties`: the board's empty squares in the order they are tried; `odd`: its quadrants
  // with an odd number of them (see endgame.cpp).
  template <int kEmpties>
  int solve_few(Bitboard player, Bitboard opponent, int alpha, int beta, SquareList empties, Bitboard odd,
                bool passed);
  template <int kEmpties>
  int solve_few_after_pass(Bitboard player, Bitboard opponent, int alpha, int beta, SquareList empties,
                           Bitboard odd);
  int solve_last(Bitboard player, Bitboard opponent, Square empty);
  int search_moves(Candidate* candidates, int n, int empty_count, int alpha, int beta, int best,
                   Square& best_square);
  int search_move(const Board& child, Bitboard child_moves, int lower, int beta, bool eldest);
  bool worth_splitting(int empty_count, int moves_left) const;
  void search_with_helpers(SplitPoint& split);
  void search_split_moves(SplitPoint& split);
  template <typename Done>
  void help_until(Done done, const SplitPoint* within);
  // Reads the clock every kStopCheckNodes nodes: often enough that a stop lands within a
  // fraction of a millisecond, seldom enough that reading it costs nothing measurable.
  static constexpr std::uint64_t kStopCheckNodes = 4096;
  bool check_stop();
  // Whether a shared node this solver works in has been cut off: its search is no longer
  // wanted, and what it returns means nothing.
  bool cut_above() const;
  bool abandoned() const { return stopped_ || cut_above(); }
  // What a result of this solver counts as in the hash table: more empties or a more exact
  // solve count more, and only results that count as much as this solver's may cut it off.
  int table_depth(int empty_count) const { return empty_count * (kExactSelectivity + 1) + selectivity_; }
  bool probably_outside(const Board& board, int alpha, int beta, int empty_count, int& bound);

  TranspositionTable& table_;
  const PatternEvaluator& evaluator_;
  const StopSignal& stop_;
  SplitPool* pool_;
  const SplitPoint* split_ = nullptr;  // the innermost shared node this solver works in
  std::uint64_t nodes_ = 0;
  std::uint64_t ordering_nodes_ = 0;
  int selectivity_ = kExactSelectivity;
  bool deep_ordering_ = false;
  std::uint64_t node_limit_ = UINT64_MAX;
  std::uint64_t next_stop_check_ = 0;  // the count at which check_stop next reads the clock
  bool stopped_ = false;
};

}  // namespace reversi::engine
