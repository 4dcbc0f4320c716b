#include "support/ws_client.h"

#include <boost/asio/io_context.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <map>
#include <stdexcept>

namespace reversi::server {

struct WsClient::Connection {
  boost::asio::io_context io;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws{io};
  boost::beast::flat_buffer buffer;
  bool reading = false;
  bool done = false;
  bool closed = false;
  boost::beast::error_code error;
  std::map<std::string, nlohmann::json> latest;  // by type
};

WsClient::WsClient(const boost::asio::ip::tcp::endpoint& server, int receive_buffer_bytes,
                   const HttpHeaders& headers)
    : connection_(std::make_unique<Connection>()) {
  auto& ws = connection_->ws;
  auto& socket = boost::beast::get_lowest_layer(ws).socket();
  socket.open(server.protocol());
  if (receive_buffer_bytes > 0) {
    socket.set_option(boost::asio::socket_base::receive_buffer_size(receive_buffer_bytes));
  }
  boost::beast::get_lowest_layer(ws).connect(server);
  ws.set_option(boost::beast::websocket::stream_base::decorator(
      [headers](boost::beast::websocket::request_type& request) {
        for (const auto& [name, value] : headers) request.insert(name, value);
      }));
  ws.handshake("127.0.0.1", "/ws");
  ws.read_message_max(16 * 1024 * 1024);
}

WsClient::~WsClient() = default;

void WsClient::send_text(const std::string& text) {
  connection_->ws.text(true);
  connection_->ws.write(boost::asio::buffer(text));
}

void WsClient::ping() { connection_->ws.ping({}); }

void WsClient::pong() { connection_->ws.pong({}); }

std::optional<nlohmann::json> WsClient::receive(std::chrono::milliseconds limit) {
  Connection& c = *connection_;
  if (c.closed) return std::nullopt;
  if (!c.reading) {
    c.reading = true;
    c.ws.async_read(c.buffer, [&c](boost::beast::error_code ec, std::size_t) {
      c.reading = false;
      c.error = ec;
      c.done = true;
    });
  }
  c.io.restart();
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!c.done && std::chrono::steady_clock::now() < deadline) c.io.run_one_until(deadline);
  if (!c.done) return std::nullopt;
  c.done = false;
  if (c.error) {
    c.closed = true;
    return std::nullopt;
  }
  const std::string text = boost::beast::buffers_to_string(c.buffer.data());
  c.buffer.consume(c.buffer.size());
  nlohmann::json message = nlohmann::json::parse(text);
  if (const auto type = message.find("type"); type != message.end() && type->is_string()) {
    c.latest[type->get<std::string>()] = message;
  }
  return message;
}

nlohmann::json WsClient::latest(const std::string& type) const {
  const auto found = connection_->latest.find(type);
  return found == connection_->latest.end() ? nlohmann::json() : found->second;
}

nlohmann::json WsClient::receive_type(const std::string& type, std::chrono::milliseconds limit) {
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

std::optional<boost::beast::websocket::close_reason> WsClient::closed(std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!connection_->closed && std::chrono::steady_clock::now() < deadline) {
    receive(
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()));
  }
  if (!connection_->closed) return std::nullopt;
  return connection_->ws.reason();
}

bool WsClient::is_closed() const { return connection_->closed; }

}  // namespace reversi::server
