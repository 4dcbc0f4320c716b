// The opening book: positions searched deeply once, so that the levels need not search
// them again and can vary their openings among moves of nearly equal value.
//
// Each position is stored once for its eight symmetric images, in its canonical
// orientation (core/symmetry.h), with the depth it was searched to and the value of every
// move that search scored. A move whose next position is in the book too is a book move:
// its value is that position's, unless that position was searched shallower than a ply
// less than this one (a deep search's value is not traded for a shallower one). A
// position's value is the negamax of its moves' values,
// so deepening a line changes the values of the positions above it (propagate()). As in
// Edax's book, the moves not followed keep their searched values: they are the leaves that
// a deviation search (book_builder.h) expands when they come near the best.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/board.h"

namespace reversi::engine {

// A move as a search valued it: discs for the side to move.
struct SearchedMove {
  Square move = Square::Pass;
  Score value = 0;
  bool operator==(const SearchedMove&) const = default;
};

// One position of the book, in its canonical orientation.
struct BookEntry {
  int depth = 0;                    // the depth its moves were searched to
  std::vector<SearchedMove> moves;  // every legal move, canonical squares
  Score value = 0;                  // negamax over the moves, book positions' values included
};

// A move of a position looked up in the book, in that position's own orientation.
struct BookMove {
  Square move = Square::Pass;
  Score value = 0;       // discs for the side to move: the next position's value where it counts
  int depth = 0;         // the depth of the search behind the value
  bool in_book = false;  // the next position is in the book, or the move ends the game
  bool operator==(const BookMove&) const = default;
};

// Where the next decision is taken after `move` on `board`: the board after it, or after
// the forced pass that follows; `same_mover` when that pass hands the move back, so the
// value there counts for the side that played `move`. `game_over`: nobody can move.
struct NextDecision {
  Board board;
  bool same_mover = false;
  bool game_over = false;
};
NextDecision next_decision(const Board& board, Square move);

// What keeps a search's result for `board` out of the book, or nothing: no moves, a move
// not legal or listed twice, a value beyond the widest final score (64 discs).
std::optional<std::string> moves_problem(const Board& board, const std::vector<SearchedMove>& moves);
// What is wrong with a search depth for the book (from 0 to 60), or nothing.
std::optional<std::string> depth_problem(int depth);

class Book {
 public:
  struct BoardHash {
    std::size_t operator()(const Board& board) const;
  };
  using Entries = std::unordered_map<Board, BookEntry, BoardHash>;

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  bool contains(const Board& board) const;

  // Stores `board` (any orientation, a side to move with a legal move) with the values of
  // its moves (in its orientation) from a search of `depth`, replacing what the book had.
  // The values above it are stale until propagate(). Throws std::invalid_argument where
  // moves_problem() or depth_problem() finds one: the book's files refuse such an entry, so
  // a builder must fail at the search that gave it, not at the export after hours.
  void add(const Board& board, int depth, const std::vector<SearchedMove>& moves);
  // Stores an entry as a book file holds it: `board` canonical, the moves in its
  // orientation and `entry.value` already their negamax (so that loading a large book
  // need not propagate again).
  void add_canonical(const Board& board, BookEntry entry) { entries_[board] = std::move(entry); }
  void reserve(std::size_t positions) { entries_.reserve(positions); }
  // Recomputes every position's value by negamax, the deepest positions first.
  void propagate();

  // The moves of `board` in its own orientation, best first (equal values in square
  // order); empty when the book does not have it.
  std::vector<BookMove> moves(const Board& board) const;
  // The position's negamax value, if the book has it.
  std::optional<Score> value(const Board& board) const;
  // The entry of `board`'s canonical image, or nullptr.
  const BookEntry* find(const Board& board) const;

  const Entries& entries() const { return entries_; }  // keyed by canonical board

 private:
  // The value after a move (`next`: where it leads) for the side that plays it where the
  // book knows it at least as well as a search of `searched_depth` did: the game's end, or
  // the next position's value when that position was searched at least searched_depth - 1
  // deep; else none (the searched value stands). `depth`: set to the next position's depth
  // when it counts.
  std::optional<Score> followed_value(const NextDecision& next, int searched_depth, int* depth) const;

  Entries entries_;
};

}  // namespace reversi::engine
