// A game of Reversi in the terminal: people type moves and commands, computer players
// move by themselves. Reads lines from any stream, so it can be scripted.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/language.h"
#include "core/game.h"
#include "players/registry.h"

namespace reversi::cli {

inline constexpr const char* kHuman = "human";

struct TerminalGameOptions {
  std::string black = kHuman;  // "human" or an opponent's name (players/registry.h)
  std::string white = kHuman;
  Language language = Language::English;
  std::uint64_t seed = 0;
  Position start = Position::start();
  bool echo_input = false;             // repeat each line read, for logs of scripted games
  const engine::Book* book = nullptr;  // the book the computers open from; none: the compiled-in one
  // Learns a game that ended, from its boards in order of play, and says what it did (a
  // line to show); none: games are not learned.
  std::function<std::string(const std::vector<Board>&)> learn;
};

class TerminalGame {
 public:
  TerminalGame(std::istream& in, std::ostream& out, TerminalGameOptions options);

  // Plays until `quit`, the end of input, or the end of a game between computers.
  void run();

 private:
  enum class Next { Continue, Quit };

  ComputerPlayer* computer(Color color) const;  // nullptr for a person
  const std::string& seat_name(Color color) const;
  bool is_human(Color color) const { return computer(color) == nullptr; }
  bool has_human() const { return is_human(Color::Black) || is_human(Color::White); }
  Game::TurnFilter human_turns() const {
    return [this](Color color) { return is_human(color); };
  }

  void show() const;
  void learn_ended_game();
  void play_computer_move(ComputerPlayer& computer);
  void after_move(std::size_t ply_before, Color mover, Square sq, const std::string& who,
                  const std::string& why = "");
  std::optional<std::string> read_command(const std::string& prompt);
  Next handle(const std::string& command);
  void play_human_move(const std::string& command);
  void undo();
  void redo();
  void show_help() const;

  std::istream& in_;
  std::ostream& out_;
  TerminalGameOptions options_;
  std::unique_ptr<ComputerPlayer> black_;
  std::unique_ptr<ComputerPlayer> white_;
  Game game_;
  std::string learned_;  // the transcript of the ended game learned last
};

}  // namespace reversi::cli
