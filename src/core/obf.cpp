#include "core/obf.h"

#include <algorithm>
#include <charconv>

#include "core/notation.h"
#include "core/text.h"

namespace reversi {

Score ObfProblem::best_score() const {
  Score best = -kMaxScore - 1;
  for (const MoveScore& ms : move_scores) best = std::max(best, ms.score);
  return best;
}

bool ObfProblem::is_best(Square move) const {
  return std::any_of(move_scores.begin(), move_scores.end(),
                     [&](const MoveScore& ms) { return ms.move == move && ms.score == best_score(); });
}

Result<ObfProblem> parse_obf_line(std::string_view line) {
  std::size_t semicolon = line.find(';');
  const Result<Position> position = parse_position(line.substr(0, semicolon));
  if (!position) return Error{position.error()};
  ObfProblem problem{position.value(), {}};
  while (semicolon != std::string_view::npos) {
    const std::size_t start = semicolon + 1;
    semicolon = line.find(';', start);
    const std::string_view field =
        trimmed(line.substr(start, semicolon == std::string_view::npos ? semicolon : semicolon - start));
    if (field.empty()) continue;
    const std::size_t colon = field.find(':');
    const std::string where =
        "move score " + std::to_string(problem.move_scores.size() + 1) + " '" + std::string(field) + "': ";
    if (colon == std::string_view::npos) return Error{where + "expected MOVE:SCORE"};
    const Result<Square> move = parse_move(field.substr(0, colon));
    if (!move) return Error{where + move.error()};
    std::string_view number = field.substr(colon + 1);
    if (!number.empty() && number.front() == '+') number.remove_prefix(1);
    Score score = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), score);
    if (error != std::errc{} || end != number.data() + number.size() || score < -kMaxScore ||
        score > kMaxScore) {
      return Error{where + "the score must be a whole number from -64 to 64"};
    }
    problem.move_scores.push_back({move.value(), score});
  }
  return problem;
}

}  // namespace reversi
