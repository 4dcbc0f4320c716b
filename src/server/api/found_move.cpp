#include "server/api/found_move.h"

#include <utility>

#include "json/move_reason_json.h"

namespace reversi::server {

OrError<std::optional<Decision>> found_move(BodyFields& fields) {
  const std::optional<std::string> move = fields.text("move");
  const nlohmann::json* reason = fields.object("reason", "expected the reason the page's engine gave");
  if (fields.failed()) return fields.error();
  if (!move && !reason) return std::optional<Decision>{};
  if (!move) return ApiError{kBadRequest, "'move': missing beside 'reason'"};
  if (!reason) return ApiError{kBadRequest, "'reason': missing beside 'move'"};
  Result<Decision> found = json::parse_decision(*move, *reason);
  if (!found) return ApiError{kBadRequest, found.error()};
  return std::optional<Decision>{std::move(found).value()};
}

}  // namespace reversi::server
