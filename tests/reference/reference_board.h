// A slow, obviously-correct Reversi: a plain 8x8 array of cells and a walk along each of
// the eight directions, written straight from the rules with no bit tricks. The tests
// check the fast core against it; it shares no code with the core.
#pragma once

#include <array>
#include <utility>
#include <vector>

namespace reference {

enum class Cell { Empty, Black, White };

struct Board {
  std::array<std::array<Cell, 8>, 8> cells{};  // cells[row][column]
  Cell to_move = Cell::Black;
};

// (column, row) pairs, in the order columns a..h then rows 1..8 as written.
using Squares = std::vector<std::pair<int, int>>;

Board start();
Cell other(Cell c);
// The discs a disc of the side to move at (column, row) would turn over.
Squares flips(const Board& board, int column, int row);
Squares legal_moves(const Board& board);              // row by row from a1
bool must_pass(const Board& board);                   // no move here, but the other side has one
bool is_game_over(const Board& board);                // neither side can move
Board play(const Board& board, int column, int row);  // a legal move; hands the turn over
Board pass(const Board& board);
int count(const Board& board, Cell c);

}  // namespace reference
