// What the page is told about a game: the JSON object of docs/api.md.
#pragma once

#include <nlohmann/json.hpp>

#include "server/hosted_game.h"

namespace reversi::server {

nlohmann::json sentence_json(const Sentence& sentence);
nlohmann::json game_json(const HostedGame& hosted);

}  // namespace reversi::server
