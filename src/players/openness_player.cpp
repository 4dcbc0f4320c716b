#include "players/openness_player.h"

#include <cstdlib>

#include "players/simple_players.h"

namespace reversi {

namespace {

// The square values, in openness units. A corner can never be flipped back, so it is worth
// more than any difference in openness that comes up in practice: the player always takes
// one. An X-square (diagonally next to an empty corner) usually gives that corner away, a
// C-square (beside it on the edge) often does; they are avoided unless the alternatives
// open up a lot of the board.
constexpr int kCornerValue = 30;
constexpr int kXSquarePenalty = 20;
constexpr int kCSquarePenalty = 8;

// The openness player is the rule player of openness_score; it also says how open its move is.
class OpennessPlayer : public ComputerPlayer {
 public:
  explicit OpennessPlayer(std::uint64_t seed) : chooser_(openness_score, seed) {}

  Decision choose(const Board& board) override {
    Decision decision = chooser_.choose(board);
    decision.reason.openness = openness(board, board.move_at(decision.move));
    return decision;
  }

 private:
  RulePlayer chooser_;
};

}  // namespace

int openness(const Board& board, const Move& move) {
  const Bitboard empty_after = board.empties() & ~bit(move.square);
  int total = 0;
  for (Square disc : squares_of(move.flipped)) total += count(neighbours(bit(disc)) & empty_after);
  return total;
}

int square_value(const Board& board, Square sq) {
  if (bit(sq) & kCorners) return kCornerValue;
  const int column = column_of(sq);
  const int row = row_of(sq);
  const Square corner =
      square_at(column < kBoardSize / 2 ? 0 : kBoardSize - 1, row < kBoardSize / 2 ? 0 : kBoardSize - 1);
  if ((board.empties() & bit(corner)) == 0) return 0;
  const int column_gap = std::abs(column - column_of(corner));
  const int row_gap = std::abs(row - row_of(corner));
  if (column_gap == 1 && row_gap == 1) return -kXSquarePenalty;
  if (column_gap + row_gap == 1) return -kCSquarePenalty;
  return 0;
}

int openness_score(const Board& board, const Move& move) {
  return square_value(board, move.square) - openness(board, move);
}

std::unique_ptr<ComputerPlayer> make_openness_player(std::uint64_t seed) {
  return std::make_unique<OpennessPlayer>(seed);
}

}  // namespace reversi
