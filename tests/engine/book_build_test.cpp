// Growing the book by deviation search: which positions come next (the lines it must hold
// first, a wider opening), how deep each is searched, and a build that stops and resumes
// from its saved file, or searches on several threads, ends where one long build on one
// thread does.
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

TEST(BookBuild, TakesTheLinesItMustHoldFirstWhateverTheyGiveAwayAndHowLong) {
  Book book;
  BookBuildOptions options{2, 1, 2, 10};
  options.lines = {{sq("f5"), sq("f4"), sq("e3")}, {sq("d3"), sq("c3")}};
  BookBuilder builder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1});
  using Boards = std::vector<Board>;
  EXPECT_EQ(builder.next_positions(), Boards{canonical(Board::start()).board});
  book.add(Board::start(), 10, {{sq("f5"), 2}, {sq("d3"), 2}, {sq("c4"), 2}, {sq("e6"), 2}});
  book.propagate();
  // d3 is f5 turned, so the second line adds only d3 c3; f5 f4 e3 lies past the plies.
  const Board f5 = canonical(played("f5")).board;
  const Board f5f4 = canonical(played("f5f4")).board;
  const Board d3c3 = canonical(played("d3c3")).board;
  const Board f5f4e3 = canonical(played("f5f4e3")).board;
  const Boards next = builder.next_positions();
  ASSERT_EQ(next.size(), 4U);
  EXPECT_EQ(next[0], f5);
  EXPECT_EQ(Boards(next.begin() + 1, next.begin() + 3) == (Boards{f5f4, d3c3}) ||
                Boards(next.begin() + 1, next.begin() + 3) == (Boards{d3c3, f5f4}),
            true);
  EXPECT_EQ(next[3], f5f4e3);
  // f4 is far from the best: held for its line, not followed beyond it.
  book.add(played("f5"), 10, {{sq("d6"), 3}, {sq("f6"), 2}, {sq("f4"), -3}});
  book.add(played("f5f4"), 10, {{sq("e3"), 1}});
  book.add(played("d3c3"), 10, {{sq("c4"), 0}});
  book.add(played("f5f4e3"), 10, {{sq("f6"), 0}});
  book.propagate();
  EXPECT_EQ(builder.next_positions().front(), canonical(played("f5d6")).board);
}

TEST(BookBuild, RefusesALineWithAMoveThatIsNotLegal) {
  Book book;
  BookBuildOptions options;
  options.lines = {{sq("f5"), sq("d6")}, {sq("f5"), sq("a1")}};
  try {
    BookBuilder builder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1});
    FAIL() << "a line with a1 after f5 was taken";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(), "book line 2: move 2 is not legal");
  }
}

TEST(BookBuild, TheOpeningIsWiderAndDeeperAndTheDepthComesDownAPlyAMove) {
  BookBuildOptions options{6, 2, 30};
  EXPECT_EQ(options.depth_at(0), 6);
  EXPECT_EQ(options.width_at(0), 2);
  options.opening_plies = 4;
  options.opening_width = 5;
  options.opening_depth = 10;
  for (int moves_made = 0; moves_made < 4; ++moves_made) {
    EXPECT_EQ(options.depth_at(moves_made), 10);
    EXPECT_EQ(options.width_at(moves_made), 5);
  }
  EXPECT_EQ(options.width_at(4), 2);
  EXPECT_EQ(options.depth_at(4), 9);
  EXPECT_EQ(options.depth_at(7), 6);
  EXPECT_EQ(options.depth_at(20), 6);
  // An opening shallower or narrower than the rest changes nothing.
  options.opening_depth = 3;
  options.opening_width = 1;
  EXPECT_EQ(options.depth_at(0), 6);
  EXPECT_EQ(options.width_at(0), 2);
}

TEST(BookBuild, FollowsTheOpeningsWidthInTheOpeningOnly) {
  Book book;
  book.add(Board::start(), 10, {{sq("f5"), 0}, {sq("d3"), 0}, {sq("c4"), 0}, {sq("e6"), 0}});
  book.add(played("f5"), 10, {{sq("d6"), 0}, {sq("f4"), -4}});  // f4 4 discs from the best
  book.add(played("f5d6"), 10, {{sq("c3"), 0}});
  book.add(played("f5d6c3"), 10, {{sq("d3"), 0}, {sq("f4"), -2}});  // f4 2 discs from the best
  book.add(played("f5d6c3d3"), 10, {{sq("c4"), 0}});
  book.propagate();
  using Boards = std::vector<Board>;
  // The best line ends at the plies; f4 after f5d6c3 is past the width of 1.
  BookBuildOptions options{2, 1, 4, 1};
  EXPECT_EQ(BookBuilder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1}).next_positions(),
            Boards{});
  // With an opening of 2 moves 4 discs wide, f4 after f5 is followed, the one after f5d6c3
  // (3 moves in) still not, though it gives less away.
  options.opening_plies = 2;
  options.opening_width = 4;
  EXPECT_EQ(BookBuilder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1}).next_positions(),
            Boards{canonical(played("f5f4")).board});
}

// The opening's positions come before a line of less loss past it: a book that runs short
// of positions still has its whole opening.
TEST(BookBuild, TakesTheWholeOpeningBeforeTheLinesPastIt) {
  Book book;
  book.add(Board::start(), 10, {{sq("f5"), 0}, {sq("d3"), 0}, {sq("c4"), 0}, {sq("e6"), 0}});
  book.add(played("f5"), 10, {{sq("d6"), 0}, {sq("f4"), -4}});
  book.add(played("f5d6"), 10, {{sq("c3"), 0}});
  book.propagate();
  BookBuildOptions options{2, 1, 8, 1};
  using Boards = std::vector<Board>;
  EXPECT_EQ(BookBuilder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1}).next_positions(),
            Boards{canonical(played("f5d6c3")).board});
  options.opening_plies = 2;
  options.opening_width = 4;
  EXPECT_EQ(BookBuilder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1}).next_positions(),
            Boards{canonical(played("f5f4")).board});
}

TEST(BookBuild, SearchesEachPositionAsDeepAsItsMoveFromTheStartAsks) {
  Book book;
  BookBuildOptions options{2, 2, 8};
  options.opening_plies = 1;
  options.opening_depth = 4;
  BookBuilder builder(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1});
  builder.add({Board::start(), played("f5"), played("f5d6c3")});
  EXPECT_EQ(book.find(canonical(Board::start()).board)->depth, 4);
  EXPECT_EQ(book.find(canonical(played("f5")).board)->depth, 3);
  EXPECT_EQ(book.find(canonical(played("f5d6c3")).board)->depth, 2);
  // A line's positions as deep as the opening, wherever they are.
  options.lines = {{sq("f5"), sq("d6"), sq("c3"), sq("d3")}};
  BookBuilder with_lines(book, options, EngineOptions{.hash_megabytes = 1, .threads = 1});
  with_lines.add({played("f5d6c3d3"), played("f5d6c3d3c4")});
  EXPECT_EQ(book.find(canonical(played("f5d6c3d3")).board)->depth, 4);
  EXPECT_EQ(book.find(canonical(played("f5d6c3d3c4")).board)->depth, 2);
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
