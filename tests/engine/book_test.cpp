// The opening book: one entry for the eight images of a position, moves handed back in
// the orientation asked about, values propagated by negamax, both file formats read back
// as written and damaged files refused with the line or entry at fault.
#include "engine/book.h"

#include <gtest/gtest.h>

#include <bit>
#include <fstream>
#include <sstream>

#include "core/notation.h"
#include "core/symmetry.h"
#include "engine/book_files.h"
#include "engine/embedded_tables.h"
#include "support/played.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

using reversi::testing::played;

Square sq(std::string_view name) { return parse_square(name).value(); }

// Every legal move of `board` with a value of its own: the move's index, less 30.
std::vector<SearchedMove> distinct_values(const Board& board) {
  std::vector<SearchedMove> moves;
  for (Square move : squares_of(board.moves())) moves.push_back(SearchedMove{move, index_of(move) - 30});
  return moves;
}

TEST(Book, CanonicalBoardIsTheSameForAllEightImages) {
  const Board board = played("f5d6c3d3c4f4");
  const Board expected = canonical(board).board;
  for (Symmetry s : kSymmetries) {
    const CanonicalBoard image = canonical(transform(board, s));
    EXPECT_EQ(image.board, expected) << static_cast<int>(s);
    EXPECT_EQ(transform(transform(board, s), image.symmetry), expected) << static_cast<int>(s);
  }
}

TEST(Book, EveryImageFindsTheEntryWithItsMovesInItsOwnOrientation) {
  const Board board = played("f5d6c3d3c4f4");
  Book book;
  book.add(board, 12, distinct_values(board));
  book.propagate();
  const std::vector<BookMove> original = book.moves(board);
  ASSERT_EQ(original.size(), static_cast<std::size_t>(count(board.moves())));
  for (Symmetry s : kSymmetries) {
    const Board image = transform(board, s);
    const std::vector<BookMove> moves = book.moves(image);
    ASSERT_EQ(moves.size(), original.size()) << static_cast<int>(s);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      // The values are distinct, so the order is the same in every orientation.
      EXPECT_EQ(moves[i].move, transform(original[i].move, s)) << static_cast<int>(s);
      EXPECT_TRUE(image.is_legal(moves[i].move));
      EXPECT_EQ(moves[i].value, original[i].value);
      EXPECT_EQ(moves[i].depth, 12);
      EXPECT_FALSE(moves[i].in_book);
    }
  }
  EXPECT_EQ(book.size(), 1U);
  EXPECT_FALSE(book.contains(played("f5d6c3d3c4")));
}

// `moves` for `board`, each checked to be legal there.
std::vector<SearchedMove> legal(const Board& board, std::vector<SearchedMove> moves) {
  for (const SearchedMove& searched : moves)
    EXPECT_TRUE(board.is_legal(searched.move)) << square_name(searched.move);
  return moves;
}

TEST(Book, ValuesArePropagatedByNegamaxFromTheDeepestPositions) {
  // After f5, white's d6 was searched at +2, f6 at 0, f4 at -1. After f5 d6 black's best
  // is +3, so d6 is worth -3 to white once that position is in the book, and f6 is best.
  // After f5 d6 c3 white gets +5, so c3 is worth -5 to black, whose best becomes c5 at -1:
  // d6 is worth +1 to white again, and that is the value of the position after f5.
  Book book;
  const Board root = played("f5");
  book.add(root, 10, legal(root, {{sq("d6"), 2}, {sq("f6"), 0}, {sq("f4"), -1}}));
  book.propagate();
  EXPECT_EQ(book.value(root), 2);
  book.add(played("f5d6"), 9, legal(played("f5d6"), {{sq("c3"), 3}, {sq("c5"), -1}, {sq("c4"), -2}}));
  book.propagate();
  EXPECT_EQ(book.value(played("f5d6")), 3);
  EXPECT_EQ(book.value(root), 0);
  book.add(played("f5d6c3"), 8, legal(played("f5d6c3"), {{sq("d3"), 5}, {sq("f4"), 4}}));
  book.propagate();
  EXPECT_EQ(book.value(played("f5d6c3")), 5);
  EXPECT_EQ(book.value(played("f5d6")), -1);
  EXPECT_EQ(book.value(root), 1);
  const std::vector<BookMove> moves = book.moves(root);
  ASSERT_EQ(moves.size(), 3U);
  EXPECT_EQ(moves[0], (BookMove{sq("d6"), 1, 9, true}));
  EXPECT_EQ(moves[1], (BookMove{sq("f6"), 0, 10, false}));
  EXPECT_EQ(moves[2], (BookMove{sq("f4"), -1, 10, false}));
  // The four first moves lead to one position in four orientations: each is worth the same.
  book.add(Board::start(), 11,
           legal(Board::start(), {{sq("f5"), 0}, {sq("d3"), 0}, {sq("c4"), 0}, {sq("e6"), 0}}));
  book.propagate();
  for (const BookMove& move : book.moves(Board::start()))
    EXPECT_EQ(move, (BookMove{move.move, -1, 10, true}));
}

// A position searched 18 deep keeps its own value for a move whose next position was
// searched only 12 deep: the book never trades a deep value for a shallower one. A next
// position searched a ply less counts, as in a book of one depth.
TEST(Book, ANextPositionSearchedShallowerThanAPlyLessDoesNotOverrideTheMove) {
  Book book;
  const Board root = played("f5");
  book.add(root, 18, legal(root, {{sq("d6"), 2}, {sq("f6"), 0}, {sq("f4"), -1}}));
  book.add(played("f5d6"), 12, legal(played("f5d6"), {{sq("c3"), 6}}));
  book.propagate();
  EXPECT_EQ(book.value(root), 2);
  EXPECT_EQ(book.moves(root)[0], (BookMove{sq("d6"), 2, 18, true}));
  book.add(played("f5d6"), 17, legal(played("f5d6"), {{sq("c3"), 6}}));
  book.propagate();
  EXPECT_EQ(book.value(root), 0);
  EXPECT_EQ(book.moves(root)[0], (BookMove{sq("f6"), 0, 18, false}));
  EXPECT_EQ(book.moves(root)[2], (BookMove{sq("d6"), -6, 17, true}));
}

// A board and a move after which the opponent must pass and the mover moves again.
std::pair<Board, Square> first_forced_pass() {
  for (const Position& position : reversi::testing::random_game_positions(20000, 7)) {
    for (Square move : squares_of(position.board.moves())) {
      const Board next = position.board.after(position.board.move_at(move));
      if (!next.can_move() && next.opponent_can_move()) return {position.board, move};
    }
  }
  ADD_FAILURE() << "no forced pass in the positions of 20000 random games";
  return {};
}

TEST(Book, AForcedPassHandsTheValueBackToTheMoverUnnegated) {
  const auto [board, move] = first_forced_pass();
  const NextDecision next = next_decision(board, move);
  EXPECT_TRUE(next.same_mover);
  EXPECT_FALSE(next.game_over);
  EXPECT_EQ(next.board, board.after(board.move_at(move)).after(Move{}));
  Book book;
  std::vector<SearchedMove> moves = distinct_values(board);
  for (SearchedMove& searched : moves) searched.value = -20;
  book.add(board, 6, moves);
  book.add(next.board, 5, {SearchedMove{square_at(std::countr_zero(next.board.moves())), 7}});
  book.propagate();
  // The mover moves again after the pass: +7 for it, not -7.
  EXPECT_EQ(book.value(board), 7);
}

TEST(Book, AMoveThatEndsTheGameIsWorthItsFinalScore) {
  // X plays c1, turning b1: O has no disc left and X wins 64-0 (the empties counted for X).
  const Board board =
      parse_position("XO------XX------------------------------------------------------ X").value().board;
  const NextDecision next = next_decision(board, Square::C1);
  EXPECT_TRUE(next.game_over);
  Book book;
  book.add(board, 3, {SearchedMove{Square::C1, 10}});
  book.propagate();
  EXPECT_EQ(book.value(board), 64);
  EXPECT_EQ(book.moves(board).front(), (BookMove{Square::C1, 64, 3, true}));
}

// What the book's files would refuse never gets into a book: the builder stops at the
// search that gave it (a value of -69 once passed and failed the export hours later).
TEST(Book, RefusesAnEntryItsFilesWouldRefuseAndKeepsWhatItHad) {
  const Board board = played("f5");
  Book book;
  book.add(board, 12, distinct_values(board));
  const struct {
    int depth;
    std::vector<SearchedMove> moves;
    std::string fault;
  } cases[] = {
      {12, {{sq("d6"), -69}}, "move d6: value -69 is not from -64 to 64"},
      {12, {{sq("d6"), 65}}, "move d6: value 65 is not from -64 to 64"},
      {12, {{sq("a1"), 0}}, "move a1 is not legal in this position"},
      {12, {{sq("d6"), 0}, {sq("d6"), 1}}, "move d6 is listed twice"},
      {12, {}, "no moves: a book position lists at least one"},
      {61, {{sq("d6"), 0}}, "depth 61 is not from 0 to 60"},
  };
  for (const auto& bad : cases) {
    try {
      book.add(board, bad.depth, bad.moves);
      ADD_FAILURE() << "accepted: " << bad.fault;
    } catch (const std::invalid_argument& error) {
      const std::string message = error.what();
      EXPECT_TRUE(message.starts_with("a book entry for " + position_text(Position{board, Color::Black})))
          << message;
      EXPECT_TRUE(message.ends_with(": " + bad.fault)) << message;
    }
  }
  book.propagate();
  EXPECT_EQ(book.size(), 1U);
  EXPECT_EQ(book.find(board)->moves.size(), distinct_values(board).size());
  EXPECT_EQ(book.find(board)->depth, 12);
}

Book three_position_book() {
  Book book;
  book.add(played("f5"), 10, {{sq("d6"), 2}, {sq("f6"), 0}, {sq("f4"), -1}});
  book.add(played("f5d6"), 9, {{sq("c3"), 3}, {sq("c5"), -1}, {sq("c4"), -2}});
  book.add(played("f5d6c3"), 8, {{sq("d3"), 5}, {sq("f4"), 4}});
  book.propagate();
  return book;
}

TEST(BookText, ReadsBackWhatItWrites) {
  const Book book = three_position_book();
  const std::string text = book_text(book);
  const Result<Book> read = parse_book_text(text, "book.txt");
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(book_text(read.value()), text);
  EXPECT_EQ(read.value().size(), 3U);
  EXPECT_EQ(read.value().value(played("f5")), 1);
  EXPECT_EQ(read.value().moves(played("f5")), book.moves(played("f5")));
}

TEST(BookText, ReadsAPositionInAnyOrientationWithCommentsAndBlankLines) {
  // The position after f5 in the orientation of d3 (across the h1-a8 diagonal, which
  // takes f5's replies f6, f4 and d6 to c3, e3 and c5).
  const Result<Book> read = parse_book_text(
      "# after d3, white to move\n\n"
      "-------------------X-------XX------XO--------------------------- O +3 9 c3:+3 e3:-1 c5:-2\n",
      "book.txt");
  ASSERT_TRUE(read.ok()) << read.error();
  const std::vector<BookMove> moves = read.value().moves(played("f5"));
  ASSERT_EQ(moves.size(), 3U);
  EXPECT_EQ(moves[0], (BookMove{sq("f6"), 3, 9, false}));
  EXPECT_EQ(moves[1], (BookMove{sq("f4"), -1, 9, false}));
  EXPECT_EQ(moves[2], (BookMove{sq("d6"), -2, 9, false}));
}

struct DamagedText {
  std::string text;
  std::string error;
};

// Shown in the test's name and failures: the error the damage must bring.
void PrintTo(const DamagedText& damaged, std::ostream* out) { *out << damaged.error; }

class BookTextDamaged : public ::testing::TestWithParam<DamagedText> {};

TEST_P(BookTextDamaged, IsRefusedNamingTheFileTheLineAndTheFault) {
  const Result<Book> read = parse_book_text(GetParam().text, "my.txt");
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error(), GetParam().error);
}

const std::string kStartLine = "---------------------------OX------XO--------------------------- X +0 4 ";

INSTANTIATE_TEST_SUITE_P(
    Faults, BookTextDamaged,
    ::testing::Values(
        DamagedText{"# fine\n" + kStartLine + "d3:0 c4:0\n" + kStartLine + "e6:0\n",
                    "my.txt:3: the same position as line 2 (in some symmetry)"},
        DamagedText{kStartLine + "d3:0 a1:0\n", "my.txt:1: move a1 is not legal in this position"},
        DamagedText{kStartLine + "d3:0 d3:1\n", "my.txt:1: move d3 is listed twice"},
        DamagedText{kStartLine + "d3:65\n", "my.txt:1: move d3: value 65 is not from -64 to 64"},
        DamagedText{kStartLine + "d3\n", "my.txt:1: move 'd3' is not SQUARE:VALUE"},
        DamagedText{kStartLine + "z3:1\n", "my.txt:1: move 'z3:1': 'z3': not a square (a1 to h8)"},
        DamagedText{kStartLine + "d3:x\n", "my.txt:1: move 'd3:x': the value is not a whole number"},
        DamagedText{"---------------------------OX------XO--------------------------- X +0 61 d3:0\n",
                    "my.txt:1: depth 61 is not from 0 to 60"},
        DamagedText{"---------------------------OX------XO--------------------------- X big 4 d3:0\n",
                    "my.txt:1: the value 'big' is not a whole number of discs from -64 to 64"},
        DamagedText{
            "---------------------------OX------XO--------------------------- X +0 4\n",
            "my.txt:1: expected the 64 squares, the side to move, the value, the depth and the moves; "
            "found 4 fields"},
        DamagedText{"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-O X +0 4 g8:0\n",
                    "my.txt:1: the side to move has no legal move: a book position must have one"}));

TEST(BookText, ABadPositionIsRefusedWithTheParsersReason) {
  const Result<Book> read = parse_book_text("\n---OX X +0 4 d3:0\n", "my.txt");
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().rfind("my.txt:2: the position: ", 0), 0U) << read.error();
}

TEST(BookBinary, ReadsBackWhatItWrites) {
  const Book book = three_position_book();
  const std::string bytes = book_binary(book);
  const Result<Book> read = parse_book_binary(bytes, "book.bin");
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(book_binary(read.value()), bytes);
  EXPECT_EQ(book_text(read.value()), book_text(book));
  // 8 magic, 4 count, 3 entries of 19 bytes and 2 a move, 8 moves.
  EXPECT_EQ(bytes.size(), 8U + 4U + 3U * 19U + 8U * 2U);
}

TEST(BookBinary, DamagedFilesAreRefusedNamingTheEntry) {
  const std::string bytes = book_binary(three_position_book());
  const auto error_of = [](const std::string& damaged) {
    const Result<Book> read = parse_book_binary(damaged, "b.bin");
    return read.ok() ? std::string("accepted") : read.error();
  };
  EXPECT_EQ(error_of("RVBOOK2\n"), "b.bin: not a book file (it does not begin with RVBOOK1)");
  EXPECT_EQ(error_of(bytes.substr(0, 10)), "b.bin: cut short in the header");
  EXPECT_EQ(error_of(bytes.substr(0, 20)), "b.bin: entry 1 of 3 (byte 12): the file is cut short");
  EXPECT_EQ(error_of(bytes.substr(0, 31)),
            "b.bin: entry 1 of 3 (byte 12): the file is cut short in the moves");
  EXPECT_EQ(error_of(bytes + "x"), "b.bin: 1 bytes after the last entry");
  std::string illegal = bytes;
  illegal[12 + 19] = 0;  // the first entry's first move on a1
  EXPECT_EQ(error_of(illegal), "b.bin: entry 1 of 3 (byte 12): move a1 is not legal in this position");
  std::string valued = bytes;
  valued[12 + 16] = 99;
  EXPECT_EQ(error_of(valued), "b.bin: entry 1 of 3 (byte 12): value 99 is not from -64 to 64");
  std::string deep = bytes;
  deep[12 + 17] = 99;
  EXPECT_EQ(error_of(deep), "b.bin: entry 1 of 3 (byte 12): depth 99 is not from 0 to 60");
  // The first entry's board replaced by a turned image of a book position: not canonical.
  std::string turned = bytes;
  const Board first = canonical(played("f5d6c3")).board;
  const Board image = transform(first, Symmetry::Rotate180);
  ASSERT_NE(image, first);
  for (int i = 0; i < 8; ++i) {
    turned[static_cast<std::size_t>(12 + i)] = static_cast<char>(image.player >> (8 * i));
    turned[static_cast<std::size_t>(20 + i)] = static_cast<char>(image.opponent >> (8 * i));
  }
  EXPECT_EQ(error_of(turned),
            "b.bin: entry 1 of 3 (byte 12): the position is not in its canonical orientation");
}

TEST(BookBinary, TheCompiledInBookLoadsAndIsTheOneItsManifestNames) {
  EXPECT_NO_THROW(default_book());
  std::ifstream manifest(std::string(REVERSI_TABLES_DIR) + "/book.manifest");
  std::string line;
  std::string listed;
  while (std::getline(manifest, line)) {
    if (line.starts_with("book sha256: ")) listed = line.substr(line.find(": ") + 2);
  }
  EXPECT_EQ(listed, embedded_book_sha256());
  std::string positions;
  std::ifstream again(std::string(REVERSI_TABLES_DIR) + "/book.manifest");
  while (std::getline(again, line)) {
    if (line.starts_with("positions: ")) positions = line.substr(line.find(": ") + 2);
  }
  EXPECT_EQ(positions, std::to_string(default_book().size()));
}

}  // namespace
}  // namespace reversi::engine
