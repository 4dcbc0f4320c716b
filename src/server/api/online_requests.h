// Online play's requests over HTTP: a new match (its seats' secrets and links), the open
// table of public matches and joining one, and the ended rounds of a browser's matches
// copied into its list. The match itself is played over the WebSocket
// (online/online_hub.h).
#pragma once

#include "server/api/api_command.h"
#include "server/api/api_services.h"

namespace reversi::server {

ApiResponse create_online_match(ApiServices& services, const CreateOnlineMatch& command);
ApiResponse list_open_matches(ApiServices& services);
// The guest's seat of a public match for the first who asks; 409 for those after, 404 for
// a match that is not public.
ApiResponse join_online_match(ApiServices& services, const JoinOnlineMatch& command);
// Each ended round of the seats' matches is copied into the browser's list once; seats
// the server does not know (a match removed since, a wrong secret) are named in
// "unknown", so that the page may forget them.
ApiResponse add_online_games(ApiServices& services, const AddOnlineGames& command);

}  // namespace reversi::server
