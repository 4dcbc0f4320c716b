// Checks an opening book against what players see of it: how many positions it holds at
// each move of the game, and whether every position of the named openings' lines is in it
// with a value that a deep search of the position agrees with (within --most-apart discs).
// Each search starts from an empty hash table on one thread, so the figures do not depend
// on --jobs.
//
//   build/release/tools/reversi_book_agreement --depth 18 --most-apart 2
//   build/release/tools/reversi_book_agreement --book build/book-next/book.bin --each
//
// Exit status 1 when a named position is missing or further apart than --most-apart.
#include <CLI/CLI.hpp>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/file_contents.h"
#include "core/notation.h"
#include "core/opening_names.h"
#include "core/symmetry.h"
#include "engine/book_files.h"
#include "engine/engine.h"
#include "engine/run_threads.h"
#include "tool_main.h"

namespace reversi {
namespace {

struct Options {
  std::string book;  // empty: the book compiled in
  int depth = 18;
  double most_apart = 2;
  int jobs = 1;
  bool each = false;
};

// A position of a named line: the moves that reach it first and the board.
struct NamedPosition {
  std::string moves;
  Board board;
};

std::vector<NamedPosition> named_positions() {
  std::vector<NamedPosition> positions;
  std::unordered_set<Board, engine::Book::BoardHash> seen;
  for (const NamedOpening& opening : named_openings()) {
    const std::vector<Square> moves = parse_transcript(opening.moves).value();
    Board board = Board::start();
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
      board = board.after(board.move_at(moves[ply]));
      if (seen.insert(canonical(board).board).second)
        positions.push_back(NamedPosition{std::string(opening.moves.substr(0, 2 * (ply + 1))), board});
    }
  }
  return positions;
}

int plies_from_start(const Board& board) { return Board::start().empty_count() - board.empty_count(); }

void print_positions_a_move(const engine::Book& book) {
  std::map<int, std::size_t> by_plies;
  for (const auto& [board, entry] : book.entries()) ++by_plies[plies_from_start(board)];
  std::printf("%zu positions; after each number of moves:", book.size());
  for (const auto& [plies, count] : by_plies) std::printf(" %d:%zu", plies, count);
  std::printf("\n");
}

engine::Book book_in(const std::string& path) {
  Result<std::string> bytes = file_contents(path);
  if (!bytes) throw std::runtime_error(path + ": " + bytes.error());
  Result<engine::Book> book = engine::parse_book_binary(bytes.value(), path);
  if (!book) throw std::runtime_error(book.error());
  return std::move(book).value();
}

bool run(const Options& options) {
  engine::Book loaded;
  if (!options.book.empty()) loaded = book_in(options.book);
  const engine::Book& book = options.book.empty() ? engine::default_book() : loaded;
  print_positions_a_move(book);

  const std::vector<NamedPosition> positions = named_positions();
  std::vector<double> searched(positions.size());
  std::atomic<std::size_t> next{0};
  engine::run_threads(options.jobs, [&](int) {
    engine::Engine engine(engine::EngineOptions{.hash_megabytes = 64, .threads = 1});
    for (std::size_t i; (i = next.fetch_add(1)) < positions.size();) {
      if (!book.contains(canonical(positions[i].board).board)) continue;
      engine::SearchLimits limits;
      limits.depth = options.depth;
      engine.clear();
      searched[i] =
          static_cast<double>(engine.search(positions[i].board, limits).value) / engine::kValuePerDisc;
    }
  });

  int missing = 0;
  int apart = 0;
  int compared = 0;
  double sum = 0;
  double most = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const std::optional<Score> value = book.value(positions[i].board);
    if (!value) {
      ++missing;
      std::printf("  not in the book: %s\n", positions[i].moves.c_str());
      continue;
    }
    const double difference = std::abs(*value - searched[i]);
    ++compared;
    sum += difference;
    most = std::max(most, difference);
    const bool too_far = difference > options.most_apart;
    apart += too_far ? 1 : 0;
    if (too_far || options.each)
      std::printf("  %s%s: book %+d, depth %d %+.1f\n", too_far ? "apart: " : "", positions[i].moves.c_str(),
                  *value, options.depth, searched[i]);
  }
  std::printf(
      "named positions: %zu, in the book %d, missing %d; against depth %d: mean %.2f discs apart, "
      "most %.1f, %d more than %.1f apart\n",
      positions.size(), compared, missing, options.depth, compared > 0 ? sum / compared : 0.0, most, apart,
      options.most_apart);
  return missing == 0 && apart == 0;
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{
      "Count an opening book's positions a move and check the named openings' values against a deep search"};
  app.add_option("--book", options.book, "The binary book (default: the one compiled in)")
      ->check(CLI::ExistingFile);
  app.add_option("--depth", options.depth, "Depth of the searches the book is checked against")
      ->check(CLI::Range(1, 40))
      ->capture_default_str();
  app.add_option("--most-apart", options.most_apart, "Discs a book value may be from the search's")
      ->check(CLI::Range(0.0, 128.0))
      ->capture_default_str();
  app.add_option("--jobs", options.jobs, "Searches at once, one thread each")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  app.add_flag("--each", options.each, "Print every named position, not only those apart");
  CLI11_PARSE(app, argc, argv);
  bool agreed = false;
  const int status =
      reversi::tools::run_reporting_errors("reversi_book_agreement", [&] { agreed = reversi::run(options); });
  return status != 0 ? status : (agreed ? 0 : 1);
}
