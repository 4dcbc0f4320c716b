// The engine's side of GTP (gtp/session.h), driven as a client drives it: every reply to
// the administrative commands, the moves told and asked for, forced passes told or left
// out, and a clear error, with the game unchanged, for every command that cannot be
// carried out.
#include "gtp/session.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "support/known_games.h"
#include "support/played.h"

namespace reversi::gtp {
namespace {

using reversi::testing::kGameWithAPass;
using reversi::testing::kWipeOut;
using reversi::testing::played;

// Plays the legal square that comes first from a1, and keeps the boards it was shown.
class FirstSquarePlayer : public ComputerPlayer {
 public:
  Decision choose(const Board& board) override {
    shown.push_back(board);
    return Decision{*squares_of(board.moves()).begin(), {}};
  }
  std::vector<Board> shown;
};

class GtpSessionTest : public ::testing::Test {
 protected:
  std::string send(std::string_view line) { return session_.handle(line); }
  // The board as showboard gives it: 64 squares and the side to move.
  std::string board() {
    const std::string reply = send("showboard");
    return reply.substr(3, reply.size() - 5);  // "= \n" before it, "\n\n" after
  }

  FirstSquarePlayer player_;
  Session session_{player_};
};

TEST_F(GtpSessionTest, AnswersTheAdministrativeCommandsWithTheIdTheyCame) {
  EXPECT_EQ(send("protocol_version"), "= 2\n\n");
  EXPECT_EQ(send("name"), "= reversi\n\n");
  EXPECT_THAT(send("3 version"), ::testing::MatchesRegex("=3 [0-9]+\\.[0-9]+\\.[0-9]+\n\n"));
  const std::string commands = send("list_commands");
  EXPECT_TRUE(commands.starts_with("= boardsize\nclear_board\nfinal_score\ngenmove\n")) << commands;
  EXPECT_TRUE(commands.ends_with("\nundo\nversion\n\n")) << commands;
  EXPECT_EQ(send("12 known_command genmove"), "=12 true\n\n");
  EXPECT_EQ(send("known_command fly"), "= false\n\n");
  EXPECT_EQ(send("boardsize 8"), "=\n\n");
  EXPECT_EQ(send("komi 0.5"), "=\n\n");
  // Nothing to answer: a blank line, a comment; a carriage return and tabs are ignored.
  EXPECT_EQ(send(""), "");
  EXPECT_EQ(send("  # a comment"), "");
  EXPECT_EQ(send("\tname\r"), "= reversi\n\n");
  EXPECT_FALSE(session_.finished());
  EXPECT_EQ(send("9 quit"), "=9\n\n");
  EXPECT_TRUE(session_.finished());
}

TEST_F(GtpSessionTest, PlaysWhatItIsToldAndAnswersGenmoveWithTheMoveItPlays) {
  EXPECT_EQ(send("clear_board"), "=\n\n");
  EXPECT_EQ(send("play black f5"), "=\n\n");
  // White's moves after f5 are d6, f4 and f6: the player's is f4, the first from a1.
  EXPECT_EQ(send("genmove white"), "= F4\n\n");
  ASSERT_EQ(player_.shown.size(), 1u);
  EXPECT_EQ(player_.shown[0], played("f5"));
  EXPECT_EQ(send("play B E3"), "=\n\n");  // either case, the colour's first letter
  EXPECT_EQ(board(), position_text(Position{played("f5f4e3"), Color::White}));
  EXPECT_EQ(send("undo"), "=\n\n");
  EXPECT_EQ(board(), position_text(Position{played("f5f4"), Color::Black}));
  EXPECT_EQ(send("clear_board"), "=\n\n");
  EXPECT_EQ(board(), position_text(Position::start()));
}

TEST_F(GtpSessionTest, RefusesWhatTheRulesOrTheSyntaxForbidAndChangesNothing) {
  ASSERT_EQ(send("play black f5"), "=\n\n");
  const std::string before = board();
  EXPECT_EQ(send("play white a1"), "? illegal move: a1: not legal here (legal: f4 d6 f6)\n\n");
  EXPECT_EQ(send("play black d6"), "? illegal move: it is white's turn, not black's\n\n");
  EXPECT_EQ(send("play white pass"), "? illegal move: white has a move and cannot pass\n\n");
  EXPECT_EQ(send("play black pass"), "? illegal move: it is not black's turn\n\n");
  EXPECT_EQ(send("play purple d6"), "? syntax error: 'purple' is not a colour (black or white)\n\n");
  EXPECT_EQ(send("4 play white z9"), "?4 syntax error: " + parse_move("z9").error() + "\n\n");
  EXPECT_EQ(send("play white"), "? syntax error: play COLOR VERTEX\n\n");
  EXPECT_EQ(send("genmove"), "? syntax error: genmove COLOR\n\n");
  EXPECT_EQ(send("boardsize 10"), "? unacceptable size: an Othello board is 8 by 8\n\n");
  EXPECT_EQ(send("boardsize"), "? syntax error: boardsize SIZE\n\n");
  EXPECT_EQ(send("komi lots"), "? syntax error: komi VALUE\n\n");
  EXPECT_EQ(send("known_command"), "? syntax error: known_command COMMAND\n\n");
  EXPECT_EQ(send("fly to h8"), "? unknown command: 'fly'\n\n");
  EXPECT_EQ(send("17"), "?17 no command after the id\n\n");
  EXPECT_EQ(board(), before);
  EXPECT_TRUE(player_.shown.empty());
  EXPECT_EQ(send("undo"), "=\n\n");
  EXPECT_EQ(send("undo"), "? cannot undo: no move has been played\n\n");
}

// As GRhino's gtp-rhino: the side whose turn it is not passes, and nothing is played.
TEST_F(GtpSessionTest, GenmoveOutOfTurnAnswersPassAndPlaysNothing) {
  ASSERT_EQ(send("genmove white"), "= pass\n\n");
  EXPECT_EQ(board(), position_text(Position::start()));
  ASSERT_EQ(send("play black f5"), "=\n\n");
  EXPECT_EQ(send("genmove black"), "= pass\n\n");
  EXPECT_EQ(board(), position_text(Position{played("f5"), Color::White}));
  EXPECT_TRUE(player_.shown.empty());
  EXPECT_EQ(send("genmove white"), "= F4\n\n");
}

// As GTP scores Go and GRhino Othello: the winner and by how much, the empty squares
// counted for the winner and the komi for white; only a finished game has a score.
TEST_F(GtpSessionTest, ScoresAFinishedGameWithTheKomiForWhite) {
  EXPECT_EQ(send("final_score"), "? cannot score: the game is not over\n\n");
  const std::vector<Square> moves = parse_transcript(kWipeOut).value();
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const std::string color = ply % 2 == 0 ? "black " : "white ";
    ASSERT_EQ(send("play " + color + square_name(moves[ply])), "=\n\n") << ply;
  }
  EXPECT_EQ(send("final_score"), "= B+64\n\n");
  const std::vector<std::pair<std::string, std::string>> scores = {
      {"2.5", "B+61.5"}, {"-3", "B+67"}, {"64", "0"}, {"70.5", "W+6.5"}};
  for (const auto& [komi, score] : scores) {
    ASSERT_EQ(send("komi " + komi), "=\n\n");
    EXPECT_EQ(send("3 final_score"), "=3 " + score + "\n\n") << komi;
  }
  EXPECT_EQ(send("komi inf"), "? syntax error: komi VALUE\n\n");
}

// kGameWithAPass: after its 53rd move white has none, and black moves again.
class GtpForcedPassTest : public GtpSessionTest {
 protected:
  void SetUp() override {
    const std::vector<Square> moves = parse_transcript(kGameWithAPass).value();
    for (std::size_t ply = 0; ply < 53; ++ply) {
      const std::string color = ply % 2 == 0 ? "black " : "white ";
      ASSERT_EQ(send("play " + color + square_name(moves[ply])), "=\n\n") << ply;
    }
    ASSERT_EQ(board(), position_text(white_stuck()));
    ASSERT_FALSE(white_stuck().board.can_move());
  }
  // The position after the 53 moves, white to move (before the pass a Game plays itself).
  static Position white_stuck() {
    return Game::from_transcript(std::string(kGameWithAPass, 2 * 53)).value().position_before(53);
  }
};

TEST_F(GtpForcedPassTest, APassLeftOutIsPlayedForTheClient) {
  // Not for a move that is refused: the game stays as it was, white to pass.
  EXPECT_EQ(send("play black b8"), "? illegal move: b8: not legal here (legal: g4 h6 b7 c8 d8)\n\n");
  EXPECT_EQ(board(), position_text(white_stuck()));
  const Board black_again = white_stuck().board.after(Move{});
  const std::string reply = send("genmove black");
  ASSERT_EQ(player_.shown.size(), 1u);
  EXPECT_EQ(player_.shown[0], black_again);
  std::string expected = square_name(*squares_of(black_again.moves()).begin());
  for (char& c : expected) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(reply, "= " + expected + "\n\n");
}

TEST_F(GtpForcedPassTest, APassToldIsTakenAndGenmoveOfTheSideThatMustPassSaysPass) {
  EXPECT_EQ(send("genmove white"), "= pass\n\n");
  EXPECT_EQ(send("play white pass"), "=\n\n");  // the same pass, told after it was played
  EXPECT_EQ(send("play black d8"), "=\n\n");    // the game's 54th move
  EXPECT_TRUE(player_.shown.empty());
}

}  // namespace
}  // namespace reversi::gtp
