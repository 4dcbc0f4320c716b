#include "server/http/connections.h"

#include <algorithm>

namespace reversi::server {

namespace {

// Ended connections are swept out once the entries have doubled since the last sweep, so
// that sweeping costs a constant time per connection however many come and go.
constexpr std::size_t kFewestBeforeSweep = 64;

}  // namespace

bool Connections::has_room(const std::string& client) const {
  if (per_client_ == 0) return true;
  const auto found = by_client_.find(client);
  if (found == by_client_.end()) return true;
  const auto open = std::count_if(found->second.begin(), found->second.end(),
                                  [](const std::weak_ptr<Connection>& held) { return !held.expired(); });
  return static_cast<std::size_t>(open) < per_client_;
}

bool Connections::admit(const std::string& client, std::weak_ptr<Connection> connection) {
  if (!has_room(client)) return false;
  add(client, std::move(connection));
  return true;
}

void Connections::add(const std::string& client, std::weak_ptr<Connection> connection) {
  if (held_ >= std::max(kFewestBeforeSweep, 2 * held_after_sweep_)) sweep();
  by_client_[client].push_back(std::move(connection));
  ++held_;
}

void Connections::sweep() {
  held_ = 0;
  for (auto entry = by_client_.begin(); entry != by_client_.end();) {
    std::erase_if(entry->second, [](const std::weak_ptr<Connection>& held) { return held.expired(); });
    held_ += entry->second.size();
    entry = entry->second.empty() ? by_client_.erase(entry) : std::next(entry);
  }
  held_after_sweep_ = held_;
}

void Connections::shut_down_all() {
  for (const auto& [client, held] : by_client_) {
    for (const std::weak_ptr<Connection>& weak : held) {
      if (const std::shared_ptr<Connection> connection = weak.lock()) connection->shut_down();
    }
  }
}

}  // namespace reversi::server
