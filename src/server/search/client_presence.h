// Whether the client that asked for a search is still there to read its answer. The HTTP
// server marks it gone when the request's connection closes before the answer; the engine
// then skips or stops the hints and analyses asked for on it, rather than spend a thread
// on an answer no one will read. (The computer's moves are searched anyway: they are
// stored in the game, which its player finds on coming back.)
#pragma once

#include <atomic>

namespace reversi::server {

class ClientPresence {
 public:
  void leave() { gone_.store(true, std::memory_order_relaxed); }
  bool gone() const { return gone_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> gone_{false};
};

}  // namespace reversi::server
