// A computer move that the page's engine (the engine in the browser) found: the move and
// its reason read from a request. HostedGame::refuse_found_move checks them against the
// game before it is played.
#pragma once

#include <optional>
#include <string>

#include "players/computer_player.h"
#include "server/api/api_response.h"
#include "server/api/body_fields.h"

namespace reversi::server {

// The "move" and "reason" fields of POST .../computer-move: nothing when there is no move
// (the server then searches), or why they are malformed.
OrError<std::optional<Decision>> found_move(BodyFields& fields);

}  // namespace reversi::server
