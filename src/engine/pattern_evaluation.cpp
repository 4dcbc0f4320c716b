#include "engine/pattern_evaluation.h"

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>

#include "engine/embedded_tables.h"

namespace reversi::engine {

namespace {

PatternEvaluator compiled_in(std::string_view name, std::string_view bytes) {
  Result<PatternEvaluator> loaded = PatternEvaluator::from_bytes(bytes);
  if (!loaded)
    throw std::logic_error("compiled-in pattern tables " + std::string(name) + ": " + loaded.error());
  return std::move(loaded).value();
}

}  // namespace

const PatternEvaluator& PatternEvaluator::whole_game() {
  static const PatternEvaluator evaluator = compiled_in("patterns.bin", embedded_patterns());
  return evaluator;
}

const PatternEvaluator& PatternEvaluator::endgame() {
  static const PatternEvaluator evaluator = compiled_in("endgame_patterns.bin", embedded_endgame_patterns());
  return evaluator;
}

Result<PatternEvaluator> PatternEvaluator::from_bytes(std::string_view bytes) {
  const Result<PatternTables> tables = parse_pattern_tables(bytes);
  if (!tables) return Error{tables.error()};
  return PatternEvaluator(tables.value());
}

PatternEvaluator::PatternEvaluator(const PatternTables& tables) {
  for (int empties = 0; empties <= kSquareCount; ++empties)
    phase_of_[empties] = tables.phase_of_empties[std::min(empties, kMostEmpties)];
  folded_.reserve(tables.entries.size());
  for (int phase = 0; phase < tables.phases; ++phase) {
    const std::vector<std::int32_t> folded = fold_pattern_tables(
        std::span(tables.entries).subspan(phase * pattern_entries_per_phase(), pattern_entries_per_phase()));
    folded_.insert(folded_.end(), folded.begin(), folded.end());
  }
}

}  // namespace reversi::engine
