// A game on the server: its record, who sits at each colour (a person or a computer
// opponent by name), and why the computer played each of its moves.
#pragma once

#include <cstddef>
#include <map>
#include <string>

#include "core/game.h"
#include "players/explanation.h"

namespace reversi::server {

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
  std::map<std::size_t, Sentence> explanations;  // by the ply of the computer's move

  // The turns undo and redo stop at: against a computer only the person's.
  Game::TurnFilter stops() const {
    if (!seats.has_computer()) return Game::every_turn;
    return [seats = seats](Color color) { return seats.is_human(color); };
  }

  // Plays a legal move at the cursor and records why, if a computer chose it. Moves that
  // had been undone are dropped, with their explanations.
  Result<Move> play(Square sq, const Sentence* why = nullptr);

  // Why the computer played the last move up to the cursor; nullptr if a person did.
  const Sentence* last_explanation() const;
};

}  // namespace reversi::server
