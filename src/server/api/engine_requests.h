// The requests that need the engine: the computer's move, hints and the analysis of a
// game. They are searched on an engine thread with the store unlocked, queued for the
// client asking (its address) fairly between clients, and answered from that thread.
#pragma once

#include <string>

#include "server/api/api_command.h"
#include "server/api/api_services.h"

namespace reversi::server {

void play_computer_move(ApiServices& services, const PlayComputerMove& command, const std::string& client,
                        const Respond& respond);
void show_hints(ApiServices& services, const ShowHints& command, const std::string& client,
                const Respond& respond);
void analyze_game(ApiServices& services, const AnalyzeGame& command, const std::string& client,
                  const Respond& respond);

}  // namespace reversi::server
