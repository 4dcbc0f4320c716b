// Online play's rules and clocks (online/match.h), at chosen times: no network, no waiting.
#include "online/match.h"

#include <gtest/gtest.h>

#include "support/match_times.h"

namespace reversi::online {
namespace {

using reversi::testing::at;
using reversi::testing::play;

MatchSettings clocked(int minutes, int increment_seconds) {
  return MatchSettings{Color::Black,
                       ClockSettings{Milliseconds{minutes * 60'000}, Milliseconds{increment_seconds * 1000}}};
}

TEST(OnlineMatch, SeatsPlayTheirColoursInTurn) {
  Match match(MatchSettings{Color::White, std::nullopt});
  EXPECT_EQ(match.color_of(Seat::Host), Color::White);
  EXPECT_EQ(match.color_of(Seat::Guest), Color::Black);
  const Result<std::vector<Event>> early = match.move(Seat::Host, Square::F5, at(0));
  ASSERT_FALSE(early.ok());
  EXPECT_EQ(early.error(), "it is not your turn (black to move)");
  const Result<std::vector<Event>> illegal = match.move(Seat::Guest, Square::A1, at(0));
  ASSERT_FALSE(illegal.ok());
  EXPECT_EQ(illegal.error(), "a1: not legal here (legal: d3 c4 f5 e6)");
  const Result<std::vector<Event>> moved = match.move(Seat::Guest, Square::F5, at(1));
  ASSERT_TRUE(moved.ok());
  ASSERT_EQ(moved.value().size(), 1u);
  EXPECT_EQ(moved.value()[0].seq, 1u);
  EXPECT_EQ(moved.value()[0].kind, Event::Kind::Move);
  EXPECT_EQ(moved.value()[0].color, Color::Black);
  play(match, moved);
  EXPECT_EQ(match.last_seq(), 1u);
  EXPECT_EQ(match.game().position().to_move, Color::White);
}

TEST(OnlineMatch, AForcedPassIsItsOwnEvent) {
  Match match(MatchSettings{});
  const char* moves[] = {"d3", "c3", "b3", "b2", "f5", "a3", "a1"};
  Seat seat = Seat::Host;
  for (const char* move : moves) {
    play(match, match.move(seat, parse_square(move).value(), at(0)));
    seat = seat == Seat::Host ? Seat::Guest : Seat::Host;
  }
  const Result<std::vector<Event>> events = match.move(Seat::Guest, Square::C1, at(1));
  ASSERT_TRUE(events.ok());
  ASSERT_EQ(events.value().size(), 2u);
  EXPECT_EQ(events.value()[1].kind, Event::Kind::Pass);
  EXPECT_EQ(events.value()[1].color, Color::Black);
  EXPECT_EQ(events.value()[1].seq, 9u);
  play(match, events);
  EXPECT_EQ(match.game().position().to_move, Color::White);  // white again after black's pass
}

TEST(OnlineMatch, TheLastMoveEndsTheGame) {
  // A wipe-out in nine plies (core/board_test.cpp has it too).
  Match match(MatchSettings{});
  const char* moves[] = {"d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4"};
  Seat seat = Seat::Host;
  std::vector<Event> last;
  for (const char* move : moves) {
    const Result<std::vector<Event>> events = match.move(seat, parse_square(move).value(), at(0));
    ASSERT_TRUE(events.ok()) << move << ": " << events.error();
    last = events.value();
    play(match, events);
    seat = seat == Seat::Host ? Seat::Guest : Seat::Host;
  }
  ASSERT_TRUE(match.is_over());
  EXPECT_EQ(last.back().kind, Event::Kind::End);
  EXPECT_EQ(last.back().reason, EndReason::Finished);
  EXPECT_EQ(match.winner(), Color::Black);
  EXPECT_FALSE(match.move(Seat::Host, Square::A1, at(1)).ok());
}

TEST(OnlineMatch, ResignLosesAndAbortOnlyBeforeBothHaveMoved) {
  Match match(MatchSettings{});
  play(match, match.move(Seat::Host, Square::F5, at(0)));
  EXPECT_TRUE(match.can_abort());
  play(match, match.move(Seat::Guest, Square::D6, at(1)));
  EXPECT_FALSE(match.can_abort());
  const Result<std::vector<Event>> refused = match.abort(Seat::Host, at(2));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "both players have moved: the game can no longer be aborted");
  play(match, match.resign(Seat::Guest, at(3)));
  EXPECT_TRUE(match.is_over());
  EXPECT_EQ(match.end()->reason, EndReason::Resigned);
  EXPECT_EQ(match.winner(), Color::Black);  // the host, as the guest resigned

  Match early(MatchSettings{});
  play(early, early.abort(Seat::Guest, at(0)));
  EXPECT_EQ(early.end()->reason, EndReason::Aborted);
  EXPECT_EQ(early.winner(), std::nullopt);
}

// A game aborted before the guest ever came has nobody to play again: the guest never
// moved, no rematch was played, and it is not here. Once it has moved, or while it is
// here, a rematch may be offered.
TEST(OnlineMatch, AGameAbortedBeforeTheGuestCameHasNoRematch) {
  Match nobody_came(MatchSettings{});
  play(nobody_came, nobody_came.move(Seat::Host, Square::F5, at(0)));
  play(nobody_came, nobody_came.abort(Seat::Host, at(60)));
  EXPECT_FALSE(nobody_came.guest_came());
  EXPECT_FALSE(nobody_came.can_rematch(false));
  const Result<std::vector<Event>> refused = nobody_came.offer_rematch(Seat::Host, at(61), false);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "the opponent never came: there is nobody to play again; create a new game");
  EXPECT_TRUE(nobody_came.can_rematch(true));  // the guest has just come

  Match played(MatchSettings{Color::White, std::nullopt});  // the guest opens
  play(played, played.move(Seat::Guest, Square::F5, at(0)));
  play(played, played.abort(Seat::Host, at(1)));
  EXPECT_TRUE(played.guest_came());
  EXPECT_TRUE(played.can_rematch(false));

  Match resigned(MatchSettings{});
  EXPECT_FALSE(resigned.can_rematch(true));  // not over yet
  play(resigned, resigned.resign(Seat::Host, at(0)));
  EXPECT_TRUE(resigned.can_rematch(false));
}

TEST(OnlineMatch, ARematchIsOfferedAcceptedAndSwapsColours) {
  Match match(MatchSettings{Color::Black, std::nullopt});
  EXPECT_FALSE(match.offer_rematch(Seat::Host, at(0), true).ok());  // not over yet
  play(match, match.resign(Seat::Host, at(0)));
  play(match, match.offer_rematch(Seat::Guest, at(1), true));
  EXPECT_EQ(match.rematch_offered_by(), Color::White);
  EXPECT_EQ(match.offer_rematch(Seat::Guest, at(2), true).error(), "you have already offered a rematch");
  const Result<std::vector<Event>> accepted = match.offer_rematch(Seat::Host, at(3), true);
  ASSERT_TRUE(accepted.ok());
  EXPECT_EQ(accepted.value()[0].kind, Event::Kind::Rematch);
  play(match, accepted);
  EXPECT_EQ(match.round(), 2);
  EXPECT_FALSE(match.is_over());
  EXPECT_EQ(match.color_of(Seat::Host), Color::White);
  EXPECT_EQ(match.color_of(Seat::Guest), Color::Black);
  EXPECT_EQ(match.game().ply(), 0u);
  play(match, match.move(Seat::Guest, Square::F5, at(4)));  // the guest opens now
}

TEST(OnlineMatch, AWinCanBeClaimedOnlyAfterTheOpponentIsGoneLongEnough) {
  Match match(MatchSettings{});
  const Milliseconds needed{60'000};
  const Result<std::vector<Event>> unstarted = match.claim_win(Seat::Host, needed, needed, at(0));
  ASSERT_FALSE(unstarted.ok());
  EXPECT_EQ(unstarted.error(), "the game has not started yet: abort it instead");
  play(match, match.move(Seat::Host, Square::F5, at(0)));
  play(match, match.move(Seat::Guest, Square::D6, at(0)));
  const Result<std::vector<Event>> soon = match.claim_win(Seat::Host, Milliseconds{59'000}, needed, at(0));
  ASSERT_FALSE(soon.ok());
  EXPECT_EQ(soon.error(), "the opponent has been away 59 s; a win can be claimed after 60 s");
  play(match, match.claim_win(Seat::Host, needed, needed, at(1)));
  EXPECT_EQ(match.end()->reason, EndReason::Abandoned);
  EXPECT_EQ(match.winner(), Color::Black);
}

TEST(OnlineMatch, ClocksRunOnlyOnceBothSidesHaveMovedAndGainTheIncrement) {
  Match match(clocked(5, 2));
  play(match, match.move(Seat::Host, Square::F5, at(10)));  // black's first move: no clock yet
  EXPECT_EQ(match.clocks(at(100)).running, std::nullopt);
  play(match, match.move(Seat::Guest, Square::D6, at(100)));  // white waited 90 s for free
  ClockState clocks = match.clocks(at(100));
  EXPECT_EQ(clocks.black, Milliseconds{300'000});
  EXPECT_EQ(clocks.white, Milliseconds{300'000});
  EXPECT_EQ(clocks.running, Color::Black);
  EXPECT_EQ(match.clocks(at(130)).black, Milliseconds{270'000});
  play(match, match.move(Seat::Host, Square::C3, at(130)));  // 30 s used, 2 s back
  clocks = match.clocks(at(140));
  EXPECT_EQ(clocks.black, Milliseconds{272'000});
  EXPECT_EQ(clocks.white, Milliseconds{290'000});
  EXPECT_EQ(clocks.running, Color::White);
}

TEST(OnlineMatch, TheFlagFallsWhenTheRunningClockRunsOut) {
  Match match(clocked(1, 0));
  play(match, match.move(Seat::Host, Square::F5, at(0)));
  play(match, match.move(Seat::Guest, Square::D6, at(1)));
  EXPECT_EQ(match.flag_time(), at(61));
  EXPECT_EQ(match.flag_fall(at(60)), std::nullopt);
  const std::optional<Event> fallen = match.flag_fall(at(61));
  ASSERT_TRUE(fallen);
  EXPECT_EQ(fallen->reason, EndReason::Time);
  EXPECT_EQ(fallen->color, Color::Black);
  // A move sent after the flag fell loses on time instead of being played.
  const Result<std::vector<Event>> late = match.move(Seat::Host, Square::C3, at(62));
  ASSERT_TRUE(late.ok());
  ASSERT_EQ(late.value().size(), 1u);
  EXPECT_EQ(late.value()[0].kind, Event::Kind::End);
  play(match, late);
  EXPECT_EQ(match.winner(), Color::White);
  EXPECT_EQ(match.clocks(at(70)).black, Milliseconds{0});
  EXPECT_EQ(match.flag_time(), std::nullopt);
}

TEST(OnlineMatch, ReplayingTheEventsGivesTheSameMatch) {
  Match match(clocked(3, 1));
  std::vector<Event> history;
  auto run = [&](const Result<std::vector<Event>>& events) {
    ASSERT_TRUE(events.ok());
    for (const Event& event : events.value()) {
      history.push_back(event);
      match.apply(event);
    }
  };
  run(match.move(Seat::Host, Square::F5, at(0)));
  run(match.move(Seat::Guest, Square::D6, at(5)));
  run(match.move(Seat::Host, Square::C3, at(9)));
  run(match.resign(Seat::Guest, at(20)));
  run(match.offer_rematch(Seat::Host, at(21), true));
  Match replayed(clocked(3, 1));
  for (const Event& event : history) replayed.apply(event);
  EXPECT_EQ(replayed.last_seq(), match.last_seq());
  EXPECT_EQ(replayed.game().position(), match.game().position());
  EXPECT_EQ(replayed.clocks(at(30)).white, match.clocks(at(30)).white);
  EXPECT_EQ(replayed.rematch_offered_by(), Color::Black);
}

}  // namespace
}  // namespace reversi::online
