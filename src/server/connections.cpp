#include "server/connections.h"

#include <algorithm>

namespace reversi::server {

namespace {

// Ended connections are swept out once their list has doubled since the last sweep, so
// that sweeping costs a constant time per connection however many come and go.
constexpr std::size_t kFewestBeforeSweep = 64;

}  // namespace

void Connections::add(std::weak_ptr<Connection> connection) {
  if (open_.size() >= std::max(kFewestBeforeSweep, 2 * open_after_sweep_)) {
    std::erase_if(open_, [](const std::weak_ptr<Connection>& open) { return open.expired(); });
    open_after_sweep_ = open_.size();
  }
  open_.push_back(std::move(connection));
}

void Connections::shut_down_all() {
  for (const std::weak_ptr<Connection>& weak : open_) {
    if (const std::shared_ptr<Connection> connection = weak.lock()) connection->shut_down();
  }
}

}  // namespace reversi::server
