#include "engine/book_files.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <stdexcept>

#include "core/notation.h"
#include "core/symmetry.h"
#include "engine/embedded_tables.h"
#include "engine/search_types.h"

namespace reversi::engine {

namespace {

constexpr std::string_view kMagic = "RVBOOK1\n";  // the format's version is its last digit

// The canonical boards in increasing order, so that a book is written the same way
// whatever order its positions came in.
std::vector<std::pair<Board, const BookEntry*>> in_order(const Book& book) {
  std::vector<std::pair<Board, const BookEntry*>> ordered;
  ordered.reserve(book.size());
  for (const auto& [board, entry] : book.entries()) ordered.emplace_back(board, &entry);
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    return a.first.player != b.first.player ? a.first.player < b.first.player
                                            : a.first.opponent < b.first.opponent;
  });
  return ordered;
}

// Black moves first and the colours alternate, so the side to move has played as many
// discs as the other unless a pass came between: the colour a reader expects.
Color usual_mover(const Board& board) { return board.empty_count() % 2 == 0 ? Color::Black : Color::White; }

std::string signed_text(int value) {
  char text[8];
  std::snprintf(text, sizeof text, "%+d", value);
  return text;
}

std::optional<int> parse_int(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::vector<std::string_view> fields_of(std::string_view line) {
  std::vector<std::string_view> fields;
  std::size_t at = 0;
  while (at < line.size()) {
    const std::size_t start = line.find_first_not_of(" \t\r", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(line.find_first_of(" \t\r", start), line.size());
    fields.push_back(line.substr(start, end - start));
    at = end;
  }
  return fields;
}

// One line's position and moves, or what is wrong with it.
struct ParsedLine {
  Board board;
  int depth = 0;
  std::vector<SearchedMove> moves;
};

Result<ParsedLine> parse_line(const std::vector<std::string_view>& fields) {
  if (fields.size() < 5) {
    return Error{"expected the 64 squares, the side to move, the value, the depth and the moves; found " +
                 std::to_string(fields.size()) + " fields"};
  }
  const std::string position_field = std::string(fields[0]) + " " + std::string(fields[1]);
  const Result<Position> position = parse_position(position_field);
  if (!position) return Error{"the position: " + position.error()};
  ParsedLine line{position.value().board, 0, {}};
  if (!line.board.can_move())
    return Error{"the side to move has no legal move: a book position must have one"};
  const std::optional<int> value = parse_int(fields[2]);
  if (!value || *value < -kMaxScore || *value > kMaxScore) {
    return Error{"the value " + quoted(fields[2]) + " is not a whole number of discs from -64 to 64"};
  }
  const std::optional<int> depth = parse_int(fields[3]);
  if (!depth) return Error{"the depth " + quoted(fields[3]) + " is not a whole number"};
  if (const auto problem = depth_problem(*depth)) return Error{*problem};
  line.depth = *depth;
  for (std::size_t i = 4; i < fields.size(); ++i) {
    const std::size_t colon = fields[i].find(':');
    if (colon == std::string_view::npos) return Error{"move " + quoted(fields[i]) + " is not SQUARE:VALUE"};
    const Result<Square> square = parse_square(fields[i].substr(0, colon));
    if (!square) return Error{"move " + quoted(fields[i]) + ": " + square.error()};
    const std::optional<int> move_value = parse_int(fields[i].substr(colon + 1));
    if (!move_value) return Error{"move " + quoted(fields[i]) + ": the value is not a whole number"};
    line.moves.push_back(SearchedMove{square.value(), *move_value});
  }
  if (const auto problem = moves_problem(line.board, line.moves)) return Error{*problem};
  return line;
}

void put_bytes(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
}

// Reads little-endian words from the bytes, noting where it ran out.
class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}
  bool has(std::size_t count) const { return bytes_.size() - at_ >= count; }
  std::size_t at() const { return at_; }
  std::uint64_t take(int count) {
    std::uint64_t value = 0;
    for (int i = 0; i < count; ++i)
      value |= std::uint64_t{static_cast<unsigned char>(bytes_[at_++])} << (8 * i);
    return value;
  }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

}  // namespace

std::string book_text(const Book& book) {
  std::ostringstream out;
  for (const auto& [board, entry] : in_order(book)) {
    out << position_text(Position{board, usual_mover(board)}) << ' ' << signed_text(entry->value) << ' '
        << entry->depth;
    for (const SearchedMove& searched : entry->moves)
      out << ' ' << square_name(searched.move) << ':' << signed_text(searched.value);
    out << '\n';
  }
  return out.str();
}

Result<Book> parse_book_text(std::string_view text, std::string_view name) {
  Book book;
  std::map<std::pair<Bitboard, Bitboard>, int> line_of;  // canonical board -> its line
  int number = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++number;
    const std::vector<std::string_view> fields = fields_of(line);
    if (fields.empty() || fields[0].starts_with('#')) continue;
    const std::string where = std::string(name) + ":" + std::to_string(number) + ": ";
    const Result<ParsedLine> parsed = parse_line(fields);
    if (!parsed) return Error{where + parsed.error()};
    const Board key = canonical(parsed.value().board).board;
    const auto [earlier, added] = line_of.emplace(std::pair{key.player, key.opponent}, number);
    if (!added)
      return Error{where + "the same position as line " + std::to_string(earlier->second) +
                   " (in some symmetry)"};
    book.add(parsed.value().board, parsed.value().depth, parsed.value().moves);
  }
  book.propagate();
  return book;
}

std::string book_binary(const Book& book) {
  std::string out(kMagic);
  put_bytes(out, book.size(), 4);
  for (const auto& [board, entry] : in_order(book)) {
    put_bytes(out, board.player, 8);
    put_bytes(out, board.opponent, 8);
    put_bytes(out,
              static_cast<std::uint64_t>(static_cast<std::uint8_t>(static_cast<std::int8_t>(entry->value))),
              1);
    put_bytes(out, static_cast<std::uint64_t>(entry->depth), 1);
    put_bytes(out, entry->moves.size(), 1);
    for (const SearchedMove& searched : entry->moves) {
      put_bytes(out, static_cast<std::uint64_t>(index_of(searched.move)), 1);
      put_bytes(
          out,
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(static_cast<std::int8_t>(searched.value))), 1);
    }
  }
  return out;
}

Result<Book> parse_book_binary(std::string_view bytes, std::string_view name) {
  const std::string file(name);
  if (!bytes.starts_with(kMagic)) return Error{file + ": not a book file (it does not begin with RVBOOK1)"};
  ByteReader reader(bytes.substr(kMagic.size()));
  if (!reader.has(4)) return Error{file + ": cut short in the header"};
  const std::uint64_t count = reader.take(4);
  Book book;
  // Reserved for what the file can hold, not for what its header claims.
  book.reserve(std::min<std::uint64_t>(count, bytes.size() / 19));
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::size_t entry_at = kMagic.size() + reader.at();
    // Written out only for an error: a large book has many entries.
    const auto fault = [&](const std::string& what) {
      return Error{file + ": entry " + std::to_string(i + 1) + " of " + std::to_string(count) + " (byte " +
                   std::to_string(entry_at) + "): " + what};
    };
    if (!reader.has(19)) return fault("the file is cut short");
    const Board board{reader.take(8), reader.take(8)};
    const Score value = static_cast<std::int8_t>(reader.take(1));
    const int depth = static_cast<int>(reader.take(1));
    const std::size_t move_count = reader.take(1);
    if (board.player & board.opponent) return fault("a square holds discs of both sides");
    if (canonical(board).board != board) return fault("the position is not in its canonical orientation");
    if (book.entries().contains(board)) return fault("the position is stored twice");
    if (const auto problem = depth_problem(depth)) return fault(*problem);
    if (value < -kMaxScore || value > kMaxScore)
      return fault("value " + std::to_string(value) + " is not from -64 to 64");
    if (!reader.has(2 * move_count)) return fault("the file is cut short in the moves");
    std::vector<SearchedMove> moves(move_count);
    for (SearchedMove& searched : moves) {
      const auto square = reader.take(1);
      searched.value = static_cast<std::int8_t>(reader.take(1));
      if (square >= kSquareCount) return fault("move square " + std::to_string(square) + " is off the board");
      searched.move = square_at(static_cast<int>(square));
    }
    if (const auto problem = moves_problem(board, moves)) return fault(*problem);
    book.add_canonical(board, BookEntry{depth, std::move(moves), value});
  }
  if (reader.has(1)) {
    return Error{file + ": " + std::to_string(bytes.size() - kMagic.size() - reader.at()) +
                 " bytes after the last entry"};
  }
  // The values were propagated before the book was written: a large book loads without
  // going through it again.
  return book;
}

const Book& default_book() {
  // The build copies book.bin's bytes unread: a damaged one is a defect of the program,
  // reported as the pattern tables' are (a test loads it).
  static const Book book = [] {
    Result<Book> embedded = parse_book_binary(embedded_book(), "the compiled-in book.bin");
    if (!embedded) throw std::logic_error(embedded.error());
    return std::move(embedded).value();
  }();
  return book;
}

}  // namespace reversi::engine
