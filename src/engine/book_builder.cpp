#include "engine/book_builder.h"

#include <queue>
#include <tuple>
#include <unordered_set>

#include "core/symmetry.h"

namespace reversi::engine {

namespace {

// A position reached from the start: how much its line gave away, how many moves it is
// from the start, and the board (canonical), compared in that order.
struct Reached {
  int loss;
  int plies;
  Board board;
  auto key() const { return std::tuple(loss, plies, board.player, board.opponent); }
  bool operator>(const Reached& other) const { return key() > other.key(); }
};

int plies_from_start(const Board& board) { return Board::start().empty_count() - board.empty_count(); }

}  // namespace

BookBuilder::BookBuilder(Book& book, Engine& engine, const BookBuildOptions& options)
    : book_(book), engine_(engine), options_(options) {}

std::optional<Board> BookBuilder::next_position() const {
  const Board start = canonical(Board::start()).board;
  if (!book_.contains(start)) return start;
  // Dijkstra's search over the book from the start, the loss as the distance: the first
  // position off the book it meets is the one to add.
  std::priority_queue<Reached, std::vector<Reached>, std::greater<>> frontier;
  std::unordered_set<Board, Book::BoardHash> settled;
  frontier.push(Reached{0, 0, start});
  while (!frontier.empty()) {
    const Reached here = frontier.top();
    frontier.pop();
    if (!book_.contains(here.board)) return here.board;
    if (!settled.insert(here.board).second) continue;
    const std::vector<BookMove> moves = book_.moves(here.board);
    const Score best = moves.front().value;
    for (const BookMove& move : moves) {
      if (best - move.value > options_.width) break;  // best first
      const NextDecision next = next_decision(here.board, move.move);
      if (next.game_over || plies_from_start(next.board) > options_.plies) continue;
      const Board image = canonical(next.board).board;
      if (!settled.contains(image))
        frontier.push(Reached{here.loss + best - move.value, plies_from_start(image), image});
    }
  }
  return std::nullopt;
}

void BookBuilder::add(const Board& board) {
  SearchLimits limits;
  limits.depth = options_.depth;
  limits.score_all_moves = true;
  engine_.clear();
  const SearchResult result = engine_.search(board, limits);
  std::vector<SearchedMove> moves;
  for (const MoveValue& move : result.move_values)
    moves.push_back(SearchedMove{move.move, rounded_discs(move.value)});
  book_.add(board, result.depth, moves);
  book_.propagate();
}

bool BookBuilder::grow() {
  const std::optional<Board> next = next_position();
  if (!next) return false;
  add(*next);
  return true;
}

}  // namespace reversi::engine
