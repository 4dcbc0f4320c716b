#include "engine/transposition_table.h"

#include <algorithm>
#include <bit>

namespace reversi::engine {

namespace {

std::uint64_t hash(const Board& board) {
  std::uint64_t h =
      board.player * 0x9E3779B97F4A7C15ULL ^ std::rotl(board.opponent * 0xC2B2AE3D27D4EB4FULL, 31);
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 32);
}

}  // namespace

class TranspositionTable::Lock {
 public:
  explicit Lock(const Entry& entry) : entry_(entry) {
    while (entry_.locked.exchange(true, std::memory_order_acquire)) {
    }
  }
  ~Lock() { entry_.locked.store(false, std::memory_order_release); }
  Lock(const Lock&) = delete;
  Lock& operator=(const Lock&) = delete;

 private:
  const Entry& entry_;
};

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  const std::size_t buckets = std::max<std::size_t>(1, (megabytes << 20) / (sizeof(Entry) * kBucketSize));
  bucket_mask_ = std::bit_floor(buckets) - 1;
  entries_ = std::make_unique<Entry[]>((bucket_mask_ + 1) * kBucketSize);
}

TranspositionTable::Entry* TranspositionTable::bucket(const Board& board) const {
  return &entries_[(hash(board) & bucket_mask_) * kBucketSize];
}

std::optional<TableHit> TranspositionTable::probe(const Board& board) const {
  Entry* entries = bucket(board);
  for (std::size_t i = 0; i < kBucketSize; ++i) {
    const Entry& entry = entries[i];
    const Lock lock(entry);
    if (entry.player == board.player && entry.opponent == board.opponent && entry.depth > 0) {
      return TableHit{entry.lower, entry.upper, entry.depth, entry.move};
    }
  }
  return std::nullopt;
}

void TranspositionTable::store(const Board& board, int depth, int lower, int upper, Square move) {
  Entry* entries = bucket(board);
  // The same board if present; otherwise the entry least worth keeping: from an older
  // search first, then the shallowest.
  Entry* target = &entries[0];
  int target_worth = 1 << 30;
  for (std::size_t i = 0; i < kBucketSize; ++i) {
    Entry& entry = entries[i];
    const Lock lock(entry);
    if (entry.player == board.player && entry.opponent == board.opponent) {
      target = &entry;
      break;
    }
    const int worth = (entry.generation == generation_ ? 256 : 0) + entry.depth;
    if (worth < target_worth) {
      target_worth = worth;
      target = &entry;
    }
  }
  Entry& entry = *target;
  const Lock lock(entry);
  const bool same_board = entry.player == board.player && entry.opponent == board.opponent;
  if (same_board && entry.depth == depth) {
    entry.lower = static_cast<std::int16_t>(std::max<int>(entry.lower, lower));
    entry.upper = static_cast<std::int16_t>(std::min<int>(entry.upper, upper));
    if (move != Square::Pass) entry.move = move;
  } else if (!same_board || depth > entry.depth) {
    entry.player = board.player;
    entry.opponent = board.opponent;
    entry.lower = static_cast<std::int16_t>(lower);
    entry.upper = static_cast<std::int16_t>(upper);
    entry.depth = static_cast<std::uint8_t>(depth);
    entry.move = move;
  } else {
    return;  // a shallower result for a board already searched deeper
  }
  entry.generation = generation_;
}

void TranspositionTable::clear() {
  for (std::size_t i = 0; i < (bucket_mask_ + 1) * kBucketSize; ++i) {
    Entry& entry = entries_[i];
    entry.player = entry.opponent = 0;
    entry.depth = 0;
  }
}

}  // namespace reversi::engine
