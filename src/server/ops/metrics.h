// What `reversi serve` counts for its operator, and GET /metrics's answer: the Prometheus
// text exposition format 0.0.4 (docs/api.md lists every metric).
//
// The set of metrics is fixed here, not registered at run time: each is a member, and
// every label has a small fixed set of values (a route class, an error kind, never a
// path), so a scrape's size does not grow with traffic. Updating a metric is one relaxed
// atomic operation (a histogram: two or three), safe from any thread: the network thread,
// the engine threads and a scrape all touch them at once.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace reversi::server {

class Counter {
 public:
  void add(std::uint64_t n = 1) { value_.fetch_add(n, std::memory_order_relaxed); }
  std::uint64_t value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::uint64_t> value_{0};
};

class Gauge {
 public:
  void add(std::int64_t n) { value_.fetch_add(n, std::memory_order_relaxed); }
  void set(std::int64_t value) { value_.store(value, std::memory_order_relaxed); }
  std::int64_t value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::int64_t> value_{0};
};

// Holds one unit of a gauge for as long as it lives: an open connection.
class GaugeHold {
 public:
  explicit GaugeHold(Gauge& gauge) : gauge_(gauge) { gauge_.add(1); }
  ~GaugeHold() { gauge_.add(-1); }
  GaugeHold(const GaugeHold&) = delete;
  GaugeHold& operator=(const GaugeHold&) = delete;

 private:
  Gauge& gauge_;
};

// Durations in seconds. The buckets span a page file answered in a millisecond to a
// level-10 search that waited behind others for half a minute.
class Histogram {
 public:
  static constexpr std::array<double, 14> kBounds{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                                                  0.25,  0.5,    1,     2.5,  5,     10,   30};

  void observe(std::chrono::steady_clock::duration duration);

  struct Snapshot {
    std::array<std::uint64_t, kBounds.size() + 1> cumulative;  // the last is +Inf: the count
    double sum_seconds;
  };
  Snapshot snapshot() const;

 private:
  // Each observation lands in its own bucket only (the last: above every bound); the
  // snapshot adds them up, so that an observation costs one increment, not up to 15.
  std::array<std::atomic<std::uint64_t>, kBounds.size() + 1> buckets_{};
  std::atomic<std::uint64_t> sum_nanoseconds_{0};
};

// What answered a request, for the latency histogram: a handful of classes, so that a
// client asking for a million paths makes no new series.
enum class RouteClass { Page, Api, Engine, Health, Metrics, Refused, Count };

// Why the server answered with an error or dropped a connection.
enum class ErrorKind {
  BadRequest,         // a 4xx other than 429: malformed, unknown path or game, wrong method, stale ply
  RateLimited,        // 429 (games a minute or imported a day, connections), WebSocket messages too fast
  EngineBusy,         // 503: the engine's queue is full
  ServerError,        // 500: a bug or a failure that is not the database's
  Database,           // SQLite failed (disk full, unreadable): answered 500 or 503, or a move not saved
  WebSocketProtocol,  // an online message refused: malformed, too large, not allowed now
  SlowClient,         // a WebSocket that stopped reading was dropped
  Count
};

const char* route_class_name(RouteClass route);
const char* error_kind_name(ErrorKind kind);
// The kind an HTTP error status says: 429 RateLimited, 503 EngineBusy, other 5xx
// ServerError, other 4xx BadRequest. A database failure says so itself.
ErrorKind error_kind_of_status(unsigned status);

struct ServerMetrics {
  Gauge http_connections;
  Gauge websocket_connections;
  Gauge online_matches;  // matches someone (a player or a spectator) is connected to
  Gauge engine_queue_length;
  Histogram engine_queue_wait;
  Counter local_moves_stored;  // moves played in local games, the computer's too
  Counter online_moves_stored;
  // The computer's moves in local games, by where they were searched: the server's engine
  // or the page's (the engine in the browser), which costs the server no search.
  Counter computer_moves_searched_here;
  Counter computer_moves_from_pages;
  Counter searches_cancelled;  // hints and analyses whose client left before the answer
  std::array<Histogram, static_cast<std::size_t>(RouteClass::Count)> request_duration;
  std::array<Counter, static_cast<std::size_t>(ErrorKind::Count)> errors;

  Histogram& request_duration_of(RouteClass route) {
    return request_duration[static_cast<std::size_t>(route)];
  }
  void count_error(ErrorKind kind) { errors[static_cast<std::size_t>(kind)].add(); }
  std::uint64_t errors_of(ErrorKind kind) const { return errors[static_cast<std::size_t>(kind)].value(); }

  // The exposition text. `database_bytes` is sampled by the caller at scrape time; nothing
  // (a database on a PostgreSQL server, which reports its own size): not reported.
  std::string render(std::optional<std::uint64_t> database_bytes) const;
};

// The content type of render()'s text.
inline constexpr const char* kMetricsContentType = "text/plain; version=0.0.4; charset=utf-8";

}  // namespace reversi::server
