// The GGF game reader: games whose contents are known, and damaged ones refused with a
// message that says what is wrong.
#include "core/ggf.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "core/ggf_clock.h"
#include "core/notation.h"
#include "support/known_games.h"

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

TEST(Ggf, ReadsEveryKindOfGgsGameOnEightByEightButAnti) {
  for (const std::string type : {"8", "8k", "8r", "8kr20", "s8r18", "8b"}) {
    const Result<GgfGame> game =
        parse_ggf_game("(;GM[Othello]TY[" + type + "]BO[" + kStartBoard + "]B[F5];)");
    ASSERT_TRUE(game) << type << ": " << game.error();
    EXPECT_EQ(game.value().type, type);
  }
  EXPECT_EQ(refusal("(;GM[Othello]TY[8a]BO[" + kStartBoard + "];)"),
            "TY: '8a' is an anti game, won by fewer discs, which is not played here");
  EXPECT_EQ(refusal("(;GM[Othello]TY[8q]BO[" + kStartBoard + "];)"),
            "TY[8q]: unknown letter 'q' (known: s, k, r, a, b, w)");
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
  EXPECT_EQ(parse_ggf_move("F5").value().square, Square::F5);
  EXPECT_EQ(parse_ggf_move("d3/-1.50/2.25").value().square, Square::D3);
  EXPECT_EQ(parse_ggf_move("d3/-1.50/2.25").value().note, (MoveNote{-1.5, 2.25}));
  EXPECT_EQ(parse_ggf_move("PA//0.5").value().square, Square::Pass);
  EXPECT_EQ(parse_ggf_move("F5/1/t").error(), "the time 't' is not a number");
  EXPECT_FALSE(parse_ggf_move("z9"));
}

TEST(Ggf, ReadsAClock) {
  using std::chrono::milliseconds;
  const auto times = [](std::string_view text) {
    const Result<GgfClock> clock = parse_ggf_clock(text);
    EXPECT_TRUE(clock) << text << ": " << clock.error();
    return clock ? std::vector<long long>{clock.value().main_time.count(), clock.value().increment.count(),
                                          clock.value().extension.count()}
                 : std::vector<long long>{};
  };
  EXPECT_EQ(times("15:00"), (std::vector<long long>{900'000, 0, 0}));
  EXPECT_EQ(times("05:00//02:00"), (std::vector<long long>{300'000, 0, 120'000}));
  EXPECT_EQ(times("1:00:00/10/2:00"), (std::vector<long long>{3'600'000, 10'000, 120'000}));
  EXPECT_EQ(times("0"), (std::vector<long long>{0, 0, 0}));
  EXPECT_EQ(times("5:00,N/1.5"), (std::vector<long long>{300'000, 1'500, 0}));
  EXPECT_EQ(parse_ggf_clock("5:x").error(), "the time '5:x' is not [[hours:]minutes:]seconds");
  EXPECT_EQ(parse_ggf_clock("-5").error(), "the time '-5' is not [[hours:]minutes:]seconds");
  EXPECT_EQ(parse_ggf_clock("1.5:00").error(), "the time '1.5:00' is not [[hours:]minutes:]seconds");
  EXPECT_EQ(parse_ggf_clock("1:2:3:4").error(),
            "the time '1:2:3:4' has more parts than hours, minutes, seconds");
  EXPECT_EQ(parse_ggf_clock("1/2/3/4").error(), "the clock '1/2/3/4' has more than three times");
  EXPECT_FALSE(parse_ggf_clock("nan"));
  EXPECT_FALSE(parse_ggf_clock("99999999:00"));
}

GgfGame transcript_game(const std::string& transcript) {
  GgfGame game;
  Result<std::vector<Square>> moves = parse_transcript(transcript);
  EXPECT_TRUE(moves) << moves.error();
  if (moves) game.moves = std::move(moves).value();
  return game;
}

// Reads back what write_ggf_game() wrote and checks that nothing was lost.
void expect_round_trip(const GgfGame& game) {
  const std::string text = write_ggf_game(game);
  const Result<GgfGame> read = parse_ggf_game(text);
  ASSERT_TRUE(read) << read.error() << "\n" << text;
  EXPECT_EQ(read.value().start, game.start);
  EXPECT_EQ(read.value().moves, game.moves);
  EXPECT_EQ(read.value().black, game.black);
  EXPECT_EQ(read.value().white, game.white);
  EXPECT_EQ(read.value().place, game.place);
  EXPECT_EQ(read.value().date, game.date);
  EXPECT_EQ(read.value().result(), game.result());
  EXPECT_EQ(read.value().ending, game.ending);
  EXPECT_EQ(read.value().komi, game.komi);
  EXPECT_EQ(read.value().notes, game.notes);
  EXPECT_EQ(read.value().black_clock, game.black_clock);
  EXPECT_EQ(read.value().white_clock, game.white_clock);
  EXPECT_EQ(read.value().black_rating, game.black_rating);
  EXPECT_EQ(read.value().white_rating, game.white_rating);
}

TEST(GgfWriter, WritesAWholeGameWithItsPassAndResult) {
  GgfGame game = transcript_game(testing::kGameWithAPass);
  game.black = "Alice";
  game.white = "Bob";
  game.place = "Paris";
  game.date = "2026-11-25";
  ASSERT_EQ(game.moves.size(), 61U);
  ASSERT_EQ(game.moves[53], Square::Pass);
  const std::string text = write_ggf_game(game);
  EXPECT_TRUE(text.starts_with("(;GM[Othello]PC[Paris]DT[2026-11-25]PB[Alice]PW[Bob]RE[+36.000]TY[8]BO[" +
                               kStartBoard + "]B[D3]W[C3]B[C4]"))
      << text;
  // After black's g2, the 53rd move, white has no move: it passes, and black plays on.
  EXPECT_NE(text.find("W[B6]B[G2]W[PA]B[D8]W[B8]"), std::string::npos) << text;
  EXPECT_TRUE(text.ends_with("B[C8];)")) << text;
  expect_round_trip(game);
}

TEST(GgfWriter, WritesAGameFromASetUpPositionStartingWithAPass) {
  GgfGame game;
  game.start = parse_ggf_game("(;BO[" + kBlackMustPassBoard + "];)").value().start;
  game.moves = {Square::Pass, Square::C1};
  EXPECT_EQ(write_ggf_game(game),
            "(;GM[Othello]PC[]DT[]PB[]PW[]RE[-64.000]TY[8]BO[" + kBlackMustPassBoard + "]B[PA]W[C1];)");
  expect_round_trip(game);
}

TEST(GgfWriter, WritesTheRecordedResultOfAnUnfinishedGameOrAQuestionMark) {
  GgfGame game = transcript_game("f5d6c3");
  EXPECT_NE(write_ggf_game(game).find("RE[?]"), std::string::npos);
  game.recorded_result = -2;
  EXPECT_NE(write_ggf_game(game).find("RE[-2.000]"), std::string::npos);
  expect_round_trip(game);
  game.recorded_result = 0;
  EXPECT_NE(write_ggf_game(game).find("RE[0.000]"), std::string::npos);
}

TEST(GgfWriter, EscapesBracketsAndBackslashesInNames) {
  GgfGame game = transcript_game("f5");
  game.black = "a]b";
  game.white = "c\\d";
  const std::string text = write_ggf_game(game);
  EXPECT_NE(text.find("PB[a\\]b]PW[c\\\\d]"), std::string::npos) << text;
  expect_round_trip(game);
}

// A game that did not end on the board keeps how it ended: on time, resigned, agreed.
TEST(GgfWriter, KeepsHowAGameEndedThatWasNotCounted) {
  for (const std::string ending : {":t", ":r", ":s"}) {
    const std::string text = "(;GM[Othello]BO[" + kStartBoard + "]RE[-64.000" + ending + "]B[F5]W[F6];)";
    const Result<GgfGame> game = parse_ggf_game(text);
    ASSERT_TRUE(game) << game.error();
    EXPECT_NE(game.value().ending, GameEnding::Counted) << ending;
    EXPECT_NE(write_ggf_game(game.value()).find("RE[-64.000" + ending + "]"), std::string::npos) << ending;
    expect_round_trip(game.value());
  }
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[+64.000:t];)").value().ending, GameEnding::Time);
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[-2:r];)").value().ending, GameEnding::Resignation);
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[+2:s];)").value().ending, GameEnding::Agreement);
}

// KM is black's komi; RE is black's disc difference less it: +8.500 with KM[-0.500] is a
// game black won by 8 discs.
TEST(GgfWriter, KeepsTheKomiAndTheFractionalResultOfAKomiGame) {
  const Result<GgfGame> game =
      parse_ggf_game("(;GM[Othello]TY[8k]KM[-0.500]RE[+8.500]BO[" + kStartBoard + "]B[F5];)");
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game.value().komi, -0.5);
  EXPECT_EQ(game.value().recorded_result, 8);
  const std::string text = write_ggf_game(game.value());
  EXPECT_NE(text.find("RE[+8.500]TY[8k]KM[-0.5]"), std::string::npos) << text;
  expect_round_trip(game.value());
}

TEST(GgfWriter, KeepsEachMovesEvaluationAndTimeTheClocksAndTheRatings) {
  const Result<GgfGame> game =
      parse_ggf_game("(;GM[Othello]PB[a]PW[b]RB[1812.33]RW[2001.5]TI[05:00//02:00]BO[" + kStartBoard +
                     "]B[f5/-1.50/2.25]W[F6//0.5]B[E6/3]W[F4];)");
  ASSERT_TRUE(game) << game.error();
  const GgfGame& read = game.value();
  EXPECT_EQ(read.notes, (std::vector<MoveNote>{{-1.5, 2.25}, {std::nullopt, 0.5}, {3.0, std::nullopt}, {}}));
  EXPECT_EQ(read.black_clock, "05:00//02:00");
  EXPECT_EQ(read.white_clock, "05:00//02:00");
  EXPECT_EQ(read.black_rating, "1812.33");
  const std::string text = write_ggf_game(read);
  EXPECT_NE(text.find("PW[b]RB[1812.33]RW[2001.5]TI[05:00//02:00]RE[?]"), std::string::npos) << text;
  EXPECT_NE(text.find("B[F5/-1.5/2.25]W[F6//0.5]B[E6/3]W[F4];)"), std::string::npos) << text;
  expect_round_trip(read);
  // Clocks that differ are written one a colour.
  GgfGame unequal = read;
  unequal.white_clock = "10:00";
  EXPECT_NE(write_ggf_game(unequal).find("TB[05:00//02:00]TW[10:00]"), std::string::npos);
  expect_round_trip(unequal);
}

TEST(Ggf, ReadsTheResultAsGgsWritesIt) {
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[+12.000];)").value().recorded_result, 12);
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[-64:r];)").value().recorded_result, -64);
  EXPECT_EQ(parse_ggf_game("(;BO[" + kStartBoard + "]RE[?];)").value().recorded_result, std::nullopt);
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]RE[black];)"), "RE: 'black' is not a disc difference (or ?)");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]RE[+65];)"), "RE: 65 is not a disc difference from -64 to +64");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]RE[+8.5];)"),
            "RE: 8.5 is not a disc difference from -64 to +64");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]RE[+8.25]KM[-0.5];)"),
            "RE: 8.25 with KM[-0.5] is not a disc difference from -64 to +64");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]RE[+64:x];)"),
            "RE: unknown ending 'x' after ':' (t: on time, r: resigned, s: agreed)");
  EXPECT_EQ(refusal("(;BO[" + kStartBoard + "]KM[half];)"), "KM: the komi 'half' is not a number");
}

// A random start is played from its BO, whichever side is to move there.
TEST(Ggf, ReadsARandomStartFromItsBoard) {
  const std::string board = "8 -------- -------- ---*---- ---**--- ---*O--- -------- -------- -------- O";
  const Result<GgfGame> game = parse_ggf_game("(;GM[Othello]TY[8r]BO[" + board + "]W[C3];)");
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game.value().start.to_move, Color::White);
  EXPECT_EQ(game.value().moves, std::vector<Square>{Square::C3});
  EXPECT_NE(write_ggf_game(game.value()).find("TY[8r]BO["), std::string::npos);
  expect_round_trip(game.value());
}

}  // namespace
}  // namespace reversi
