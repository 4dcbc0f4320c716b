#include "engine/book_in_game.h"

#include <algorithm>

namespace reversi::engine {

BookInGame book_in_game(const Book& book, const Game& game, std::size_t first_ply) {
  BookInGame found;
  const std::vector<Square> plies = game.moves();
  found.book_move.assign(plies.size(), false);
  for (std::size_t ply = 0; ply < plies.size(); ++ply) {
    const Square played = plies[ply];
    if (played == Square::Pass) continue;
    const Position& before = game.position_before(ply);
    const std::vector<BookMove> moves = book.moves(before.board);
    if (moves.empty()) continue;  // not a book position
    const auto move =
        std::find_if(moves.begin(), moves.end(), [&](const BookMove& m) { return m.move == played; });
    found.book_move[ply] = move != moves.end() && move->in_book;
    std::optional<std::size_t>& left = found.left[static_cast<std::size_t>(before.to_move)];
    if (!found.book_move[ply] && ply >= first_ply && !left) left = ply;
  }
  return found;
}

}  // namespace reversi::engine
