// A hash table of search results, shared by the search threads: for each board, bounds on
// its value, the depth they were searched to, and the best move found.
//
// Entries store the whole board (two words), so a hit is never a different position: the
// exact endgame solver cannot be misled by a hash collision. A bucket holds two entries
// and a one-byte spinlock in one cache line: a probe costs one cache miss and one
// uncontended lock, which keeps threads from seeing half-written entries.
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/board.h"

namespace reversi::engine {

struct TableHit {
  int lower;
  int upper;
  int depth;
  Square move;
};

class TranspositionTable {
 public:
  // `megabytes` of entries, rounded down to a power of two of buckets (at least one).
  explicit TranspositionTable(std::size_t megabytes);

  std::optional<TableHit> probe(const Board& board) const;
  // Starts loading the entry of `board` into the cache, for a probe soon after.
  void prefetch(const Board& board) const { __builtin_prefetch(&bucket(board)); }
  // Records that the value of `board`, searched `depth` deep, lies in [lower, upper].
  // Bounds from the same depth narrow what is stored; a deeper search replaces it.
  void store(const Board& board, int depth, int lower, int upper, Square move);
  // Empties every entry; nothing to do for a table nothing has been stored in since, whose
  // pages the system may not even have handed over yet (see the constructor). Not while
  // another thread probes or stores: it takes no bucket's lock.
  void clear();
  // A new search: entries from earlier ones are replaced first.
  void next_generation() { generation_ = static_cast<std::uint8_t>(generation_ + 1); }

 private:
  // All zero is an empty entry and an unlocked bucket, and both types are trivial, so the
  // zeroed memory of a new table holds empty buckets without a write (see the constructor).
  struct Entry {
    Bitboard player;
    Bitboard opponent;
    std::int16_t lower;
    std::int16_t upper;
    std::uint8_t depth;  // 0: empty
    Square move;
    std::uint8_t generation;
  };
  struct alignas(64) Bucket {
    std::array<Entry, 2> entries;
    mutable std::uint8_t locked;  // a spinlock, through atomic builtins (see Lock)
  };

  struct FreeBuckets {
    void* allocation;  // where the aligned buckets lie
    void operator()(Bucket* buckets) const;
  };

  class Lock;
  // Inline: every node prefetches its children's buckets through it.
  Bucket& bucket(const Board& board) const { return buckets_[hash(board) & bucket_mask_]; }
  static std::uint64_t hash(const Board& board) {
    std::uint64_t h =
        board.player * 0x9E3779B97F4A7C15ULL ^ std::rotl(board.opponent * 0xC2B2AE3D27D4EB4FULL, 31);
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 32);
  }

  std::size_t bucket_mask_;
  std::unique_ptr<Bucket[], FreeBuckets> buckets_;
  std::uint8_t generation_ = 0;
  // Whether anything has been stored since the table was made or cleared. Read before it
  // is set, so that the threads' stores do not all write one shared cache line.
  std::atomic<bool> written_{false};
};

}  // namespace reversi::engine
