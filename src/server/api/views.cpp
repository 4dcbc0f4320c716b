#include "server/api/views.h"

#include <algorithm>
#include <ctime>

#include "json/game_json.h"
#include "json/review_json.h"
#include "online/protocol.h"
#include "server/api/game_list.h"

namespace reversi::server {

namespace {

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

nlohmann::json game_page_json(const GamePage& page) {
  nlohmann::json games = nlohmann::json::array();
  for (const StoredGame& game : page.games) games.push_back(summary_json(game));
  return {{"games", games},
          {"next", page.next ? nlohmann::json(cursor_text(*page.next)) : nlohmann::json(nullptr)}};
}

nlohmann::json imported_games_json(const StoredImport& stored, const std::vector<BadGame>& skipped) {
  nlohmann::json bad = nlohmann::json::array();
  for (const BadGame& game : skipped)
    bad.push_back({{"file", game.file}, {"game", game.game}, {"reason", game.reason}});
  return {{"ids", stored.ids}, {"already_stored", stored.already_stored}, {"skipped", std::move(bad)}};
}

nlohmann::json created_match_json(const CreatedMatch& created) {
  const nlohmann::json opponent =
      created.is_public ? nlohmann::json(nullptr)
                        : nlohmann::json("/?online=" + created.id + "&seat=" + created.guest_secret);
  return {{"game", created.id},
          {"seat", created.host_secret},
          {"color", json::color_name(created.host_color)},
          {"public", created.is_public},
          {"links", {{"opponent", opponent}, {"spectator", "/?online=" + created.id}}}};
}

nlohmann::json open_matches_json(const std::vector<OpenMatch>& matches) {
  nlohmann::json games = nlohmann::json::array();
  for (const OpenMatch& match : matches) {
    games.push_back({{"game", match.id},
                     {"host_color", json::color_name(match.settings.host_color)},
                     {"clock", online::clock_json(match.settings.clock)},
                     {"created", match.created.count()}});
  }
  return {{"games", games}};
}

nlohmann::json guest_seat_json(const GuestSeat& seat) {
  return {{"game", seat.id}, {"seat", seat.secret}, {"color", json::color_name(seat.color)}};
}

}  // namespace reversi::server
