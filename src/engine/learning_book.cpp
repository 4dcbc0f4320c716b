#include "engine/learning_book.h"

#include <algorithm>
#include <unordered_set>

#include "core/symmetry.h"
#include "engine/book_builder.h"

namespace reversi::engine {

std::vector<Board> positions_to_learn(const std::vector<Board>& positions, const Book& known, int plies) {
  const int fewest_empties = Board::start().empty_count() - plies;
  std::vector<Board> wanted;
  std::unordered_set<Board, Book::BoardHash> seen;
  for (const Board& board : positions) {
    if (board.empty_count() < fewest_empties || !board.can_move()) continue;
    const Board image = canonical(board).board;
    if (!known.contains(image) && seen.insert(image).second) wanted.push_back(image);
  }
  return wanted;
}

std::vector<Board> boards_played(const Game& game) {
  std::vector<Board> boards;
  for (std::size_t ply = 0; ply <= game.ply(); ++ply) boards.push_back(game.position_before(ply).board);
  return boards;
}

LearningBook::LearningBook(const Book& shipped, Book learned)
    : learned_(std::move(learned)), combined_(shipped) {
  for (const auto& [board, entry] : learned_.entries()) combined_.add_canonical(board, entry);
  combined_.propagate();
}

std::size_t LearningBook::learn(const std::vector<Board>& positions, const LearnOptions& options, int jobs,
                                const std::function<bool()>& stopped) {
  const std::vector<Board> wanted = positions_to_learn(positions, combined_, options.plies);
  if (wanted.empty()) return 0;
  // A search on one thread from an empty hash table, as the shipped book's: the value of
  // a position does not depend on what was learned before it, nor on the rounds.
  BookBuilder builder(learned_, BookBuildOptions{.depth = options.depth},
                      EngineOptions{.hash_megabytes = 64, .threads = 1}, jobs);
  const auto round = static_cast<std::size_t>(std::max(jobs, 1));
  std::size_t added = 0;
  while (added < wanted.size() && !(stopped && stopped())) {
    const std::size_t end = std::min(added + round, wanted.size());
    builder.add(std::vector<Board>(wanted.begin() + static_cast<std::ptrdiff_t>(added),
                                   wanted.begin() + static_cast<std::ptrdiff_t>(end)));
    added = end;
  }
  for (std::size_t i = 0; i < added; ++i) combined_.add_canonical(wanted[i], *learned_.find(wanted[i]));
  if (added > 0) combined_.propagate();
  return added;
}

}  // namespace reversi::engine
