#include "engine/book_builder.h"

#include <algorithm>
#include <atomic>
#include <queue>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_set>

#include "core/symmetry.h"
#include "engine/run_threads.h"

namespace reversi::engine {

namespace {

// A position reached from the start: whether it lies past the opening, how much its line
// gave away, how many moves it is from the start, and the board (canonical), compared in
// that order: the opening's positions come first.
struct Reached {
  bool past_opening;
  int loss;
  int plies;
  Board board;
  auto key() const { return std::tuple(past_opening, loss, plies, board.player, board.opponent); }
  bool operator>(const Reached& other) const { return key() > other.key(); }
};

int plies_from_start(const Board& board) { return Board::start().empty_count() - board.empty_count(); }

// The order of positions_of(): nearest the start first.
bool nearer_the_start(const Board& a, const Board& b) {
  return std::tuple(plies_from_start(a), a.player, a.opponent) <
         std::tuple(plies_from_start(b), b.player, b.opponent);
}

// Every position of `lines` (canonical, once each), nearest the start first. A side with no
// move passes; a move that is not legal is the caller's mistake.
std::vector<Board> positions_of(const std::vector<std::vector<Square>>& lines) {
  std::vector<Board> positions;
  std::unordered_set<Board, Book::BoardHash> seen;
  const auto keep = [&](const Board& board) {
    const Board image = canonical(board).board;
    if (seen.insert(image).second) positions.push_back(image);
  };
  for (std::size_t line = 0; line < lines.size(); ++line) {
    Board board = Board::start();
    keep(board);
    for (std::size_t ply = 0; ply < lines[line].size(); ++ply) {
      const Square move = lines[line][ply];
      if (board.moves() == 0 && board.opponent_can_move()) board = board.after(Move{});
      if (move == Square::Pass || (board.moves() & bit(move)) == 0)
        throw std::invalid_argument("book line " + std::to_string(line + 1) + ": move " +
                                    std::to_string(ply + 1) + " is not legal");
      board = board.after(board.move_at(move));
      if (board.moves() != 0 || board.opponent_can_move()) keep(board);
    }
  }
  std::sort(positions.begin(), positions.end(), nearer_the_start);
  return positions;
}

}  // namespace

int BookBuildOptions::width_at(int moves_made) const {
  return moves_made < opening_plies ? std::max(width, opening_width) : width;
}

int BookBuildOptions::depth_at(int moves_made) const {
  if (opening_depth <= depth) return depth;
  return std::max(depth, opening_depth - std::max(0, moves_made - opening_plies + 1));
}

BookBuilder::BookBuilder(Book& book, const BookBuildOptions& options, const EngineOptions& engine_options,
                         int threads)
    : book_(book), options_(options), line_positions_(positions_of(options.lines)) {
  EngineOptions one_thread = engine_options;
  one_thread.threads = 1;
  for (int i = 0; i < std::max(threads, 1); ++i) engines_.push_back(std::make_unique<Engine>(one_thread));
}

std::vector<Board> BookBuilder::missing_line_positions(std::size_t wanted) const {
  std::vector<Board> missing;
  for (const Board& board : line_positions_) {
    if (missing.size() == wanted) break;
    if (!book_.contains(board)) missing.push_back(board);
  }
  return missing;
}

std::vector<Board> BookBuilder::next_positions() const {
  const Board start = canonical(Board::start()).board;
  if (!book_.contains(start)) return {start};
  const auto batch = static_cast<std::size_t>(std::max(options_.batch, 1));
  const std::size_t wanted = batch - book_.size() % batch;
  if (std::vector<Board> missing = missing_line_positions(wanted); !missing.empty()) return missing;
  // Dijkstra's search over the book from the start, the loss as the distance: the first
  // positions off the book it meets are the ones to add, as many as bring the book's size
  // to a multiple of the batch.
  std::vector<Board> found;
  std::priority_queue<Reached, std::vector<Reached>, std::greater<>> frontier;
  std::unordered_set<Board, Book::BoardHash> settled;
  frontier.push(Reached{false, 0, 0, start});
  while (!frontier.empty() && found.size() < wanted) {
    const Reached here = frontier.top();
    frontier.pop();
    if (!settled.insert(here.board).second) continue;
    if (!book_.contains(here.board)) {
      found.push_back(here.board);
      continue;
    }
    const std::vector<BookMove> moves = book_.moves(here.board);
    const Score best = moves.front().value;
    const int width = options_.width_at(here.plies);
    for (const BookMove& move : moves) {
      if (best - move.value > width) break;  // best first
      const NextDecision next = next_decision(here.board, move.move);
      if (next.game_over || plies_from_start(next.board) > options_.plies) continue;
      const Board image = canonical(next.board).board;
      const int plies = plies_from_start(image);
      if (!settled.contains(image))
        frontier.push(Reached{plies > options_.opening_plies, here.loss + best - move.value, plies, image});
    }
  }
  return found;
}

BookBuilder::Searched BookBuilder::search(Engine& engine, const Board& board) const {
  SearchLimits limits;
  // The lines' positions are what players look up: as deep as the opening's.
  const bool on_a_line = std::binary_search(line_positions_.begin(), line_positions_.end(),
                                            canonical(board).board, nearer_the_start);
  limits.depth = std::max(options_.depth_at(plies_from_start(board)), on_a_line ? options_.opening_depth : 0);
  limits.score_all_moves = true;
  engine.clear();
  const SearchResult result = engine.search(board, limits);
  Searched searched{result.depth, {}};
  for (const MoveValue& move : result.move_values)
    searched.moves.push_back(SearchedMove{move.move, rounded_discs(move.value)});
  return searched;
}

void BookBuilder::add(const std::vector<Board>& boards) {
  std::vector<Searched> searched(boards.size());
  std::atomic<std::size_t> next{0};
  const auto search_some = [&](Engine& engine) {
    for (std::size_t i; (i = next.fetch_add(1)) < boards.size();) searched[i] = search(engine, boards[i]);
  };
  run_threads(static_cast<int>(engines_.size()), [&](int thread) { search_some(*engines_[thread]); });
  for (std::size_t i = 0; i < boards.size(); ++i) book_.add(boards[i], searched[i].depth, searched[i].moves);
  book_.propagate();
}

std::size_t BookBuilder::grow() {
  const std::vector<Board> next = next_positions();
  if (!next.empty()) add(next);
  return next.size();
}

}  // namespace reversi::engine
