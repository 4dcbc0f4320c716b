#include "server/api/found_move.h"

#include <utility>

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

}  // namespace reversi::server
