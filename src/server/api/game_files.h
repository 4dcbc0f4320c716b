// A browser's list of games, and games as files: one game exported, a file's games
// imported into the list (all or none, or the good ones with skip_bad; none twice).
#pragma once

#include "server/api/api_command.h"
#include "server/api/api_services.h"

namespace reversi::server {

ApiResponse list_games(ApiServices& services, const ListGames& command);
ApiResponse export_game(ApiServices& services, const ExportGame& command);
ApiResponse import_games(ApiServices& services, const ImportGames& command);

}  // namespace reversi::server
