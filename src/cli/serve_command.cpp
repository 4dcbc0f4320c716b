// `reversi serve`: the game in the browser. One process serves the page, the JSON API
// and the game database.
#include <sys/resource.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/signal_set.hpp>
#include <chrono>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "cli/learned_book.h"
#include "engine/book_files.h"
#include "server/api/api.h"
#include "server/http/browser_policy.h"
#include "server/http/http_server.h"
#include "server/online/match_event_listener.h"
#include "server/online/online_hub.h"
#include "server/ops/client_limits.h"
#include "server/ops/log.h"
#include "server/ops/metrics_access.h"
#include "server/ops/networks.h"
#include "server/search/engine_pool.h"
#include "server/search/served_book.h"
#include "server/store/game_store.h"
#include "server/store/online_store.h"
#include "server/store/retention.h"

namespace reversi::cli {

namespace {

// What the per-address limits' help says of a server behind a reverse proxy.
const std::string kBehindAProxy =
    "Behind a reverse proxy, name it with --trusted-proxy: the client is then the one it names. An IPv6 "
    "client's limit covers its /64";

struct ServeOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  std::string data = "reversi-data";
  std::string database;  // a PostgreSQL URI; empty: SQLite in `data`
  int abandon_seconds = 60;
  int keep_days = 0;  // 0: keep every game
  server::ClientLimits client_limits{.games_per_minute = 60,
                                     .imported_games_per_day = 1000,
                                     .imported_bytes_per_day = 4'000'000,
                                     .connections = 128};
  server::EngineQueueLimits engine_queue;
  std::vector<std::string> allow_origins;
  std::vector<std::string> instances;  // the origins of every server on the database, in order
  std::vector<std::string> metrics_allow;
  std::vector<std::string> trusted_proxies;
  server::LogFormat log_format = server::LogFormat::Text;
  std::string book;          // empty: the book compiled in
  std::string learned_book;  // empty: no learning
  engine::LearnOptions learn;
};

// Each engine thread has a table this size; hints and analysis reuse it from move to move.
constexpr std::size_t kEngineHashMegabytes = 64;

// How long a shutdown lets connections finish (answers written, WebSocket close
// handshakes) before the process ends regardless: a service manager, a deployment or an
// operator waits on it, and a client that never answers a close must not hold them. The
// searches are halted (EnginePool::finish) and waited for even past it, so that a computer
// move under way is stored.
constexpr std::chrono::milliseconds kShutdownGrace{300};

// Every online player and spectator holds a connection, so a busy server needs many more
// file descriptors than the usual soft limit of 1024; the hard limit is ours to take.
void allow_many_connections() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
}

// A failure inside one connection's handler must not take every game down with it.
void run_reporting_errors(const std::function<void()>& run) {
  for (;;) {
    try {
      run();
      return;
    } catch (const std::exception& error) {
      server::log(server::LogLevel::Error, error.what());
    }
  }
}

// After SIGTERM or SIGINT: nothing new is accepted, every connection is asked to end,
// the searches are halted (a computer move under way stores its deepest finished
// iteration's move; the others answer 503) and their answers are written. The io_context
// has stopped; it runs again here until all that is done or the grace ends, and the
// searches are waited for even then.
void shut_down(boost::asio::io_context& io, server::HttpServer& http, server::EnginePool& engines,
               server::Retention* retention) {
  namespace net = boost::asio;
  io.restart();
  http.shut_down();
  if (retention) retention->stop();
  auto searching = net::make_work_guard(io);
  std::thread finishing([&] {
    engines.finish();
    searching.reset();
  });
  const auto deadline = std::chrono::steady_clock::now() + kShutdownGrace;
  run_reporting_errors([&] { io.run_until(deadline); });
  finishing.join();
}

void run_serve(const ServeOptions& options) {
  namespace net = boost::asio;
  server::set_log_format(options.log_format);
  boost::system::error_code ec;
  const net::ip::address address = net::ip::make_address(options.host, ec);
  if (ec) fail("--host: '" + options.host + "' is not an IP address");
  const std::optional<engine::Book> own_book =
      options.book.empty() ? std::nullopt : std::optional<engine::Book>(book_file(options.book));
  const engine::Book& shipped_book = own_book ? *own_book : engine::default_book();
  const std::unique_ptr<server::ServedBook> book =
      options.learned_book.empty()
          ? std::make_unique<server::ServedBook>(shipped_book)
          : std::make_unique<server::ServedBook>(read_learning_book(options.learned_book, shipped_book),
                                                 options.learned_book, options.learn);

  if (!options.instances.empty() && options.database.empty())
    fail("--instance: servers share their games only through one PostgreSQL database: give --database too");
  const server::DatabaseLocation database(options.data, options.database);
  std::unique_ptr<server::GameStore> store;
  std::unique_ptr<server::OnlineStore> online_store;
  try {
    store = std::make_unique<server::GameStore>(database);
    online_store = std::make_unique<server::OnlineStore>(database);
  } catch (const std::exception& error) {
    fail((options.database.empty() ? "--data: " : "--database: ") + std::string(error.what()));
  }
  allow_many_connections();
  net::io_context io;
  server::ServerMetrics metrics;
  // With PostgreSQL, other servers may share the database: their events and who is
  // connected through them reach this one's players and spectators through it.
  server::HubOptions hub_options{.abandon_after = online::Milliseconds{options.abandon_seconds * 1000},
                                 .shared = !options.database.empty()};
  if (book->learns())
    hub_options.round_ended = [&book](const Game& game) { book->game_ended(engine::boards_played(game)); };
  server::OnlineHub hub(io, *online_store, metrics, hub_options);
  server::EnginePool engines(std::max(1U, std::thread::hardware_concurrency()), kEngineHashMegabytes, metrics,
                             options.engine_queue);
  server::Api api(*store, engines, hub, metrics, *book, options.client_limits, options.instances);
  std::unique_ptr<server::MatchEventListener> listener;
  if (!options.database.empty()) {
    try {
      listener = std::make_unique<server::MatchEventListener>(io, options.database, hub);
    } catch (const std::exception& error) {
      fail("--database: " + std::string(error.what()));
    }
  }
  std::unique_ptr<server::Retention> retention;
  if (options.keep_days > 0) {
    retention = std::make_unique<server::Retention>(
        io, database, [&hub](const std::string& match) { return hub.someone_connected(match); },
        server::RetentionOptions{.keep_days = options.keep_days});
    retention->start();
  }
  server::HttpOptions http_options{.extra_origins = options.allow_origins,
                                   .instances = options.instances,
                                   .connections_per_address = options.client_limits.connections,
                                   .database = server::sqlite_file(database),
                                   .browser_engine = !own_book && !book->learns()};
  // The pages of the other servers send their players here when theirs is gone.
  http_options.extra_origins.insert(http_options.extra_origins.end(), options.instances.begin(),
                                    options.instances.end());
  for (const std::string& allowed : options.metrics_allow) http_options.metrics_access.allow(allowed);
  for (const std::string& proxy : options.trusted_proxies) http_options.trusted_proxies.add(proxy);
  std::unique_ptr<server::HttpServer> http;
  try {
    http = std::make_unique<server::HttpServer>(io, net::ip::tcp::endpoint(address, options.port), api, hub,
                                                metrics, std::move(http_options));
  } catch (const boost::system::system_error& error) {
    fail("cannot listen on " + options.host + ":" + std::to_string(options.port) + ": " +
         error.code().message());
  }
  net::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& error, int signal) {
    if (error) return;
    server::log(server::LogLevel::Info, std::string(signal == SIGTERM ? "SIGTERM" : "SIGINT") +
                                            ": stopping; searches are halted and answers in hand written "
                                            "(a second signal stops at once)");
    signals.clear();  // back to the default action: a second signal ends the process
    io.stop();
  });

  const std::string host = address.is_unspecified() ? "localhost" : options.host;
  std::cout << "http://" << host << ":" << http->endpoint().port() << "/ をブラウザで開いてください / "
            << "open it in a browser (games are kept in "
            << (options.database.empty() ? options.data : store->database_name())
            << ", Ctrl+C or SIGTERM stops the server)" << std::endl;
  run_reporting_errors([&] { io.run(); });
  shut_down(io, *http, engines, retention.get());
  server::log(server::LogLevel::Info, "stopped");
}

// An origin as browsers send it (--allow-origin, --instance).
CLI::Validator origin_validator() {
  return CLI::Validator(
      [](const std::string& origin) {
        return server::is_origin(origin) ? std::string()
                                         : "'" + origin + "' is not an origin like https://example.org:8443";
      },
      "ORIGIN");
}

// An address or network (--metrics-allow, --trusted-proxy).
CLI::Validator network_validator() {
  return CLI::Validator([](const std::string& entry) { return server::Networks::problem_with(entry); },
                        "ADDRESS[/PREFIX]");
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto options = std::make_shared<ServeOptions>();
  CLI::App* serve =
      app.add_subcommand("serve", "Serve the game in the browser (page, JSON API, game database)");
  serve->add_option("--port", options->port, "TCP port; 0 picks a free one")->capture_default_str();
  serve->add_option("--host", options->host, "Address to listen on; 0.0.0.0 for every network")
      ->capture_default_str();
  serve->add_option("--data", options->data, "Directory of the game database")->capture_default_str();
  add_database_option(*serve, options->database);
  serve
      ->add_option("--abandon-seconds", options->abandon_seconds,
                   "Online play: how long a player must be gone before the other may claim the win")
      ->check(CLI::Range(1, 86400))
      ->capture_default_str();
  serve
      ->add_option("--keep-days", options->keep_days,
                   "Remove games nobody has touched for this many days: local games by their last change, "
                   "online matches by their last event, never one that someone is connected to; at start and "
                   "then hourly. 0 keeps every game")
      ->check(CLI::Range(0, 36500))
      ->capture_default_str();
  serve
      ->add_option("--max-games-per-minute", options->client_limits.games_per_minute,
                   "New games (local and online together) one client address may create a minute; more are "
                   "refused with 429 and Retry-After. 0: no limit. " +
                       kBehindAProxy)
      ->check(CLI::Range(0, 1'000'000))
      ->capture_default_str();
  serve
      ->add_option(
          "--max-imported-games-per-day", options->client_limits.imported_games_per_day,
          "Games one client address may import from files a day (POST /api/games/import), each "
          "game counted; more are refused with 429 and Retry-After, a file of more than a day's with "
          "413. 0: no limit. " +
              kBehindAProxy)
      ->check(CLI::Range(0, 1'000'000))
      ->capture_default_str();
  serve
      ->add_option("--max-imported-bytes-per-day", options->client_limits.imported_bytes_per_day,
                   "Bytes one client address's imported games may add to the database a day (their names, "
                   "places, moves and notes as stored); past it 429 and Retry-After, a file of more than a "
                   "day's 413. 0: no limit. " +
                       kBehindAProxy)
      ->check(CLI::Range(0U, 4'000'000'000U))
      ->capture_default_str();
  serve
      ->add_option("--max-connections-per-address", options->client_limits.connections,
                   "HTTP and WebSocket connections one client address may hold open at once; one more is "
                   "answered 429 with Retry-After and closed. 0: no limit. " +
                       kBehindAProxy)
      ->check(CLI::Range(0, 1'000'000))
      ->capture_default_str();
  serve
      ->add_option("--max-engine-queue", options->engine_queue.waiting,
                   "Searches (computer moves, hints, analysis) that may wait for the engine, from all "
                   "clients together; more are refused with 503 and Retry-After")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  serve
      ->add_option(
          "--max-engine-queue-per-client", options->engine_queue.waiting_per_client,
          "Searches one client address may have waiting for the engine; more are refused with 429 and "
          "Retry-After. 0: no limit. " +
              kBehindAProxy)
      ->check(CLI::Range(0, 1'000'000))
      ->capture_default_str();
  serve
      ->add_option("--allow-origin", options->allow_origins,
                   "Online play: also accept WebSocket connections from pages of this origin, e.g. "
                   "https://reversi.example.org behind a proxy with another public name (repeatable)")
      ->check(origin_validator());
  serve
      ->add_option("--instance", options->instances,
                   "Several servers on one --database: the public origin of each, this one included, e.g. "
                   "https://a.reversi.example.org (repeatable, in order). An online game whose connection "
                   "drops tries them in turn, and their pages may connect here")
      ->check(origin_validator());
  serve
      ->add_option(
          "--metrics-allow", options->metrics_allow,
          "GET /metrics is answered to this machine (loopback) and to this address or network, "
          "e.g. 10.0.0.5 or 10.0.0.0/8 for a Prometheus on another host (repeatable); others get 403. "
          "Behind a reverse proxy on this machine that is not a --trusted-proxy every client looks local: "
          "keep the proxy from passing /metrics on")
      ->check(network_validator());
  serve
      ->add_option(
          "--trusted-proxy", options->trusted_proxies,
          "A reverse proxy's address or network, e.g. 127.0.0.1 or 10.0.0.0/8 (repeatable). A request "
          "from it comes from the client its Forwarded header names, or else its X-Forwarded-For: "
          "the right-most address that is not a trusted proxy. The limits, the log and /metrics go by "
          "that client; from any other peer those headers are ignored. The proxy must set the header "
          "it appends to and remove the other")
      ->check(network_validator());
  serve->add_option(
      "--book", options->book,
      "The opening book the levels play from and hints and the review mark: a file of "
      "`reversi book build`; default: the book compiled into the program. With one, the page does "
      "not search in the browser, whose engine has only the compiled-in book");
  serve->add_option(
      "--learned-book", options->learned_book,
      "A learned book (binary, created if missing; reversi book learn) laid over the book: the "
      "levels play from both, and every game that ends here is learned into it, at low priority. "
      "As with --book, the page does not search in the browser");
  serve->add_option("--learn-depth", options->learn.depth, "Look-ahead of each learned position's search")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  serve
      ->add_option_function<std::string>(
          "--log-format",
          [options](const std::string& name) {
            options->log_format = name == "json" ? server::LogFormat::Json : server::LogFormat::Text;
          },
          "How log lines on standard error look: text, or json (one object a line: time, level, message, "
          "and the request's client, method, path, match, status, kind)")
      ->check(CLI::IsMember({"text", "json"}))
      ->default_str("text");
  serve->callback([options] { run_serve(*options); });
}

}  // namespace reversi::cli
