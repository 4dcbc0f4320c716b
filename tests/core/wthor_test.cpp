// The WTHOR reader: .wtb files made byte by byte here, whose games are known, and damaged
// ones refused with the game and the move at fault.
#include "core/wthor.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/notation.h"
#include "support/known_games.h"
#include "support/wthor_bytes.h"

namespace reversi {
namespace {

using testing::wthor_header;
using testing::wthor_record;

std::string two_games() {
  return wthor_header(2) + wthor_record(testing::kGameWithAPass, 50) +
         wthor_record(testing::kWipeOut, 64, 8, 9, 10);
}

TEST(Wthor, ReadsEveryGameWithItsPlayersYearAndResult) {
  const Result<std::vector<ImportedGame>> games = parse_wthor(two_games());
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  const GameRecord& first = games.value()[0].record;
  EXPECT_EQ(games.value()[0].origin, "game 1");
  EXPECT_EQ(first.start, Position::start());
  EXPECT_EQ(first.moves, parse_transcript(testing::kGameWithAPass).value());
  EXPECT_EQ(first.moves[53], Square::Pass);  // left out of the file, played by the reader
  EXPECT_EQ(first.black, "WTHOR player 123");
  EXPECT_EQ(first.white, "WTHOR player 456");
  EXPECT_EQ(first.place, "WTHOR tournament 7");
  EXPECT_EQ(first.date, "2001");
  EXPECT_EQ(first.result(), 36);
  const GameRecord& second = games.value()[1].record;
  EXPECT_EQ(second.moves, parse_transcript(testing::kWipeOut).value());
  EXPECT_EQ(second.black, "WTHOR player 9");
  EXPECT_EQ(second.result(), 64);
  EXPECT_EQ(second.recorded_result, 64);
}

TEST(Wthor, ReadsMovesAsTenTimesTheRowPlusTheColumn) {
  std::string bytes = wthor_header(1) + wthor_record("", 32);
  bytes[16 + 8] = 56;  // row 5, column 6: f5
  bytes[16 + 9] = 64;  // row 6, column 4: d6
  const Result<std::vector<ImportedGame>> games = parse_wthor(bytes);
  ASSERT_TRUE(games) << games.error();
  EXPECT_EQ(games.value()[0].record.moves, (std::vector<Square>{Square::F5, Square::D6}));
  EXPECT_EQ(games.value()[0].record.result(), 0);  // unfinished: 32 discs recorded
}

TEST(Wthor, RefusesATruncatedRecordNamingTheGame) {
  const std::string bytes = two_games();
  EXPECT_EQ(parse_wthor(bytes.substr(0, bytes.size() - 10)).error(),
            "game 2: cut short after 58 of its 68 bytes");
  EXPECT_EQ(parse_wthor(bytes.substr(0, 10)).error(),
            "header: 10 bytes, shorter than the 16 of a WTHOR header");
}

TEST(Wthor, RefusesAHeaderThatDoesNotFitTheFile) {
  EXPECT_EQ(parse_wthor(wthor_header(3) + wthor_record(testing::kWipeOut, 64)).error(),
            "header: it counts 3 games, but the file holds 1");
  EXPECT_EQ(parse_wthor(wthor_header(1, 2001, 10) + wthor_record(testing::kWipeOut, 64)).error(),
            "header: board size 10 (only 8 × 8 games are read)");
  EXPECT_EQ(parse_wthor(wthor_header(0)).error(), "no game: the header counts 0 games");
}

TEST(Wthor, RefusesAnIllegalMoveNamingTheGameAndTheMove) {
  EXPECT_EQ(parse_wthor(wthor_header(2) + wthor_record(testing::kWipeOut, 64) + wthor_record("f5d6c3c3", 32))
                .error(),
            "game 2: move 4 'c3': not legal here (legal: d3 f3 f4 g5)");
}

// Asked to, the reader sets a bad game aside and reads the others; what spoils the whole
// file (a record cut short) is still refused.
TEST(Wthor, SetsABadGameAsideWhenAskedAndReadsTheOthers) {
  std::vector<BadGame> skipped;
  const Result<std::vector<ImportedGame>> games =
      parse_wthor(wthor_header(3) + wthor_record(testing::kWipeOut, 64) + wthor_record("f5d6c3c3", 32) +
                      wthor_record(testing::kGameWithAPass, 50),
                  {}, &skipped);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  EXPECT_EQ(games.value()[0].origin, "game 1");
  EXPECT_EQ(games.value()[1].origin, "game 3");
  EXPECT_EQ(games.value()[1].record.moves, parse_transcript(testing::kGameWithAPass).value());
  ASSERT_EQ(skipped.size(), 1U);
  EXPECT_EQ(skipped[0].game, "game 2");
  EXPECT_EQ(skipped[0].reason, "move 4 'c3': not legal here (legal: d3 f3 f4 g5)");

  const std::string bytes = two_games();
  EXPECT_EQ(parse_wthor(bytes.substr(0, bytes.size() - 10), {}, &skipped).error(),
            "game 2: cut short after 58 of its 68 bytes");
}

TEST(Wthor, RefusesBytesThatAreNotSquaresAndMovesAfterTheEnd) {
  std::string bytes = wthor_header(1) + wthor_record("f5d6", 32);
  bytes[16 + 9] = 90;
  EXPECT_EQ(parse_wthor(bytes).error(),
            "game 1: move 2: byte 90 is not a square (11 to 88, 10 × row + column)");
  bytes[16 + 9] = 0;
  bytes[16 + 10] = 64;
  EXPECT_EQ(parse_wthor(bytes).error(),
            "game 1: move 3: a move after the end of the game (a 0 byte at move 2)");
  bytes = wthor_header(1) + wthor_record("f5", 65);
  EXPECT_EQ(parse_wthor(bytes).error(), "game 1: black's score 65 is more than 64 discs");
}

TEST(Wthor, ReadsTheTheoreticalScoreFromTheDepthTheHeaderGives) {
  const std::string bytes = wthor_header(2, 2001, 8, 24) + wthor_record(testing::kGameWithAPass, 50) +
                            wthor_record(testing::kWipeOut, 64, 8, 9, 10, 60);
  const Result<std::vector<ImportedGame>> games = parse_wthor(bytes);
  ASSERT_TRUE(games) << games.error();
  ASSERT_TRUE(games.value()[0].record.perfect_play_result);
  EXPECT_EQ(games.value()[0].record.perfect_play_result->black_result, 36);
  EXPECT_EQ(games.value()[0].record.perfect_play_result->empties, 24);
  ASSERT_TRUE(games.value()[1].record.perfect_play_result);
  EXPECT_EQ(games.value()[1].record.perfect_play_result->black_result, 56);
  EXPECT_EQ(games.value()[1].record.result(), 64);  // the game as played
}

TEST(Wthor, HasNoTheoreticalScoreWhereTheHeaderGivesNoDepth) {
  const Result<std::vector<ImportedGame>> games = parse_wthor(two_games());
  ASSERT_TRUE(games) << games.error();
  EXPECT_FALSE(games.value()[0].record.perfect_play_result);
}

TEST(Wthor, RefusesATheoreticalScoreOrDepthOffTheBoard) {
  EXPECT_EQ(parse_wthor(wthor_header(1, 2001, 8, 24) + wthor_record("f5", 32, 7, 1, 2, 65)).error(),
            "game 1: black's theoretical score 65 is more than 64 discs");
  EXPECT_EQ(parse_wthor(wthor_header(1, 2001, 8, 61) + wthor_record("f5", 32)).error(),
            "header: theoretical scores from 61 empty squares (at most 60)");
}

}  // namespace
}  // namespace reversi
