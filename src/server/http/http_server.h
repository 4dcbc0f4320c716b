// The network side of `reversi serve`: accepts HTTP connections (Boost.Beast), answers
// /api/ requests and /healthz through Api, upgrades /ws to a WebSocket of online play,
// and answers every other GET with the embedded page files.
//
// Every response says X-Content-Type-Options: nosniff and Referrer-Policy: no-referrer
// (an online seat's link holds its secret); the page's files carry its
// Content-Security-Policy. A WebSocket upgrade whose Origin names neither the request's
// Host nor one of `extra_origins` is refused with 403; one without Origin (a client that is
// not a browser) goes on.
//
// When accept() fails for want of file descriptors or memory, the connection waits in
// the kernel's backlog; retrying at once would spin. Accepting pauses instead, from tens
// of milliseconds growing to half a second, with one log line when it starts and one
// when connections are accepted again.
//
// A client address holding `connections_per_address` connections already (0: no limit)
// has its next one answered 429 with Retry-After, whatever it asks, and closed.
//
// Behind a reverse proxy that `trusted_proxies` names, a request's client is the one the
// proxy says (client_address.h): its limits, its log lines and its access to /metrics are
// that client's. The proxy's own connections are shared between its clients and count
// against none; a WebSocket upgraded on one counts against its client, 429 past the limit.
//
// GET /metrics answers the server's metrics (server/ops/metrics.h) to the clients that
// `metrics_access` allows, and 403 to the others.
//
// Every error answered and every connection dropped for a fault is logged (server/ops/log.h)
// with its request and counted in the metrics by kind.
//
// shut_down() is the first step of stopping the server: no new connections; a request in
// hand is answered, with Connection: close; idle connections end; online players are told
// to reconnect later (WebSocket close code 1012).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "server/api/api.h"
#include "server/http/connections.h"
#include "server/http/websocket_session.h"
#include "server/online/online_hub.h"
#include "server/ops/metrics.h"
#include "server/ops/metrics_access.h"
#include "server/ops/networks.h"

namespace reversi::server {

struct HttpOptions {
  WebSocketLimits websocket_limits{};
  std::vector<std::string> extra_origins{};  // also allowed to open WebSockets
  // The origins of every server on the same database (reversi serve --instance; also in
  // extra_origins): the page may open their WebSockets.
  std::vector<std::string> instances{};
  std::size_t connections_per_address = 0;
  Networks trusted_proxies{};  // peers whose Forwarded or X-Forwarded-For names the client
  MetricsAccess metrics_access{};
  // The game database's SQLite file, whose size /metrics reports; empty: none (PostgreSQL).
  std::filesystem::path database{};
  // Whether the page may search in the browser: not where the server plays from a book of
  // its own (--book), which the engine module lacks, so that both mark the same book moves.
  bool browser_engine = true;
};

class HttpServer {
 public:
  // Listens on `endpoint` (port 0: any free port) once constructed; serves while `io` runs.
  HttpServer(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& endpoint, Api& api,
             OnlineHub& hub, ServerMetrics& metrics, HttpOptions options = {});

  boost::asio::ip::tcp::endpoint endpoint() const { return acceptor_.local_endpoint(); }

  void shut_down();

 private:
  void accept();
  void accepted(boost::asio::ip::tcp::socket socket);
  void back_off(const boost::system::error_code& error);

  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::steady_timer accept_pause_;
  std::chrono::milliseconds pause_{0};  // 0: accepting normally
  Api& api_;
  OnlineHub& hub_;
  ServerMetrics& metrics_;
  HttpOptions options_;
  Connections connections_;
};

}  // namespace reversi::server
