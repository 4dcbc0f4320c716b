#include "server/api/local_games.h"

#include <random>

#include "players/openings.h"
#include "server/api/views.h"
#include "server/store/random_id.h"

namespace reversi::server {

namespace {

// One of the balanced openings, by its number from 1, drawn so that games do not all start alike.
std::size_t random_opening_number() {
  std::random_device device;
  return std::uniform_int_distribution<std::size_t>(1, match_openings().size())(device);
}

std::optional<ApiError> play_person_move(HostedGame& hosted, Square sq) {
  if (std::optional<std::string> refused = hosted.refuse_person_move())
    return bad_request(std::move(refused));
  if (const Result<Move> move = hosted.play(sq); !move) {
    return ApiError{kBadRequest, "'move': " + square_name(sq) + ": " + move.error()};
  }
  return std::nullopt;
}

}  // namespace

ApiResponse create_game(ApiServices& services, const CreateGame& command) {
  const HostedGame hosted =
      command.balanced_opening
          ? HostedGame::with_balanced_opening(random_id(), command.seats, random_opening_number())
          : HostedGame{random_id(),
                       command.seats,
                       command.setup.value_or(Game()),
                       {},
                       command.balanced_opening_number};
  std::lock_guard lock(services.store_mutex);
  if (command.offline_id.empty()) {
    services.store.insert(hosted, command.player);
    return ApiResponse{kCreated, game_json(hosted)};
  }
  const OfflineStored stored =
      services.store.insert_offline(hosted, command.player, command.offline_id, command.continues);
  if (!stored.earlier && stored.id == hosted.id) return ApiResponse{kCreated, game_json(hosted)};
  // The game it continues, or the game as it was stored when sent before, so that the page
  // goes on from it.
  const OrError<HostedGame> loaded = services.load(stored.id);
  if (const auto* error = std::get_if<ApiError>(&loaded)) return error_response(*error);
  return ApiResponse{stored.earlier ? kOk : kCreated, game_json(std::get<HostedGame>(loaded))};
}

ApiResponse show_game(ApiServices& services, const ShowGame& command) {
  std::lock_guard lock(services.store_mutex);
  const OrError<HostedGame> loaded = services.load(command.id);
  if (const auto* error = std::get_if<ApiError>(&loaded)) return error_response(*error);
  return ApiResponse{kOk, game_json(std::get<HostedGame>(loaded))};
}

ApiResponse play_move(ApiServices& services, const PlayMove& command) {
  ApiResponse moved = change_game(services, command.game,
                                  [&](HostedGame& hosted) { return play_person_move(hosted, command.move); });
  if (moved.status == kOk) services.metrics.local_moves_stored.add();
  return moved;
}

ApiResponse undo_move(ApiServices& services, const UndoMove& command) {
  return change_game(services, command.game,
                     [](HostedGame& hosted) { return bad_request(hosted.undo_turn()); });
}

ApiResponse redo_move(ApiServices& services, const RedoMove& command) {
  return change_game(services, command.game,
                     [](HostedGame& hosted) { return bad_request(hosted.redo_turn()); });
}

ApiResponse move_cursor(ApiServices& services, const MoveCursor& command) {
  return change_game(services, command.game,
                     [&](HostedGame& hosted) { return bad_request(hosted.show_ply(command.to)); });
}

}  // namespace reversi::server
