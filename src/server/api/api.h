// The JSON API of docs/api.md, apart from HTTP: a request is the client's address, a
// method, a path (under /api/, or /healthz), its query, a body and the browser's token
// (the Reversi-Player header); the answer is a status and a JSON body. Requests that need the engine are
// answered later, from an engine thread; all others at once. Games created are limited per client address
// (429 past the limit).
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/book_files.h"
#include "server/api/game_transfer.h"
#include "server/online/online_hub.h"
#include "server/ops/metrics.h"
#include "server/ops/rate_limit.h"
#include "server/search/engine_pool.h"
#include "server/search/move_scores.h"
#include "server/store/game_store.h"

namespace reversi::server {

struct ApiResponse {
  unsigned status = 200;
  nlohmann::json body;
  unsigned retry_after_seconds = 0;                    // for 429 and 503: the Retry-After header; 0: none
  std::optional<ErrorKind> error_kind = std::nullopt;  // when not the status's (error_kind_of_status)
  std::optional<Download> download = std::nullopt;     // a file, sent instead of `body`
};

struct ApiRequest {
  std::string client;           // the address it comes from
  std::string_view method;      // "GET", "POST", ...
  std::string_view path;        // without the query
  std::string_view query = {};  // after the '?', without it
  std::string_view body = {};
  std::string_view player = {};  // the Reversi-Player header; empty when absent
};

class Api {
 public:
  using Respond = std::function<void(ApiResponse)>;

  // `games_per_minute`: local games and online matches one client address may create a
  // minute, together; 0: no limit. `metrics`: the moves stored. `book` (lent for the
  // Api's lifetime): the opening book the levels play from and hints and analysis mark.
  // `instances`: the origins of the servers sharing this one's database, in the order an
  // online game's page tries them (GET /api/instances); empty: this server alone.
  Api(GameStore& store, EnginePool& engines, OnlineHub& hub, ServerMetrics& metrics,
      unsigned games_per_minute = 0, const engine::Book& book = engine::default_book(),
      std::vector<std::string> instances = {})
      : store_(store),
        engines_(engines),
        hub_(hub),
        metrics_(metrics),
        new_games_(games_per_minute),
        book_(book),
        instances_(std::move(instances)) {}

  // Calls `respond` exactly once. A request that fails changes nothing.
  void handle(const ApiRequest& request, Respond respond);

 private:
  void route(const ApiRequest& request, const Respond& respond);
  void count_new_game(const std::string& client);  // throws 429 past the limit
  ApiResponse health();
  ApiResponse create_game(const nlohmann::json& request, std::string_view player);
  ApiResponse list_games(const ApiRequest& request);
  ApiResponse export_game(std::string_view id, std::string_view query);
  ApiResponse import_games(const ApiRequest& request);
  ApiResponse add_online_games(const nlohmann::json& request, std::string_view player);
  ApiResponse create_online_match(const nlohmann::json& request);
  // Loads the game, lets `change` act on it and stores it if it changed anything.
  ApiResponse change_game(std::string_view id, const nlohmann::json& request,
                          const std::function<void(HostedGame&)>& change);
  // Searches are queued for the client asking (its address), fairly between clients.
  void computer_move(std::string_view id, const std::string& client, const nlohmann::json& request,
                     const Respond& respond);
  void hints(std::string_view id, const std::string& client, const Respond& respond);
  void analysis(std::string_view id, const std::string& client, const Respond& respond);
  ApiResponse engine_refusal(Admission refused) const;  // 503 or 429
  HostedGame load(std::string_view id);                 // under store_mutex_
  // Answers everyone waiting for the computer's move in game `id` at `ply`.
  void answer_computer_move(const std::string& id, std::size_t ply, const ApiResponse& answer);

  GameStore& store_;
  EnginePool& engines_;
  OnlineHub& hub_;  // used on the network thread only, as are all requests answered at once
  ServerMetrics& metrics_;
  RateLimit new_games_;  // by client address; on the network thread too
  const engine::Book& book_;
  const std::vector<std::string> instances_;
  MoveScores scores_;
  std::mutex store_mutex_;  // one request at a time reads and writes the store
  // The computer moves being searched, by game and ply, with the requests waiting for
  // each: identical requests share one search. Under store_mutex_.
  std::map<std::pair<std::string, std::size_t>, std::vector<Respond>> computer_moves_;
};

}  // namespace reversi::server
