// Generates the games the pattern evaluation is trained on: self-play from random
// openings, played perfectly from a fixed number of empty squares to the end, so that the
// final score is the exact value of every position from there on, and the result of
// perfect play from there for every position before.
//
//   build/release/tools/reversi_generate_games --seed 1 --first 0 --games 2000 > piece.txt
//
// One line a game: its transcript (forced passes left out), black's final disc difference
// (empties to the winner), the empties from which both sides played perfectly and the
// number of plies (passes counted) of its random opening:
//
//   f5d6c3d3c4f4f6f3e6e7...  +12 20 9
//
// With --random-moves N, N in a thousand of the midgame moves after the opening are played
// at random too, and a fifth field lists their plies ("-" for none):
//
//   f5d6c3d3c4f4f6f3e6e7...  +12 20 9 14,31
//
// Such games show the tables positions after a bad move, which games of searched moves
// alone never do: tables trained on those alone judged the positions after the moves a
// search did not choose too kindly for the side that made them
// (docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22).
//
// The output depends on nothing but the options, so the training data can be regenerated
// byte for byte (tools/tests/training_data_test.sh regenerates games of the committed pieces):
//  - game i's random numbers come from its own generator, seeded from the seed and i, so
//    any game can be made alone and pieces in parallel;
//  - the random choices take the raw output of std::mt19937_64 (which the standard fixes)
//    modulo the count, not std::uniform_int_distribution (which each library does its own
//    way);
//  - the midgame moves come from a plain alpha-beta search (no pruning but alpha-beta's)
//    over the hand feature evaluation, or over the pattern tables of --tables (a file, kept
//    with the data it made), not from the engine's search, so that making the engine faster
//    or more selective leaves the data as it is; of the moves with the best value, the first
//    in square order is played;
//  - the perfect moves are the first in square order that keep the proven score
//    (tools/perfect_play.h).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>

#include "core/notation.h"
#include "engine/evaluation.h"
#include "engine/midgame_search.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables_file.h"
#include "perfect_play.h"

namespace reversi {
namespace {

struct Options {
  std::uint64_t seed = 1;
  std::uint64_t first = 0;
  std::uint64_t games = 1000;
  int fewest_random_plies = 4;
  int most_random_plies = 20;
  int depth = 6;
  int perfect_empties = 20;
  int random_moves_per_thousand = 0;
  std::string tables;  // none: the midgame moves judge by the hand features
};

// Mixes the bits of `x` (splitmix64's finaliser), so that neighbouring seeds and game
// numbers give unrelated generators.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// A number from 0 to n - 1. The bias of the modulo is below 2^-58 for the small n here.
int below(std::mt19937_64& random, int n) {
  return static_cast<int>(random() % static_cast<std::uint64_t>(n));
}

Square random_move(const Board& board, std::mt19937_64& random) {
  const Bitboard moves = board.moves();
  int skip = below(random, count(moves));
  for (Square sq : squares_of(moves)) {
    if (skip-- == 0) return sq;
  }
  return Square::Pass;  // not reached: the board has moves
}

// The fewest plies left at which a node searches its moves best first (in the engine's
// order) rather than in square order: nearer the leaves, ordering costs more than the
// cutoffs it brings.
constexpr int kOrderedFromPlies = 3;

// Plain alpha-beta negamax over the feature evaluation: the minimax value of `plies` moves
// ahead (a pass is not a ply; a finished game scores its discs). The order of the moves
// changes which bound a cut-off node returns, never whether the value is above or below
// the window, so the move searched_move picks does not depend on it.
engine::Value negamax(const engine::Evaluator& evaluator, const Board& board, int plies, engine::Value alpha,
                      engine::Value beta) {
  if (plies == 0) return evaluator.evaluate(board);
  const Bitboard moves = board.moves();
  if (!moves) {
    if (!board.opponent_can_move()) return board.final_score() * engine::kValuePerDisc;
    return -negamax(evaluator, board.after(Move{}), plies, -beta, -alpha);
  }
  engine::Value best = -engine::kInfinity;
  // Searches `move`; whether it cuts the node off.
  const auto cuts_off = [&](const Move& move) {
    best = std::max(best, -negamax(evaluator, board.after(move), plies - 1, -beta, -std::max(alpha, best)));
    return best >= beta;
  };
  if (plies >= kOrderedFromPlies) {
    for (const Move& move : engine::ordered_moves(board, evaluator, Square::Pass)) {
      if (cuts_off(move)) break;
    }
  } else {
    for (Square sq : squares_of(moves)) {
      if (cuts_off(board.move_at(sq))) break;
    }
  }
  return best;
}

// The first move in square order with the best value `plies` moves ahead.
Square searched_move(const engine::Evaluator& evaluator, const Board& board, int plies) {
  engine::Value best = -engine::kInfinity;
  Square best_square = Square::Pass;
  for (Square sq : squares_of(board.moves())) {
    // The window starts above the best so far: only a strictly better move raises it.
    const engine::Value value =
        -negamax(evaluator, board.after(board.move_at(sq)), plies - 1, -engine::kInfinity, -best);
    if (value > best) {
      best = value;
      best_square = sq;
    }
  }
  return best_square;
}

class GameMaker {
 public:
  // `patterns`: the tables the midgame moves judge by; none, the hand features.
  GameMaker(const Options& options, const engine::PatternEvaluator* patterns)
      : options_(options), evaluator_(engine::default_weights(), patterns) {}

  // Game `index`: "<transcript> <black's score> <perfect empties> <random plies>", and
  // "<random moves' plies>" with --random-moves.
  std::string make(std::uint64_t index) {
    std::mt19937_64 random(mix(options_.seed ^ mix(index)));
    const int random_plies = options_.fewest_random_plies +
                             below(random, options_.most_random_plies - options_.fewest_random_plies + 1);
    tools::PlayedGame game;
    std::string random_moves;
    for (int ply = 0; !game.board.is_game_over() && game.board.empty_count() > options_.perfect_empties;
         ++ply) {
      if (!game.board.can_move()) {
        game.play(Square::Pass);
      } else if (ply < random_plies) {
        game.play(random_move(game.board, random));
      } else if (options_.random_moves_per_thousand > 0 &&
                 below(random, 1000) < options_.random_moves_per_thousand) {
        game.play(random_move(game.board, random));
        random_moves += (random_moves.empty() ? "" : ",") + std::to_string(ply);
      } else {
        game.play(searched_move(evaluator_, game.board, options_.depth));
      }
    }
    if (!game.board.is_game_over()) perfect_player_.play_out(game);
    const int black_score = game.black_score();
    char tail[48];
    std::snprintf(tail, sizeof tail, " %+d %d %d", black_score, options_.perfect_empties, random_plies);
    std::string line = transcript_text(game.moves) + tail;
    if (options_.random_moves_per_thousand > 0) line += " " + (random_moves.empty() ? "-" : random_moves);
    return line;
  }

 private:
  const Options& options_;
  const engine::Evaluator evaluator_;
  tools::PerfectPlayer perfect_player_;
};

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  Options options;
  CLI::App app{"Generate self-play games for training the pattern evaluation, perfect from the last empties"};
  app.add_option("--seed", options.seed, "Seed of the whole set of games");
  app.add_option("--first", options.first, "Number of the first game to make (games are numbered from 0)");
  app.add_option("--games", options.games, "Games to make");
  app.add_option("--fewest-random-plies", options.fewest_random_plies,
                 "Fewest random moves to open a game with")
      ->check(CLI::Range(0, 60));
  app.add_option("--most-random-plies", options.most_random_plies, "Most random moves to open a game with")
      ->check(CLI::Range(0, 60));
  app.add_option("--depth", options.depth, "Look-ahead of the midgame moves, in plies")
      ->check(CLI::Range(1, 8));
  app.add_option("--perfect-empties", options.perfect_empties,
                 "Empty squares from which both sides play perfectly")
      ->check(CLI::Range(0, 30));
  app.add_option("--random-moves", options.random_moves_per_thousand,
                 "Midgame moves in a thousand, after the opening, played at random instead of searched")
      ->check(CLI::Range(0, 1000));
  app.add_option("--tables", options.tables,
                 "Pattern tables (as reversi_train_evaluation writes them) that the midgame moves judge by, "
                 "instead of the hand features")
      ->check(CLI::ExistingFile);
  CLI11_PARSE(app, argc, argv);
  if (options.most_random_plies < options.fewest_random_plies) {
    std::fprintf(stderr, "error: --most-random-plies is below --fewest-random-plies\n");
    return 2;
  }
  std::optional<engine::PatternEvaluator> patterns;
  if (!options.tables.empty()) {
    const Result<engine::PatternTables> tables = engine::read_pattern_tables_file(options.tables);
    if (!tables) {
      std::fprintf(stderr, "error: %s\n", tables.error().c_str());
      return 2;
    }
    patterns.emplace(tables.value());
  }
  GameMaker maker(options, patterns ? &*patterns : nullptr);
  for (std::uint64_t i = 0; i < options.games; ++i) {
    std::printf("%s\n", maker.make(options.first + i).c_str());
    std::fflush(stdout);
  }
  return 0;
}
