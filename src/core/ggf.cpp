#include "core/ggf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <string>

#include "core/notation.h"

namespace reversi {

namespace {

struct Property {
  std::string_view name;
  std::string_view value;
};

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

bool is_number(std::string_view text) {
  double number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  return error == std::errc{} && end == text.data() + text.size();
}

// Reads the property at the start of `text` (NAME[value]) and drops it from `text`.
Result<Property> next_property(std::string_view& text) {
  std::size_t name_length = 0;
  while (name_length < text.size() && std::isupper(static_cast<unsigned char>(text[name_length])))
    ++name_length;
  if (name_length == 0) return Error{"expected a property such as B[F5] at " + quoted(text.substr(0, 10))};
  const std::string_view name = text.substr(0, name_length);
  if (name_length == text.size() || text[name_length] != '[') {
    return Error{"property " + std::string(name) + ": expected '[' after the name"};
  }
  const std::size_t close = text.find(']', name_length);
  if (close == std::string_view::npos) {
    return Error{"property " + std::string(name) + ": no closing ']' (is the game cut short?)"};
  }
  const Property property{name, text.substr(name_length + 1, close - name_length - 1)};
  text.remove_prefix(close + 1);
  return property;
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

// Plays the move of property B or W on `position`, checking that it is that colour's turn.
Result<Square> play_recorded_move(const Property& property, Position& position, std::size_t number) {
  const std::string where = "move " + std::to_string(number) + " " + std::string(property.name) + "[" +
                            printable(property.value) + "]: ";
  const Color mover = property.name == "B" ? Color::Black : Color::White;
  if (mover != position.to_move) {
    return Error{where + "it is " + (position.to_move == Color::Black ? "black" : "white") + "'s turn"};
  }
  const Result<Square> square = parse_ggf_move(property.value);
  if (!square) return Error{where + square.error()};
  const Result<Move> move = check_move(position.board, square.value());
  if (!move) return Error{where + move.error()};
  position = position.after(move.value());
  return square;
}

// Checks a property the engine does not read but that says which game this is.
std::optional<Error> check_game_kind(const Property& property) {
  if (property.name == "GM" && property.value != "Othello" && property.value != "othello") {
    return Error{"GM: not an Othello game: " + quoted(property.value)};
  }
  if (property.name == "TY" && trimmed(property.value) != "8") {
    return Error{"TY: unknown board type " + quoted(property.value) + " (only 8 is played)"};
  }
  return std::nullopt;
}

}  // namespace

Result<Square> parse_ggf_move(std::string_view text) {
  const std::size_t slash = text.find('/');
  const std::string_view square = trimmed(text.substr(0, slash));
  if (slash != std::string_view::npos) {
    const std::string_view rest = text.substr(slash + 1);
    const std::size_t second = rest.find('/');
    const std::string_view eval = trimmed(rest.substr(0, second));
    const std::string_view time = second == std::string_view::npos ? "" : trimmed(rest.substr(second + 1));
    if (!eval.empty() && !is_number(eval))
      return Error{"the evaluation " + quoted(eval) + " is not a number"};
    if (!time.empty() && !is_number(time)) return Error{"the time " + quoted(time) + " is not a number"};
  }
  return parse_move(square);
}

Result<GgfGame> parse_ggf_game(std::string_view text) {
  text = trimmed(text);
  if (!text.starts_with("(;")) return Error{"a GGF game starts with '(;'"};
  text.remove_prefix(2);
  std::optional<Position> position;  // the position the moves so far lead to
  GgfGame game;
  for (text = trimmed(text); !text.starts_with(";)"); text = trimmed(text)) {
    if (text.empty()) return Error{"the game does not end with ';)' (is it cut short?)"};
    const Result<Property> property = next_property(text);
    if (!property) return Error{property.error()};
    const Property& p = property.value();
    if (const std::optional<Error> wrong_kind = check_game_kind(p)) return *wrong_kind;
    if (p.name == "BO") {
      if (position) return Error{"BO: a second start position"};
      const Result<Position> start = parse_start(p.value);
      if (!start) return Error{start.error()};
      game.start = start.value();
      position = start.value();
    } else if (p.name == "B" || p.name == "W") {
      if (!position) return Error{"a move comes before the start position (BO)"};
      const Result<Square> move = play_recorded_move(p, *position, game.moves.size() + 1);
      if (!move) return Error{move.error()};
      game.moves.push_back(move.value());
    }
  }
  if (!trimmed(text.substr(2)).empty()) return Error{"text after the end of the game ';)'"};
  if (!position) return Error{"no start position (BO)"};
  return game;
}

}  // namespace reversi
