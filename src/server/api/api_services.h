// What the API's handlers share: the stores, the engine threads, the online hub, the
// metrics and the book, and the lock that lets one request at a time at the store.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/move_scores.h"
#include "server/api/api_command.h"
#include "server/api/api_response.h"
#include "server/online/online_hub.h"
#include "server/search/engine_pool.h"
#include "server/search/served_book.h"
#include "server/store/game_store.h"

namespace reversi::server {

// Answers a request that is answered later, from an engine thread; exactly once.
using Respond = std::function<void(ApiResponse)>;

struct ApiServices {
  ApiServices(GameStore& games, EnginePool& engine_pool, OnlineHub& online, ServerMetrics& counters,
              ServedBook& opening_book, std::vector<std::string> origins)
      : store(games),
        engines(engine_pool),
        hub(online),
        metrics(counters),
        book(opening_book),
        instances(std::move(origins)) {}

  // The game `id`, or 404. The caller holds store_mutex.
  OrError<HostedGame> load(std::string_view id);
  // Stores a local game as it now is; one that has just ended goes to the book to learn.
  // The caller holds store_mutex.
  void update(const HostedGame& hosted);

  GameStore& store;
  EnginePool& engines;
  OnlineHub& hub;  // used on the network thread only, as are all requests answered at once
  ServerMetrics& metrics;
  ServedBook& book;
  const std::vector<std::string> instances;
  engine::MoveScores scores;
  std::mutex store_mutex;  // one request at a time reads and writes the store
  // The computer moves being searched, by game and ply, with the requests waiting for
  // each: identical requests share one search. Under store_mutex.
  std::map<std::pair<std::string, std::size_t>, std::vector<Respond>> computer_moves;
};

// A conflict (409, with the game as it is) when the page saw another ply than the game's.
std::optional<ApiError> stale_ply(const HostedGame& hosted, std::optional<std::size_t> seen);

// Loads the game, lets `change` act on it (an error: it may not, and nothing is stored) and
// stores it, under the store's lock; a ply the page saw that is no longer the game's is a
// conflict first. Answers the game as it is then, or the error.
ApiResponse change_game(ApiServices& services, const GameAt& at,
                        const std::function<std::optional<ApiError>(HostedGame&)>& change);

}  // namespace reversi::server
