// The engine's aids as JSON (docs/api.md): the hints for a position and the review of a
// game. The server answers with them, and so does the page's WebAssembly engine, so that
// the page reads one shape whichever searched.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/game.h"
#include "engine/analysis.h"
#include "engine/book.h"
#include "engine/book_in_game.h"

namespace reversi::json {

// The named opening the game's moves up to the cursor follow, {"ja": "虎", "en": "Tiger"},
// or null when they follow none.
nlohmann::json opening_json(const Game& game);
// The review of a game. `first_ply`: the plies before it belong to the game's start (a
// balanced opening), drawn at random and chosen by neither side, so they are not reviewed.
nlohmann::json analysis_json(const Game& game, std::size_t first_ply,
                             const std::vector<engine::MoveAnalysis>& analysis,
                             const engine::BookInGame& book);
// Every legal move's score in `board` at `ply`, each marked if `book` plays it there.
nlohmann::json hints_json(std::size_t ply, const Board& board, const std::vector<engine::MoveValue>& values,
                          const engine::Book& book);

}  // namespace reversi::json
