// A choice among `count` things by a seeded generator that every C++ library makes alike.
// The standard distributions are each library's own, and the browser's engine (built
// against emscripten's library) must choose what the server chooses for the same seed.
#pragma once

#include <cstddef>
#include <random>

namespace reversi {

// The bias of the remainder is below count / 2^64: nothing a game could show.
inline std::size_t seeded_choice(std::mt19937_64& random, std::size_t count) {
  return static_cast<std::size_t>(random() % count);
}

}  // namespace reversi
