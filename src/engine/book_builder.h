// Grows an opening book by deviation search, as Edax's book does: from the start, follow
// the best move of every book position and the moves within `width` discs of it, and
// search the first position off the book so reached; its value then flows up to the
// start by negamax (Book::propagate), which may bring other moves near the best.
//
// Positions are taken in order of how much the line to them gives away (the sum of each
// move's distance from its position's best), then the fewest moves from the start, then
// the canonical board: so the book deepens the best line first, and the same book always
// grows the same way. Each search starts from an empty hash table and one thread, so that
// building N positions and then N more gives the book that 2N at once does.
#pragma once

#include <optional>

#include "engine/book.h"
#include "engine/engine.h"

namespace reversi::engine {

struct BookBuildOptions {
  int depth = 14;  // the look-ahead of each position's search
  int width = 2;   // discs: the moves followed are those this close to their position's best
  int plies = 20;  // the book goes no further from the start than this many moves
};

class BookBuilder {
 public:
  // Grows `book` with `engine`'s searches; both are lent for the builder's lifetime.
  BookBuilder(Book& book, Engine& engine, const BookBuildOptions& options);

  // The next position to add (canonical), or none when every line within the width and
  // the plies is in the book.
  std::optional<Board> next_position() const;
  // Searches `board`, adds it with every move's value and propagates the values.
  void add(const Board& board);
  // Adds the next position; false when there is none.
  bool grow();

 private:
  Book& book_;
  Engine& engine_;
  BookBuildOptions options_;
};

}  // namespace reversi::engine
