// The engine's side of the NBoard protocol, the line protocol through which the NBoard
// GUI (and other Othello GUIs) drive an engine: a session takes the GUI's command lines
// one at a time and sends back its answer lines. No I/O of its own: `reversi nboard` wires
// it to standard input and output, the tests to lists of lines.
//
// Commands: nboard, set depth, set game, set contempt, move, hint, go, ping, learn,
// analyze, quit; protocol versions 1 and 2, so also a move sent bare ("F5", version 1's
// form of `move F5`). `set game` takes any 8x8 game GGS plays (ggf.h): its start position
// (BO) and moves make the position, and its komi (KM, white's) counts in every value sent.
// Hints come from the opening book where it has the position (`book` lines), else from a
// search (`search` lines). `learn` hands the game to the session's learner, which keeps it
// in a learned book (engine/learning_book.h) where the program was given one. When the game has a clock (TI,
// or TB and TW), `go` plays on it (engine/time_control.h): the mover's time left is its main time and
// increments less what its moves took, as the game's moves (B[F5//1.2]) and `move` commands give them (GGS's
// extension is kept in reserve). The GUI's depth stays the strength it asked for: the clock cuts its search
// short when the move's time is out, and starts an exact solve only where it fits.
//
// A command that cannot be carried out (unknown, malformed, an illegal move) gets one line
// on the error channel and changes nothing; the session goes on. A `set game` that cannot
// be used leaves the session with no position, until the next one that can: a request
// for a position then gets its error line and a status line that the GUI shows, saying so.
//
// Searches block: a command read while one runs waits for it, so `pong N` always comes
// after the output of the searches asked for before `ping N`. The GUI sends `ping` when
// the position changes, and wants the search then running stopped rather than finished:
// whoever reads the GUI's lines calls Engine::stop() on the lines stops_search() names.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "core/ggf_clock.h"
#include "core/position.h"
#include "engine/book.h"
#include "engine/engine.h"
#include "engine/time_control.h"

namespace reversi::nboard {

// Where a session's lines go, each as soon as it is written: a status line must reach the
// GUI before the search it announces, not after.
struct Output {
  std::function<void(const std::string&)> reply;  // the protocol channel (standard output)
  std::function<void(const std::string&)> error;  // for people, not the GUI (standard error)
};

// Whether `line` asks the engine to give up the search it is running: `ping` (the GUI no
// longer wants its answer) and `quit`.
bool stops_search(std::string_view line);

// Learns a game from its boards in order of play; a line for people saying what it did.
using Learner = std::function<std::string(const std::vector<Board>& boards)>;

class Session {
 public:
  // Hints come from `book` where it has the position; `learn` calls `learner`, if any.
  Session(engine::Engine& engine, const engine::Book& book, Output output, Learner learner = {});

  void handle(std::string_view line);
  bool finished() const { return finished_; }  // `quit` was read

 private:
  void nboard(std::string_view arguments);
  void set(std::string_view arguments);
  void set_depth(std::string_view arguments);
  void set_game(std::string_view arguments);
  void set_contempt(std::string_view arguments);
  void move(std::string_view arguments);
  void hint(std::string_view arguments);
  void go(std::string_view arguments);
  void ping(std::string_view arguments);
  void learn(std::string_view arguments);
  void keep_game();  // hands the game to the learner, if there is one
  void analyze(std::string_view arguments);
  void quit(std::string_view arguments);

  const Position& position() const { return positions_.back(); }
  engine::SearchResult search(const Board& board, bool score_all_moves);
  // A move by `mover` took the time its note says, if it says.
  void add_move_time(Color mover, const MoveNote& note);
  std::optional<engine::ClockState> clock_state(Color color) const;
  // A value in discs for `mover`, as sent: with the komi counted.
  double with_komi(double discs, Color mover) const;
  bool send_book_hints(std::size_t wanted);
  void send_nodestats(std::uint64_t nodes, double seconds);
  // Whether `command` is refused, having said why: there is no position, or no move in it.
  bool refuse_without_position(std::string_view command);
  bool refuse_if_over(std::string_view command);

  engine::Engine& engine_;
  const engine::Book& book_;
  Output output_;
  Learner learner_;
  int depth_ = 10;  // until the GUI's `set depth`, which it sends before any search
  // The contempt the GUI sets (centi-discs), kept as the protocol asks; our search scores
  // a draw as 0 whatever it is.
  int contempt_ = 0;
  // The game so far: positions_[k] is the position after k plies (passes count). Empty
  // after a `set game` that could not be used, for which `unusable_game_` says why.
  std::vector<Position> positions_{Position::start()};
  std::string unusable_game_;
  double komi_ = 0;  // the game's KM: black's result is its disc difference less it
  // A side's clock from the game, and what its moves took.
  struct SideClock {
    GgfClock settings;
    std::chrono::milliseconds used{0};
    int moves = 0;
  };
  std::array<std::optional<SideClock>, 2> clocks_;  // black's, white's; none: no clock
  bool finished_ = false;
};

}  // namespace reversi::nboard
