#include "engine/stability.h"

#include <array>
#include <cstdint>

namespace reversi::engine {

namespace {

// One line of 8 squares as two bytes (bit i = square i of the line).
struct Line {
  std::uint8_t mine;
  std::uint8_t theirs;
};

// The discs of `mine` that a side playing on `square` turns over along the line.
std::uint8_t line_flips(int square, std::uint8_t mover, std::uint8_t other) {
  std::uint8_t flipped = 0;
  for (int step : {-1, 1}) {
    std::uint8_t run = 0;
    int i = square + step;
    while (i >= 0 && i < 8 && (other >> i & 1)) {
      run |= static_cast<std::uint8_t>(1 << i);
      i += step;
    }
    if (i >= 0 && i < 8 && (mover >> i & 1)) flipped |= run;
  }
  return flipped;
}

// Edge stability for every pair of bytes (mine, theirs), by trying every way the edge can
// fill up: any empty square may be taken by either side at any time (by a move that flips
// along the edge, or by one that flips only off it). A disc is stable if it stays mine
// whichever way the edge fills.
std::array<std::uint8_t, 256 * 256> edge_stability_table() {
  std::array<std::uint8_t, 256 * 256> table{};
  std::array<bool, 256 * 256> known{};
  auto stable = [&](auto& self, std::uint8_t mine, std::uint8_t theirs) -> std::uint8_t {
    const int index = mine * 256 + theirs;
    if (known[index]) return table[index];
    std::uint8_t result = mine;
    const std::uint8_t empty = static_cast<std::uint8_t>(~(mine | theirs));
    for (int square = 0; square < 8 && result; ++square) {
      if (!(empty >> square & 1)) continue;
      const auto placed = static_cast<std::uint8_t>(1 << square);
      // I take the square, flipping along the line if I bracket, or placing only. (Taking
      // in more ways than the rules allow only makes the answer more cautious.)
      const std::uint8_t my_flips = line_flips(square, mine, theirs);
      result &= self(self, static_cast<std::uint8_t>(mine | placed | my_flips),
                     static_cast<std::uint8_t>(theirs & ~my_flips));
      result &= self(self, static_cast<std::uint8_t>(mine | placed), theirs);
      // They take it, flipping along the line if they bracket, or placing only.
      const std::uint8_t their_flips = line_flips(square, theirs, mine);
      result &= self(self, static_cast<std::uint8_t>(mine & ~their_flips),
                     static_cast<std::uint8_t>(theirs | placed | their_flips));
      result &= self(self, mine, static_cast<std::uint8_t>(theirs | placed));
    }
    known[index] = true;
    table[index] = result;
    return result;
  };
  for (int mine = 0; mine < 256; ++mine) {
    for (int theirs = 0; theirs < 256; ++theirs) {
      if ((mine & theirs) == 0)
        stable(stable, static_cast<std::uint8_t>(mine), static_cast<std::uint8_t>(theirs));
    }
  }
  return table;
}

std::uint8_t edge_stable(std::uint8_t mine, std::uint8_t theirs) {
  static const std::array<std::uint8_t, 256 * 256> table = edge_stability_table();
  return table[mine * 256 + theirs];
}

// Column a as a byte (bit i = row i), and back.
constexpr std::uint8_t column_a_byte(Bitboard b) {
  return static_cast<std::uint8_t>(((b & kColumnA) * 0x0102040810204080ULL) >> 56);
}
constexpr Bitboard byte_to_column_a(std::uint8_t byte) {
  Bitboard column = 0;
  for (int row = 0; row < 8; ++row) column |= static_cast<Bitboard>(byte >> row & 1) << (row * 8);
  return column;
}

Bitboard stable_edges(Bitboard mine, Bitboard theirs) {
  const auto row1 =
      static_cast<Bitboard>(edge_stable(static_cast<std::uint8_t>(mine), static_cast<std::uint8_t>(theirs)));
  const auto row8 = static_cast<Bitboard>(
      edge_stable(static_cast<std::uint8_t>(mine >> 56), static_cast<std::uint8_t>(theirs >> 56)));
  const Bitboard column_a = byte_to_column_a(edge_stable(column_a_byte(mine), column_a_byte(theirs)));
  const Bitboard column_h =
      byte_to_column_a(edge_stable(column_a_byte(mine >> 7), column_a_byte(theirs >> 7))) << 7;
  return row1 | (row8 << 56) | column_a | column_h;
}

// The lines of each direction, as masks: rows, columns, and both diagonal directions.
struct LineMasks {
  std::array<Bitboard, 8> rows{};
  std::array<Bitboard, 8> columns{};
  std::array<Bitboard, 15> diagonals{};       // a1-h8 direction, by column - row
  std::array<Bitboard, 15> anti_diagonals{};  // h1-a8 direction, by column + row
};

constexpr LineMasks kLines = [] {
  LineMasks lines;
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 8; ++column) {
      const Bitboard b = Bitboard{1} << (row * 8 + column);
      lines.rows[row] |= b;
      lines.columns[column] |= b;
      lines.diagonals[column - row + 7] |= b;
      lines.anti_diagonals[column + row] |= b;
    }
  }
  return lines;
}();

template <std::size_t N>
Bitboard full_lines(Bitboard filled, const std::array<Bitboard, N>& lines) {
  Bitboard full = 0;
  for (Bitboard line : lines) {
    if ((filled & line) == line) full |= line;
  }
  return full;
}

}  // namespace

Bitboard stable_discs(Bitboard mine, Bitboard theirs) {
  const Bitboard filled = mine | theirs;
  const Bitboard full_rows = full_lines(filled, kLines.rows);
  const Bitboard full_columns = full_lines(filled, kLines.columns);
  const Bitboard full_diagonals = full_lines(filled, kLines.diagonals);
  const Bitboard full_anti_diagonals = full_lines(filled, kLines.anti_diagonals);
  Bitboard stable =
      (stable_edges(mine, theirs) | (full_rows & full_columns & full_diagonals & full_anti_diagonals)) & mine;
  // A disc is also stable when along each line it is full or leans on a stable disc of its own.
  while (true) {
    const Bitboard along_rows = full_rows | ((stable << 1) & ~kColumnA) | ((stable >> 1) & ~kColumnH);
    const Bitboard along_columns = full_columns | (stable << 8) | (stable >> 8);
    const Bitboard along_diagonals =
        full_diagonals | ((stable << 9) & ~kColumnA) | ((stable >> 9) & ~kColumnH);
    const Bitboard along_anti_diagonals =
        full_anti_diagonals | ((stable << 7) & ~kColumnH) | ((stable >> 7) & ~kColumnA);
    const Bitboard grown =
        stable | (mine & along_rows & along_columns & along_diagonals & along_anti_diagonals);
    if (grown == stable) return stable;
    stable = grown;
  }
}

}  // namespace reversi::engine
