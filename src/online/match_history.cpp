#include "online/match_history.h"

namespace reversi::online {

std::vector<EndedRound> ended_rounds(const MatchSettings& settings, const std::vector<Event>& events) {
  Match match(settings);
  std::vector<EndedRound> rounds;
  for (const Event& event : events) {
    match.apply(event);
    if (event.kind != Event::Kind::End || event.reason == EndReason::Aborted) continue;
    rounds.push_back(
        EndedRound{match.round(), match.color_of(Seat::Host), match.game(), event, match.winner()});
  }
  return rounds;
}

}  // namespace reversi::online
