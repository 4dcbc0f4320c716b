// What the API writes: every JSON body of docs/api.md that is more than a line, in one
// place, so that the shape the page reads is found and changed here alone; the engine's
// aids, which the page's own engine writes too, are in json/review_json.h, and a local
// game and the opponents, which it writes offline, in local_game_json.h.
#pragma once

#include <nlohmann/json.hpp>

#include "core/bad_game.h"
#include "local_game/hosted_game.h"
#include "local_game/local_game_json.h"
#include "server/online/online_hub.h"
#include "server/store/game_store.h"

namespace reversi::server {

// {"games": [summary, ...], "next": cursor or null}; a summary holds the game's players,
// dates, moves and result, not its plies (GET /api/games/{id} has those).
nlohmann::json game_page_json(const GamePage& page);
// An import's answer: {"ids": [new game, ...], "already_stored": N, "skipped": [{"file",
// "game", "reason"}, ...]}.
nlohmann::json imported_games_json(const StoredImport& stored, const std::vector<BadGame>& skipped);
// A new online match: the host's seat and the links for the opponent (none for a public
// match: its guest comes from the open table) and spectators.
nlohmann::json created_match_json(const CreatedMatch& created);
// The open table: {"games": [{"game", "host_color", "clock", "created"}, ...]}.
nlohmann::json open_matches_json(const std::vector<OpenMatch>& matches);
// The guest's seat of a public match joined: {"game", "seat", "color"}.
nlohmann::json guest_seat_json(const GuestSeat& seat);

}  // namespace reversi::server
