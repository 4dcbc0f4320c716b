// The `reversi` program run as a person runs it: exit codes, output, and errors for bad
// input on the command line and on standard input.
#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/ggf_file.h"
#include "core/notation.h"
#include "engine/evaluation.h"
#include "engine/pattern_tables.h"
#include "engine/pattern_tables_file.h"
#include "engine/patterns.h"
#include "server/store/database_file.h"
#include "server/store/database_schema.h"
#include "server/store/sqlite.h"
#include "support/known_games.h"
#include "support/scratch_directory.h"
#include "support/test_database.h"
#include "support/wthor_bytes.h"

namespace {

using reversi::testing::ScratchDirectory;

struct ProgramRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

std::string read_file(const std::filesystem::path& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// Runs `reversi ARGS` with `input` on standard input.
ProgramRun reversi(const std::string& args, const std::string& input = "") {
  const ScratchDirectory scratch("reversi-cli-test");
  const std::filesystem::path& dir = scratch.path();
  std::ofstream(dir / "in") << input;
  const std::string command = std::string("'") + REVERSI_BINARY + "' " + args + " <'" +
                              (dir / "in").string() + "' >'" + (dir / "out").string() + "' 2>'" +
                              (dir / "err").string() + "'";
  const int status = std::system(command.c_str());
  ProgramRun run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file(dir / "out"),
                 read_file(dir / "err")};
  return run;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The built-in weights written to a file in `dir`, as a trained set would be.
std::string weights_file_of_defaults(const std::filesystem::path& dir) {
  const std::filesystem::path file = dir / "defaults.txt";
  std::ofstream(file) << reversi::engine::weights_text(reversi::engine::default_weights());
  return file.string();
}

TEST(Cli, PerftCountsUnderBothConventions) {
  const ProgramRun plies = reversi("perft 9");
  EXPECT_EQ(plies.exit_code, 0) << plies.err;
  EXPECT_TRUE(contains(plies.out, "3005288 leaves")) << plies.out;
  EXPECT_TRUE(contains(plies.out, "million leaves/s"));
  EXPECT_TRUE(contains(reversi("perft 9 --passes-are-plies").out, "3005288 leaves"));
  EXPECT_TRUE(contains(reversi("perft 9 --passes-not-plies").out, "3005320 leaves"));
  EXPECT_NE(reversi("perft 9 --passes-are-plies --passes-not-plies").exit_code, 0);
  EXPECT_NE(reversi("perft -1").exit_code, 0);
  EXPECT_NE(reversi("perft lots").exit_code, 0);
}

// The opponents in plain words with whom they suit, then the measured strength and the
// search, in each language.
TEST(Cli, OpponentsAreDescribedInPlainWordsWithTheirStrength) {
  const ProgramRun english = reversi("--lang en opponents");
  EXPECT_EQ(english.exit_code, 0) << english.err;
  EXPECT_TRUE(contains(english.out, "random        [for your first games] Plays any legal move at random.\n"))
      << english.out;
  EXPECT_TRUE(contains(english.out,
                       "level-6       [strong] Looks 7 moves ahead.\n"
                       "              Scores 67.5% against level-5 (+127 Elo, 200 games); "
                       "perfect from 21 empty squares; the opening book in its first 10 moves\n"))
      << english.out;
  EXPECT_TRUE(contains(english.out, "level-9       [expert] Thinks up to 0.5 seconds a move.\n"))
      << english.out;
  EXPECT_TRUE(contains(english.out, "Won all 200 games against openness")) << english.out;
  const ProgramRun japanese = reversi("--lang ja opponents");
  EXPECT_EQ(japanese.exit_code, 0) << japanese.err;
  EXPECT_TRUE(contains(japanese.out,
                       "level-6       [有段者] 7 手先まで読みます。\n"
                       "              level-5 に対して得点率 67.5% (+127 Elo、200 局)、"
                       "残り 21 マスから完全読み、序盤 10 手は定石集\n"))
      << japanese.out;
}

TEST(Cli, PositionAsTextAndJson) {
  const ProgramRun text = reversi("position --lang en");
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_TRUE(contains(text.out, "Legal moves: d3 c4 f5 e6"));
  const ProgramRun japanese = reversi("position --lang ja --moves f5d6");
  EXPECT_TRUE(contains(japanese.out, "次の番: 黒 (X)"));
  EXPECT_TRUE(contains(japanese.out, "打てる場所: "));

  const ProgramRun json = reversi("position --json --moves 'f5 d6 c3'");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json parsed = nlohmann::json::parse(json.out);
  EXPECT_EQ(parsed["to_move"], "white");
  EXPECT_EQ(parsed["black"], 5);
  EXPECT_EQ(parsed["white"], 2);
  EXPECT_EQ(parsed["moves"], "f5d6c3");
  EXPECT_EQ(parsed["game_over"], false);
  EXPECT_EQ(parsed["legal_moves"], nlohmann::json({"d3", "f3", "f4", "g5"}));
  EXPECT_EQ(parsed["board"].size(), 8u);
}

TEST(Cli, PositionOfAFinishedGameGivesTheResult) {
  const ProgramRun json = reversi("position --json --moves d3c3b3d2e1d6d7e3f4");
  const nlohmann::json parsed = nlohmann::json::parse(json.out);
  EXPECT_EQ(parsed["game_over"], true);
  EXPECT_EQ(parsed["result"]["winner"], "black");
  EXPECT_EQ(parsed["result"]["black"], 13);
  EXPECT_TRUE(
      contains(reversi("position --lang en --moves d3c3b3d2e1d6d7e3f4").out, "Game over: Black wins 13-0"));
}

TEST(Cli, APositionArgumentMayBeATranscriptOfAnyLength) {
  // 60 moves, 120 characters: longer than a board, yet a transcript by its content.
  const ProgramRun whole_game = reversi(
      "position --json "
      "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4"
      "a1a2c1h2h1g2b8a8g7h8h7h6");
  ASSERT_EQ(whole_game.exit_code, 0) << whole_game.err;
  EXPECT_EQ(nlohmann::json::parse(whole_game.out)["game_over"], true);
  const ProgramRun opening = reversi("perft 1 --from f5d6c3");
  ASSERT_EQ(opening.exit_code, 0) << opening.err;
  EXPECT_TRUE(contains(opening.out, "4 leaves")) << opening.out;  // white's d3 f3 f4 g5
  const ProgramRun bad = reversi("hint f5d6a1");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "position: move 3 'a1': not legal here")) << bad.err;
}

TEST(Cli, BadPositionsAndTranscriptsAreClearErrors) {
  const ProgramRun bad_square = reversi("position --moves f5d6h9");
  EXPECT_EQ(bad_square.exit_code, 2);
  EXPECT_TRUE(contains(bad_square.err, "--moves: move 3 'h9': not a square")) << bad_square.err;
  // Each command names its own argument: analyze's game is a transcript, its start --from.
  EXPECT_EQ(reversi("analyze f5z9").err, "reversi: transcript: move 2 'z9': not a square\n");
  EXPECT_EQ(reversi("analyze f5 --from f5a1").err,
            "reversi: --from: move 2 'a1': not legal here (legal: f4 d6 f6)\n");
  const ProgramRun illegal = reversi("position --moves f5a1");
  EXPECT_EQ(illegal.exit_code, 2);
  EXPECT_TRUE(contains(illegal.err, "move 2 'a1': not legal here (legal: f4 d6 f6)")) << illegal.err;
  const ProgramRun short_board = reversi("position '----'");
  EXPECT_EQ(short_board.exit_code, 2);
  EXPECT_TRUE(contains(short_board.err, "expected 64 squares, got 4")) << short_board.err;
}

// FFO positions usually start with an empty a1, written '-': CLI11 would read "--X..." or
// "-O..." as an option. Every command that takes a position takes it as given.
TEST(Cli, APositionThatStartsWithADashIsTakenAsGiven) {
  const std::vector<std::pair<std::string, std::string>> positions_and_a_move = {
      {"--X------------------------OX------XO--------------------------- O", "e3"},
      {"-O-------------------------OX------XO--------------------------- X", "f5"}};
  for (const auto& [position, move] : positions_and_a_move) {
    const std::string quoted = "'" + position + "'";
    const ProgramRun shown = reversi("position --lang en " + quoted);
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_TRUE(contains(reversi("position --json " + quoted).out, position.substr(0, 64))) << position;
    const ProgramRun hint = reversi("hint " + quoted + " --depth 1 --exact 0");
    EXPECT_EQ(hint.exit_code, 0) << hint.err;
    const ProgramRun perft = reversi("perft 1 --from " + quoted);
    EXPECT_EQ(perft.exit_code, 0) << perft.err;
    EXPECT_TRUE(contains(perft.out, "4 leaves")) << perft.out;
    EXPECT_EQ(reversi("analyze " + move + " --from " + quoted + " --depth 1").exit_code, 0) << position;
    EXPECT_EQ(reversi("play --black human --white human --from " + quoted, "quit\n").exit_code, 0)
        << position;
  }
}

TEST(Cli, AnalyzeNamesTheOpeningTheGameFollowed) {
  const ProgramRun english = reversi("analyze f5d6c5f4e3c6d3f6e6d7 --depth 1 --lang en");
  EXPECT_EQ(english.exit_code, 0) << english.err;
  EXPECT_TRUE(english.out.starts_with("Opening: Rose\n")) << english.out;
  const ProgramRun japanese = reversi("analyze d3c3c4e3f4 --depth 1 --lang ja");
  EXPECT_TRUE(japanese.out.starts_with("定石: 牛\n")) << japanese.out;
  const ProgramRun unnamed = reversi("analyze f5 --depth 1 --lang en");
  EXPECT_FALSE(contains(unnamed.out, "Opening:")) << unnamed.out;
}

TEST(Cli, PlayIsScriptableThroughStandardInput) {
  const ProgramRun run = reversi("play --lang en --black human --white human", "f5\nh9\nd6\nquit\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Black: f5"));
  EXPECT_TRUE(contains(run.out, "'h9' is not a square on the board (a1 to h8)."));
  EXPECT_TRUE(contains(run.out, "White: d6"));

  const ProgramRun computers = reversi("play --lang ja --black random --white most-flips --seed 7");
  EXPECT_EQ(computers.exit_code, 0) << computers.err;
  EXPECT_TRUE(contains(computers.out, "の勝ち") || contains(computers.out, "引き分け")) << computers.out;

  const ProgramRun unknown = reversi("play --white nobody");
  EXPECT_NE(unknown.exit_code, 0);
  EXPECT_TRUE(contains(unknown.err, "nobody")) << unknown.err;
}

// A match's output without its seconds a move, which no two runs share.
std::string without_seconds(const std::string& out) {
  std::istringstream in(out);
  std::string kept;
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("Seconds a move")) kept += line + '\n';
  }
  return kept;
}

TEST(Cli, MatchPrintsASummaryThatTheSeedFixes) {
  const ProgramRun run = reversi("match openness most-flips --games 20 --seed 3 --lang en");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "openness vs most-flips: 20 games (seed 3)\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "Wins/draws/losses for openness: ")) << run.out;
  EXPECT_TRUE(contains(run.out, "Mean disc difference: ")) << run.out;
  EXPECT_TRUE(contains(run.out, "(openness minus most-flips)")) << run.out;
  EXPECT_TRUE(contains(run.out, "Score: ")) << run.out;
  // openness loses some of these 20 games, so the difference is a number with an error.
  EXPECT_TRUE(contains(run.out, "Elo difference: ")) << run.out;
  EXPECT_TRUE(contains(run.out, " ± ")) << run.out;
  EXPECT_TRUE(contains(run.out, "(95%)")) << run.out;
  // All 20 games were played now, so all have times.
  EXPECT_TRUE(contains(run.out, "\nSeconds a move: openness ")) << run.out;
  EXPECT_TRUE(contains(run.out, " (longest ")) << run.out;
  EXPECT_TRUE(contains(run.out, "), most-flips ")) << run.out;
  EXPECT_TRUE(contains(run.err, "game 20/20 (")) << run.err;
  EXPECT_TRUE(contains(run.err, ", longest ")) << run.err;
  EXPECT_EQ(without_seconds(reversi("match openness most-flips --games 20 --seed 3 --lang en").out),
            without_seconds(run.out));

  const ProgramRun japanese = reversi("match most-flips random --games 4 --lang ja");
  ASSERT_EQ(japanese.exit_code, 0) << japanese.err;
  EXPECT_TRUE(contains(japanese.out, "most-flips 対 random: 4 局 (seed 1)")) << japanese.out;
  EXPECT_TRUE(contains(japanese.out, "得点率: ")) << japanese.out;
  EXPECT_TRUE(contains(japanese.out, "\n1 手の秒数: most-flips ")) << japanese.out;
  EXPECT_TRUE(contains(japanese.out, " (最長 ")) << japanese.out;
  EXPECT_TRUE(contains(japanese.out, ")、random ")) << japanese.out;
}

TEST(Cli, MatchWonEveryTimeGivesABound) {
  // openness beats fewest-flips in both games of this seed: the Elo difference is
  // unbounded above and only its lower end is printed.
  const ProgramRun run = reversi("match openness fewest-flips --games 2 --seed 1 --lang en");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Wins/draws/losses for openness: 2 / 0 / 0")) << run.out;
  EXPECT_TRUE(contains(run.out, "Score: 100.0%")) << run.out;
  EXPECT_TRUE(contains(run.out, "Elo difference: at least -291 (95%; openness won every game)")) << run.out;
  EXPECT_FALSE(contains(run.out, "nan")) << run.out;
}

TEST(Cli, MatchRejectsUnknownNamesAndBadGameCounts) {
  const ProgramRun unknown = reversi("match openness nobody --games 2");
  EXPECT_NE(unknown.exit_code, 0);
  EXPECT_TRUE(contains(unknown.err, "nobody")) << unknown.err;
  EXPECT_TRUE(contains(unknown.err, "most-flips")) << unknown.err;  // lists the names there are
  EXPECT_NE(reversi("match openness random").exit_code, 0);         // --games is required
  EXPECT_NE(reversi("match openness random --games 0").exit_code, 0);
  EXPECT_NE(reversi("match openness --games 2").exit_code, 0);
}

// --gtp NAME=COMMAND names an engine outside the program; anything else is refused before
// a game starts (gtp_player_test plays against such engines).
TEST(Cli, MatchRefusesAGtpEngineThatIsNotNameEqualsCommand) {
  for (const std::string definition : {"rhino", "=gtp-rhino", "rhino=", "my rhino=gtp-rhino"}) {
    const ProgramRun run = reversi("match level-1 rhino --games 2 --gtp '" + definition + "'");
    EXPECT_EQ(run.exit_code, 2) << definition;
    EXPECT_EQ(run.err, "reversi: --gtp: '" + definition +
                           "' is not NAME=COMMAND, e.g. rhino='/usr/games/gtp-rhino -l 3'\n");
  }
}

// --gtp-answer-limit: an engine that takes longer to answer stops the match with an error.
TEST(Cli, MatchStopsAtAGtpEngineThatDoesNotAnswerInTime) {
  const std::string log = ::testing::TempDir() + "reversi-cli-gtp-hang.log";
  const ProgramRun run =
      reversi("match hang random --games 2 --gtp-answer-limit 1 --gtp \"hang=bash '" +
              std::string(REVERSI_TEST_DATA_DIR) + "/gtp/fake-engine.sh' '" + log + "' hang\"");
  std::filesystem::remove(log);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_THAT(run.err, ::testing::HasSubstr("reversi: match: game 0: GTP engine"));
  EXPECT_THAT(run.err, ::testing::MatchesRegex(".*no answer to 'genmove (black|white)' within 1 s\n"));
  EXPECT_NE(reversi("match hang random --games 2 --gtp-answer-limit 0 --gtp hang=x").exit_code, 0);
}

// Tables for a side that does not judge by the whole-game patterns, or a file that is not
// tables, are refused, saying so.
TEST(Cli, MatchRefusesTablesForASideWithoutPatternsAndFilesThatAreNotTables) {
  const std::string tables = std::string(REVERSI_TABLES_DIR) + "/patterns.bin";
  const ProgramRun features = reversi("match classic level-5 --games 2 --tables-a '" + tables + "'");
  EXPECT_NE(features.exit_code, 0);
  EXPECT_TRUE(contains(features.err, "classic does not judge boards by the whole-game patterns"))
      << features.err;
  const std::string not_tables = std::string(REVERSI_TEST_DATA_DIR) + "/training/two_games.txt";
  const ProgramRun bad = reversi("match level-5 level-5 --games 2 --tables-b '" + not_tables + "'");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_TRUE(contains(bad.err, "two_games.txt: not pattern tables")) << bad.err;
}

// A game line without its thinking times, which no two runs share.
std::string without_times(const std::string& line) { return line.substr(0, line.find(" time a ")); }

// A record's header and its game lines by game number, whatever order they came in.
std::map<int, std::string> record_lines_by_number(const std::string& text) {
  std::map<int, std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const int number = line.starts_with("game ") ? std::stoi(line.substr(5)) : -1;
    EXPECT_TRUE(lines.emplace(number, line).second) << line;
  }
  return lines;
}

// The same without the games' times, so that records of different runs compare.
std::map<int, std::string> record_by_number(const std::string& text) {
  std::map<int, std::string> lines = record_lines_by_number(text);
  for (auto& [number, line] : lines) line = without_times(line);
  return lines;
}

const std::string kMatch = "match level-2 level-1 --seed 5 --lang en";

TEST(Cli, AMatchRecordedInTwoPiecesIsTheMatchPlayedAtOnce) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string pieces = dir.file("pieces.txt");
  const std::string at_once = dir.file("at-once.txt");
  const ProgramRun first = reversi(kMatch + " --games 4 --record '" + pieces + "'");
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_TRUE(contains(first.out, "level-2 vs level-1: 4 games (seed 5)")) << first.out;
  EXPECT_EQ(record_by_number(read_file(pieces)).size(), 5u);  // the header and 4 games
  const ProgramRun second = reversi(kMatch + " --games 8 --record '" + pieces + "'");
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_TRUE(contains(second.err, "pieces.txt: 4/8 games recorded already")) << second.err;
  EXPECT_TRUE(contains(second.err, "game 5/8 ")) << second.err;  // counted on from the recorded games
  EXPECT_FALSE(contains(second.err, "game 4/8 ")) << second.err;

  const ProgramRun whole = reversi(kMatch + " --games 8 --record '" + at_once + "'");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  EXPECT_EQ(without_seconds(second.out), without_seconds(whole.out));
  EXPECT_EQ(without_seconds(reversi(kMatch + " --games 8").out), without_seconds(whole.out));
  const std::map<int, std::string> recorded = record_by_number(read_file(at_once));
  EXPECT_EQ(record_by_number(read_file(pieces)), recorded);
  ASSERT_EQ(recorded.size(), 9u);
  EXPECT_EQ(recorded.at(-1), "# reversi match level-2 level-1 --seed 5");
  EXPECT_TRUE(recorded.at(7).starts_with("game 7 opening line 4, black +0 a-white ")) << recorded.at(7);

  // A run that finds every game recorded plays none and sums them up again, the times
  // too: read from the record, to the millisecond.
  const ProgramRun again = reversi(kMatch + " --games 8 --record '" + at_once + "'");
  EXPECT_EQ(without_seconds(again.out), without_seconds(whole.out));
  EXPECT_TRUE(contains(again.out, "\nSeconds a move: level-2 ")) << again.out;
  EXPECT_FALSE(contains(again.err, "game ")) << again.err;
}

TEST(Cli, AMatchFromTheStartBeginsEveryGameThereAndRecordsIt) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  const ProgramRun run = reversi(kMatch + " --games 2 --from-start --record '" + record + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.err, "game 1/2 (start, level-2 ")) << run.err;
  const std::map<int, std::string> recorded = record_by_number(read_file(record));
  ASSERT_EQ(recorded.size(), 3u);
  EXPECT_EQ(recorded.at(-1), "# reversi match level-2 level-1 --seed 5 --from-start");
  EXPECT_TRUE(recorded.at(1).starts_with("game 1 opening start a-white ")) << recorded.at(1);
  // The same record is not the match from the balanced openings.
  const ProgramRun other = reversi(kMatch + " --games 2 --record '" + record + "'");
  EXPECT_NE(other.exit_code, 0);
  EXPECT_TRUE(contains(other.err, "where the games begin is the start there, the balanced openings here"))
      << other.err;
}

// `reversi gtp` as a match's opponent plays the games the same level plays in the match's
// own process: the protocol carries every move, passes included, both ways. (Level-3
// chooses without chance, and each game starts both anew.)
TEST(Cli, ALevelSpeakingGtpPlaysTheGamesItPlaysInTheMatchItself) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string gtp = "engine='" REVERSI_BINARY " gtp --level level-3'";
  const ProgramRun through_gtp =
      reversi("match level-2 engine --gtp " + gtp + " --games 6 --record '" + dir.file("gtp.txt") + "'");
  ASSERT_EQ(through_gtp.exit_code, 0) << through_gtp.err;
  const ProgramRun in_process =
      reversi("match level-2 level-3 --games 6 --record '" + dir.file("own.txt") + "'");
  ASSERT_EQ(in_process.exit_code, 0) << in_process.err;
  std::map<int, std::string> games = record_by_number(read_file(dir.file("gtp.txt")));
  std::map<int, std::string> own_games = record_by_number(read_file(dir.file("own.txt")));
  games.erase(-1);  // the headers name the opponents
  own_games.erase(-1);
  ASSERT_EQ(games.size(), 6u);
  EXPECT_EQ(games, own_games);

  const ProgramRun unknown = reversi("gtp --level level-99", "name\n");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_TRUE(contains(unknown.err, "gtp: no computer opponent is called 'level-99'")) << unknown.err;
  const ProgramRun session =
      reversi("gtp --level level-1", "1 name\nboardsize 9\nplay black f5\ngenmove white\nquit\nname\n");
  EXPECT_EQ(session.exit_code, 0) << session.err;
  EXPECT_TRUE(
      session.out.starts_with("=1 reversi\n\n? unacceptable size: an Othello board is 8 by 8\n\n=\n\n= "))
      << session.out;
  EXPECT_TRUE(session.out.ends_with("\n\n=\n\n")) << session.out;  // nothing read after quit
}

TEST(Cli, AMatchOnTwoJobsPlaysWhatOneJobDoes) {
  const ScratchDirectory dir("reversi-match-test");
  const ProgramRun one = reversi(kMatch + " --games 8 --record '" + dir.file("one.txt") + "'");
  const ProgramRun two = reversi(kMatch + " --games 8 --jobs 2 --record '" + dir.file("two.txt") + "'");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(without_seconds(two.out), without_seconds(one.out));
  EXPECT_EQ(record_by_number(read_file(dir.file("two.txt"))),
            record_by_number(read_file(dir.file("one.txt"))));
  EXPECT_EQ(std::count(two.err.begin(), two.err.end(), '\n'), 8) << two.err;  // a line a game
  EXPECT_NE(reversi(kMatch + " --games 8 --jobs 0").exit_code, 0);
}

TEST(Cli, ARecordOfAnotherMatchIsRefusedAndLeftAsItIs) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  ASSERT_EQ(reversi(kMatch + " --games 2 --record '" + record + "'").exit_code, 0);
  const std::string before = read_file(record);
  const ProgramRun other_b = reversi("match level-2 random --seed 5 --games 4 --record '" + record + "'");
  EXPECT_EQ(other_b.exit_code, 2);
  EXPECT_TRUE(contains(other_b.err,
                       record + ": line 1: the record of another match: B is level-1 there, random here"))
      << other_b.err;
  const ProgramRun other_seed = reversi("match level-2 level-1 --seed 6 --games 4 --record '" + record + "'");
  EXPECT_EQ(other_seed.exit_code, 2);
  EXPECT_TRUE(
      contains(other_seed.err, record + ": line 1: the record of another match: the seed is 5 there, 6 here"))
      << other_seed.err;
  EXPECT_EQ(read_file(record), before);
}

TEST(Cli, ARecordWithABadLineIsRefusedNamingTheFileAndTheLine) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  ASSERT_EQ(reversi(kMatch + " --games 2 --record '" + record + "'").exit_code, 0);
  const std::string good = read_file(record);
  const std::string game_1 = record_by_number(good).at(1);
  const std::vector<std::pair<std::string, std::string>> lines_and_errors = {
      {game_1, "line 4: game 1 again, recorded on line "},
      {"game 2x opening", "line 4: not a game line"},
      {"game 9 " + game_1.substr(7), "line 4: game 9 is not in this match of 4 games (0 to 3)"},
      {game_1.substr(0, game_1.size() - 2), "line 4: the transcript does not finish the game"},
      {game_1 + " time a 1.000/1/2.000", "line 4: 'time a 1.000/1/2.000' is not the thinking times"},
  };
  for (const auto& [line, error] : lines_and_errors) {
    std::ofstream(record) << good << line << '\n';
    const ProgramRun run = reversi(kMatch + " --games 4 --record '" + record + "'");
    EXPECT_EQ(run.exit_code, 2) << line;
    EXPECT_TRUE(contains(run.err, "reversi: --record: " + record + ": " + error)) << run.err;
    EXPECT_EQ(read_file(record), good + line + '\n');
  }
}

TEST(Cli, ARecordsLastLineCutShortIsCutOffAndItsGamePlayedAgain) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  ASSERT_EQ(reversi(kMatch + " --games 4 --record '" + record + "'").exit_code, 0);
  const std::string whole = read_file(record);
  std::ofstream(record) << whole.substr(0, whole.size() - 10);  // killed while writing game 3
  const ProgramRun run = reversi(kMatch + " --games 4 --record '" + record + "'");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.err, record +
                                    ": line 5 is cut short (no end of line), so it is cut off and its game "
                                    "played again"))
      << run.err;
  EXPECT_TRUE(contains(run.err, "3/4 games recorded already")) << run.err;
  EXPECT_EQ(record_by_number(read_file(record)), record_by_number(whole));  // game 3 recorded again
}

// Games recorded before records held times are summed up with the others, but their
// seconds a move are not known: the line says over how many games it is, or is left out.
TEST(Cli, SecondsAMoveAreOverTheGamesWhoseTimesAreRecorded) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  ASSERT_EQ(reversi(kMatch + " --games 4 --record '" + record + "'").exit_code, 0);
  const std::map<int, std::string> timed = record_lines_by_number(read_file(record));
  ASSERT_EQ(timed.size(), 5u);
  for (const auto& [number, line] : timed) {
    if (number >= 0) {
      EXPECT_TRUE(contains(line, " time a ")) << line;
    }
  }
  const auto drop_times_of_games_before = [&](int games) {
    std::ofstream out(record);
    for (const auto& [number, line] : timed) out << (number < games ? without_times(line) : line) << '\n';
  };

  drop_times_of_games_before(2);  // games 0 and 1 lose their times
  const ProgramRun part = reversi(kMatch + " --games 4 --record '" + record + "'");
  ASSERT_EQ(part.exit_code, 0) << part.err;
  EXPECT_TRUE(contains(part.out, "\nSeconds a move (over 2 of the 4 games): level-2 ")) << part.out;
  const ProgramRun japanese =
      reversi("match level-2 level-1 --seed 5 --lang ja --games 4 --record '" + record + "'");
  EXPECT_TRUE(contains(japanese.out, "\n1 手の秒数 (4 局のうち 2 局): level-2 ")) << japanese.out;

  drop_times_of_games_before(4);
  const ProgramRun none = reversi(kMatch + " --games 4 --record '" + record + "'");
  ASSERT_EQ(none.exit_code, 0) << none.err;
  EXPECT_TRUE(contains(none.out, "Score: ")) << none.out;
  EXPECT_FALSE(contains(none.out, "Seconds a move")) << none.out;
}

// Each move of a hint comes with the line the search expects after it, the move first;
// a solved position marks its moves exact.
TEST(Cli, HintGivesEachMoveItsLine) {
  // 50 moves of a game: 10 empty squares, solved at once with --exact 10.
  const std::string late =
      "f5f4f3f6e6d6e7g5f7g3g4e8h5h3h4f8g6h6d8c8g7e2d7e3e1d3c2c3f2h8d2c4g2h7b5h2c5h1b4f1g8b3a2b6b2c6g1a5";
  for (const std::string& position : {std::string("f5d6c3d3c4 --depth 4 --exact 0"), late + " --exact 10"}) {
    const ProgramRun run = reversi("hint " + position + " --lang en");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::istringstream out(run.out);
    int moves = 0;
    for (std::string row; std::getline(out, row);) {
      std::istringstream words(row);
      std::string move;
      std::string score;
      std::string first;
      if (!(words >> move >> score) || move.size() != 2 || move[0] < 'a' || move[0] > 'h') continue;
      ++moves;
      ASSERT_TRUE(words >> first) << row;
      EXPECT_EQ(first, move) << row;
      EXPECT_EQ(contains(row, "(exact)"), position != "f5d6c3d3c4 --depth 4 --exact 0") << row;
    }
    EXPECT_GE(moves, 3) << run.out;
  }
}

TEST(Cli, HintAndAnalyzeReadEvaluationWeightsFromAFile) {
  const ScratchDirectory scratch("reversi-weights-test");
  const std::filesystem::path& dir = scratch.path();
  // An evaluation that counts discs and nothing else scores the opening differently.
  reversi::engine::Weights discs_only{};
  discs_only.opening[static_cast<std::size_t>(reversi::engine::Feature::Discs)] = 100;
  discs_only.ending[static_cast<std::size_t>(reversi::engine::Feature::Discs)] = 100;
  std::ofstream(dir / "discs.txt") << reversi::engine::weights_text(discs_only);
  std::ofstream(dir / "bad.txt") << "mobility 1\n";

  // Without --weights the hints judge by the patterns; with it, by the features so weighted.
  const std::string hint = "hint --moves f5d6 --depth 1 --exact 0 --lang en";
  const ProgramRun by_patterns = reversi(hint);
  const ProgramRun by_default_features = reversi(hint + " --weights '" + weights_file_of_defaults(dir) + "'");
  const ProgramRun by_discs = reversi(hint + " --weights '" + (dir / "discs.txt").string() + "'");
  ASSERT_EQ(by_patterns.exit_code, 0) << by_patterns.err;
  ASSERT_EQ(by_default_features.exit_code, 0) << by_default_features.err;
  ASSERT_EQ(by_discs.exit_code, 0) << by_discs.err;
  EXPECT_NE(by_default_features.out, by_discs.out);
  EXPECT_NE(by_patterns.out, by_default_features.out);

  const ProgramRun bad = reversi("analyze f5d6 --weights '" + (dir / "bad.txt").string() + "'");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "bad.txt: line 1: expected 'mobility <opening weight> <ending weight>'"))
      << bad.err;
  const ProgramRun missing = reversi("hint --weights /no/such/file");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(contains(missing.err, "--weights: /no/such/file: cannot read: No such file or directory"))
      << missing.err;
}

// --tables has the hints judge by other whole-game tables: the compiled-in ones from a file
// give the same hints, tables that favour the side to move give others.
TEST(Cli, HintJudgesByTablesFromAFile) {
  const ScratchDirectory scratch("reversi-tables-test");
  const std::string compiled_in = std::string(REVERSI_TABLES_DIR) + "/patterns.bin";
  const reversi::Result<reversi::engine::PatternTables> read =
      reversi::engine::read_pattern_tables_file(compiled_in);
  ASSERT_TRUE(read) << read.error();
  reversi::engine::PatternTables tables = read.value();
  const std::size_t per_phase = reversi::engine::pattern_entries_per_phase();
  // The constant is each phase's last entry: a disc more for the side to move everywhere.
  for (int phase = 0; phase < tables.phases; ++phase) tables.entries[(phase + 1) * per_phase - 1] += 100;
  const std::filesystem::path shifted = scratch.path() / "shifted.bin";
  std::ofstream(shifted, std::ios::binary) << reversi::engine::pattern_tables_bytes(tables);

  const std::string hint = "hint --moves f5d6 --depth 2 --exact 0 --lang en";
  const ProgramRun compiled = reversi(hint);
  const ProgramRun from_file = reversi(hint + " --tables '" + compiled_in + "'");
  const ProgramRun by_shifted = reversi(hint + " --tables '" + shifted.string() + "'");
  ASSERT_EQ(from_file.exit_code, 0) << from_file.err;
  ASSERT_EQ(by_shifted.exit_code, 0) << by_shifted.err;
  EXPECT_EQ(compiled.out, from_file.out);
  EXPECT_NE(compiled.out, by_shifted.out);

  const std::string not_tables = std::string(REVERSI_TEST_DATA_DIR) + "/training/two_games.txt";
  const ProgramRun bad = reversi("hint --tables '" + not_tables + "'");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_TRUE(contains(bad.err, "--tables: " + not_tables + ": not pattern tables")) << bad.err;
  const ProgramRun both = reversi("hint --tables '" + compiled_in + "' --weights '" + compiled_in + "'");
  EXPECT_NE(both.exit_code, 0);
  EXPECT_TRUE(contains(both.err, "excludes")) << both.err;
}

// --allow-origin takes an origin as browsers send it; a host alone or a URL with a path
// would never match one, so it is refused before the server starts.
TEST(Cli, ServeRefusesAnAllowedOriginThatIsNoOrigin) {
  for (const std::string origin : {"reversi.example.org", "https://reversi.example.org/"}) {
    const ProgramRun run = reversi("serve --port 0 --allow-origin " + origin);
    EXPECT_NE(run.exit_code, 0) << origin;
    EXPECT_TRUE(contains(run.err, "'" + origin + "' is not an origin like https://example.org:8443"))
        << run.err;
  }
}

// --instance names the other servers on one database; without the database there is
// nothing to share, and a name that is no origin could never be connected to.
TEST(Cli, ServeRefusesInstancesWithoutADatabaseOrThatAreNoOrigins) {
  const ProgramRun alone = reversi("serve --port 0 --instance https://a.reversi.example.org");
  EXPECT_EQ(alone.exit_code, 2);
  EXPECT_TRUE(contains(alone.err,
                       "--instance: servers share their games only through one PostgreSQL "
                       "database: give --database too"))
      << alone.err;
  const ProgramRun no_origin = reversi("serve --port 0 --instance a.reversi.example.org");
  EXPECT_NE(no_origin.exit_code, 0);
  EXPECT_TRUE(
      contains(no_origin.err, "'a.reversi.example.org' is not an origin like https://example.org:8443"))
      << no_origin.err;
}

// A trusted proxy that is no address or network is refused before the server starts,
// naming what was given.
TEST(Cli, ServeRefusesATrustedProxyThatIsNoAddress) {
  const ProgramRun name = reversi("serve --port 0 --trusted-proxy proxy.local");
  EXPECT_NE(name.exit_code, 0);
  EXPECT_TRUE(contains(name.err, "--trusted-proxy")) << name.err;
  EXPECT_TRUE(contains(name.err, "'proxy.local' is not an IP address or a network like 10.0.0.0/8"))
      << name.err;
  const ProgramRun prefix = reversi("serve --port 0 --trusted-proxy 127.0.0.1 --trusted-proxy fd00::/129");
  EXPECT_NE(prefix.exit_code, 0);
  EXPECT_TRUE(contains(prefix.err, "'fd00::/129': the prefix length is not a number from 0 to 128"))
      << prefix.err;
}

// Bad numbers for the operator's options are refused, naming the option, before the
// server starts.
TEST(Cli, ServeRefusesOperatorNumbersOutOfRange) {
  for (const std::string option :
       {"--keep-days -1", "--keep-days 1x", "--max-games-per-minute -5", "--max-connections-per-address -1",
        "--max-connections-per-address many", "--max-engine-queue 0", "--max-engine-queue -3",
        "--max-engine-queue-per-client -1"}) {
    const ProgramRun run = reversi("serve --port 0 " + option);
    EXPECT_NE(run.exit_code, 0) << option;
    EXPECT_TRUE(contains(run.err, option.substr(0, option.find(' ')))) << run.err;
  }
}

// The engine queue's limits are the operator's to set; unset, they are 64 searches in
// all and 8 per client address.
TEST(Cli, ServeHelpGivesTheEngineQueueLimitsAndTheirDefaults) {
  const ProgramRun run = reversi("serve --help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(contains(run.out, "--max-engine-queue UINT:INT in [1 - 1000000]=64")) << run.out;
  EXPECT_TRUE(contains(run.out, "--max-engine-queue-per-client UINT:INT in [0 - 1000000]=8")) << run.out;
}

TEST(Cli, SolvingAFileWithoutPositionsIsAnErrorNamingIt) {
  const ScratchDirectory scratch("reversi-empty");
  const std::filesystem::path file = scratch.path() / "empty.obf";
  std::ofstream(file) << "% only a comment\n\n";
  const ProgramRun run = reversi("solve '" + file.string() + "'");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, file.string() + ": no positions to solve")) << run.err;
}

// A position solved at once, an .obf line: black takes b1 from a1 and then has every disc.
const std::string kOneEmptyObfLine = "-OXXXXXX" + std::string(56, 'X') + " X; A1:+64;\n";

// The numbers `solve` gives the positions of a file named `name` (made in `dir`, holding
// that position twice), run with `args`: the first column of its table.
std::vector<std::string> solved_numbers(const std::filesystem::path& dir, const std::string& name,
                                        const std::string& args = "") {
  std::ofstream(dir / name) << kOneEmptyObfLine << kOneEmptyObfLine;
  const ProgramRun run = reversi("solve --hash 1 '" + (dir / name).string() + "' " + args);
  EXPECT_EQ(run.exit_code, 0) << name << ": " << run.err;
  std::vector<std::string> numbers;
  std::istringstream lines(run.out);
  std::string line;
  std::getline(lines, line);  // the table's heading
  while (std::getline(lines, line) && !line.starts_with("total:")) {
    std::istringstream words(line);
    std::string number;
    words >> number;
    numbers.push_back(number);
    EXPECT_TRUE(line.ends_with(" ok")) << line;
  }
  return numbers;
}

// The positions are numbered from --first, else from the first number of an FFO-style file
// name ("fforum-40-59.obf": a number, a dash and a number), else from 1. Only the file's
// own name counts, not its directory's.
TEST(Cli, SolveNumbersThePositionsAsTheFileNameOrFirstSays) {
  const ScratchDirectory scratch("reversi-solve-3-4");
  const std::filesystem::path& dir = scratch.path();
  using Numbers = std::vector<std::string>;
  EXPECT_EQ(solved_numbers(dir, "fforum-40-59.obf"), (Numbers{"40", "41"}));
  EXPECT_EQ(solved_numbers(dir, "fforum-40-59.obf", "--first 7"), (Numbers{"7", "8"}));
  EXPECT_EQ(solved_numbers(dir, "endgame.obf"), (Numbers{"1", "2"}));
  EXPECT_EQ(solved_numbers(dir, "v2-fforum-40-59.obf"), (Numbers{"40", "41"}));  // "2-f" is no range
  EXPECT_EQ(solved_numbers(dir, "set-007-8.obf"), (Numbers{"7", "8"}));
  EXPECT_EQ(solved_numbers(dir, "12-.obf"), (Numbers{"1", "2"}));
}

// A match record that cannot be read is named, with the reason: here a directory.
TEST(Cli, MatchRefusesARecordItCannotRead) {
  const std::string directory = std::filesystem::temp_directory_path().string();
  const ProgramRun record = reversi(kMatch + " --games 2 --record '" + directory + "'");
  EXPECT_EQ(record.exit_code, 2);
  EXPECT_EQ(record.err, "reversi: --record: " + directory + ": cannot read: a directory, not a file\n");
}

// A record that cannot be written (its folder does not exist) is refused before any game.
TEST(Cli, MatchRefusesARecordItCannotWrite) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("no-such-folder/record.txt");
  const ProgramRun refused = reversi(kMatch + " --games 2 --record '" + record + "'");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.err, "reversi: --record: cannot write " + record + ": No such file or directory\n");
  EXPECT_FALSE(std::filesystem::exists(record));
}

// Two runs on one record would play the same games and both write them: while one holds
// the record (here this test, by the same lock a run takes), another is refused and the
// record left as it is; once it is let go, the run goes on from it.
TEST(Cli, MatchRefusesARecordAnotherRunIsWriting) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string record = dir.file("record.txt");
  ASSERT_EQ(reversi(kMatch + " --games 2 --record '" + record + "'").exit_code, 0);
  const std::string before = read_file(record);
  const int held = ::open(record.c_str(), O_RDWR | O_CLOEXEC);
  ASSERT_GE(held, 0);
  ASSERT_EQ(::flock(held, LOCK_EX | LOCK_NB), 0);
  const ProgramRun refused = reversi(kMatch + " --games 4 --record '" + record + "'");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.err, "reversi: --record: " + record + ": another run of reversi match is writing it\n");
  EXPECT_EQ(read_file(record), before);
  ::close(held);
  const ProgramRun resumed = reversi(kMatch + " --games 4 --record '" + record + "'");
  EXPECT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_EQ(record_by_number(read_file(record)).size(), 5u);  // the header and 4 games
}

// The move that A, black in game 0, plays first after the opening (line 1, 8 plies): the
// 9th of the game's transcript in the record.
reversi::Square first_move_of_a(const std::string& record) {
  const std::string line = record_lines_by_number(read_file(record)).at(0);
  const std::size_t transcript = line.find(" f5d6c3f4f6f3g3h3");
  EXPECT_NE(line.find(" a-black "), std::string::npos) << line;
  EXPECT_NE(transcript, std::string::npos) << line;
  return reversi::parse_square(line.substr(transcript + 17, 2)).value();
}

// To measure what a book adds, a side plays from the book it is given (an empty one: no
// book): here a one-position book that names a move level-5 would not play on its own.
TEST(Cli, MatchPlaysASideFromTheBookItIsGiven) {
  const ScratchDirectory dir("reversi-match-test");
  const std::string own = dir.file("own.txt");
  ASSERT_EQ(reversi("match level-5 level-5 --games 1 --record '" + own + "'").exit_code, 0);
  const reversi::Square own_move = first_move_of_a(own);
  const reversi::Board board = reversi::Game::from_transcript("f5d6c3f4f6f3g3h3").value().position().board;
  ASSERT_TRUE(board.is_legal(own_move));
  reversi::Square book_move = reversi::Square::Pass;
  for (reversi::Square move : reversi::squares_of(board.moves()))
    if (move != own_move) book_move = move;
  ASSERT_NE(book_move, reversi::Square::Pass);
  std::ofstream(dir.file("book.txt"))
      << reversi::position_text(reversi::Position{board, reversi::Color::Black}) << " 3 12 "
      << reversi::square_name(book_move) << ":3\n";
  const std::string book = dir.file("the book.bin");  // a space in the name the record keeps
  ASSERT_EQ(reversi("book import --book '" + book + "' '" + dir.file("book.txt") + "'").exit_code, 0);

  const std::string booked = dir.file("booked.txt");
  const std::string match =
      "match level-5 level-5 --lang en --book-a '" + book + "' --record '" + booked + "'";
  const ProgramRun run = reversi(match + " --games 1");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(first_move_of_a(booked), book_move);
  EXPECT_TRUE(contains(run.out, "level-5[book " + book + "] vs level-5: 1 game")) << run.out;
  // The record that names the book goes on.
  const ProgramRun more = reversi(match + " --games 2");
  ASSERT_EQ(more.exit_code, 0) << more.err;
  EXPECT_TRUE(contains(more.err, "booked.txt: 1/2 games recorded already")) << more.err;

  const ProgramRun bookless = reversi("match level-4 level-5 --games 1 --book-a '" + book + "'");
  EXPECT_EQ(bookless.exit_code, 2);
  EXPECT_TRUE(contains(bookless.err, "match: level-4 does not play from the opening book")) << bookless.err;
  const ProgramRun not_a_book = reversi("match level-5 level-5 --games 1 --book-b '" + own + "'");
  EXPECT_EQ(not_a_book.exit_code, 2);
  EXPECT_TRUE(contains(not_a_book.err, "not a book file")) << not_a_book.err;
}

// Numbers too large to count from are an error that says what to do, not a crash; where
// --first gives the number, the name is not read at all; and the count goes on past the
// largest int.
TEST(Cli, SolveRefusesAFirstNumberTooLargeAndCountsPastTheLargestInt) {
  const ScratchDirectory scratch("reversi-solve");
  const std::filesystem::path& dir = scratch.path();
  const std::filesystem::path huge = dir / "fforum-99999999999-1.obf";
  std::ofstream(huge) << kOneEmptyObfLine;
  const ProgramRun refused = reversi("solve --hash 1 '" + huge.string() + "'");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(refused.err,
            "reversi: " + huge.string() +
                ": 99999999999 is too large a number for the first position; give it with --first\n");
  using Numbers = std::vector<std::string>;
  EXPECT_EQ(solved_numbers(dir, "fforum-99999999999-1.obf", "--first 3"), (Numbers{"3", "4"}));
  EXPECT_EQ(solved_numbers(dir, "fforum-2147483647-2147483648.obf"), (Numbers{"2147483647", "2147483648"}));
}

// Bytes that are not printable text reach the terminal escaped, never as they are.
bool has_raw_bytes(const std::string& text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\n') || byte >= 0x7f;
  });
}

TEST(Cli, BinaryInputIsShownEscaped) {
  const ScratchDirectory scratch("reversi-binary");
  const std::filesystem::path file = scratch.path() / "binary";
  std::ofstream(file) << "\x7f"
                         "ELF\x02\x01\xff 1 2\n";
  const ProgramRun weights = reversi("hint --weights '" + file.string() + "'");
  EXPECT_EQ(weights.exit_code, 2);
  EXPECT_TRUE(contains(weights.err,
                       "line 1: unknown feature '\\x7f"
                       "ELF\\x02\\x01\\xff'"))
      << weights.err;
  EXPECT_FALSE(has_raw_bytes(weights.err)) << weights.err;

  const ProgramRun play = reversi("play --lang en --black human --white human", "\xff\xfez9\nquit\n");
  EXPECT_EQ(play.exit_code, 0) << play.err;
  EXPECT_TRUE(contains(play.out, "'\\xff\\xfez9' is not a square or a command.")) << play.out;
  // The board is drawn in UTF-8; only the lines that show the input are checked.
  std::istringstream lines(play.out);
  for (std::string line; std::getline(lines, line);) {
    if (contains(line, "z9")) {
      EXPECT_FALSE(has_raw_bytes(line)) << line;
    }
  }
}

TEST(Cli, EverySubcommandHasHelp) {
  for (const char* command :
       {"--help", "perft --help", "position --help", "play --help", "match --help", "nboard --help"}) {
    const ProgramRun run = reversi(command);
    EXPECT_EQ(run.exit_code, 0) << command;
    EXPECT_TRUE(contains(run.out, "Usage") || contains(run.out, "usage")) << command << ": " << run.out;
  }
  EXPECT_NE(reversi("").exit_code, 0);  // a subcommand is required
}

// The node-count signature of `reversi bench` (its second-last line).
std::string bench_signature(const std::string& args) {
  const ProgramRun run = reversi("bench " + args);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const std::size_t start = run.out.find("signature: ");
  return start == std::string::npos ? "" : run.out.substr(start, run.out.find('\n', start) - start);
}

TEST(Cli, BenchSearchesByTheJudgementAskedAndWithinItsTime) {
  const std::string patterns = bench_signature("--depth 4 --exact 10");
  EXPECT_FALSE(patterns.empty());
  EXPECT_EQ(bench_signature("--depth 4 --exact 10 --judgement patterns"), patterns);  // the default
  EXPECT_NE(bench_signature("--depth 4 --exact 10 --judgement features"), patterns);
  EXPECT_NE(bench_signature("--depth 4 --exact 10 --judgement classic"), patterns);

  // Depth 60 would take far longer than a tenth of a second a position: the time stops it.
  const ProgramRun timed = reversi("bench --depth 60 --exact 10 --time 0.1");
  ASSERT_EQ(timed.exit_code, 0) << timed.err;
  EXPECT_TRUE(contains(timed.out, "signature: ")) << timed.out;

  const ProgramRun unknown = reversi("bench --judgement nope");
  EXPECT_NE(unknown.exit_code, 0);
  EXPECT_TRUE(contains(unknown.err, "nope not in {patterns,features,classic}")) << unknown.err;
}

// What NBoard sends when it starts an engine and asks it for a move, on standard input.
TEST(Cli, NboardSpeaksTheProtocolOnStandardInputAndOutput) {
  const ProgramRun run = reversi("nboard --threads 1",
                                 "nboard 2\nset depth 2\nset game (;GM[Othello]TY[8]BO[8 "
                                 "---------------------------O*------*O--------------------------- "
                                 "*]B[F5];)\nping 1\ngo\nmove z9\nping 2\n"
                                 "quit\nping 3\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.starts_with("set myname reversi\npong 1\nstatus thinking\nsearch ")) << run.out;
  const std::size_t chosen = run.out.find("\n=== ");
  ASSERT_NE(chosen, std::string::npos) << run.out;
  EXPECT_TRUE(contains(run.out.substr(chosen), "\nstatus\npong 2\n")) << run.out;
  EXPECT_FALSE(contains(run.out, "pong 3")) << "quit ends the session";
  EXPECT_EQ(run.err, "reversi: move: 'z9': not a square (a1 to h8)\n");
}

// The protocol wants `ping` to stop the search running, not to wait for it: a hint of
// depth 18 after f5f4e3f6d3, off the book, which takes most of a minute, is cut short when
// the ping comes.
TEST(Cli, NboardStopsTheSearchWhenThePingComes) {
  const ProgramRun run = reversi("nboard --threads 1",
                                 "nboard 2\nset depth 18\nset game (;GM[Othello]TY[8]BO[8 "
                                 "---------------------------O*------*O--------------------------- "
                                 "*]B[F5]W[F4]B[E3]W[F6]B[D3];)\nhint 1\nping 5\nquit\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.ends_with("\nstatus\npong 5\n")) << run.out;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (testing::Value(line, testing::MatchesRegex("search [^[:space:]]+ [^[:space:]]+ 0 [0-9]+"))) {
      EXPECT_LT(std::stoi(line.substr(line.rfind(' ') + 1)), 18) << run.out;
    }
  }
}

// The games of every file, in order, as the GGF export writes them back: each line's moves.
std::vector<std::vector<reversi::Square>> exported_moves(const std::string& ggf) {
  const reversi::Result<std::vector<reversi::ImportedGame>> games = reversi::parse_ggf_games(ggf);
  EXPECT_TRUE(games) << games.error() << "\n" << ggf;
  std::vector<std::vector<reversi::Square>> moves;
  if (games) {
    for (const reversi::ImportedGame& game : games.value()) moves.push_back(game.record.moves);
  }
  return moves;
}

std::vector<reversi::Square> moves_of(const char* transcript) {
  return reversi::parse_transcript(transcript).value();
}

TEST(Cli, GamesImportThenExportGivesBackEveryGame) {
  using namespace reversi::testing;
  const ScratchDirectory scratch("reversi-games-test");
  const std::filesystem::path& dir = scratch.path();
  // Black has no move on a1 = white, b1 = black: it passes and white takes b1 from c1.
  std::ofstream(dir / "club.ggf") << "(;GM[Othello]PC[Club]PB[Alice]PW[Bob]RE[?]TY[8]BO[8 "
                                     "O*-------------------------------------------------"
                                     "------------- *]B[PA]W[C1];)\n";
  std::ofstream(dir / "lines.txt") << "# two games\n" << kGameWithAPass << "\nf5 d6 c3\n";
  std::ofstream(dir / "base.wtb", std::ios::binary) << wthor_header(1) + wthor_record(kWipeOut, 64);
  const std::string data = " --data '" + (dir / "data").string() + "'";

  const ProgramRun import =
      reversi("games import --lang en '" + (dir / "club.ggf").string() + "' '" +
              (dir / "lines.txt").string() + "' '" + (dir / "base.wtb").string() + "'" + data);
  ASSERT_EQ(import.exit_code, 0) << import.err;
  EXPECT_TRUE(contains(import.out, "Imported 4 games from 3 files into ")) << import.out;

  const ProgramRun ggf = reversi("games export" + data);
  ASSERT_EQ(ggf.exit_code, 0) << ggf.err;
  EXPECT_EQ(exported_moves(ggf.out),
            (std::vector<std::vector<reversi::Square>>{{reversi::Square::Pass, reversi::Square::C1},
                                                       moves_of(kGameWithAPass),
                                                       moves_of("f5d6c3"),
                                                       moves_of(kWipeOut)}));
  EXPECT_TRUE(contains(ggf.out, "PC[Club]DT[]PB[Alice]PW[Bob]RE[-64.000]")) << ggf.out;
  EXPECT_TRUE(contains(ggf.out, "PB[WTHOR player 123]PW[WTHOR player 456]RE[+64.000]")) << ggf.out;

  // A transcript cannot start from a set-up position: that game is left out, and said so.
  const ProgramRun lines = reversi("games export --lang en --format transcript --output '" +
                                   (dir / "out.txt").string() + "'" + data);
  ASSERT_EQ(lines.exit_code, 0) << lines.err;
  EXPECT_EQ(read_file(dir / "out.txt"), std::string(kGameWithAPass) + "\nf5d6c3\n" + kWipeOut + "\n");
  EXPECT_TRUE(contains(lines.err, "1 games left out")) << lines.err;
  EXPECT_TRUE(contains(lines.err, "Wrote 3 games to ")) << lines.err;
}

// A .wtb with WTHOR.JOU and WTHOR.TRN beside it (tests/data/games/wthor_names) names its
// players and tournament from them; a damaged name file stops the import and says which.
TEST(Cli, GamesImportNamesWthorPlayersFromTheFilesBesideTheDatabase) {
  const ScratchDirectory scratch("reversi-games-wthor-names-test");
  const std::filesystem::path& dir = scratch.path();
  const std::filesystem::path names = std::filesystem::path(REVERSI_TEST_DATA_DIR) / "games" / "wthor_names";
  const std::string data = " --data '" + (dir / "data").string() + "'";
  const ProgramRun import = reversi("games import '" + (names / "WTH_1977.wtb").string() + "'" + data);
  ASSERT_EQ(import.exit_code, 0) << import.err;
  const ProgramRun ggf = reversi("games export" + data);
  ASSERT_EQ(ggf.exit_code, 0) << ggf.err;
  EXPECT_TRUE(contains(ggf.out, "PC[Championnat d'été 1977]DT[1977]PB[Dupré Anne]PW[Müller Jan]")) << ggf.out;

  std::filesystem::copy_file(names / "WTH_1977.wtb", dir / "WTH_1977.wtb");
  std::ofstream(dir / "WTHOR.JOU", std::ios::binary) << read_file(names / "WTHOR.JOU").substr(0, 30);
  const ProgramRun damaged =
      reversi("games import --lang en '" + (dir / "WTH_1977.wtb").string() + "'" + data);
  EXPECT_EQ(damaged.exit_code, 2);
  EXPECT_TRUE(
      contains(damaged.err, "WTHOR.JOU: header: it counts 4 names of 20 bytes, but only 14 bytes follow"))
      << damaged.err;
}

TEST(Cli, GamesImportOfABadFileImportsNothingAndSaysWhereItIsWrong) {
  using namespace reversi::testing;
  const ScratchDirectory scratch("reversi-games-bad-test");
  const std::filesystem::path& dir = scratch.path();
  std::ofstream(dir / "good.txt") << "f5d6\n";
  std::ofstream(dir / "bad.txt") << "d3c3\nf5d6c3c3\n";
  std::ofstream(dir / "cut.wtb", std::ios::binary)
      << (wthor_header(1) + wthor_record(kWipeOut, 64)).substr(0, 50);
  const std::string data = " --data '" + (dir / "data").string() + "'";
  ASSERT_EQ(reversi("games import '" + (dir / "good.txt").string() + "'" + data).exit_code, 0);

  const ProgramRun bad = reversi("games import --lang en '" + (dir / "good.txt").string() + "' '" +
                                 (dir / "bad.txt").string() + "'" + data);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "bad.txt: line 2: move 4 'c3': not legal here")) << bad.err;
  EXPECT_TRUE(contains(bad.err, "(nothing imported)")) << bad.err;
  const ProgramRun cut = reversi("games import --lang ja '" + (dir / "cut.wtb").string() + "'" + data);
  EXPECT_EQ(cut.exit_code, 2);
  EXPECT_TRUE(
      contains(cut.err, "cut.wtb: game 1: cut short after 34 of its 68 bytes (何も取り込んでいません)"))
      << cut.err;
  const ProgramRun missing = reversi("games import /no/such/file.ggf" + data);
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(contains(missing.err, "/no/such/file.ggf: cannot read")) << missing.err;

  // Only the first import's game is there.
  const ProgramRun exported = reversi("games export --format transcript" + data);
  EXPECT_EQ(exported.out, "f5d6\n");
  EXPECT_EQ(reversi("games export --data '" + (dir / "none").string() + "'").exit_code, 2);
}

// A file with a bad game among good ones is refused whole by default, naming the file, the
// game and why; with --skip-bad its good games go in and each bad one is named on standard
// error. The same files again store nothing and say their games were there already. On
// SQLite, and on PostgreSQL in the PostgreSQL run.
TEST(GamesImport, SkipsBadGamesWhenAskedAndNeverStoresAGameTwice) {
  const ScratchDirectory scratch("reversi-games-skip-bad-test");
  const std::filesystem::path& dir = scratch.path();
  const reversi::server::TestDatabase database(dir / "data");
  const std::string& uri = database.location().postgresql;
  const std::string store =
      uri.empty() ? " --data '" + (dir / "data").string() + "'" : " --database '" + uri + "'";
  const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
  std::ofstream(dir / "mixed.ggf") << "(;GM[Othello]PB[Alice]PW[Bob]DT[2026-12-01]TY[8]" << board
                                   << "B[F5];)\n"
                                   << "(;GM[Othello]PB[Alice]PW[Bob]DT[2026-12-01]TY[8]" << board
                                   << "B[F5]W[C4];)\n"
                                   << "(;GM[Othello]PB[Alice]PW[Bob]DT[2026-12-01]TY[8]" << board
                                   << "B[D3];)\n";
  std::ofstream(dir / "lines.txt") << "f5d6\nf5f5\n";
  const std::string files = " '" + (dir / "mixed.ggf").string() + "' '" + (dir / "lines.txt").string() + "'";

  const ProgramRun refused = reversi("games import --lang en" + files + store);
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_TRUE(contains(refused.err,
                       "mixed.ggf: game 2 (line 2): move 2 W[C4]: not legal here (legal: f4 d6 f6) "
                       "(nothing imported)"))
      << refused.err;

  const ProgramRun skipped = reversi("games import --lang en --skip-bad" + files + store);
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_TRUE(
      contains(skipped.err, "skipped: " + (dir / "mixed.ggf").string() +
                                ": game 2 (line 2): move 2 W[C4]: not legal here (legal: f4 d6 f6)\n"))
      << skipped.err;
  EXPECT_TRUE(contains(skipped.err, "skipped: " + (dir / "lines.txt").string() +
                                        ": line 2: move 2 'f5': not legal here (legal: f4 d6 f6)\n"))
      << skipped.err;
  EXPECT_TRUE(contains(skipped.out, "Imported 3 games from 2 files into ")) << skipped.out;
  EXPECT_TRUE(contains(skipped.out, "; skipped 2 bad games\n")) << skipped.out;

  const ProgramRun again = reversi("games import --lang ja --skip-bad" + files + store);
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_TRUE(contains(again.out, "2 個のファイルから 0 局を ")) << again.out;
  EXPECT_TRUE(contains(again.out, " (3 局は取り込み済み) (読めない 2 局を飛ばしました)\n")) << again.out;
  const ProgramRun exported = reversi("games export --format transcript" + store);
  EXPECT_EQ(exported.out, "f5\nd3\nf5d6\n");
}

// --database takes PostgreSQL URIs only, and a server it cannot reach is named by where it
// was looked for, not by the URI, which may hold a password.
TEST(Cli, GamesRefuseADatabaseTheyCannotUseWithoutShowingItsPassword) {
  const ProgramRun other = reversi("games export --database mysql://user@host/games");
  EXPECT_NE(other.exit_code, 0);
  EXPECT_TRUE(contains(other.err, "--database: not a PostgreSQL URI")) << other.err;
  const ProgramRun unreachable =
      reversi("games export --database 'postgresql://user:secret@%2Fno%2Fsuch%2Fdir/games'");
  EXPECT_EQ(unreachable.exit_code, 2);
  EXPECT_TRUE(contains(unreachable.err, "--database: PostgreSQL: cannot connect: ")) << unreachable.err;
  EXPECT_TRUE(contains(unreachable.err, "/no/such/dir/.s.PGSQL.5432")) << unreachable.err;
  EXPECT_FALSE(contains(unreachable.err, "secret")) << unreachable.err;
}

// A release must not write into a database whose schema it does not know.
TEST(Cli, ADatabaseOfALaterReleaseIsRefusedWithItsVersion) {
  const ScratchDirectory scratch("reversi-later-schema");
  const std::filesystem::path& dir = scratch.path();
  {
    reversi::server::SqliteDatabase db(reversi::server::database_file(dir));
    db.execute("PRAGMA user_version = " + std::to_string(reversi::server::kSchemaVersion + 1));
  }
  const ProgramRun run = reversi("games export --data '" + dir.string() + "'");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "has schema version " + std::to_string(reversi::server::kSchemaVersion + 1) +
                                    ", and this reversi knows versions 0 to " +
                                    std::to_string(reversi::server::kSchemaVersion)))
      << run.err;
}

TEST(Cli, AnalyzeGoesThroughTheGamesOfAFileOrTheOneChosen) {
  const ScratchDirectory scratch("reversi-analyze-file");
  const std::filesystem::path& dir = scratch.path();
  const std::string file = (dir / "games.txt").string();
  std::ofstream(file) << "f5d6c3\n\nd3c5\n";
  const ProgramRun every = reversi("analyze --lang en --depth 1 --file '" + file + "'");
  ASSERT_EQ(every.exit_code, 0) << every.err;
  EXPECT_TRUE(contains(every.out, "games.txt: line 1 Black (?) - White (?)")) << every.out;
  EXPECT_TRUE(contains(every.out, "games.txt: line 3 Black (?) - White (?)")) << every.out;
  EXPECT_TRUE(contains(every.out, "   3  Black      c3")) << every.out;
  const ProgramRun second = reversi("analyze --lang en --depth 1 --file '" + file + "' --game 2");
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_FALSE(contains(second.out, "line 1")) << second.out;
  EXPECT_TRUE(contains(second.out, "   2  White      c5")) << second.out;
  const ProgramRun beyond = reversi("analyze --file '" + file + "' --game 3");
  EXPECT_EQ(beyond.exit_code, 2);
  EXPECT_TRUE(contains(beyond.err, "--game 3: " + file + " holds 2 games")) << beyond.err;
  const ProgramRun both = reversi("analyze f5 --file '" + file + "'");
  EXPECT_NE(both.exit_code, 0);
  EXPECT_TRUE(contains(both.err, "transcript excludes --file")) << both.err;
  const ProgramRun neither = reversi("analyze --depth 1");
  EXPECT_EQ(neither.exit_code, 2);
  EXPECT_TRUE(contains(neither.err, "give the game: a transcript, or --file FILE")) << neither.err;
}

TEST(Cli, BookImportShowAndExportSpeakTheTextFormat) {
  const ScratchDirectory dir("reversi-book-import");
  std::ofstream(dir.file("book.txt")) << "# after f5\n"
                                         "---------------------------OX------XXX-------------------------- O "
                                         "+0 12 d6:+0 f4:+0 f6:-3\n";
  const ProgramRun imported =
      reversi("--lang en book import '" + dir.file("book.txt") + "' --book '" + dir.file("book.bin") + "'");
  EXPECT_EQ(imported.exit_code, 0) << imported.err;
  EXPECT_TRUE(contains(imported.out, "Imported 1 positions")) << imported.out;
  // The same position turned: d3 is f5 across the h1-a8 diagonal, which takes f6 to c3.
  const ProgramRun shown = reversi("--lang en book show --moves d3 --book '" + dir.file("book.bin") + "'");
  EXPECT_EQ(shown.exit_code, 0) << shown.err;
  EXPECT_TRUE(contains(shown.out, "  c3   -3  depth 12\n")) << shown.out;
  const ProgramRun exported =
      reversi("book export '" + dir.file("out.txt") + "' --book '" + dir.file("book.bin") + "'");
  EXPECT_EQ(exported.exit_code, 0) << exported.err;
  EXPECT_EQ(read_file(dir.file("out.txt")),
            "---------------------------OX------XXX-------------------------- O +0 12 d6:+0 f4:+0 f6:-3\n");
  const ProgramRun absent = reversi("--lang en book show --moves f5d6 --book '" + dir.file("book.bin") + "'");
  EXPECT_TRUE(contains(absent.out, "This position is not in the book (1 positions).")) << absent.out;
}

TEST(Cli, ABadBookFileIsRefusedNamingItsLineAndTheBookIsLeftAsItWas) {
  const ScratchDirectory dir("reversi-book-damaged");
  const std::string book = dir.file("book.bin");
  EXPECT_EQ(reversi("book build --depth 1 --positions 2 --book '" + book + "'").exit_code, 0);
  const std::string before = read_file(book);
  std::ofstream(dir.file("bad.txt")) << "---------------------------OX------XXX-------------------------- O "
                                        "+0 12 d6:+0\n"
                                        "---------------------------OX------XXX-------------------------- O "
                                        "+0 12 d6:+0 a1:+2\n";
  const ProgramRun run = reversi("book import '" + dir.file("bad.txt") + "' --book '" + book + "'");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.err, "reversi: " + dir.file("bad.txt") + ":2: move a1 is not legal in this position\n");
  EXPECT_EQ(read_file(book), before);
  std::ofstream(dir.file("cut.bin")) << before.substr(0, before.size() - 1);
  const ProgramRun cut = reversi("book show --book '" + dir.file("cut.bin") + "'");
  EXPECT_EQ(cut.exit_code, 2);
  EXPECT_TRUE(contains(cut.err, dir.file("cut.bin") + ": entry 2 of 2 (byte ")) << cut.err;
}

// `book learn` keeps a game's opening in a learned book laid over the shipped one (here a
// book of the start and f5, searched 3 deep so that positions learned 2 deep count),
// resumable; `book show` says which book each value came from.
TEST(Cli, BookLearnKeepsAGamesOpeningAndShowSaysWhichBookAValueCameFrom) {
  const ScratchDirectory dir("reversi-book-learn");
  std::ofstream(dir.file("shipped.txt"))
      << "---------------------------OX------XO--------------------------- X +0 3 d3:+0 c4:+0 f5:+0 e6:+0\n"
         "---------------------------OX------XXX-------------------------- O +0 3 d6:+0 f4:+0 f6:-3\n";
  const std::string shipped = " --book '" + dir.file("shipped.bin") + "'";
  ASSERT_EQ(reversi("book import '" + dir.file("shipped.txt") + "'" + shipped).exit_code, 0);
  std::ofstream(dir.file("games.txt")) << "f5d6c3d3c4f4\n";
  const std::string learned = dir.file("learned.bin");
  const std::string learn = "--lang en book learn '" + dir.file("games.txt") + "' --learned-book '" +
                            learned + "' --depth 2 --plies 3";
  const ProgramRun run = reversi(learn + shipped);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "games.txt: 1 games, 2 positions learned")) << run.out;
  EXPECT_TRUE(contains(run.out, "has 2 positions")) << run.out;
  const ProgramRun again = reversi(learn + shipped);
  EXPECT_TRUE(contains(again.out, "games.txt: 1 games, 0 positions learned")) << again.out;

  const ProgramRun f5 = reversi("--lang en book show f5 --learned-book '" + learned + "'" + shipped);
  ASSERT_EQ(f5.exit_code, 0) << f5.err;
  EXPECT_TRUE(contains(f5.out, "This position is in the shipped book.")) << f5.out;
  EXPECT_THAT(f5.out, ::testing::ContainsRegex("  d6   [+-][0-9]  depth  2  \\*  \\(learned\\)\n"));
  EXPECT_THAT(f5.out, ::testing::HasSubstr("  f6   -3  depth  3  (shipped)\n"));
  const ProgramRun after =
      reversi("--lang en book show --moves f5d6 --learned-book '" + learned + "'" + shipped);
  EXPECT_TRUE(contains(after.out, "This position is in the learned book.")) << after.out;
  // Without it, the book is the shipped one alone.
  const ProgramRun alone = reversi("--lang en book show --moves f5d6" + shipped);
  EXPECT_TRUE(contains(alone.out, "This position is not in the book (2 positions).")) << alone.out;

  std::ofstream(dir.file("bad.bin")) << "not a book";
  const ProgramRun bad = reversi("book show --learned-book '" + dir.file("bad.bin") + "'");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "reversi: --learned-book: " + dir.file("bad.bin") + ": ")) << bad.err;
  const ProgramRun missing =
      reversi("book learn --learned-book '" + learned + "' '" + dir.file("none.txt") + "'");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(contains(missing.err, dir.file("none.txt") + ": cannot read")) << missing.err;
}

// `gtp --learned-book` plays from the learned book laid over the shipped one: here one
// that has learned c7 after f5 d6, a move the shipped book leaves as a leaf 12 discs down.
TEST(Cli, GtpPlaysFromItsLearnedBook) {
  const ScratchDirectory dir("reversi-gtp-learned");
  std::ofstream(dir.file("learned.txt"))
      << "---------------------------OX------OXX-----O-------------------- X +9 16 c7:+9\n";
  const std::string learned = dir.file("learned.bin");
  ASSERT_EQ(reversi("book import '" + dir.file("learned.txt") + "' --book '" + learned + "'").exit_code, 0);
  const std::string moves = "play b f5\nplay w d6\ngenmove b\nquit\n";
  const ProgramRun run = reversi("gtp --learned-book '" + learned + "'", moves);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "= C7\n")) << run.out;
  const ProgramRun shipped = reversi("gtp", moves);
  EXPECT_FALSE(contains(shipped.out, "= C7\n")) << shipped.out;
}

// NBoard's `learn` keeps the game in the learned book the engine was started with.
TEST(Cli, NboardLearnsTheGameIntoItsLearnedBook) {
  const ScratchDirectory dir("reversi-nboard-learn");
  const std::string learned = dir.file("learned.bin");
  // c4 leaves the compiled-in book: the position after it is new.
  const ProgramRun run =
      reversi("nboard --learned-book '" + learned + "' --learn-depth 2",
              "nboard 2\nset depth 1\nset game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
              "BO[8 ---------------------------O*------*O--------------------------- *]"
              "B[F5]W[F6]B[E6]W[F4]B[G6]W[C5]B[C4];)\nlearn\nquit\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "status learning\nstatus\nlearned\n")) << run.out;
  EXPECT_TRUE(contains(run.err, "learn: positions added 1; " + learned + " has 1")) << run.err;
  const ProgramRun shown = reversi("--lang en book show f5f6e6f4g6c5c4 --learned-book '" + learned + "'");
  EXPECT_TRUE(contains(shown.out, "This position is in the learned book.")) << shown.out;
}

// `serve --book` refuses a book it cannot read, naming the file and the fault, before it
// opens its database or listens.
TEST(Cli, ServeRefusesABookItCannotRead) {
  const ScratchDirectory dir("reversi-serve-book");
  const std::string data = " --port 0 --data '" + dir.file("data") + "'";
  const ProgramRun missing = reversi("serve" + data + " --book '" + dir.file("none.bin") + "'");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_EQ(missing.err, "reversi: " + dir.file("none.bin") + ": cannot read: No such file or directory\n");
  std::ofstream(dir.file("text.bin"))
      << "---------------------------OX------XXX-------------------------- O +0 12 d6:+0\n";
  const ProgramRun text = reversi("serve" + data + " --book '" + dir.file("text.bin") + "'");
  EXPECT_EQ(text.exit_code, 2);
  EXPECT_TRUE(contains(text.err, "reversi: " + dir.file("text.bin") + ": ")) << text.err;
  EXPECT_FALSE(std::filesystem::exists(dir.file("data")));
}

// A batch or a number of threads out of range is refused before the book is touched.
TEST(Cli, BookBuildRefusesABatchOrThreadsOutOfRange) {
  const ScratchDirectory dir("reversi-book-build-options");
  const std::string book = " --book '" + dir.file("book.bin") + "'";
  const ProgramRun batch = reversi("book build --batch 0" + book);
  EXPECT_NE(batch.exit_code, 0);
  EXPECT_TRUE(contains(batch.err, "--batch: Value 0 not in range 1 to 10000")) << batch.err;
  const ProgramRun jobs = reversi("book build --jobs 0" + book);
  EXPECT_NE(jobs.exit_code, 0);
  EXPECT_TRUE(contains(jobs.err, "--jobs: Value 0 not in range 1 to 256")) << jobs.err;
  EXPECT_FALSE(std::filesystem::exists(dir.file("book.bin")));
}

TEST(Cli, BookBuildResumesFromItsFileAsIfItHadNotStopped) {
  const ScratchDirectory dir("reversi-book-build");
  const std::string options = " --depth 2 --width 2 --plies 6 --save-every 2 --book ";
  const ProgramRun first =
      reversi("--lang en book build --positions 3" + options + "'" + dir.file("a.bin") + "'");
  EXPECT_EQ(first.exit_code, 0) << first.err;
  EXPECT_TRUE(contains(first.out, "  added 3/3 (book: 3 positions)")) << first.out;
  EXPECT_TRUE(contains(first.out, " left\n")) << first.out;
  const ProgramRun resumed =
      reversi("--lang en book build --positions 3" + options + "'" + dir.file("a.bin") + "'");
  EXPECT_TRUE(contains(resumed.out, "starting from 3 positions")) << resumed.out;
  EXPECT_TRUE(contains(resumed.out, "has 6 positions")) << resumed.out;
  EXPECT_EQ(reversi("book build --positions 6" + options + "'" + dir.file("b.bin") + "'").exit_code, 0);
  EXPECT_EQ(read_file(dir.file("a.bin")), read_file(dir.file("b.bin")));
  EXPECT_FALSE(std::filesystem::exists(dir.file("a.bin.partial")));
}

}  // namespace
