#include "engine/endgame.h"

#include <algorithm>
#include <array>
#include <thread>

#include "engine/evaluation.h"
#include "engine/mobility.h"
#include "engine/pattern_search.h"
#include "engine/stability.h"

namespace reversi::engine {

namespace {

// Each constant below was chosen by measuring the FFO suites; the figures, and what else
// was tried: docs/benchmarks/search.md#why-the-solvers-constants-are-what-they-are.

// Nodes of this many empties or fewer search over a list of their empty squares, made
// once (see solve_shallow), without move generation or the hash table.
constexpr int kShallowEmpties = 6;
// Among them, nodes of this many empties or more hand each child its squares odd
// quadrants first again (by the child's parity); smaller ones keep their own order.
// Sorting costs instructions and saves nodes; sorting at 6 alone was the best balance.
constexpr int kParitySortEmpties = 6;
// From this many empties, nodes look in the hash table and store their results. Nearer
// the end the table's move seldom refutes, and each probe and store is a cache miss
// waited for at once: they cost more time than the nodes they save.
constexpr int kTableEmpties = 8;
// From this many empties, even the smallest nodes try the stability cut-off (see
// stability_cap). In a lopsided position it is what refutes the winner's moves: every one
// must be shown to leave the loser its discs, and most of those nodes have 3 or 4
// empties. Trying it at both covers the winner's nodes whichever of the two parities
// they fall on.
constexpr int kFewStabilityEmpties = 3;
// There it is tried only where it would cut even with this many of the opponent's discs
// unstable: such small nodes cost less than finding the stable discs, and the tries
// closer to the bound almost never cut.
constexpr int kFewStabilityUnstable = 8;
// Larger nodes try it only where it would cut with this many unstable: the tries nearer
// the bound cut too seldom to pay for finding the stable discs.
constexpr int kStabilityUnstable = 8;
// From this many empties, children already in the hash table are checked for a cut-off
// before any is searched (enhanced transposition cut-off); below, the probes cost more
// than they save: each is likely a cache miss, waited for at once.
constexpr int kEtcEmpties = 14;
constexpr int kNoMove = -1000;  // below any score: "no legal move was found"
// From this many empties, a node may share its moves with idle threads: below, the
// subtrees are too small to pay for the handing out.
constexpr int kSplitEmpties = 14;
// From this many empties, the pattern evaluation of the board a move leaves joins its
// order; below, evaluating costs more than it saves. A disc of evaluation counts
// kEvaluationOrderWeight where one more reply for the opponent counts 16.
constexpr int kEvaluationOrderEmpties = 13;
constexpr int kEvaluationOrderWeight = 4;
// From this many empties, the evaluation looks one reply ahead (the opponent's best reply
// by the patterns): ten or so evaluations a move, worth it only where the subtrees are
// largest.
constexpr int kReplyOrderEmpties = 16;
constexpr int kReplyOrderWeight = 12;
// From this many empties, in solves of kDeepOrderSolveEmpties or more (endgame.h), it
// looks kDeepOrderPlies plies ahead by an alpha-beta search: a few hundred evaluations a
// move, which the few nodes this far from the end can afford, and which order them far
// better. An odd number of plies, so that the boards evaluated have the mover to move, as
// with one reply; even numbers order worse.
constexpr int kDeepOrderEmpties = 20;
constexpr int kDeepOrderPlies = 3;
// The ordering searches (one reply, three plies) find a move's value exactly only down
// to this many discs below the node's alpha: a move worse than that is left at a bound,
// which the search reaches with fewer evaluations (the opponent's first good enough reply
// cuts the rest off), and which still orders it behind every move that might reach
// alpha. No bound above beta: among moves that all refute, the order still matters (the
// cheapest refutation first).
constexpr int kOrderMargin = 8;

// ProbCut: from this many empties, a selective solve (see endgame.h) compares the value of
// a node one reply deep by the patterns with its window (cut more surely than by the
// evaluation of the node itself). Its error is taken as the evaluation's, which grows with
// the empties: about kErrorBase + kErrorPerEmpty * empties hundredths of a disc, the
// held-out RMS error of the trained tables. kProbCutErrors[level]: how many errors off the
// window the value must be to cut, in tenths.
constexpr int kProbCutEmpties = 11;
constexpr int kErrorBase = 500;
constexpr int kErrorPerEmpty = 20;
constexpr std::array<int, kExactSelectivity> kProbCutErrors = {12, 20};

// The four 4x4 quadrants. A quadrant with an odd number of empty squares is where the
// side to move is likely to get the last move, so its squares are tried first.
constexpr std::array<Bitboard, 4> kQuadrants = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                                0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};

Bitboard odd_quadrants(Bitboard empties) {
  Bitboard odd = 0;
  for (Bitboard quadrant : kQuadrants) {
    if (count(empties & quadrant) & 1) odd |= quadrant;
  }
  return odd;
}

// kQuadrantOf[i]: the quadrant holding square i. Playing there changes the parity of its
// empties, so a child's odd quadrants follow from its parent's without counting.
constexpr auto kQuadrantOf = [] {
  std::array<Bitboard, kSquareCount> quadrant_of{};
  for (int i = 0; i < kSquareCount; ++i) {
    for (Bitboard quadrant : kQuadrants) {
      if (bit(square_at(i)) & quadrant) quadrant_of[i] = quadrant;
    }
  }
  return quadrant_of;
}();

// Squares by how promising a move there tends to be, best first: corners, the centre's
// 4x4 block, the edges away from the corners, the ring around the block, then the squares
// next to the corners (C-squares, then X-squares), which hand the corner over.
constexpr std::array<Bitboard, 6> kSquareClasses = {0x8100000000000081ULL, 0x00003C3C3C3C0000ULL,
                                                    0x3C0081818181003CULL, 0x003C424242423C00ULL,
                                                    0x4281000000008142ULL, 0x0042000000004200ULL};

}  // namespace

// The empty squares of a small node in the order they are tried, a square a byte, the
// first in the lowest. Handing a child the list without the square played is a few bit
// operations, where an array was copied square by square with a test at each, a branch
// the processor often mispredicts
// (docs/benchmarks-history.md#session-42-ordering-searches-bounded-below-alpha-issue-22).
class SquareList {
 public:
  SquareList() = default;
  Square operator[](int i) const { return square_at(static_cast<int>(bytes_ >> (8 * i) & 0xFF)); }
  // The list without its i-th square, the others in the same order.
  SquareList without(int i) const {
    const std::uint64_t before = (std::uint64_t{1} << (8 * i)) - 1;
    return SquareList((bytes_ & before) | ((bytes_ >> 8) & ~before));
  }
  // The first `n` squares, those in `odd` quadrants first, each part in the same order.
  SquareList odd_first(int n, Bitboard odd) const {
    std::uint64_t in_odd = 0;
    std::uint64_t in_even = 0;
    int odd_shift = 0;
    int even_shift = 0;
    for (int i = 0; i < n; ++i) {
      const std::uint64_t square = bytes_ >> (8 * i) & 0xFF;
      if (bit(square_at(static_cast<int>(square))) & odd) {
        in_odd |= square << odd_shift;
        odd_shift += 8;
      } else {
        in_even |= square << even_shift;
        even_shift += 8;
      }
    }
    return SquareList(in_odd | in_even << odd_shift);
  }
  void append(int n, Square sq) { bytes_ |= static_cast<std::uint64_t>(index_of(sq)) << (8 * n); }

 private:
  explicit SquareList(std::uint64_t bytes) : bytes_(bytes) {}

  std::uint64_t bytes_ = 0;
};

namespace {

// The squares of `empties` (at most eight) in the order the small nodes try them: those in
// `odd` quadrants first, each part by kSquareClasses, best class first.
SquareList by_parity_then_class(Bitboard empties, Bitboard odd) {
  SquareList listed;
  int n = 0;
  for (const Bitboard part : {empties & odd, empties & ~odd}) {
    if (!part) continue;
    for (const Bitboard square_class : kSquareClasses) {
      for (Square sq : squares_of(part & square_class)) listed.append(n++, sq);
    }
  }
  return listed;
}

// How many stable discs of the opponent cap the score at `alpha` or below: once that many
// are found, looking for more changes nothing.
int discs_to_cap(int alpha) { return (kSquareCount - alpha + 1) / 2; }

// However the game goes, the opponent keeps its stable discs: that caps the score. Only
// a cap at or below alpha is of use, and it is looked for only where one would be even
// with kStabilityUnstable of the opponent's discs unstable: that cheap test comes first
// (kMaxScore: not looked for).
int stability_cap(const Board& board, int alpha) {
  if (alpha < kSquareCount - 2 * (count(board.opponent) - kStabilityUnstable)) return kMaxScore;
  return kSquareCount - 2 * count(stable_discs(board.opponent, board.player, discs_to_cap(alpha)));
}

// kNeighbourSquares[sq]: the squares next to sq. A move on sq flips something only if one
// of them holds an opponent disc, a test far cheaper than computing the flips.
constexpr auto kNeighbourSquares = [] {
  std::array<Bitboard, kSquareCount> squares{};
  for (int i = 0; i < kSquareCount; ++i) squares[i] = neighbours(bit(square_at(i)));
  return squares;
}();

// The discs a move on `sq` flips; none, cheaply, where no opponent disc is next to it.
Bitboard flips_if_any(Square sq, Bitboard player, Bitboard opponent) {
  return (kNeighbourSquares[index_of(sq)] & opponent) ? flips(sq, player, opponent) : 0;
}

// Counting the flips of the last move without finding them. With one empty square, every
// line through it is full, so the discs of one side alone describe the line: a byte of
// them (bit i = the i-th square along the line) and the empty square's place in the line
// index a table of flip counts, one lookup per line.
constexpr auto kLastFlipCounts = [] {
  std::array<std::array<std::uint8_t, 256>, 8> counts{};
  for (int place = 0; place < 8; ++place) {
    for (int mine = 0; mine < 256; ++mine) {
      for (int step : {-1, 1}) {
        int run = 0;
        int i = place + step;
        for (; i >= 0 && i < 8 && !(mine >> i & 1); i += step) ++run;  // theirs: every other square
        if (i >= 0 && i < 8) counts[place][mine] = static_cast<std::uint8_t>(counts[place][mine] + run);
      }
    }
  }
  return counts;
}();

// The diagonal and the anti-diagonal through each square, the square included.
struct Diagonals {
  Bitboard diagonal;
  Bitboard anti_diagonal;
};
constexpr auto kDiagonals = [] {
  std::array<Diagonals, kSquareCount> diagonals{};
  for (int i = 0; i < kSquareCount; ++i) {
    const auto& rays = kRays[i];
    diagonals[i] = {rays[2] | rays[6] | bit(square_at(i)), rays[3] | rays[7] | bit(square_at(i))};
  }
  return diagonals;
}();

// How many discs `player` flips by playing on `sq`, the one empty square left.
int count_last_flips(Square sq, Bitboard player) {
  const int column = column_of(sq);
  const int row = row_of(sq);
  const auto& diagonals = kDiagonals[index_of(sq)];
  // Rows as they lie; columns gathered by a multiply (bit i = row i); diagonals too, by
  // summing the rows' copies into the top byte (bit i = column i: no two squares of a
  // diagonal share a column, so the sum never carries).
  const auto row_bits = static_cast<std::uint8_t>(player >> (8 * row));
  const auto column_bits =
      static_cast<std::uint8_t>((((player >> column) & kColumnA) * 0x0102040810204080ULL) >> 56);
  const auto diagonal_bits = static_cast<std::uint8_t>(((player & diagonals.diagonal) * kColumnA) >> 56);
  const auto anti_diagonal_bits =
      static_cast<std::uint8_t>(((player & diagonals.anti_diagonal) * kColumnA) >> 56);
  return kLastFlipCounts[column][row_bits] + kLastFlipCounts[row][column_bits] +
         kLastFlipCounts[column][diagonal_bits] + kLastFlipCounts[column][anti_diagonal_bits];
}

// The corners of `mine` and the edge squares next to them that `mine` also holds: discs
// no move can ever flip (an edge disc flips only along its edge), found in a few steps.
Bitboard corner_stable_discs(Bitboard mine) {
  const Bitboard corners = mine & kCorners;
  const Bitboard beside =
      ((corners << 1) & ~kColumnA) | ((corners >> 1) & ~kColumnH) | (corners << 8) | (corners >> 8);
  return corners | (beside & mine);
}

// How promising a move looks for fastest-first ordering, from the board it leaves (the
// opponent to move) and that board's legal moves: above all few replies for the opponent,
// then few empty squares next to the mover's discs (the opponent's moves to come), discs
// the mover can never lose at the corners, and the parity of the quadrant played in.
// Weights measured on FFO #40-#44.
int move_order(const Board& child, Bitboard child_moves, bool in_odd_quadrant) {
  return -16 * weighted_mobility(child_moves) - 4 * count(neighbours(child.opponent) & child.empties()) +
         6 * count(corner_stable_discs(child.opponent)) + (in_odd_quadrant ? 4 : 0);
}

// What the pattern evaluation adds to the order of a move leaving `child`, played at a
// node with `empty_count` empties and `alpha`: less the better it looks for the opponent.
// `deep`: in a solve large enough for the short search (see kDeepOrderSolveEmpties). Adds
// the boards it evaluates or searches through to `boards`. Only from kEvaluationOrderEmpties.
int evaluation_order(const Board& child, const FoldedReadings& readings, int empty_count, bool deep,
                     int alpha, const PatternEvaluator& evaluator, std::uint64_t& boards) {
  const PatternSearchWindow below_ceiling{-kUnboundedValue, -(alpha - kOrderMargin) * kValuePerDisc};
  if (deep && empty_count >= kDeepOrderEmpties)
    return -pattern_search(evaluator, child, readings, kDeepOrderPlies, below_ceiling, boards) *
           kReplyOrderWeight / kValuePerDisc;
  if (empty_count >= kReplyOrderEmpties)
    return -pattern_search(evaluator, child, readings, 1, below_ceiling, boards) * kReplyOrderWeight /
           kValuePerDisc;
  ++boards;
  return -evaluator.evaluate(child, readings) * kEvaluationOrderWeight / kValuePerDisc;
}

}  // namespace

// A move of a deep node and the board it leaves, with how promising it looks.
// Plain fields, no default values: arrays of them are filled as far as needed, never cleared.
struct Candidate {
  Square square;
  Bitboard child_player;
  Bitboard child_opponent;
  // The child's legal moves, found to order the move and handed to the child's search,
  // which would otherwise find them again. Set before the move is searched wherever the
  // child has more than kShallowEmpties empties (smaller searches make no moves list).
  Bitboard child_moves;
  int order;
  Board child() const { return Board{child_player, child_opponent}; }
};

namespace {

bool by_order(const Candidate& a, const Candidate& b) { return a.order < b.order; }

}  // namespace

// A node whose remaining moves are shared out. It lives on its master's stack (the
// thread that reached the node) until every thread that joined it has left. The fields
// that change are guarded by the pool's mutex; `cut` is also read without it, to stop
// searches whose result is no longer wanted.
struct SplitPoint {
  const SplitPoint* parent;  // the shared node the master was working in, if any
  const Candidate* moves;
  int move_count;
  int alpha;
  int beta;
  int best;
  Square best_square;
  int selectivity;  // of the solve that shares it: its helpers solve at the same level
  int next = 0;     // the first move not yet handed out
  int helpers = 0;  // threads other than the master working here
  std::atomic<bool> cut{false};
  bool open() const { return next < move_count && !cut.load(std::memory_order_relaxed); }
  // Whether this node is `node` or lies in its subtree.
  bool below(const SplitPoint* node) const {
    for (const SplitPoint* p = this; p; p = p->parent) {
      if (p == node) return true;
    }
    return false;
  }
};

void SplitPool::close() {
  const std::lock_guard lock(mutex_);
  closed_ = true;
  ++changes_;
}

bool EndgameSolver::cut_above() const {
  for (const SplitPoint* p = split_; p; p = p->parent) {
    if (p->cut.load(std::memory_order_relaxed)) return true;
  }
  return false;
}

// The clock is read once every kStopCheckNodes nodes counted, however they were counted:
// most are counted by the small solves below solve_deep, so a test of the count's low
// bits at solve_deep's entry would seldom meet a multiple and let a solve run far past its
// time.
bool EndgameSolver::check_stop() {
  if (nodes_ >= node_limit_) {
    stopped_ = true;
  } else if (nodes_ >= next_stop_check_) {
    next_stop_check_ = nodes_ + kStopCheckNodes;
    if (stop_.requested()) stopped_ = true;
  }
  return stopped_;
}

// One empty square left: whoever can play it does (the side to move first); the score
// follows from the number of flips without making the move. Inlined, as solve_few is.
[[gnu::always_inline]] inline int EndgameSolver::solve_last(Bitboard player, Bitboard opponent,
                                                            Square empty) {
  ++nodes_;
  const int player_discs = count(player);
  if (const int flipped = count_last_flips(empty, player)) return 2 * (player_discs + 1 + flipped) - 64;
  if (const int flipped = count_last_flips(empty, opponent)) return 64 - 2 * (64 - player_discs + flipped);
  const int difference = 2 * player_discs - 63;  // never zero: 63 discs
  return difference > 0 ? difference + 1 : difference - 1;
}

// Inlined into one another down to the last move: these nodes are the most numerous, and
// the calls between them cost a solve a noticeable share of its instructions
// (docs/benchmarks-history.md#session-40-the-smallest-nodes-inlined-issue-22).
template <int kEmpties>
[[gnu::always_inline]] inline int EndgameSolver::solve_few(Bitboard player, Bitboard opponent, int alpha,
                                                           int beta, SquareList empties, Bitboard odd,
                                                           bool passed) {
  if constexpr (kEmpties == 1) {
    return solve_last(player, opponent, empties[0]);
  } else {
    ++nodes_;
    if constexpr (kEmpties >= kFewStabilityEmpties) {
      if (alpha >= kSquareCount - 2 * (count(opponent) - kFewStabilityUnstable)) {
        const int cap = kSquareCount - 2 * count(stable_discs(opponent, player, discs_to_cap(alpha)));
        if (cap <= alpha) return cap;
      }
    }
    int best = kNoMove;
    for (int i = 0; i < kEmpties; ++i) {
      const Square sq = empties[i];
      const Bitboard flipped = flips_if_any(sq, player, opponent);
      if (!flipped) continue;
      // The other squares: odd quadrants first again, or in the same order.
      const Bitboard child_odd = odd ^ kQuadrantOf[index_of(sq)];
      SquareList rest = empties.without(i);
      if constexpr (kEmpties >= kParitySortEmpties) rest = rest.odd_first(kEmpties - 1, child_odd);
      const int score = -solve_few<kEmpties - 1>(opponent ^ flipped, player ^ flipped ^ bit(sq), -beta,
                                                 -std::max(alpha, best), rest, child_odd, false);
      if (score > best) {
        best = score;
        if (best >= beta) return best;
      }
    }
    if (best != kNoMove) return best;
    if (passed) return Board{player, opponent}.final_score();
    return -solve_few_after_pass<kEmpties>(opponent, player, -beta, -alpha, empties, odd);
  }
}

// A pass is rare, and a function cannot be inlined into itself: the node after one is
// searched out of line.
template <int kEmpties>
[[gnu::noinline]] int EndgameSolver::solve_few_after_pass(Bitboard player, Bitboard opponent, int alpha,
                                                          int beta, SquareList empties, Bitboard odd) {
  return solve_few<kEmpties>(player, opponent, alpha, beta, empties, odd, true);
}

// The nodes of kShallowEmpties or fewer empties search a list of their squares, made here
// once in the order they are tried.
int EndgameSolver::solve_shallow(const Board& board, int alpha, int beta, bool passed) {
  const Bitboard empties = board.empties();
  const Bitboard odd = odd_quadrants(empties);
  const SquareList listed = by_parity_then_class(empties, odd);
  const Bitboard player = board.player;
  const Bitboard opponent = board.opponent;
  static_assert(kShallowEmpties == 6, "one case for each number of empties");
  switch (count(empties)) {
    case 6: return solve_few<6>(player, opponent, alpha, beta, listed, odd, passed);
    case 5: return solve_few<5>(player, opponent, alpha, beta, listed, odd, passed);
    case 4: return solve_few<4>(player, opponent, alpha, beta, listed, odd, passed);
    case 3: return solve_few<3>(player, opponent, alpha, beta, listed, odd, passed);
    case 2: return solve_few<2>(player, opponent, alpha, beta, listed, odd, passed);
    case 1: return solve_last(player, opponent, listed[0]);
    default: return board.final_score();
  }
}

int EndgameSolver::solve_deep(const Board& board, Bitboard moves, int alpha, int beta, bool passed) {
  const int empty_count = board.empty_count();
  if (empty_count <= kShallowEmpties) return solve_shallow(board, alpha, beta, passed);
  ++nodes_;
  if (check_stop() || cut_above()) return alpha;

  if (!moves) {
    if (passed) return board.final_score();
    const Board passed_board = board.after(Move{});
    return -solve_deep(passed_board, passed_board.moves(), -beta, -alpha, true);
  }

  if (const int cap = stability_cap(board, alpha); cap <= alpha) return cap;

  Square hash_move = Square::Pass;
  const int depth = table_depth(empty_count);
  const bool tabled = empty_count >= kTableEmpties;
  if (const std::optional<TableHit> hit = tabled ? table_.probe(board) : std::nullopt) {
    hash_move = hit->move;
    if (hit->depth >= depth) {
      if (hit->lower >= beta) return hit->lower;
      if (hit->upper <= alpha) return hit->upper;
      if (hit->lower == hit->upper) return hit->lower;
      alpha = std::max(alpha, hit->lower);
      beta = std::min(beta, hit->upper);
    }
  }
  if (int bound; probably_outside(board, alpha, beta, empty_count, bound)) return bound;

  // Fastest first (see move_order), the hash move before all. The hash move usually cuts
  // off alone, so where there is one, the other moves are made (their flips found) and
  // ordered only once it has not, unless the cut-off check below wants them all.
  std::array<Candidate, kSquareCount> candidates;  // no board has more moves than squares
  int n = 0;
  Bitboard unmade = moves;
  const auto make = [&](Square sq) {
    const Board child = board.after(board.move_at(sq));
    // Its entry is wanted soon, by the cut-off check or the child itself; children of
    // fewer than kTableEmpties empties never look in the table.
    if (empty_count > kTableEmpties) table_.prefetch(child);
    candidates[n++] = Candidate{sq, child.player, child.opponent, 0, 0};
    unmade &= ~bit(sq);
  };
  const bool hash_move_first = hash_move != Square::Pass && (bit(hash_move) & moves);
  if (hash_move_first) make(hash_move);
  // Enhanced transposition cut-off: a child already known to refute the opponent ends
  // the search before anything is searched.
  if (empty_count >= kEtcEmpties) {
    for (Square sq : squares_of(unmade)) make(sq);
    for (int i = 0; i < n; ++i) {
      const std::optional<TableHit> hit = table_.probe(candidates[i].child());
      if (hit && hit->depth >= table_depth(empty_count - 1) && -hit->upper >= beta) {
        table_.store(board, depth, -hit->upper, kMaxScore, candidates[i].square);
        return -hit->upper;
      }
    }
  }

  const int original_alpha = alpha;
  int best = kNoMove;
  Square best_square = Square::Pass;
  int unsearched = 0;  // where the moves not yet searched begin
  if (hash_move_first) {
    // Its moves, for its search; a child of kShallowEmpties empties makes no moves list.
    if (empty_count - 1 > kShallowEmpties) candidates[0].child_moves = candidates[0].child().moves();
    best = search_move(candidates[0].child(), candidates[0].child_moves, alpha, beta, true);
    if (abandoned()) return alpha;
    best_square = candidates[0].square;
    unsearched = 1;
  }
  if (best < beta) {
    for (Square sq : squares_of(unmade)) make(sq);
    const Bitboard odd = odd_quadrants(board.empties());
    for (int i = unsearched; i < n; ++i) {
      Candidate& candidate = candidates[i];
      candidate.child_moves = candidate.child().moves();
      candidate.order =
          move_order(candidate.child(), candidate.child_moves, (bit(candidate.square) & odd) != 0);
    }
    if (empty_count >= kEvaluationOrderEmpties) {
      // The children's readings from the node's, move by move.
      const FoldedReadings readings(board);
      for (int i = unsearched; i < n; ++i) {
        const Board child = candidates[i].child();
        const Move move{candidates[i].square, board.opponent ^ child.player};
        candidates[i].order += evaluation_order(child, readings.after(move), empty_count, deep_ordering_,
                                                std::max(alpha, best), evaluator_, ordering_nodes_);
      }
    }
    best = search_moves(&candidates[unsearched], n - unsearched, empty_count, alpha, beta, best, best_square);
    if (abandoned()) return alpha;
  }

  const int lower = best > original_alpha ? best : -kMaxScore;
  const int upper = best < beta ? best : kMaxScore;
  if (tabled) table_.store(board, depth, lower, upper, best_square);
  return best;
}

// Searches `candidates`, the moves of a node with `empty_count` empties not searched yet,
// best order first, after moves whose best score is `best` (kNoMove: none) by
// `best_square`. Once one move has been searched without a cut-off, the rest may be
// shared with idle threads. Returns the node's score, fail-soft, and sets `best_square`.
int EndgameSolver::search_moves(Candidate* candidates, int n, int empty_count, int alpha, int beta, int best,
                                Square& best_square) {
  for (int i = 0; i < n; ++i) {
    if (best != kNoMove && worth_splitting(empty_count, n - i)) {
      // The rest are handed out in order, so they are sorted all at once, best first.
      std::sort(candidates + i, candidates + n,
                [](const Candidate& a, const Candidate& b) { return by_order(b, a); });
      SplitPoint split{split_, candidates + i, n - i, alpha, beta, best, best_square, selectivity_};
      search_with_helpers(split);
      if (abandoned()) return alpha;
      best_square = split.best_square;
      return split.best;
    }
    // Selection sort as we go: a cut-off usually comes early, so most moves are never sorted.
    std::swap(candidates[i], *std::max_element(candidates + i, candidates + n, by_order));
    const int score = search_move(candidates[i].child(), candidates[i].child_moves, std::max(alpha, best),
                                  beta, best == kNoMove);
    if (abandoned()) return alpha;
    if (score > best) {
      best = score;
      best_square = candidates[i].square;
      if (best >= beta) break;
    }
  }
  return best;
}

// ProbCut (see endgame.h): whether the patterns put `board` so far outside the window
// that a selective solve takes it to be; if so, `bound` is the side of the window it falls.
bool EndgameSolver::probably_outside(const Board& board, int alpha, int beta, int empty_count, int& bound) {
  if (selectivity_ == kExactSelectivity || empty_count < kProbCutEmpties) return false;
  const int margin = kProbCutErrors[selectivity_] * (kErrorBase + kErrorPerEmpty * empty_count) / 10;
  // Only which side of these the value lies matters, so it is searched within them.
  const int low = alpha * kValuePerDisc - margin;
  const int high = beta * kValuePerDisc + margin;
  const int value = pattern_search(evaluator_, board, FoldedReadings(board), 1, {low, high}, ordering_nodes_);
  if (value >= high) {
    bound = beta;
    return true;
  }
  if (value <= low) {
    bound = alpha;
    return true;
  }
  return false;
}

// The score of a move, at least `lower` and below `beta`, or the bound it falls to.
// The eldest brother is searched with the whole window; the others by principal-variation
// search: proved no better with a null window, and searched fully only if they are.
int EndgameSolver::search_move(const Board& child, Bitboard child_moves, int lower, int beta, bool eldest) {
  if (eldest) return -solve_deep(child, child_moves, -beta, -lower, false);
  int score = -solve_deep(child, child_moves, -lower - 1, -lower, false);
  if (score > lower && score < beta) score = -solve_deep(child, child_moves, -beta, -score, false);
  return score;
}

bool EndgameSolver::worth_splitting(int empty_count, int moves_left) const {
  return pool_ && empty_count >= kSplitEmpties && moves_left >= 2 &&
         pool_->idle_.load(std::memory_order_relaxed) > 0;
}

// Shares the moves of `split` with idle threads and searches them along with them. While
// the others finish theirs, helps with the nodes they share in turn, all below this one.
void EndgameSolver::search_with_helpers(SplitPoint& split) {
  {
    const std::lock_guard lock(pool_->mutex_);
    pool_->open_.push_back(&split);
    ++pool_->changes_;
  }
  search_split_moves(split);
  // Stopped by its node limit, which the helpers do not count: they stop too, as if cut off.
  if (stopped_) split.cut = true;
  {
    const std::lock_guard lock(pool_->mutex_);
    std::erase(pool_->open_, &split);
  }
  help_until([&] { return split.helpers == 0; }, &split);
}

// Takes moves of `split` one at a time until none is left or one cuts off.
void EndgameSolver::search_split_moves(SplitPoint& split) {
  const SplitPoint* outer = split_;
  const int outer_selectivity = selectivity_;
  split_ = &split;
  selectivity_ = split.selectivity;
  for (;;) {
    int i;
    int lower;
    {
      const std::lock_guard lock(pool_->mutex_);
      if (!split.open()) break;
      i = split.next++;
      lower = std::max(split.alpha, split.best);
    }
    const Candidate& move = split.moves[i];
    const int score = search_move(move.child(), move.child_moves, lower, split.beta, false);
    if (abandoned()) break;
    const std::lock_guard lock(pool_->mutex_);
    if (score > split.best) {
      split.best = score;
      split.best_square = move.square;
      if (score >= split.beta) split.cut = true;
    }
  }
  split_ = outer;
  selectivity_ = outer_selectivity;
}

// Waits, joining the shared nodes below `within` (any, if null) as they open, until
// `done` holds; `done` is checked under the pool's mutex.
template <typename Done>
void EndgameSolver::help_until(Done done, const SplitPoint* within) {
  std::unique_lock lock(pool_->mutex_);
  ++pool_->idle_;
  while (!done()) {
    const auto found = std::find_if(pool_->open_.begin(), pool_->open_.end(), [&](const SplitPoint* split) {
      return split->open() && (!within || split->below(within));
    });
    if (found == pool_->open_.end()) {
      // Spin rather than sleep: a thread woken from sleep often comes too late to help.
      const unsigned seen = pool_->changes_.load();
      lock.unlock();
      while (pool_->changes_.load() == seen) std::this_thread::yield();
      lock.lock();
      continue;
    }
    SplitPoint& joined = **found;
    --pool_->idle_;
    ++joined.helpers;
    lock.unlock();
    search_split_moves(joined);
    lock.lock();
    --joined.helpers;
    ++pool_->idle_;
    ++pool_->changes_;
  }
  --pool_->idle_;
}

int EndgameSolver::solve(const Board& board, int alpha, int beta) {
  return solve_deep(board, board.moves(), alpha, beta, false);
}

int EndgameSolver::solve_root(const Board& board, std::span<const Move> moves, int alpha, int beta,
                              Square& best_move) {
  std::array<Candidate, kSquareCount> candidates;
  int n = 0;
  for (const Move& move : moves) {
    const Board child = board.after(move);
    candidates[n] =
        Candidate{move.square, child.player, child.opponent, child.moves(), -n};  // in the order given
    ++n;
  }
  best_move = Square::Pass;
  return search_moves(candidates.data(), n, board.empty_count(), alpha, beta, kNoMove, best_move);
}

void EndgameSolver::help() {
  help_until([this] { return pool_->closed_; }, nullptr);
}

}  // namespace reversi::engine
