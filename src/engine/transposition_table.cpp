#include "engine/transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

namespace reversi::engine {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

// Zeroed memory for a table, aligned to a huge page, and marked to be backed by huge pages
// where the system offers them on request (Linux's transparent huge pages): with 4 KB pages
// nearly every probe of a large table misses the TLB as well as the cache. calloc, because
// fresh pages from the system are already zero and glibc does not write them again: a
// table costs nothing until its pages are used (writing a solve's table had the system hand
// over every page before the first node: docs/benchmarks/search.md#the-exact-solver-the-ffo-suites,
// "Start-up").
void* allocate_zeroed(std::size_t bytes, void*& aligned) {
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* memory = std::calloc(rounded + kHugePage, 1);
  if (memory == nullptr) throw std::bad_alloc();
  std::size_t space = rounded + kHugePage;
  aligned = memory;
  std::align(kHugePage, rounded, aligned, space);
#if defined(MADV_HUGEPAGE)
  madvise(aligned, rounded, MADV_HUGEPAGE);
#endif
  return memory;
}

}  // namespace

void TranspositionTable::FreeBuckets::operator()(Bucket*) const {
  static_assert(std::is_trivially_destructible_v<Bucket>, "buckets are freed without being destroyed");
  std::free(allocation);
}

class TranspositionTable::Lock {
 public:
  explicit Lock(const Bucket& bucket) : locked_(bucket.locked) {
    while (__atomic_exchange_n(&locked_, 1, __ATOMIC_ACQUIRE)) {
    }
  }
  ~Lock() { __atomic_store_n(&locked_, 0, __ATOMIC_RELEASE); }
  Lock(const Lock&) = delete;
  Lock& operator=(const Lock&) = delete;

 private:
  // The compilers' atomic builtins on the bucket's plain byte, as std::atomic_ref would
  // be: the browser build's C++ library (emscripten's) has no atomic_ref.
  std::uint8_t& locked_;
};

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  const std::size_t buckets = std::max<std::size_t>(1, (megabytes << 20) / sizeof(Bucket));
  bucket_mask_ = std::bit_floor(buckets) - 1;
  const std::size_t count = bucket_mask_ + 1;
  static_assert(std::is_trivial_v<Bucket>, "zeroed memory holds buckets without a constructor");
  void* aligned = nullptr;
  void* allocation = allocate_zeroed(count * sizeof(Bucket), aligned);
  buckets_ = std::unique_ptr<Bucket[], FreeBuckets>(static_cast<Bucket*>(aligned), FreeBuckets{allocation});
}

std::optional<TableHit> TranspositionTable::probe(const Board& board) const {
  const Bucket& b = bucket(board);
  const Lock lock(b);
  for (const Entry& entry : b.entries) {
    if (entry.player == board.player && entry.opponent == board.opponent && entry.depth > 0) {
      return TableHit{entry.lower, entry.upper, entry.depth, entry.move};
    }
  }
  return std::nullopt;
}

void TranspositionTable::store(const Board& board, int depth, int lower, int upper, Square move) {
  if (!written_.load(std::memory_order_relaxed)) written_.store(true, std::memory_order_relaxed);
  Bucket& b = bucket(board);
  const Lock lock(b);
  // The same board if present; otherwise the entry least worth keeping: from an older
  // search first, then the shallowest.
  Entry* target = nullptr;
  for (Entry& entry : b.entries) {
    if (entry.player == board.player && entry.opponent == board.opponent) target = &entry;
  }
  const bool same_board = target != nullptr;
  if (!same_board) {
    auto worth = [this](const Entry& e) { return (e.generation == generation_ ? 256 : 0) + e.depth; };
    target = worth(b.entries[0]) <= worth(b.entries[1]) ? &b.entries[0] : &b.entries[1];
  }
  Entry& entry = *target;
  if (same_board && entry.depth == depth) {
    entry.lower = static_cast<std::int16_t>(std::max<int>(entry.lower, lower));
    entry.upper = static_cast<std::int16_t>(std::min<int>(entry.upper, upper));
    if (move != Square::Pass) entry.move = move;
  } else if (!same_board || depth > entry.depth) {
    entry = Entry{board.player,
                  board.opponent,
                  static_cast<std::int16_t>(lower),
                  static_cast<std::int16_t>(upper),
                  static_cast<std::uint8_t>(depth),
                  move,
                  generation_};
  } else {
    return;  // a shallower result for a board already searched deeper
  }
  entry.generation = generation_;
}

void TranspositionTable::clear() {
  // Clearing a table as it came from the system would have it hand over every page, only
  // to write zeros where there are zeros, before the first node
  // (docs/benchmarks/search.md#the-exact-solver-the-ffo-suites, "Start-up").
  if (!written_.load()) return;
  written_.store(false);
  // All zero is empty and unlocked, so the table is zeroed at memory speed: taking each
  // bucket's lock to empty it was slow, and `reversi solve` clears both tables before each
  // position (docs/benchmarks-history.md, "The hash tables cleared by `memset`").
  std::memset(static_cast<void*>(buckets_.get()), 0, (bucket_mask_ + 1) * sizeof(Bucket));
}

}  // namespace reversi::engine
