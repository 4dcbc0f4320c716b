// Files of GGF games: games one after another, and GGS's archives, a count and then that
// many games a line (two for a synchro match).
#include "core/ggf_file.h"

#include <gtest/gtest.h>

#include <string>

#include "core/file_contents.h"
#include "core/ggf.h"
#include "core/notation.h"

namespace reversi {
namespace {

const std::string kGgfStartBoard = "8 ---------------------------O*------*O--------------------------- *";

std::string game_of_type(const std::string& type, const std::string& moves) {
  return "(;GM[Othello]PC[GGS/os]PB[a]PW[b]RE[?]TI[15:00]TY[" + type + "]BO[" + kGgfStartBoard + "]" + moves +
         ";)";
}

std::string games_file(const std::string& name) {
  return file_contents(std::string(REVERSI_TEST_DATA_DIR) + "/games/" + name).value();
}

TEST(GgfFile, ReadsEveryGameNamingEachByNumberAndLine) {
  const std::string file = game_of_type("8", "B[F5]") + "\n\n" + game_of_type("8", "B[D3]W[C3]") + "\n";
  const Result<std::vector<ImportedGame>> games = parse_ggf_games(file);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  EXPECT_EQ(games.value()[0].origin, "game 1 (line 1)");
  EXPECT_EQ(games.value()[1].origin, "game 2 (line 3)");
  EXPECT_EQ(games.value()[0].record.moves, std::vector<Square>{Square::F5});
  EXPECT_EQ(games.value()[1].record.moves, (std::vector<Square>{Square::D3, Square::C3}));
  EXPECT_EQ(games.value()[1].record.black, "a");
}

TEST(GgfFile, RefusesTheWholeFileNamingTheGameAtFault) {
  const std::string good = game_of_type("8", "B[F5]");
  EXPECT_EQ(parse_ggf_games(good + "\n" + game_of_type("8", "B[F5]W[C4]")).error(),
            "game 2 (line 2): move 2 W[C4]: not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(parse_ggf_games(good + "\n" + good.substr(0, good.size() - 2)).error(),
            "game 2 (line 2): the game does not end with ';)' (is it cut short?)");
  EXPECT_EQ(parse_ggf_games(good + " junk").error(), "game 2 (line 1): a GGF game starts with '(;'");
  EXPECT_EQ(parse_ggf_games(" \n").error(), "no game: a GGF game starts with '(;'");
}

// Asked to, the reader sets a bad game aside and goes on after it, numbering the games as
// the file has them; a game whose end cannot be found still refuses the file, as nothing
// after it can be told apart.
TEST(GgfFile, SetsABadGameAsideWhenAskedAndReadsOnAfterIt) {
  const std::string good = game_of_type("8", "B[F5]");
  const std::string file = good + "\n" + game_of_type("8", "C[a \\] b;)]B[F5]W[C4]") +
                           "\n(;GM[Othello]TY[8];)\n2 " + good + game_of_type("s8r18", "B[A1]") + "\n";
  std::vector<BadGame> skipped;
  const Result<std::vector<ImportedGame>> games = parse_ggf_games(file, &skipped);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 2U);
  EXPECT_EQ(games.value()[0].origin, "game 1 (line 1)");
  EXPECT_EQ(games.value()[1].origin, "game 4 (line 4)");
  ASSERT_EQ(skipped.size(), 3U);
  EXPECT_EQ(skipped[0].game, "game 2 (line 2)");
  EXPECT_EQ(skipped[0].reason, "move 2 W[C4]: not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(skipped[1].game, "game 3 (line 3)");
  EXPECT_EQ(skipped[1].reason, "no start position (BO)");
  EXPECT_EQ(skipped[2].game, "game 5 (line 4)");
  EXPECT_EQ(skipped[2].reason, "move 1 B[A1]: not legal here (legal: d3 c4 f5 e6)");

  skipped.clear();
  EXPECT_EQ(parse_ggf_games(good + "\n" + good.substr(0, good.size() - 2), &skipped).error(),
            "game 2 (line 2): the game does not end with ';)' (is it cut short?)");
}

TEST(GgsArchive, ReadsACountThenItsGamesOnEachLine) {
  const std::string archive = "1 " + game_of_type("8", "B[F5]") + "\n2 " + game_of_type("s8r18", "B[D3]") +
                              game_of_type("s8r18", "B[C4]") + "\n";
  const Result<std::vector<ImportedGame>> games = parse_ggf_games(archive);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 3U);
  EXPECT_EQ(games.value()[0].origin, "game 1 (line 1)");
  EXPECT_EQ(games.value()[1].origin, "game 2 (line 2)");
  EXPECT_EQ(games.value()[2].origin, "game 3 (line 2)");
  EXPECT_EQ(games.value()[2].record.moves, std::vector<Square>{Square::C4});
}

TEST(GgsArchive, RefusesACountThatTheGamesDoNotMatch) {
  const std::string game = game_of_type("8", "B[F5]");
  EXPECT_EQ(parse_ggf_games("1 " + game + "\n2 " + game + "\n").error(),
            "the count at line 2 says 2 games, but 1 follow");
  EXPECT_EQ(parse_ggf_games("1 " + game + game).error(), "the count at line 1 says 1 games, but 2 follow");
  EXPECT_EQ(parse_ggf_games("1 \n").error(), "the count at line 1 says 1 games, but 0 follow");
  EXPECT_EQ(parse_ggf_games("1 " + game_of_type("8", "B[A1]")).error(),
            "game 1 (line 1): move 1 B[A1]: not legal here (legal: d3 c4 f5 e6)");
}

TEST(GgsArchive, TellsAnArchiveFromOtherText) {
  EXPECT_TRUE(looks_like_ggf("(;GM[Othello];)"));
  EXPECT_TRUE(looks_like_ggf("\n 12 (;GM[Othello];)"));
  EXPECT_FALSE(looks_like_ggf("f5d6c3"));
  EXPECT_FALSE(looks_like_ggf("12"));
  EXPECT_FALSE(looks_like_ggf(""));
}

// A hand-made archive (tests/data/games/README.md) of every kind of game GGS records: a
// plain game, a synchro match, a random start with white to move, a komi game, and games
// lost on time, resigned and agreed.
TEST(GgsArchive, ReadsEveryKindOfGameOfAnArchive) {
  const Result<std::vector<ImportedGame>> games = parse_ggf_games(games_file("ggs_archive.ggf"));
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 8U);
  const GameRecord& synchro_first = games.value()[1].record;
  const GameRecord& synchro_second = games.value()[2].record;
  EXPECT_EQ(synchro_first.type, "s8r18");
  EXPECT_EQ(synchro_first.start, synchro_second.start);
  EXPECT_NE(synchro_first.start, Position::start());
  EXPECT_EQ(synchro_first.black, synchro_second.white);
  const GameRecord& random_start = games.value()[3].record;
  EXPECT_EQ(random_start.type, "8r21");
  EXPECT_EQ(random_start.start.to_move, Color::White);
  EXPECT_EQ(random_start.start.count(Color::Black) + random_start.start.count(Color::White), 21);
  EXPECT_EQ(games.value()[4].record.type, "8k");
}

std::string property(const std::string& game, const std::string& name) {
  const std::size_t at = game.find(name + "[");
  return at == std::string::npos ? "" : game.substr(at, game.find(']', at) - at + 1);
}

// Written out and read back, each game of the archive keeps every fact, and its result
// reads as GGS wrote it: on time, resigned, agreed, or a komi game's fraction.
TEST(GgsArchive, EveryGameRoundTripsWithAllItsFacts) {
  const std::string archive = games_file("ggs_archive.ggf");
  const std::vector<ImportedGame> games = parse_ggf_games(archive).value();
  std::vector<std::string> originals;
  for (std::size_t at = archive.find("(;"); at != std::string::npos; at = archive.find("(;", at + 1)) {
    originals.push_back(archive.substr(at, archive.find(";)", at) + 2 - at));
  }
  ASSERT_EQ(originals.size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameRecord& game = games[i].record;
    const std::string written = write_ggf_game(game);
    const Result<GgfGame> read = parse_ggf_game(written);
    ASSERT_TRUE(read) << read.error() << "\n" << written;
    EXPECT_EQ(read.value().start, game.start);
    EXPECT_EQ(read.value().moves, game.moves);
    EXPECT_EQ(read.value().notes, game.notes);
    EXPECT_EQ(read.value().type, game.type);
    EXPECT_EQ(read.value().komi, game.komi);
    EXPECT_EQ(read.value().result(), game.result());
    EXPECT_EQ(read.value().ending, game.ending);
    EXPECT_EQ(read.value().black_clock, game.black_clock);
    EXPECT_EQ(read.value().black_rating, game.black_rating);
    EXPECT_EQ(read.value().white_rating, game.white_rating);
    EXPECT_EQ(property(written, "RE"), property(originals[i], "RE")) << games[i].origin;
    EXPECT_EQ(property(written, "TI"), property(originals[i], "TI")) << games[i].origin;
    EXPECT_EQ(property(written, "RB"), property(originals[i], "RB")) << games[i].origin;
  }
  EXPECT_EQ(games[4].record.komi, -0.5);
  EXPECT_EQ(games[5].record.ending, GameEnding::Time);
  EXPECT_EQ(games[6].record.ending, GameEnding::Resignation);
  EXPECT_EQ(games[7].record.ending, GameEnding::Agreement);
  EXPECT_FALSE(games[0].record.notes.empty());
  EXPECT_TRUE(games[7].record.notes.empty());
}

}  // namespace
}  // namespace reversi
