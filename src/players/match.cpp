#include "players/match.h"

#include <memory>

#include "core/game.h"
#include "players/openings.h"
#include "players/registry.h"

namespace reversi {

namespace {

// Plays one game from `opening` to the end.
Result<MatchGame> play_game(std::size_t opening, Color a_color, ComputerPlayer& a, ComputerPlayer& b,
                            std::string_view a_name, std::string_view b_name) {
  // players_test checks that every opening is a legal transcript.
  Game game = Game::from_transcript(match_openings()[opening].moves).value();
  while (!game.is_over()) {
    const bool a_to_move = game.position().to_move == a_color;
    const Square sq = (a_to_move ? a : b).choose(game.position().board).move;
    const Result<Move> played = game.play(sq);
    // A broken player would otherwise be asked the same question for ever.
    if (!played) {
      return Error{std::string(a_to_move ? a_name : b_name) + " played " + square_name(sq) + ": " +
                   played.error()};
    }
  }
  const GameResult result = game.result();
  const bool a_black = a_color == Color::Black;
  return MatchGame{opening, a_color, a_black ? result.black : result.white,
                   a_black ? result.white : result.black, game.transcript()};
}

}  // namespace

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
  }
  summary.mean_disc_difference = static_cast<double>(disc_difference) / summary.games;
  summary.score = (summary.wins + 0.5 * summary.draws) / summary.games;
  summary.elo = estimate_elo(scores);
  return summary;
}

Result<MatchResult> play_match(std::string_view a, std::string_view b, int games, std::uint64_t seed,
                               const std::function<void(const MatchGame&)>& on_game) {
  for (std::string_view name : {a, b}) {
    if (!find_opponent(name)) return Error{"no computer opponent is called '" + std::string(name) + "'"};
  }
  if (games < 1) return Error{"a match needs at least one game, not " + std::to_string(games)};
  MatchResult match;
  for (int i = 0; i < games; ++i) {
    const std::uint64_t game_seed = seed + 2 * static_cast<std::uint64_t>(i);
    const std::unique_ptr<ComputerPlayer> player_a = make_opponent(a, game_seed);
    const std::unique_ptr<ComputerPlayer> player_b = make_opponent(b, game_seed + 1);
    const std::size_t opening = static_cast<std::size_t>(i / 2) % match_openings().size();
    const Color a_color = i % 2 == 0 ? Color::Black : Color::White;
    Result<MatchGame> game = play_game(opening, a_color, *player_a, *player_b, a, b);
    if (!game) return Error{game.error()};
    match.games.push_back(std::move(game).value());
    if (on_game) on_game(match.games.back());
  }
  match.summary = summarize(match.games);
  return match;
}

}  // namespace reversi
