// The engine queue of `reversi serve`, through the API without HTTP, with the engine
// thread held by the test so that requests pile up exactly as under load: identical
// computer-move requests share one search, a full queue is refused at once, one client's
// flood neither delays nor locks out another's searches, the searches of a client that has
// left stop, and the metrics follow the queue.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <future>
#include <latch>
#include <mutex>
#include <thread>
#include <vector>

#include "support/known_games.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

using nlohmann::json;

class ServerEngineQueue : public ::testing::Test {
 protected:
  ~ServerEngineQueue() override {
    release_engine();
    std::filesystem::remove_all(data_);
  }

  // Blocks the one engine thread, with a search of `client`'s, until release_engine();
  // returns once it is blocked, so that nothing of the test's waits in the queue yet.
  void hold_engine(const std::string& client = "the test") {
    std::promise<void> holding;
    const Admission admitted =
        engines_.post(client, [&holding, released = released_.get_future().share()](engine::Engine&) {
          holding.set_value();
          released.wait();
        });
    ASSERT_EQ(admitted, Admission::Queued);
    holding.get_future().wait();
  }
  void release_engine() {
    if (!released_once_) released_.set_value();
    released_once_ = true;
  }

  // Sends a request from `client`; its answer, whenever it comes, is kept in answers_, in
  // the order they come.
  void request(const std::string& method, const std::string& path, const std::string& body = "",
               const std::string& client = "127.0.0.1",
               std::shared_ptr<const ClientPresence> presence = nullptr) {
    api_.handle(ApiRequest{client, method, path, {}, body, {}, std::move(presence)},
                [this](ApiResponse answer) {
                  std::lock_guard lock(mutex_);
                  answers_.push_back(std::move(answer));
                  answered_.notify_all();
                });
  }

  std::vector<ApiResponse> wait_for_answers(std::size_t count) {
    std::unique_lock lock(mutex_);
    const bool all =
        answered_.wait_for(lock, std::chrono::seconds(30), [&] { return answers_.size() >= count; });
    EXPECT_TRUE(all) << answers_.size() << " of " << count << " answers";
    return answers_;
  }

  std::string new_game(const std::string& body) {
    request("POST", "/api/games", body);
    const ApiResponse created = wait_for_answers(1).back();
    EXPECT_EQ(created.status, 201u) << created.body;
    std::lock_guard lock(mutex_);
    answers_.clear();
    return created.body["id"];
  }

  std::filesystem::path data_ =
      test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name());
  GameStore store_{(std::filesystem::remove_all(data_), data_)};
  OnlineStore online_store_{data_};
  boost::asio::io_context io_;
  ServerMetrics metrics_;
  OnlineHub hub_{io_, online_store_, metrics_};
  static constexpr std::size_t kMaxWaiting = 4;
  static constexpr std::size_t kMaxWaitingPerClient = 3;
  EnginePool engines_{1, 16, metrics_, {.waiting = kMaxWaiting, .waiting_per_client = kMaxWaitingPerClient}};
  ServedBook book_{engine::default_book()};
  Api api_{store_, engines_, hub_, metrics_, book_};
  std::promise<void> released_;
  bool released_once_ = false;
  std::mutex mutex_;
  std::condition_variable answered_;
  std::vector<ApiResponse> answers_;
};

// A page that repeats its request (a double click, thirty tabs, a script) gets the one
// move that was searched, not a search each and then 409 for all but the first.
TEST_F(ServerEngineQueue, IdenticalComputerMoveRequestsShareOneSearch) {
  const std::string id = new_game(R"({"black":"level-2"})");
  hold_engine();
  constexpr std::size_t kRequests = 30;
  for (std::size_t i = 0; i < kRequests; ++i)
    request("POST", "/api/games/" + id + "/computer-move", R"({"ply":0})");
  release_engine();
  const std::vector<ApiResponse> answers = wait_for_answers(kRequests);
  ASSERT_EQ(answers.size(), kRequests);
  for (const ApiResponse& answer : answers) {
    EXPECT_EQ(answer.status, 200u) << answer.body;
    EXPECT_EQ(answer.body, answers[0].body);
  }
  EXPECT_EQ(answers[0].body["ply"], 1);
}

// Past the queue's bound a request is refused at once, with when to try again, and
// what was queued is still answered.
TEST_F(ServerEngineQueue, AFullQueueIsRefusedAtOnceWithRetryAfter) {
  const std::string id = new_game("{}");
  hold_engine();
  for (std::size_t i = 0; i < kMaxWaiting + 1; ++i)
    request("GET", "/api/games/" + id + "/hints", "", "10.0.0." + std::to_string(i));
  const ApiResponse refused = wait_for_answers(1).back();
  EXPECT_EQ(refused.status, 503u);
  EXPECT_EQ(refused.body["error"], "the engine is busy with other searches; try again in a few seconds");
  EXPECT_EQ(refused.retry_after_seconds, 5u);
  release_engine();
  const std::vector<ApiResponse> answers = wait_for_answers(kMaxWaiting + 1);
  EXPECT_EQ(
      std::count_if(answers.begin(), answers.end(), [](const ApiResponse& a) { return a.status == 200; }),
      static_cast<long>(kMaxWaiting));
}

// A client that queues long searches (level-10 moves in several games) does not make
// another client's hint wait behind them: while the flooder's first search runs, the
// hint comes next.
TEST_F(ServerEngineQueue, AnotherClientsHintRunsBeforeAFloodersQueuedMoves) {
  std::vector<std::string> flooded;
  for (std::size_t i = 0; i < kMaxWaitingPerClient; ++i)
    flooded.push_back(new_game(R"({"black":"level-2"})"));
  const std::string hinted = new_game("{}");
  hold_engine("10.0.0.1");
  for (const std::string& id : flooded)
    request("POST", "/api/games/" + id + "/computer-move", R"({"ply":0})", "10.0.0.1");
  request("GET", "/api/games/" + hinted + "/hints", "", "10.0.0.2");
  release_engine();
  const std::vector<ApiResponse> answers = wait_for_answers(kMaxWaitingPerClient + 1);
  ASSERT_EQ(answers.size(), kMaxWaitingPerClient + 1);
  for (const ApiResponse& answer : answers) EXPECT_EQ(answer.status, 200u) << answer.body;
  EXPECT_TRUE(answers[0].body.contains("moves")) << "first answered: " << answers[0].body;
}

// On two threads one client's two long searches (level-10 moves of seconds each) do not
// both run: the second waits for the first, and another client's task takes the other
// thread meanwhile instead of waiting seconds for one of them to end.
TEST_F(ServerEngineQueue, OneClientsSearchesLeaveAThreadToOthers) {
  // Declared before the pool, so that they outlive its threads.
  std::promise<void> release_first;
  std::promise<void> release_second;
  std::promise<void> first_started;
  std::promise<void> other_ran;
  std::atomic<bool> second_started = false;
  std::latch both_threads_ready(2);
  EnginePool pool{2, 16, metrics_};
  // Both threads waiting for work, their engines made, as on a server that has run a
  // while: otherwise the second might still be starting when the other client asks.
  for (const std::string warming : {"10.0.0.3", "10.0.0.4"})
    ASSERT_EQ(pool.post(warming, [&](engine::Engine&) { both_threads_ready.arrive_and_wait(); }),
              Admission::Queued);
  both_threads_ready.wait();
  ASSERT_EQ(pool.post("10.0.0.1",
                      [&first_started, released = release_first.get_future().share()](engine::Engine&) {
                        first_started.set_value();
                        released.wait();
                      }),
            Admission::Queued);
  ASSERT_EQ(pool.post("10.0.0.1",
                      [&second_started, released = release_second.get_future().share()](engine::Engine&) {
                        second_started = true;
                        released.wait();
                      }),
            Admission::Queued);
  first_started.get_future().wait();
  ASSERT_EQ(pool.post("10.0.0.2", [&other_ran](engine::Engine&) { other_ran.set_value(); }),
            Admission::Queued);
  EXPECT_EQ(other_ran.get_future().wait_for(std::chrono::seconds(30)), std::future_status::ready);
  EXPECT_FALSE(second_started);
  release_first.set_value();
  release_second.set_value();
  pool.finish();
  EXPECT_TRUE(second_started);
}

// A client that leaves while its hint waits for the engine is not searched for: the engine
// goes on to the next client's, and the skipped one is counted.
TEST_F(ServerEngineQueue, AHintWhoseClientLeftIsNotSearched) {
  const std::string id = new_game("{}");
  hold_engine();
  const auto presence = std::make_shared<ClientPresence>();
  request("GET", "/api/games/" + id + "/hints", "", "10.0.0.1", presence);
  request("GET", "/api/games/" + id + "/hints", "", "10.0.0.2");
  presence->leave();
  release_engine();
  const std::vector<ApiResponse> answers = wait_for_answers(1);
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(answers[0].status, 200u) << answers[0].body;
  engines_.finish();  // every task queued has run or been skipped
  EXPECT_EQ(answers_.size(), 1u);
  EXPECT_EQ(metrics_.searches_cancelled.value(), 1u);
}

// An analysis whose client leaves while it runs stops at its next position rather than
// searching the rest of the game, and answers no one.
TEST_F(ServerEngineQueue, AnAnalysisStopsWhenItsClientLeaves) {
  const std::string id = new_game(json{{"setup", testing::kLongAnalysis}}.dump());
  hold_engine();
  const auto presence = std::make_shared<ClientPresence>();
  request("GET", "/api/games/" + id + "/analysis", "", "10.0.0.1", presence);
  release_engine();
  // Taken from the queue: running, its client there when it started.
  for (int i = 0; i < 3000 && metrics_.engine_queue_length.value() != 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_EQ(metrics_.engine_queue_length.value(), 0);
  presence->leave();
  engines_.finish();
  EXPECT_EQ(metrics_.searches_cancelled.value(), 1u);
  std::lock_guard lock(mutex_);
  EXPECT_TRUE(answers_.empty());
}

// One client cannot fill the queue and lock the others out: past its share it is refused
// (429, counted as rate_limited, with when to try again) while others still get in.
TEST_F(ServerEngineQueue, OneClientGetsOnlyItsShareOfTheQueue) {
  const std::string id = new_game("{}");
  hold_engine();
  for (std::size_t i = 0; i < kMaxWaitingPerClient + 1; ++i)
    request("GET", "/api/games/" + id + "/hints", "", "10.0.0.1");
  const ApiResponse refused = wait_for_answers(1).back();
  EXPECT_EQ(refused.status, 429u);
  EXPECT_EQ(refused.body["error"],
            "too many searches from your address are waiting for the engine: at most " +
                std::to_string(kMaxWaitingPerClient) + "; try again in a few seconds");
  EXPECT_EQ(refused.retry_after_seconds, 5u);
  request("GET", "/api/games/" + id + "/hints", "", "10.0.0.2");
  release_engine();
  const std::vector<ApiResponse> answers = wait_for_answers(kMaxWaitingPerClient + 2);
  EXPECT_EQ(
      std::count_if(answers.begin(), answers.end(), [](const ApiResponse& a) { return a.status == 200; }),
      static_cast<long>(kMaxWaitingPerClient + 1));
}

// The metrics show the queue as it fills and empties, and how long each search waited.
TEST_F(ServerEngineQueue, TheMetricsFollowTheQueue) {
  const std::string id = new_game("{}");
  hold_engine();
  const std::uint64_t waited_before = metrics_.engine_queue_wait.snapshot().cumulative.back();
  for (std::size_t i = 0; i < kMaxWaiting; ++i)
    request("GET", "/api/games/" + id + "/hints", "", "10.0.0." + std::to_string(i));
  EXPECT_EQ(metrics_.engine_queue_length.value(), static_cast<std::int64_t>(kMaxWaiting));
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  release_engine();
  wait_for_answers(kMaxWaiting);
  EXPECT_EQ(metrics_.engine_queue_length.value(), 0);
  const Histogram::Snapshot waited = metrics_.engine_queue_wait.snapshot();
  EXPECT_EQ(waited.cumulative.back() - waited_before, kMaxWaiting);
  EXPECT_GE(waited.sum_seconds, 0.030 * kMaxWaiting);  // each waited at least the 30 ms held
}

}  // namespace
}  // namespace reversi::server
