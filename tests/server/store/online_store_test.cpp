// The open table in the online store (server/store/online_store.h), on SQLite and, where
// the tests have one, PostgreSQL: a public match is stored as one, listed newest first while
// it is recent, unjoined and not ended, and its guest's seat is taken once.
#include "server/store/online_store.h"

#include <gtest/gtest.h>

#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

using online::Milliseconds;
using online::TimePoint;

constexpr TimePoint kNow{1'800'000'000'000};

class OnlineStoreOpenTable : public ::testing::Test {
 protected:
  OnlineStoreOpenTable() : data_(test_data_directory("online-store-open-table")), database_(data_) {
    std::filesystem::remove_all(data_);
    store_.emplace(database_.location());
  }
  ~OnlineStoreOpenTable() override {
    store_.reset();
    std::filesystem::remove_all(data_);
  }

  // A match created `minutes_ago` before kNow.
  StoredMatch create(const std::string& id, bool is_public, int minutes_ago) {
    StoredMatch match{id,
                      id + "-host",
                      id + "-guest",
                      online::MatchSettings{Color::White, std::nullopt},
                      kNow - Milliseconds{minutes_ago * 60'000},
                      is_public};
    store_->create(match);
    return match;
  }

  std::vector<std::string> listed(TimePoint since, std::size_t limit = 10) {
    std::vector<std::string> ids;
    for (const OpenMatch& match : store_->open_matches(since, limit)) ids.push_back(match.id);
    return ids;
  }

  std::filesystem::path data_;
  TestDatabase database_;
  std::optional<OnlineStore> store_;
};

TEST_F(OnlineStoreOpenTable, APublicMatchIsStoredAsOneAndListedNewestFirst) {
  create("private", false, 1);
  create("older", true, 3);
  StoredMatch newer = create("newer", true, 2);
  newer.settings.clock = online::ClockSettings{Milliseconds{300'000}, Milliseconds{3000}};
  newer.id = "timed";
  store_->create(newer);

  const std::optional<StoredMatch> loaded = store_->load("older");
  ASSERT_TRUE(loaded);
  EXPECT_TRUE(loaded->is_public);
  EXPECT_EQ(loaded->guest_taken, std::nullopt);
  EXPECT_EQ(loaded->guest_secret, "older-guest");
  EXPECT_FALSE(store_->load("private")->is_public);

  const std::vector<OpenMatch> open = store_->open_matches(kNow - Milliseconds{60 * 60'000}, 10);
  ASSERT_EQ(open.size(), 3u);
  EXPECT_EQ(open[0].id, "newer");  // created at the same time as "timed": by id
  EXPECT_EQ(open[1].id, "timed");
  EXPECT_EQ(open[1].settings.host_color, Color::White);
  ASSERT_TRUE(open[1].settings.clock);
  EXPECT_EQ(open[1].settings.clock->increment, Milliseconds{3000});
  EXPECT_EQ(open[1].created, kNow - Milliseconds{2 * 60'000});
  EXPECT_EQ(open[2].id, "older");
  EXPECT_EQ(listed(kNow - Milliseconds{60 * 60'000}, 1), std::vector<std::string>{"newer"});
  // Only the recent ones: those made since the time asked.
  EXPECT_EQ(listed(kNow - Milliseconds{2 * 60'000 + 1}), (std::vector<std::string>{"newer", "timed"}));
}

TEST_F(OnlineStoreOpenTable, TheGuestsSeatIsTakenOnceAndTheMatchLeavesTheList) {
  create("open", true, 1);
  create("private", false, 1);
  const TimePoint since = kNow - Milliseconds{10 * 60'000};
  EXPECT_TRUE(store_->take_guest_seat("open", since, kNow));
  EXPECT_FALSE(store_->take_guest_seat("open", since, kNow + Milliseconds{1}));
  EXPECT_EQ(store_->load("open")->guest_taken, kNow);
  EXPECT_TRUE(listed(since).empty());
  EXPECT_FALSE(store_->take_guest_seat("private", since, kNow));
  EXPECT_FALSE(store_->take_guest_seat("nothing", since, kNow));
  EXPECT_EQ(store_->load("private")->guest_taken, std::nullopt);

  create("old", true, 11);
  EXPECT_FALSE(store_->take_guest_seat("old", since, kNow));
  EXPECT_EQ(store_->load("old")->guest_taken, std::nullopt);
}

TEST_F(OnlineStoreOpenTable, AMatchThatEndedBeforeAnyoneJoinedIsNotListedNorJoined) {
  create("aborted", true, 1);
  create("moved", true, 1);
  store_->append("moved", {{1, R"({"seq":1,"type":"move","at":1,"color":"black","square":"f5"})"}});
  store_->append("aborted", {{1, R"({"seq":1,"type":"end","at":1,"color":"white","reason":"aborted"})"}});
  const TimePoint since = kNow - Milliseconds{10 * 60'000};
  EXPECT_EQ(listed(since), std::vector<std::string>{"moved"});
  EXPECT_FALSE(store_->take_guest_seat("aborted", since, kNow));
  EXPECT_TRUE(store_->take_guest_seat("moved", since, kNow));
}

}  // namespace
}  // namespace reversi::server
