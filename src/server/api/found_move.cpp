#include "server/api/found_move.h"

#include <utility>

#include "core/bitboard.h"
#include "core/notation.h"
#include "json/move_reason_json.h"

namespace reversi::server {

OrError<std::optional<Decision>> found_move(BodyFields& fields) {
  const std::optional<std::string> move = fields.text("move");
  const nlohmann::json* reason = fields.object("reason", "expected the reason the page's engine gave");
  if (fields.failed()) return fields.error();
  if (!move && !reason) return std::optional<Decision>{};
  if (!move) return ApiError{kBadRequest, "'move': missing beside 'reason'"};
  if (!reason) return ApiError{kBadRequest, "'reason': missing beside 'move'"};
  const Result<Square> square = parse_move(*move);
  if (!square) return ApiError{kBadRequest, "'move': " + square.error()};
  Result<MoveReason> parsed = json::parse_move_reason(*reason);
  if (!parsed) return ApiError{kBadRequest, "'reason': " + parsed.error()};
  return std::optional<Decision>{Decision{square.value(), std::move(parsed).value()}};
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
