// A book that learns from finished games, as Edax's `book learn` does: the positions of a
// game near its start that no book has yet are searched with every move's value and kept
// in a user's own book, laid over the shipped one. Their values then flow up by negamax
// through both books, so a line that lost is valued lower the next time it comes, and a
// move the shipped book left as a leaf becomes a book move. The shipped book is never
// changed: it stays what its build made; the learned one is the user's to keep or throw away.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "core/game.h"
#include "engine/book.h"

namespace reversi::engine {

struct LearnOptions {
  int depth = 16;  // the look-ahead of each learned position's search, deeper than the shipped book's
  int plies = 30;  // positions no further from the start than this many moves, as the shipped book
};

// The positions of a game (`positions`: its boards in order of play) that a book lacking
// `known` should learn: those no more than `plies` moves from the start whose side to move
// has a move, canonical, in the game's order, each once.
std::vector<Board> positions_to_learn(const std::vector<Board>& positions, const Book& known, int plies);

// The boards of `game` in order of play, from its start to its cursor.
std::vector<Board> boards_played(const Game& game);

class LearningBook {
 public:
  // `shipped` with `learned` laid over it: a learned position replaces a shipped one.
  LearningBook(const Book& shipped, Book learned);

  // Both books as one, every value propagated through both: what the levels play from.
  const Book& book() const { return combined_; }
  // What the user's file keeps.
  const Book& learned() const { return learned_; }
  // Whether the book's entry for `board` is a learned one.
  bool is_learned(const Board& board) const { return learned_.contains(board); }

  // Searches the game's positions to learn (positions_to_learn) on `jobs` threads, adds
  // them, and propagates; how many were added. `stopped`, asked before each round of
  // `jobs` searches, ends the learning there, keeping what was searched.
  std::size_t learn(const std::vector<Board>& positions, const LearnOptions& options, int jobs = 1,
                    const std::function<bool()>& stopped = {});

 private:
  Book learned_;
  Book combined_;
};

}  // namespace reversi::engine
