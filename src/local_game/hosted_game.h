// A game on the server: its record, who sits at each colour (a person or a computer
// opponent by name), and why the computer played each of its moves.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>

#include "core/game.h"
#include "players/computer_player.h"

namespace reversi {

inline constexpr std::string_view kHuman = "human";

struct Seats {
  std::string black{kHuman};
  std::string white{kHuman};

  const std::string& of(Color color) const { return color == Color::Black ? black : white; }
  bool is_human(Color color) const { return of(color) == kHuman; }
  bool has_computer() const { return !is_human(Color::Black) || !is_human(Color::White); }
};

struct HostedGame {
  std::string id;
  Seats seats;
  Game game;
  std::map<std::size_t, MoveReason> reasons;  // by the ply of the computer's move
  // The balanced opening the game began with, by its number in match_openings() (from 1);
  // 0 when it began at its start position. Like a set-up position, the opening is the
  // game's start (as in XOT): its plies are in the record, but undo and the cursor never
  // go back into them.
  std::size_t balanced_opening = 0;

  // A game that begins with the balanced opening `number` (1 to match_openings().size())
  // played out.
  static HostedGame with_balanced_opening(std::string id, Seats seats, std::size_t number);

  // The plies that belong to the start: the balanced opening's, or none.
  std::size_t first_ply() const;

  // The turns undo and redo stop at: against a computer only the person's.
  Game::TurnFilter stops() const {
    if (!seats.has_computer()) return Game::every_turn;
    return [seats = seats](Color color) { return seats.is_human(color); };
  }

  // Undo as Game::undo(stops()) does, but never back into the balanced opening.
  bool can_undo() const;
  bool undo();
  // Moves the cursor as Game::go_to() does; false, and no change, for a ply past the record
  // or inside the balanced opening.
  bool go_to(std::size_t ply);

  // What a player asks of the game, as the API and the page's offline referee both do it:
  // each changes the game and answers nothing, or changes nothing and answers why not.
  std::optional<std::string> refuse_person_move() const;    // the game over, or a computer to move
  std::optional<std::string> refuse_computer_move() const;  // the game over, or a person to move
  // A computer move found elsewhere (the page's engine): refused as refuse_computer_move()
  // does, and where the move is not legal or its reason says what is untrue of the board
  // (the flipped discs, the corner, a line that starts with another move). The search's
  // own facts (score, line) are the finder's word.
  std::optional<std::string> refuse_found_move(const Decision& found) const;
  std::optional<std::string> undo_turn();
  std::optional<std::string> redo_turn();
  std::optional<std::string> show_ply(std::size_t to);  // the cursor to `to`

  // Plays a legal move at the cursor and records why, if a computer chose it. Moves that
  // had been undone are dropped, with their reasons.
  Result<Move> play(Square sq, const MoveReason* why = nullptr);

  // The last move up to the cursor with why the computer played it; nothing if a person did.
  std::optional<Decision> last_computer_move() const;
};

}  // namespace reversi
