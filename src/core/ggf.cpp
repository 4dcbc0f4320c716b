#include "core/ggf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>

#include "core/ggf_result.h"
#include "core/ggs_game_type.h"
#include "core/notation.h"
#include "core/text.h"

namespace reversi {

namespace {

struct Property {
  std::string_view name;
  std::string value;  // escapes undone
};

// Reads the property at the start of `text` (NAME[value]) and drops it from `text`.
Result<Property> next_property(std::string_view& text) {
  std::size_t name_length = 0;
  while (name_length < text.size() && std::isupper(static_cast<unsigned char>(text[name_length])))
    ++name_length;
  if (name_length == 0) return Error{"expected a property such as B[F5] at " + quoted(text.substr(0, 10))};
  Property property{text.substr(0, name_length), ""};
  if (name_length == text.size() || text[name_length] != '[') {
    return Error{"property " + std::string(property.name) + ": expected '[' after the name"};
  }
  for (std::size_t i = name_length + 1; i < text.size(); ++i) {
    if (text[i] == ']') {
      text.remove_prefix(i + 1);
      return property;
    }
    if (text[i] == '\\' && i + 1 < text.size()) ++i;
    property.value += text[i];
  }
  return Error{"property " + std::string(property.name) + ": no closing ']' (is the game cut short?)"};
}

// Reads the next property of a game whose "(;" is read and drops it from `text`; none,
// with the ";)" dropped, where the game ends.
Result<std::optional<Property>> next_game_property(std::string_view& text) {
  text = trimmed(text);
  if (text.starts_with(";)")) {
    text.remove_prefix(2);
    return std::optional<Property>{};
  }
  if (text.empty()) return Error{"the game does not end with ';)' (is it cut short?)"};
  Result<Property> property = next_property(text);
  if (!property) return Error{property.error()};
  return std::optional<Property>{std::move(property).value()};
}

// BO[8 <64 squares> <side>]: the board size, then the squares and the side to move as
// parse_position() reads them (GGF writes '*' for black, 'O' for white, '-' for empty).
Result<Position> parse_start(std::string_view value) {
  value = trimmed(value);
  const std::size_t size_end = std::min(value.find_first_of(" \t"), value.size());
  const std::string_view size = value.substr(0, size_end);
  if (size != "8") return Error{"BO: unknown board size " + quoted(size) + " (only 8 is played)"};
  const Result<Position> position = parse_position(value.substr(size_end));
  if (!position) return Error{"BO: " + position.error()};
  return position;
}

Result<std::optional<double>> parse_note_number(std::string_view text, std::string_view what) {
  text = trimmed(text);
  if (text.empty()) return std::optional<double>{};
  double number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc{} || end != text.data() + text.size()) {
    return Error{"the " + std::string(what) + " " + quoted(text) + " is not a number"};
  }
  return std::optional<double>{number};
}

Result<GgfMove> parse_noted_move(std::string_view text) {
  const std::size_t slash = text.find('/');
  const Result<Square> square = parse_move(trimmed(text.substr(0, slash)));
  if (!square) return square.failure();
  GgfMove move{square.value(), {}};
  if (slash == std::string_view::npos) return move;
  const std::string_view rest = text.substr(slash + 1);
  const std::size_t second = rest.find('/');
  const Result<std::optional<double>> evaluation = parse_note_number(rest.substr(0, second), "evaluation");
  if (!evaluation) return evaluation.failure();
  move.note.evaluation = evaluation.value();
  if (second == std::string_view::npos) return move;
  const Result<std::optional<double>> seconds = parse_note_number(rest.substr(second + 1), "time");
  if (!seconds) return seconds.failure();
  move.note.seconds = seconds.value();
  return move;
}

// Plays the move of property B or W on `position`, checking that it is that colour's turn.
Result<GgfMove> play_recorded_move(const Property& property, Position& position, std::size_t number) {
  const std::string where = "move " + std::to_string(number) + " " + std::string(property.name) + "[" +
                            printable(property.value) + "]: ";
  const Color mover = property.name == "B" ? Color::Black : Color::White;
  if (mover != position.to_move) {
    return Error{where + "it is " + (position.to_move == Color::Black ? "black" : "white") + "'s turn"};
  }
  const Result<GgfMove> noted = parse_noted_move(property.value);
  if (!noted) return Error{where + noted.error()};
  const Result<Move> move = check_move(position.board, noted.value().square);
  if (!move) return Error{where + move.error()};
  position = position.after(move.value());
  return noted;
}

// Checks the properties that say which game this is: Othello (GM) on 8x8 (TY), won by
// the side with more discs.
std::optional<Error> check_game_kind(const Property& property) {
  if (property.name == "GM" && property.value != "Othello" && property.value != "othello") {
    return Error{"GM: not an Othello game: " + quoted(property.value)};
  }
  if (property.name != "TY") return std::nullopt;
  const Result<GgsGameType> type = parse_ggs_game_type(trimmed(property.value));
  if (!type) return type.failure();
  if (type.value().board_size != 8) {
    return Error{"TY: unknown board type " + quoted(property.value) + " (only 8 is played)"};
  }
  if (type.value().anti) {
    return Error{"TY: " + quoted(property.value) +
                 " is an anti game, won by fewer discs, which is not played here"};
  }
  return std::nullopt;
}

// Keeps a property that says who, where, when, on what clocks or at what ratings; the
// result (RE) waits for the komi (KM), which may come after it.
std::optional<Error> keep_description(const Property& property, GgfGame& game,
                                      std::optional<GgfResult>& result) {
  if (property.name == "PB") game.black = property.value;
  if (property.name == "PW") game.white = property.value;
  if (property.name == "PC") game.place = property.value;
  if (property.name == "DT") game.date = property.value;
  if (property.name == "TY") game.type = trimmed(property.value);
  if (property.name == "RB") game.black_rating = trimmed(property.value);
  if (property.name == "RW") game.white_rating = trimmed(property.value);
  if (property.name == "TI" || property.name == "TB") game.black_clock = trimmed(property.value);
  if (property.name == "TI" || property.name == "TW") game.white_clock = trimmed(property.value);
  if (property.name == "KM") {
    const Result<std::optional<double>> komi = parse_note_number(property.value, "komi");
    if (!komi) return Error{"KM: " + komi.error()};
    game.komi = komi.value();
  }
  if (property.name == "RE") {
    Result<std::optional<GgfResult>> read = parse_ggf_result(property.value);
    if (!read) return read.failure();
    result = read.value();
  }
  return std::nullopt;
}

// Black's disc difference of the result, the komi added back: a whole number of discs.
std::optional<Error> keep_result(const GgfResult& result, GgfGame& game) {
  const double difference = result.black_score + game.komi.value_or(0);
  if (difference != std::round(difference) || difference < -kMaxScore || difference > kMaxScore) {
    return Error{"RE: " + ggf_number(result.black_score) +
                 (game.komi ? " with KM[" + ggf_number(*game.komi) + "]" : "") +
                 " is not a disc difference from -64 to +64"};
  }
  game.recorded_result = static_cast<int>(difference);
  game.ending = result.ending;
  return std::nullopt;
}

}  // namespace

Result<GgfGame> take_ggf_game(std::string_view& text) {
  if (!text.starts_with("(;")) return Error{"a GGF game starts with '(;'"};
  text.remove_prefix(2);
  std::optional<Position> position;  // the position the moves so far lead to
  GgfGame game;
  std::optional<GgfResult> result;
  while (true) {
    const Result<std::optional<Property>> property = next_game_property(text);
    if (!property) return Error{property.error()};
    if (!property.value()) break;
    const Property& p = *property.value();
    if (const std::optional<Error> wrong_kind = check_game_kind(p)) return *wrong_kind;
    if (const std::optional<Error> wrong = keep_description(p, game, result)) return *wrong;
    if (p.name == "BO") {
      if (position) return Error{"BO: a second start position"};
      const Result<Position> start = parse_start(p.value);
      if (!start) return Error{start.error()};
      game.start = start.value();
      position = start.value();
    } else if (p.name == "B" || p.name == "W") {
      if (!position) return Error{"a move comes before the start position (BO)"};
      const Result<GgfMove> move = play_recorded_move(p, *position, game.moves.size() + 1);
      if (!move) return Error{move.error()};
      game.moves.push_back(move.value().square);
      game.notes.push_back(move.value().note);
    }
  }
  if (!position) return Error{"no start position (BO)"};
  if (result) {
    if (const std::optional<Error> wrong = keep_result(*result, game)) return *wrong;
  }
  if (std::ranges::all_of(game.notes, [](const MoveNote& note) { return note == MoveNote{}; }))
    game.notes.clear();
  return game;
}

std::optional<Error> skip_ggf_game(std::string_view& text) {
  if (!text.starts_with("(;")) return Error{"a GGF game starts with '(;'"};
  std::string_view rest = text.substr(2);
  while (true) {
    const Result<std::optional<Property>> property = next_game_property(rest);
    if (!property) return Error{property.error()};
    if (!property.value()) break;
  }
  text = rest;
  return std::nullopt;
}

namespace {

// GGF's board: the size, then the squares and the side to move with '*' for black.
std::string ggf_board(const Position& position) {
  std::string text = "8 " + position_text(position);
  std::replace(text.begin(), text.end(), 'X', '*');
  return text;
}

std::string escaped(std::string_view value) {
  std::string text;
  for (char c : value) {
    if (c == ']' || c == '\\') text += '\\';
    text += c;
  }
  return text;
}

// The result as RE writes it: from the discs where the moves end the game, else the
// recorded one with how the game ended.
std::optional<GgfResult> ggf_result(const GgfGame& game) {
  const double komi = game.komi.value_or(0);
  if (game.final_position().board.is_game_over())
    return GgfResult{*game.result() - komi, GameEnding::Counted};
  if (!game.recorded_result) return std::nullopt;
  return GgfResult{*game.recorded_result - komi, game.ending};
}

// NAME[value], or nothing for an empty value.
std::string property_text(std::string_view name, std::string_view value) {
  return value.empty() ? "" : std::string(name) + "[" + escaped(value) + "]";
}

std::string clocks_text(const GgfGame& game) {
  if (game.black_clock == game.white_clock) return property_text("TI", game.black_clock);
  return property_text("TB", game.black_clock) + property_text("TW", game.white_clock);
}

// F5, F5/-2.5/3.1, PA//1.25: a move with what its note says.
std::string move_text(Square sq, const MoveNote& note) {
  std::string text = sq == Square::Pass ? "PA" : square_name(sq);
  std::transform(text.begin(), text.end(), text.begin(),
                 [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); });
  if (!note.evaluation && !note.seconds) return text;
  text += '/';
  if (note.evaluation) text += ggf_number(*note.evaluation);
  if (note.seconds) {
    text += '/';
    text += ggf_number(*note.seconds);
  }
  return text;
}

}  // namespace

Result<GgfMove> parse_ggf_move(std::string_view text) { return parse_noted_move(text); }

Result<GgfGame> parse_ggf_game(std::string_view text) {
  text = trimmed(text);
  Result<GgfGame> game = take_ggf_game(text);
  if (game && !trimmed(text).empty()) return Error{"text after the end of the game ';)'"};
  return game;
}

std::string write_ggf_game(const GgfGame& game) {
  std::string text =
      "(;GM[Othello]PC[" + escaped(game.place) + "]DT[" + escaped(game.date) + "]PB[" + escaped(game.black) +
      "]PW[" + escaped(game.white) + "]" + property_text("RB", game.black_rating) +
      property_text("RW", game.white_rating) + clocks_text(game) + "RE[" + ggf_result_text(ggf_result(game)) +
      "]TY[" + escaped(game.type.empty() ? "8" : game.type) + "]" +
      (game.komi ? "KM[" + ggf_number(*game.komi) + "]" : "") + "BO[" + ggf_board(game.start) + "]";
  Color mover = game.start.to_move;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const MoveNote note = i < game.notes.size() ? game.notes[i] : MoveNote{};
    text += (mover == Color::Black ? "B[" : "W[") + move_text(game.moves[i], note) + "]";
    mover = opposite(mover);
  }
  return text + ";)";
}

}  // namespace reversi
