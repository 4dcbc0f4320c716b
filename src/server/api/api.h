// The JSON API of docs/api.md, apart from HTTP: a request is parsed into a command
// (api_command.h), counted against its client's limit if it creates games, and handed to
// the handler of its concern (local_games.h, engine_requests.h, game_files.h,
// online_requests.h, server_info.h). Requests that need the engine are answered later,
// from an engine thread; all others at once.
#pragma once

#include <string>
#include <vector>

#include "server/api/api_command.h"
#include "server/api/api_request.h"
#include "server/api/api_services.h"
#include "server/ops/client_limits.h"
#include "server/ops/rate_limit.h"

namespace reversi::server {

class Api {
 public:
  // `limits`: the games one client address may create a minute, and the games and bytes
  // it may import a day (the connections are the HTTP server's). `metrics`: the moves stored. `book` (lent
  // for the Api's lifetime): the opening book the levels play from and hints and analysis mark. `instances`:
  // the origins of the servers sharing this one's database, in the order an online game's page tries them
  // (GET /api/instances); empty: this server alone.
  Api(GameStore& store, EnginePool& engines, OnlineHub& hub, ServerMetrics& metrics, ServedBook& book,
      const ClientLimits& limits = {}, std::vector<std::string> instances = {})
      : services_(store, engines, hub, metrics, book, std::move(instances)),
        new_games_(limits.games_per_minute),
        imported_games_(limits.imported_games_per_day, std::chrono::days(1)),
        imported_bytes_(limits.imported_bytes_per_day, std::chrono::days(1)) {}

  // Calls `respond` exactly once. A request that fails changes nothing.
  void handle(const ApiRequest& request, const Respond& respond);

 private:
  // Counts the games `command` creates: 429 past a limit, 413 for a file of more games
  // or bytes than a day's.
  std::optional<ApiError> count_new_games(const std::string& client, const ApiCommand& command);
  // `bytes`: what the import's games would add to the database (imported_game_bytes).
  std::optional<ApiError> file_over_a_day(const ImportGames& import, std::size_t bytes) const;
  std::optional<ApiError> count_imports(const std::string& client, const ImportGames& import,
                                        std::size_t bytes, RateLimit::Clock::time_point now);

  ApiServices services_;
  RateLimit new_games_;       // requests that create games, by client address; on the network thread
  RateLimit imported_games_;  // games imported, by client address; on the network thread
  RateLimit imported_bytes_;  // their bytes as stored (imported_game_bytes); the same
};

}  // namespace reversi::server
