// Perft: the number of move sequences of a given length, the standard check that move
// generation is exactly right (published counts in tests/data/perft.tsv).
#pragma once

#include <cstdint>

#include "core/board.h"

namespace reversi {

// Whether a forced pass uses up one ply of the depth. Both conventions are published; the
// usual series (1, 4, 12, 56, 244, ...) lets a pass use up a ply.
enum class PassRule { PassIsAPly, PassIsFree };

// Leaves `depth` plies below `board`. A game that ends sooner is one leaf.
std::uint64_t perft(const Board& board, int depth, PassRule rule);

}  // namespace reversi
