#include "server/ops/metrics.h"

#include <algorithm>
#include <sstream>

namespace reversi::server {

namespace {

void header(std::ostringstream& out, const char* name, const char* type, const char* help) {
  out << "# HELP " << name << ' ' << help << "\n# TYPE " << name << ' ' << type << '\n';
}

void single(std::ostringstream& out, const char* name, const char* type, const char* help, auto value) {
  header(out, name, type, help);
  out << name << ' ' << value << '\n';
}

// One histogram's series; `label` is "" or `name="value"`.
void histogram_series(std::ostringstream& out, const char* name, std::string_view label,
                      const Histogram& histogram) {
  const Histogram::Snapshot snapshot = histogram.snapshot();
  const std::string_view comma = label.empty() ? "" : ",";
  for (std::size_t i = 0; i < Histogram::kBounds.size(); ++i) {
    out << name << "_bucket{" << label << comma << "le=\"" << Histogram::kBounds[i] << "\"} "
        << snapshot.cumulative[i] << '\n';
  }
  const std::uint64_t count = snapshot.cumulative.back();
  out << name << "_bucket{" << label << comma << "le=\"+Inf\"} " << count << '\n';
  const std::string_view open = label.empty() ? "" : "{";
  const std::string_view close = label.empty() ? "" : "}";
  out << name << "_sum" << open << label << close << ' ' << snapshot.sum_seconds << '\n';
  out << name << "_count" << open << label << close << ' ' << count << '\n';
}

}  // namespace

void Histogram::observe(std::chrono::steady_clock::duration duration) {
  const double seconds = std::chrono::duration<double>(duration).count();
  const auto bucket = std::lower_bound(kBounds.begin(), kBounds.end(), seconds) - kBounds.begin();
  buckets_[static_cast<std::size_t>(bucket)].fetch_add(1, std::memory_order_relaxed);
  const auto nanoseconds = std::chrono::duration_cast<std::chrono::nanoseconds>(duration).count();
  sum_nanoseconds_.fetch_add(static_cast<std::uint64_t>(std::max<std::int64_t>(nanoseconds, 0)),
                             std::memory_order_relaxed);
}

Histogram::Snapshot Histogram::snapshot() const {
  Snapshot snapshot{};
  std::uint64_t running = 0;
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    running += buckets_[i].load(std::memory_order_relaxed);
    snapshot.cumulative[i] = running;
  }
  snapshot.sum_seconds = static_cast<double>(sum_nanoseconds_.load(std::memory_order_relaxed)) * 1e-9;
  return snapshot;
}

const char* route_class_name(RouteClass route) {
  switch (route) {
    case RouteClass::Page: return "page";
    case RouteClass::Api: return "api";
    case RouteClass::Engine: return "engine";
    case RouteClass::Health: return "health";
    case RouteClass::Metrics: return "metrics";
    case RouteClass::Refused: return "refused";
    case RouteClass::Count: break;
  }
  return "refused";
}

const char* error_kind_name(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::BadRequest: return "bad_request";
    case ErrorKind::RateLimited: return "rate_limited";
    case ErrorKind::EngineBusy: return "engine_busy";
    case ErrorKind::ServerError: return "server_error";
    case ErrorKind::Database: return "database";
    case ErrorKind::WebSocketProtocol: return "websocket_protocol";
    case ErrorKind::SlowClient: return "slow_client";
    case ErrorKind::Count: break;
  }
  return "server_error";
}

ErrorKind error_kind_of_status(unsigned status) {
  if (status == 429) return ErrorKind::RateLimited;
  if (status == 503) return ErrorKind::EngineBusy;
  if (status >= 500) return ErrorKind::ServerError;
  return ErrorKind::BadRequest;
}

std::string ServerMetrics::render(std::optional<std::uint64_t> database_bytes) const {
  std::ostringstream out;
  out.imbue(std::locale::classic());  // 0.5, never 0,5
  out.precision(12);                  // a sum of microseconds over days
  single(out, "reversi_http_connections", "gauge",
         "Open HTTP connections (those that became WebSockets apart).", http_connections.value());
  single(out, "reversi_websocket_connections", "gauge", "Open WebSocket connections of online play.",
         websocket_connections.value());
  single(out, "reversi_online_matches", "gauge",
         "Online matches someone (a player or a spectator) is connected to.", online_matches.value());
  header(out, "reversi_moves_stored_total", "counter", "Moves stored in the game database, by kind of game.");
  out << "reversi_moves_stored_total{game=\"local\"} " << local_moves_stored.value() << '\n';
  out << "reversi_moves_stored_total{game=\"online\"} " << online_moves_stored.value() << '\n';
  header(
      out, "reversi_computer_moves_total", "counter",
      "The computer's moves in local games, by the engine that searched them: the server's or the page's.");
  out << "reversi_computer_moves_total{searched=\"server\"} " << computer_moves_searched_here.value() << '\n';
  out << "reversi_computer_moves_total{searched=\"page\"} " << computer_moves_from_pages.value() << '\n';
  single(out, "reversi_searches_cancelled_total", "counter",
         "Hints and analyses skipped or stopped because their client had left.", searches_cancelled.value());
  single(out, "reversi_engine_queue_length", "gauge",
         "Searches (computer moves, hints, analysis) waiting for an engine thread.",
         engine_queue_length.value());
  header(out, "reversi_engine_queue_wait_seconds", "histogram",
         "How long searches waited for an engine thread.");
  histogram_series(out, "reversi_engine_queue_wait_seconds", "", engine_queue_wait);
  header(out, "reversi_http_request_duration_seconds", "histogram",
         "From a whole request read to its answer, by route class.");
  for (std::size_t route = 0; route < request_duration.size(); ++route) {
    histogram_series(out, "reversi_http_request_duration_seconds",
                     std::string("route=\"") + route_class_name(static_cast<RouteClass>(route)) + '"',
                     request_duration[route]);
  }
  header(out, "reversi_errors_total", "counter", "Errors answered or connections dropped, by kind.");
  for (std::size_t kind = 0; kind < errors.size(); ++kind) {
    out << "reversi_errors_total{kind=\"" << error_kind_name(static_cast<ErrorKind>(kind)) << "\"} "
        << errors[kind].value() << '\n';
  }
  if (database_bytes) {
    single(out, "reversi_database_bytes", "gauge", "Size of the game database's files (with its journal).",
           *database_bytes);
  }
  return out.str();
}

}  // namespace reversi::server
