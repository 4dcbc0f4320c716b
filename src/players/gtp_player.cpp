#include "players/gtp_player.h"

#include <algorithm>
#include <boost/process.hpp>
#include <cctype>
#include <csignal>
#include <optional>
#include <vector>

#include "core/notation.h"

namespace reversi {

namespace bp = boost::process;

namespace {

const char* color_name(Color color) { return color == Color::Black ? "black" : "white"; }

// Appends to `plies` the plies that lead from `from` to `to` (whose side to move has a
// legal move), if there are any: each disc that appeared is a square played, tried in
// every order the rules allow, with the forced passes between. A few squares at most
// after the player's first move; the first holds the opening's.
bool plies_between(const Board& from, const Board& to, std::vector<Square>& plies) {
  if (from == to) return true;
  if (!from.can_move()) {
    if (!from.opponent_can_move()) return false;
    plies.push_back(Square::Pass);
    if (plies_between(from.after(Move{}), to, plies)) return true;
    plies.pop_back();
    return false;
  }
  // A move fills an empty square for good: only the squares filled in `to` can be played.
  for (const Square square : squares_of(from.moves() & ~to.empties())) {
    plies.push_back(square);
    if (plies_between(from.after(from.move_at(square)), to, plies)) return true;
    plies.pop_back();
  }
  return false;
}

}  // namespace

struct GtpPlayer::Engine {
  std::string command;
  bp::opstream to_engine;
  bp::ipstream from_engine;
  bp::child process;
  Board board = Board::start();  // the engine's board
  Color to_move = Color::Black;
  std::string last_refusal;  // the last "?" answer

  explicit Engine(const std::string& shell_command)
      : command(shell_command),
        process("/bin/sh", std::vector<std::string>{"-c", shell_command}, (bp::std_in < to_engine),
                (bp::std_out > from_engine)) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw GtpError("GTP engine '" + command + "': " + what);
  }

  // Sends `request` and returns the text of the answer after "=", trimmed; none for a
  // refusal (an answer starting with "?"). No answer at all is a GtpError. An answer ends
  // at an empty line.
  std::optional<std::string> try_ask(const std::string& request) {
    to_engine << request << '\n' << std::flush;
    if (!to_engine) fail("it stopped reading, at '" + request + "'");
    std::string answer;
    std::string line;
    while (std::getline(from_engine, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty()) {
        if (answer.empty()) continue;  // blank lines before an answer
        break;
      }
      answer += answer.empty() ? line : "\n" + line;
    }
    if (answer.empty()) fail("it ended without answering '" + request + "'");
    if (answer.front() == '?') {
      last_refusal = printable(answer);
      return std::nullopt;
    }
    if (answer.front() != '=') fail("'" + request + "' got " + reversi::quoted(answer) + ", not an answer");
    const std::size_t text = answer.find_first_not_of(" \t", 1);
    return text == std::string::npos ? "" : answer.substr(text);
  }

  // The same, where a refusal is a GtpError.
  std::string ask(const std::string& request) {
    std::optional<std::string> answer = try_ask(request);
    if (!answer) fail("'" + request + "' was refused: " + last_refusal);
    return *std::move(answer);
  }

  // Tells the engine `ply`, played on its board by the side to move.
  void play(Square ply) {
    const std::string request = std::string("play ") + color_name(to_move) + " " + square_name(ply);
    // GRhino's gtp-rhino passes by itself for a side without a move, and refuses to be told.
    if (ply == Square::Pass) {
      try_ask(request);
    } else {
      ask(request);
    }
    advance(ply);
  }

  // Plays `ply` (legal, or a forced pass) on the board kept of the engine's.
  void advance(Square ply) {
    board = board.after(ply == Square::Pass ? Move{} : board.move_at(ply));
    to_move = opposite(to_move);
  }
};

GtpPlayer::GtpPlayer(const std::string& command) {
  // An engine that dies while we write to it must not take the program down with SIGPIPE:
  // the write fails instead, and ask() says so.
  std::signal(SIGPIPE, SIG_IGN);
  try {
    engine_ = std::make_unique<Engine>(command);
  } catch (const bp::process_error& error) {
    throw GtpError("GTP engine '" + command + "' did not start: " + error.what());
  }
  engine_->ask("boardsize 8");
  engine_->ask("clear_board");
}

GtpPlayer::~GtpPlayer() {
  if (!engine_) return;
  try {
    engine_->to_engine << "quit\n" << std::flush;
    engine_->to_engine.pipe().close();
    if (!engine_->process.wait_for(std::chrono::seconds(2))) engine_->process.terminate();
  } catch (const std::exception&) {
    // The engine is gone already; nothing is left to end.
  }
}

Decision GtpPlayer::choose(const Board& board) {
  Engine& engine = *engine_;
  std::vector<Square> since;
  if (!plies_between(engine.board, board, since))
    engine.fail("the board shown does not follow from its own by legal moves");
  for (const Square ply : since) engine.play(ply);

  std::string answer = engine.ask(std::string("genmove ") + color_name(engine.to_move));
  std::transform(answer.begin(), answer.end(), answer.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const Result<Square> move = parse_square(answer);
  if (!move || !engine.board.is_legal(move.value())) {
    engine.fail("genmove " + std::string(color_name(engine.to_move)) + " answered " +
                reversi::quoted(answer) + ", not a legal move (" + squares_text(engine.board.moves()) + ")");
  }
  engine.advance(move.value());
  return Decision{move.value(), {}};
}

}  // namespace reversi
