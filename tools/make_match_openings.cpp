// Draws the balanced openings of src/players/openings.cpp for `reversi match`.
//
// Each candidate is a game of --plies random moves from the start, turned so that it opens
// with f5, as games are usually written down. It is kept when a search of --depth plies scores it within
// --margin discs and its position is new: not reached, in any of the eight symmetries, by
// one kept before. The search is the same for every candidate, so the
// same options print the same list.
//
//   build/release/tools/reversi_make_match_openings --count 100 --seed 1
//
// Prints one initializer a line for the list in openings.cpp: a name with the score for
// Black, and the moves.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "engine/engine.h"

namespace reversi {
namespace {

struct Options {
  int count = 100;
  int plies = 8;
  int depth = 12;
  int margin = 1;
  std::uint64_t seed = 1;
};

// The same for every board that is one of the others turned or mirrored.
std::pair<Bitboard, Bitboard> symmetric_key(const Board& board) {
  std::pair<Bitboard, Bitboard> key{board.player, board.opponent};
  for (Symmetry s : kSymmetries)
    key = std::min(key, {transform(board.player, s), transform(board.opponent, s)});
  return key;
}

// The symmetry that keeps the start position and turns `first` (an opening move) into f5.
Symmetry towards_f5(Square first) {
  for (Symmetry s : kSymmetries) {
    if (transform(Board::start(), s) == Board::start() && transform(first, s) == Square::F5) return s;
  }
  return Symmetry::Identity;  // unreachable: the four first moves are turned into each other
}

// `plies` random moves from the start, or nothing when a side has to pass on the way
// (openings in the match list have none).
std::optional<std::vector<Square>> random_line(int plies, std::mt19937_64& random) {
  Board board = Board::start();
  std::vector<Square> line;
  for (int ply = 0; ply < plies; ++ply) {
    std::vector<Square> moves;
    for (Square sq : squares_of(board.moves())) moves.push_back(sq);
    if (moves.empty()) return std::nullopt;
    line.push_back(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
    board.make(board.move_at(line.back()));
  }
  const Symmetry turn = towards_f5(line.front());
  for (Square& sq : line) sq = transform(sq, turn);
  return line;
}

int run(const Options& options) {
  std::set<std::pair<Bitboard, Bitboard>> reached;

  std::mt19937_64 random(options.seed);
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 16, .threads = 1});
  engine::SearchLimits limits;
  limits.depth = options.depth;
  for (int kept = 0; kept < options.count;) {
    const std::optional<std::vector<Square>> line = random_line(options.plies, random);
    if (!line) continue;
    const Game game = Game::from_transcript(transcript_text(*line)).value();
    const Position& position = game.position();
    if (!reached.insert(symmetric_key(position.board)).second) continue;
    engine.clear();
    const int score = engine::rounded_discs(engine.search(position.board, limits).value);
    const int black_score = position.to_move == Color::Black ? score : -score;
    if (std::abs(black_score) > options.margin) continue;
    ++kept;
    std::printf("    {\"line %d, black %+d\", \"%s\"},\n", kept, black_score, game.transcript().c_str());
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Draws balanced openings for `reversi match`, as lines for src/players/openings.cpp"};
  app.add_option("--count", options.count, "How many openings to print")->check(CLI::PositiveNumber);
  app.add_option("--plies", options.plies, "Random moves from the start in each")->check(CLI::Range(1, 20));
  app.add_option("--depth", options.depth, "Depth of the search that scores them")->check(CLI::Range(1, 20));
  app.add_option("--margin", options.margin, "Largest score, in discs, that counts as balanced")
      ->check(CLI::Range(0, 64));
  app.add_option("--seed", options.seed, "Seed for the random moves");
  CLI11_PARSE(app, argc, argv);
  return reversi::run(options);
}
