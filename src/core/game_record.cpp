#include "core/game_record.h"

#include <cassert>

namespace reversi {

Position GameRecord::final_position() const {
  Position position = start;
  for (Square sq : moves) position = position.after(sq == Square::Pass ? Move{} : position.board.move_at(sq));
  return position;
}

Game game_of(const GameRecord& record) {
  // Game plays the forced passes itself, as the record has them.
  Result<Game> game = Game::from_transcript(transcript_text(record.moves), record.start);
  assert(game.ok());
  return std::move(game).value();
}

std::optional<int> GameRecord::result() const {
  const Position end = final_position();
  if (!end.board.is_game_over()) return recorded_result;
  const Score for_mover = end.board.final_score();
  return end.to_move == Color::Black ? for_mover : -for_mover;
}

}  // namespace reversi
