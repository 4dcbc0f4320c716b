#include "nboard/session.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <utility>

#include "core/ggf.h"
#include "core/notation.h"
#include "nboard/replies.h"

namespace reversi::nboard {

namespace {

// The protocol version this session speaks; version 1 differed only in how moves were sent.
constexpr int kProtocolVersion = 2;

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

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

}  // namespace

bool stops_search(std::string_view line) {
  const std::string_view command = first_word(line).first;
  return command == "ping" || command == "quit";
}

Session::Session(engine::Engine& engine, Output output) : engine_(engine), output_(std::move(output)) {}

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
  if (!game) return output_.error("set game: " + game.error());
  std::vector<Position> positions{game.value().start};
  for (Square square : game.value().moves) {
    // parse_ggf_game() checked every move on the way.
    positions.push_back(positions.back().after(check_move(positions.back().board, square).value()));
  }
  positions_ = std::move(positions);
}

void Session::set_contempt(std::string_view arguments) {
  const std::optional<int> contempt = whole_number(arguments);
  if (!contempt) return output_.error("set contempt: expected centi-discs, got " + quoted(arguments));
  contempt_ = *contempt;
}

void Session::move(std::string_view arguments) {
  const Result<Square> square = parse_ggf_move(arguments);
  if (!square) return output_.error("move: " + square.error());
  const Result<Move> played = check_move(position().board, square.value());
  if (!played) return output_.error("move " + quoted(arguments) + ": " + played.error());
  positions_.push_back(position().after(played.value()));
}

void Session::hint(std::string_view arguments) {
  const std::optional<int> wanted = whole_number(arguments);
  if (!wanted || *wanted < 1) return output_.error("hint: expected how many moves, got " + quoted(arguments));
  if (refuse_if_over()) return;
  output_.reply("status thinking");
  const engine::SearchResult result = search(position().board, true);
  if (!position().board.can_move()) {  // a forced pass: nothing to choose from
    output_.reply(search_line({Square::Pass}, result.value, result.exact, result.depth));
  }
  const std::size_t count = std::min(result.move_values.size(), static_cast<std::size_t>(*wanted));
  for (std::size_t i = 0; i < count; ++i) {
    const engine::MoveValue& move = result.move_values[i];
    const std::vector<Square> line = move.line.empty() ? std::vector<Square>{move.move} : move.line;
    output_.reply(search_line(line, move.value, move.exact, result.depth));
  }
  send_nodestats(result.nodes, result.seconds);
  output_.reply("status");
}

void Session::go(std::string_view) {
  if (refuse_if_over()) return;
  output_.reply("status thinking");
  const engine::SearchResult result = search(position().board, false);
  const std::vector<Square> line =
      result.principal_variation.empty() ? std::vector<Square>{result.best_move} : result.principal_variation;
  output_.reply(search_line(line, result.value, result.exact, result.depth));
  send_nodestats(result.nodes, result.seconds);
  output_.reply(chosen_move_line(result));
  output_.reply("status");
}

void Session::ping(std::string_view arguments) {
  const std::optional<int> number = whole_number(arguments);
  if (!number) return output_.error("ping: expected a number, got " + quoted(arguments));
  output_.reply("pong " + std::to_string(*number));
}

// The protocol asks an engine to learn the finished game into its opening book and to
// answer "learned". We have no learning book yet: the game is not kept, only acknowledged.
void Session::learn(std::string_view) { output_.reply("learned"); }

// Every position of the game, each valued for its side to move, from the last back to the
// start: each search then finds in the hash tables what the one after it learnt.
void Session::analyze(std::string_view) {
  output_.reply("status analyzing");
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (std::size_t ply = positions_.size(); ply-- > 0;) {
    const engine::SearchResult result = search(positions_[ply].board, false);
    nodes += result.nodes;
    seconds += result.seconds;
    output_.reply(analysis_line(ply, result.value));
  }
  send_nodestats(nodes, seconds);
  output_.reply("status");
}

void Session::quit(std::string_view) { finished_ = true; }

engine::SearchResult Session::search(const Board& board, bool score_all_moves) {
  return engine_.search(board, limits_for_depth(depth_, score_all_moves));
}

void Session::send_nodestats(std::uint64_t nodes, double seconds) {
  output_.reply(nodestats_line(nodes, seconds));
}

bool Session::refuse_if_over() {
  if (!position().board.is_game_over()) return false;
  output_.error("the game is over: there is no move to find");
  return true;
}

}  // namespace reversi::nboard
