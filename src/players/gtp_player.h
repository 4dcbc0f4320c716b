// A computer opponent outside the program: an engine that speaks the Go Text Protocol
// (GTP), as Othello engines do for GUIs such as Quarry (GRhino's gtp-rhino, Edax), run as
// a child process for one game. `reversi match` plays against it (--gtp NAME=COMMAND);
// the other front ends never start programs. The engine's processes end with the player,
// or with the program (engine_processes.h).
//
// A GTP engine keeps a board of its own, and ComputerPlayer is shown only the board. So
// before each genmove the player tells the engine the plies since its last move, which
// it works out from the board: the discs that appeared are the squares played, in an
// order the rules allow (a forced pass where one side cannot move). The game starts from
// the standard position, black to move, as `clear_board` sets it.
#pragma once

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include "players/computer_player.h"

namespace reversi {

// The engine failed: it would not start, answered a command with an error (`?`), ended,
// did not answer in time, or named a move that is not legal. The message says which and
// quotes the engine.
struct GtpError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// How long an engine may take to answer one command, a move included: about ten times the
// longest move GRhino took in our matches (docs/benchmarks/evaluation.md, "Level-10 against GRhino"),
// so that only an engine that hangs runs out of it, and the match stops with an error
// instead of waiting for good.
inline constexpr std::chrono::milliseconds kGtpAnswerLimit = std::chrono::minutes(30);

class GtpPlayer : public ComputerPlayer {
 public:
  // Starts `command` with /bin/sh and sets up an empty 8x8 board. Throws GtpError, also
  // when an answer takes longer than `answer_limit`.
  explicit GtpPlayer(const std::string& command, std::chrono::milliseconds answer_limit = kGtpAnswerLimit);
  ~GtpPlayer() override;  // asks the engine to quit, and ends its processes if they do not
  GtpPlayer(const GtpPlayer&) = delete;
  GtpPlayer& operator=(const GtpPlayer&) = delete;

  // Throws GtpError, also when `board` cannot follow from the engine's board by legal plies.
  Decision choose(const Board& board) override;

 private:
  struct Engine;
  std::unique_ptr<Engine> engine_;
};

}  // namespace reversi
