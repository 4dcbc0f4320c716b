#include "gtp/session.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>

#include "core/notation.h"

namespace reversi::gtp {

namespace {

constexpr std::array<std::string_view, 16> kCommands = {
    "boardsize",     "clear_board",   "final_score", "genmove",          "known_command", "komi",
    "list_commands", "name",          "play",        "protocol_version", "quit",          "showboard",
    "time_left",     "time_settings", "undo",        "version"};

// More than any game's clock: a time above it is taken for a mistake.
constexpr double kMostSeconds = 1e7;

// The words of `line` between runs of spaces and tabs.
std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t start = 0;
  while (start < line.size()) {
    start = line.find_first_not_of(" \t", start);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(line.find_first_of(" \t", start), line.size());
    words.push_back(line.substr(start, end - start));
    start = end;
  }
  return words;
}

std::string lower(std::string_view text) {
  std::string lowered(text);
  std::ranges::transform(lowered, lowered.begin(), [](unsigned char c) { return std::tolower(c); });
  return lowered;
}

Result<Color> parse_color(std::string_view word) {
  const std::string color = lower(word);
  if (color == "b" || color == "black") return Color::Black;
  if (color == "w" || color == "white") return Color::White;
  return Error{quoted(word) + " is not a colour (black or white)"};
}

// A number as GTP writes reals (komi, times), or none for any other word.
std::optional<double> number_of(std::string_view word) {
  double number = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), number);
  if (error != std::errc{} || end != word.data() + word.size() || !std::isfinite(number)) return std::nullopt;
  return number;
}

// A time in seconds, from 0 up to kMostSeconds; fractions are taken too.
std::optional<std::chrono::milliseconds> time_of(std::string_view word) {
  const std::optional<double> seconds = number_of(word);
  if (!seconds || *seconds < 0 || *seconds > kMostSeconds) return std::nullopt;
  return std::chrono::milliseconds(std::llround(*seconds * 1000));
}

// A count of stones (moves), from 0.
std::optional<int> stones_of(std::string_view word) {
  int stones = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), stones);
  if (error != std::errc{} || end != word.data() + word.size() || stones < 0) return std::nullopt;
  return stones;
}

std::string_view color_name(Color color) { return color == Color::Black ? "black" : "white"; }

// A GTP vertex as clients write them: upper case.
std::string vertex(Square sq) {
  std::string name = square_name(sq);
  std::ranges::transform(name, name.begin(), [](unsigned char c) { return std::toupper(c); });
  return name;
}

// The line without what GTP ignores: control characters other than tabs (a carriage
// return of a client on Windows, say) and everything from a '#' on.
std::string cleaned(std::string_view line) {
  std::string kept;
  for (char c : line.substr(0, line.find('#'))) {
    if (c == '\t' || !std::iscntrl(static_cast<unsigned char>(c))) kept += c;
  }
  return kept;
}

}  // namespace

Session::Reply Session::syntax_error(std::string_view usage) {
  return {false, std::string("syntax error: ").append(usage)};
}

Session::Session(ComputerPlayer& player) : player_(player) {}

std::string Session::handle(std::string_view line) {
  const std::string text = cleaned(line);
  std::vector<std::string_view> words = words_of(text);
  if (words.empty()) return "";
  // An id, if the command has one, is a number before its name, repeated in the reply.
  std::string id;
  if (std::ranges::all_of(words.front(), [](unsigned char c) { return std::isdigit(c); })) {
    id = words.front();
    words.erase(words.begin());
  }
  Reply reply = words.empty() ? Reply{false, "no command after the id"}
                              : run(lower(words.front()), {words.begin() + 1, words.end()});
  return (reply.ok ? "=" : "?") + id + (reply.text.empty() ? "" : " " + reply.text) + "\n\n";
}

Session::Reply Session::run(std::string_view command, const std::vector<std::string_view>& arguments) {
  // The reply when the command does not have `count` arguments, as `usage` shows them.
  const auto needs = [&](std::size_t count, std::string_view usage) -> std::optional<Reply> {
    if (arguments.size() == count) return std::nullopt;
    return syntax_error(usage);
  };
  if (command == "protocol_version") return {true, "2"};
  if (command == "name") return {true, "reversi"};
  if (command == "version") return {true, REVERSI_VERSION};
  if (command == "list_commands") {
    std::string names;
    for (std::string_view name : kCommands) names.append(names.empty() ? "" : "\n").append(name);
    return {true, names};
  }
  if (command == "known_command") {
    if (auto bad = needs(1, "known_command COMMAND")) return *bad;
    const bool known = std::ranges::find(kCommands, lower(arguments[0])) != kCommands.end();
    return {true, known ? "true" : "false"};
  }
  if (command == "quit") {
    finished_ = true;
    return {};
  }
  if (command == "boardsize") {
    if (auto bad = needs(1, "boardsize SIZE")) return *bad;
    if (arguments[0] != "8") return {false, "unacceptable size: an Othello board is 8 by 8"};
    return {};
  }
  if (command == "clear_board") {
    positions_ = {Position::start()};
    // A new game: its clocks start full.
    if (time_settings_) clocks_ = {Clock(*time_settings_), Clock(*time_settings_)};
    return {};
  }
  if (command == "komi") {
    if (auto bad = needs(1, "komi VALUE")) return *bad;
    const std::optional<double> komi = number_of(arguments[0]);
    if (!komi) return syntax_error("komi VALUE");
    komi_ = *komi;
    return {};
  }
  if (command == "final_score") return final_score();
  if (command == "play") return play(arguments);
  if (command == "genmove") return genmove(arguments);
  if (command == "time_settings") return time_settings(arguments);
  if (command == "time_left") return time_left(arguments);
  if (command == "undo") {
    if (positions_.size() == 1) return {false, "cannot undo: no move has been played"};
    positions_.pop_back();
    return {};
  }
  // A free-form board for people: on a line of its own, its 64 squares and the side to move.
  if (command == "showboard") return {true, std::string("\n").append(position_text(position()))};
  return {false, std::string("unknown command: ").append(quoted(command))};
}

std::optional<std::string> Session::take_turn(Color color) {
  const Board& board = position().board;
  if (position().to_move == color) return std::nullopt;
  // The other side must pass first: that pass is forced, so a client may leave it out.
  if (!board.can_move() && board.opponent_can_move()) {
    positions_.push_back(position().after(Move{}));
    return std::nullopt;
  }
  return "it is " + std::string(color_name(position().to_move)) + "'s turn, not " +
         std::string(color_name(color)) + "'s";
}

Session::Reply Session::play(const std::vector<std::string_view>& arguments) {
  if (arguments.size() != 2) return syntax_error("play COLOR VERTEX");
  const Result<Color> parsed_color = parse_color(arguments[0]);
  if (!parsed_color) return syntax_error(parsed_color.error());
  const Color color = parsed_color.value();
  const Result<Square> square = parse_move(arguments[1]);  // either case
  if (!square) return syntax_error(square.error());
  if (square.value() == Square::Pass) {
    // A pass by the side that has just passed, by force, is that pass told.
    const bool told_forced_pass = positions_.size() > 1 && position().to_move != color &&
                                  positions_[positions_.size() - 2].to_move == color &&
                                  !positions_[positions_.size() - 2].board.can_move();
    if (told_forced_pass) return {};
    if (position().to_move != color)
      return {false, "illegal move: it is not " + std::string(color_name(color)) + "'s turn"};
    if (position().board.can_move())
      return {false, "illegal move: " + std::string(color_name(color)) + " has a move and cannot pass"};
    if (!position().board.opponent_can_move()) return {false, "illegal move: the game is over"};
    positions_.push_back(position().after(Move{}));
    return {};
  }
  const std::size_t plies = positions_.size();
  if (const std::optional<std::string> refused = take_turn(color))
    return {false, "illegal move: " + *refused};
  const Result<Move> move = check_move(position().board, square.value());
  if (!move) {
    positions_.resize(plies);  // the pass take_turn played is not kept
    return {false, "illegal move: " + square_name(square.value()) + ": " + move.error()};
  }
  positions_.push_back(position().after(move.value()));
  return {};
}

Session::Reply Session::genmove(const std::vector<std::string_view>& arguments) {
  if (arguments.size() != 1) return syntax_error("genmove COLOR");
  const Result<Color> parsed_color = parse_color(arguments[0]);
  if (!parsed_color) return syntax_error(parsed_color.error());
  const Color color = parsed_color.value();
  if (position().board.is_game_over()) return {true, "pass"};
  // As GRhino's gtp-rhino: a side asked to move out of its turn passes, and nothing is played.
  if (take_turn(color)) return {true, "pass"};
  if (!position().board.can_move()) {
    positions_.push_back(position().after(Move{}));
    return {true, "pass"};
  }
  std::optional<Clock>& clock = clock_of(color);
  const auto start = std::chrono::steady_clock::now();
  const Square chosen = clock ? player_.choose_on_clock(position().board, clock->state()).move
                              : player_.choose(position().board).move;
  if (clock) {
    clock->spend(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start));
  }
  positions_.push_back(position().after(position().board.move_at(chosen)));
  return {true, vertex(chosen)};
}

Session::Reply Session::time_settings(const std::vector<std::string_view>& arguments) {
  constexpr std::string_view kUsage =
      "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES (seconds, seconds, a count, none negative)";
  if (arguments.size() != 3) return syntax_error(kUsage);
  const std::optional<std::chrono::milliseconds> main_time = time_of(arguments[0]);
  const std::optional<std::chrono::milliseconds> period_time = time_of(arguments[1]);
  const std::optional<int> period_stones = stones_of(arguments[2]);
  if (!main_time || !period_time || !period_stones) return syntax_error(kUsage);
  const TimeSettings settings{*main_time, *period_time, *period_stones};
  if (settings.unlimited()) {
    time_settings_.reset();
    clocks_ = {};
  } else {
    time_settings_ = settings;
    clocks_ = {Clock(settings), Clock(settings)};
  }
  return {};
}

// The side's clock, as the controller keeps it. Without time_settings (or after "no time
// limits"), the time told is that side's whole time, as in absolute time.
Session::Reply Session::time_left(const std::vector<std::string_view>& arguments) {
  constexpr std::string_view kUsage = "time_left COLOR TIME STONES (seconds and a count, none negative)";
  if (arguments.size() != 3) return syntax_error(kUsage);
  const Result<Color> color = parse_color(arguments[0]);
  if (!color) return syntax_error(color.error());
  const std::optional<std::chrono::milliseconds> time = time_of(arguments[1]);
  const std::optional<int> stones = stones_of(arguments[2]);
  if (!time || !stones) return syntax_error(kUsage);
  std::optional<Clock>& clock = clock_of(color.value());
  if (!clock) clock.emplace(time_settings_.value_or(TimeSettings{*time}));
  clock->tell(*time, *stones);
  return {};
}

// As GTP scores Go, and GRhino Othello: "B+12", "W+3.5" or "0", the empty squares counted
// for the winner and the komi for white.
Session::Reply Session::final_score() const {
  const Board& board = position().board;
  if (!board.is_game_over()) return {false, "cannot score: the game is not over"};
  const int mover_score = board.final_score();
  const double black_lead = (position().to_move == Color::Black ? mover_score : -mover_score) - komi_;
  if (black_lead == 0) return {true, "0"};
  char text[32];
  std::snprintf(text, sizeof text, "%c+%g", black_lead > 0 ? 'B' : 'W', std::abs(black_lead));
  return {true, text};
}

}  // namespace reversi::gtp
