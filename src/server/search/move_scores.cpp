#include "server/search/move_scores.h"

namespace reversi::server {

std::vector<engine::MoveValue> MoveScores::of(engine::Engine& engine, const Board& board) {
  {
    std::lock_guard lock(mutex_);
    if (const auto found = scores_.find(board); found != scores_.end()) return found->second;
  }
  if (!board.can_move()) return {};
  engine::SearchLimits limits;
  limits.depth = kAnalysisDepth;
  limits.exact_empties = kAnalysisExactEmpties;
  limits.time = kAnalysisTime;
  limits.score_all_moves = true;
  std::vector<engine::MoveValue> values = engine.search(board, limits).move_values;
  for (engine::MoveValue& value : values) {
    if (value.line.size() > kShownLinePlies) value.line.resize(kShownLinePlies);
  }
  std::lock_guard lock(mutex_);
  // Forgetting everything now and then is enough to bound the memory: most lookups are
  // for the games being played right now, which refill it at once.
  if (scores_.size() >= kMaxPositions) scores_.clear();
  scores_.emplace(board, values);
  return values;
}

}  // namespace reversi::server
