// The order in which the engine queue starts the searches of several clients, and its
// bounds, without threads: every client gets one search a round, whatever it has queued.
#include "server/search/fair_queue.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace reversi::server {
namespace {

using Queue = FairQueue<int>;

// Pops everything, marking each done at once; the clients in the order they started.
std::vector<std::string> drain(Queue& queue) {
  std::vector<std::string> started;
  while (!queue.empty()) {
    const Queue::Next next = queue.pop();
    started.push_back(next.client);
    queue.done(next.client);
  }
  return started;
}

void push(Queue& queue, const std::string& client, int count) {
  for (int i = 0; i < count; ++i) ASSERT_EQ(queue.push(client, i), Admission::Queued);
}

TEST(FairQueue, EachClientGetsOneTurnARound) {
  Queue queue(100, 0, 0);
  push(queue, "a", 5);
  push(queue, "b", 2);
  push(queue, "c", 1);
  EXPECT_EQ(drain(queue), (std::vector<std::string>{"a", "b", "c", "a", "b", "a", "a", "a"}));
}

TEST(FairQueue, OneClientsItemsStartInTheOrderTheyCame) {
  Queue queue(100, 0, 0);
  push(queue, "a", 3);
  std::vector<int> items;
  while (!queue.empty()) items.push_back(queue.pop().item);
  EXPECT_EQ(items, (std::vector<int>{0, 1, 2}));
}

// A client who asks for one search while another has many queued waits only for the
// search that is running.
TEST(FairQueue, ANewClientStartsBeforeAFloodersNext) {
  Queue queue(100, 0, 0);
  push(queue, "flood", 10);
  const Queue::Next running = queue.pop();
  push(queue, "hint", 1);
  EXPECT_EQ(queue.pop().client, "hint");
  queue.done(running.client);
  EXPECT_EQ(queue.pop().client, "flood");
}

// Queuing the next search while the last still runs (one at a time, so that the queue
// looks empty each time) does not get ahead of a client who has had no turn yet.
TEST(FairQueue, AskingAgainWhileRunningGainsNothing) {
  Queue queue(100, 0, 0);
  push(queue, "flood", 1);
  const Queue::Next running = queue.pop();
  push(queue, "flood", 1);
  push(queue, "hint", 1);
  EXPECT_EQ(queue.pop().client, "hint");
  queue.done(running.client);
  EXPECT_EQ(queue.pop().client, "flood");
}

// Once its searches are done a client is owed a turn again: it joins the round being
// served, after those already waiting in it.
TEST(FairQueue, AClientWithNothingLeftJoinsTheCurrentRound) {
  Queue queue(100, 0, 0);
  push(queue, "a", 1);
  const Queue::Next first = queue.pop();
  queue.done(first.client);
  push(queue, "b", 2);
  push(queue, "a", 1);
  EXPECT_EQ(drain(queue), (std::vector<std::string>{"b", "a", "b"}));
}

// A client at its running limit waits for one of its own searches to end, however far
// ahead its items are, while other clients' items start.
TEST(FairQueue, AClientRunsAtMostItsLimitAtOnce) {
  Queue queue(100, 0, 1);
  push(queue, "a", 3);
  const Queue::Next running = queue.pop();
  EXPECT_EQ(running.item, 0);
  EXPECT_FALSE(queue.can_start());
  push(queue, "b", 1);
  ASSERT_TRUE(queue.can_start());
  EXPECT_EQ(queue.pop().client, "b");
  EXPECT_FALSE(queue.can_start());
  queue.done(running.client);
  ASSERT_TRUE(queue.can_start());
  const Queue::Next next = queue.pop();
  EXPECT_EQ(next.client, "a");
  EXPECT_EQ(next.item, 1);
  EXPECT_FALSE(queue.can_start());
}

// An item passed over for its client's limit keeps its place in the rounds: it starts
// first once it may, before the items that started past it and a client that comes later.
TEST(FairQueue, AnItemPassedOverKeepsItsPlace) {
  Queue queue(100, 0, 1);
  push(queue, "a", 2);
  const Queue::Next running = queue.pop();
  push(queue, "b", 3);
  for (int i = 0; i < 2; ++i) {  // the second past a's, which waits for a's first
    const Queue::Next started = queue.pop();
    EXPECT_EQ(started.client, "b");
    queue.done(started.client);
  }
  queue.done(running.client);
  push(queue, "c", 1);
  EXPECT_EQ(drain(queue), (std::vector<std::string>{"a", "c", "b"}));
}

TEST(FairQueue, IsBoundedInAllAndPerClient) {
  Queue queue(3, 2, 0);
  push(queue, "a", 2);
  EXPECT_EQ(queue.push("a", 0), Admission::ClientFull);
  EXPECT_EQ(queue.push("b", 0), Admission::Queued);
  EXPECT_EQ(queue.push("c", 0), Admission::QueueFull);
  EXPECT_EQ(queue.size(), 3u);
  const Queue::Next started = queue.pop();  // a running search is not a waiting one
  EXPECT_EQ(started.client, "a");
  EXPECT_EQ(queue.push("a", 0), Admission::Queued);
}

TEST(FairQueue, PerClientZeroIsNoLimit) {
  Queue queue(3, 0, 0);
  push(queue, "a", 3);
  EXPECT_EQ(queue.push("a", 0), Admission::QueueFull);
}

}  // namespace
}  // namespace reversi::server
