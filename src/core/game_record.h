// A game as game files keep it (GGF, WTHOR, transcripts): where it started, every ply,
// and what the file says about it besides the moves.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace reversi {

// A result the file records for perfect play from a point of the game on: the disc
// difference from black's view once both sides play perfectly from the first position
// with `empties` empty squares (WTHOR's theoretical score).
struct PerfectPlayResult {
  int black_result = 0;
  int empties = 0;
};

// How a game whose file records its result ended: by the discs counted, or otherwise (GGF's
// RE flags :t, :r and :s).
enum class GameEnding : std::uint8_t { Counted, Time, Resignation, Agreement };

// What a file says about a move besides its square (GGF's B[F5/-2.50/3.10]).
struct MoveNote {
  std::optional<double> evaluation;  // the mover's, in discs
  std::optional<double> seconds;     // the time the move took

  bool operator==(const MoveNote&) const = default;
};

struct GameRecord {
  Position start;
  std::vector<Square> moves;  // every ply in order, passes included
  std::string black;          // the players' names, empty when the file has none
  std::string white;
  std::string place;  // where it was played (GGF's PC), empty when unknown
  std::string date;   // as the file writes it (GGF's DT, WTHOR's year), empty when unknown
  std::string type;   // GGS's kind of game (GGF's TY: "8", "8k", "s8r18"), empty when unknown
  // The final disc difference from black's view that the file records, if any: the
  // result of a game that ended early (a resignation, a time loss) is known only so.
  std::optional<int> recorded_result;
  GameEnding ending = GameEnding::Counted;  // how the game came to the recorded result
  // GGF's KM, from black's view: a komi game's result is black's disc difference less it.
  std::optional<double> komi;
  std::vector<MoveNote> notes;  // one per move, or none where the file has none
  std::string black_clock;      // as the file writes them (GGF's TB, TW, or TI for both:
  std::string white_clock;      // "05:00//02:00"), empty when unknown
  std::string black_rating;     // as the file writes them (GGF's RB, RW), empty when unknown
  std::string white_rating;
  std::optional<PerfectPlayResult> perfect_play_result;

  // The position after every ply. The moves must be legal: the readers check them.
  Position final_position() const;
  // The disc difference from black's view, empty squares counted for the winner, when
  // the moves end the game; else the recorded result.
  std::optional<int> result() const;
};

// The game of a record, to step through or to go on with; `record`'s moves must be legal.
Game game_of(const GameRecord& record);

// A game read from a file, with where in the file it is ("game 3", "line 12"), so that a
// message about it can say which one.
struct ImportedGame {
  std::string origin;
  GameRecord record;
};

}  // namespace reversi
