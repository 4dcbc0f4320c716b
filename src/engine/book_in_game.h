// Where a game met the opening book: which moves played were book moves, and where each
// side left the book. Hints mark book moves with Book::moves; this is the same for the
// moves of a game, for the review after it.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "core/game.h"
#include "engine/book.h"

namespace reversi::engine {

struct BookInGame {
  // One per ply up to the game's cursor: the move was played from a book position to
  // another (or ended the game there). Passes are not moves and are never book moves.
  std::vector<bool> book_move;
  // Per colour (indexed by Color): the ply of that side's first move from a book position
  // to one the book lacks, from `first_ply` on; none while it has not left the book. Once
  // one side has left, the game is out of the book, so the other side usually has none.
  std::array<std::optional<std::size_t>, 2> left;
};

// `first_ply`: the plies before it were chosen by neither side (a balanced opening drawn
// at random), so leaving the book there is nobody's.
BookInGame book_in_game(const Book& book, const Game& game, std::size_t first_ply = 0);

}  // namespace reversi::engine
