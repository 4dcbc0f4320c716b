// A game on the server, as the API and the page's offline referee both change it: whose
// turn each request may take, a found move's facts checked against the board, the
// balanced opening kept as the game's start, and the computer's reasons kept by ply.
#include "local_game/hosted_game.h"

#include <gtest/gtest.h>

#include "core/bitboard.h"
#include "core/notation.h"
#include "players/openings.h"

namespace reversi {
namespace {

Square at(std::string_view name) { return parse_square(name).value(); }

MoveReason turning(int flipped) {
  MoveReason reason;
  reason.flipped = flipped;
  return reason;
}

// The computer's move as the page's engine found it, with the facts it claims.
Decision found(std::string_view move, MoveReason reason = {}) {
  return Decision{at(move), std::move(reason)};
}

HostedGame against_computer(std::string_view transcript) {
  return HostedGame{
      "g", Seats{std::string(kHuman), "level-3"}, Game::from_transcript(transcript).value(), {}};
}

TEST(HostedGame, EachRequestTakesOnlyItsOwnSidesTurn) {
  HostedGame game = against_computer("");
  EXPECT_EQ(game.refuse_person_move(), std::nullopt);
  EXPECT_EQ(game.refuse_computer_move(), "it is a person's turn, not the computer's");
  ASSERT_TRUE(game.play(at("f5")));
  EXPECT_EQ(game.refuse_person_move(), "it is the computer's turn (level-3)");
  EXPECT_EQ(game.refuse_computer_move(), std::nullopt);
}

TEST(HostedGame, NothingIsPlayedInAGameThatIsOver) {
  // One of the shortest games: black wipes out white in nine moves.
  HostedGame game = against_computer("e6f4e3f6g5d6e7f5c5");
  ASSERT_TRUE(game.game.is_over());
  EXPECT_EQ(game.refuse_person_move(), "the game is over");
  EXPECT_EQ(game.refuse_computer_move(), "the game is over");
  EXPECT_EQ(game.refuse_found_move(found("d6")), "the game is over");
}

TEST(HostedGame, AFoundMoveIsRefusedWhereItsFactsAreUntrueOfTheBoard) {
  HostedGame game = against_computer("f5");
  // White's replies to f5: f4, d6 and f6 each turn one disc; none is a corner.
  EXPECT_EQ(game.refuse_found_move(found("d6", turning(1))), std::nullopt);
  EXPECT_EQ(game.refuse_found_move(found("a1", turning(1))), "'move': a1 is not legal here");
  EXPECT_EQ(game.refuse_found_move(found("d6", turning(3))), "'reason': 'flipped': d6 turns 1, not 3");
  MoveReason corner = turning(1);
  corner.takes_corner = true;
  EXPECT_EQ(game.refuse_found_move(found("d6", corner)), "'reason': 'takesCorner': d6 is not a corner");
  MoveReason other_line = turning(1);
  other_line.expected_line = {at("f4"), at("f3")};
  EXPECT_EQ(game.refuse_found_move(found("d6", other_line)),
            "'reason': 'expectedLine': starts with f4, not d6");
  EXPECT_EQ(game.game.ply(), 1u) << "a refusal changes nothing";
}

TEST(HostedGame, UndoAgainstAComputerStopsAtThePersonsTurnsOnly) {
  HostedGame game = against_computer("f5d6c3");
  EXPECT_EQ(game.undo_turn(), std::nullopt);
  EXPECT_EQ(game.game.ply(), 2u) << "back to the person's turn before c3";
  EXPECT_EQ(game.undo_turn(), std::nullopt);
  EXPECT_EQ(game.game.ply(), 0u) << "over the computer's d6, to before the person's f5";
  EXPECT_EQ(game.undo_turn(), "there is no move to undo");
  EXPECT_EQ(game.redo_turn(), std::nullopt);
  EXPECT_EQ(game.game.ply(), 2u);
}

TEST(HostedGame, TheBalancedOpeningIsTheGamesStart) {
  HostedGame game = HostedGame::with_balanced_opening("g", Seats{}, 1);
  const std::size_t start = match_openings()[0].moves.size() / 2;
  ASSERT_EQ(game.first_ply(), start);
  EXPECT_EQ(game.game.ply(), start);
  EXPECT_FALSE(game.can_undo());
  EXPECT_EQ(game.undo_turn(), "there is no move to undo");
  EXPECT_EQ(game.show_ply(start - 1), "'to': " + std::to_string(start - 1) +
                                          " is inside the balanced opening (its " + std::to_string(start) +
                                          " plies are the game's start)");
  const Square move = *squares_of(game.game.position().board.moves()).begin();
  ASSERT_TRUE(game.play(move));
  EXPECT_EQ(game.show_ply(start + 2), "'to': " + std::to_string(start + 2) +
                                          " is past the last recorded ply (" + std::to_string(start + 1) +
                                          ")");
  EXPECT_EQ(game.show_ply(start), std::nullopt);
  EXPECT_EQ(game.game.ply(), start);
}

TEST(HostedGame, AComputerMovesReasonIsKeptByItsPlyAndDroppedWithIt) {
  HostedGame game = against_computer("f5");
  MoveReason why = turning(1);
  why.expected_score = 4;
  ASSERT_TRUE(game.play(at("d6"), &why));
  ASSERT_TRUE(game.last_computer_move());
  EXPECT_EQ(game.last_computer_move()->move, at("d6"));
  EXPECT_EQ(game.last_computer_move()->reason.expected_score, 4);
  ASSERT_TRUE(game.play(at("c3")));
  EXPECT_EQ(game.last_computer_move(), std::nullopt) << "the person moved last";

  ASSERT_EQ(game.show_ply(1), std::nullopt);
  ASSERT_TRUE(game.play(at("f4")));  // another move at ply 1: d6 and c3 are dropped
  EXPECT_TRUE(game.reasons.empty());
  EXPECT_EQ(game.game.recorded_plies(), 2u);
}

}  // namespace
}  // namespace reversi
