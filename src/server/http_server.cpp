#include "server/http_server.h"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>

#include "server/browser_policy.h"
#include "server/embedded_files.h"
#include "server/websocket_session.h"

namespace reversi::server {

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// Bodies are small JSON objects; anything larger is a mistake or an attack.
constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// A connection that sends nothing for this long is closed.
constexpr std::chrono::seconds kIdleTimeout{60};
// A connection over its address's limit gets this long to send the request it is refused.
constexpr std::chrono::seconds kRefusedTimeout{5};
// Connections end all the time; a refused client may well be let in this soon.
constexpr unsigned kRefusedRetryAfterSeconds = 5;

using Response = http::response<http::string_body>;

constexpr std::chrono::milliseconds kFirstAcceptPause{20};
constexpr std::chrono::milliseconds kLongestAcceptPause{500};

// accept() failures that retrying at once cannot cure.
bool is_resource_shortage(const beast::error_code& ec) {
  return ec == net::error::no_descriptors || ec == boost::system::errc::too_many_files_open_in_system ||
         ec == net::error::no_buffer_space || ec == net::error::no_memory;
}

// Boost 1.74's Beast has a string_view of its own.
std::string_view standard(beast::string_view text) { return {text.data(), text.size()}; }
beast::string_view beast_view(std::string_view text) { return {text.data(), text.size()}; }

Response json_response(unsigned status, const nlohmann::json& body, unsigned version, bool keep_alive) {
  Response response{static_cast<http::status>(status), version};
  response.set(http::field::content_type, "application/json; charset=utf-8");
  response.set(http::field::cache_control, "no-store");
  response.keep_alive(keep_alive);
  // Errors quote what the client sent (a path, say), which need not be UTF-8: such bytes
  // become U+FFFD, where dump() would throw and leave the request unanswered.
  response.body() = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  response.prepare_payload();
  return response;
}

// What every response says, whatever made it.
void add_common_headers(Response& response) {
  // A body is what its Content-Type says: a JSON error that quotes the client's bytes is
  // never read as a page or a script.
  response.set("X-Content-Type-Options", "nosniff");
  // Links to online seats hold the seat's secret; no request from the page passes it on.
  response.set("Referrer-Policy", "no-referrer");
}

Response origin_refused(std::string_view origin, unsigned version) {
  return json_response(
      403,
      {{"error", "origin '" + std::string(origin) +
                     "' is not allowed: online play is open to this server's own pages and to "
                     "origins given to reversi serve --allow-origin"}},
      version, false);
}

Response file_response(const http::request<http::string_body>& request, std::string_view path) {
  if (path == "/") path = "/index.html";
  const EmbeddedFile* file = find_embedded_file(path);
  if (!file) {
    Response response{http::status::not_found, request.version()};
    response.set(http::field::content_type, "text/plain; charset=utf-8");
    response.keep_alive(request.keep_alive());
    response.body() = "Not found: " + std::string(path) + "\n";
    response.prepare_payload();
    return response;
  }
  Response response{http::status::ok, request.version()};
  response.set(http::field::content_type, beast_view(content_type_of(path)));
  // The files change with the binary; no-cache makes the browser check with each load.
  response.set(http::field::cache_control, "no-cache");
  response.set("Content-Security-Policy", content_security_policy(standard(request[http::field::host])));
  response.keep_alive(request.keep_alive());
  if (request.method() != http::verb::head) response.body() = std::string(file->content);
  response.prepare_payload();
  if (request.method() == http::verb::head) response.content_length(file->content.size());
  return response;
}

class Session : public Connection, public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, const net::ip::address& client, Api& api, OnlineHub& hub,
          const WebSocketLimits& limits, const std::vector<std::string>& extra_origins,
          Connections& connections)
      : stream_(std::move(socket)),
        client_(client),
        api_(api),
        hub_(hub),
        limits_(limits),
        extra_origins_(extra_origins),
        connections_(connections) {}

  // Its address holds `limit` connections already: whatever it asks is answered 429.
  void refuse(std::size_t limit) {
    refused_limit_ = limit;
    read();
  }

  void read() {
    answering_ = false;
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    stream_.expires_after(refused_limit_ > 0 ? kRefusedTimeout : kIdleTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

 private:
  void on_read(beast::error_code ec) {
    if (ec == http::error::body_limit) {
      return write(json_response(413, {{"error", "body: larger than 64 KiB"}}, 11, false));
    }
    if (ec) return close();  // the client left, timed out, sent something that is not HTTP, or shut_down()
    answering_ = true;
    // RFC 9112 6.1: when the last transfer coding is not chunked, the body's length cannot
    // be known (Beast reads none, so the rest would pass for a second request): 400, close.
    if (parser_->get().count(http::field::transfer_encoding) > 0 && !parser_->chunked()) {
      return write(json_response(400, {{"error", "Transfer-Encoding: the last coding must be chunked"}},
                                 parser_->get().version(), false));
    }
    if (refused_limit_ > 0) {
      Response response = json_response(
          429,
          {{"error", "too many connections from your address: at most " + std::to_string(refused_limit_) +
                         " at once; try again in a few seconds"}},
          parser_->get().version(), false);
      response.set(http::field::retry_after, std::to_string(kRefusedRetryAfterSeconds));
      return write(std::move(response));
    }
    request_ = parser_->release();
    const std::string_view target = standard(request_.target());
    const std::string_view path = target.substr(0, target.find('?'));
    if (beast::websocket::is_upgrade(request_)) return upgrade(path);
    if (path.starts_with("/api/") || path == "/api" || path == "/healthz") {
      const unsigned version = request_.version();
      const bool keep_alive = request_.keep_alive();
      // The answer may come from an engine thread; writing happens on this session's own.
      api_.handle(
          client_.to_string(), standard(request_.method_string()), path, request_.body(),
          [self = shared_from_this(), version, keep_alive](ApiResponse answer) {
            net::post(self->stream_.get_executor(), [self, version, keep_alive, answer = std::move(answer)] {
              Response response = json_response(answer.status, answer.body, version, keep_alive);
              if (answer.retry_after_seconds > 0) {
                response.set(http::field::retry_after, std::to_string(answer.retry_after_seconds));
              }
              self->write(std::move(response));
            });
          });
      return;
    }
    if (request_.method() != http::verb::get && request_.method() != http::verb::head) {
      return write(json_response(405, {{"error", "only GET and HEAD are allowed on " + std::string(path)}},
                                 request_.version(), request_.keep_alive()));
    }
    write(file_response(request_, path));
  }

  void upgrade(std::string_view path) {
    if (path != "/ws") {
      return write(
          json_response(404, {{"error", "WebSocket connections go to /ws"}}, request_.version(), false));
    }
    // Clients other than browsers (the tests, the load benchmark) send no Origin.
    const auto origin = request_.find(http::field::origin);
    if (origin != request_.end() &&
        !is_allowed_origin(standard(origin->value()), standard(request_[http::field::host]),
                           extra_origins_)) {
      return write(origin_refused(standard(origin->value()), request_.version()));
    }
    auto websocket = std::make_shared<WebSocketSession>(stream_.release_socket(), hub_, limits_);
    connections_.add(client_, websocket);
    websocket->start(std::move(request_));
  }

  void shut_down() override {
    closing_ = true;
    if (!answering_) stream_.cancel();  // waiting for a request, or part way through one
  }

  void write(Response response) {
    add_common_headers(response);
    if (closing_) response.keep_alive(false);
    auto shared = std::make_shared<Response>(std::move(response));
    http::async_write(stream_, *shared,
                      [self = shared_from_this(), shared](beast::error_code ec, std::size_t) {
                        if (ec || !shared->keep_alive() || self->closing_) return self->close();
                        self->read();
                      });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  beast::tcp_stream stream_;
  net::ip::address client_;
  std::size_t refused_limit_ = 0;  // refuse(): the limit its address is at
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  http::request<http::string_body> request_;
  Api& api_;
  OnlineHub& hub_;
  WebSocketLimits limits_;
  const std::vector<std::string>& extra_origins_;  // the server's: no session runs once it is gone
  Connections& connections_;                       // the server's too
  bool answering_ = false;                         // from a whole request read until its answer is written
  bool closing_ = false;                           // shut_down(): no request after the one in hand
};

}  // namespace

HttpServer::HttpServer(net::io_context& io, const tcp::endpoint& endpoint, Api& api, OnlineHub& hub,
                       const WebSocketLimits& limits, std::vector<std::string> extra_origins,
                       std::size_t connections_per_address)
    : acceptor_(io),
      accept_pause_(io),
      api_(api),
      hub_(hub),
      limits_(limits),
      extra_origins_(std::move(extra_origins)),
      connections_per_address_(connections_per_address),
      connections_(connections_per_address) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
  accept();
}

void HttpServer::accept() {
  acceptor_.async_accept([this](beast::error_code ec, tcp::socket socket) {
    if (!acceptor_.is_open()) return;
    if (is_resource_shortage(ec)) return back_off(ec);
    if (!ec) {
      if (pause_.count() > 0) std::cerr << "reversi serve: accepting connections again\n";
      pause_ = std::chrono::milliseconds{0};
      accepted(std::move(socket));
    }
    accept();
  });
}

void HttpServer::accepted(tcp::socket socket) {
  beast::error_code gone;
  const net::ip::address client = socket.remote_endpoint(gone).address();
  if (gone) return;  // it left already
  auto session =
      std::make_shared<Session>(std::move(socket), client, api_, hub_, limits_, extra_origins_, connections_);
  if (connections_.admit(client, session)) {
    session->read();
  } else {
    session->refuse(connections_per_address_);
  }
}

void HttpServer::shut_down() {
  beast::error_code ignored;
  acceptor_.close(ignored);
  accept_pause_.cancel();
  connections_.shut_down_all();
}

void HttpServer::back_off(const beast::error_code& error) {
  if (pause_.count() == 0) {
    std::cerr << "reversi serve: out of file descriptors or memory (accept: " << error.message()
              << "); new connections wait until some are free\n";
  }
  pause_ = std::clamp(pause_ * 2, kFirstAcceptPause, kLongestAcceptPause);
  accept_pause_.expires_after(pause_);
  accept_pause_.async_wait([this](beast::error_code ec) {
    if (!ec) accept();
  });
}

}  // namespace reversi::server
