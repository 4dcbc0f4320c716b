// The server's open connections, HTTP and WebSocket, so that a shutdown reaches every
// one of them. They are held weakly: a connection that has ended drops out by itself.
// Used on the network thread only.
#pragma once

#include <cstddef>
#include <memory>
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
  void add(std::weak_ptr<Connection> connection);
  void shut_down_all();

 private:
  std::vector<std::weak_ptr<Connection>> open_;
  std::size_t open_after_sweep_ = 0;  // how many were left by the last sweep of ended ones
};

}  // namespace reversi::server
