// The server's open connections, HTTP and WebSocket, by client (its key, client_key.h):
// so that a shutdown reaches every one of them, and so that one client cannot hold more
// than its share. They are held weakly: a connection that has ended drops out by itself.
// Used on the network thread only.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace reversi::server {

// An open connection that a shutdown can ask to end.
class Connection {
 public:
  virtual ~Connection() = default;
  // Ends the connection soon: an HTTP connection after answering the request in hand (at
  // once when it has none), a WebSocket with close code 1012 (service restart), which
  // tells its client to come back later.
  virtual void shut_down() = 0;
};

class Connections {
 public:
  // `per_client`: connections one client may hold open at once; 0: no limit.
  explicit Connections(std::size_t per_client = 0) : per_client_(per_client) {}

  // Whether `client` holds fewer than `per_client` connections.
  bool has_room(const std::string& client) const;
  // Registers a new connection of `client`; false, registering nothing, when it has no room.
  bool admit(const std::string& client, std::weak_ptr<Connection> connection);
  // Registers a connection whatever the limit: an HTTP connection that has become a
  // WebSocket (the old owner is ending, so it is counted once), or one of a trusted
  // proxy's, which it shares between its clients.
  void add(const std::string& client, std::weak_ptr<Connection> connection);
  void shut_down_all();

 private:
  void sweep();

  std::size_t per_client_;
  std::map<std::string, std::vector<std::weak_ptr<Connection>>> by_client_;
  std::size_t held_ = 0;              // entries in by_client_, ended ones too
  std::size_t held_after_sweep_ = 0;  // how many the last sweep of ended ones left
};

}  // namespace reversi::server
