// A local game and the computer opponents as the API writes them (docs/api.md): the
// server answers with them, and so does the page's engine (src/wasm) for the games it
// plays while the server cannot be reached.
#pragma once

#include <nlohmann/json.hpp>

#include "local_game/hosted_game.h"

namespace reversi {

nlohmann::json game_json(const HostedGame& hosted);
nlohmann::json opponents_json();

}  // namespace reversi
