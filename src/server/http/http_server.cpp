#include "server/http/http_server.h"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <chrono>
#include <memory>
#include <optional>

#include "server/api/game_list.h"
#include "server/http/browser_policy.h"
#include "server/http/client_address.h"
#include "server/http/embedded_files.h"
#include "server/http/header_values.h"
#include "server/http/http_errors.h"
#include "server/http/offline_files.h"
#include "server/http/websocket_session.h"
#include "server/ops/client_key.h"
#include "server/ops/log.h"
#include "server/search/client_presence.h"

namespace reversi::server {

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// A connection that sends nothing for this long is closed.
constexpr std::chrono::seconds kIdleTimeout{60};
// A connection over its address's limit gets this long to send the request it is refused.
constexpr std::chrono::seconds kRefusedTimeout{5};
// Connections end all the time; a refused client may well be let in this soon.
constexpr unsigned kRefusedRetryAfterSeconds = 5;
// After refusing a request part read, how long the rest of it is read and dropped at most.
constexpr std::chrono::seconds kDrainTimeout{5};
constexpr std::size_t kDrainReadBytes = 16 * 1024;

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

// An error as its reader wants it: a short page for a person's browser, JSON for programs.
Response error_response(unsigned status, const std::string& message, bool page, unsigned version,
                        bool keep_alive) {
  if (!page) return json_response(status, {{"error", message}}, version, keep_alive);
  Response response{static_cast<http::status>(status), version};
  response.set(http::field::content_type, "text/html; charset=utf-8");
  response.set(http::field::cache_control, "no-store");
  response.keep_alive(keep_alive);
  response.body() = error_page(status);
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

// What answered a request, for its latency.
RouteClass route_class_of(std::string_view path) {
  if (path == "/healthz") return RouteClass::Health;
  if (path == "/metrics") return RouteClass::Metrics;
  if (path.starts_with("/api/") || path == "/api") {
    const bool searches =
        path.ends_with("/hints") || path.ends_with("/analysis") || path.ends_with("/computer-move");
    return searches ? RouteClass::Engine : RouteClass::Api;
  }
  return RouteClass::Page;
}

// The game database with its write-ahead log, which holds the latest changes until a
// checkpoint moves them into the database.
std::uint64_t database_bytes(const std::filesystem::path& database) {
  std::uint64_t bytes = 0;
  for (const std::filesystem::path& file : {database, std::filesystem::path(database.string() + "-wal")}) {
    std::error_code missing;
    const std::uintmax_t size = std::filesystem::file_size(file, missing);
    if (!missing) bytes += size;
  }
  return bytes;
}

bool is_read(http::verb method) { return method == http::verb::get || method == http::verb::head; }

class Session : public Connection, public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, const net::ip::address& peer, Api& api, OnlineHub& hub, ServerMetrics& metrics,
          const HttpOptions& options, Connections& connections)
      : stream_(std::move(socket)),
        peer_(peer),
        api_(api),
        hub_(hub),
        metrics_(metrics),
        open_(metrics.http_connections),
        options_(options),
        connections_(connections) {
    set_client(peer);
  }

  // What the connection's limits count under until a request names another client.
  const std::string& key() const { return key_; }

  // Its address holds `limit` connections already: whatever it asks is answered 429.
  void refuse(std::size_t limit) {
    refused_limit_ = limit;
    read();
  }

  void read() {
    answering_ = false;
    request_read_ = false;
    set_client(peer_);  // until a request names its client
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    parser_->header_limit(static_cast<std::uint32_t>(kMaxHeaderBytes));
    stream_.expires_after(refused_limit_ > 0 ? kRefusedTimeout : kIdleTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

 private:
  void on_read(beast::error_code ec) {
    started_ = std::chrono::steady_clock::now();
    route_ = RouteClass::Refused;
    if (ec) return refuse_malformed(ec);
    answering_ = true;
    const bool chunked = parser_->chunked();
    request_ = parser_->release();
    request_read_ = true;
    // RFC 9112 6.1: when the last transfer coding is not chunked, the body's length cannot
    // be known (Beast reads none, so the rest would pass for a second request): 400, close.
    if (request_.count(http::field::transfer_encoding) > 0 && !chunked) {
      unread_ = true;
      return write(error(400, "Transfer-Encoding: the last coding must be chunked", false));
    }
    if (refused_limit_ > 0) return write(too_many_connections(refused_limit_));
    identify_client();
    const std::string_view path = path_of(request_);
    if (beast::websocket::is_upgrade(request_)) return upgrade(path);
    route_ = route_class_of(path);
    if (path == "/metrics") return answer_metrics();
    if (path.starts_with("/api/") || path == "/api" || path == "/healthz") {
      // The answer may come from an engine thread; writing happens on this session's own.
      const std::string_view target = standard(request_.target());
      const std::size_t question = target.find('?');
      presence_ = std::make_shared<ClientPresence>();
      const ApiRequest request{
          key_,
          standard(request_.method_string()),
          path,
          question == std::string_view::npos ? std::string_view{} : target.substr(question + 1),
          request_.body(),
          standard(request_[beast::string_view(kPlayerHeader.data(), kPlayerHeader.size())]),
          presence_};
      watch_for_leaving();
      api_.handle(request, [self = shared_from_this()](ApiResponse answer) {
        net::post(self->stream_.get_executor(),
                  [self, answer = std::move(answer)] { self->answer_api(answer); });
      });
      return;
    }
    if (!is_read(request_.method())) {
      return write(
          error(405, "only GET and HEAD are allowed on " + std::string(path), request_.keep_alive()));
    }
    write(file_response(path));
  }

  // The client of the request in hand: the peer, or the one that a trusted proxy names.
  void identify_client() {
    ForwardingHeaders headers;
    for (auto [field, end] = request_.equal_range(http::field::forwarded); field != end; ++field)
      headers.forwarded.push_back(standard(field->value()));
    for (auto [field, end] = request_.equal_range("X-Forwarded-For"); field != end; ++field)
      headers.x_forwarded_for.push_back(standard(field->value()));
    set_client(client_address(peer_, options_.trusted_proxies, headers));
  }

  void set_client(const net::ip::address& client) {
    client_ = unmapped(client);
    key_ = client_key(client_);
  }

  Response too_many_connections(std::size_t limit) {
    Response response = error(429,
                              "too many connections from your address: at most " + std::to_string(limit) +
                                  " at once; try again in a few seconds",
                              false);
    response.set(http::field::retry_after, std::to_string(kRefusedRetryAfterSeconds));
    return response;
  }

  static std::string_view path_of(const http::request<http::string_body>& request) {
    const std::string_view target = standard(request.target());
    return target.substr(0, target.find('?'));
  }

  // A request the parser stopped at is answered and the connection closed, the rest of the
  // request unread; one that the client left or stopped sending part way is dropped.
  void refuse_malformed(beast::error_code ec) {
    const auto unread = buffer_.data();
    const std::string_view bytes{static_cast<const char*>(unread.data()), unread.size()};
    // Until the parser takes the request line, it is the first line of the bytes unread.
    const bool line_taken = !parser_->get().target().empty();
    const std::string_view line = bytes.substr(0, bytes.find("\r\n"));
    const std::optional<Refusal> refusal = refusal_of(ec, line_taken ? std::nullopt : std::optional(line));
    if (!refusal) return dropped(ec);
    const std::string_view target = line_taken ? standard(parser_->get().target()) : target_of(line);
    const bool page = is_page_path(target.substr(0, target.find('?')));
    if (line_taken) {
      request_ = parser_->release();
      request_read_ = true;  // for the log: its method and path
    }
    answering_ = true;
    unread_ = true;
    report(refusal->status, refusal->message, ErrorKind::BadRequest);
    write(error_response(refusal->status, refusal->message, page, 11, false));
  }

  // The client left, timed out between requests, or shut_down(): nothing to tell. A request
  // that stopped coming part way, or a refused client that asked nothing, is logged.
  void dropped(beast::error_code ec) {
    if (ec == beast::error::timeout && refused_limit_ > 0) {
      report(0, "dropped a connection over its address's limit: it sent no request in time",
             ErrorKind::RateLimited);
    } else if (ec == beast::error::timeout && parser_->got_some()) {
      report(0, "dropped a connection: its request did not arrive in time", ErrorKind::BadRequest);
    }
    close();
  }

  // While the API works on the request, the connection is readable only when the client
  // closes it (or sends another request before the answer, which waits to be read): a
  // close marks the client gone, and its searches stop.
  void watch_for_leaving() {
    stream_.socket().async_wait(net::socket_base::wait_read,
                                [self = shared_from_this()](beast::error_code ec) {
                                  if (ec || !self->presence_) return;  // answered first
                                  beast::error_code unknown;
                                  if (self->stream_.socket().available(unknown) == 0)
                                    self->presence_->leave();
                                });
  }

  void answer_api(const ApiResponse& answer) {
    if (presence_) {
      presence_ = nullptr;
      beast::error_code ignored;
      stream_.socket().cancel(ignored);  // the watch for leaving, the only wait on it now
    }
    if (answer.status >= 400) {
      const auto error = answer.body.find("error");
      report(answer.status,
             error != answer.body.end() && error->is_string() ? error->get<std::string>() : "API error",
             answer.error_kind);
    }
    Response response = answer.download ? download_response(*answer.download)
                                        : json_response(answer.status, answer.body, request_.version(),
                                                        request_.keep_alive());
    if (answer.retry_after_seconds > 0) {
      response.set(http::field::retry_after, std::to_string(answer.retry_after_seconds));
    }
    write(std::move(response));
  }

  // A file for the browser to save under its name (the API's exports).
  Response download_response(const Download& download) {
    Response response{http::status::ok, request_.version()};
    response.set(http::field::content_type, beast_view(download.content_type));
    // The names are made by the server of an id and an extension: nothing to quote.
    response.set(http::field::content_disposition, "attachment; filename=\"" + download.filename + "\"");
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(request_.keep_alive());
    response.body() = download.content;
    response.prepare_payload();
    return response;
  }

  void answer_metrics() {
    if (!options_.metrics_access.allows(client_)) {
      return write(error(403,
                         "/metrics is open to this machine and to the addresses given to "
                         "reversi serve --metrics-allow",
                         request_.keep_alive()));
    }
    if (!is_read(request_.method())) {
      return write(error(405, "only GET and HEAD are allowed on /metrics", request_.keep_alive()));
    }
    Response response{http::status::ok, request_.version()};
    response.set(http::field::content_type, kMetricsContentType);
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(request_.keep_alive());
    const std::string text = metrics_.render(
        options_.database.empty() ? std::nullopt : std::optional(database_bytes(options_.database)));
    if (request_.method() != http::verb::head) response.body() = text;
    response.prepare_payload();
    if (request_.method() == http::verb::head) response.content_length(text.size());
    write(std::move(response));
  }

  Response file_response(std::string_view path) {
    if (path == "/") path = "/index.html";
    const EmbeddedFile* file = path == kOfflineFilesPath ? &offline_files(options_.browser_engine)
                                                         : find_page_file(path, options_.browser_engine);
    if (!file) return error(404, "no such file", request_.keep_alive());
    const bool gzip =
        !file->gzipped.empty() && accepts_gzip(standard(request_[http::field::accept_encoding]));
    // The two forms are two representations: each has its own strong validator.
    const std::string etag = "\"" + std::string(file->etag) + (gzip ? "-gzip\"" : "\"");
    const bool unchanged = none_match(standard(request_[http::field::if_none_match]), etag);
    Response response{unchanged ? http::status::not_modified : http::status::ok, request_.version()};
    response.set(http::field::content_type, beast_view(content_type_of(path)));
    // A name that carries its content's hash never changes its bytes; every other file
    // changes with the binary, so the browser checks it on each load (a 304 when unchanged).
    response.set(http::field::cache_control,
                 file->immutable ? "public, max-age=31536000, immutable" : "no-cache");
    response.set(http::field::etag, etag);
    if (!file->gzipped.empty()) response.set(http::field::vary, "Accept-Encoding");
    if (gzip) response.set(http::field::content_encoding, "gzip");
    response.set("Content-Security-Policy",
                 content_security_policy(standard(request_[http::field::host]), options_.instances));
    response.keep_alive(request_.keep_alive());
    if (unchanged) return response;
    const std::string_view body = gzip ? file->gzipped : file->content;
    if (request_.method() != http::verb::head) response.body() = std::string(body);
    response.prepare_payload();
    if (request_.method() == http::verb::head) response.content_length(body.size());
    return response;
  }

  void upgrade(std::string_view path) {
    if (path != "/ws") return write(error(404, "WebSocket connections go to /ws", false));
    // Clients other than browsers (the tests, the load benchmark) send no Origin.
    const auto origin = request_.find(http::field::origin);
    if (origin != request_.end() &&
        !is_allowed_origin(standard(origin->value()), standard(request_[http::field::host]),
                           options_.extra_origins)) {
      return write(error(403,
                         "origin '" + std::string(standard(origin->value())) +
                             "' is not allowed: online play is open to this server's own pages and to "
                             "origins given to reversi serve --allow-origin or --instance",
                         false));
    }
    // A trusted proxy's connection was not counted against the client it carries; its
    // WebSocket is the client's own from now on.
    const bool proxied = options_.trusted_proxies.contains(peer_);
    if (proxied && !connections_.has_room(key_))
      return write(too_many_connections(options_.connections_per_address));
    auto websocket = std::make_shared<WebSocketSession>(stream_.release_socket(), hub_,
                                                        options_.websocket_limits, metrics_, client_);
    connections_.add(key_, websocket);
    websocket->start(std::move(request_));
  }

  // Logs and counts an error answered (`status`) or a connection dropped (0); the kind
  // is the status's unless given.
  void report(unsigned status, const std::string& message, std::optional<ErrorKind> kind = std::nullopt) {
    const ErrorKind counted = kind.value_or(error_kind_of_status(status));
    metrics_.count_error(counted);
    LogFields fields{.client = client_.to_string(), .status = status, .kind = error_kind_name(counted)};
    if (request_read_) {
      fields.method = std::string(standard(request_.method_string()));
      fields.path = std::string(path_of(request_));
    }
    const bool server_fault = counted == ErrorKind::ServerError || counted == ErrorKind::Database;
    log(server_fault ? LogLevel::Error : LogLevel::Warning, message, fields);
  }

  // An error for the request in hand, logged and counted.
  Response error(unsigned status, const std::string& message, bool keep_alive) {
    report(status, message);
    return error_response(status, message, is_page_path(path_of(request_)), request_.version(), keep_alive);
  }

  void shut_down() override {
    closing_ = true;
    if (!answering_) stream_.cancel();  // waiting for a request, or part way through one
  }

  void write(Response response) {
    metrics_.request_duration_of(route_).observe(std::chrono::steady_clock::now() - started_);
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
    if (unread_ && !closing_) drain();
  }

  // RFC 9112 9.6: closing a socket with bytes unread resets the connection, which can
  // destroy the answer before the client reads it. So the rest is read and dropped until the
  // client closes, for a few seconds at most.
  void drain() {
    answering_ = false;  // shut_down() ends it
    stream_.expires_after(kDrainTimeout);
    discard();
  }

  void discard() {
    stream_.async_read_some(buffer_.prepare(kDrainReadBytes),
                            [self = shared_from_this()](beast::error_code ec, std::size_t) {
                              if (!ec) self->discard();
                            });
  }

  beast::tcp_stream stream_;
  net::ip::address peer_;          // the connection's other end
  net::ip::address client_;        // the request's client (client_address.h), for the log and /metrics
  std::string key_;                // what the client's limits count under (client_key.h)
  std::size_t refused_limit_ = 0;  // refuse(): the limit its address is at
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  http::request<http::string_body> request_;
  bool request_read_ = false;  // request_ is the one in hand, not the one before
  bool unread_ = false;        // the connection closes with part of a request not read
  std::chrono::steady_clock::time_point started_;
  RouteClass route_ = RouteClass::Refused;
  Api& api_;
  OnlineHub& hub_;
  ServerMetrics& metrics_;
  GaugeHold open_;                            // counts this connection as open while it lives
  const HttpOptions& options_;                // the server's: no session runs once it is gone
  Connections& connections_;                  // the server's too
  bool answering_ = false;                    // from a whole request read until its answer is written
  std::shared_ptr<ClientPresence> presence_;  // of the API request being answered
  bool closing_ = false;                      // shut_down(): no request after the one in hand
};

}  // namespace

HttpServer::HttpServer(net::io_context& io, const tcp::endpoint& endpoint, Api& api, OnlineHub& hub,
                       ServerMetrics& metrics, HttpOptions options)
    : acceptor_(io),
      accept_pause_(io),
      api_(api),
      hub_(hub),
      metrics_(metrics),
      options_(std::move(options)),
      connections_(options_.connections_per_address) {
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
      if (pause_.count() > 0) log(LogLevel::Info, "accepting connections again");
      pause_ = std::chrono::milliseconds{0};
      accepted(std::move(socket));
    }
    accept();
  });
}

void HttpServer::accepted(tcp::socket socket) {
  beast::error_code gone;
  const net::ip::address peer = socket.remote_endpoint(gone).address();
  if (gone) return;  // it left already
  auto session =
      std::make_shared<Session>(std::move(socket), peer, api_, hub_, metrics_, options_, connections_);
  // A trusted proxy holds connections for all its clients: only their WebSockets count.
  if (options_.trusted_proxies.contains(peer)) {
    connections_.add(session->key(), session);
    session->read();
  } else if (connections_.admit(session->key(), session)) {
    session->read();
  } else {
    session->refuse(options_.connections_per_address);
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
    log(LogLevel::Error, "out of file descriptors or memory (accept: " + error.message() +
                             "); new connections wait until some are free");
  }
  pause_ = std::clamp(pause_ * 2, kFirstAcceptPause, kLongestAcceptPause);
  accept_pause_.expires_after(pause_);
  accept_pause_.async_wait([this](beast::error_code ec) {
    if (!ec) accept();
  });
}

}  // namespace reversi::server
