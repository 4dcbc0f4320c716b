// A WebSocket client of online play for tests (Boost.Beast): sends JSON messages, and
// receives with a time limit so that a test fails instead of hanging. Compiled once, in
// ws_client.cpp: Beast's WebSocket stream took every test file that used one about two
// minutes more to build under the sanitizers.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "support/http_client.h"

namespace reversi::server {

class WsClient {
 public:
  // `receive_buffer_bytes`: the kernel's receive buffer (0: the default), small for a
  // client meant to fall behind. `headers`: added to the handshake's request.
  explicit WsClient(const boost::asio::ip::tcp::endpoint& server, int receive_buffer_bytes = 0,
                    const HttpHeaders& headers = {});
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send_text(const std::string& text);
  void send(const nlohmann::json& message) { send_text(message.dump()); }
  // WebSocket control frames (not the protocol's `ping` message); the server's pongs
  // are read, and skipped, by receive().
  void ping();
  void pong();

  // The next message, or nothing when none comes within `limit` or the connection ends.
  std::optional<nlohmann::json> receive(std::chrono::milliseconds limit = std::chrono::seconds(5));

  // The next message of this type, skipping others (presence updates, say); throws if
  // none comes in time.
  nlohmann::json receive_type(const std::string& type,
                              std::chrono::milliseconds limit = std::chrono::seconds(5));

  // The newest message of this type received so far, those receive_type() skipped
  // included; null when none came.
  nlohmann::json latest(const std::string& type) const;

  // Waits for the server to end the connection; its close frame's reason, if any.
  std::optional<boost::beast::websocket::close_reason> closed(
      std::chrono::milliseconds limit = std::chrono::seconds(5));

  bool is_closed() const;

 private:
  struct Connection;
  std::unique_ptr<Connection> connection_;
};

}  // namespace reversi::server
