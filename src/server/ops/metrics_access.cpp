#include "server/ops/metrics_access.h"

namespace reversi::server {

bool MetricsAccess::allows(const boost::asio::ip::address& client) const {
  return unmapped(client).is_loopback() || allowed_.contains(client);
}

}  // namespace reversi::server
