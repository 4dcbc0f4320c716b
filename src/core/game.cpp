#include "core/game.h"

namespace reversi {

Game::Game(const Position& start) : positions_{start} { play_forced_passes(); }

Result<Game> Game::from_transcript(std::string_view transcript, const Position& start) {
  const Result<std::vector<Square>> moves = parse_transcript(transcript, start);
  if (!moves) return moves.failure();
  Game game(start);
  for (Square sq : moves.value()) {
    // parse_transcript() checked every move and the game plays forced passes itself.
    if (sq != Square::Pass) game.record(sq, game.position().board.move_at(sq));
    game.play_forced_passes();
  }
  return game;
}

Result<Game> Game::from_setup(std::string_view setup) {
  const SetupText parts = split_setup(setup);
  if (!parts.position) return from_transcript(parts.moves);
  const Result<Position> position = parse_position(*parts.position);
  if (!position) return position.failure();
  return from_transcript(parts.moves, position.value());
}

std::string Game::setup_text() const {
  if (start() == Position::start()) return transcript();
  const std::string moves = transcript();
  return moves.empty() ? position_text(start()) : position_text(start()) + " " + moves;
}

GameResult result_of(const Position& position) {
  GameResult result{position.count(Color::Black), position.count(Color::White), std::nullopt};
  if (position.board.is_game_over() && result.black != result.white) {
    result.winner = result.black > result.white ? Color::Black : Color::White;
  }
  return result;
}

Result<Move> Game::play(Square sq) {
  if (sq == Square::Pass) return Error{"passes are played automatically"};
  const Result<Move> move = check_move(position().board, sq);
  if (!move) return move;
  record(sq, move.value());
  play_forced_passes();
  return move;
}

void Game::record(Square sq, const Move& move) {
  positions_.resize(cursor_ + 1);
  plies_.resize(cursor_);
  plies_.push_back(sq);
  positions_.push_back(position().after(move));
  ++cursor_;
}

void Game::play_forced_passes() {
  const Board& board = position().board;
  if (!board.can_move() && board.opponent_can_move()) record(Square::Pass, Move{});
}

// A stop is a position where the side to move has a choice to make, or the game is over.
bool Game::is_stop(std::size_t index) const {
  const Board& board = positions_[index].board;
  return board.can_move() || !board.opponent_can_move();
}

std::optional<std::size_t> Game::previous_stop(const TurnFilter& stops_at) const {
  for (std::size_t i = cursor_; i-- > 0;) {
    if (is_stop(i) && stops_at(positions_[i].to_move)) return i;
  }
  return std::nullopt;
}

std::optional<std::size_t> Game::next_stop(const TurnFilter& stops_at) const {
  const std::size_t end = positions_.size() - 1;
  for (std::size_t i = cursor_ + 1; i < end; ++i) {
    if (is_stop(i) && stops_at(positions_[i].to_move)) return i;
  }
  if (cursor_ < end) return end;
  return std::nullopt;
}

bool Game::undo(const TurnFilter& stops_at) {
  const std::optional<std::size_t> stop = previous_stop(stops_at);
  if (stop) cursor_ = *stop;
  return stop.has_value();
}

bool Game::redo(const TurnFilter& stops_at) {
  const std::optional<std::size_t> stop = next_stop(stops_at);
  if (stop) cursor_ = *stop;
  return stop.has_value();
}

bool Game::go_to(std::size_t ply) {
  if (ply >= positions_.size()) return false;
  cursor_ = ply;
  // A forced pass is always recorded right after the position that forces it.
  if (!is_stop(cursor_)) ++cursor_;
  return true;
}

std::vector<Square> Game::moves() const {
  return std::vector<Square>(plies_.begin(), plies_.begin() + static_cast<std::ptrdiff_t>(cursor_));
}

Square Game::last_move() const {
  for (std::size_t i = cursor_; i-- > 0;) {
    if (plies_[i] != Square::Pass) return plies_[i];
  }
  return Square::Pass;
}

}  // namespace reversi
