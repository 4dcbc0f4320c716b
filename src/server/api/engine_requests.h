// The requests that need the engine: the computer's move, hints and the analysis of a
// game. They are searched on an engine thread with the store unlocked, queued for the
// client asking (its address) fairly between clients, and answered from that thread.
#pragma once

#include <memory>
#include <string>

#include "server/api/api_command.h"
#include "server/api/api_services.h"
#include "server/search/client_presence.h"

namespace reversi::server {

void play_computer_move(ApiServices& services, const PlayComputerMove& command, const std::string& client,
                        const Respond& respond);
// Hints and analyses are for the client asking alone: when it has left (`presence`), they
// are not searched, and an analysis stops at its next position.
void show_hints(ApiServices& services, const ShowHints& command, const std::string& client,
                std::shared_ptr<const ClientPresence> presence, const Respond& respond);
void analyze_game(ApiServices& services, const AnalyzeGame& command, const std::string& client,
                  std::shared_ptr<const ClientPresence> presence, const Respond& respond);

}  // namespace reversi::server
