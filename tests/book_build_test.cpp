// Growing the book by deviation search: which position comes next, and a build that stops
// and resumes from its saved file ends where one long build does.
#include <gtest/gtest.h>

#include "core/notation.h"
#include "core/symmetry.h"
#include "engine/book_builder.h"
#include "engine/book_files.h"
#include "support/played.h"

namespace reversi::engine {
namespace {

using reversi::testing::played;

Square sq(std::string_view name) { return parse_square(name).value(); }

TEST(BookBuild, FollowsTheBestLineFirstThenTheMovesWithinTheWidthAndNoFurtherThanThePlies) {
  Book book;
  Engine engine(EngineOptions{1, 1});
  BookBuilder builder(book, engine, BookBuildOptions{2, 1, 2});
  EXPECT_EQ(builder.next_position(), canonical(Board::start()).board);
  // The four first moves lead to one position in four orientations.
  book.add(Board::start(), 10, {{sq("f5"), 2}, {sq("d3"), 2}, {sq("c4"), 2}, {sq("e6"), 2}});
  book.propagate();
  EXPECT_EQ(builder.next_position(), canonical(played("f5")).board);
  // d6 is the best reply, f6 a disc from it, f4 too far.
  book.add(played("f5"), 10, {{sq("d6"), 3}, {sq("f6"), 2}, {sq("f4"), -4}});
  book.propagate();
  EXPECT_EQ(builder.next_position(), canonical(played("f5d6")).board);
  book.add(played("f5d6"), 10, {{sq("c3"), 1}, {sq("c5"), 0}});
  book.propagate();
  // f5 d6 c3 is 3 moves from the start, past the plies: f6 comes next, though it gives a disc away.
  EXPECT_EQ(builder.next_position(), canonical(played("f5f6")).board);
  book.add(played("f5f6"), 10, {{sq("e6"), 1}});
  book.propagate();
  EXPECT_EQ(builder.next_position(), std::nullopt);
}

TEST(BookBuild, AddsTheEnginesValueForEveryMove) {
  Book book;
  Engine engine(EngineOptions{1, 1});
  BookBuilder builder(book, engine, BookBuildOptions{3, 2, 4});
  ASSERT_TRUE(builder.grow());
  const Board start = Board::start();
  const BookEntry* entry = book.find(start);
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->depth, 3);
  EXPECT_EQ(entry->moves.size(), 4U);
  SearchLimits limits;
  limits.depth = 3;
  engine.clear();
  EXPECT_EQ(book.value(start), rounded_discs(engine.search(start, limits).value));
}

// `count` positions added by a builder of `options`, to the book read from `bytes`.
std::string grown(const std::string& bytes, int count, const BookBuildOptions& options) {
  Result<Book> book = parse_book_binary(bytes, "book.bin");
  EXPECT_TRUE(book.ok()) << book.error();
  Book grown_book = std::move(book).value();
  Engine engine(EngineOptions{1, 1});
  BookBuilder builder(grown_book, engine, options);
  for (int i = 0; i < count; ++i) EXPECT_TRUE(builder.grow());
  return book_binary(grown_book);
}

TEST(BookBuild, ResumedFromItsFileItGrowsAsOneBuildDoes) {
  const BookBuildOptions options{2, 2, 8};
  const std::string empty = book_binary(Book{});
  const std::string first = grown(empty, 12, options);
  const std::string resumed = grown(first, 12, options);
  const std::string at_once = grown(empty, 24, options);
  EXPECT_EQ(resumed, at_once);
  EXPECT_EQ(parse_book_binary(at_once, "book.bin").value().size(), 24U);
  EXPECT_NE(first, at_once);
}

}  // namespace
}  // namespace reversi::engine
