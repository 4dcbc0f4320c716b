// A queue shared fairly between clients (their addresses), so that one client who asks
// for many searches cannot make everyone else wait behind them.
//
// The items run in rounds, each client's first waiting item in the round being served,
// its next ones in the rounds after it, and within a round in the order they came. A
// client that queues fifty items therefore gets one a round like everyone else, and a
// client that asks for one starts it before any other client's next: behind at most the
// items already started and one item of each other client. (This is start-time fair
// queueing with every item costing the same: the cost of a search is not known before
// it runs.) A client whose item has started keeps its place in the rounds until that
// item is done, so that asking for the next one while the last runs gains nothing; after
// that it is forgotten, so memory follows the clients with items waiting or running.
//
// Bounded twice: `capacity` items in all, and `per_client` waiting items per client (0:
// no limit), so that one client cannot fill the queue and lock the others out of it.
//
// Rounds decide who starts next, not how many threads a client holds: a client whose
// items came first could still have one running on every thread, and then another's
// hint would wait for a whole search to end. So a client runs at most
// `running_per_client` items at once (0: no limit); its next ones stay queued, keeping
// their place in the rounds, until one of its own is done, while other clients' items
// start past them. Not thread-safe.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>

namespace reversi::server {

enum class Admission {
  Queued,
  QueueFull,   // `capacity` items are waiting
  ClientFull,  // this client has `per_client` items waiting
};

template <typename Item>
class FairQueue {
 public:
  struct Next {
    std::string client;
    Item item;
  };

  FairQueue(std::size_t capacity, std::size_t per_client, std::size_t running_per_client)
      : capacity_(capacity), per_client_(per_client), running_per_client_(running_per_client) {}

  [[nodiscard]] Admission push(const std::string& client, Item item) {
    if (items_.size() >= capacity_) return Admission::QueueFull;
    Client& queued = clients_[client];
    if (per_client_ != 0 && queued.waiting >= per_client_) return Admission::ClientFull;
    const std::uint64_t round = std::max(round_, queued.next_round);
    queued.next_round = round + 1;
    ++queued.waiting;
    items_.emplace(Place{round, arrivals_++}, Next{client, std::move(item)});
    return Admission::Queued;
  }

  // Whether pop() has an item to give: one whose client is under its running limit.
  bool can_start() const { return startable(*this) != items_.end(); }

  // Takes the item to start next, the first whose client may run one more; only when
  // can_start(). Its client counts it as running until done().
  Next pop() {
    const auto first = startable(*this);
    // Never back when a passed-over item starts late: a client that comes now joins the
    // round being served, not an older one ahead of items already waiting.
    round_ = std::max(round_, first->first.first);
    Next next = std::move(first->second);
    items_.erase(first);
    Client& queued = clients_.at(next.client);
    --queued.waiting;
    ++queued.running;
    return next;
  }

  void done(const std::string& client) {
    const auto found = clients_.find(client);
    if (--found->second.running == 0 && found->second.waiting == 0) clients_.erase(found);
  }

  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }

 private:
  struct Client {
    std::size_t waiting = 0;
    std::size_t running = 0;
    std::uint64_t next_round = 0;  // where its next item goes, unless the queue is past it
  };
  using Place = std::pair<std::uint64_t, std::uint64_t>;  // round, then arrival

  // The first item whose client may run one more, as an iterator that is const when
  // `self` is. A scan, not an index: at most `capacity` items, a few dozen, are waiting.
  template <typename Self>
  static auto startable(Self& self) {
    return std::find_if(self.items_.begin(), self.items_.end(), [&self](const auto& waiting) {
      return self.running_per_client_ == 0 ||
             self.clients_.at(waiting.second.client).running < self.running_per_client_;
    });
  }

  std::size_t capacity_;
  std::size_t per_client_;
  std::size_t running_per_client_;
  std::map<Place, Next> items_;
  std::unordered_map<std::string, Client> clients_;  // those with items waiting or running
  std::uint64_t round_ = 0;                          // the round of the item started last
  std::uint64_t arrivals_ = 0;
};

}  // namespace reversi::server
