#include "engine/analysis.h"

#include <algorithm>

namespace reversi::engine {

MoveQuality quality_of(Value loss) {
  if (loss < 2 * kValuePerDisc) return MoveQuality::Best;
  if (loss < 4 * kValuePerDisc) return MoveQuality::Inaccuracy;
  if (loss < 10 * kValuePerDisc) return MoveQuality::Mistake;
  return MoveQuality::Blunder;
}

std::vector<MoveAnalysis> analyze_game(Engine& engine, const Game& game, SearchLimits limits) {
  limits.score_all_moves = true;
  std::vector<MoveAnalysis> analysis;
  Position position = game.start();
  const std::vector<Square> plies = game.moves();
  for (std::size_t ply = 0; ply < plies.size(); ++ply) {
    const Square played = plies[ply];
    if (played != Square::Pass) {
      const SearchResult result = engine.search(position.board, limits);
      const auto played_value = std::find_if(result.move_values.begin(), result.move_values.end(),
                                             [&](const MoveValue& mv) { return mv.move == played; });
      if (result.move_values.empty() || played_value == result.move_values.end()) break;  // stopped
      analysis.push_back(MoveAnalysis{ply, position.to_move, played, played_value->value, result.best_move,
                                      result.value, played_value->exact && result.exact});
    }
    position = position.after(played == Square::Pass ? Move{} : position.board.move_at(played));
  }
  return analysis;
}

}  // namespace reversi::engine
