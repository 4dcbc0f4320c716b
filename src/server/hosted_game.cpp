#include "server/hosted_game.h"

namespace reversi::server {

Result<Move> HostedGame::play(Square sq, const Sentence* why) {
  const std::size_t ply = game.ply();
  Result<Move> move = game.play(sq);
  if (!move) return move;
  explanations.erase(explanations.lower_bound(ply), explanations.end());
  if (why) explanations[ply] = *why;
  return move;
}

const Sentence* HostedGame::last_explanation() const {
  const std::vector<Square> plies = game.moves();
  for (std::size_t i = plies.size(); i-- > 0;) {
    if (plies[i] == Square::Pass) continue;
    const auto found = explanations.find(i);
    return found == explanations.end() ? nullptr : &found->second;
  }
  return nullptr;
}

}  // namespace reversi::server
