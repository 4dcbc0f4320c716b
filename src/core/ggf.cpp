#include "core/ggf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>

#include "core/notation.h"

namespace reversi {

namespace {

struct Property {
  std::string_view name;
  std::string value;  // escapes undone
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

// RE[+12.000], RE[-2:r] (a resignation), RE[?]: the disc difference from black's view,
// if known. What follows a colon says how the game ended; it is not kept.
Result<std::optional<int>> parse_result(std::string_view value) {
  value = trimmed(value.substr(0, value.find(':')));
  if (value.empty() || value == "?") return std::optional<int>{};
  if (value.starts_with('+')) value.remove_prefix(1);
  double difference = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), difference);
  if (error != std::errc{} || end != value.data() + value.size() || difference < -kMaxScore ||
      difference > kMaxScore) {
    return Error{"RE: " + quoted(value) + " is not a disc difference from -64 to +64 (or ?)"};
  }
  return std::optional<int>{static_cast<int>(std::lround(difference))};
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

// Keeps a property that says who, where, when or how it ended.
std::optional<Error> keep_description(const Property& property, GgfGame& game) {
  if (property.name == "PB") game.black = property.value;
  if (property.name == "PW") game.white = property.value;
  if (property.name == "PC") game.place = property.value;
  if (property.name == "DT") game.date = property.value;
  if (property.name == "RE") {
    const Result<std::optional<int>> result = parse_result(property.value);
    if (!result) return Error{result.error()};
    game.recorded_result = result.value();
  }
  return std::nullopt;
}

// Reads the game at the start of `text` ("(;" .. ";)") and drops it from `text`.
Result<GgfGame> next_game(std::string_view& text) {
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
    if (const std::optional<Error> wrong = keep_description(p, game)) return *wrong;
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
  text.remove_prefix(2);
  if (!position) return Error{"no start position (BO)"};
  return game;
}

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

std::string result_text(std::optional<int> difference) {
  if (!difference) return "?";
  // Appending, rather than "+" + ..., keeps GCC 12 from a false -Wrestrict warning.
  std::string text = *difference > 0 ? "+" : "";
  text += std::to_string(*difference);
  text += ".000";
  return text;
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
  Result<GgfGame> game = next_game(text);
  if (game && !trimmed(text).empty()) return Error{"text after the end of the game ';)'"};
  return game;
}

Result<std::vector<ImportedGame>> parse_ggf_games(std::string_view text) {
  std::vector<ImportedGame> games;
  const std::string_view whole = text;
  for (text = trimmed(text); !text.empty(); text = trimmed(text)) {
    const std::size_t offset = static_cast<std::size_t>(text.data() - whole.data());
    const std::string origin = "game " + std::to_string(games.size() + 1) + " (line " +
                               std::to_string(1 + std::count(whole.begin(), whole.begin() + offset, '\n')) +
                               ")";
    Result<GgfGame> game = next_game(text);
    if (!game) return Error{origin + ": " + game.error()};
    games.push_back(ImportedGame{origin, std::move(game).value()});
  }
  if (games.empty()) return Error{"no game: a GGF game starts with '(;'"};
  return games;
}

std::string write_ggf_game(const GgfGame& game) {
  std::string text = "(;GM[Othello]PC[" + escaped(game.place) + "]DT[" + escaped(game.date) + "]PB[" +
                     escaped(game.black) + "]PW[" + escaped(game.white) + "]RE[" +
                     result_text(game.result()) + "]TY[8]BO[" + ggf_board(game.start) + "]";
  Color mover = game.start.to_move;
  for (Square sq : game.moves) {
    std::string move = sq == Square::Pass ? "PA" : square_name(sq);
    std::transform(move.begin(), move.end(), move.begin(),
                   [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); });
    text += (mover == Color::Black ? "B[" : "W[") + move + "]";
    mover = opposite(mover);
  }
  return text + ";)";
}

}  // namespace reversi
