// Growing the book by deviation search: which positions come next, and a build that stops
// and resumes from its saved file, or searches on several threads, ends where one long
// build on one thread does.
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
  BookBuilder builder(book, BookBuildOptions{2, 1, 2}, EngineOptions{.hash_megabytes = 1, .threads = 1});
  using Boards = std::vector<Board>;
  EXPECT_EQ(builder.next_positions(), Boards{canonical(Board::start()).board});
  // The four first moves lead to one position in four orientations.
  book.add(Board::start(), 10, {{sq("f5"), 2}, {sq("d3"), 2}, {sq("c4"), 2}, {sq("e6"), 2}});
  book.propagate();
  EXPECT_EQ(builder.next_positions(), Boards{canonical(played("f5")).board});
  // d6 is the best reply, f6 a disc from it, f4 too far.
  book.add(played("f5"), 10, {{sq("d6"), 3}, {sq("f6"), 2}, {sq("f4"), -4}});
  book.propagate();
  EXPECT_EQ(builder.next_positions(), Boards{canonical(played("f5d6")).board});
  book.add(played("f5d6"), 10, {{sq("c3"), 1}, {sq("c5"), 0}});
  book.propagate();
  // f5 d6 c3 is 3 moves from the start, past the plies: f6 comes next, though it gives a disc away.
  EXPECT_EQ(builder.next_positions(), Boards{canonical(played("f5f6")).board});
  book.add(played("f5f6"), 10, {{sq("e6"), 1}});
  book.propagate();
  EXPECT_EQ(builder.next_positions(), Boards{});
}

TEST(BookBuild, AddsTheEnginesValueForEveryMove) {
  Book book;
  BookBuilder builder(book, BookBuildOptions{3, 2, 4}, EngineOptions{.hash_megabytes = 1, .threads = 1});
  ASSERT_EQ(builder.grow(), 1U);
  const Board start = Board::start();
  const BookEntry* entry = book.find(start);
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->depth, 3);
  EXPECT_EQ(entry->moves.size(), 4U);
  SearchLimits limits;
  limits.depth = 3;
  Engine engine(EngineOptions{.hash_megabytes = 1, .threads = 1});
  EXPECT_EQ(book.value(start), rounded_discs(engine.search(start, limits).value));
}

// The book read from `bytes`, grown by a builder of `options` on `threads` threads until
// it has at least `size` positions.
std::string grown(const std::string& bytes, std::size_t size, const BookBuildOptions& options,
                  int threads = 1) {
  Result<Book> book = parse_book_binary(bytes, "book.bin");
  EXPECT_TRUE(book.ok()) << book.error();
  Book grown_book = std::move(book).value();
  BookBuilder builder(grown_book, options, EngineOptions{.hash_megabytes = 1, .threads = 1}, threads);
  while (grown_book.size() < size) EXPECT_GT(builder.grow(), 0U);
  return book_binary(grown_book);
}

TEST(BookBuild, ResumedFromItsFileItGrowsAsOneBuildDoes) {
  const BookBuildOptions options{2, 2, 8};
  const std::string empty = book_binary(Book{});
  const std::string first = grown(empty, 12, options);
  const std::string resumed = grown(first, 24, options);
  const std::string at_once = grown(empty, 24, options);
  EXPECT_EQ(resumed, at_once);
  EXPECT_EQ(parse_book_binary(at_once, "book.bin").value().size(), 24U);
  EXPECT_NE(first, at_once);
}

// Early on the lines within the width offer fewer positions than a batch, so a step adds
// what there is; then each step brings the book to a multiple of the batch. The threads
// share a step's searches out, each on an engine of its own, and the book is the same.
TEST(BookBuild, StepsFillTheBatchAndTheThreadsChangeNothing) {
  const BookBuildOptions options{2, 2, 8, 5};
  Book book;
  BookBuilder builder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1});
  std::vector<std::size_t> sizes;
  while (book.size() < 30) {
    ASSERT_GT(builder.grow(), 0U);
    sizes.push_back(book.size());
  }
  ASSERT_GE(sizes.size(), 3U);
  EXPECT_EQ(sizes.front(), 1U);  // the start alone: nothing else is reached yet
  EXPECT_EQ(sizes[sizes.size() - 1] % 5, 0U);
  EXPECT_EQ(sizes[sizes.size() - 2] % 5, 0U);
  const std::string one_thread = book_binary(book);
  const std::string empty = book_binary(Book{});
  EXPECT_EQ(grown(empty, 30, options, 2), one_thread);
  EXPECT_EQ(grown(grown(empty, 15, options, 2), 30, options, 3), one_thread);
  // A batch of one gives another book: the values of a step's positions come in together.
  EXPECT_NE(grown(empty, 30, BookBuildOptions{2, 2, 8, 1}), one_thread);
}

}  // namespace
}  // namespace reversi::engine
