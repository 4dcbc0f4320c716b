// The games an online match played (online/match_history.h): each ended round as it ended,
// with the host's colour of that round; aborted rounds are no games.
#include "online/match_history.h"

#include <gtest/gtest.h>

namespace reversi::online {
namespace {

constexpr TimePoint kAt{1'000'000};

// Runs a command on `match`, keeps its events in `events` and applies them.
void run(Match& match, std::vector<Event>& events, const Result<std::vector<Event>>& caused) {
  ASSERT_TRUE(caused.ok()) << caused.error();
  for (const Event& event : caused.value()) {
    match.apply(event);
    events.push_back(event);
  }
}

TEST(OnlineMatchHistory, EveryEndedRoundButTheAbortedWithTheColoursOfItsRound) {
  Match match(MatchSettings{Color::Black, std::nullopt});
  std::vector<Event> events;
  EXPECT_TRUE(ended_rounds(match.settings(), events).empty());
  // Round 1: the host (black) plays f5 and d6 is answered, then the guest resigns.
  run(match, events, match.move(Seat::Host, Square::F5, kAt));
  run(match, events, match.move(Seat::Guest, Square::D6, kAt));
  EXPECT_TRUE(ended_rounds(match.settings(), events).empty());  // not ended yet
  run(match, events, match.resign(Seat::Guest, kAt));
  // Round 2, colours swapped: aborted before white (the host) moved.
  run(match, events, match.offer_rematch(Seat::Host, kAt, true));
  run(match, events, match.offer_rematch(Seat::Guest, kAt, true));
  run(match, events, match.move(Seat::Guest, Square::F5, kAt));
  run(match, events, match.abort(Seat::Host, kAt));
  // Round 3, the host black again: it resigns at once.
  run(match, events, match.offer_rematch(Seat::Guest, kAt, true));
  run(match, events, match.offer_rematch(Seat::Host, kAt, true));
  run(match, events, match.resign(Seat::Host, kAt));

  const std::vector<EndedRound> rounds = ended_rounds(match.settings(), events);
  ASSERT_EQ(rounds.size(), 2u);
  EXPECT_EQ(rounds[0].round, 1);
  EXPECT_EQ(rounds[0].host_color, Color::Black);
  EXPECT_EQ(rounds[0].game.transcript(), "f5d6");
  EXPECT_EQ(rounds[0].end.reason, EndReason::Resigned);
  EXPECT_EQ(rounds[0].winner, Color::Black);
  EXPECT_EQ(rounds[1].round, 3);
  EXPECT_EQ(rounds[1].host_color, Color::Black);
  EXPECT_EQ(rounds[1].game.transcript(), "");
  EXPECT_EQ(rounds[1].winner, Color::White);
}

}  // namespace
}  // namespace reversi::online
