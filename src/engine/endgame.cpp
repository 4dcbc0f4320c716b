#include "engine/endgame.h"

#include <algorithm>
#include <array>

#include "engine/stability.h"

namespace reversi::engine {

namespace {

constexpr int kShallowEmpties = 7;
constexpr int kFewEmpties = 4;
// From this many empties, children already in the hash table are checked for a cut-off
// before any is searched (enhanced transposition cut-off); below, the probes cost more
// than they save.
constexpr int kEtcEmpties = 10;
constexpr int kNoMove = -1000;  // below any score: "no legal move was found"

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

// Replies weighted so that giving the opponent a corner counts double.
int weighted_mobility(Bitboard moves) { return count(moves) + count(moves & kCorners); }

}  // namespace

bool EndgameSolver::check_stop() {
  if ((nodes_ & 0xFFF) == 0 && stop_.load(std::memory_order_relaxed)) stopped_ = true;
  return stopped_;
}

// One empty square left: whoever can play it does (the side to move first); the score
// follows from the number of flips without making the move.
int EndgameSolver::solve_last(Bitboard player, Bitboard opponent, Square empty) {
  ++nodes_;
  const int player_discs = count(player);
  if (const int flipped = count(flips(empty, player, opponent))) return 2 * (player_discs + 1 + flipped) - 64;
  if (const int flipped = count(flips(empty, opponent, player)))
    return 64 - 2 * (64 - player_discs + flipped);
  const int difference = 2 * player_discs - 63;  // never zero: 63 discs
  return difference > 0 ? difference + 1 : difference - 1;
}

template <int kEmpties>
int EndgameSolver::solve_few(Bitboard player, Bitboard opponent, int alpha, int beta, const Square* empties,
                             bool passed) {
  if constexpr (kEmpties == 1) {
    return solve_last(player, opponent, empties[0]);
  } else {
    ++nodes_;
    int best = kNoMove;
    std::array<Square, kEmpties - 1> rest;
    for (int i = 0; i < kEmpties; ++i) {
      const Bitboard flipped = flips(empties[i], player, opponent);
      if (!flipped) continue;
      // The other squares, in the same order.
      for (int j = 0, k = 0; j < kEmpties; ++j) {
        if (j != i) rest[k++] = empties[j];
      }
      const int score = -solve_few<kEmpties - 1>(opponent ^ flipped, player ^ flipped ^ bit(empties[i]),
                                                 -beta, -std::max(alpha, best), rest.data(), false);
      if (score > best) {
        best = score;
        if (best >= beta) return best;
      }
    }
    if (best != kNoMove) return best;
    if (passed) return Board{player, opponent}.final_score();
    return -solve_few<kEmpties>(opponent, player, -beta, -alpha, empties, true);
  }
}

int EndgameSolver::solve_shallow(const Board& board, int alpha, int beta, bool passed) {
  const Bitboard empties = board.empties();
  const int empty_count = count(empties);
  if (empty_count <= kFewEmpties) {
    // Odd-quadrant squares first, then the rest.
    std::array<Square, kFewEmpties> squares{};
    int n = 0;
    const Bitboard odd = odd_quadrants(empties);
    for (Square sq : squares_of(empties & odd)) squares[n++] = sq;
    for (Square sq : squares_of(empties & ~odd)) squares[n++] = sq;
    switch (empty_count) {
      case 4: return solve_few<4>(board.player, board.opponent, alpha, beta, squares.data(), passed);
      case 3: return solve_few<3>(board.player, board.opponent, alpha, beta, squares.data(), passed);
      case 2: return solve_few<2>(board.player, board.opponent, alpha, beta, squares.data(), passed);
      case 1: return solve_last(board.player, board.opponent, squares[0]);
      default: return board.final_score();
    }
  }
  ++nodes_;
  if (check_stop()) return alpha;
  const Bitboard moves = board.moves();
  if (!moves) {
    if (passed) return board.final_score();
    return -solve_shallow(board.after(Move{}), -beta, -alpha, true);
  }
  int best = kNoMove;
  const Bitboard odd = odd_quadrants(empties);
  for (const Bitboard group : {moves & odd, moves & ~odd}) {
    for (Square sq : squares_of(group)) {
      const int score = -solve_shallow(board.after(board.move_at(sq)), -beta, -std::max(alpha, best), false);
      if (score > best) {
        best = score;
        if (best >= beta) return best;
      }
    }
  }
  return best;
}

int EndgameSolver::solve_deep(const Board& board, int alpha, int beta, bool passed) {
  const int empty_count = board.empty_count();
  if (empty_count <= kShallowEmpties) return solve_shallow(board, alpha, beta, passed);
  ++nodes_;
  if (check_stop()) return alpha;

  const Bitboard moves = board.moves();
  if (!moves) {
    if (passed) return board.final_score();
    return -solve_deep(board.after(Move{}), -beta, -alpha, true);
  }

  // However the game goes, the opponent keeps its stable discs: that caps the score. (No
  // cap can reach alpha unless even all the opponent's discs being stable would.)
  if (alpha >= kSquareCount - 2 * count(board.opponent)) {
    const int most = kSquareCount - 2 * count(stable_discs(board.opponent, board.player));
    if (most <= alpha) return most;
  }

  Square hash_move = Square::Pass;
  if (const std::optional<TableHit> hit = table_.probe(board)) {
    if (hit->lower >= beta) return hit->lower;
    if (hit->upper <= alpha) return hit->upper;
    if (hit->lower == hit->upper) return hit->lower;
    alpha = std::max(alpha, hit->lower);
    beta = std::min(beta, hit->upper);
    hash_move = hit->move;
  }

  // Fastest first: the moves that leave the opponent the fewest replies, the hash move
  // before all, and moves in odd quadrants ahead of their equals.
  struct Candidate {
    Move move;
    Board child;
    int order;
  };
  std::array<Candidate, kSquareCount> candidates;  // no board has more moves than squares
  int n = 0;
  const Bitboard odd = odd_quadrants(board.empties());
  for (Square sq : squares_of(moves)) {
    const Move move = board.move_at(sq);
    const Board child = board.after(move);
    table_.prefetch(child);  // its entry is wanted soon, by the cut-off check or the child itself
    int order = -16 * weighted_mobility(child.moves());
    if (bit(sq) & odd) order += 4;
    if (sq == hash_move) order = 1 << 20;
    candidates[n++] = Candidate{move, child, order};
  }

  // Enhanced transposition cut-off: a child already known to refute the opponent ends
  // the search before anything is searched.
  if (empty_count >= kEtcEmpties) {
    for (int i = 0; i < n; ++i) {
      const std::optional<TableHit> hit = table_.probe(candidates[i].child);
      if (hit && -hit->upper >= beta) {
        table_.store(board, empty_count, -hit->upper, kMaxScore, candidates[i].move.square);
        return -hit->upper;
      }
    }
  }

  const int original_alpha = alpha;
  int best = kNoMove;
  Square best_square = Square::Pass;
  for (int i = 0; i < n; ++i) {
    // Selection sort as we go: a cut-off usually comes early, so most moves are never sorted.
    const auto next =
        std::max_element(candidates.begin() + i, candidates.begin() + n,
                         [](const Candidate& a, const Candidate& b) { return a.order < b.order; });
    std::swap(candidates[i], *next);
    const Candidate& candidate = candidates[i];
    const int lower = std::max(alpha, best);
    int score;
    if (best == kNoMove) {
      score = -solve_deep(candidate.child, -beta, -lower, false);
    } else {
      // Principal-variation search: prove this move no better with a null window, and
      // search it fully only if it is.
      score = -solve_deep(candidate.child, -lower - 1, -lower, false);
      if (score > lower && score < beta) score = -solve_deep(candidate.child, -beta, -score, false);
    }
    if (stopped_) return alpha;
    if (score > best) {
      best = score;
      best_square = candidate.move.square;
      if (best >= beta) break;
    }
  }

  const int lower = best > original_alpha ? best : -kMaxScore;
  const int upper = best < beta ? best : kMaxScore;
  table_.store(board, empty_count, lower, upper, best_square);
  return best;
}

int EndgameSolver::solve(const Board& board, int alpha, int beta) {
  return solve_deep(board, alpha, beta, false);
}

}  // namespace reversi::engine
