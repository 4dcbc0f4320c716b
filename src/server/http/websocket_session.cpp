#include "server/http/websocket_session.h"

#include <boost/asio/post.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/websocket.hpp>

#include "online/protocol.h"
#include "server/ops/log.h"

namespace reversi::server {

namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

}  // namespace

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket&& socket, OnlineHub& hub,
                                   const WebSocketLimits& limits, ServerMetrics& metrics,
                                   const boost::asio::ip::address& client)
    : ws_(std::move(socket)),
      hub_(hub),
      limits_(limits),
      metrics_(metrics),
      open_(metrics.websocket_connections),
      client_(client),
      messages_{limits.burst},
      control_frames_{limits.control_frames_burst} {
  if (limits_.send_buffer_bytes > 0) {
    boost::system::error_code ignored;
    beast::get_lowest_layer(ws_).socket().set_option(
        boost::asio::socket_base::send_buffer_size(limits_.send_buffer_bytes), ignored);
  }
}

void WebSocketSession::start(beast::http::request<beast::http::string_body> request) {
  beast::get_lowest_layer(ws_).expires_never();  // the WebSocket's own timeouts take over
  websocket::stream_base::timeout timeout =
      websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeout.idle_timeout = std::chrono::seconds(30);
  timeout.keep_alive_pings = true;
  ws_.set_option(timeout);
  ws_.read_message_max(online::kMaxMessageBytes);
  // The stream is this session's own: the callback cannot outlive it.
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view) { on_control_frame(kind); });
  ws_.async_accept(request, [self = shared_from_this()](beast::error_code ec) {
    if (ec) {
      if (ec != boost::asio::error::operation_aborted) {
        self->report(ErrorKind::WebSocketProtocol, "WebSocket handshake failed: " + ec.message());
      }
      return self->end();
    }
    self->accepted_ = true;
    self->read();
    if (self->close_reason_) self->write_next();  // a shutdown came during the handshake
  });
}

void WebSocketSession::read() {
  ws_.async_read(buffer_,
                 [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
}

void WebSocketSession::on_read(beast::error_code ec) {
  if (ec == websocket::error::message_too_big) {
    report(ErrorKind::WebSocketProtocol, "dropped a WebSocket: a message over the limit (close code 1009)");
  }
  if (ec) return end();  // closed, timed out, or too big (Beast has sent close code 1009)
  if (!messages_.take(limits_.messages_per_second, limits_.burst)) {
    buffer_.consume(buffer_.size());
    report(ErrorKind::RateLimited, "closed a WebSocket: too many messages");
    close("too many messages");
    return;
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  try {
    hub_.receive(shared_from_this(), text);
  } catch (const std::exception& error) {
    // The database failed under the hub (disk full, say): this connection ends, the
    // server and every other game go on.
    report(ErrorKind::Database, std::string("online request failed: ") + error.what());
    close("server error");
  }
  if (!close_reason_) read();
}

void WebSocketSession::on_control_frame(websocket::frame_type kind) {
  if (kind == websocket::frame_type::close || flooded_with_control_frames_ ||
      control_frames_.take(limits_.control_frames_per_second, limits_.control_frames_burst)) {
    return;
  }
  flooded_with_control_frames_ = true;
  // Beast calls this in the middle of its read (about to answer a ping): the close starts
  // once that step is done.
  boost::asio::post(ws_.get_executor(), [self = shared_from_this()] {
    if (self->ended_ || self->close_reason_) return;
    self->report(ErrorKind::RateLimited, "closed a WebSocket: too many pings");
    self->close("too many pings");
  });
}

bool WebSocketSession::TokenBucket::take(double per_second, double burst) {
  const auto now = std::chrono::steady_clock::now();
  tokens = std::min(burst, tokens + per_second * std::chrono::duration<double>(now - refilled).count());
  refilled = now;
  if (tokens < 1) return false;
  tokens -= 1;
  return true;
}

void WebSocketSession::send(std::shared_ptr<const std::string> message) {
  if (ended_ || close_reason_) return;
  if (queue_.size() >= limits_.max_queued_messages) {
    // It has stopped reading: drop it rather than hold its messages forever.
    report(ErrorKind::SlowClient, "dropped a WebSocket that stopped reading: " +
                                      std::to_string(queue_.size()) + " messages waiting for it");
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
    return;
  }
  queue_.push_back(std::move(message));
  if (!writing_) write_next();
}

void WebSocketSession::close(const std::string& reason) {
  close_with(websocket::close_reason(websocket::close_code::policy_error, reason));
}

void WebSocketSession::shut_down() {
  close_with(websocket::close_reason(websocket::close_code::service_restart, "server restarting"));
}

void WebSocketSession::close_with(websocket::close_reason reason) {
  if (ended_ || close_reason_) return;
  close_reason_ = std::move(reason);
  if (accepted_ && !writing_) write_next();
}

void WebSocketSession::write_next() {
  if (queue_.empty()) {
    if (!close_reason_) return;
    writing_ = true;
    ws_.async_close(*close_reason_, [self = shared_from_this()](beast::error_code) { self->end(); });
    return;
  }
  writing_ = true;
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(*queue_.front()),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    self->writing_ = false;
                    if (ec) return self->end();
                    self->queue_.pop_front();
                    self->write_next();
                  });
}

void WebSocketSession::report(ErrorKind kind, const std::string& message) {
  metrics_.count_error(kind);
  log(kind == ErrorKind::Database ? LogLevel::Error : LogLevel::Warning, message,
      LogFields{.client = client_.to_string(), .path = "/ws", .kind = error_kind_name(kind)});
}

void WebSocketSession::end() {
  if (ended_) return;
  ended_ = true;
  queue_.clear();
  hub_.disconnected(shared_from_this());
}

}  // namespace reversi::server
