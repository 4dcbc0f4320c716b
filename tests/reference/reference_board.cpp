#include "reference/reference_board.h"

namespace reference {

namespace {

constexpr int kSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

bool on_board(int column, int row) { return column >= 0 && column < 8 && row >= 0 && row < 8; }

}  // namespace

Board start() {
  Board board;
  board.cells[3][3] = Cell::White;  // d4
  board.cells[4][4] = Cell::White;  // e5
  board.cells[4][3] = Cell::Black;  // d5
  board.cells[3][4] = Cell::Black;  // e4
  return board;
}

Cell other(Cell c) { return c == Cell::Black ? Cell::White : Cell::Black; }

Squares flips(const Board& board, int column, int row) {
  Squares flipped;
  if (board.cells[row][column] != Cell::Empty) return flipped;
  const Cell mine = board.to_move;
  const Cell theirs = other(mine);
  for (const auto& step : kSteps) {
    Squares line;
    int c = column + step[0];
    int r = row + step[1];
    while (on_board(c, r) && board.cells[r][c] == theirs) {
      line.emplace_back(c, r);
      c += step[0];
      r += step[1];
    }
    if (!line.empty() && on_board(c, r) && board.cells[r][c] == mine) {
      flipped.insert(flipped.end(), line.begin(), line.end());
    }
  }
  return flipped;
}

Squares legal_moves(const Board& board) {
  Squares moves;
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 8; ++column) {
      if (!flips(board, column, row).empty()) moves.emplace_back(column, row);
    }
  }
  return moves;
}

Board pass(const Board& board) {
  Board next = board;
  next.to_move = other(board.to_move);
  return next;
}

bool must_pass(const Board& board) { return legal_moves(board).empty() && !legal_moves(pass(board)).empty(); }

bool is_game_over(const Board& board) {
  return legal_moves(board).empty() && legal_moves(pass(board)).empty();
}

Board play(const Board& board, int column, int row) {
  Board next = board;
  for (const auto& [c, r] : flips(board, column, row)) next.cells[r][c] = board.to_move;
  next.cells[row][column] = board.to_move;
  next.to_move = other(board.to_move);
  return next;
}

int count(const Board& board, Cell c) {
  int n = 0;
  for (const auto& row : board.cells) {
    for (Cell cell : row) n += cell == c ? 1 : 0;
  }
  return n;
}

}  // namespace reference
