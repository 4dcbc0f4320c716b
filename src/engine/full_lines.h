// The full lines of a board: for each of the four directions, the squares whose line in
// that direction has no empty square. A disc on a full line cannot be flipped along it,
// which is where stability (stability.h) starts from.
#pragma once

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "core/bitboard.h"

namespace reversi::engine {

// Each direction's full lines, as the union of their squares.
struct FullLines {
  Bitboard rows;
  Bitboard columns;
  Bitboard diagonals;       // a1-h8 direction
  Bitboard anti_diagonals;  // h1-a8 direction
  constexpr Bitboard all() const { return rows & columns & diagonals & anti_diagonals; }
  constexpr bool operator==(const FullLines&) const = default;
};

namespace detail {

// The squares from which every square `kStep` after another, up to the board's edge, is
// filled (kStep > 0: up the board; < 0: down). `edge1`, `edge2`, `edge4`: the squares with
// no square 1, 2, 4 steps on. Three doublings cover the seven steps a line can hold.
template <int kStep>
constexpr Bitboard filled_along(Bitboard filled, Bitboard edge1, Bitboard edge2, Bitboard edge4) {
  const auto on = [](Bitboard b, int steps) {
    return kStep > 0 ? b >> (kStep * steps) : b << (-kStep * steps);
  };
  filled &= on(filled, 1) | edge1;
  filled &= on(filled, 2) | edge2;
  filled &= on(filled, 4) | edge4;
  return filled;
}

// The portable kernel of full_lines(); also the oracle the vector kernel is tested against.
// Every direction's lines at once by shifts rather than line by line.
constexpr FullLines full_lines_portable(Bitboard filled) {
  // Rows: a byte with an empty square, folded onto its lowest bit.
  Bitboard empty_in_row = ~filled;
  empty_in_row |= (empty_in_row >> 4) & 0x0F0F0F0F0F0F0F0FULL;
  empty_in_row |= (empty_in_row >> 2) & 0x0303030303030303ULL;
  empty_in_row |= (empty_in_row >> 1) & kColumnA;
  // Columns: the eight rows ANDed into the lowest.
  Bitboard full_column = filled & (filled >> 32);
  full_column &= full_column >> 16;
  full_column &= full_column >> 8;
  return {
      (~empty_in_row & kColumnA) * 0xFF,
      (full_column & 0xFF) * kColumnA,
      filled_along<9>(filled, 0xFF80808080808080ULL, 0xFFFFC0C0C0C0C0C0ULL, 0xFFFFFFFFF0F0F0F0ULL) &
          filled_along<-9>(filled, 0x01010101010101FFULL, 0x030303030303FFFFULL, 0x0F0F0F0FFFFFFFFFULL),
      filled_along<7>(filled, 0xFF01010101010101ULL, 0xFFFF030303030303ULL, 0xFFFFFFFF0F0F0F0FULL) &
          filled_along<-7>(filled, 0x80808080808080FFULL, 0xC0C0C0C0C0C0FFFFULL, 0xF0F0F0F0FFFFFFFFULL),
  };
}

#if defined(__AVX2__)
// filled_along() both ways for the four directions at once, one 64-bit lane each (steps
// 1, 8, 9 and 7): a third of the portable kernel's time (reversi_stability_benchmark).
inline FullLines full_lines_avx2(Bitboard filled) {
  const auto lanes = [](Bitboard rows, Bitboard columns, Bitboard diagonals, Bitboard anti_diagonals) {
    return _mm256_set_epi64x(static_cast<long long>(anti_diagonals), static_cast<long long>(diagonals),
                             static_cast<long long>(columns), static_cast<long long>(rows));
  };
  const __m256i step = _mm256_set_epi64x(7, 9, 8, 1);
  const __m256i step2 = _mm256_add_epi64(step, step);
  const __m256i step4 = _mm256_add_epi64(step2, step2);
  // The squares with no square 1, 2, 4 steps on, up the board and down it.
  const __m256i up_edge1 =
      lanes(0x8080808080808080ULL, 0xFF00000000000000ULL, 0xFF80808080808080ULL, 0xFF01010101010101ULL);
  const __m256i up_edge2 =
      lanes(0xC0C0C0C0C0C0C0C0ULL, 0xFFFF000000000000ULL, 0xFFFFC0C0C0C0C0C0ULL, 0xFFFF030303030303ULL);
  const __m256i up_edge4 =
      lanes(0xF0F0F0F0F0F0F0F0ULL, 0xFFFFFFFF00000000ULL, 0xFFFFFFFFF0F0F0F0ULL, 0xFFFFFFFF0F0F0F0FULL);
  const __m256i down_edge1 =
      lanes(0x0101010101010101ULL, 0x00000000000000FFULL, 0x01010101010101FFULL, 0x80808080808080FFULL);
  const __m256i down_edge2 =
      lanes(0x0303030303030303ULL, 0x000000000000FFFFULL, 0x030303030303FFFFULL, 0xC0C0C0C0C0C0FFFFULL);
  const __m256i down_edge4 =
      lanes(0x0F0F0F0F0F0F0F0FULL, 0x00000000FFFFFFFFULL, 0x0F0F0F0FFFFFFFFFULL, 0xF0F0F0F0FFFFFFFFULL);
  const __m256i all = _mm256_set1_epi64x(static_cast<long long>(filled));
  __m256i up = all;
  __m256i down = all;
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step), up_edge1));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step), down_edge1));
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step2), up_edge2));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step2), down_edge2));
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step4), up_edge4));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step4), down_edge4));
  const __m256i full = _mm256_and_si256(up, down);
  const __m128i low = _mm256_castsi256_si128(full);
  const __m128i high = _mm256_extracti128_si256(full, 1);
  return {static_cast<Bitboard>(_mm_cvtsi128_si64(low)), static_cast<Bitboard>(_mm_extract_epi64(low, 1)),
          static_cast<Bitboard>(_mm_cvtsi128_si64(high)), static_cast<Bitboard>(_mm_extract_epi64(high, 1))};
}
#endif

}  // namespace detail

// The full lines of a board whose filled squares are `filled`.
inline FullLines full_lines(Bitboard filled) {
#if defined(__AVX2__)
  return detail::full_lines_avx2(filled);
#else
  return detail::full_lines_portable(filled);
#endif
}

}  // namespace reversi::engine
