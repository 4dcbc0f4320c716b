// The full lines of a board: for each of the four directions, the squares whose line in
// that direction has no empty square. A disc on a full line cannot be flipped along it,
// which is where stability (stability.h) starts from.
#pragma once

#include <array>

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

// The squares from which `steps` steps of (column_step, row_step) leave the board.
constexpr Bitboard leaving_board(int column_step, int row_step, int steps) {
  Bitboard squares = 0;
  for (int i = 0; i < kSquareCount; ++i) {
    const int column = i % kBoardSize + column_step * steps;
    const int row = i / kBoardSize + row_step * steps;
    if (column < 0 || column >= kBoardSize || row < 0 || row >= kBoardSize) squares |= Bitboard{1} << i;
  }
  return squares;
}

// The squares from which every square along (kColumnStep, kRowStep), up to the board's
// edge, is filled. Three doublings cover the seven steps a line can hold; the squares the
// steps would take off the board count as filled.
template <int kColumnStep, int kRowStep>
constexpr Bitboard filled_along(Bitboard filled) {
  constexpr int kShift = kBoardSize * kRowStep + kColumnStep;
  const auto on = [](Bitboard b, int steps) {
    return kShift > 0 ? b >> (kShift * steps) : b << (-kShift * steps);
  };
  constexpr Bitboard kLeaving1 = leaving_board(kColumnStep, kRowStep, 1);
  constexpr Bitboard kLeaving2 = leaving_board(kColumnStep, kRowStep, 2);
  constexpr Bitboard kLeaving4 = leaving_board(kColumnStep, kRowStep, 4);
  filled &= on(filled, 1) | kLeaving1;
  filled &= on(filled, 2) | kLeaving2;
  filled &= on(filled, 4) | kLeaving4;
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
      filled_along<1, 1>(filled) & filled_along<-1, -1>(filled),
      filled_along<-1, 1>(filled) & filled_along<1, -1>(filled),
  };
}

#if defined(__AVX2__)
// kLeavingLanes[way][k]: leaving_board() after 1, 2, 4 (k = 0, 1, 2) steps up the board
// (way 0) or down it (way 1), a lane for each direction in the vector kernel's order:
// rows, columns, diagonals, anti-diagonals (steps 1, 8, 9 and 7 up the board).
inline constexpr auto kLeavingLanes = [] {
  constexpr std::array<std::array<int, 2>, 4> kUpSteps = {{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}};
  std::array<std::array<std::array<Bitboard, 4>, 3>, 2> lanes{};
  for (int way = 0; way < 2; ++way) {
    const int sign = way == 0 ? 1 : -1;
    for (int k = 0; k < 3; ++k) {
      for (int lane = 0; lane < 4; ++lane)
        lanes[way][k][lane] = leaving_board(sign * kUpSteps[lane][0], sign * kUpSteps[lane][1], 1 << k);
    }
  }
  return lanes;
}();

// filled_along() both ways for the four directions at once, one 64-bit lane each, in far
// less time than the portable kernel (reversi_stability_benchmark; docs/benchmarks/search.md,
// "The stable discs").
inline FullLines full_lines_avx2(Bitboard filled) {
  const auto leaving = [](int way, int k) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kLeavingLanes[way][k].data()));
  };
  const __m256i step = _mm256_set_epi64x(7, 9, 8, 1);
  const __m256i step2 = _mm256_add_epi64(step, step);
  const __m256i step4 = _mm256_add_epi64(step2, step2);
  const __m256i all = _mm256_set1_epi64x(static_cast<long long>(filled));
  __m256i up = all;
  __m256i down = all;
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step), leaving(0, 0)));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step), leaving(1, 0)));
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step2), leaving(0, 1)));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step2), leaving(1, 1)));
  up = _mm256_and_si256(up, _mm256_or_si256(_mm256_srlv_epi64(up, step4), leaving(0, 2)));
  down = _mm256_and_si256(down, _mm256_or_si256(_mm256_sllv_epi64(down, step4), leaving(1, 2)));
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
