#include "players/gtp_player.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <cctype>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

#include "core/notation.h"
#include "players/engine_processes.h"
#include "players/seconds_text.h"

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
  using Clock = std::chrono::steady_clock;

  std::string command;
  std::chrono::milliseconds answer_limit;
  bp::opstream to_engine;
  bp::ipstream from_engine;
  bp::child process;
  EngineProcessGroup group;
  Board board = Board::start();  // the engine's board
  Color to_move = Color::Black;
  std::string last_refusal;  // the last "?" answer

  Engine(const std::string& shell_command, std::chrono::milliseconds limit)
      : command(shell_command),
        answer_limit(limit),
        process(
            "/bin/sh", std::vector<std::string>{"-c", shell_command}, (bp::std_in < to_engine),
            (bp::std_out > from_engine),
            bp::extend::on_exec_setup = [parent = ::getpid()](auto&) { prepare_engine_process(parent); }),
        group(process.id()) {}

  // Asks the engine to quit, and ends what is left of its process group a while later.
  // The pipe is closed first also because a request the engine never read stays in the
  // stream's buffer, and boost's stream would write it again as it is destroyed, throwing
  // from its destructor (the engine gone: a broken pipe) and ending the program.
  ~Engine() {
    try {
      to_engine << "quit\n" << std::flush;
      to_engine.pipe().close();
      // Polled: boost's wait_for() waits out its whole time for an engine that ended before it began.
      const Clock::time_point deadline = Clock::now() + std::chrono::seconds(2);
      while (process.running() && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    } catch (const std::exception&) {
      // The engine is gone already, or will be now.
    }
    group.kill_all();
  }
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  [[noreturn]] void fail(const std::string& what) const {
    throw GtpError("GTP engine '" + command + "': " + what);
  }

  // Waits until the engine has written something or ended, at most until `deadline`: a
  // GtpError after it.
  void wait_for_output(Clock::time_point deadline, const std::string& request) const {
    pollfd output{from_engine.pipe().native_source(), POLLIN, 0};
    for (;;) {
      const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) {
        fail("no answer to '" + request + "' within " + seconds_text(answer_limit) + " s");
      }
      const int ready = ::poll(&output, 1, static_cast<int>(std::min<std::int64_t>(left.count(), INT_MAX)));
      if (ready > 0) return;  // output, or the end: the read says which
      if (ready < 0 && errno != EINTR) fail("its output could not be watched, at '" + request + "'");
    }
  }

  // The next line the engine writes, without its end; none once the engine has ended.
  std::optional<std::string> read_line(Clock::time_point deadline, const std::string& request) {
    std::streambuf& buffer = *from_engine.rdbuf();
    std::string line;
    for (;;) {
      // What the stream holds already is read without waiting: poll() sees only the pipe.
      if (buffer.in_avail() <= 0) wait_for_output(deadline, request);
      const int c = buffer.sbumpc();
      if (c == std::char_traits<char>::eof()) {
        if (line.empty()) return std::nullopt;
        break;  // the last line, unended
      }
      if (c == '\n') break;
      line.push_back(static_cast<char>(c));
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }

  // Sends `request` and returns the text of the answer after "=", trimmed; none for a
  // refusal (an answer starting with "?"). No answer at all, or none within answer_limit,
  // is a GtpError. An answer ends at an empty line.
  std::optional<std::string> try_ask(const std::string& request) {
    // Written to an engine that has ended, the request fails (SIGPIPE is ignored): the
    // same error as an end that comes after the request.
    to_engine << request << '\n' << std::flush;
    if (!to_engine) fail("it ended without answering '" + request + "'");
    const Clock::time_point deadline = Clock::now() + answer_limit;
    std::string answer;
    while (const std::optional<std::string> next = read_line(deadline, request)) {
      const std::string& line = *next;
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

GtpPlayer::GtpPlayer(const std::string& command, std::chrono::milliseconds answer_limit) {
  // An engine that dies while we write to it must not take the program down with SIGPIPE:
  // the write fails instead, and ask() says so.
  std::signal(SIGPIPE, SIG_IGN);
  try {
    engine_ = std::make_unique<Engine>(command, answer_limit);
  } catch (const std::runtime_error& error) {  // boost's process_error among them
    throw GtpError("GTP engine '" + command + "' did not start: " + error.what());
  }
  engine_->ask("boardsize 8");
  engine_->ask("clear_board");
}

GtpPlayer::~GtpPlayer() = default;

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
