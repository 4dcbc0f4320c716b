// How many replies a move leaves the opponent, the measure both the exact solver and the
// pattern search order their moves by: the fewer, the sooner the move tends to refute.
#pragma once

#include "core/bitboard.h"

namespace reversi::engine {

// Replies weighted so that giving the opponent a corner counts double.
inline int weighted_mobility(Bitboard moves) { return count(moves) + count(moves & kCorners); }

}  // namespace reversi::engine
