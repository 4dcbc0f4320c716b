#include "server/api/game_list.h"

#include <algorithm>
#include <charconv>
#include <ctime>

#include "json/game_json.h"
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

std::string utc_text(std::int64_t unix_seconds) {
  const std::time_t seconds = unix_seconds;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  const std::size_t length = std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return std::string(text, length);
}

// A copy of an online round: the colour this browser played and how the round ended,
// which the moves alone do not tell when it ended early (a resignation, a flag).
nlohmann::json online_json(const std::optional<OnlineOrigin>& online) {
  if (!online) return nullptr;
  return {{"color", json::color_name(online->color)},
          {"ending", online->ending},
          {"winner",
           online->winner ? nlohmann::json(json::color_name(*online->winner)) : nlohmann::json(nullptr)}};
}

// What the list shows of a game: as it stands, at its cursor (where it goes on from).
nlohmann::json summary_json(const StoredGame& stored) {
  const Game& game = stored.hosted.game;
  const std::vector<Square> moves = game.moves();
  const auto played = std::count_if(moves.begin(), moves.end(), [](Square sq) { return sq != Square::Pass; });
  return {
      {"id", stored.hosted.id},
      {"black", stored.hosted.seats.black},
      {"white", stored.hosted.seats.white},
      {"start", position_text(game.start())},
      {"created", utc_text(stored.created_ms / 1000)},
      {"updated", utc_text(stored.updated)},
      {"moves", played},
      {"over", game.is_over()},
      {"to_move",
       game.is_over() ? nlohmann::json(nullptr) : nlohmann::json(json::color_name(game.position().to_move))},
      {"result", game.is_over() ? json::result_json(game.result()) : nlohmann::json(nullptr)},
      {"online", online_json(stored.online)},
      {"imported", stored.imported ? nlohmann::json({{"black", stored.imported->black},
                                                     {"white", stored.imported->white}})
                                   : nlohmann::json(nullptr)},
  };
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

nlohmann::json game_page_json(const GamePage& page) {
  nlohmann::json games = nlohmann::json::array();
  for (const StoredGame& game : page.games) games.push_back(summary_json(game));
  return {{"games", games},
          {"next", page.next ? nlohmann::json(cursor_text(*page.next)) : nlohmann::json(nullptr)}};
}

}  // namespace reversi::server
