// What the API writes: every JSON body of docs/api.md that is more than a line, in one
// place, so that the shape the page reads is found and changed here alone.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/bitboard.h"
#include "engine/analysis.h"
#include "engine/book_in_game.h"
#include "server/online/online_hub.h"
#include "server/store/game_store.h"
#include "server/store/hosted_game.h"

namespace reversi::server {

nlohmann::json sentence_json(const Sentence& sentence);  // {"ja": ..., "en": ...}
// The named opening the game's moves up to the cursor follow, {"ja": "虎", "en": "Tiger"},
// or null when they follow none.
nlohmann::json opening_json(const Game& game);
nlohmann::json game_json(const HostedGame& hosted);
// {"games": [summary, ...], "next": cursor or null}; a summary holds the game's players,
// dates, moves and result, not its plies (GET /api/games/{id} has those).
nlohmann::json game_page_json(const GamePage& page);
// The review of a game. `first_ply`: the plies before it belong to the game's start (a
// balanced opening), drawn at random and chosen by neither side, so they are not reviewed.
nlohmann::json analysis_json(const Game& game, std::size_t first_ply,
                             const std::vector<engine::MoveAnalysis>& analysis,
                             const engine::BookInGame& book);
// Every legal move's score at `ply`; `book_moves`: those the opening book plays.
nlohmann::json hints_json(std::size_t ply, const std::vector<engine::MoveValue>& values, Bitboard book_moves);
nlohmann::json opponents_json();
// A position as the board editor checks it: the board, both sides' legal moves, the counts.
nlohmann::json position_json(const Position& position);
// A new online match: the host's seat and the links for the opponent and spectators.
nlohmann::json created_match_json(const CreatedMatch& created);

}  // namespace reversi::server
