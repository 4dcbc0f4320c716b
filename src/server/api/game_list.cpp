#include "server/api/game_list.h"

#include <charconv>

#include "server/api/query_string.h"

namespace reversi::server {

namespace {

constexpr std::size_t kTokenLength = 22;

bool is_base64url(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

// A whole number in [low, high], or nothing for anything else ("", "+3", "3x", "1e2").
std::optional<std::int64_t> whole_number(std::string_view text, std::int64_t low, std::int64_t high) {
  std::int64_t number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  if (number < low || number > high) return std::nullopt;
  return number;
}

std::optional<GameCursor> parse_cursor(std::string_view text) {
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos) return std::nullopt;
  const std::optional<std::int64_t> created_ms = whole_number(text.substr(0, dot), 0, INT64_MAX);
  const std::string_view id = text.substr(dot + 1);
  if (!created_ms || !is_player_token(id)) return std::nullopt;  // ids are written as tokens are
  return GameCursor{*created_ms, std::string(id)};
}

}  // namespace

bool is_player_token(std::string_view token) {
  return token.size() == kTokenLength && std::all_of(token.begin(), token.end(), is_base64url);
}

Result<GameListQuery> parse_game_list_query(std::string_view query) {
  const Result<QueryParameters> parameters = parse_query(query);
  if (!parameters) return Error{parameters.error()};
  GameListQuery parsed;
  for (const auto& [name, value] : parameters.value()) {
    if (name == "limit") {
      const std::optional<std::int64_t> limit = whole_number(value, 1, kMaxGamesPerPage);
      if (!limit) {
        return Error{"'limit': expected a whole number from 1 to " + std::to_string(kMaxGamesPerPage) +
                     ", not '" + value + "'"};
      }
      parsed.limit = static_cast<std::size_t>(*limit);
    } else if (name == "before") {
      parsed.before = parse_cursor(value);
      if (!parsed.before) {
        return Error{"'before': expected the 'next' of an earlier page (MILLISECONDS.ID), not '" + value +
                     "'"};
      }
    } else {
      return Error{"query: unknown parameter '" + name + "' (limit, before)"};
    }
  }
  return parsed;
}

std::string cursor_text(const GameCursor& cursor) {
  return std::to_string(cursor.created_ms) + "." + cursor.id;
}

}  // namespace reversi::server
