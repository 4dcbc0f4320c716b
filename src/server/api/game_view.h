// What the page is told about a game: the JSON object of docs/api.md.
#pragma once

#include <nlohmann/json.hpp>

#include "server/store/hosted_game.h"

namespace reversi::server {

nlohmann::json sentence_json(const Sentence& sentence);
// The named opening the game's moves up to the cursor follow, {"ja": "虎", "en": "Tiger"},
// or null when they follow none.
nlohmann::json opening_json(const Game& game);
nlohmann::json game_json(const HostedGame& hosted);

}  // namespace reversi::server
