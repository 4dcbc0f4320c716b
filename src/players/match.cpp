#include "players/match.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "core/game.h"
#include "core/notation.h"
#include "engine/engine.h"
#include "players/gtp_player.h"
#include "players/openings.h"
#include "players/registry.h"

namespace reversi {

namespace {

// Plays one game from opening `opening` of `start` to the end.
Result<MatchGame> play_game(MatchStart start, std::size_t opening, Color a_color, ComputerPlayer& a,
                            ComputerPlayer& b, std::string_view a_name, std::string_view b_name) {
  // match_test checks that every opening is a legal transcript.
  Game game = Game::from_transcript(match_starts(start)[opening].moves).value();
  GameTimes times;
  // Game::play plays the forced passes itself: every choose() is a move the side chose.
  while (!game.is_over()) {
    const bool a_to_move = game.position().to_move == a_color;
    const auto asked = std::chrono::steady_clock::now();
    const Square sq = (a_to_move ? a : b).choose(game.position().board).move;
    const std::chrono::duration<double> thought = std::chrono::steady_clock::now() - asked;
    (a_to_move ? times.a : times.b).add_move(thought.count());
    const Result<Move> played = game.play(sq);
    // A broken player would otherwise be asked the same question for ever.
    if (!played) {
      return Error{std::string(a_to_move ? a_name : b_name) + " played " + square_name(sq) + ": " +
                   played.error()};
    }
  }
  const GameResult result = game.result();
  const bool a_black = a_color == Color::Black;
  const int a_discs = a_black ? result.black : result.white;
  const int b_discs = a_black ? result.white : result.black;
  return MatchGame{opening, a_color, a_discs, b_discs, game.transcript(), times};
}

// The player called `name` for one game: a GTP engine of the settings, or one from the
// registry. With `tables`, a level searches with an engine of its own that judges by them;
// with `book`, it opens from that book.
std::unique_ptr<ComputerPlayer> make_player(std::string_view name, std::uint64_t seed,
                                            const engine::PatternEvaluator* tables, const engine::Book* book,
                                            const MatchSettings& settings,
                                            std::optional<engine::Engine>& engine) {
  if (const auto gtp = settings.gtp_engines.find(name); gtp != settings.gtp_engines.end()) {
    return std::make_unique<GtpPlayer>(gtp->second, settings.gtp_answer_limit);
  }
  if (tables) engine.emplace(engine::EngineOptions{.hash_megabytes = 16, .threads = 1, .patterns = tables});
  return make_opponent(name, seed, engine ? &*engine : nullptr, book);
}

// Plays game `number` of the match between `a` and `b` with players made for it alone.
Result<MatchGame> play_numbered_game(std::string_view a, std::string_view b, int number, std::uint64_t seed,
                                     const MatchSettings& settings) {
  const std::uint64_t game_seed = seed + 2 * static_cast<std::uint64_t>(number);
  std::optional<engine::Engine> engine_a;
  std::optional<engine::Engine> engine_b;
  try {
    const std::unique_ptr<ComputerPlayer> player_a =
        make_player(a, game_seed, settings.tables_a, settings.book_a, settings, engine_a);
    const std::unique_ptr<ComputerPlayer> player_b =
        make_player(b, game_seed + 1, settings.tables_b, settings.book_b, settings, engine_b);
    return play_game(settings.start, opening_of_game(number, settings.start), a_color_of_game(number),
                     *player_a, *player_b, a, b);
  } catch (const GtpError& error) {
    return Error{"game " + std::to_string(number) + ": " + error.what()};
  }
}

}  // namespace

void ThinkingTime::add_move(double seconds) {
  ++moves;
  total_seconds += seconds;
  longest_seconds = std::max(longest_seconds, seconds);
}

ThinkingTime& ThinkingTime::operator+=(const ThinkingTime& other) {
  moves += other.moves;
  total_seconds += other.total_seconds;
  longest_seconds = std::max(longest_seconds, other.longest_seconds);
  return *this;
}

double ThinkingTime::seconds_a_move() const { return moves == 0 ? 0 : total_seconds / moves; }

double MatchGame::a_score() const {
  if (a_discs == b_discs) return 0.5;
  return a_discs > b_discs ? 1 : 0;
}

MatchSummary summarize(std::span<const MatchGame> games) {
  MatchSummary summary;
  summary.games = static_cast<int>(games.size());
  std::vector<double> scores;
  int disc_difference = 0;
  for (const MatchGame& game : games) {
    scores.push_back(game.a_score());
    disc_difference += game.a_discs - game.b_discs;
    if (game.a_discs > game.b_discs) ++summary.wins;
    if (game.a_discs == game.b_discs) ++summary.draws;
    if (game.a_discs < game.b_discs) ++summary.losses;
    if (game.times) {
      ++summary.timed_games;
      summary.times.a += game.times->a;
      summary.times.b += game.times->b;
    }
  }
  summary.mean_disc_difference = static_cast<double>(disc_difference) / summary.games;
  summary.score = (summary.wins + 0.5 * summary.draws) / summary.games;
  summary.elo = estimate_elo(scores);
  return summary;
}

std::span<const Opening> match_starts(MatchStart start) {
  return start == MatchStart::kStandardPosition ? standard_start() : match_openings();
}

std::size_t opening_of_game(int number, MatchStart start) {
  return static_cast<std::size_t>(number / 2) % match_starts(start).size();
}

Color a_color_of_game(int number) { return number % 2 == 0 ? Color::Black : Color::White; }

std::optional<Error> unplayable_names(std::string_view a, std::string_view b,
                                      const std::map<std::string, std::string, std::less<>>& gtp_engines) {
  for (const auto& [name, command] : gtp_engines) {
    if (find_opponent(name))
      return Error{"the GTP engine " + quoted(name) + " has the name of a computer opponent"};
  }
  for (std::string_view name : {a, b}) {
    if (find_opponent(name) || gtp_engines.contains(name)) continue;
    std::string names;
    for (const OpponentInfo& opponent : opponents()) names += (names.empty() ? "" : ", ") + opponent.name;
    std::string engines;
    for (const auto& [engine, command] : gtp_engines) engines += (engines.empty() ? "" : ", ") + engine;
    return Error{"no computer opponent is called " + quoted(name) + " (there are " + names +
                 (engines.empty() ? "" : "; GTP engines: " + engines) + ")"};
  }
  return std::nullopt;
}

Result<MatchResult> play_match(std::string_view a, std::string_view b, int games, std::uint64_t seed,
                               const MatchSettings& settings) {
  if (std::optional<Error> names = unplayable_names(a, b, settings.gtp_engines)) return *names;
  if (games < 1) return Error{"a match needs at least one game, not " + std::to_string(games)};
  if (settings.jobs < 1) return Error{"a match needs at least one job, not " + std::to_string(settings.jobs)};
  std::vector<std::optional<MatchGame>> all(static_cast<std::size_t>(games));
  for (const auto& [number, game] : settings.played) {
    if (number < 0 || number >= games) {
      return Error{"game " + std::to_string(number) + " was played, but the match has only games 0 to " +
                   std::to_string(games - 1)};
    }
    all[static_cast<std::size_t>(number)] = game;
  }
  std::vector<int> to_play;
  for (int number = 0; number < games; ++number) {
    if (!all[static_cast<std::size_t>(number)]) to_play.push_back(number);
  }

  std::atomic<std::size_t> next{0};
  std::mutex mutex;  // guards `all`, `error` and the calls of on_game
  std::optional<Error> error;
  const auto play_games = [&] {
    for (std::size_t k = next++; k < to_play.size(); k = next++) {
      const int number = to_play[k];
      Result<MatchGame> game = play_numbered_game(a, b, number, seed, settings);
      const std::lock_guard lock(mutex);
      if (error) return;  // the match stopped while this game was played
      if (game) {
        const MatchGame& played = all[static_cast<std::size_t>(number)].emplace(std::move(game).value());
        if (settings.on_game) error = settings.on_game(number, played);
      } else {
        error = Error{game.error()};
      }
      if (error) next = to_play.size();  // no other game starts
    }
  };
  {
    const std::size_t threads = std::min(static_cast<std::size_t>(settings.jobs), to_play.size());
    std::vector<std::jthread> helpers;
    for (std::size_t t = 1; t < threads; ++t) helpers.emplace_back(play_games);
    play_games();
  }  // the helpers join here
  if (error) return *error;

  MatchResult match;
  for (std::optional<MatchGame>& game : all) match.games.push_back(std::move(*game));
  match.summary = summarize(match.games);
  return match;
}

}  // namespace reversi
