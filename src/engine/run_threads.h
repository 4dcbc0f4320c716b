// Work shared out over threads, the calling one among them.
#pragma once

#include <thread>
#include <vector>

namespace reversi::engine {

// Runs `work(thread_index)` for every index below `threads`, index 0 on the calling
// thread; returns when all have finished. The threads are joined by hand: the browser's
// C++ library (emscripten's) has no std::jthread.
template <typename Work>
void run_threads(int threads, Work&& work) {
  std::vector<std::thread> helpers;
  for (int i = 1; i < threads; ++i) helpers.emplace_back([&work, i] { work(i); });
  work(0);
  for (std::thread& helper : helpers) helper.join();
}

}  // namespace reversi::engine
