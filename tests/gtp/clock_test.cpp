// GTP on a clock (gtp/clock.h): the clock each side's moves are chosen on, as time_settings
// and time_left set it and the session keeps it between them; malformed times refused;
// and whole games on a short clock, which neither side may lose on time.
#include "gtp/clock.h"

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "engine/book.h"
#include "gtp/session.h"
#include "players/search_player.h"

namespace reversi::gtp {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

TEST(GtpClock, EntersByoYomiWhenTheMainTimeIsOutAndStartsEachPeriodFull) {
  Clock clock(TimeSettings{seconds(10), seconds(30), 3});
  EXPECT_EQ(clock.state().left, seconds(10));
  EXPECT_EQ(clock.state().increment, seconds(10));  // a period's share of a move
  EXPECT_FALSE(clock.state().moves);
  clock.spend(seconds(4));
  EXPECT_EQ(clock.state().left, seconds(6));
  // Two seconds over the main time: the period starts with them spent, on its first move.
  clock.spend(seconds(8));
  EXPECT_EQ(clock.state().left, seconds(28));
  EXPECT_EQ(clock.state().moves, 2);
  EXPECT_EQ(clock.state().increment, seconds(0));
  clock.spend(seconds(5));
  EXPECT_EQ(clock.state().moves, 1);
  // The period's last move: the next period starts full.
  clock.spend(seconds(5));
  EXPECT_EQ(clock.state().left, seconds(30));
  EXPECT_EQ(clock.state().moves, 3);
}

TEST(GtpClock, AbsoluteTimeRunsOut) {
  Clock clock(TimeSettings{seconds(5)});
  clock.spend(seconds(6));
  EXPECT_EQ(clock.state().left, seconds(-1));
  EXPECT_FALSE(clock.state().moves);
  EXPECT_EQ(clock.state().increment, seconds(0));
}

TEST(GtpClock, TheSettingsThatMeanNoTimeLimits) {
  EXPECT_TRUE((TimeSettings{seconds(0), seconds(5), 0}.unlimited()));
  EXPECT_TRUE((TimeSettings{seconds(0), seconds(0), 0}.unlimited()));
  EXPECT_FALSE((TimeSettings{seconds(60), seconds(0), 0}.unlimited()));
  EXPECT_FALSE((TimeSettings{seconds(0), seconds(5), 1}.unlimited()));
}

// Plays the first legal square, and keeps the clock of each move chosen on one.
class ClockRecordingPlayer : public ComputerPlayer {
 public:
  Decision choose(const Board& board) override { return Decision{*squares_of(board.moves()).begin(), {}}; }
  Decision choose_on_clock(const Board& board, const engine::ClockState& clock) override {
    clocks.push_back(clock);
    return choose(board);
  }
  std::vector<engine::ClockState> clocks;
};

class GtpTimeCommandsTest : public ::testing::Test {
 protected:
  std::string send(std::string_view line) { return session_.handle(line); }

  ClockRecordingPlayer player_;
  Session session_{player_};
};

TEST_F(GtpTimeCommandsTest, AreKnownAndListed) {
  EXPECT_EQ(send("known_command time_settings"), "= true\n\n");
  EXPECT_EQ(send("known_command time_left"), "= true\n\n");
  EXPECT_NE(send("list_commands").find("\ntime_left\ntime_settings\n"), std::string::npos);
}

TEST_F(GtpTimeCommandsTest, WithoutTimeSettingsThePlayerTakesItsOwnTime) {
  EXPECT_EQ(send("genmove b"), "= D3\n\n");
  EXPECT_TRUE(player_.clocks.empty());
}

TEST_F(GtpTimeCommandsTest, AbsoluteTimeIsTheMainTimeLessWhatTheSidesMovesTook) {
  EXPECT_EQ(send("time_settings 300 0 0"), "=\n\n");
  send("genmove b");
  send("genmove w");
  send("genmove b");
  ASSERT_EQ(player_.clocks.size(), 3U);
  EXPECT_EQ(player_.clocks[0].left, seconds(300));
  EXPECT_EQ(player_.clocks[1].left, seconds(300));  // white's own clock
  EXPECT_LE(player_.clocks[2].left, seconds(300));
  EXPECT_GT(player_.clocks[2].left, seconds(299));
  EXPECT_EQ(player_.clocks[2].increment, seconds(0));
  EXPECT_FALSE(player_.clocks[2].moves);
  // The controller's word replaces the session's count.
  EXPECT_EQ(send("time_left B 12.5 0"), "=\n\n");
  send("genmove w");
  send("genmove b");
  EXPECT_EQ(player_.clocks.back().left, milliseconds(12'500));
}

TEST_F(GtpTimeCommandsTest, CanadianByoYomiIsAnIncrementInMainTimeThenEachPeriodShared) {
  EXPECT_EQ(send("time_settings 60 30 10"), "=\n\n");
  send("genmove b");
  EXPECT_EQ(player_.clocks.back().left, seconds(60));
  EXPECT_EQ(player_.clocks.back().increment, seconds(3));
  EXPECT_EQ(send("time_left white 20 4"), "=\n\n");
  send("genmove w");
  EXPECT_EQ(player_.clocks.back().left, seconds(20));
  EXPECT_EQ(player_.clocks.back().increment, seconds(0));
  EXPECT_EQ(player_.clocks.back().moves, 4);
}

TEST_F(GtpTimeCommandsTest, NoTimeLimitsTakesTheClocksAway) {
  EXPECT_EQ(send("time_settings 60 0 0"), "=\n\n");
  EXPECT_EQ(send("time_settings 0 5 0"), "=\n\n");
  send("genmove b");
  EXPECT_EQ(send("time_settings 0 0 0"), "=\n\n");
  send("genmove w");
  EXPECT_TRUE(player_.clocks.empty());
  // time_left alone gives that side a clock of the time told.
  EXPECT_EQ(send("time_left b 7 0"), "=\n\n");
  send("genmove b");
  send("genmove w");
  ASSERT_EQ(player_.clocks.size(), 1U);
  EXPECT_EQ(player_.clocks[0].left, seconds(7));
}

TEST_F(GtpTimeCommandsTest, ANewGameStartsWithFullClocks) {
  send("time_settings 60 0 0");
  send("time_left b 1 0");
  EXPECT_EQ(send("clear_board"), "=\n\n");
  send("genmove b");
  EXPECT_EQ(player_.clocks.back().left, seconds(60));
}

TEST_F(GtpTimeCommandsTest, RefusesMalformedTimesAndChangesNothing) {
  const std::string settings_usage =
      "? syntax error: time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES (seconds, seconds, a count, "
      "none "
      "negative)\n\n";
  for (const char* line : {"time_settings 60 0", "time_settings -1 0 0", "time_settings x 0 0",
                           "time_settings 60 0 1.5", "time_settings nan 0 0", "time_settings 1e300 0 0",
                           "time_settings 60 0 -2", "time_settings 60 0 0 0"})
    EXPECT_EQ(send(line), settings_usage) << line;
  const std::string left_usage =
      "? syntax error: time_left COLOR TIME STONES (seconds and a count, none negative)\n\n";
  for (const char* line : {"time_left b -5 0", "time_left b 5", "time_left b inf 0", "time_left b 5 -1",
                           "time_left b 5 x", "time_left b 99999999999 0"})
    EXPECT_EQ(send(line), left_usage) << line;
  EXPECT_EQ(send("time_left purple 5 0"), "? syntax error: 'purple' is not a colour (black or white)\n\n");
  send("genmove b");
  EXPECT_TRUE(player_.clocks.empty());
}

// A whole game of the level that searches hardest against itself, each side on a short
// clock kept here by the wall: every move within the time its side has left, and most of
// that time spent rather than hoarded. Without its opening book, which would play half the
// game at once, the clock covers every move.
TEST(GtpOnAShortClock, PlaysAWholeGameWithoutLosingOnTime) {
  using Seconds = std::chrono::duration<double>;
  constexpr Seconds kMainTime{6};
  const engine::Book no_book;
  SearchPlayer player(*find_level("level-10"), 1, no_book);
  Session session(player);
  ASSERT_EQ(session.handle("time_settings 6 0 0"), "=\n\n");
  std::array<Seconds, 2> left = {kMainTime, kMainTime};
  int side = 0;  // black
  int passes_in_a_row = 0;
  for (int ply = 0; passes_in_a_row < 2; ++ply) {
    const auto start = std::chrono::steady_clock::now();
    const std::string reply = session.handle(side == 0 ? "genmove b" : "genmove w");
    left[side] -= std::chrono::steady_clock::now() - start;
    ASSERT_EQ(reply.substr(0, 2), "= ") << reply;
    ASSERT_GT(left[side].count(), 0) << (side == 0 ? "black" : "white") << " lost on time at ply " << ply;
    passes_in_a_row = reply == "= pass\n\n" ? passes_in_a_row + 1 : 0;
    side = 1 - side;
  }
  EXPECT_EQ(session.handle("final_score").substr(0, 2), "= ");
  for (const Seconds side_left : left) EXPECT_LT(side_left, kMainTime * 3 / 4);
}

}  // namespace
}  // namespace reversi::gtp
