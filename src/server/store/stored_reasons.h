// The computer's reasons as the games table keeps them (games.reasons): a JSON object of
// each computer move's ply to its reason's facts (json/move_reason_json.h).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "players/computer_player.h"

namespace reversi::server {

using MoveReasons = std::map<std::size_t, MoveReason>;  // by the ply of the computer's move

std::string stored_reasons_text(const MoveReasons& reasons);

// A key of the object: a ply in decimal, nothing for anything else.
std::optional<std::size_t> ply_of_key(std::string_view key);

// The reasons in `text`; one that no longer reads is left out, so that it never keeps its
// game from loading.
MoveReasons parse_stored_reasons(std::string_view text);

}  // namespace reversi::server
