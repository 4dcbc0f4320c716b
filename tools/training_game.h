// A line of the training games (the output of reversi_generate_games), read back for the
// tools that learn from them:
//
//   <transcript> <black's final score> <perfect empties> <random plies> [<random moves>]
//   f5d6c3d3c4f4f6f3e6e7...  +12 20 9
//   f5d6c3d3c4f4f6f3e6e7...  +12 20 9 14,31
//
// A transcript may also stop where perfect play begins, at the first position with the
// perfect empties (tournament games, whose files record the result of perfect play from
// there but not its moves: reversi_wthor_training_games); the score is then that result,
// the exact value of that last position. A line whose random plies are all its plies is
// learnt from at that last position only (--exact-positions-from; with
// --searched-positions-from the score is a search's value of it, not the exact one).
// Tournament games played out perfectly from E empties (--played-out-from) give the ply
// of that position as their random plies: the positions before it are learnt from the
// lines that stop at the theoretical score, with a better label.
#pragma once

#include <algorithm>
#include <charconv>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "engine/pattern_tables.h"

namespace reversi::tools {

struct TrainingGame {
  Game game;
  int black_score = 0;
  // Both sides played perfectly from this many empty squares on.
  int perfect_empties = 0;
  // The game opened with this many plies (passes counted, as Game counts them) played at
  // random. A position before them is followed by a random move, so the game's score says
  // little about it: the tools learn only from the positions from this ply on.
  int random_plies = 0;
  // The plies after the opening played at random too (generated with --random-moves), in
  // order. The position before each is left out like the opening's: the random move that
  // follows costs its side to move discs that the position does not explain.
  std::vector<int> random_moves;
};

// Whether the tools learn from and measure the position before `ply` of `game`: after its
// random opening, and not followed by a random move. (Passes too: the callers skip them.)
inline bool is_learnt_from(const TrainingGame& game, std::size_t ply) {
  return static_cast<int>(ply) >= game.random_plies &&
         !std::binary_search(game.random_moves.begin(), game.random_moves.end(), static_cast<int>(ply));
}

namespace detail {

// A whole number from `low` to `high` ("+6", "-12", "0", "20"); nothing if it is not one.
inline std::optional<int> parse_number(std::string_view text, int low, int high) {
  if (text.starts_with('+')) text.remove_prefix(1);
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  if (number < low || number > high) return std::nullopt;
  return number;
}

}  // namespace detail

// The game of one line, checked: it ends, with the score the line gives.
inline Result<TrainingGame> parse_training_game(std::string_view line) {
  std::istringstream fields{std::string(line)};
  std::string transcript;
  std::string score_text;
  std::string perfect_text;
  std::string random_text;
  std::string random_moves_text;
  std::string rest;
  if (!(fields >> transcript >> score_text >> perfect_text >> random_text) ||
      (fields >> random_moves_text && fields >> rest))
    return Error{
        "not '<transcript> <black's final score> <perfect empties> <random plies> [<random moves>]'"};
  const std::optional<int> black_score = detail::parse_number(score_text, -kSquareCount, kSquareCount);
  if (!black_score) return Error{"the score '" + score_text + "' is not a whole number from -64 to +64"};
  const std::optional<int> perfect = detail::parse_number(perfect_text, 0, engine::kMostEmpties);
  if (!perfect)
    return Error{"the perfect empties '" + perfect_text + "' are not a whole number from 0 to 60"};
  // Plies, passes counted: a game has at most one pass for each of its 60 moves.
  const std::optional<int> random = detail::parse_number(random_text, 0, 2 * engine::kMostEmpties);
  if (!random) return Error{"the random plies '" + random_text + "' are not a whole number from 0 to 120"};
  Result<Game> game = Game::from_transcript(transcript);
  if (!game) return Error{game.error()};
  const Position& end = game.value().position();
  if (!end.board.is_game_over()) {
    if (end.board.empty_count() != *perfect) {
      return Error{"the game neither ends nor stops at its perfect empties (" + std::to_string(*perfect) +
                   "): it stops at " + std::to_string(end.board.empty_count())};
    }
  } else if (const int final_score =
                 end.to_move == Color::Black ? end.board.final_score() : -end.board.final_score();
             final_score != *black_score) {
    return Error{"the score " + score_text + " is not the game's, " + (final_score > 0 ? "+" : "") +
                 std::to_string(final_score)};
  }
  TrainingGame read{std::move(game).value(), *black_score, *perfect, *random, {}};
  if (!random_moves_text.empty() && random_moves_text != "-") {
    const Error not_plies{"the random moves '" + random_moves_text +
                          "' are not plies of the game after its opening, in order, separated by commas"};
    // getline would take a last comma for the end of the list.
    if (random_moves_text.ends_with(',')) return not_plies;
    std::istringstream plies(random_moves_text);
    for (std::string ply_text; std::getline(plies, ply_text, ',');) {
      const int earliest = read.random_moves.empty() ? read.random_plies : read.random_moves.back() + 1;
      const std::optional<int> ply =
          detail::parse_number(ply_text, earliest, static_cast<int>(read.game.recorded_plies()) - 1);
      if (!ply) return not_plies;
      read.random_moves.push_back(*ply);
    }
  }
  return read;
}

// One position from each game line of `files`, until there are `count`: for game g (counted
// over all the files), the first position from `target_empties(g)` empty squares on that is
// learnt from (is_learnt_from) and where the side to move has a move. Throws, naming the file and
// line, on a line that is not a game, and when the games give fewer positions.
inline std::vector<Board> sample_positions(const std::vector<std::string>& files, int count,
                                           const std::function<int(int game)>& target_empties) {
  std::vector<Board> boards;
  int game_number = 0;
  for (const std::string& file : files) {
    std::ifstream input(file);
    if (!input) throw std::runtime_error("cannot read " + file);
    std::string line;
    for (int number = 1; std::getline(input, line); ++number) {
      if (static_cast<int>(boards.size()) == count) return boards;
      const Result<TrainingGame> read = parse_training_game(line);
      if (!read) throw std::runtime_error(file + ":" + std::to_string(number) + ": " + read.error());
      const Game& game = read.value().game;
      const int empties = target_empties(game_number++);
      for (auto ply = static_cast<std::size_t>(std::max(kSquareCount - 4 - empties, 0));
           ply < game.recorded_plies(); ++ply) {
        const Board board = game.position_before(ply).board;
        if (board.can_move() && is_learnt_from(read.value(), ply)) {
          boards.push_back(board);
          break;
        }
      }
    }
  }
  if (static_cast<int>(boards.size()) < count)
    throw std::runtime_error("the games give only " + std::to_string(boards.size()) + " positions, not " +
                             std::to_string(count));
  return boards;
}

}  // namespace reversi::tools
