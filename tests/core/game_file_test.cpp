// Game files of any format: transcripts one a line, and the reader that tells the formats
// apart by content and names the file in every error.
#include "core/game_file.h"

#include <gtest/gtest.h>

#include <string>

#include "core/file_contents.h"
#include "core/ggf.h"
#include "core/notation.h"
#include "core/transcript_file.h"
#include "support/known_games.h"

namespace reversi {
namespace {

TEST(TranscriptFile, ReadsAGameALineSkippingBlankLinesAndComments) {
  const std::string text = std::string("# two games\n\n") + testing::kGameWithAPass +
                           "\r\n  d3 c3, f5 f4  # the start of the wipe-out\n";
  const Result<std::vector<ImportedGame>> games = parse_transcript_lines(text);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  EXPECT_EQ(games.value()[0].origin, "line 3");
  EXPECT_EQ(games.value()[0].record.moves, parse_transcript(testing::kGameWithAPass).value());
  EXPECT_EQ(games.value()[0].record.result(), 36);
  EXPECT_EQ(games.value()[1].origin, "line 4");
  EXPECT_EQ(games.value()[1].record.moves,
            (std::vector<Square>{Square::D3, Square::C3, Square::F5, Square::F4}));
}

TEST(TranscriptFile, RefusesTheWholeFileNamingTheLineAndTheMove) {
  EXPECT_EQ(parse_transcript_lines("f5d6\nf5d6c3c3\n").error(),
            "line 2: move 4 'c3': not legal here (legal: d3 f3 f4 g5)");
  EXPECT_EQ(parse_transcript_lines("f5\nf5 z9\n").error(), "line 2: move 2 'z9': not a square");
  EXPECT_EQ(parse_transcript_lines("# nothing\n\n").error(), "no game: every line is blank or a comment");
}

// Asked to, the reader sets a bad line aside and reads the others; a file of bad lines
// only holds games, none good, while one without a game is still refused.
TEST(TranscriptFile, SetsABadLineAsideWhenAskedAndReadsTheOthers) {
  std::vector<BadGame> skipped;
  const Result<std::vector<ImportedGame>> games = parse_transcript_lines("f5d6\nf5d6c3c3\n\nd3\n", &skipped);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  EXPECT_EQ(games.value()[1].origin, "line 4");
  ASSERT_EQ(skipped.size(), 1U);
  EXPECT_EQ(skipped[0].file, "");
  EXPECT_EQ(skipped[0].game, "line 2");
  EXPECT_EQ(skipped[0].reason, "move 4 'c3': not legal here (legal: d3 f3 f4 g5)");

  skipped.clear();
  const Result<std::vector<ImportedGame>> none_good = parse_transcript_lines("f5f5\n", &skipped);
  ASSERT_TRUE(none_good) << none_good.error();
  EXPECT_TRUE(none_good.value().empty());
  EXPECT_EQ(skipped.size(), 1U);
  EXPECT_EQ(parse_transcript_lines("# nothing\n", &skipped).error(),
            "no game: every line is blank or a comment");
}

TEST(TranscriptFile, WritesALineOnlyForAGameFromTheStart) {
  GameRecord game;
  game.moves = parse_transcript(testing::kGameWithAPass).value();
  EXPECT_EQ(transcript_line(game), testing::kGameWithAPass);
  game.start = Position::from_discs(bit(Square::B1), bit(Square::A1), Color::Black);
  game.moves.clear();
  EXPECT_EQ(transcript_line(game), std::nullopt);
}

TEST(GameFile, TellsTheFormatsApartByContent) {
  EXPECT_EQ(game_file_format("games.txt", "\n  (;GM[Othello];)"), GameFileFormat::Ggf);
  EXPECT_EQ(game_file_format("games.ggf", "f5d6"), GameFileFormat::Transcripts);
  EXPECT_EQ(game_file_format("WTH_2001.WTB", "text"), GameFileFormat::Wthor);
  EXPECT_EQ(game_file_format("download", std::string("\x14\x1a\x0b\x19\x01\0\0\0", 8)),
            GameFileFormat::Wthor);
}

TEST(GameFile, NamesTheFileTheGameAndWhatIsWrong) {
  EXPECT_EQ(parse_game_file("games.txt", "f5d6\nf5 f5\n").error(),
            "games.txt: line 2: move 2 'f5': not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(parse_game_file("games.ggf",
                            "(;GM[Othello]BO[8 ---------------------------O*------*O-----------"
                            "---------------- *]B[F5]W[F5];)")
                .error(),
            "games.ggf: game 1 (line 1): move 2 W[F5]: not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(parse_game_file("x.wtb", "f5d6").error(),
            "x.wtb: header: 4 bytes, shorter than the 16 of a WTHOR header");
  const Result<std::vector<ImportedGame>> games = parse_game_file("games.txt", "f5d6\nd3\n");
  ASSERT_TRUE(games) << games.error();
  EXPECT_EQ(games.value().size(), 2U);
}

// The games set aside are named with their file, after those of the files before; a file
// refused whole adds none, as none of its games is imported.
TEST(GameFile, NamesTheFileOfEachGameSetAsideAndNoneOfAFileItRefuses) {
  std::vector<BadGame> skipped;
  ASSERT_TRUE(parse_game_file("first.txt", "f5f5\n", {}, &skipped));
  const Result<std::vector<ImportedGame>> games = parse_game_file("second.txt", "d3\nd3d3\n", {}, &skipped);
  ASSERT_TRUE(games) << games.error();
  EXPECT_EQ(games.value().size(), 1U);
  ASSERT_EQ(skipped.size(), 2U);
  EXPECT_EQ(skipped[0].file, "first.txt");
  EXPECT_EQ(skipped[1].file, "second.txt");
  EXPECT_EQ(skipped[1].game, "line 2");

  const std::string bad =
      "(;GM[Othello]BO[8 ---------------------------O*------*O-----------"
      "---------------- *]B[F5]W[F5];)";
  EXPECT_EQ(parse_game_file("cut.ggf", bad + "\n" + bad.substr(0, 20), {}, &skipped).error(),
            "cut.ggf: game 2 (line 2): property BO: no closing ']' (is the game cut short?)");
  EXPECT_EQ(skipped.size(), 2U);
}

// WTHOR's 1977 games as the FFO publishes them (tests/data/games), written as GGF and read
// back: the same moves, players, tournament, year and result.
TEST(GameFile, ARealWthorFileRoundTripsThroughGgf) {
  const std::string path = std::string(REVERSI_TEST_DATA_DIR) + "/games/WTH_1977.wtb";
  const Result<std::vector<ImportedGame>> games = parse_game_file(path, file_contents(path).value());
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 12U);
  EXPECT_EQ(games.value()[0].record.black, "WTHOR player 346");
  EXPECT_EQ(games.value()[0].record.date, "1977");
  for (const ImportedGame& game : games.value()) {
    const Result<GgfGame> read = parse_ggf_game(write_ggf_game(game.record));
    ASSERT_TRUE(read) << game.origin << ": " << read.error();
    EXPECT_EQ(read.value().moves, game.record.moves) << game.origin;
    EXPECT_EQ(read.value().black, game.record.black) << game.origin;
    EXPECT_EQ(read.value().white, game.record.white) << game.origin;
    EXPECT_EQ(read.value().place, game.record.place) << game.origin;
    EXPECT_EQ(read.value().date, game.record.date) << game.origin;
    EXPECT_EQ(read.value().result(), game.record.result()) << game.origin;
  }
}

}  // namespace
}  // namespace reversi
