// Why a computer chose its move, as facts in JSON (docs/api.md): the game's JSON sends it,
// the page's engine posts it with the move it found, and the game store keeps it. The
// page and the terminal put it into words in the player's language.
#pragma once

#include <nlohmann/json.hpp>

#include "core/result.h"
#include "players/computer_player.h"

namespace reversi::json {

// {"flipped": 1, "openness": null, "takesCorner": false, "expectedScore": -3, "exact": false,
//  "fromBook": false, "expectedLine": ["d6", "c3"]}
nlohmann::json move_reason_json(const MoveReason& reason);

// {"move": "c4", "reason": {...}}: a move and why the computer chose it.
nlohmann::json decision_json(const Decision& decision);

// The reason in `object`, checked: each field of the right type and range, "flipped"
// present, no field besides these; the error names the field.
Result<MoveReason> parse_move_reason(const nlohmann::json& object);

// A move and its reason as the page's engine sends them (`move`: "c4"), checked; the error
// begins with the field at fault: "'move': ..." or "'reason': ...".
Result<Decision> parse_decision(std::string_view move, const nlohmann::json& reason);

}  // namespace reversi::json
