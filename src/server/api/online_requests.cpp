#include "server/api/online_requests.h"

#include <random>

#include "server/api/views.h"

namespace reversi::server {

ApiResponse create_online_match(ApiServices& services, const CreateOnlineMatch& command) {
  online::MatchSettings settings;
  const bool black =
      command.host_color ? *command.host_color == Color::Black : std::random_device{}() % 2 == 0;
  settings.host_color = black ? Color::Black : Color::White;
  settings.clock = command.clock;
  return ApiResponse{kCreated, created_match_json(services.hub.create(settings, command.is_public))};
}

ApiResponse list_open_matches(ApiServices& services) {
  return ApiResponse{kOk, open_matches_json(services.hub.open_matches())};
}

ApiResponse join_online_match(ApiServices& services, const JoinOnlineMatch& command) {
  const std::variant<GuestSeat, SeatRefusal> taken = services.hub.take_guest_seat(command.id);
  if (const auto* seat = std::get_if<GuestSeat>(&taken)) return ApiResponse{kOk, guest_seat_json(*seat)};
  const auto conflict = [](const char* message, const char* code) {
    return error_response(ApiError{kConflict, message, nullptr, 0, Reason{code, {}}});
  };
  switch (std::get<SeatRefusal>(taken)) {
    case SeatRefusal::NoSuchMatch: return error_response(no_open_game());
    case SeatRefusal::Taken: return conflict("someone else has joined this game first", "seat_taken");
    case SeatRefusal::Expired:
      return conflict("this game waited too long for an opponent and is no longer open", "open_game_expired");
    case SeatRefusal::HostLeft: return conflict("the host of this game has left it", "open_game_host_left");
    case SeatRefusal::Ended: break;
  }
  return conflict("this game ended before anyone joined it", "open_game_ended");
}

ApiResponse add_online_games(ApiServices& services, const AddOnlineGames& command) {
  std::vector<std::pair<std::string, PlayedRounds>> played;
  nlohmann::json unknown = nlohmann::json::array();
  for (const OnlineSeat& seat : command.seats) {
    std::optional<PlayedRounds> rounds = services.hub.played_rounds(seat.game, seat.secret);
    if (!rounds) {
      unknown.push_back(seat.game);
      continue;
    }
    played.emplace_back(seat.game, std::move(*rounds));
  }
  std::size_t added = 0;
  std::lock_guard lock(services.store_mutex);
  for (const auto& [match, rounds] : played) {
    for (const online::EndedRound& round : rounds.rounds) {
      const Color color = rounds.seat == online::Seat::Host ? round.host_color : opposite(round.host_color);
      if (services.store.add_online_round(match, round, color, command.player)) ++added;
    }
  }
  return ApiResponse{kOk, {{"added", added}, {"unknown", unknown}}};
}

}  // namespace reversi::server
