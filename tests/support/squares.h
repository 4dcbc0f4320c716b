// Writing bitboards in tests by naming their squares.
#pragma once

#include <initializer_list>

#include "core/types.h"

namespace reversi::testing {

inline Bitboard squares(std::initializer_list<Square> list) {
  Bitboard b = 0;
  for (Square sq : list) b |= bit(sq);
  return b;
}

}  // namespace reversi::testing
