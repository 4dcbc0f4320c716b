#include "core/perft.h"

namespace reversi {

namespace {

// Leaves below a board whose side to move has no move, `depth` >= 1 plies deep.
std::uint64_t perft_stuck(const Board& board, int depth, PassRule rule) {
  if (!board.opponent_can_move()) return 1;
  const int depth_after_pass = rule == PassRule::PassIsAPly ? depth - 1 : depth;
  return perft(board.after(Move{}), depth_after_pass, rule);
}

// The last two plies, where nearly all the time goes. The leaves one ply down are the
// moves themselves, so they are counted, not played; and the loop body is small and free
// of calls, so the processor overlaps the work of sibling moves.
std::uint64_t perft_last_two(const Board& board, Bitboard moves, PassRule rule) {
  std::uint64_t leaves = 0;
  for (Square sq : squares_of(moves)) {
    const Board child = board.after(board.move_at(sq));
    const Bitboard replies = child.moves();
    leaves += replies != 0 ? static_cast<std::uint64_t>(count(replies)) : perft_stuck(child, 1, rule);
  }
  return leaves;
}

}  // namespace

std::uint64_t perft(const Board& board, int depth, PassRule rule) {
  if (depth == 0) return 1;
  const Bitboard moves = board.moves();
  if (moves == 0) return perft_stuck(board, depth, rule);
  if (depth == 1) return static_cast<std::uint64_t>(count(moves));
  if (depth == 2) return perft_last_two(board, moves, rule);
  std::uint64_t leaves = 0;
  for (Square sq : squares_of(moves)) {
    leaves += perft(board.after(board.move_at(sq)), depth - 1, rule);
  }
  return leaves;
}

}  // namespace reversi
