// The eight symmetries of the board (the dihedral group of the square): used to fold
// equivalent positions together in books and hash tables and to check evaluations.
#pragma once

#include <array>

#include "core/board.h"

namespace reversi {

// Rotations are clockwise as the board is drawn: a1 top-left, h1 top-right.
enum class Symmetry : std::uint8_t {
  Identity,
  Rotate90,
  Rotate180,
  Rotate270,
  MirrorRows,          // row 1 <-> row 8
  MirrorColumns,       // column a <-> column h
  MirrorDiagonal,      // across the a1-h8 diagonal: b1 <-> a2
  MirrorAntiDiagonal,  // across the h1-a8 diagonal: a1 <-> h8
};

inline constexpr std::array<Symmetry, 8> kSymmetries = {
    Symmetry::Identity,   Symmetry::Rotate90,      Symmetry::Rotate180,      Symmetry::Rotate270,
    Symmetry::MirrorRows, Symmetry::MirrorColumns, Symmetry::MirrorDiagonal, Symmetry::MirrorAntiDiagonal};

Bitboard transform(Bitboard b, Symmetry s);
// `b` under every symmetry, in the order of kSymmetries: the same as eight transform()s,
// for three mirrorings and four byte swaps (training reads a board in all eight).
std::array<Bitboard, 8> all_transforms(Bitboard b);
// The first four of those, the rotations, for fewer steps (the evaluation reads these).
std::array<Bitboard, 4> all_rotations(Bitboard b);
Square transform(Square sq, Symmetry s);  // Pass stays Pass
Board transform(const Board& board, Symmetry s);

// A board in its canonical orientation, the least of its eight images (by player's discs,
// then opponent's), and the symmetry that takes the board there: the eight images of a
// position share one canonical board, so a book stores each position once.
struct CanonicalBoard {
  Board board;
  Symmetry symmetry;  // transform(original, symmetry) == board
};
CanonicalBoard canonical(const Board& board);

// The symmetry that undoes `s`.
constexpr Symmetry inverse(Symmetry s) {
  if (s == Symmetry::Rotate90) return Symmetry::Rotate270;
  if (s == Symmetry::Rotate270) return Symmetry::Rotate90;
  return s;
}

}  // namespace reversi
