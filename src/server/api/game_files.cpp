#include "server/api/game_files.h"

#include "server/api/views.h"

namespace reversi::server {

ApiResponse list_games(ApiServices& services, const ListGames& command) {
  std::lock_guard lock(services.store_mutex);
  return ApiResponse{kOk, game_page_json(services.store.games_of(command.player, command.query.limit,
                                                                 command.query.before))};
}

ApiResponse export_game(ApiServices& services, const ExportGame& command) {
  std::optional<GameRecord> record;
  {
    std::lock_guard lock(services.store_mutex);
    record = services.store.record(command.id);
  }
  if (!record) return error_response({kNotFound, "no game with id '" + command.id + "'"});
  Result<Download> download = game_download(command.id, *record, command.query);
  if (!download) return error_response({kBadRequest, download.error()});
  return ApiResponse{kOk, nullptr, 0, std::nullopt, std::move(download).value()};
}

ApiResponse import_games(ApiServices& services, const ImportGames& command) {
  std::lock_guard lock(services.store_mutex);
  const StoredImport stored = services.store.insert_records(command.games, command.player);
  return ApiResponse{kCreated, imported_games_json(stored, command.skipped)};
}

}  // namespace reversi::server
