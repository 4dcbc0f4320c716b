// A match between two computer opponents from the registry, with no I/O: the games start
// from fixed openings (openings.h), each opening played twice with the colours swapped so
// that neither side gains from the openings (or all from the standard start, to measure an
// opening book), and the summary says who is stronger and by how much. Any registered
// opponent can play, the engine's levels included.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/types.h"
#include "players/elo.h"
#include "players/gtp_player.h"
#include "players/openings.h"

namespace reversi::engine {
class Book;
class PatternEvaluator;
}  // namespace reversi::engine

namespace reversi {

// How long one side thought: over a game, or added up over many. Only the moves it chose
// count; the opening's are not its own and a forced pass is no choice.
struct ThinkingTime {
  int moves = 0;
  double total_seconds = 0;
  double longest_seconds = 0;  // its longest single move

  void add_move(double seconds);
  ThinkingTime& operator+=(const ThinkingTime& other);
  double seconds_a_move() const;  // 0 without moves
};

// How long each side of a game thought.
struct GameTimes {
  ThinkingTime a;
  ThinkingTime b;
};

// Where the games of a match begin.
enum class MatchStart {
  kBalancedOpenings,  // match_openings(), each opening twice with the colours swapped
  kStandardPosition,  // standard_start(): every game, A black in the even ones
};

// The openings the games of a match begin from (openings.h): MatchGame::opening indexes them.
std::span<const Opening> match_starts(MatchStart start);

// One game of a match, seen from player A.
struct MatchGame {
  std::size_t opening = 0;  // index into match_starts() of the match's MatchStart
  Color a_color = Color::Black;
  int a_discs = 0;  // the final disc counts
  int b_discs = 0;
  std::string transcript;  // the whole game, the opening included
  // None for a game from a record written before records held times.
  std::optional<GameTimes> times;

  double a_score() const;  // 1 for a win, 0.5 for a draw, 0 for a loss
};

// The games added up from A's side.
struct MatchSummary {
  int games = 0;
  int wins = 0;
  int draws = 0;
  int losses = 0;
  double mean_disc_difference = 0;  // A's discs minus B's, per game
  double score = 0;                 // A's score fraction: (wins + draws / 2) / games
  EloEstimate elo;                  // A's rating minus B's
  // The thinking times added up over the games that have them (timed_games of games).
  int timed_games = 0;
  GameTimes times;
};

struct MatchResult {
  std::vector<MatchGame> games;
  MatchSummary summary;
};

// At least one game.
MatchSummary summarize(std::span<const MatchGame> games);

// Where game `number` of a match starts: opening number / 2 of match_starts(start), going
// round the list again when it runs out, with A black when the number is even and white
// when it is odd.
std::size_t opening_of_game(int number, MatchStart start = MatchStart::kBalancedOpenings);
Color a_color_of_game(int number);

// How a match is played, beyond who plays how many games.
struct MatchSettings {
  int jobs = 1;  // games played at once, each on a thread of its own
  MatchStart start = MatchStart::kBalancedOpenings;
  // Games played before, by number (a record of an interrupted match): not played again.
  std::map<int, MatchGame> played;
  // Called after each game that this call plays, with its number, one call at a time (from
  // the threads that play), in the order the games finish; so a long match can show its
  // progress and record each game as it ends. An error it returns (a record that cannot be
  // written) stops the match: no other game starts, and play_match returns that error.
  std::function<std::optional<Error>(int number, const MatchGame&)> on_game;
  // Whole-game pattern tables that A's or B's level judges by instead of the compiled-in
  // ones (engine::EngineOptions::patterns), to compare trained tables; none: the compiled-in.
  const engine::PatternEvaluator* tables_a = nullptr;
  const engine::PatternEvaluator* tables_b = nullptr;
  // The opening books that A's or B's level plays from instead of the compiled-in one, to
  // measure what a book adds (an empty book: none); none here: the compiled-in one.
  const engine::Book* book_a = nullptr;
  const engine::Book* book_b = nullptr;
  // Opponents outside the program, by the name a match calls them: the shell command that
  // starts a GTP engine (gtp_player.h), started anew for every game.
  std::map<std::string, std::string, std::less<>> gtp_engines;
  // How long they may take to answer: past it, the match stops with an error.
  std::chrono::milliseconds gtp_answer_limit = kGtpAnswerLimit;
};

// Why `a` cannot play `b` with the GTP engines `gtp_engines` (MatchSettings): a name that is
// neither a computer opponent nor one of the engines (the error lists the opponents there
// are), or an engine named like a computer opponent. None when they can.
std::optional<Error> unplayable_names(std::string_view a, std::string_view b,
                                      const std::map<std::string, std::string, std::less<>>& gtp_engines);

// Plays `games` games between the opponents named `a` and `b`, those of `settings.played`
// excepted, and returns all of them in number order with their summary. Game i starts as
// opening_of_game(i, settings.start) says. Both players are created anew for every game,
// with seeds drawn from `seed` and i, so no game depends on another: the same seed gives
// the same games (for players without a time limit), whatever the jobs and however it was
// split between calls; only the thinking times differ, which every game played has.
// Errors: those of unplayable_names, fewer than one game or job, a played game numbered
// outside the match, a player that breaks the rules or a GTP engine that fails, or an
// error from on_game.
Result<MatchResult> play_match(std::string_view a, std::string_view b, int games, std::uint64_t seed,
                               const MatchSettings& settings = {});

}  // namespace reversi
