// Draw offers and takeback requests in an online match (online/match.h, proposals.h): who
// may make them and when, what accepting and declining do to the game and its clocks, and
// that the events replayed give the same match.
#include <gtest/gtest.h>

#include "online/match.h"
#include "support/match_times.h"

namespace reversi::online {
namespace {

using reversi::testing::at;
using reversi::testing::play;

// Plays `moves` in turn from the host (black in these matches), all at `when`.
void play_moves(Match& match, std::initializer_list<const char*> moves, TimePoint when = at(0)) {
  for (const char* move : moves) {
    const Seat seat =
        match.color_of(Seat::Host) == match.game().position().to_move ? Seat::Host : Seat::Guest;
    play(match, match.move(seat, parse_square(move).value(), when));
  }
}

std::string refusal(const Result<std::vector<Event>>& events) { return events.ok() ? "" : events.error(); }

TEST(OnlineMatchProposals, ADrawOfferedOnEitherTurnAndAcceptedEndsTheGameDrawnByAgreement) {
  Match match(MatchSettings{Color::Black, ClockSettings{Milliseconds{60'000}, Milliseconds{0}}});
  play_moves(match, {"f5", "d6"});
  ASSERT_EQ(match.game().position().to_move, Color::Black);
  play(match, match.offer_draw(Seat::Guest, at(1)));  // on the other's turn
  EXPECT_EQ(match.proposed_by(Proposal::Draw), Color::White);
  EXPECT_EQ(refusal(match.offer_draw(Seat::Guest, at(2))), "you have already offered a draw");
  EXPECT_EQ(refusal(match.answer_draw(Seat::Guest, Answer::Accept, at(2))),
            "your opponent has not offered a draw");

  const Result<std::vector<Event>> accepted = match.answer_draw(Seat::Host, Answer::Accept, at(3));
  ASSERT_TRUE(accepted.ok()) << accepted.error();
  ASSERT_EQ(accepted.value().size(), 1u);
  EXPECT_EQ(accepted.value()[0].kind, Event::Kind::End);
  EXPECT_EQ(accepted.value()[0].reason, EndReason::Agreed);
  EXPECT_EQ(accepted.value()[0].color, Color::Black);  // who accepted
  play(match, accepted);
  EXPECT_TRUE(match.is_over());
  EXPECT_EQ(match.winner(), std::nullopt);
  EXPECT_EQ(match.proposed_by(Proposal::Draw), std::nullopt);
  EXPECT_EQ(match.clocks(at(30)).running, std::nullopt);
  EXPECT_EQ(match.clocks(at(30)).black, Milliseconds{57'000});
  EXPECT_EQ(reason_name(EndReason::Agreed), "agreed");
  EXPECT_EQ(parse_reason("agreed"), EndReason::Agreed);

  Match own_turn(MatchSettings{});
  play_moves(own_turn, {"f5", "d6"});
  play(own_turn, own_turn.offer_draw(Seat::Host, at(1)));  // black, to move
  play_moves(own_turn, {"c3"});                            // the offer stands through its maker's move
  EXPECT_EQ(own_turn.proposed_by(Proposal::Draw), Color::Black);
  play(own_turn, own_turn.answer_draw(Seat::Guest, Answer::Accept, at(2)));
  EXPECT_EQ(own_turn.end()->reason, EndReason::Agreed);
}

TEST(OnlineMatchProposals, ADrawIsOfferedOnlyInAGameThatHasStartedAndIsNotOver) {
  Match match(MatchSettings{});
  EXPECT_EQ(refusal(match.offer_draw(Seat::Host, at(0))), "the game has not started yet: abort it instead");
  play_moves(match, {"f5"});
  EXPECT_EQ(refusal(match.offer_draw(Seat::Guest, at(0))), "the game has not started yet: abort it instead");
  play_moves(match, {"d6"});
  EXPECT_TRUE(match.offer_draw(Seat::Guest, at(0)).ok());
  play(match, match.resign(Seat::Host, at(1)));
  EXPECT_EQ(refusal(match.offer_draw(Seat::Guest, at(2))), "the game is over");
  EXPECT_EQ(refusal(match.answer_draw(Seat::Guest, Answer::Decline, at(2))), "the game is over");
  EXPECT_EQ(refusal(match.ask_takeback(Seat::Host, at(2))), "the game is over");
}

// As on lichess: both want a draw, so an offer to a side that offers one too is agreed.
TEST(OnlineMatchProposals, OfferingADrawToASideThatOffersOneAcceptsIt) {
  Match match(MatchSettings{});
  play_moves(match, {"f5", "d6"});
  play(match, match.offer_draw(Seat::Host, at(1)));
  const Result<std::vector<Event>> crossed = match.offer_draw(Seat::Guest, at(2));
  ASSERT_TRUE(crossed.ok()) << crossed.error();
  EXPECT_EQ(crossed.value()[0].kind, Event::Kind::End);
  EXPECT_EQ(crossed.value()[0].reason, EndReason::Agreed);
}

TEST(OnlineMatchProposals, ADeclinedDrawOfferIsNotMadeAgainBeforeTheNextMoveAndLapsesWhenItsSideMoves) {
  Match match(MatchSettings{});
  play_moves(match, {"f5", "d6"});
  play(match, match.offer_draw(Seat::Host, at(1)));
  const Result<std::vector<Event>> declined = match.answer_draw(Seat::Guest, Answer::Decline, at(2));
  ASSERT_TRUE(declined.ok());
  EXPECT_EQ(declined.value()[0].kind, Event::Kind::DrawDeclined);
  EXPECT_EQ(declined.value()[0].color, Color::White);
  play(match, declined);
  EXPECT_FALSE(match.is_over());
  EXPECT_EQ(match.proposed_by(Proposal::Draw), std::nullopt);
  EXPECT_EQ(refusal(match.offer_draw(Seat::Host, at(3))),
            "your draw offer was declined: you may offer one again after the next move");
  EXPECT_EQ(match.refusal_to_propose(Proposal::Draw, Color::White), std::nullopt);  // not the decliner
  play_moves(match, {"c3"});
  play(match, match.offer_draw(Seat::Host, at(4)));

  // White moves on instead of answering: the offer lapses.
  play_moves(match, {"d3"});
  EXPECT_EQ(match.proposed_by(Proposal::Draw), std::nullopt);
  EXPECT_EQ(refusal(match.answer_draw(Seat::Guest, Answer::Accept, at(5))),
            "your opponent has not offered a draw");
}

TEST(OnlineMatchProposals, ATakebackOnTheOpponentsTurnUndoesTheRequestersMove) {
  Match match(MatchSettings{});
  EXPECT_EQ(refusal(match.ask_takeback(Seat::Host, at(0))), "you have no move in this game to take back");
  play_moves(match, {"f5", "d6", "c3"});
  EXPECT_EQ(refusal(match.answer_takeback(Seat::Guest, Answer::Accept, at(1))),
            "your opponent has not asked to take back a move");
  play(match, match.ask_takeback(Seat::Host, at(1)));
  EXPECT_EQ(match.proposed_by(Proposal::Takeback), Color::Black);
  EXPECT_EQ(refusal(match.ask_takeback(Seat::Host, at(1))), "you have already asked to take back");
  EXPECT_EQ(refusal(match.ask_takeback(Seat::Guest, at(1))),
            "your opponent has asked to take back a move: accept or decline that first");
  EXPECT_EQ(match.takeback_plies(Color::Black), 1u);

  const Result<std::vector<Event>> accepted = match.answer_takeback(Seat::Guest, Answer::Accept, at(2));
  ASSERT_TRUE(accepted.ok()) << accepted.error();
  EXPECT_EQ(accepted.value()[0].kind, Event::Kind::Takeback);
  EXPECT_EQ(accepted.value()[0].color, Color::Black);  // whose move goes
  play(match, accepted);
  EXPECT_EQ(match.game().transcript(), "f5d6");
  EXPECT_EQ(match.game().position().to_move, Color::Black);
  EXPECT_EQ(match.proposed_by(Proposal::Takeback), std::nullopt);
  play_moves(match, {"c3"});  // and the game goes on from there
  EXPECT_EQ(match.game().transcript(), "f5d6c3");
}

TEST(OnlineMatchProposals, ATakebackOnTheRequestersTurnUndoesTheOpponentsReplyToo) {
  Match match(MatchSettings{});
  play_moves(match, {"f5", "d6", "c3", "d3"});
  EXPECT_EQ(match.takeback_plies(Color::Black), 2u);
  play(match, match.ask_takeback(Seat::Host, at(1)));
  play(match, match.answer_takeback(Seat::Guest, Answer::Accept, at(2)));
  EXPECT_EQ(match.game().transcript(), "f5d6");
  EXPECT_EQ(match.game().position().to_move, Color::Black);
}

// Passes are plies: taking back a move takes back the pass it forced, and a move before
// the opponent's pass goes with the moves after it.
TEST(OnlineMatchProposals, ATakebackTakesTheForcedPassesWithIt) {
  Match match(MatchSettings{});
  play_moves(match, {"d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1"});  // black passes after c1
  ASSERT_EQ(match.game().ply(), 9u);
  ASSERT_EQ(match.game().position().to_move, Color::White);
  EXPECT_EQ(match.takeback_plies(Color::White), 2u);  // c1 and the pass
  EXPECT_EQ(match.takeback_plies(Color::Black), 3u);  // a1, c1 and the pass

  Match theirs = match;
  play(theirs, theirs.ask_takeback(Seat::Host, at(1)));
  play(theirs, theirs.answer_takeback(Seat::Guest, Answer::Accept, at(1)));
  EXPECT_EQ(theirs.game().transcript(), "d3c3b3b2f5a3");
  EXPECT_EQ(theirs.game().position().to_move, Color::Black);

  play(match, match.ask_takeback(Seat::Guest, at(1)));
  play(match, match.answer_takeback(Seat::Host, Answer::Accept, at(1)));
  EXPECT_EQ(match.game().ply(), 7u);
  EXPECT_EQ(match.game().position().to_move, Color::White);
}

TEST(OnlineMatchProposals, ADeclinedTakebackIsNotAskedAgainBeforeTheNextMoveAndAnyMoveLapsesIt) {
  Match match(MatchSettings{});
  play_moves(match, {"f5", "d6", "c3"});
  play(match, match.ask_takeback(Seat::Host, at(1)));
  const Result<std::vector<Event>> declined = match.answer_takeback(Seat::Guest, Answer::Decline, at(2));
  ASSERT_TRUE(declined.ok());
  EXPECT_EQ(declined.value()[0].kind, Event::Kind::TakebackDeclined);
  play(match, declined);
  EXPECT_EQ(match.game().transcript(), "f5d6c3");
  EXPECT_EQ(refusal(match.ask_takeback(Seat::Host, at(3))),
            "your takeback request was declined: you may ask again after the next move");
  play_moves(match, {"d3"});
  play(match, match.ask_takeback(Seat::Host, at(4)));
  play_moves(match, {"c4"});  // the requester moves on: the request is about another position now
  EXPECT_EQ(match.proposed_by(Proposal::Takeback), std::nullopt);
}

// The time used stays used (as on lichess, the clocks only change hands), and a takeback
// to before both sides had moved stops the clocks and lets the game be aborted again.
TEST(OnlineMatchProposals, ATakebackKeepsTheClocksSane) {
  Match match(MatchSettings{Color::Black, ClockSettings{Milliseconds{60'000}, Milliseconds{2000}}});
  play_moves(match, {"f5"}, at(0));
  play_moves(match, {"d6"}, at(5));   // both have moved: black's clock runs from 5 s
  play_moves(match, {"c3"}, at(15));  // black used 10 s, gained 2
  play(match, match.ask_takeback(Seat::Host, at(20)));
  play(match, match.answer_takeback(Seat::Guest, Answer::Accept, at(25)));  // white's clock ran 10 s
  ClockState clocks = match.clocks(at(25));
  EXPECT_EQ(clocks.black, Milliseconds{52'000});
  EXPECT_EQ(clocks.white, Milliseconds{50'000});
  EXPECT_EQ(clocks.running, Color::Black);
  EXPECT_EQ(match.flag_time(), at(25) + Milliseconds{52'000});

  play(match, match.ask_takeback(Seat::Guest, at(30)));  // white's d6, and nothing after it
  play(match, match.answer_takeback(Seat::Host, Answer::Accept, at(31)));
  EXPECT_EQ(match.game().transcript(), "f5");
  EXPECT_EQ(match.clocks(at(40)).running, std::nullopt);
  EXPECT_EQ(match.clocks(at(40)).black, Milliseconds{46'000});
  EXPECT_TRUE(match.can_abort());
}

TEST(OnlineMatchProposals, AcceptingAfterTheFlagFellLosesOnTime) {
  Match match(MatchSettings{Color::Black, ClockSettings{Milliseconds{60'000}, Milliseconds{0}}});
  play_moves(match, {"f5", "d6", "c3"});  // white to move, its clock running from 0
  play(match, match.ask_takeback(Seat::Host, at(1)));
  play(match, match.offer_draw(Seat::Host, at(1)));
  for (const auto& late : {match.answer_takeback(Seat::Guest, Answer::Accept, at(61)),
                           match.answer_draw(Seat::Guest, Answer::Accept, at(61))}) {
    ASSERT_TRUE(late.ok()) << late.error();
    EXPECT_EQ(late.value()[0].kind, Event::Kind::End);
    EXPECT_EQ(late.value()[0].reason, EndReason::Time);
    EXPECT_EQ(late.value()[0].color, Color::White);
  }
}

TEST(OnlineMatchProposals, ReplayingTheEventsGivesTheSameMatch) {
  const MatchSettings settings{Color::White, ClockSettings{Milliseconds{60'000}, Milliseconds{1000}}};
  Match match(settings);
  std::vector<Event> history;
  auto run = [&](const Result<std::vector<Event>>& events) {
    ASSERT_TRUE(events.ok()) << events.error();
    for (const Event& event : events.value()) {
      history.push_back(event);
      match.apply(event);
    }
  };
  run(match.move(Seat::Guest, Square::F5, at(0)));
  run(match.move(Seat::Host, Square::D6, at(2)));
  run(match.offer_draw(Seat::Host, at(3)));
  run(match.answer_draw(Seat::Guest, Answer::Decline, at(4)));
  run(match.move(Seat::Guest, Square::C3, at(6)));
  run(match.ask_takeback(Seat::Guest, at(7)));
  run(match.answer_takeback(Seat::Host, Answer::Decline, at(8)));
  run(match.move(Seat::Host, Square::D3, at(9)));
  run(match.ask_takeback(Seat::Guest, at(10)));
  run(match.answer_takeback(Seat::Host, Answer::Accept, at(12)));
  run(match.offer_draw(Seat::Guest, at(13)));

  Match replayed(settings);
  for (const Event& event : history) replayed.apply(event);
  EXPECT_EQ(replayed.last_seq(), match.last_seq());
  EXPECT_EQ(replayed.game().transcript(), "f5d6");
  EXPECT_EQ(replayed.game().position(), match.game().position());
  EXPECT_EQ(replayed.clocks(at(20)).black, match.clocks(at(20)).black);
  EXPECT_EQ(replayed.clocks(at(20)).white, match.clocks(at(20)).white);
  EXPECT_EQ(replayed.clocks(at(20)).running, Color::Black);
  EXPECT_EQ(replayed.proposed_by(Proposal::Draw), Color::Black);
  EXPECT_EQ(replayed.proposed_by(Proposal::Takeback), std::nullopt);
  for (const Seat seat : {Seat::Host, Seat::Guest}) {
    for (const Proposal proposal : {Proposal::Draw, Proposal::Takeback}) {
      EXPECT_EQ(replayed.refusal_to_propose(proposal, replayed.color_of(seat)),
                match.refusal_to_propose(proposal, match.color_of(seat)));
    }
  }
}

}  // namespace
}  // namespace reversi::online
