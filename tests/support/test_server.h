// `reversi serve` inside a test: the whole server (game store, online hub, engine
// threads, HTTP and WebSocket) on a free loopback port, with its own data directory and
// database (see test_database.h), running on a thread of its own. It can be stopped and
// started again on the same data.
#pragma once

#include <boost/asio/io_context.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/book_files.h"
#include "server/api/api.h"
#include "server/http/http_server.h"
#include "server/online/match_event_listener.h"
#include "server/online/online_hub.h"
#include "server/ops/client_limits.h"
#include "server/ops/metrics.h"
#include "server/search/engine_pool.h"
#include "server/search/served_book.h"
#include "server/store/game_store.h"
#include "server/store/online_store.h"
#include "support/test_database.h"

namespace reversi::server {

class TestServer {
 public:
  // `book` (lent for the server's lifetime): the opening book; default: the compiled-in one.
  explicit TestServer(std::filesystem::path data, HubOptions hub_options = {}, WebSocketLimits limits = {},
                      std::vector<std::string> extra_origins = {}, ClientLimits client_limits = {},
                      const engine::Book& book = engine::default_book())
      : data_(std::move(data)),
        own_database_(std::in_place, data_),
        database_(*own_database_),
        hub_options_(hub_options),
        limits_(limits),
        extra_origins_(std::move(extra_origins)),
        client_limits_(client_limits),
        book_(book) {
    std::filesystem::remove_all(data_);
    start();
  }
  // One of several servers on one database (PostgreSQL), as behind a load balancer: a data
  // directory of its own, the database `shared` (which outlives it).
  TestServer(std::filesystem::path data, const TestDatabase& shared, HubOptions hub_options = {})
      : data_(std::move(data)), database_(shared), hub_options_(hub_options), book_(engine::default_book()) {
    std::filesystem::remove_all(data_);
    start();
  }
  ~TestServer() {
    stop();
    std::filesystem::remove_all(data_);
  }
  TestServer(const TestServer&) = delete;
  TestServer& operator=(const TestServer&) = delete;

  void start() {
    store_ = std::make_unique<GameStore>(database_.location());
    online_store_ = std::make_unique<OnlineStore>(database_.location());
    io_ = std::make_unique<boost::asio::io_context>();
    // On PostgreSQL, as `reversi serve --database`: ready to share the database.
    HubOptions hub_options = hub_options_;
    hub_options.shared = !database().postgresql.empty();
    hub_ = std::make_unique<OnlineHub>(*io_, *online_store_, metrics_, hub_options);
    if (hub_options.shared)
      listener_ = std::make_unique<MatchEventListener>(*io_, database().postgresql, *hub_);
    engines_ = std::make_unique<EnginePool>(1, 16, metrics_);
    api_ = std::make_unique<Api>(*store_, *engines_, *hub_, metrics_, book_, client_limits_);
    // The port stays the same across a restart, so that clients can reconnect to it.
    const boost::asio::ip::tcp::endpoint endpoint(boost::asio::ip::make_address("127.0.0.1"), port_);
    server_ = std::make_unique<HttpServer>(*io_, endpoint, *api_, *hub_, metrics_,
                                           HttpOptions{.websocket_limits = limits_,
                                                       .extra_origins = extra_origins_,
                                                       .connections_per_address = client_limits_.connections,
                                                       .database = sqlite_file(database())});
    port_ = server_->endpoint().port();
    thread_ = std::thread([this] { io_->run(); });
  }

  void stop() {
    if (!io_) return;
    io_->stop();
    thread_.join();
    server_.reset();
    api_.reset();
    engines_.reset();
    listener_.reset();
    hub_.reset();
    io_.reset();
    online_store_.reset();
    store_.reset();
  }

  boost::asio::ip::tcp::endpoint endpoint() const {
    return {boost::asio::ip::make_address("127.0.0.1"), port_};
  }
  const std::filesystem::path& data() const { return data_; }
  const DatabaseLocation& database() const { return database_.location(); }
  // A connection of the test's own to the server's database (see TestDatabase::connect).
  std::unique_ptr<Database> connect() const { return database_.connect(); }
  // What it counts, across restarts.
  const ServerMetrics& metrics() const { return metrics_; }

 private:
  std::filesystem::path data_;
  std::optional<TestDatabase> own_database_;  // none: a database shared with other servers
  const TestDatabase& database_;
  HubOptions hub_options_;
  WebSocketLimits limits_;
  std::vector<std::string> extra_origins_;
  ClientLimits client_limits_;
  ServedBook book_;
  unsigned short port_ = 0;
  ServerMetrics metrics_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<OnlineStore> online_store_;
  std::unique_ptr<boost::asio::io_context> io_;
  std::unique_ptr<OnlineHub> hub_;
  std::unique_ptr<MatchEventListener> listener_;  // with PostgreSQL
  std::unique_ptr<EnginePool> engines_;
  std::unique_ptr<Api> api_;
  std::unique_ptr<HttpServer> server_;
  std::thread thread_;
};

// A data directory under the system's temporary one, named after the running test.
inline std::filesystem::path test_data_directory(const std::string& test_name) {
  return std::filesystem::temp_directory_path() /
         ("reversi-test-" + std::to_string(::getpid()) + "-" + test_name);
}

}  // namespace reversi::server
