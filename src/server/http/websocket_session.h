// One WebSocket connection of online play (path /ws): reads the client's messages for
// the hub, and writes the hub's messages in order through a bounded queue.
//
// Limits: messages over online::kMaxMessageBytes close the connection (close code 1009);
// more than a burst of messages in a short time closes it ("too many messages"), and so
// does a burst of pings and pongs ("too many pings"); a client that stops reading until
// its queue is full is dropped; a connection that answers no keep-alive ping in time is
// closed, so a player whose network is gone is seen as gone.
//
// A shutdown closes it with code 1012 (service restart), which the page takes as a cue to
// reconnect, as after any close but those that say the game or the seat is wrong.
#pragma once

#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <chrono>
#include <deque>
#include <memory>

#include "server/http/connections.h"
#include "server/online/online_client.h"
#include "server/online/online_hub.h"
#include "server/ops/metrics.h"

namespace reversi::server {

struct WebSocketLimits {
  // A person plays a move every second or so; a page sends a few messages at once when
  // it (re)connects. Ten a second on average, bursts of twenty, is far beyond either.
  double messages_per_second = 10;
  double burst = 20;
  // Pings and pongs together: a client's own keep-alive or timing pings and its answers to
  // the server's keep-alive pings come far less often than these allow.
  double control_frames_per_second = 2;
  double control_frames_burst = 10;
  // Messages waiting for a client that does not read; one more and it is dropped.
  std::size_t max_queued_messages = 256;
  // The kernel's send buffer for the socket, in bytes; 0 leaves the system's default.
  int send_buffer_bytes = 0;
};

class WebSocketSession : public OnlineClient,
                         public Connection,
                         public std::enable_shared_from_this<WebSocketSession> {
 public:
  // `client`: the address it connects from, for the log.
  WebSocketSession(boost::asio::ip::tcp::socket&& socket, OnlineHub& hub, const WebSocketLimits& limits,
                   ServerMetrics& metrics, const boost::asio::ip::address& client);

  // Completes the upgrade that `request` asked for, then reads until the end.
  void start(boost::beast::http::request<boost::beast::http::string_body> request);

  void send(std::shared_ptr<const std::string> message) override;
  void close(const std::string& reason) override;
  void shut_down() override;
  std::string address() const override { return client_.to_string(); }

 private:
  void read();
  void on_read(boost::beast::error_code ec);
  void on_control_frame(boost::beast::websocket::frame_type kind);
  void close_with(boost::beast::websocket::close_reason reason);
  void write_next();
  void end();                                               // tells the hub once that the connection is gone
  void report(ErrorKind kind, const std::string& message);  // logs and counts

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  OnlineHub& hub_;
  WebSocketLimits limits_;
  ServerMetrics& metrics_;
  GaugeHold open_;  // counts this connection as open while it lives
  boost::asio::ip::address client_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool accepted_ = false;  // the handshake is done: frames may be written
  bool writing_ = false;
  std::optional<boost::beast::websocket::close_reason> close_reason_;  // sent after the queue
  bool ended_ = false;

  // Up to `burst` events at once, refilled at `per_second`.
  struct TokenBucket {
    double tokens;
    std::chrono::steady_clock::time_point refilled = std::chrono::steady_clock::now();
    bool take(double per_second, double burst);
  };
  TokenBucket messages_;
  TokenBucket control_frames_;
  bool flooded_with_control_frames_ = false;
};

}  // namespace reversi::server
