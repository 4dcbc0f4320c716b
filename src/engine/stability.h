// Stable discs: discs that no sequence of moves can ever flip. Their count bounds the
// final score, which lets the endgame solver cut off lines that cannot matter.
#pragma once

#include "core/board.h"

namespace reversi::engine {

// Discs of `mine` that can never be flipped, whatever both sides play: those held along
// edges as the edge alone makes them safe, and discs every one of whose four lines is
// either full or runs into such a stable disc of the same colour. It may stop once it has
// found `enough` of them: then it returns some of them, at least that many.
Bitboard stable_discs(Bitboard mine, Bitboard theirs, int enough = kSquareCount);

}  // namespace reversi::engine
