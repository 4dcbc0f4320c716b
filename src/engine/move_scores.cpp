#include "engine/move_scores.h"

namespace reversi::engine {

void cut_shown_lines(std::vector<MoveValue>& values) {
  for (MoveValue& value : values) {
    if (value.line.size() > kShownLinePlies) value.line.resize(kShownLinePlies);
  }
}

std::optional<std::vector<MoveValue>> MoveScores::known(const Board& board) {
  std::lock_guard lock(mutex_);
  if (const auto found = scores_.find(board); found != scores_.end()) return found->second;
  return std::nullopt;
}

std::vector<MoveValue> MoveScores::of(Engine& engine, const Board& board) {
  if (std::optional<std::vector<MoveValue>> values = known(board)) return *std::move(values);
  if (!board.can_move()) return {};
  SearchLimits limits;
  limits.depth = kAnalysisDepth;
  limits.exact_empties = kAnalysisExactEmpties;
  limits.time = kAnalysisTime;
  limits.score_all_moves = true;
  std::vector<MoveValue> values = engine.search(board, limits).move_values;
  cut_shown_lines(values);
  std::lock_guard lock(mutex_);
  // Forgetting everything now and then is enough to bound the memory: most lookups are
  // for the games being played right now, which refill it at once.
  if (scores_.size() >= kMaxPositions) scores_.clear();
  scores_.emplace(board, values);
  return values;
}

}  // namespace reversi::engine
