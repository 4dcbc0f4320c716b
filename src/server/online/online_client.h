// One connection to the online hub: a WebSocket in the server, a recorder in tests.
#pragma once

#include <memory>
#include <string>

namespace reversi::server {

class OnlineClient {
 public:
  virtual ~OnlineClient() = default;
  // Queues a message; a client whose queue is full is dropped instead.
  virtual void send(std::shared_ptr<const std::string> message) = 0;
  // Says goodbye with a reason (a WebSocket close frame) and ends the connection.
  virtual void close(const std::string& reason) = 0;
  // Where it connects from, for the log; a recorder in tests has no address.
  virtual std::string address() const { return {}; }
};

}  // namespace reversi::server
