#include "nboard/session.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <utility>

#include "core/ggf.h"
#include "core/notation.h"
#include "core/text.h"
#include "nboard/replies.h"

namespace reversi::nboard {

namespace {

// The newest protocol version this session speaks; version 1 differed only in how moves
// were sent, bare (handle() takes both forms whatever the version).
constexpr int kProtocolVersion = 2;

// The first word of `text`, and the rest after the spaces that follow it.
std::pair<std::string_view, std::string_view> first_word(std::string_view text) {
  text = trimmed(text);
  const auto space = std::find_if(text.begin(), text.end(), is_space);
  const auto word_length = static_cast<std::size_t>(space - text.begin());
  return {text.substr(0, word_length), trimmed(text.substr(word_length))};
}

std::optional<int> whole_number(std::string_view text) {
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return number;
}

// NBoard's depth is the midgame look-ahead; the endgame is the engine's to choose. The
// engine goes on to the end of the game once its look-ahead reaches
// kMostEmptiesSolvedAhead (14) empties (search_types.h), so a deeper look-ahead also
// solves earlier, one empty square for each ply, as the levels of `reversi play` do.
// Solving from depth + 10 empties leaves that rule in charge from depth 4 on (a solve from
// depth + 14 empties: 24 at depth 10, as `reversi hint` by default) and still solves the
// last 12 to 16 empties at depths 1 to 3, which take well under a second.
engine::SearchLimits limits_for_depth(int depth, bool score_all_moves) {
  engine::SearchLimits limits;
  limits.depth = depth;
  limits.exact_empties = std::min(depth + 10, kSquareCount);
  limits.score_all_moves = score_all_moves;
  return limits;
}

// The clock a GGF clock text sets, none for none (empty, or no time at all).
Result<std::optional<GgfClock>> clock_of(std::string_view text) {
  if (text.empty()) return std::optional<GgfClock>{};
  const Result<GgfClock> clock = parse_ggf_clock(text);
  if (!clock) return clock.failure();
  const bool timed = clock.value().main_time.count() > 0 || clock.value().increment.count() > 0;
  return timed ? std::optional<GgfClock>{clock.value()} : std::nullopt;
}

std::size_t side_index(Color color) { return color == Color::Black ? 0 : 1; }

double discs_of(engine::Value value) { return static_cast<double>(value) / engine::kValuePerDisc; }

}  // namespace

bool stops_search(std::string_view line) {
  const std::string_view command = first_word(line).first;
  return command == "ping" || command == "quit";
}

Session::Session(engine::Engine& engine, const engine::Book& book, Output output, Learner learner)
    : engine_(engine), book_(book), output_(std::move(output)), learner_(std::move(learner)) {}

void Session::handle(std::string_view line) {
  using Handler = void (Session::*)(std::string_view);
  static constexpr std::pair<std::string_view, Handler> kCommands[] = {
      {"nboard", &Session::nboard}, {"set", &Session::set},         {"move", &Session::move},
      {"hint", &Session::hint},     {"go", &Session::go},           {"ping", &Session::ping},
      {"learn", &Session::learn},   {"analyze", &Session::analyze}, {"quit", &Session::quit},
  };
  const auto [command, arguments] = first_word(line);
  if (command.empty()) return;  // a blank line asks nothing
  for (const auto& [name, handler] : kCommands) {
    if (command == name) return (this->*handler)(arguments);
  }
  // Version 1's bare move: a square or PA, then maybe the evaluation and time, which move()
  // checks and names in its error.
  if (arguments.empty() && parse_move(command.substr(0, command.find('/')))) return move(command);
  output_.error("unknown command " + quoted(command));
}

void Session::nboard(std::string_view arguments) {
  const std::optional<int> version = whole_number(arguments);
  if (!version || *version < 1)
    return output_.error("nboard: expected a protocol version, got " + quoted(arguments));
  if (*version > kProtocolVersion) {
    output_.error("nboard: version " + std::to_string(*version) + " is newer than this engine's (" +
                  std::to_string(kProtocolVersion) + "); going on as version " +
                  std::to_string(kProtocolVersion));
  }
  output_.reply("set myname reversi");
}

void Session::set(std::string_view arguments) {
  const auto [setting, value] = first_word(arguments);
  if (setting == "depth") return set_depth(value);
  if (setting == "game") return set_game(value);
  if (setting == "contempt") return set_contempt(value);
  output_.error("set: unknown setting " + quoted(setting));
}

void Session::set_depth(std::string_view arguments) {
  const std::optional<int> depth = whole_number(arguments);
  if (!depth || *depth < 1 || *depth > engine::kMaxDepth) {
    return output_.error("set depth: expected a depth from 1 to " + std::to_string(engine::kMaxDepth) +
                         ", got " + quoted(arguments));
  }
  depth_ = *depth;
}

void Session::set_game(std::string_view arguments) {
  const Result<GgfGame> game = parse_ggf_game(arguments);
  if (!game) {
    // The position the GUI has is not this session's last one: answering for that would
    // send moves that are illegal where the GUI stands.
    positions_.clear();
    unusable_game_ = "the last set game could not be used: " + game.error();
    return output_.error("set game: " + game.error());
  }
  std::vector<Position> positions{game.value().start};
  for (Square square : game.value().moves) {
    // parse_ggf_game() checked every move on the way.
    positions.push_back(positions.back().after(check_move(positions.back().board, square).value()));
  }
  positions_ = std::move(positions);
  komi_ = game.value().komi.value_or(0);
  // A clock that cannot be read leaves the side without one: the game is still played.
  clocks_ = {};
  for (const auto& [color, text] : {std::pair{Color::Black, game.value().black_clock},
                                    std::pair{Color::White, game.value().white_clock}}) {
    const Result<std::optional<GgfClock>> clock = clock_of(text);
    if (!clock)
      output_.error("set game: no clock for " + std::string(color == Color::Black ? "black" : "white") +
                    ": " + clock.error());
    else if (clock.value())
      clocks_[side_index(color)] = SideClock{*clock.value()};
  }
  const std::vector<MoveNote>& notes = game.value().notes;
  for (std::size_t ply = 0; ply < game.value().moves.size(); ++ply)
    add_move_time(positions_[ply].to_move, ply < notes.size() ? notes[ply] : MoveNote{});
}

void Session::add_move_time(Color mover, const MoveNote& note) {
  std::optional<SideClock>& clock = clocks_[side_index(mover)];
  if (!clock) return;
  ++clock->moves;
  const double seconds = std::max(note.seconds.value_or(0), 0.0);
  clock->used += std::chrono::milliseconds(std::llround(seconds * 1000));
}

std::optional<engine::ClockState> Session::clock_state(Color color) const {
  const std::optional<SideClock>& clock = clocks_[side_index(color)];
  if (!clock) return std::nullopt;
  const GgfClock& settings = clock->settings;
  return engine::ClockState{settings.main_time + settings.increment * clock->moves - clock->used,
                            settings.increment};
}

void Session::set_contempt(std::string_view arguments) {
  const std::optional<int> contempt = whole_number(arguments);
  if (!contempt) return output_.error("set contempt: expected centi-discs, got " + quoted(arguments));
  contempt_ = *contempt;
}

void Session::move(std::string_view arguments) {
  if (refuse_without_position("move")) return;
  const Result<GgfMove> noted = parse_ggf_move(arguments);
  if (!noted) return output_.error("move: " + noted.error());
  const Result<Move> played = check_move(position().board, noted.value().square);
  if (!played) return output_.error("move " + quoted(arguments) + ": " + played.error());
  add_move_time(position().to_move, noted.value().note);
  positions_.push_back(position().after(played.value()));
}

void Session::hint(std::string_view arguments) {
  const std::optional<int> wanted = whole_number(arguments);
  if (!wanted || *wanted < 1) return output_.error("hint: expected how many moves, got " + quoted(arguments));
  if (refuse_without_position("hint") || refuse_if_over("hint")) return;
  output_.reply("status thinking");
  if (!send_book_hints(static_cast<std::size_t>(*wanted))) {
    const engine::SearchResult result = search(position().board, true);
    const std::size_t count = std::min(result.move_values.size(), static_cast<std::size_t>(*wanted));
    for (std::size_t i = 0; i < count; ++i) {
      const engine::MoveValue& move = result.move_values[i];
      const std::vector<Square> line = move.line.empty() ? std::vector<Square>{move.move} : move.line;
      output_.reply(
          search_line(line, with_komi(discs_of(move.value), position().to_move), move.exact, result.depth));
    }
    send_nodestats(result.nodes, result.seconds);
  }
  output_.reply("status");
}

// The book's moves of the position, best first, if the book has it.
bool Session::send_book_hints(std::size_t wanted) {
  const std::vector<engine::BookMove> moves = book_.moves(position().board);
  for (std::size_t i = 0; i < std::min(moves.size(), wanted); ++i)
    output_.reply(book_line(moves[i].move, with_komi(moves[i].value, position().to_move), moves[i].depth));
  return !moves.empty();
}

void Session::go(std::string_view) {
  if (refuse_without_position("go") || refuse_if_over("go")) return;
  output_.reply("status thinking");
  const Board& board = position().board;
  engine::SearchLimits limits = limits_for_depth(depth_, false);
  if (const std::optional<engine::ClockState> clock = clock_state(position().to_move))
    limits = engine::limits_on_clock(limits, *clock, board.empty_count());
  const engine::SearchResult result = engine_.search(board, limits);
  const std::vector<Square> line =
      result.principal_variation.empty() ? std::vector<Square>{result.best_move} : result.principal_variation;
  const double value = with_komi(discs_of(result.value), position().to_move);
  output_.reply(search_line(line, value, result.exact, result.depth));
  send_nodestats(result.nodes, result.seconds);
  output_.reply(chosen_move_line(result.best_move, value, result.seconds));
  output_.reply("status");
}

void Session::ping(std::string_view arguments) {
  const std::optional<int> number = whole_number(arguments);
  if (!number) return output_.error("ping: expected a number, got " + quoted(arguments));
  output_.reply("pong " + std::to_string(*number));
}

// The protocol asks an engine to learn the finished game into its opening book and to
// answer "learned", which the GUI waits for whatever became of the game.
void Session::learn(std::string_view) {
  if (!refuse_without_position("learn")) keep_game();
  output_.reply("learned");
}

void Session::keep_game() {
  if (!learner_)
    return output_.error(
        "learn: the game is not kept: start the engine with --learned-book FILE to keep games");
  output_.reply("status learning");
  std::vector<Board> boards;
  for (const Position& position : positions_) boards.push_back(position.board);
  output_.error(learner_(boards));
  output_.reply("status");
}

// Every position of the game, each valued for its side to move, from the last back to the
// start: each search then finds in the hash tables what the one after it learnt.
void Session::analyze(std::string_view) {
  if (refuse_without_position("analyze")) return;
  output_.reply("status analyzing");
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (std::size_t ply = positions_.size(); ply-- > 0;) {
    const engine::SearchResult result = search(positions_[ply].board, false);
    nodes += result.nodes;
    seconds += result.seconds;
    output_.reply(analysis_line(ply, with_komi(discs_of(result.value), positions_[ply].to_move)));
  }
  send_nodestats(nodes, seconds);
  output_.reply("status");
}

void Session::quit(std::string_view) { finished_ = true; }

engine::SearchResult Session::search(const Board& board, bool score_all_moves) {
  return engine_.search(board, limits_for_depth(depth_, score_all_moves));
}

double Session::with_komi(double discs, Color mover) const {
  return mover == Color::Black ? discs - komi_ : discs + komi_;
}

void Session::send_nodestats(std::uint64_t nodes, double seconds) {
  output_.reply(nodestats_line(nodes, seconds));
}

bool Session::refuse_without_position(std::string_view command) {
  if (!positions_.empty()) return false;
  const std::string message = std::string(command) + ": no position: " + unusable_game_;
  output_.error(message);
  output_.reply("status " + message);  // the GUI waits for an answer and shows this instead
  return true;
}

bool Session::refuse_if_over(std::string_view command) {
  if (!position().board.is_game_over()) return false;
  output_.error(std::string(command) + ": the game is over: there is no move to find");
  return true;
}

}  // namespace reversi::nboard
