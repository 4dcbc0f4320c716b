#include "engine/learning_book.h"

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

std::size_t LearningBook::learn(const std::vector<Board>& positions, const LearnOptions& options, int jobs) {
  const std::vector<Board> wanted = positions_to_learn(positions, combined_, options.plies);
  if (wanted.empty()) return 0;
  // A search on one thread from an empty hash table, as the shipped book's: the value of
  // a position does not depend on what was learned before it.
  BookBuilder builder(learned_, BookBuildOptions{.depth = options.depth},
                      EngineOptions{.hash_megabytes = 64, .threads = 1}, jobs);
  builder.add(wanted);
  for (const Board& board : wanted) combined_.add_canonical(board, *learned_.find(board));
  combined_.propagate();
  return wanted.size();
}

}  // namespace reversi::engine
