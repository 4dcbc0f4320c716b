// The GGF game reader: games whose contents are known, and damaged ones refused with a
// message that says what is wrong.
#include "core/ggf.h"

#include <gtest/gtest.h>

#include <string>

#include "core/notation.h"

namespace reversi {
namespace {

const std::string kStartBoard = "8 ---------------------------O*------*O--------------------------- *";

// Black to move on a1 = white, b1 = black and nothing else: black has no move, white
// takes b1 from c1, and the game is over, all discs white's.
const std::string kBlackMustPassBoard =
    "8 O*-------------------------------------------------------------- *";

std::string game_text(const std::string& board, const std::string& moves) {
  return "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[" + board + "]" +
         moves + ";)";
}

TEST(Ggf, ReadsTheStartPositionAndEveryMoveOfAGame) {
  const Result<GgfGame> game =
      parse_ggf_game(game_text(kStartBoard, "B[F5]W[F6]B[D3]W[C5]B[E6//1.5]W[F7/-2.25/3]B[e7]W[F4]"));
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game.value().start, Position::start());
  const Result<std::vector<Square>> expected = parse_transcript("f5f6d3c5e6f7e7f4");
  ASSERT_TRUE(expected);
  EXPECT_EQ(game.value().moves, expected.value());
}

TEST(Ggf, ReadsAForcedPassAsAMove) {
  const Result<GgfGame> game = parse_ggf_game(game_text(kBlackMustPassBoard, "B[PA]W[C1]"));
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game.value().start.to_move, Color::Black);
  EXPECT_EQ(game.value().start.discs(Color::White), bit(Square::A1));
  EXPECT_EQ(game.value().start.discs(Color::Black), bit(Square::B1));
  EXPECT_EQ(game.value().moves, (std::vector<Square>{Square::Pass, Square::C1}));
}

TEST(Ggf, ReadsAGameWithNoMovesYet) {
  const Result<GgfGame> game = parse_ggf_game("  (;GM[Othello]BO[" + kStartBoard + "];)\n");
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game.value().start, Position::start());
  EXPECT_TRUE(game.value().moves.empty());
}

// The error of reading `text`, which must be refused.
std::string refusal(const std::string& text) {
  const Result<GgfGame> game = parse_ggf_game(text);
  EXPECT_FALSE(game) << text;
  return game ? "" : game.error();
}

TEST(Ggf, RefusesBoardsOtherThanEightByEight) {
  EXPECT_NE(refusal("(;GM[Othello]TY[10]BO[" + kStartBoard + "];)").find("TY: unknown board type '10'"),
            std::string::npos);
  EXPECT_NE(
      refusal("(;GM[Othello]BO[10 " + kStartBoard.substr(2) + "];)").find("BO: unknown board size '10'"),
      std::string::npos);
  EXPECT_NE(refusal("(;GM[Chess]BO[" + kStartBoard + "];)").find("not an Othello game"), std::string::npos);
}

TEST(Ggf, RefusesAnIllegalMoveNamingIt) {
  EXPECT_EQ(refusal(game_text(kStartBoard, "B[F5]W[A1]")), "move 2 W[A1]: not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(refusal(game_text(kStartBoard, "B[F5]B[D6]")), "move 2 B[D6]: it is white's turn");
  EXPECT_EQ(refusal(game_text(kStartBoard, "B[Z9]")), "move 1 B[Z9]: 'Z9': not a square (a1 to h8)");
  EXPECT_EQ(refusal(game_text(kStartBoard, "B[F5/x]")), "move 1 B[F5/x]: the evaluation 'x' is not a number");
}

TEST(Ggf, RefusesAPassThatIsNotForcedAndAMoveThatLeavesOneOut) {
  EXPECT_NE(refusal(game_text(kStartBoard, "B[PA]")).find("a pass is only allowed with no move to play"),
            std::string::npos);
  EXPECT_EQ(refusal(game_text(kBlackMustPassBoard, "W[C1]")), "move 1 W[C1]: it is black's turn");
}

TEST(Ggf, RefusesATruncatedGame) {
  const std::string whole = game_text(kStartBoard, "B[F5]W[F6]");
  EXPECT_EQ(refusal(whole.substr(0, whole.size() - 2)), "the game does not end with ';)' (is it cut short?)");
  EXPECT_EQ(refusal(whole.substr(0, whole.size() - 4)),
            "property W: no closing ']' (is the game cut short?)");
  EXPECT_EQ(refusal(whole.substr(0, 40)), "property DT: no closing ']' (is the game cut short?)");
  EXPECT_EQ(refusal(""), "a GGF game starts with '(;'");
}

TEST(Ggf, RefusesAGameWithoutAStartPositionOrWithTwo) {
  EXPECT_EQ(refusal("(;GM[Othello]B[F5];)"), "a move comes before the start position (BO)");
  EXPECT_EQ(refusal("(;GM[Othello]PB[a];)"), "no start position (BO)");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]BO[" + kStartBoard + "];)"), "BO: a second start position");
  EXPECT_EQ(refusal("(;BO[8 ----];)"), "BO: expected 64 squares, got 4");
  EXPECT_EQ(refusal("(;BO[8];)"), "BO: expected 64 squares, got 0");
  EXPECT_EQ(refusal("(;BO[];)"), "BO: unknown board size '' (only 8 is played)");
}

TEST(Ggf, ReadsAMoveWithItsEvaluationAndTime) {
  EXPECT_EQ(parse_ggf_move("F5").value(), Square::F5);
  EXPECT_EQ(parse_ggf_move("d3/-1.50/2.25").value(), Square::D3);
  EXPECT_EQ(parse_ggf_move("PA//0.5").value(), Square::Pass);
  EXPECT_EQ(parse_ggf_move("F5/1/t").error(), "the time 't' is not a number");
  EXPECT_FALSE(parse_ggf_move("z9"));
}

}  // namespace
}  // namespace reversi
