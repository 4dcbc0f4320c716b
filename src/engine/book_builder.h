// Grows an opening book by deviation search, as Edax's book does: from the start, follow
// the best move of every book position and the moves within `width` discs of it, and
// search the first position off the book so reached; its value then flows up to the
// start by negamax (Book::propagate), which may bring other moves near the best.
//
// The positions of the lines the book must hold (`lines`, such as the named openings) come
// first, nearest the start first, then every position of the opening within its width.
// Then positions are taken in order of how much the line to them gives away (the sum of
// each move's distance from its position's best), then the fewest moves from the start,
// then the canonical board: so the book deepens the best line first, and the same book
// always grows the same way. A step takes the first positions off the book in that order
// until the book's size is a multiple of `batch` (or the lines run out of them), searches
// them (on several threads if asked) and then propagates once: propagating and finding
// the next positions go through the whole book, which a large book should pay once a
// step, not once a position. Each search starts from an empty hash table and one thread,
// so the book does not depend on the number of threads; and each step depends only on the
// book, so a build that stops after a step and resumes passes through the same books as
// one that never stopped.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "engine/book.h"
#include "engine/engine.h"

namespace reversi::engine {

struct BookBuildOptions {
  int depth = 14;  // the look-ahead of each position's search
  int width = 2;   // discs: the moves followed are those this close to their position's best
  int plies = 20;  // the book goes no further from the start than this many moves
  int batch = 1;   // positions searched before their values flow up
  // The opening, the positions fewer than `opening_plies` moves from the start, where the
  // book is wider and deeper: it follows the moves within `opening_width` discs and searches
  // `opening_depth` plies (when above `width` and `depth`). Every position so reached, up to
  // `opening_plies` moves, comes before the rest. Past it the depth falls by a ply a move
  // down to `depth`, so that a move's value through the next book position comes from a
  // search at least as deep as its own position's. The lines' positions are searched
  // `opening_depth` plies deep wherever they are.
  int opening_plies = 0;
  int opening_width = 0;
  int opening_depth = 0;
  // Lines from the start that the book holds to their end, every position of them.
  std::vector<std::vector<Square>> lines{};

  // The width followed and the depth searched `moves_made` moves from the start.
  int width_at(int moves_made) const;
  int depth_at(int moves_made) const;
};

class BookBuilder {
 public:
  // Grows `book` (lent for the builder's lifetime) with `threads` engines of `engine_options`
  // (one thread each), which search a step's positions at once.
  BookBuilder(Book& book, const BookBuildOptions& options, const EngineOptions& engine_options,
              int threads = 1);

  // The positions the next step adds (canonical), the first first; none when every line
  // within the width and the plies is in the book.
  std::vector<Board> next_positions() const;
  // Searches every position of `boards`, adds them with every move's value and propagates.
  void add(const std::vector<Board>& boards);
  // Adds the next step's positions; how many, 0 when there are none.
  std::size_t grow();

 private:
  struct Searched {
    int depth = 0;
    std::vector<SearchedMove> moves;
  };
  Searched search(Engine& engine, const Board& board) const;
  // The positions of `lines_` the book does not hold yet, at most `wanted`.
  std::vector<Board> missing_line_positions(std::size_t wanted) const;

  Book& book_;
  BookBuildOptions options_;
  // Every position of the options' lines (canonical), nearest the start first.
  std::vector<Board> line_positions_;
  std::vector<std::unique_ptr<Engine>> engines_;
};

}  // namespace reversi::engine
