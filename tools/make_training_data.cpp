// Makes training data for the pattern evaluation: positions from varied games, each with
// its exact score. A game opens with random moves, goes on with a shallow search that
// sometimes plays at random, and stops at a chosen number of empty squares; that position
// is solved exactly, and so is each position along the perfect line from it (the score
// stays the same, seen from alternate sides), which labels up to ten more. With
// --selectivity 0 or 1 the solves are ProbCut solves instead (see endgame.h): likely
// scores, not proven ones, for positions too far from the end to solve exactly in numbers.
//
//   build/release/tools/reversi_make_training_data --games 2000 --seed 1 > part1.txt
//
// One line a position: 64 squares, the side to move, its exact score (the FFO format's
// position and score).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <random>
#include <span>
#include <string>

#include "core/notation.h"
#include "core/position.h"
#include "engine/engine.h"

namespace reversi {
namespace {

struct Options {
  int games = 1000;
  std::uint64_t seed = 1;
  int min_empties = 14;
  int max_empties = 24;
  int selectivity = engine::kExactSelectivity;
};

Square random_move(const Board& board, std::mt19937_64& random) {
  std::vector<Square> moves;
  for (Square sq : squares_of(board.moves())) moves.push_back(sq);
  return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
}

Move move_of(const Board& board, Square square) {
  return square == Square::Pass ? Move{} : board.move_at(square);
}

// The positions labelled along the line from a solved one.
constexpr std::size_t kLineLength = 10;

void print(const Position& position, int score) {
  std::printf("%s %+d\n", position_text(position).c_str(), score);
}

// Plays one game to `empties` empty squares and prints the solved positions; nothing if
// the game ends first.
void make_game(int empties, int selectivity, std::mt19937_64& random, engine::Engine& player,
               engine::Engine& solver) {
  Position position{Board::start(), Color::Black};
  engine::SearchLimits shallow;
  shallow.depth = 2;
  const int random_plies = std::uniform_int_distribution(2, 16)(random);
  for (int ply = 0; position.board.empty_count() > empties; ++ply) {
    if (position.board.is_game_over()) return;
    Square square = Square::Pass;
    if (position.board.can_move()) {
      const bool at_random = ply < random_plies || std::uniform_int_distribution(0, 9)(random) == 0;
      square =
          at_random ? random_move(position.board, random) : player.search(position.board, shallow).best_move;
    }
    position = position.after(move_of(position.board, square));
  }
  if (!position.board.can_move()) return;

  engine::SearchLimits exact;
  exact.exact_empties = kSquareCount;
  exact.selectivity = selectivity;
  solver.clear();
  const engine::SearchResult result = solver.search(position.board, exact);
  int score = result.value / engine::kValuePerDisc;
  const std::size_t line_length = std::min<std::size_t>(result.principal_variation.size(), kLineLength);
  for (Square square : std::span(result.principal_variation).first(line_length)) {
    if (position.board.can_move()) print(position, score);
    position = position.after(move_of(position.board, square));
    score = -score;
  }
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  Options options;
  CLI::App app{"Make training data for the pattern evaluation: positions with exact scores"};
  app.add_option("--games", options.games, "Games to play and solve");
  app.add_option("--seed", options.seed, "Random seed");
  app.add_option("--min-empties", options.min_empties, "Fewest empty squares to solve at")
      ->check(CLI::Range(2, 30));
  app.add_option("--max-empties", options.max_empties, "Most empty squares to solve at")
      ->check(CLI::Range(2, 30));
  app.add_option("--selectivity", options.selectivity,
                 "Below " + std::to_string(engine::kExactSelectivity) +
                     ", label by a ProbCut solve of this level: likely scores, far sooner")
      ->check(CLI::Range(0, engine::kExactSelectivity));
  CLI11_PARSE(app, argc, argv);

  std::mt19937_64 random(options.seed);
  engine::Engine player(engine::EngineOptions{4, 1});
  engine::Engine solver(engine::EngineOptions{64, 1});
  for (int game = 0; game < options.games; ++game) {
    const int empties = std::uniform_int_distribution(options.min_empties, options.max_empties)(random);
    make_game(empties, options.selectivity, random, player, solver);
    std::fflush(stdout);
  }
  return 0;
}
