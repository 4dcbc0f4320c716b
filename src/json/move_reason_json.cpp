#include "json/move_reason_json.h"

#include <optional>
#include <string>
#include <utility>

#include "core/notation.h"
#include "json/game_json.h"

namespace reversi::json {

namespace {

// Longer than any game's remaining moves.
constexpr std::size_t kMaxLine = kSquareCount;

constexpr const char* kFields[] = {"flipped", "openness", "takesCorner", "expectedScore",
                                   "exact",   "fromBook", "expectedLine"};

Error field_error(const std::string& field, const std::string& what) {
  return Error{"'" + field + "': " + what};
}

// A whole number from `lowest` to `highest`, nothing when absent or null.
Result<std::optional<int>> whole_number(const nlohmann::json& object, const char* field, int lowest,
                                        int highest) {
  const auto found = object.find(field);
  if (found == object.end() || found->is_null()) return std::optional<int>{};
  if (found->is_number_integer()) {
    const auto value = found->get<std::int64_t>();
    if (value >= lowest && value <= highest) return std::optional<int>{static_cast<int>(value)};
  }
  return field_error(
      field, "expected a whole number from " + std::to_string(lowest) + " to " + std::to_string(highest));
}

// True or false, false when absent or null.
Result<bool> flag(const nlohmann::json& object, const char* field) {
  const auto found = object.find(field);
  if (found == object.end() || found->is_null()) return false;
  if (!found->is_boolean()) return field_error(field, "expected true or false");
  return found->get<bool>();
}

Result<std::vector<Square>> line(const nlohmann::json& object) {
  const auto found = object.find("expectedLine");
  if (found == object.end() || found->is_null()) return std::vector<Square>{};
  if (!found->is_array()) return field_error("expectedLine", "expected a list of moves");
  if (found->size() > kMaxLine) return field_error("expectedLine", "longer than a game");
  std::vector<Square> moves;
  for (const nlohmann::json& entry : *found) {
    if (!entry.is_string()) return field_error("expectedLine", "expected squares' names");
    const Result<Square> move = parse_move(entry.get<std::string>());
    if (!move) return field_error("expectedLine", move.error());
    moves.push_back(move.value());
  }
  return moves;
}

}  // namespace

nlohmann::json move_reason_json(const MoveReason& reason) {
  return {{"flipped", reason.flipped},
          {"openness", reason.openness ? nlohmann::json(*reason.openness) : nlohmann::json(nullptr)},
          {"takesCorner", reason.takes_corner},
          {"expectedScore",
           reason.expected_score ? nlohmann::json(*reason.expected_score) : nlohmann::json(nullptr)},
          {"exact", reason.exact},
          {"fromBook", reason.from_book},
          {"expectedLine", line_json(reason.expected_line)}};
}

nlohmann::json decision_json(const Decision& decision) {
  return {{"move", square_name(decision.move)}, {"reason", move_reason_json(decision.reason)}};
}

Result<MoveReason> parse_move_reason(const nlohmann::json& object) {
  if (!object.is_object()) return Error{"expected an object"};
  for (const auto& [field, value] : object.items()) {
    if (std::find(std::begin(kFields), std::end(kFields), field) == std::end(kFields))
      return field_error(field, "not a fact of a move's reason");
  }
  const Result<std::optional<int>> flipped = whole_number(object, "flipped", 0, kSquareCount);
  if (!flipped) return flipped.failure();
  if (!flipped.value()) return field_error("flipped", "expected the number of discs the move turns");
  const Result<std::optional<int>> openness = whole_number(object, "openness", 0, kSquareCount);
  if (!openness) return openness.failure();
  const Result<std::optional<int>> score = whole_number(object, "expectedScore", -kMaxScore, kMaxScore);
  if (!score) return score.failure();
  const Result<bool> corner = flag(object, "takesCorner");
  if (!corner) return corner.failure();
  const Result<bool> exact = flag(object, "exact");
  if (!exact) return exact.failure();
  const Result<bool> book = flag(object, "fromBook");
  if (!book) return book.failure();
  Result<std::vector<Square>> expected = line(object);
  if (!expected) return expected.failure();
  return MoveReason{
      *flipped.value(), openness.value(),           corner.value(), score.value(), exact.value(),
      book.value(),     std::move(expected).value()};
}

Result<Decision> parse_decision(std::string_view move, const nlohmann::json& reason) {
  const Result<Square> square = parse_move(move);
  if (!square) return Error{"'move': " + square.error()};
  Result<MoveReason> parsed = parse_move_reason(reason);
  if (!parsed) return Error{"'reason': " + parsed.error()};
  return Decision{square.value(), std::move(parsed).value()};
}

}  // namespace reversi::json
