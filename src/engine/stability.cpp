#include "engine/stability.h"

#include <array>
#include <cstdint>

#include "engine/full_lines.h"

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

// Built once, before main: a lookup costs no check that the table is ready.
const std::array<std::uint8_t, 256 * 256> kEdgeStability = edge_stability_table();

std::uint8_t edge_stable(std::uint8_t mine, std::uint8_t theirs) {
  return kEdgeStability[mine * 256 + theirs];
}

// The squares off the edges.
constexpr Bitboard kInnerSquares = 0x007E7E7E7E7E7E00ULL;

// Column a as a byte (bit i = row i), and back.
constexpr std::uint8_t column_a_byte(Bitboard b) {
  return static_cast<std::uint8_t>(((b & kColumnA) * 0x0102040810204080ULL) >> 56);
}
constexpr auto kColumnAOfByte = [] {
  std::array<Bitboard, 256> columns{};
  for (int byte = 0; byte < 256; ++byte) {
    for (int row = 0; row < 8; ++row) columns[byte] |= static_cast<Bitboard>(byte >> row & 1) << (row * 8);
  }
  return columns;
}();

// The discs of `mine` that the edges alone keep, edge by edge.
Bitboard stable_edges(Bitboard mine, Bitboard theirs) {
  const auto row1 =
      static_cast<Bitboard>(edge_stable(static_cast<std::uint8_t>(mine), static_cast<std::uint8_t>(theirs)));
  const auto row8 = static_cast<Bitboard>(
      edge_stable(static_cast<std::uint8_t>(mine >> 56), static_cast<std::uint8_t>(theirs >> 56)));
  const Bitboard column_a = kColumnAOfByte[edge_stable(column_a_byte(mine), column_a_byte(theirs))];
  const Bitboard column_h = kColumnAOfByte[edge_stable(column_a_byte(mine >> 7), column_a_byte(theirs >> 7))]
                            << 7;
  return row1 | (row8 << 56) | column_a | column_h;
}

}  // namespace

Bitboard stable_discs(Bitboard mine, Bitboard theirs, int enough) {
  const FullLines full = full_lines(mine | theirs);
  // The edges are settled by their table: an edge disc flips only along its edge, where the
  // table has tried every way the edge can fill, so growing there adds nothing. Only the
  // inner squares grow, and their neighbours are all on the board: the shifts below need
  // no masks against wrapping around its sides.
  const Bitboard inner_discs = mine & kInnerSquares;
  Bitboard stable = stable_edges(mine, theirs) | (full.all() & inner_discs);
  // A disc is also stable when along each line it is full or leans on a stable disc of its own.
  while (true) {
    const Bitboard along_rows = full.rows | (stable << 1) | (stable >> 1);
    const Bitboard along_columns = full.columns | (stable << 8) | (stable >> 8);
    const Bitboard along_diagonals = full.diagonals | (stable << 9) | (stable >> 9);
    const Bitboard along_anti_diagonals = full.anti_diagonals | (stable << 7) | (stable >> 7);
    const Bitboard grown =
        stable | (inner_discs & along_rows & along_columns & along_diagonals & along_anti_diagonals);
    if (grown == stable || count(grown) >= enough) return grown;
    stable = grown;
  }
}

}  // namespace reversi::engine
