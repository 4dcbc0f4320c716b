// The time control's arithmetic (engine/time_control.h): the time left shared out over
// the moves to come, the increment spent, the margin always kept, and a solve started
// only where it fits.
#include "engine/time_control.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace reversi::engine {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

constexpr int kStartEmpties = 60;

TEST(TimeControl, SharesTheTimeLeftOverTheMovesToCome) {
  const MoveTime opening = move_time({seconds(60)}, kStartEmpties);
  const MoveTime midgame = move_time({seconds(60)}, 30);
  EXPECT_GT(opening.target, milliseconds(1000));
  EXPECT_LT(opening.target, milliseconds(3000));
  // Fewer moves are left to share the same time.
  EXPECT_GT(midgame.target, opening.target);
  EXPECT_GE(opening.limit, opening.target);
  EXPECT_LT(opening.limit, seconds(60));
}

TEST(TimeControl, NeverSpendsTheWholeTimeLeft) {
  for (const milliseconds left : {milliseconds(0), milliseconds(10), milliseconds(60), milliseconds(500),
                                  milliseconds(5000), milliseconds(3'600'000)}) {
    for (int empties = 0; empties <= kStartEmpties; ++empties) {
      const MoveTime time = move_time({left}, empties);
      EXPECT_GE(time.target, milliseconds(0)) << left.count() << " ms, " << empties << " empties";
      EXPECT_LE(time.target, time.limit) << left.count() << " ms, " << empties << " empties";
      // A margin is kept even on the last move.
      EXPECT_LT(time.limit, std::max(left, milliseconds(1)))
          << left.count() << " ms, " << empties << " empties";
    }
  }
}

TEST(TimeControl, GivesNothingWhenNoTimeIsLeft) {
  for (const milliseconds left : {milliseconds(0), milliseconds(-300), milliseconds(40)}) {
    const MoveTime time = move_time({left, milliseconds(0)}, 20);
    EXPECT_EQ(time.target, milliseconds(0)) << left.count();
    EXPECT_EQ(time.limit, milliseconds(0)) << left.count();
  }
}

TEST(TimeControl, SpendsMostOfTheIncrementButNotTimeItHasNot) {
  const MoveTime without = move_time({seconds(10), seconds(0)}, 40);
  const MoveTime with = move_time({seconds(10), seconds(2)}, 40);
  EXPECT_GE(with.target - without.target, milliseconds(1000));
  EXPECT_LE(with.target - without.target, seconds(2));
  // An increment larger than the time left: it comes only after the move.
  const MoveTime short_of_time = move_time({milliseconds(300), seconds(5)}, 40);
  EXPECT_LT(short_of_time.limit, milliseconds(300));
}

TEST(TimeControl, SpendsTheLastMovesShareOnTheEndOfTheGame) {
  // From the cheap end of the game on, the time left is one move's: the last move may use
  // all but the margin.
  const MoveTime last = move_time({seconds(10)}, 1);
  EXPECT_EQ(last.target, move_time({seconds(10)}, 12).target);
  EXPECT_GT(last.limit, seconds(9));
  EXPECT_LT(last.limit, seconds(10));
}

TEST(TimeControl, AByoYomiPeriodIsSharedOverItsMoves) {
  const MoveTime period = move_time({seconds(10), milliseconds(0), 5}, 40);
  EXPECT_GT(period.target, milliseconds(1500));
  EXPECT_LT(period.target, seconds(2));
  // A period longer than the game: shared over the game's moves.
  EXPECT_EQ(move_time({seconds(10), milliseconds(0), 50}, 20).target, move_time({seconds(10)}, 20).target);
}

TEST(TimeControl, HugeTimesDoNotOverflow) {
  const milliseconds year = std::chrono::duration_cast<milliseconds>(std::chrono::hours(24 * 365));
  const MoveTime time = move_time({year, year}, kStartEmpties);
  EXPECT_GT(time.target, std::chrono::hours(1));
  EXPECT_LT(time.limit, year);
}

TEST(TimeControl, SolvesFromMoreEmptiesTheMoreTimeThereIs) {
  EXPECT_EQ(solvable_empties(milliseconds(0)), 0);
  EXPECT_LT(solvable_empties(milliseconds(10)), 20);
  EXPECT_GE(solvable_empties(seconds(1)), 20);
  EXPECT_LT(solvable_empties(seconds(1)), 24);
  EXPECT_LE(solvable_empties(std::chrono::hours(24 * 365)), kStartEmpties + 4);
  int last = 0;
  for (const milliseconds time : {milliseconds(1), milliseconds(100), milliseconds(1000),
                                  milliseconds(10'000), milliseconds(100'000)}) {
    EXPECT_GE(solvable_empties(time), last) << time.count();
    last = solvable_empties(time);
  }
}

TEST(TimeControl, ALevelWithABudgetSpendsTheClocksTarget) {
  SearchLimits level;
  level.depth = 12;
  level.exact_empties = 20;
  level.budget = seconds(4);
  const ClockState clock{seconds(60)};
  const SearchLimits fitted = limits_on_clock(level, clock, 40);
  ASSERT_TRUE(fitted.budget);
  EXPECT_EQ(*fitted.budget, move_time(clock, 40).target);
  EXPECT_FALSE(fitted.time);
  EXPECT_EQ(fitted.depth, 12);
}

TEST(TimeControl, ALevelWithoutABudgetStopsAtItsDepthOrTheTarget) {
  SearchLimits level;
  level.depth = 8;
  level.exact_empties = 18;
  const ClockState clock{seconds(30)};
  const SearchLimits fitted = limits_on_clock(level, clock, 40);
  EXPECT_FALSE(fitted.budget);
  ASSERT_TRUE(fitted.time);
  EXPECT_EQ(*fitted.time, move_time(clock, 40).target);
  EXPECT_EQ(fitted.depth, 8);
}

TEST(TimeControl, ASolveThatFitsHasTheMovesLimit) {
  SearchLimits level;
  level.depth = 12;
  level.exact_empties = 20;
  level.budget = seconds(4);
  const ClockState clock{seconds(120)};
  const SearchLimits fitted = limits_on_clock(level, clock, 18);
  EXPECT_EQ(fitted.exact_empties, 20);
  EXPECT_EQ(*fitted.budget, move_time(clock, 18).limit);
}

TEST(TimeControl, ASolveThatDoesNotFitIsNotStarted) {
  SearchLimits level;
  level.depth = 12;
  level.exact_empties = 20;
  level.budget = seconds(4);
  const ClockState clock{seconds(2)};
  const int empties = 24;  // solved ahead by the level: depth 12 reaches 14 empties
  ASSERT_LE(empties, solved_empties(level));
  const SearchLimits fitted = limits_on_clock(level, clock, empties);
  EXPECT_GT(empties, solved_empties(fitted));
  EXPECT_LE(fitted.exact_empties, solvable_empties(move_time(clock, empties).limit));
  EXPECT_EQ(*fitted.budget, move_time(clock, empties).target);
}

}  // namespace
}  // namespace reversi::engine
