#include "core/symmetry.h"

#include <bit>

namespace reversi {

namespace {

// Swaps the bits of `b` selected by `mask` with those `delta` places above them.
constexpr Bitboard delta_swap(Bitboard b, Bitboard mask, int delta) {
  const Bitboard t = (b ^ (b >> delta)) & mask;
  return b ^ t ^ (t << delta);
}

constexpr Bitboard mirror_rows(Bitboard b) { return __builtin_bswap64(b); }

constexpr Bitboard mirror_columns(Bitboard b) {
  b = delta_swap(b, 0x5555555555555555ULL, 1);
  b = delta_swap(b, 0x3333333333333333ULL, 2);
  return delta_swap(b, 0x0F0F0F0F0F0F0F0FULL, 4);
}

// (column, row) -> (row, column).
constexpr Bitboard mirror_diagonal(Bitboard b) {
  b = delta_swap(b, 0x00AA00AA00AA00AAULL, 7);
  b = delta_swap(b, 0x0000CCCC0000CCCCULL, 14);
  return delta_swap(b, 0x00000000F0F0F0F0ULL, 28);
}

}  // namespace

Bitboard transform(Bitboard b, Symmetry s) {
  switch (s) {
    case Symmetry::Identity: return b;
    case Symmetry::Rotate90: return mirror_columns(mirror_diagonal(b));
    case Symmetry::Rotate180: return mirror_rows(mirror_columns(b));
    case Symmetry::Rotate270: return mirror_rows(mirror_diagonal(b));
    case Symmetry::MirrorRows: return mirror_rows(b);
    case Symmetry::MirrorColumns: return mirror_columns(b);
    case Symmetry::MirrorDiagonal: return mirror_diagonal(b);
    case Symmetry::MirrorAntiDiagonal: return mirror_rows(mirror_columns(mirror_diagonal(b)));
  }
  return b;
}

std::array<Bitboard, 8> all_transforms(Bitboard b) {
  const Bitboard columns = mirror_columns(b);
  const Bitboard diagonal = mirror_diagonal(b);
  const Bitboard quarter_turn = mirror_columns(diagonal);
  return {b,       quarter_turn, mirror_rows(columns),     mirror_rows(diagonal), mirror_rows(b),
          columns, diagonal,     mirror_rows(quarter_turn)};
}

std::array<Bitboard, 4> all_rotations(Bitboard b) {
  const Bitboard diagonal = mirror_diagonal(b);
  return {b, mirror_columns(diagonal), mirror_rows(mirror_columns(b)), mirror_rows(diagonal)};
}

Square transform(Square sq, Symmetry s) {
  if (!is_board_square(sq)) return sq;
  return square_at(std::countr_zero(transform(bit(sq), s)));
}

Board transform(const Board& board, Symmetry s) {
  return Board{transform(board.player, s), transform(board.opponent, s)};
}

CanonicalBoard canonical(const Board& board) {
  const std::array<Bitboard, 8> players = all_transforms(board.player);
  const std::array<Bitboard, 8> opponents = all_transforms(board.opponent);
  std::size_t least = 0;
  for (std::size_t i = 1; i < players.size(); ++i) {
    if (players[i] < players[least] || (players[i] == players[least] && opponents[i] < opponents[least]))
      least = i;
  }
  return CanonicalBoard{Board{players[least], opponents[least]}, kSymmetries[least]};
}

}  // namespace reversi
