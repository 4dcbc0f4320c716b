// A computer move that the page's engine (the engine in the browser) found: the move and
// its reason read from a request, and checked against the position before it is played.
// The page plays its own game, so the server checks that the move is legal and the facts
// about the board true; the search's own facts (score, line) are the page's word.
#pragma once

#include <optional>
#include <string>

#include "core/board.h"
#include "players/computer_player.h"
#include "server/api/api_response.h"
#include "server/api/body_fields.h"

namespace reversi::server {

// The "move" and "reason" fields of POST .../computer-move: nothing when there is no move
// (the server then searches), or why they are malformed.
OrError<std::optional<Decision>> found_move(BodyFields& fields);

// What is untrue of `found` in `board`: an illegal move, a wrong count of flipped discs,
// a line that does not start with the move; nothing when it may be played.
std::optional<std::string> contradiction(const Board& board, const Decision& found);

}  // namespace reversi::server
