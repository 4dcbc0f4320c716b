// A game of Reversi in the terminal: people type moves and commands, computer players
// move by themselves. Reads lines from any stream, so it can be scripted.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

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
  bool echo_input = false;  // repeat each line read, for logs of scripted games
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
};

}  // namespace reversi::cli
