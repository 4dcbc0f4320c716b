// `reversi serve --keep-days N`: games nobody has touched for N days are removed, at
// start and then every interval; every other game stays, and so does a match that
// someone is connected to. Rows are aged by writing old times into them.
#include "server/store/retention.h"

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <filesystem>

#include "server/online/online_client.h"
#include "server/online/online_hub.h"
#include "server/store/game_store.h"
#include "server/store/online_store.h"
#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

using std::chrono::days;
using std::chrono::system_clock;

// A connection that hears nothing: enough to be present in a match.
class Spectator : public OnlineClient {
 public:
  void send(std::shared_ptr<const std::string>) override {}
  void close(const std::string&) override {}
};

class ServerRetention : public ::testing::Test {
 protected:
  ServerRetention() : data_(test_data_directory("retention")), database_(data_) {
    std::filesystem::remove_all(data_);
    store_.emplace(database_.location());
    online_store_.emplace(database_.location());
    hub_.emplace(io_, *online_store_, metrics_);
  }
  ~ServerRetention() override { std::filesystem::remove_all(data_); }

  static std::int64_t unix_seconds(system_clock::time_point at) {
    return std::chrono::duration_cast<std::chrono::seconds>(at.time_since_epoch()).count();
  }
  static online::TimePoint unix_milliseconds(system_clock::time_point at) {
    return std::chrono::duration_cast<online::TimePoint>(at.time_since_epoch());
  }

  // A local game last changed at `changed`.
  std::string local_game(const std::string& id, system_clock::time_point changed) {
    store_->insert(HostedGame{id, Seats{"human", "human"}, Game(), {}});
    const std::unique_ptr<Database> db = database_.connect();
    Statement age = db->prepare("UPDATE games SET created = ?2, updated = ?2 WHERE id = ?1");
    age.bind(1, id).bind(2, unix_seconds(changed));
    age.step();
    return id;
  }

  // An online match created at `created`, with a first move at `moved` if given.
  std::string online_match(const std::string& id, system_clock::time_point created,
                           std::optional<system_clock::time_point> moved = std::nullopt) {
    online_store_->create(StoredMatch{id, "host-" + id, "guest-" + id, {}, unix_milliseconds(created)});
    if (moved) {
      const nlohmann::json move = {{"seq", 1},       {"at", unix_milliseconds(*moved).count()},
                                   {"kind", "move"}, {"color", "black"},
                                   {"move", "f5"},   {"flipped", {"e5"}}};
      online_store_->append(id, {{1, move.dump()}});
    }
    return id;
  }

  bool has_game(const std::string& id) { return store_->load(id).has_value(); }
  bool has_match(const std::string& id) { return online_store_->load(id).has_value(); }

  // Runs what is ready (the sweep and its batches), not the next sweep's timer.
  // The hub, as `reversi serve` asks it, says whether someone is connected to a match.
  Retention::InUse in_use() {
    return [this](const std::string& match) { return hub_->someone_connected(match); };
  }

  void run_ready() {
    while (io_.poll() > 0) {
    }
  }

  std::filesystem::path data_;
  TestDatabase database_;
  boost::asio::io_context io_;
  std::optional<GameStore> store_;
  std::optional<OnlineStore> online_store_;
  ServerMetrics metrics_;
  std::optional<OnlineHub> hub_;
};

TEST_F(ServerRetention, RemovesWhatNobodyTouchedForTheDaysAndKeepsTheRest) {
  const auto now = system_clock::now();
  const auto old = now - days(31);
  const auto recent = now - days(29);
  // More than a batch of old ones, so that the sweep goes on over several.
  for (int i = 0; i < 5; ++i) {
    local_game("old-local-" + std::to_string(i), old);
    online_match("old-online-" + std::to_string(i), old);
  }
  local_game("recent-local", recent);
  online_match("old-online-moved-recently", old, recent);
  online_match("old-online-moved-long-ago", old, old + days(1));
  online_match("recent-online", recent);
  // Someone watches an old match: it is not removed under them.
  online_match("old-online-watched", old);
  auto spectator = std::make_shared<Spectator>();
  hub_->receive(spectator, R"({"type":"hello","game":"old-online-watched"})");

  Retention retention(io_, database_.location(), in_use(), RetentionOptions{.keep_days = 30, .batch = 2});
  retention.start();
  run_ready();

  for (int i = 0; i < 5; ++i) {
    EXPECT_FALSE(has_game("old-local-" + std::to_string(i))) << i;
    EXPECT_FALSE(has_match("old-online-" + std::to_string(i))) << i;
  }
  EXPECT_FALSE(has_match("old-online-moved-long-ago"));
  EXPECT_TRUE(has_game("recent-local"));
  EXPECT_TRUE(has_match("old-online-moved-recently"));
  EXPECT_TRUE(has_match("recent-online"));
  EXPECT_TRUE(has_match("old-online-watched"));
  EXPECT_TRUE(online_store_->events_since("old-online-moved-long-ago", 0).empty());
  hub_->disconnected(spectator);
}

TEST_F(ServerRetention, SweepsAgainEveryInterval) {
  const auto start = system_clock::now();
  auto now = start;
  local_game("played-today", start);
  Retention retention(
      io_, database_.location(), in_use(),
      RetentionOptions{
          .keep_days = 30, .interval = std::chrono::milliseconds(1), .now = [&now] { return now; }});
  retention.start();
  run_ready();
  EXPECT_TRUE(has_game("played-today"));

  now = start + days(31);
  io_.run_one();  // waits for the next sweep
  EXPECT_FALSE(has_game("played-today"));
}

}  // namespace
}  // namespace reversi::server
