// Legal moves and flips: the hot path of perft and of every search.
//
// Both work on whole bitboards with no loop over squares. `player` holds the discs of the
// side to move, `opponent` the other side's; the two never overlap.
#pragma once

#include <bit>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "core/bitboard.h"

namespace reversi {

namespace detail {

// The empty-or-not squares that `player` brackets along one line (both ways along the
// step `kShift`). `mask` keeps runs from wrapping around the board edge: it is `opponent`
// itself for vertical lines and `opponent` without columns a and h otherwise.
// Runs grow 1, 2, then 4 and 6 long by doubling the step, so six opponent discs in a row
// (the most a line can hold between two other squares) take four steps, not six.
template <int kShift>
constexpr Bitboard bracketed_along(Bitboard player, Bitboard mask) {
  Bitboard up = mask & (player << kShift);
  Bitboard down = mask & (player >> kShift);
  up |= mask & (up << kShift);
  down |= mask & (down >> kShift);
  const Bitboard pairs_up = mask & (mask << kShift);
  const Bitboard pairs_down = pairs_up >> kShift;
  up |= pairs_up & (up << (2 * kShift));
  down |= pairs_down & (down >> (2 * kShift));
  up |= pairs_up & (up << (2 * kShift));
  down |= pairs_down & (down >> (2 * kShift));
  return (up << kShift) | (down >> kShift);
}

// The portable kernel of legal_moves(); also the oracle the vector kernel is tested against.
constexpr Bitboard legal_moves_portable(Bitboard player, Bitboard opponent) {
  const Bitboard inner = opponent & kInnerColumns;
  const Bitboard bracketed = bracketed_along<1>(player, inner) | bracketed_along<8>(player, opponent) |
                             bracketed_along<7>(player, inner) | bracketed_along<9>(player, inner);
  return bracketed & ~(player | opponent);
}

#if defined(__AVX2__)
// The same steps as bracketed_along(), for the four lines at once: one 64-bit lane per
// line (steps 1, 8, 7 and 9), so the whole computation is a quarter as long.
inline Bitboard legal_moves_avx2(Bitboard player, Bitboard opponent) {
  const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
  const __m256i shift2 = _mm256_add_epi64(shift, shift);
  const __m256i line_masks =
      _mm256_set_epi64x(static_cast<long long>(kInnerColumns), static_cast<long long>(kInnerColumns), -1,
                        static_cast<long long>(kInnerColumns));
  const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
  const __m256i mask = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(opponent)), line_masks);
  __m256i up = _mm256_and_si256(mask, _mm256_sllv_epi64(p, shift));
  __m256i down = _mm256_and_si256(mask, _mm256_srlv_epi64(p, shift));
  up = _mm256_or_si256(up, _mm256_and_si256(mask, _mm256_sllv_epi64(up, shift)));
  down = _mm256_or_si256(down, _mm256_and_si256(mask, _mm256_srlv_epi64(down, shift)));
  const __m256i pairs_up = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, shift));
  const __m256i pairs_down = _mm256_srlv_epi64(pairs_up, shift);
  up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
  down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
  up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
  down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
  const __m256i bracketed = _mm256_or_si256(_mm256_sllv_epi64(up, shift), _mm256_srlv_epi64(down, shift));
  const __m128i halves =
      _mm_or_si128(_mm256_castsi256_si128(bracketed), _mm256_extracti128_si256(bracketed, 1));
  const auto lines =
      static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))));
  return lines & ~(player | opponent);
}
#endif

}  // namespace detail

// Every empty square where the side to move flips at least one disc.
inline Bitboard legal_moves(Bitboard player, Bitboard opponent) {
#if defined(__AVX2__)
  return detail::legal_moves_avx2(player, opponent);
#else
  return detail::legal_moves_portable(player, opponent);
#endif
}

namespace detail {

// The portable kernel of flips(); also the oracle the vector kernel is tested against.
//
// Along each ray from `sq`, the first square that is not an opponent disc decides: if it
// holds a player disc, every square before it flips. Going up the board that square is the
// lowest set bit of the ray's non-opponent squares; going down it is the highest.
constexpr Bitboard flips_portable(Square sq, Bitboard player, Bitboard opponent) {
  const auto& rays = kRays[index_of(sq)];
  Bitboard flipped = 0;
  for (int d = 0; d < kIncreasingDirections; ++d) {
    const Bitboard ray = rays[d];
    const Bitboard stopper = ray & ~opponent;
    const Bitboard first = stopper & (0 - stopper);
    const Bitboard bracketed = (first - 1) & ray;
    flipped |= (first & player) ? bracketed : 0;
  }
  for (int d = kIncreasingDirections; d < 8; ++d) {
    const Bitboard ray = rays[d];
    const Bitboard first = std::bit_floor(ray & ~opponent);
    const Bitboard bracketed = ray & (0 - (first << 1));
    flipped |= (first & player) ? bracketed : 0;
  }
  return flipped;
}

#if defined(__AVX512VL__) && defined(__AVX512CD__)
// flips_portable() with the four rays of each half in one vector; the highest set bit of
// the downward rays comes from a vector leading-zero count.
inline Bitboard flips_avx512(Square sq, Bitboard player, Bitboard opponent) {
  const auto& rays = kRays[index_of(sq)];
  const __m256i up_rays = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&rays[0]));
  const __m256i down_rays =
      _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&rays[kIncreasingDirections]));
  const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
  const __m256i o = _mm256_set1_epi64x(static_cast<long long>(opponent));
  const __m256i zero = _mm256_setzero_si256();

  const __m256i up_stopper = _mm256_andnot_si256(o, up_rays);
  const __m256i up_first = _mm256_and_si256(up_stopper, _mm256_sub_epi64(zero, up_stopper));
  const __m256i up_bracketed = _mm256_and_si256(_mm256_add_epi64(up_first, _mm256_set1_epi64x(-1)), up_rays);
  const __m256i up = _mm256_maskz_mov_epi64(_mm256_test_epi64_mask(up_first, p), up_bracketed);

  const __m256i down_first = _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(Bitboard{1} << 63)),
                                               _mm256_lzcnt_epi64(_mm256_andnot_si256(o, down_rays)));
  const __m256i down_bracketed =
      _mm256_and_si256(down_rays, _mm256_sub_epi64(zero, _mm256_slli_epi64(down_first, 1)));
  const __m256i down = _mm256_maskz_mov_epi64(_mm256_test_epi64_mask(down_first, p), down_bracketed);

  const __m256i both = _mm256_or_si256(up, down);
  const __m128i halves = _mm_or_si128(_mm256_castsi256_si128(both), _mm256_extracti128_si256(both, 1));
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))));
}
#endif

#if defined(__AVX2__)
// flips_portable() with the four rays of each half in one vector, for processors with
// AVX2 but not AVX-512 (most desktops). With no vector leading-zero count, the highest set
// bit of a downward ray is found by smearing its bits down the ray (steps of one, two and
// four squares cover the seven a ray can hold) and keeping the one with no bit a square above.
inline Bitboard flips_avx2(Square sq, Bitboard player, Bitboard opponent) {
  const auto& rays = kRays[index_of(sq)];
  const __m256i up_rays = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&rays[0]));
  const __m256i down_rays =
      _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&rays[kIncreasingDirections]));
  const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
  const __m256i o = _mm256_set1_epi64x(static_cast<long long>(opponent));
  const __m256i zero = _mm256_setzero_si256();
  // A ray whose first non-opponent square is not the player's flips nothing.
  const auto if_player_ends = [&](__m256i first, __m256i bracketed) {
    return _mm256_andnot_si256(_mm256_cmpeq_epi64(_mm256_and_si256(first, p), zero), bracketed);
  };

  const __m256i up_stopper = _mm256_andnot_si256(o, up_rays);
  const __m256i up_first = _mm256_and_si256(up_stopper, _mm256_sub_epi64(zero, up_stopper));
  const __m256i up_bracketed = _mm256_and_si256(_mm256_add_epi64(up_first, _mm256_set1_epi64x(-1)), up_rays);

  // The bit steps of west, north, north-west and north-east (kDirections 4 to 7).
  const __m256i step = _mm256_set_epi64x(7, 9, 8, 1);
  __m256i smeared = _mm256_andnot_si256(o, down_rays);
  smeared = _mm256_or_si256(smeared, _mm256_srlv_epi64(smeared, step));
  smeared = _mm256_or_si256(smeared, _mm256_srlv_epi64(smeared, _mm256_add_epi64(step, step)));
  smeared = _mm256_or_si256(smeared, _mm256_srlv_epi64(smeared, _mm256_slli_epi64(step, 2)));
  const __m256i down_first = _mm256_andnot_si256(_mm256_srlv_epi64(smeared, step), smeared);
  const __m256i down_bracketed =
      _mm256_and_si256(down_rays, _mm256_sub_epi64(zero, _mm256_slli_epi64(down_first, 1)));

  const __m256i both =
      _mm256_or_si256(if_player_ends(up_first, up_bracketed), if_player_ends(down_first, down_bracketed));
  const __m128i halves = _mm_or_si128(_mm256_castsi256_si128(both), _mm256_extracti128_si256(both, 1));
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))));
}
#endif

}  // namespace detail

// The opponent discs that a disc placed on `sq` turns over (none if `sq` is not a move).
inline Bitboard flips(Square sq, Bitboard player, Bitboard opponent) {
#if defined(__AVX512VL__) && defined(__AVX512CD__)
  return detail::flips_avx512(sq, player, opponent);
#elif defined(__AVX2__)
  return detail::flips_avx2(sq, player, opponent);
#else
  return detail::flips_portable(sq, player, opponent);
#endif
}

}  // namespace reversi
