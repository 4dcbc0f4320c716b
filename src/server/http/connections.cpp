#include "server/http/connections.h"

#include <algorithm>

namespace reversi::server {

namespace {

// Ended connections are swept out once the entries have doubled since the last sweep, so
// that sweeping costs a constant time per connection however many come and go.
constexpr std::size_t kFewestBeforeSweep = 64;

}  // namespace

bool Connections::admit(const boost::asio::ip::address& address, std::weak_ptr<Connection> connection) {
  if (per_address_ > 0) {
    const auto found = by_address_.find(address);
    if (found != by_address_.end()) {
      const auto open = std::count_if(found->second.begin(), found->second.end(),
                                      [](const std::weak_ptr<Connection>& held) { return !held.expired(); });
      if (static_cast<std::size_t>(open) >= per_address_) return false;
    }
  }
  add(address, std::move(connection));
  return true;
}

void Connections::add(const boost::asio::ip::address& address, std::weak_ptr<Connection> connection) {
  if (held_ >= std::max(kFewestBeforeSweep, 2 * held_after_sweep_)) sweep();
  by_address_[address].push_back(std::move(connection));
  ++held_;
}

void Connections::sweep() {
  held_ = 0;
  for (auto entry = by_address_.begin(); entry != by_address_.end();) {
    std::erase_if(entry->second, [](const std::weak_ptr<Connection>& held) { return held.expired(); });
    held_ += entry->second.size();
    entry = entry->second.empty() ? by_address_.erase(entry) : std::next(entry);
  }
  held_after_sweep_ = held_;
}

void Connections::shut_down_all() {
  for (const auto& [address, held] : by_address_) {
    for (const std::weak_ptr<Connection>& weak : held) {
      if (const std::shared_ptr<Connection> connection = weak.lock()) connection->shut_down();
    }
  }
}

}  // namespace reversi::server
