#include "server/api/server_info.h"

#include "json/game_json.h"
#include "server/api/views.h"

namespace reversi::server {

ApiResponse check_health(ApiServices& services) {
  std::lock_guard lock(services.store_mutex);
  try {
    services.store.check_writable();
  } catch (const DatabaseError& error) {
    return ApiResponse{
        kServiceUnavailable, {{"status", "unavailable"}, {"error", error.what()}}, 0, ErrorKind::Database};
  }
  return ApiResponse{kOk, {{"status", "ok"}, {"database", "ok"}}};
}

ApiResponse list_opponents() { return ApiResponse{kOk, opponents_json()}; }

ApiResponse list_instances(const ApiServices& services) {
  return ApiResponse{kOk, {{"instances", services.instances}}};
}

ApiResponse describe_position(const DescribePosition& command) {
  return ApiResponse{kOk, json::position_json(command.position)};
}

}  // namespace reversi::server
