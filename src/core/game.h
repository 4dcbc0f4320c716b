// A game as players see it: the full rules from any start, forced passes played
// automatically, and a history that can be walked back and forth.
//
// The record is a list of plies (moves and passes) with the position before each, and a
// cursor. Undo and redo move the cursor between the positions where someone has a choice
// to make, so a forced pass is never a stop of its own; playing a move at the cursor drops
// whatever lay beyond it.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"

namespace reversi {

struct GameResult {
  int black = 0;
  int white = 0;
  std::optional<Color> winner;  // none for a draw
};

// The disc counts of `position`, and the winner if the game is over there.
GameResult result_of(const Position& position);

class Game {
 public:
  explicit Game(const Position& start = Position::start());

  // The game after the moves of `transcript`, played from `start`.
  static Result<Game> from_transcript(std::string_view transcript, const Position& start = Position::start());
  // The game a setup asks for: a transcript played from the start, a position (64 squares
  // and the side to move), or a position and the moves played from it (split_setup()).
  static Result<Game> from_setup(std::string_view setup);

  const Position& position() const { return positions_[cursor_]; }
  const Position& start() const { return positions_.front(); }
  Bitboard legal_moves() const { return position().board.moves(); }
  bool is_over() const { return position().board.is_game_over(); }
  GameResult result() const { return result_of(position()); }

  // Plays `sq` for the side to move (then any forced pass). On error nothing changes.
  Result<Move> play(Square sq);

  // Which sides' turns undo and redo stop at. Against a computer only the person's, so
  // that undo goes back to the person's previous turn; between people, every turn.
  using TurnFilter = std::function<bool(Color)>;
  static bool every_turn(Color) { return true; }

  bool can_undo(const TurnFilter& stops_at = every_turn) const { return previous_stop(stops_at).has_value(); }
  bool can_redo(const TurnFilter& stops_at = every_turn) const { return next_stop(stops_at).has_value(); }
  // Back to the previous position where a side of `stops_at` had a choice; false, and
  // no change, when there is none.
  bool undo(const TurnFilter& stops_at = every_turn);
  // Forward along the undone moves to the next such position, or to the end of the record.
  bool redo(const TurnFilter& stops_at = every_turn);

  // The plies up to the cursor, passes included, and the cursor's place among all
  // recorded plies (undone ones too).
  std::vector<Square> moves() const;
  std::size_t ply() const { return cursor_; }
  Square last_move() const;  // the last square played up to the cursor; Pass if none
  std::size_t recorded_plies() const { return plies_.size(); }
  const std::vector<Square>& recorded_moves() const { return plies_; }  // undone ones too
  const Position& position_before(std::size_t ply) const { return positions_[ply]; }
  // Moves the cursor to any recorded ply, as when a player clicks a move in the list.
  bool go_to(std::size_t ply);

  std::string transcript() const { return transcript_text(moves()); }
  // The setup that from_setup() reads back as this game: the transcript, preceded by the
  // start position when the game did not begin at the usual start.
  std::string setup_text() const;

 private:
  void record(Square sq, const Move& move);
  void play_forced_passes();
  bool is_stop(std::size_t index) const;
  std::optional<std::size_t> previous_stop(const TurnFilter& stops_at) const;
  std::optional<std::size_t> next_stop(const TurnFilter& stops_at) const;

  std::vector<Position> positions_;  // positions_[i] is before plies_[i]
  std::vector<Square> plies_;
  std::size_t cursor_ = 0;
};

}  // namespace reversi
