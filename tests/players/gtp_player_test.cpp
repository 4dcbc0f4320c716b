// An engine outside the program, spoken to in GTP (players/gtp_player.h), played by a
// scripted engine (tests/data/gtp/fake-engine.sh) that logs what it is told: before each
// genmove it hears every ply since its last move, the opening's and forced passes
// included, and its answer is played; an engine that refuses, talks nonsense, names an
// illegal move or ends is an error that says so, in a match too.
#include "players/gtp_player.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "players/match.h"
#include "support/played.h"
#include "support/scratch_directory.h"

namespace reversi {
namespace {

using reversi::testing::played;

class GtpPlayerTest : public ::testing::Test {
 protected:
  GtpPlayerTest() : scratch_("reversi-gtp"), log_(scratch_.file("engine.log")) {}

  // The fake engine, answering genmove with `answers` in turn.
  std::string engine(const std::string& answers) const {
    return "bash '" REVERSI_TEST_DATA_DIR "/gtp/fake-engine.sh' '" + log_ + "' " + answers;
  }
  // What the engine was told, a command a line.
  std::string told() const {
    std::ifstream in(log_);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  const testing::ScratchDirectory scratch_;
  const std::string log_;
};

TEST_F(GtpPlayerTest, TheEngineHearsEveryPlySinceItsLastMoveAndItsAnswerIsPlayed) {
  {
    GtpPlayer black(engine("F5 c3"));
    EXPECT_EQ(black.choose(Board::start()).move, Square::F5);
    EXPECT_EQ(black.choose(played("f5d6")).move, Square::C3);
  }
  EXPECT_EQ(told(),
            "boardsize 8\nclear_board\ngenmove black\n"
            "play white d6\ngenmove black\n"
            "quit\n");
}

TEST_F(GtpPlayerTest, TheOpeningIsToldFromTheStart) {
  {
    GtpPlayer white(engine("F4"));
    EXPECT_EQ(white.choose(played("f5d6c3d3c4")).move, Square::F4);
  }
  EXPECT_EQ(told(),
            "boardsize 8\nclear_board\n"
            "play black f5\nplay white d6\nplay black c3\nplay white d3\nplay black c4\n"
            "genmove white\nquit\n");
}

TEST_F(GtpPlayerTest, AForcedPassIsToldAsAPass) {
  // After d3 c3 b3 b2 f5 a3 a1, white's c1 leaves black no move: white moves again.
  const Board before = played("d3c3b3b2f5a3a1");
  const Board after_c1 = before.after(before.move_at(Square::C1));
  ASSERT_FALSE(after_c1.can_move());
  const Board again = after_c1.after(Move{});
  ASSERT_TRUE(again.can_move());
  {
    GtpPlayer white(engine("c1 " + square_name(*squares_of(again.moves()).begin())));
    EXPECT_EQ(white.choose(before).move, Square::C1);
    EXPECT_TRUE(again.is_legal(white.choose(again).move));
  }
  const std::string log = told();
  EXPECT_NE(log.find("play black a1\ngenmove white\nplay black pass\ngenmove white\n"), std::string::npos)
      << log;
}

// Each failure throws, with the command and what went wrong.
TEST_F(GtpPlayerTest, AnEngineThatFailsIsAnErrorThatSaysHow) {
  const auto failure = [&](const std::string& answers, const Board& board) -> std::string {
    try {
      GtpPlayer player(engine(answers));
      player.choose(board);
    } catch (const GtpError& error) {
      return error.what();
    }
    return "no error";
  };
  EXPECT_NE(failure("refuse", Board::start()).find("'genmove black' was refused: ? cannot play"),
            std::string::npos);
  EXPECT_NE(failure("garbage", Board::start()).find("'genmove black' got 'hello', not an answer"),
            std::string::npos);
  EXPECT_NE(failure("a1", Board::start()).find("genmove black answered 'a1', not a legal move (d3 c4 f5 e6)"),
            std::string::npos);
  EXPECT_NE(failure("exit", Board::start()).find("it ended without answering 'genmove black'"),
            std::string::npos);
  // A board the engine's cannot become: a disc taken away.
  EXPECT_NE(failure("F5 c3", Board{0, Board::start().opponent}).find("does not follow from its own"),
            std::string::npos);
  try {
    GtpPlayer nothing("/no/such/engine");
    ADD_FAILURE() << "a missing engine started";
  } catch (const GtpError& error) {
    EXPECT_NE(std::string(error.what())
                  .find("GTP engine '/no/such/engine': it ended without answering 'boardsize 8'"),
              std::string::npos)
        << error.what();
  }
}

// An engine that has ended cannot be written to: the next request is an error that says
// so, and the player is destroyed with that request unsent (boost's stream once threw
// from its destructor, trying to send it again).
TEST_F(GtpPlayerTest, ARequestToAnEngineThatHasEndedIsAnErrorThatSaysSo) {
  {
    GtpPlayer player(engine("exit"));
    EXPECT_THROW(player.choose(Board::start()), GtpError);
    // Its stdout at an end, the engine has closed its stdin too: this write fails.
    try {
      player.choose(Board::start());
      ADD_FAILURE() << "no error";
    } catch (const GtpError& error) {
      EXPECT_NE(std::string(error.what()).find("it ended without answering 'genmove black'"),
                std::string::npos)
          << error.what();
    }
  }
  EXPECT_NE(told().find("genmove black"), std::string::npos);
}

// An engine that does not answer within the limit is an error too, not a wait for good.
TEST_F(GtpPlayerTest, AnEngineThatDoesNotAnswerInTimeIsAnError) {
  try {
    GtpPlayer player(engine("hang"), std::chrono::milliseconds(200));
    player.choose(Board::start());
    ADD_FAILURE() << "no error";
  } catch (const GtpError& error) {
    EXPECT_NE(std::string(error.what()).find("no answer to 'genmove black' within 0.2 s"), std::string::npos)
        << error.what();
  }
  // The engine heard the command; the limit is on its answer.
  EXPECT_NE(told().find("genmove black"), std::string::npos);
}

TEST_F(GtpPlayerTest, AMatchAgainstAFailingEngineStopsWithItsError) {
  MatchSettings settings;
  settings.gtp_engines["fake"] = engine("refuse");
  const Result<MatchResult> match = play_match("fake", "random", 2, 1, settings);
  ASSERT_FALSE(match);
  EXPECT_NE(match.error().find("game 0: GTP engine"), std::string::npos) << match.error();
  EXPECT_NE(match.error().find("was refused: ? cannot play"), std::string::npos) << match.error();

  settings.gtp_engines["fake"] = engine("hang");
  settings.gtp_answer_limit = std::chrono::milliseconds(300);
  const Result<MatchResult> hung = play_match("fake", "random", 2, 1, settings);
  ASSERT_FALSE(hung);
  EXPECT_NE(hung.error().find("game 0: GTP engine"), std::string::npos) << hung.error();
  EXPECT_NE(hung.error().find("' within 0.3 s"), std::string::npos) << hung.error();

  settings.gtp_engines.erase("fake");
  settings.gtp_engines["level-3"] = engine("");
  const Result<MatchResult> named = play_match("level-3", "random", 2, 1, settings);
  ASSERT_FALSE(named);
  EXPECT_EQ(named.error(), "the GTP engine 'level-3' has the name of a computer opponent");
}

}  // namespace
}  // namespace reversi
