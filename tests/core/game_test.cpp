// The game model: rules from the start or any position, automatic passes, undo and redo,
// the result, and errors that leave the game as it was.
#include "core/game.h"

#include <gtest/gtest.h>

namespace reversi {
namespace {

using enum Square;

// After white's c1 (ply 8) black has no move and must pass; white then has e3 and f6.
constexpr const char* kGameWithPass = "d3c3b3b2f5a3a1c1";

TEST(Game, StartsFromTheStandardPositionWithBlackToMove) {
  const Game game;
  EXPECT_EQ(game.position(), Position::start());
  EXPECT_EQ(game.position().to_move, Color::Black);
  EXPECT_EQ(game.ply(), 0u);
  EXPECT_FALSE(game.can_undo());
  EXPECT_FALSE(game.can_redo());
  EXPECT_FALSE(game.is_over());
  EXPECT_EQ(game.result().black, 2);
  EXPECT_EQ(game.result().white, 2);
  EXPECT_FALSE(game.result().winner.has_value());
}

TEST(Game, PlaysLegalMovesAndRefusesOthersWithoutChange) {
  Game game;
  const Result<Move> move = game.play(F5);
  ASSERT_TRUE(move.ok()) << move.error();
  EXPECT_EQ(move.value().flipped, bit(E5));
  EXPECT_EQ(game.position().to_move, Color::White);
  EXPECT_EQ(game.result().black, 4);

  const Position before = game.position();
  for (Square bad : {A1, F5, E5, D3}) {
    const Result<Move> refused = game.play(bad);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error(), "not legal here (legal: f4 d6 f6)");
    EXPECT_EQ(game.position(), before);
    EXPECT_EQ(game.ply(), 1u);
  }
  EXPECT_EQ(game.play(Pass).error(), "passes are played automatically");
  EXPECT_EQ(game.transcript(), "f5");
}

TEST(Game, UndoAndRedoWalkTheHistoryAndANewMoveDropsTheRest) {
  Game game = Game::from_transcript("f5d6c3d3").value();
  const Position after_two = Game::from_transcript("f5d6").value().position();
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.position(), after_two);
  EXPECT_EQ(game.transcript(), "f5d6");
  EXPECT_TRUE(game.can_redo());
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.transcript(), "f5d6c3");
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.play(C5).ok());  // a different move: the undone c3 d3 are gone
  EXPECT_FALSE(game.can_redo());
  EXPECT_EQ(game.transcript(), "f5d6c5");
  while (game.undo()) {
  }
  EXPECT_EQ(game.position(), Position::start());
  EXPECT_EQ(game.recorded_plies(), 3u);
  EXPECT_TRUE(game.go_to(3));
  EXPECT_EQ(game.transcript(), "f5d6c5");
  EXPECT_FALSE(game.go_to(4));
}

TEST(Game, ForcedPassesArePlayedAndRecordedAutomatically) {
  Game game = Game::from_transcript("d3c3b3b2f5a3a1").value();
  ASSERT_EQ(game.position().to_move, Color::White);
  ASSERT_TRUE(game.play(C1).ok());
  // Black cannot move: the pass is recorded and white moves again.
  EXPECT_EQ(game.position().to_move, Color::White);
  EXPECT_EQ(game.moves().back(), Pass);
  EXPECT_EQ(game.ply(), 9u);
  EXPECT_EQ(game.legal_moves(), bit(E3) | bit(F6));
  EXPECT_EQ(game.transcript(), kGameWithPass);  // passes are left out of transcripts
  EXPECT_EQ(game.last_move(), C1);

  ASSERT_TRUE(game.play(E3).ok());
  // Undo never stops on a forced pass: back to white's second turn, then to its first.
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.ply(), 9u);
  EXPECT_EQ(game.position().to_move, Color::White);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.ply(), 7u);
  EXPECT_EQ(game.position().to_move, Color::White);
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.ply(), 9u);
  EXPECT_TRUE(game.go_to(8));  // the position that forces the pass: the cursor moves past it
  EXPECT_EQ(game.ply(), 9u);
}

TEST(Game, StartsFromAnyPositionAndPassesAtOnceIfItMust) {
  // Black to move with no move (white has a1, black b1 and a2): black passes at once.
  const Position must_pass = Position::from_discs(bit(B1) | bit(A2), bit(A1), Color::Black);
  const Game game(must_pass);
  EXPECT_EQ(game.start(), must_pass);
  EXPECT_EQ(game.position().to_move, Color::White);
  EXPECT_EQ(game.legal_moves(), bit(C1) | bit(A3));
  EXPECT_FALSE(game.can_undo());
}

TEST(Game, EndsWithTheResultAndRefusesFurtherMoves) {
  Game game = Game::from_transcript("d3c3b3d2e1d6d7e3f4").value();
  EXPECT_TRUE(game.is_over());
  const GameResult result = game.result();
  EXPECT_EQ(result.black, 13);
  EXPECT_EQ(result.white, 0);
  EXPECT_EQ(result.winner, Color::Black);
  EXPECT_EQ(game.play(A1).error(), "the game is over");
  EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.is_over());
}

TEST(Game, FromTranscriptReportsTheBadMove) {
  const Result<Game> game = Game::from_transcript("f5d6c3x9");
  ASSERT_FALSE(game.ok());
  EXPECT_EQ(game.error(), "move 4 'x9': not a square");
}

}  // namespace
}  // namespace reversi
