// What the server tells about itself and the rules: its health, its computer opponents,
// the servers sharing its database, and the board editor's check of a position.
#pragma once

#include "server/api/api_command.h"
#include "server/api/api_services.h"

namespace reversi::server {

// For a load balancer or a monitor: cheap enough to ask every few seconds (no engine
// work), and it fails when the games cannot be read.
ApiResponse check_health(ApiServices& services);
ApiResponse list_opponents();
// The origins of the servers sharing this one's database, in the order an online game's
// page tries them; empty: this server alone.
ApiResponse list_instances(const ApiServices& services);
// Both sides' legal moves, so the page can say which side may move, or that neither
// can, in the server's rules and not its own.
ApiResponse describe_position(const DescribePosition& command);

}  // namespace reversi::server
