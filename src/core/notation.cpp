#include "core/notation.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace reversi {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

bool is_separator(char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); }

// The next move token of a transcript, starting at `pos` (not on a separator).
std::string_view next_token(std::string_view text, std::size_t pos) {
  const std::string_view rest = text.substr(pos);
  if (rest.size() >= 4 && equals_ignoring_case(rest.substr(0, 4), "pass")) return rest.substr(0, 4);
  if (rest.size() >= 2 && (equals_ignoring_case(rest.substr(0, 2), "pa") || rest.substr(0, 2) == "--")) {
    return rest.substr(0, 2);
  }
  // A square is a letter and a digit; a longer run of letters and digits ("h10", "z9x")
  // is taken whole so that the error shows all of it.
  std::size_t length = 1;
  while (length < rest.size() && std::isalnum(static_cast<unsigned char>(rest[length])) &&
         !(length >= 2 && std::isalpha(static_cast<unsigned char>(rest[length])))) {
    ++length;
  }
  return rest.substr(0, length);
}

}  // namespace

namespace {

// The length of the well-formed UTF-8 sequence at the start of `text` that encodes a
// printable character beyond ASCII (U+00A0 on: not a C1 control, not a surrogate, not an
// overlong form); 0 if there is none.
std::size_t printable_utf8_length(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  const std::size_t length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
  if (length == 0 || lead > 0xF4 || text.size() < length) return 0;
  char32_t code = lead & (0x7F >> length);
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i) & 0x3F);
  }
  const char32_t least[] = {0, 0, 0xA0, 0x800, 0x10000};
  if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

}  // namespace

std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x20 && byte < 0x7f) {
      out += text[i++];
    } else if (const std::size_t length = printable_utf8_length(text.substr(i))) {
      out += text.substr(i, length);
      i += length;
    } else {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xf];
      ++i;
    }
  }
  return out;
}

// Appending, rather than "'" + ..., keeps GCC 12 from a false -Wrestrict warning.
std::string quoted(std::string_view text) {
  std::string out(1, '\'');
  out += printable(text);
  out += '\'';
  return out;
}

std::string square_name(Square sq) {
  if (!is_board_square(sq)) return "pass";
  return std::string{static_cast<char>('a' + column_of(sq)), static_cast<char>('1' + row_of(sq))};
}

std::string squares_text(Bitboard squares) {
  std::vector<Square> squares_in_order;
  for (Square sq : squares_of(squares)) squares_in_order.push_back(sq);
  return moves_text(squares_in_order);
}

std::string moves_text(const std::vector<Square>& moves) {
  std::string text;
  for (Square sq : moves) {
    if (!text.empty()) text += ' ';
    text += square_name(sq);
  }
  return text;
}

Result<Square> parse_square(std::string_view text) {
  if (text.size() == 2) {
    const char column = lower(text[0]);
    const char row = text[1];
    if (column >= 'a' && column <= 'h' && row >= '1' && row <= '8') {
      return square_at(column - 'a', row - '1');
    }
  }
  return Error{quoted(text) + ": not a square (a1 to h8)", {"not_a_square", {{"text", printable(text)}}}};
}

Result<Square> parse_move(std::string_view text) {
  if (equals_ignoring_case(text, "pass") || equals_ignoring_case(text, "pa") || text == "--") {
    return Square::Pass;
  }
  return parse_square(text);
}

Result<Move> check_move(const Board& board, Square sq) {
  const Bitboard moves = board.moves();
  if (sq == Square::Pass) {
    if (moves != 0) {
      return Error{"a pass is only allowed with no move to play (legal: " + squares_text(moves) + ")",
                   {"pass_not_allowed", {{"legal", squares_text(moves)}}}};
    }
    if (!board.opponent_can_move()) return Error{"the game is over", {"game_over", {}}};
    return Move{};
  }
  if (moves == 0) {
    if (!board.opponent_can_move()) return Error{"the game is over", {"game_over", {}}};
    return Error{"no move here: this side must pass", {"must_pass", {}}};
  }
  if (!(moves & bit(sq))) {
    return Error{"not legal here (legal: " + squares_text(moves) + ")",
                 {"not_legal", {{"legal", squares_text(moves)}}}};
  }
  return board.move_at(sq);
}

Result<std::vector<Square>> parse_transcript(std::string_view text, const Position& start) {
  std::vector<Square> moves;
  Board board = start.board;
  int number = 0;
  std::size_t pos = 0;
  while (true) {
    while (pos < text.size() && is_separator(text[pos])) ++pos;
    if (pos == text.size()) break;
    const std::string_view token = next_token(text, pos);
    pos += token.size();
    ++number;
    const std::string where = "move " + std::to_string(number) + " " + quoted(token) + ": ";
    // The reason of a move's error names the move too.
    const auto at_move = [&](Reason reason) {
      reason.facts.insert(reason.facts.begin(),
                          {{"move", std::to_string(number)}, {"token", printable(token)}});
      return reason;
    };
    const Result<Square> square = parse_move(token);
    if (!square) return Error{where + "not a square", at_move({"not_a_square", {}})};
    // Forced passes may be left out of a transcript: play them before a square.
    if (square.value() != Square::Pass && !board.can_move() && board.opponent_can_move()) {
      board.make(Move{});
      moves.push_back(Square::Pass);
    }
    const Result<Move> move = check_move(board, square.value());
    if (!move) return Error{where + move.error(), at_move(move.failure().reason)};
    board.make(move.value());
    moves.push_back(square.value());
  }
  // A transcript that ends on a forced pass leaves the turn with the side that can move.
  if (!board.can_move() && board.opponent_can_move()) moves.push_back(Square::Pass);
  return moves;
}

std::string transcript_text(const std::vector<Square>& moves) {
  std::string text;
  for (Square sq : moves) {
    if (sq != Square::Pass) text += square_name(sq);
  }
  return text;
}

Result<Position> parse_position(std::string_view text) {
  Bitboard black = 0;
  Bitboard white = 0;
  int squares = 0;
  std::size_t pos = 0;
  for (; pos < text.size() && squares < kSquareCount; ++pos) {
    const char c = text[pos];
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    const Square sq = square_at(squares++);
    switch (c) {
      case 'X':
      case 'x':
      case '*': black |= bit(sq); break;
      case 'O':
      case 'o': white |= bit(sq); break;
      case '-':
      case '.': break;
      default:
        return Error{"square " + std::to_string(squares) + " (" + square_name(sq) +
                         "): " + quoted(text.substr(pos, 1)) + " is not X, O, *, - or .",
                     {"bad_square",
                      {{"number", std::to_string(squares)},
                       {"square", square_name(sq)},
                       {"text", printable(text.substr(pos, 1))}}}};
    }
  }
  if (squares < kSquareCount) {
    return Error{"expected 64 squares, got " + std::to_string(squares),
                 {"too_few_squares", {{"count", std::to_string(squares)}}}};
  }
  while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
  std::string_view side = text.substr(pos);
  while (!side.empty() && std::isspace(static_cast<unsigned char>(side.back()))) side.remove_suffix(1);
  if (side.empty()) return Error{"side to move missing after the 64 squares (X or O)", {"side_missing", {}}};
  if (side == "X" || side == "x" || side == "*") return Position::from_discs(black, white, Color::Black);
  if (side == "O" || side == "o") return Position::from_discs(black, white, Color::White);
  return Error{"side to move: expected X or O after the 64 squares, got " + quoted(side),
               {"bad_side", {{"text", printable(side)}}}};
}

bool is_position_text(std::string_view text) {
  const auto first = std::find_if_not(text.begin(), text.end(), is_separator);
  return first != text.end() && std::string_view("XxOo*-.").find(*first) != std::string_view::npos;
}

SetupText split_setup(std::string_view text) {
  if (!is_position_text(text)) return {std::nullopt, text};
  // The moves begin with the first square named: a letter before the first digit (never
  // the first character, which is a square of the board).
  const std::size_t digit = text.find_first_of("0123456789");
  if (digit == std::string_view::npos) return {text, {}};
  return {text.substr(0, digit - 1), text.substr(digit - 1)};
}

std::string position_text(const Position& position) {
  std::string text;
  const Bitboard black = position.discs(Color::Black);
  const Bitboard white = position.discs(Color::White);
  for (int i = 0; i < kSquareCount; ++i) {
    const Bitboard b = bit(square_at(i));
    text += (black & b) ? 'X' : (white & b) ? 'O' : '-';
  }
  text += position.to_move == Color::Black ? " X" : " O";
  return text;
}

}  // namespace reversi
