// The engine's side of the Go Text Protocol (GTP, version 2), through which Othello
// engines such as GRhino's gtp-rhino and Edax are driven by GUIs (Quarry) and by match
// programs, `reversi match --gtp` among them: a computer opponent of the registry answers
// `genmove`. Another build of this program can so play this one in a match, which is how
// a change to the engine is measured against the engine before it. No I/O of its own:
// `reversi gtp` wires it to standard input and output, the tests to strings.
//
// Commands: protocol_version, name, version, known_command, list_commands, quit,
// boardsize (8 only), clear_board, komi (white's, counted by final_score only: the engine
// plays for discs), play, genmove, undo, final_score, showboard, time_settings and
// time_left (Canadian byo-yomi, see clock.h): on a clock, genmove fits the player's search
// to it (engine/time_control.h); without one, the player takes the time its level does. Squares are written
// as in Othello, a1 to h8 (column, then row from the top; either case), or `pass`. Each reply is
// "= result" or "? error" (with the command's id after the sign when it had one), then an
// empty line. Turns follow the rules: a side plays only in its turn, and passes only when
// it has no move; a move by the side that must wait for a forced pass of the other passes
// for it first, since GTP clients need not tell such passes. As GRhino's gtp-rhino does,
// genmove for the side whose turn it is not answers `pass` and plays nothing.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "gtp/clock.h"
#include "players/computer_player.h"

namespace reversi::gtp {

class Session {
 public:
  // `player` chooses the moves genmove answers with, seeing the board alone as in a match.
  explicit Session(ComputerPlayer& player);

  // The reply to one line, its empty line included; empty for a line with no command (blank
  // or a comment).
  std::string handle(std::string_view line);
  bool finished() const { return finished_; }  // `quit` was answered

 private:
  struct Reply {
    bool ok = true;
    std::string text;
  };
  // The reply to a command not written as `usage` (or the reason after the colon) says.
  static Reply syntax_error(std::string_view usage);
  Reply run(std::string_view command, const std::vector<std::string_view>& arguments);
  Reply play(const std::vector<std::string_view>& arguments);
  Reply genmove(const std::vector<std::string_view>& arguments);
  Reply final_score() const;
  Reply time_settings(const std::vector<std::string_view>& arguments);
  Reply time_left(const std::vector<std::string_view>& arguments);
  std::optional<Clock>& clock_of(Color color) { return clocks_[color == Color::Black ? 0 : 1]; }
  // Whether `color` may move now, after a forced pass of the other side (played here, as
  // clients need not send it); if not, why.
  std::optional<std::string> take_turn(Color color);
  const Position& position() const { return positions_.back(); }

  ComputerPlayer& player_;
  // The game so far: positions_[k] is the position after k plies (passes count).
  std::vector<Position> positions_{Position::start()};
  double komi_ = 0;  // in discs, for white
  // The last time_settings, which a new game's clocks start from; none: no time limits.
  std::optional<TimeSettings> time_settings_;
  std::array<std::optional<Clock>, 2> clocks_;  // black's, white's; none: no clock
  bool finished_ = false;
};

}  // namespace reversi::gtp
