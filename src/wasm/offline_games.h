// The local games the page plays while the server cannot be reached: each is the server's
// own record of a game (HostedGame), changed by its rules and written as the API writes it
// (server/api/local_game_json.h), kept in the module's memory for the page's life. What is
// checked here is what the server checks of a page: the ply it saw, whose turn it is.
// Every answer is {"game": ...} or {"error", "status"}, with "game" for a stale ply (409).
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/engine.h"
#include "server/store/hosted_game.h"

namespace reversi::wasm {

class OfflineGames {
 public:
  // A new game under `id`: from the standard start, from `setup` (a game's setup text)
  // when not empty, or from a balanced opening drawn by `seed`.
  nlohmann::json create(const std::string& id, const std::string& black, const std::string& white,
                        const std::string& setup, bool balanced_opening, std::uint64_t seed);
  // A game of the server taken over as the page last saw it: its start, every recorded move
  // (the undone ones too) as a transcript, its cursor and its balanced opening (0: none).
  nlohmann::json adopt(const std::string& id, const std::string& black, const std::string& white,
                       const std::string& start, const std::string& recorded, std::size_t ply,
                       std::size_t balanced_opening);
  // `action` on the game `id` whose ply the page saw: "show", "move" (the square `move`),
  // "computer" (its opponent chooses, with `seed`, and says why), "undo", "redo", or
  // "cursor" (to the ply `to`).
  nlohmann::json act(const std::string& id, const std::string& action, std::size_t ply,
                     const std::string& move, std::size_t to, std::uint64_t seed, engine::Engine& engine);

 private:
  nlohmann::json keep(server::HostedGame hosted);

  std::map<std::string, server::HostedGame> games_;
};

}  // namespace reversi::wasm
