#include "engine/analysis.h"

#include <algorithm>

namespace reversi::engine {

MoveQuality quality_of(Value loss) {
  if (loss < 2 * kValuePerDisc) return MoveQuality::Best;
  if (loss < 4 * kValuePerDisc) return MoveQuality::Inaccuracy;
  if (loss < 10 * kValuePerDisc) return MoveQuality::Mistake;
  return MoveQuality::Blunder;
}

std::vector<MoveAnalysis> analyze_game(const Game& game, const MoveScorer& score_moves) {
  std::vector<MoveAnalysis> analysis;
  const std::vector<Square> plies = game.moves();
  for (std::size_t ply = 0; ply < plies.size(); ++ply) {
    const Square played = plies[ply];
    if (played == Square::Pass) continue;
    const Position& position = game.position_before(ply);
    const std::vector<MoveValue> values = score_moves(position.board);
    const auto played_value =
        std::find_if(values.begin(), values.end(), [&](const MoveValue& mv) { return mv.move == played; });
    if (played_value == values.end()) break;  // the search was stopped
    const MoveValue& best = values.front();
    analysis.push_back(MoveAnalysis{ply, position.to_move, played, played_value->value, best.move, best.value,
                                    played_value->exact && best.exact, played_value->line, best.line});
  }
  return analysis;
}

std::vector<MoveAnalysis> analyze_game(Engine& engine, const Game& game, SearchLimits limits) {
  limits.score_all_moves = true;
  return analyze_game(game, [&](const Board& board) { return engine.search(board, limits).move_values; });
}

}  // namespace reversi::engine
