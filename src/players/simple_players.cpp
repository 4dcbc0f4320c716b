#include "players/simple_players.h"

#include <cassert>
#include <limits>

#include "players/seeded_choice.h"

namespace reversi {

Decision RulePlayer::choose(const Board& board) {
  assert(board.can_move());
  int best_score = std::numeric_limits<int>::min();
  std::vector<Move> best;
  for (Square sq : squares_of(board.moves())) {
    const Move move = board.move_at(sq);
    const int score = rule_(board, move);
    if (score > best_score) {
      best_score = score;
      best.clear();
    }
    if (score == best_score) best.push_back(move);
  }
  const Move chosen = best[seeded_choice(random_, best.size())];
  Decision decision{chosen.square, {}};
  decision.reason.flipped = count(chosen.flipped);
  decision.reason.takes_corner = (bit(chosen.square) & kCorners) != 0;
  return decision;
}

std::unique_ptr<ComputerPlayer> make_random_player(std::uint64_t seed) {
  return std::make_unique<RulePlayer>([](const Board&, const Move&) { return 0; }, seed);
}

std::unique_ptr<ComputerPlayer> make_most_flips_player(std::uint64_t seed) {
  return std::make_unique<RulePlayer>([](const Board&, const Move& move) { return count(move.flipped); },
                                      seed);
}

std::unique_ptr<ComputerPlayer> make_fewest_flips_player(std::uint64_t seed) {
  return std::make_unique<RulePlayer>([](const Board&, const Move& move) { return -count(move.flipped); },
                                      seed);
}

}  // namespace reversi
