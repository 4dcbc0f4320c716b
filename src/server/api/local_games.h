// Games on this server's board: created, shown, and changed by a person's move, undo,
// redo or the cursor. Each change loads the game, checks the ply the page saw, and stores
// the game only if the change was allowed.
#pragma once

#include "server/api/api_command.h"
#include "server/api/api_services.h"

namespace reversi::server {

ApiResponse create_game(ApiServices& services, const CreateGame& command);
ApiResponse show_game(ApiServices& services, const ShowGame& command);
ApiResponse play_move(ApiServices& services, const PlayMove& command);
ApiResponse undo_move(ApiServices& services, const UndoMove& command);
ApiResponse redo_move(ApiServices& services, const RedoMove& command);
ApiResponse move_cursor(ApiServices& services, const MoveCursor& command);

}  // namespace reversi::server
