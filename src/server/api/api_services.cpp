#include "server/api/api_services.h"

#include "engine/learning_book.h"
#include "server/api/views.h"

namespace reversi::server {

OrError<HostedGame> ApiServices::load(std::string_view id) {
  std::optional<HostedGame> hosted = store.load(id);
  if (!hosted) return ApiError{kNotFound, "no game with id '" + std::string(id) + "'"};
  return std::move(*hosted);
}

void ApiServices::update(const HostedGame& hosted) {
  store.update(hosted);
  if (hosted.game.is_over()) book.game_ended(engine::boards_played(hosted.game));
}

ApiResponse change_game(ApiServices& services, const GameAt& at,
                        const std::function<std::optional<ApiError>(HostedGame&)>& change) {
  std::lock_guard lock(services.store_mutex);
  OrError<HostedGame> loaded = services.load(at.id);
  if (const auto* error = std::get_if<ApiError>(&loaded)) return error_response(*error);
  HostedGame& hosted = std::get<HostedGame>(loaded);
  if (const std::optional<ApiError> stale = stale_ply(hosted, at.ply)) return error_response(*stale);
  if (const std::optional<ApiError> refused = change(hosted)) return error_response(*refused);
  services.update(hosted);
  return ApiResponse{kOk, game_json(hosted)};
}

std::optional<ApiError> stale_ply(const HostedGame& hosted, std::optional<std::size_t> seen) {
  if (!seen || *seen == hosted.game.ply()) return std::nullopt;
  return ApiError{
      kConflict, "the game is at ply " + std::to_string(hosted.game.ply()) + ", not " + std::to_string(*seen),
      game_json(hosted)};
}

}  // namespace reversi::server
