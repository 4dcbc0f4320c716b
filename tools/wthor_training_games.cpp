// Turns tournament games (WTHOR .wtb files) into training games (tools/training_game.h).
// Each game is written up to the first position from which the file records the result of
// perfect play (WTHOR's theoretical score: from 24 empties in the federation's files), with
// that result as its score. The positions before were met by strong players, and their
// label is what the players' play made of each, then perfect play: not the game's end,
// which the players' endgame mistakes decide.
//
// Files without theoretical scores (Logistello's book games repeat the final result in
// their place) are read with --result-perfect-from E: the game's result taken as the
// result of perfect play from E empties. Measure first that the games bear it out (solve
// their positions of E empties: docs/benchmarks/evaluation.md).
//
//   build/release/tools/reversi_wthor_training_games --output wthor.txt WTH_1990.wtb ...
//
// --whole-games writes every game to its end with its result instead, for the measuring
// tools, which value the positions themselves (reversi_measure_accuracy).
//
// --played-out-from E writes each game from its position of E empties, as the players
// left it, played on perfectly to the end (tools/perfect_play.h): every position from
// there on is labelled with its exact value. The plies before it are written but marked
// as not learnt from (the fourth field, tools/training_game.h): the lines that stop at
// the theoretical score hold those positions with a better label than this game's.
//
// --deviations-from E writes, for each game, one line for every legal move at its
// position of E empties but the one the players chose, played perfectly to the end from
// there: the positions after moves a strong player would not make, with their exact
// values, which the games themselves never show. The position the move leaves is not
// learnt from (the fourth field is the ply after the move): no one chose it for its value.
//
// --exact-positions-from E writes, for each game, one line for every position the players
// reached from E empties on where the side to move has a move, and one for every position
// a move they did not choose there leads to, each stopping there with its exact value:
// real endgames as strong players left them, and the positions after the moves they
// avoided, which a search meets at most of its leaves. Only that last position is learnt
// from (the fourth field is its ply).
//
// --searched-positions-from E --searched-positions-to L writes the same lines for the
// positions from E empties down to L, each labelled with the value of a --search-depth
// search instead (the midgame, beyond exact solves), for every --every'th number of empties
// of each game (offset by the game's number, so that the games cover every one).
//
// A game that gives no trustworthy label is left out, and counted on stderr: no result of
// perfect play recorded, a record that stops before that point, or a game that ends before
// it with another result than the recorded one.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/file_contents.h"
#include "core/game_record.h"
#include "core/notation.h"
#include "core/wthor.h"
#include "engine/engine.h"
#include "perfect_play.h"
#include "tool_main.h"

namespace reversi {
namespace {

struct Options {
  std::vector<std::string> files;
  std::string output;
  int result_perfect_from = 0;
  bool whole_games = false;
  int played_out_from = 0;
  int deviations_from = 0;
  int exact_positions_from = 0;
  int searched_positions_from = 0;
  int searched_positions_to = 0;
  int search_depth = 12;
  int every = 1;
};

struct Counts {
  int written = 0;
  int no_perfect_result = 0;
  int stops_early = 0;
  int ends_otherwise = 0;
  int ends_before_played_out = 0;
  int lines = 0;  // with --deviations-from, more than one a game
};

// The ply of `game`'s first position with at most `empties` empty squares, or its recorded
// plies when the record stops before one.
std::size_t first_ply_with_at_most(const Game& game, int empties) {
  std::size_t ply = 0;
  while (ply < game.recorded_plies() && game.position_before(ply).board.empty_count() > empties) ++ply;
  return ply;
}

// The ply of `game`'s position of `empties` from which it is played on perfectly, or
// nothing (counted in `counts`) when the record ends or stops before it.
std::optional<std::size_t> play_out_ply(const Game& game, int empties, Counts& counts) {
  const std::size_t plies = first_ply_with_at_most(game, empties);
  const Board& start = game.position_before(plies).board;
  if (start.is_game_over()) {
    ++counts.ends_before_played_out;
    return std::nullopt;
  }
  if (start.empty_count() > empties) {
    ++counts.stops_early;
    return std::nullopt;
  }
  return plies;
}

// `game`'s first `plies` moves as a game to go on with.
tools::PlayedGame first_moves(const Game& game, std::size_t plies) {
  const Position& position = game.position_before(plies);
  tools::PlayedGame played{position.board, position.to_move, {}};
  played.moves.assign(game.recorded_moves().begin(),
                      game.recorded_moves().begin() + static_cast<std::ptrdiff_t>(plies));
  return played;
}

// The square the players chose at `ply` of `game`, as a bitboard: none where the record
// stops there, or they passed.
Bitboard chosen_move(const Game& game, std::size_t ply) {
  if (ply >= game.recorded_plies() || game.recorded_moves()[ply] == Square::Pass) return 0;
  return bit(game.recorded_moves()[ply]);
}

// A training line: `moves` (passes included), black's score `black_score`, perfect from
// `perfect_empties`, learnt from its ply `first_learnt` on.
std::string line_of(const std::vector<Square>& moves, int black_score, int perfect_empties,
                    std::size_t first_learnt) {
  char tail[48];
  std::snprintf(tail, sizeof tail, " %+d %d %zu", black_score, perfect_empties, first_learnt);
  return transcript_text(moves) + tail;
}

// The line of `record` from its position of `empties` on, played perfectly; none (counted
// in `counts`) when the record ends or stops before it.
std::vector<std::string> played_out_line(const GameRecord& record, int empties, tools::PerfectPlayer& player,
                                         Counts& counts) {
  const Game game = game_of(record);
  const std::optional<std::size_t> plies = play_out_ply(game, empties, counts);
  if (!plies) return {};
  tools::PlayedGame played = first_moves(game, *plies);
  player.play_out(played);
  ++counts.written;
  return {line_of(played.moves, played.black_score(), empties, *plies)};
}

// The lines of `record` that leave it at its position of `empties` by each legal move the
// players did not choose, each played perfectly to the end; none (counted in `counts`)
// when the record ends or stops before that position.
std::vector<std::string> deviation_lines(const GameRecord& record, int empties, tools::PerfectPlayer& player,
                                         Counts& counts) {
  const Game game = game_of(record);
  const std::optional<std::size_t> plies = play_out_ply(game, empties, counts);
  if (!plies) return {};
  const tools::PlayedGame before = first_moves(game, *plies);
  std::vector<std::string> lines;
  for (Square sq : squares_of(before.board.moves() & ~chosen_move(game, *plies))) {
    tools::PlayedGame deviated = before;
    deviated.play(sq);
    player.play_out(deviated);
    lines.push_back(line_of(deviated.moves, deviated.black_score(), empties - 1, *plies + 1));
  }
  ++counts.written;
  return lines;
}

// The value of a board for its side to move, in whole discs.
using Labeller = std::function<int(const Board&)>;

// The line that stops at `position`, which `moves` (passes included) reach, labelled by
// `label` and learnt from there only (its random plies are all its plies).
std::string position_line(const std::vector<Square>& moves, const Position& position, const Labeller& label) {
  const int score = label(position.board);
  return line_of(moves, position.to_move == Color::Black ? score : -score, position.board.empty_count(),
                 moves.size());
}

// The lines of `record` that stop at each of its positions from `from` empties down to
// `to` where the side to move has a move (every `every`th of them, counted from the game's
// `first_kept`), and at each position one other move away from those (when the side to move
// there has a move), each labelled by `label`; none (counted in `counts`) when the record
// ends or stops before `from` empties.
std::vector<std::string> position_lines(const GameRecord& record, int from, int to, int every, int first_kept,
                                        const Labeller& label, Counts& counts) {
  const Game game = game_of(record);
  const std::optional<std::size_t> first = play_out_ply(game, from, counts);
  if (!first) return {};
  std::vector<std::string> lines;
  for (std::size_t ply = *first; ply <= game.recorded_plies(); ++ply) {
    const Position& position = game.position_before(ply);
    if (position.board.empty_count() < to) break;
    if (!position.board.can_move() || (position.board.empty_count() + first_kept) % every != 0) continue;
    std::vector<Square> moves = first_moves(game, ply).moves;
    lines.push_back(position_line(moves, position, label));
    for (Square sq : squares_of(position.board.moves() & ~chosen_move(game, ply))) {
      const Position other{position.board.after(position.board.move_at(sq)), opposite(position.to_move)};
      if (!other.board.can_move()) continue;
      moves.push_back(sq);
      lines.push_back(position_line(moves, other, label));
      moves.pop_back();
    }
  }
  ++counts.written;
  return lines;
}

// The training line of `record`; none (counted in `counts`) when it gives no label.
std::vector<std::string> training_line(const GameRecord& record, const Options& options, Counts& counts) {
  std::optional<PerfectPlayResult> perfect = record.perfect_play_result;
  // A whole game is a line that stops at 0 empties: one that ends, with its result.
  if (options.whole_games) {
    perfect.reset();
    if (const std::optional<int> result = record.result()) perfect = PerfectPlayResult{*result, 0};
  } else if (!perfect && options.result_perfect_from > 0 && record.recorded_result)
    perfect = PerfectPlayResult{*record.recorded_result, options.result_perfect_from};
  if (!perfect) {
    ++counts.no_perfect_result;
    return {};
  }
  const Game game = game_of(record);
  const std::size_t plies = first_ply_with_at_most(game, perfect->empties);
  const Board& last = game.position_before(plies).board;
  if (last.empty_count() > perfect->empties) {
    // The record ends before perfect play would begin: usable only if the game ended there
    // with the recorded result of perfect play.
    if (!last.is_game_over()) {
      ++counts.stops_early;
      return {};
    }
    if (record.result() != perfect->black_result) {
      ++counts.ends_otherwise;
      return {};
    }
  }
  const std::vector<Square> moves(record.moves.begin(),
                                  record.moves.begin() + static_cast<std::ptrdiff_t>(plies));
  ++counts.written;
  return {line_of(moves, perfect->black_result, perfect->empties, 0)};
}

// The lines `record` gives with `options`.
std::vector<std::string> lines_of(const GameRecord& record, const Options& options,
                                  tools::PerfectPlayer& player, engine::Engine* engine, Counts& counts) {
  if (options.played_out_from > 0) return played_out_line(record, options.played_out_from, player, counts);
  if (options.deviations_from > 0) return deviation_lines(record, options.deviations_from, player, counts);
  if (options.exact_positions_from > 0) {
    player.forget();
    return position_lines(
        record, options.exact_positions_from, 0, 1, 0,
        [&](const Board& board) { return player.exact_score(board); }, counts);
  }
  if (options.searched_positions_from > 0) {
    engine::SearchLimits limits;
    limits.depth = options.search_depth;
    return position_lines(
        record, options.searched_positions_from, options.searched_positions_to, options.every,
        counts.written + counts.stops_early + counts.ends_before_played_out,
        [&](const Board& board) {
          const engine::SearchResult result = engine->search(board, limits);
          return static_cast<int>(std::lround(static_cast<double>(result.value) / engine::kValuePerDisc));
        },
        counts);
  }
  return training_line(record, options, counts);
}

void convert(const Options& options) {
  if (options.searched_positions_to > options.searched_positions_from &&
      options.searched_positions_from > 0) {
    throw std::runtime_error("--searched-positions-to " + std::to_string(options.searched_positions_to) +
                             " is more than --searched-positions-from " +
                             std::to_string(options.searched_positions_from) + ": no position is searched");
  }
  std::ofstream output(options.output);
  if (!output) throw std::runtime_error("cannot write " + options.output);
  Counts counts;
  tools::PerfectPlayer player;
  std::optional<engine::Engine> engine;  // only the searched positions need its hash table
  if (options.searched_positions_from > 0)
    engine.emplace(engine::EngineOptions{.hash_megabytes = 64, .threads = 1});
  for (const std::string& file : options.files) {
    const Result<std::string> bytes = file_contents(file);
    if (!bytes) throw std::runtime_error(bytes.error());
    const Result<std::vector<ImportedGame>> games = parse_wthor(bytes.value());
    if (!games) throw std::runtime_error(file + ": " + games.error());
    for (const ImportedGame& game : games.value()) {
      for (const std::string& line :
           lines_of(game.record, options, player, engine ? &*engine : nullptr, counts)) {
        output << line << '\n';
        ++counts.lines;
      }
    }
  }
  if (!output.flush()) throw std::runtime_error("cannot write " + options.output);
  if (options.played_out_from > 0) {
    std::fprintf(stderr, "%d games written; left out: %d stopping before %d empties, %d ending before\n",
                 counts.written, counts.stops_early, options.played_out_from, counts.ends_before_played_out);
    return;
  }
  if (options.deviations_from > 0 || options.exact_positions_from > 0 ||
      options.searched_positions_from > 0) {
    std::fprintf(
        stderr, "%d lines from %d games; left out: %d games stopping before %d empties, %d ending before\n",
        counts.lines, counts.written, counts.stops_early,
        std::max({options.deviations_from, options.exact_positions_from, options.searched_positions_from}),
        counts.ends_before_played_out);
    return;
  }
  std::fprintf(stderr,
               "%d games written; left out: %d without a result of perfect play, %d stopping before it, "
               "%d ending before it with another result\n",
               counts.written, counts.no_perfect_result, counts.stops_early, counts.ends_otherwise);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  Options options;
  CLI::App app{"Turn WTHOR tournament games into training games, each up to its theoretical score"};
  app.add_option("files", options.files, "WTHOR files (.wtb)")->required()->check(CLI::ExistingFile);
  app.add_option("--output", options.output, "Where to write the training games")->required();
  app.add_option("--result-perfect-from", options.result_perfect_from,
                 "For files without theoretical scores: take each game's result as perfect play from "
                 "this many empty squares")
      ->check(CLI::Range(1, 60));
  app.add_flag("--whole-games", options.whole_games,
               "Every game that ends, to its end with its result (for the measuring tools)");
  app.add_option("--played-out-from", options.played_out_from,
                 "Each game from its position of this many empty squares on, played perfectly to the end")
      ->check(CLI::Range(1, 30))
      ->excludes("--whole-games")
      ->excludes("--result-perfect-from");
  app.add_option("--deviations-from", options.deviations_from,
                 "For each game, every legal move at its position of this many empty squares but the one "
                 "played, each played on perfectly to the end")
      ->check(CLI::Range(1, 30))
      ->excludes("--whole-games")
      ->excludes("--result-perfect-from")
      ->excludes("--played-out-from");
  app.add_option("--exact-positions-from", options.exact_positions_from,
                 "For each game, every position the players reached from this many empty squares on and "
                 "every position one other move away, each a line of its own with its exact value")
      ->check(CLI::Range(1, 30))
      ->excludes("--whole-games")
      ->excludes("--result-perfect-from")
      ->excludes("--played-out-from")
      ->excludes("--deviations-from");
  CLI::Option* searched =
      app.add_option("--searched-positions-from", options.searched_positions_from,
                     "For each game, every position the players reached from this many empty squares on and "
                     "every position one other move away, each a line of its own with the value of a search")
          ->check(CLI::Range(1, 60))
          ->excludes("--whole-games")
          ->excludes("--result-perfect-from")
          ->excludes("--played-out-from")
          ->excludes("--deviations-from")
          ->excludes("--exact-positions-from");
  app.add_option("--searched-positions-to", options.searched_positions_to,
                 "The fewest empty squares of the searched positions")
      ->check(CLI::Range(0, 60))
      ->needs(searched);
  app.add_option("--search-depth", options.search_depth, "Depth of the searches that value them")
      ->check(CLI::Range(1, 30))
      ->needs(searched);
  app.add_option("--every", options.every,
                 "Only every this many plies of each game's (the same ones, offset by the game's number)")
      ->check(CLI::Range(1, 60))
      ->needs(searched);
  CLI11_PARSE(app, argc, argv);
  return tools::run_reporting_errors("reversi_wthor_training_games", [&] { convert(options); });
}
