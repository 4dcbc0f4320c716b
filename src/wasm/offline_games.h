// The local games the page plays while the server cannot be reached: each is the server's
// own record of a game (HostedGame), changed by its rules and written as the API writes it
// (local_game/local_game_json.h), kept in the module's memory for the page's life. What is
// checked here is what the server checks of a page: the ply it saw, whose turn it is.
// Every answer is {"game": ...} or {"error", "status"}, with "game" for a stale ply (409).
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/engine.h"
#include "local_game/hosted_game.h"

namespace reversi::wasm {

// What the page asks of a kept game, with the ply it saw.
struct OfflineAction {
  std::string name{};  // "show", "move", "computer", "undo", "redo" or "cursor"
  std::size_t ply = 0;
  std::string move{};      // "move": the square; "computer": the move the page's engine found
                           // (played as found, not searched again), or empty to search here
  std::string reason{};    // "computer" with a move: its reason, as the API's JSON text
  std::size_t to = 0;      // "cursor": the ply to show
  std::uint64_t seed = 0;  // "computer" searched here: the opponent's choices among equals
};

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
  // `action` on the game `id`, checked as the server checks it; a computer move not found
  // by the page is searched with `engine`.
  nlohmann::json act(const std::string& id, const OfflineAction& action, engine::Engine& engine);

 private:
  nlohmann::json keep(HostedGame hosted);

  std::map<std::string, HostedGame> games_;
};

}  // namespace reversi::wasm
