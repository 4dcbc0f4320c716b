// A WebSocket client of online play for tests (Boost.Beast): sends JSON messages, and
// receives with a time limit so that a test fails instead of hanging.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

namespace reversi::server {

class WsClient {
 public:
  // `receive_buffer_bytes`: the kernel's receive buffer (0: the default), small for a
  // client meant to fall behind.
  explicit WsClient(const boost::asio::ip::tcp::endpoint& server, int receive_buffer_bytes = 0) : ws_(io_) {
    auto& socket = boost::beast::get_lowest_layer(ws_).socket();
    socket.open(server.protocol());
    if (receive_buffer_bytes > 0) {
      socket.set_option(boost::asio::socket_base::receive_buffer_size(receive_buffer_bytes));
    }
    boost::beast::get_lowest_layer(ws_).connect(server);
    ws_.handshake("127.0.0.1", "/ws");
    ws_.read_message_max(16 * 1024 * 1024);
  }

  void send_text(const std::string& text) {
    ws_.text(true);
    ws_.write(boost::asio::buffer(text));
  }
  void send(const nlohmann::json& message) { send_text(message.dump()); }

  // The next message, or nothing when none comes within `limit` or the connection ends.
  std::optional<nlohmann::json> receive(std::chrono::milliseconds limit = std::chrono::seconds(5)) {
    if (closed_) return std::nullopt;
    if (!reading_) {
      reading_ = true;
      ws_.async_read(buffer_, [this](boost::beast::error_code ec, std::size_t) {
        reading_ = false;
        error_ = ec;
        done_ = true;
      });
    }
    io_.restart();
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!done_ && std::chrono::steady_clock::now() < deadline) io_.run_one_until(deadline);
    if (!done_) return std::nullopt;
    done_ = false;
    if (error_) {
      closed_ = true;
      return std::nullopt;
    }
    const std::string text = boost::beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    return nlohmann::json::parse(text);
  }

  // The next message of this type, skipping others (presence updates, say); throws if
  // none comes in time.
  nlohmann::json receive_type(const std::string& type,
                              std::chrono::milliseconds limit = std::chrono::seconds(5)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      const std::optional<nlohmann::json> message = receive(left);
      if (!message) break;
      if ((*message)["type"] == type) return *message;
    }
    throw std::runtime_error("no '" + type + "' message arrived");
  }

  // Waits for the server to end the connection; its close frame's reason, if any.
  std::optional<boost::beast::websocket::close_reason> closed(
      std::chrono::milliseconds limit = std::chrono::seconds(5)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!closed_ && std::chrono::steady_clock::now() < deadline) {
      receive(
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()));
    }
    if (!closed_) return std::nullopt;
    return ws_.reason();
  }

  bool is_closed() const { return closed_; }

 private:
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  bool reading_ = false;
  bool done_ = false;
  bool closed_ = false;
  boost::beast::error_code error_;
};

}  // namespace reversi::server
