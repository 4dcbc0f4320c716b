// GET /metrics: the Prometheus text format 0.0.4, parsed here line by line as a scraper
// would; counters that rise with what they count; histograms whose buckets add up; and
// who may read it.
#include "server/ops/metrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "server/ops/metrics_access.h"
#include "support/http_client.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
using namespace std::chrono_literals;

struct Sample {
  std::string name;
  std::map<std::string, std::string> labels;
  double value;
};

// A metric's or a label's name: [a-zA-Z_:][a-zA-Z0-9_:]* (a label's without the colons).
bool is_name(std::string_view text, bool colons) {
  const auto allowed = [colons](char c, bool first) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || (colons && c == ':') ||
           (!first && std::isdigit(static_cast<unsigned char>(c)));
  };
  if (text.empty() || !allowed(text.front(), true)) return false;
  return std::all_of(text.begin() + 1, text.end(), [&](char c) { return allowed(c, false); });
}

// `name="value",name="value"` (a trailing comma allowed; values without quotes or
// backslashes, as ours are); nullopt if the text is not that.
std::optional<std::map<std::string, std::string>> parse_labels(std::string_view text) {
  std::map<std::string, std::string> labels;
  while (!text.empty()) {
    const std::size_t equals = text.find("=\"");
    if (equals == std::string_view::npos || !is_name(text.substr(0, equals), false)) return std::nullopt;
    const std::size_t close = text.find('"', equals + 2);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view value = text.substr(equals + 2, close - equals - 2);
    if (value.find('\\') != std::string_view::npos) return std::nullopt;
    labels[std::string(text.substr(0, equals))] = std::string(value);
    text.remove_prefix(close + 1);
    if (text.starts_with(',')) text.remove_prefix(1);
  }
  return labels;
}

// The exposition text, checked as it is read: every line a comment (HELP, TYPE) or a
// sample of a declared metric, every value a number.
struct Exposition {
  std::map<std::string, std::string> types;  // by metric name
  std::vector<Sample> samples;

  explicit Exposition(const std::string& text) {
    static const std::set<std::string, std::less<>> kTypes = {"counter", "gauge", "histogram", "summary",
                                                              "untyped"};
    std::istringstream lines(text);
    std::string line;
    std::set<std::string> helped;
    while (std::getline(lines, line)) {
      std::istringstream words(line);
      std::string first, name, rest;
      if (line.starts_with("# HELP ")) {
        words >> first >> first >> name;
        std::getline(words, rest);
        EXPECT_TRUE(is_name(name, true) && rest.size() > 1 && rest[0] == ' ' && rest[1] != ' ')
            << "not a HELP line: " << line;
        helped.insert(name);
      } else if (line.starts_with("# TYPE ")) {
        std::string type;
        words >> first >> first >> name >> type;
        EXPECT_TRUE(is_name(name, true) && kTypes.contains(type) && words.eof())
            << "not a TYPE line: " << line;
        EXPECT_TRUE(helped.contains(name)) << "TYPE before HELP: " << line;
        EXPECT_FALSE(types.contains(name)) << "declared twice: " << line;
        types[name] = type;
      } else {
        // name{labels} value, or name value.
        const std::size_t value_at = line.rfind(' ');
        const std::size_t brace = line.find('{');
        const std::size_t name_end = std::min(brace, value_at);
        Sample parsed{line.substr(0, name_end), {}, 0};
        std::optional<std::map<std::string, std::string>> labels = std::map<std::string, std::string>{};
        if (brace < value_at) {
          const bool closed = line[value_at - 1] == '}';
          labels = closed ? parse_labels(std::string_view(line).substr(brace + 1, value_at - brace - 2))
                          : std::nullopt;
        }
        if (value_at == std::string::npos || !is_name(parsed.name, true) || !labels) {
          ADD_FAILURE() << "not a Prometheus line: '" << line << "'";
          continue;
        }
        parsed.labels = *labels;
        const std::string value = line.substr(value_at + 1);
        parsed.value = value == "+Inf" ? INFINITY : std::stod(value);
        EXPECT_TRUE(types.contains(family(parsed.name))) << "no TYPE for " << line;
        samples.push_back(parsed);
      }
    }
  }

  // A histogram's samples are its name with _bucket, _sum or _count.
  std::string family(const std::string& name) const {
    for (const char* suffix : {"_bucket", "_sum", "_count"}) {
      const std::string_view tail(suffix);
      if (name.ends_with(tail)) {
        const std::string base = name.substr(0, name.size() - tail.size());
        if (types.contains(base) && types.at(base) == "histogram") return base;
      }
    }
    return name;
  }

  // The value of the one sample with this name and these labels; fails the test if none.
  double value(const std::string& name, const std::map<std::string, std::string>& labels = {}) const {
    for (const Sample& sample : samples) {
      if (sample.name == name && sample.labels == labels) return sample.value;
    }
    ADD_FAILURE() << "no sample " << name;
    return -1;
  }
};

Exposition scrape(const TestServer& server) {
  const HttpReply reply = http_request(server.endpoint(), http::verb::get, "/metrics");
  EXPECT_EQ(reply.status, 200U) << reply.body;
  EXPECT_EQ(reply.content_type, "text/plain; version=0.0.4; charset=utf-8");
  return Exposition(reply.body);
}

class ServerMetricsTest : public ::testing::Test {
 protected:
  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()),
                     {},
                     {},
                     {},
                     ClientLimits{.games_per_minute = 2}};
};

TEST_F(ServerMetricsTest, EveryMetricIsDeclaredWithItsTypeAndCountersEndInTotal) {
  const Exposition metrics = scrape(server_);
  std::map<std::string, std::string> expected = {
      {"reversi_http_connections", "gauge"},
      {"reversi_websocket_connections", "gauge"},
      {"reversi_online_matches", "gauge"},
      {"reversi_moves_stored_total", "counter"},
      {"reversi_computer_moves_total", "counter"},
      {"reversi_searches_cancelled_total", "counter"},
      {"reversi_engine_queue_length", "gauge"},
      {"reversi_engine_queue_wait_seconds", "histogram"},
      {"reversi_http_request_duration_seconds", "histogram"},
      {"reversi_errors_total", "counter"},
  };
  // The size of an SQLite file; a PostgreSQL server reports its databases' sizes itself.
  if (!testing_postgresql()) expected["reversi_database_bytes"] = "gauge";
  EXPECT_EQ(metrics.types, expected);
  for (const auto& [name, type] : metrics.types) {
    EXPECT_EQ(type == "counter", name.ends_with("_total")) << name;
  }
  // Every kind of error is there from the start, so that a rate over it is never empty.
  for (const char* kind : {"bad_request", "rate_limited", "engine_busy", "server_error", "database",
                           "websocket_protocol", "slow_client"}) {
    EXPECT_EQ(metrics.value("reversi_errors_total", {{"kind", kind}}), 0) << kind;
  }
  if (!testing_postgresql()) {
    EXPECT_GT(metrics.value("reversi_database_bytes"), 0);
  }
  // The scrape's own connection.
  EXPECT_EQ(metrics.value("reversi_http_connections"), 1);
}

TEST_F(ServerMetricsTest, ErrorsAreCountedByKindA429AsRateLimited) {
  http_request(server_.endpoint(), http::verb::post, "/api/games", "{}");
  http_request(server_.endpoint(), http::verb::post, "/api/games", "{}");
  const Exposition before = scrape(server_);
  EXPECT_EQ(http_request(server_.endpoint(), http::verb::post, "/api/games", "{}").status, 429U);
  EXPECT_EQ(http_request(server_.endpoint(), http::verb::get, "/api/games/nope").status, 404U);
  EXPECT_EQ(http_request(server_.endpoint(), http::verb::get, "/no-such-file").status, 404U);
  const Exposition after = scrape(server_);
  const auto rise = [&](const char* kind) {
    return after.value("reversi_errors_total", {{"kind", kind}}) -
           before.value("reversi_errors_total", {{"kind", kind}});
  };
  EXPECT_EQ(rise("rate_limited"), 1);
  EXPECT_EQ(rise("bad_request"), 2);
  EXPECT_EQ(rise("server_error"), 0);
}

TEST_F(ServerMetricsTest, AStoredMoveIsCountedLocalAndOnline) {
  const std::string id = http_request(server_.endpoint(), http::verb::post, "/api/games", "{}").data()["id"];
  const Exposition before = scrape(server_);
  EXPECT_EQ(
      http_request(server_.endpoint(), http::verb::post, "/api/games/" + id + "/moves", R"({"move":"f5"})")
          .status,
      200U);
  // Refused: not counted.
  EXPECT_EQ(
      http_request(server_.endpoint(), http::verb::post, "/api/games/" + id + "/moves", R"({"move":"a1"})")
          .status,
      400U);
  const Exposition after_local = scrape(server_);
  EXPECT_EQ(after_local.value("reversi_moves_stored_total", {{"game", "local"}}) -
                before.value("reversi_moves_stored_total", {{"game", "local"}}),
            1);

  const nlohmann::json match =
      http_request(server_.endpoint(), http::verb::post, "/api/online", R"({"color":"black"})").data();
  WsClient black(server_.endpoint());
  black.send({{"type", "hello"}, {"game", match["game"]}, {"seat", match["seat"]}});
  black.receive_type("welcome");
  const Exposition joined = scrape(server_);
  EXPECT_EQ(joined.value("reversi_websocket_connections"), 1);
  EXPECT_EQ(joined.value("reversi_online_matches"), 1);
  black.send({{"type", "move"}, {"square", "f5"}});
  black.receive_type("event");
  const Exposition moved = scrape(server_);
  EXPECT_EQ(moved.value("reversi_moves_stored_total", {{"game", "online"}}), 1);
  black.send({{"type", "move"}, {"square", "a1"}});  // not black's turn
  black.receive_type("error");
  EXPECT_EQ(scrape(server_).value("reversi_errors_total", {{"kind", "websocket_protocol"}}), 1);
}

// Each histogram series (labels but le) has every bound in order, counts that never fall
// from one bucket to the next, +Inf equal to _count, and a _sum.
TEST_F(ServerMetricsTest, HistogramBucketsAreCumulative) {
  const std::string id = http_request(server_.endpoint(), http::verb::post, "/api/games", "{}").data()["id"];
  EXPECT_EQ(http_request(server_.endpoint(), http::verb::get, "/api/games/" + id + "/hints").status, 200U);
  http_request(server_.endpoint(), http::verb::get, "/");
  http_request(server_.endpoint(), http::verb::get, "/healthz");
  const Exposition metrics = scrape(server_);
  std::size_t histograms_with_observations = 0;
  for (const auto& [name, type] : metrics.types) {
    if (type != "histogram") continue;
    std::map<std::map<std::string, std::string>, std::vector<std::pair<double, double>>> series;
    for (const Sample& sample : metrics.samples) {
      if (sample.name != name + "_bucket") continue;
      std::map<std::string, std::string> labels = sample.labels;
      ASSERT_TRUE(labels.contains("le")) << name;
      const std::string le = labels["le"];
      labels.erase("le");
      series[labels].emplace_back(le == "+Inf" ? INFINITY : std::stod(le), sample.value);
    }
    ASSERT_FALSE(series.empty()) << name;
    for (const auto& [labels, buckets] : series) {
      ASSERT_EQ(buckets.back().first, INFINITY) << name;
      for (std::size_t i = 1; i < buckets.size(); ++i) {
        EXPECT_LT(buckets[i - 1].first, buckets[i].first) << name;
        EXPECT_LE(buckets[i - 1].second, buckets[i].second) << name << " le=" << buckets[i].first;
      }
      EXPECT_EQ(buckets.back().second, metrics.value(name + "_count", labels)) << name;
      EXPECT_GE(metrics.value(name + "_sum", labels), 0) << name;
      if (buckets.back().second > 0) ++histograms_with_observations;
    }
  }
  // The hint waited in the engine's queue; the page, the API, the engine and health were timed.
  EXPECT_EQ(metrics.value("reversi_engine_queue_wait_seconds_count"), 1);
  for (const char* route : {"page", "api", "engine", "health"}) {
    EXPECT_GE(metrics.value("reversi_http_request_duration_seconds_count", {{"route", route}}), 1) << route;
  }
  EXPECT_GE(histograms_with_observations, 5U);
}

TEST(Histogram, PutsEachDurationUnderEveryBoundAtOrAboveIt) {
  Histogram histogram;
  histogram.observe(500us);
  histogram.observe(1ms);  // on a bound: le is "less than or equal"
  histogram.observe(3ms);
  histogram.observe(2s);
  histogram.observe(100s);
  const Histogram::Snapshot snapshot = histogram.snapshot();
  const auto at = [&](double bound) {
    const auto found = std::find(Histogram::kBounds.begin(), Histogram::kBounds.end(), bound);
    return snapshot.cumulative[static_cast<std::size_t>(found - Histogram::kBounds.begin())];
  };
  EXPECT_EQ(at(0.001), 2U);
  EXPECT_EQ(at(0.0025), 2U);
  EXPECT_EQ(at(0.005), 3U);
  EXPECT_EQ(at(1), 3U);
  EXPECT_EQ(at(2.5), 4U);
  EXPECT_EQ(at(30), 4U);
  EXPECT_EQ(snapshot.cumulative.back(), 5U);
  EXPECT_NEAR(snapshot.sum_seconds, 102.0045, 1e-9);
}

TEST(MetricsAccess, LoopbackAlwaysOthersOnlyWhenAllowed) {
  namespace ip = boost::asio::ip;
  MetricsAccess access;
  EXPECT_TRUE(access.allows(ip::make_address("127.0.0.1")));
  EXPECT_TRUE(access.allows(ip::make_address("::1")));
  EXPECT_TRUE(access.allows(ip::make_address("::ffff:127.0.0.1")));  // a server on ::
  EXPECT_FALSE(access.allows(ip::make_address("10.1.2.3")));
  EXPECT_FALSE(access.allows(ip::make_address("2001:db8::1")));

  access.allow("10.0.0.0/8");
  access.allow("192.168.1.7");
  access.allow("2001:db8::/32");
  EXPECT_TRUE(access.allows(ip::make_address("10.1.2.3")));
  EXPECT_TRUE(access.allows(ip::make_address("::ffff:10.1.2.3")));
  EXPECT_FALSE(access.allows(ip::make_address("11.1.2.3")));
  EXPECT_TRUE(access.allows(ip::make_address("192.168.1.7")));
  EXPECT_FALSE(access.allows(ip::make_address("192.168.1.8")));
  EXPECT_TRUE(access.allows(ip::make_address("2001:db8:5::1")));
  EXPECT_FALSE(access.allows(ip::make_address("2001:db9::1")));
}

TEST(MetricsAccess, SaysWhatIsWrongWithAnEntry) {
  EXPECT_EQ(MetricsAccess::problem_with("10.0.0.0/8"), "");
  EXPECT_EQ(MetricsAccess::problem_with("fd00::/8"), "");
  EXPECT_EQ(MetricsAccess::problem_with("prometheus.local"),
            "'prometheus.local' is not an IP address or a network like 10.0.0.0/8");
  EXPECT_EQ(MetricsAccess::problem_with("10.0.0.0/33"),
            "'10.0.0.0/33': the prefix length is not a number from 0 to 32");
}

}  // namespace
}  // namespace reversi::server
