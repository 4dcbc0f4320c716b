#include "engine/pattern_evaluation.h"

#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

#include "engine/evaluation.h"
#include "engine/mobility.h"

// The trained tables, data/pattern_weights.bin, assembled into the binary as they are.
// REVERSI_PATTERN_WEIGHTS is that file's path (see src/CMakeLists.txt).
asm(".pushsection .rodata\n"
    ".balign 16\n"
    "reversi_pattern_weights_begin:\n"
    ".incbin \"" REVERSI_PATTERN_WEIGHTS
    "\"\n"
    "reversi_pattern_weights_end:\n"
    ".popsection\n");
extern "C" const char reversi_pattern_weights_begin[];
extern "C" const char reversi_pattern_weights_end[];

namespace reversi::engine {

const PatternEvaluator& PatternEvaluator::trained() {
  static const PatternEvaluator evaluator = [] {
    Result<PatternEvaluator> loaded = from_bytes(std::string_view(
        reversi_pattern_weights_begin,
        static_cast<std::size_t>(reversi_pattern_weights_end - reversi_pattern_weights_begin)));
    if (!loaded) throw std::logic_error("compiled-in pattern weights: " + loaded.error());
    return std::move(loaded).value();
  }();
  return evaluator;
}

int PatternEvaluator::search(const Board& board, int plies) const {
  constexpr int kUnbounded = std::numeric_limits<int>::max() / 2;  // beyond any value, and negatable
  return search(board, plies, -kUnbounded, kUnbounded);
}

int PatternEvaluator::search(const Board& board, int plies, int alpha, int beta) const {
  if (plies <= 0) return evaluate(board);
  const Bitboard moves = board.moves();
  if (!moves) {
    if (!board.opponent_can_move()) return board.final_score() * kValuePerDisc;
    return -search(board.after(Move{}), plies, -beta, -alpha);
  }
  int best = std::numeric_limits<int>::min() / 2;
  // Searches `child`; true once the node is cut off.
  auto refutes = [&](const Board& child) {
    best = std::max(best, -search(child, plies - 1, -beta, -std::max(alpha, best)));
    return best >= beta;
  };
  if (plies == 1) {
    // The replies are the leaves: ordering them would cost about as much as evaluating them.
    for (Square sq : squares_of(moves)) {
      if (refutes(board.after(board.move_at(sq)))) break;
    }
    return best;
  }
  // Fastest first: the move leaving the fewest replies usually holds the opponent best, so
  // its brothers are cut off after a reply or two. The value is the same in any order, and
  // a 3-ply search takes a third less time (reversi_evaluation_benchmark).
  struct Child {
    Board board;
    int replies;
  };
  std::array<Child, kSquareCount> children;  // no board has more moves than squares
  int n = 0;
  for (Square sq : squares_of(moves)) {
    const Board child = board.after(board.move_at(sq));
    children[n++] = Child{child, weighted_mobility(child.moves())};
  }
  for (int i = 0; i < n; ++i) {
    // Selection sort as we go: a cut-off usually comes early.
    std::swap(children[i],
              *std::min_element(children.begin() + i, children.begin() + n,
                                [](const Child& a, const Child& b) { return a.replies < b.replies; }));
    if (refutes(children[i].board)) break;
  }
  return best;
}

Result<PatternEvaluator> PatternEvaluator::from_bytes(std::string_view bytes) {
  const std::size_t entries = pattern_entries_per_bucket() * kPatternBuckets;
  if (bytes.size() != 2 * entries) {
    return Error{"expected " + std::to_string(2 * entries) + " bytes (" + std::to_string(entries) +
                 " 16-bit entries), got " + std::to_string(bytes.size())};
  }
  std::vector<std::int16_t> weights(entries);
  for (std::size_t i = 0; i < entries; ++i) {
    const auto low = static_cast<unsigned char>(bytes[2 * i]);
    const auto high = static_cast<unsigned char>(bytes[2 * i + 1]);
    weights[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(low | (high << 8)));
  }
  std::vector<std::int32_t> folded;
  folded.reserve(entries);
  for (std::size_t b = 0; b < kPatternBuckets; ++b) {
    const std::vector<std::int32_t> bucket = fold_pattern_tables(
        std::span(weights).subspan(b * pattern_entries_per_bucket(), pattern_entries_per_bucket()));
    folded.insert(folded.end(), bucket.begin(), bucket.end());
  }
  return PatternEvaluator(std::move(folded));
}

}  // namespace reversi::engine
