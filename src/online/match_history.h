// The games an online match has played: its events replayed in order, each round that
// ended taken as it stood at its end, so that a player may review it afterwards.
#pragma once

#include <optional>
#include <vector>

#include "core/game.h"
#include "online/match.h"

namespace reversi::online {

struct EndedRound {
  int round = 1;                // from 1; every rematch is the next round
  Color host_color;             // the host's colour in this round (rematches swap them)
  Game game;                    // every move of the round, up to its end
  Event end;                    // why and when it ended
  std::optional<Color> winner;  // nothing for a draw
};

// Every round of the match that ended, in order, but those aborted (ended before both
// sides moved: no game to look back at). `events` are the match's, from its first; they
// are applied as the server applied them, so they must be its stored events in order.
std::vector<EndedRound> ended_rounds(const MatchSettings& settings, const std::vector<Event>& events);

}  // namespace reversi::online
