#include "server/api/found_move.h"

#include <utility>

#include "core/bitboard.h"
#include "core/notation.h"

namespace reversi::server {

namespace {

// Longer than any game's remaining moves.
constexpr std::size_t kMaxLine = kSquareCount;

OrError<MoveReason> reason_of(const nlohmann::json& object) {
  BodyFields fields(object);
  MoveReason reason;
  const std::optional<std::size_t> flipped = fields.count("flipped");
  reason.openness = fields.integer("openness", 0, kSquareCount);
  reason.takes_corner = fields.flag("takesCorner");
  reason.expected_score = fields.integer("expectedScore", -kMaxScore, kMaxScore);
  reason.exact = fields.flag("exact");
  reason.from_book = fields.flag("fromBook");
  const nlohmann::json* line = fields.array("expectedLine");
  if (fields.failed()) return ApiError{kBadRequest, "'reason': " + fields.error().message};
  if (!flipped || *flipped > kSquareCount) {
    return ApiError{kBadRequest, "'reason': 'flipped': expected the number of discs the move turns"};
  }
  reason.flipped = static_cast<int>(*flipped);
  if (line) {
    if (line->size() > kMaxLine) return ApiError{kBadRequest, "'reason': 'expectedLine': longer than a game"};
    for (const nlohmann::json& entry : *line) {
      if (!entry.is_string())
        return ApiError{kBadRequest, "'reason': 'expectedLine': expected squares' names"};
      const Result<Square> square = parse_move(entry.get<std::string>());
      if (!square) return ApiError{kBadRequest, "'reason': 'expectedLine': " + square.error()};
      reason.expected_line.push_back(square.value());
    }
  }
  return reason;
}

}  // namespace

OrError<std::optional<Decision>> found_move(BodyFields& fields) {
  const std::optional<std::string> move = fields.text("move");
  const nlohmann::json* reason = fields.object("reason", "expected the reason the page's engine gave");
  if (fields.failed()) return fields.error();
  if (!move && !reason) return std::optional<Decision>{};
  if (!move) return ApiError{kBadRequest, "'move': missing beside 'reason'"};
  if (!reason) return ApiError{kBadRequest, "'reason': missing beside 'move'"};
  const Result<Square> square = parse_move(*move);
  if (!square) return ApiError{kBadRequest, "'move': " + square.error()};
  OrError<MoveReason> parsed = reason_of(*reason);
  if (const auto* error = std::get_if<ApiError>(&parsed)) return *error;
  return std::optional<Decision>{Decision{square.value(), std::move(std::get<MoveReason>(parsed))}};
}

std::optional<std::string> contradiction(const Board& board, const Decision& found) {
  const std::string move = square_name(found.move);
  if (!board.is_legal(found.move)) return "'move': " + move + " is not legal here";
  const MoveReason& reason = found.reason;
  const int flipped = count(board.move_at(found.move).flipped);
  if (reason.flipped != flipped) {
    return "'reason': 'flipped': " + move + " turns " + std::to_string(flipped) + ", not " +
           std::to_string(reason.flipped);
  }
  if (reason.takes_corner != ((bit(found.move) & kCorners) != 0)) {
    return "'reason': 'takesCorner': " + move + (reason.takes_corner ? " is not a corner" : " is a corner");
  }
  if (!reason.expected_line.empty() && reason.expected_line.front() != found.move) {
    return "'reason': 'expectedLine': starts with " + square_name(reason.expected_line.front()) + ", not " +
           move;
  }
  return std::nullopt;
}

}  // namespace reversi::server
