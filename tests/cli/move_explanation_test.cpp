// The computer's reasons and a person's losses as the terminal says them.
#include "cli/move_explanation.h"

#include <gtest/gtest.h>

namespace reversi::cli {
namespace {

constexpr Language kJa = Language::Japanese;
constexpr Language kEn = Language::English;

TEST(MoveExplanation, SearchMovesGiveTheExpectedScoreAndLine) {
  Decision decision{Square::A1, {}};
  decision.reason.takes_corner = true;
  decision.reason.expected_score = 6;
  decision.reason.exact = true;
  decision.reason.expected_line = {Square::A1, Square::B1, Square::Pass};
  EXPECT_EQ(explain_decision(kEn, decision),
            "It takes the corner a1. It expects to win by 6 discs (proven). Expected line: a1 b1 pass.");
  EXPECT_EQ(explain_decision(kJa, decision),
            "隅の a1 を取ります。6 石差で勝つ見込みです (読み切り)。予想手順: a1 b1 pass。");
  decision.reason.takes_corner = false;
  decision.reason.expected_score = -2;
  decision.reason.exact = false;
  decision.reason.expected_line = {Square::A1};
  EXPECT_EQ(explain_decision(kEn, decision), "It expects to lose by 2 discs (estimate).");
  decision.reason.expected_score = 1;
  EXPECT_EQ(explain_decision(kEn, decision), "It expects to win by 1 disc (estimate).");
  decision.reason.expected_score = 0;
  EXPECT_EQ(explain_decision(kJa, decision), "引き分けの見込みです (推定)。");
  decision.reason.from_book = true;
  EXPECT_EQ(explain_decision(kEn, decision), "It expects a draw (opening book).");
  EXPECT_EQ(explain_decision(kJa, decision), "引き分けの見込みです (定石集)。");
}

TEST(MoveExplanation, OpennessAndFlipCounts) {
  Decision decision{Square::D3, {}};
  decision.reason.flipped = 1;
  decision.reason.openness = 3;
  EXPECT_EQ(explain_decision(kEn, decision),
            "A quiet move: it opens 3 empty squares next to the discs it flips.");
  decision.reason.openness = 1;  // one square, not "1 empty squares"
  EXPECT_EQ(explain_decision(kEn, decision),
            "A quiet move: it opens 1 empty square next to the discs it flips.");
  EXPECT_EQ(explain_decision(kJa, decision), "開放度 1 (返す石のまわりの空きマス) の静かな手です。");
  decision.reason.openness.reset();
  EXPECT_EQ(explain_decision(kEn, decision), "It flips 1 disc.");
  decision.reason.flipped = 4;
  EXPECT_EQ(explain_decision(kJa, decision), "4 枚返します。");
}

TEST(MoveExplanation, WhatAPersonsMoveCost) {
  EXPECT_EQ(explain_loss(kEn, Square::B1, -4, Square::G8, 18, true),
            "b1 (-4) loses 22 discs against the best move g8 (+18) (proven).");
  EXPECT_EQ(explain_loss(kJa, Square::B1, -4, Square::G8, 18, true),
            "b1 (-4) は最善の g8 (+18) より 22 石損です (読み切り)。");
  EXPECT_EQ(explain_loss(kEn, Square::G8, 18, Square::G8, 18, false), "g8 is a best move (estimated +18).");
  EXPECT_EQ(explain_loss(kEn, Square::B1, 17, Square::G8, 18, false),
            "b1 (+17) loses 1 disc against the best move g8 (+18) (estimated).");
}

}  // namespace
}  // namespace reversi::cli
