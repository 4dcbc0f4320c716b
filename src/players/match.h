// A match between two computer opponents from the registry, with no I/O: the games start
// from fixed openings (openings.h), each opening played twice with the colours swapped so
// that neither side gains from the openings, and the summary says who is stronger and by
// how much. Any registered opponent can play, the engine's levels included.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/types.h"
#include "players/elo.h"

namespace reversi {

// One game of a match, seen from player A.
struct MatchGame {
  std::size_t opening = 0;  // index into match_openings()
  Color a_color = Color::Black;
  int a_discs = 0;  // the final disc counts
  int b_discs = 0;
  std::string transcript;  // the whole game, the opening included

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
};

struct MatchResult {
  std::vector<MatchGame> games;
  MatchSummary summary;
};

// At least one game.
MatchSummary summarize(std::span<const MatchGame> games);

// Plays `games` games between the opponents named `a` and `b`. Game i starts from opening
// i / 2 (going round the list again when it runs out), with A black when i is even and
// white when it is odd. Both players are created anew for every game, with seeds drawn
// from `seed` and i, so no game depends on another and the same seed gives the same
// match. `on_game`, when given, is called after each game, so that a long match can show
// its progress. Errors: an unknown name, fewer than one game, or a player that breaks the
// rules.
Result<MatchResult> play_match(std::string_view a, std::string_view b, int games, std::uint64_t seed,
                               const std::function<void(const MatchGame&)>& on_game = {});

}  // namespace reversi
