// Matches between computer opponents: the openings they start from, how the games are
// paired and seeded, the summary, and the Elo difference with its error.
#include "players/match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/symmetry.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables.h"
#include "players/match_record.h"
#include "players/openings.h"
#include "players/registry.h"

namespace reversi {
namespace {

TEST(Openings, EveryOneIsALegalTranscriptOfEightPlies) {
  // Enough for 200 different games between deterministic players.
  ASSERT_GE(match_openings().size(), 100u);
  for (const Opening& opening : match_openings()) {
    const Result<std::vector<Square>> moves = parse_transcript(opening.moves);
    ASSERT_TRUE(moves.ok()) << opening.name << ": " << moves.error();
    // The same length for all, so that no game from one passes through another.
    EXPECT_EQ(moves.value().size(), 8u) << opening.name;
    EXPECT_FALSE(Game::from_transcript(opening.moves).value().is_over()) << opening.name;
  }
}

TEST(Openings, NoTwoReachTheSamePositionEvenTurnedRound) {
  std::vector<Position> reached;
  for (const Opening& opening : match_openings())
    reached.push_back(Game::from_transcript(opening.moves).value().position());
  for (std::size_t i = 0; i < reached.size(); ++i) {
    for (std::size_t j = i + 1; j < reached.size(); ++j) {
      for (Symmetry symmetry : kSymmetries) {
        const Position turned{transform(reached[j].board, symmetry), reached[j].to_move};
        EXPECT_NE(reached[i], turned) << match_openings()[i].name << " and " << match_openings()[j].name;
      }
    }
  }
}

TEST(Match, ColoursAlternateOpeningsRepeatOnceAndCountsAddUp) {
  const int games = static_cast<int>(2 * match_openings().size() + 3);  // goes round the list again
  const Result<MatchResult> match = play_match("openness", "random", games, 11);
  ASSERT_TRUE(match.ok()) << match.error();
  const std::vector<MatchGame>& played = match.value().games;
  ASSERT_EQ(played.size(), static_cast<std::size_t>(games));
  for (std::size_t i = 0; i < played.size(); ++i) {
    EXPECT_EQ(played[i].a_color, i % 2 == 0 ? Color::Black : Color::White) << i;
    EXPECT_EQ(played[i].opening, (i / 2) % match_openings().size()) << i;
    EXPECT_TRUE(played[i].transcript.starts_with(match_openings()[played[i].opening].moves)) << i;
    // The transcript is the whole game: replayed, it ends the game with the same counts.
    const Game replayed = Game::from_transcript(played[i].transcript).value();
    EXPECT_TRUE(replayed.is_over()) << i;
    const GameResult result = replayed.result();
    EXPECT_EQ(played[i].a_discs, played[i].a_color == Color::Black ? result.black : result.white) << i;
    EXPECT_EQ(played[i].b_discs, played[i].a_color == Color::Black ? result.white : result.black) << i;
  }
  // The two games of an opening differ: the colours are swapped.
  EXPECT_NE(played[0].transcript, played[1].transcript);
  const MatchSummary& summary = match.value().summary;
  EXPECT_EQ(summary.games, games);
  EXPECT_EQ(summary.wins + summary.draws + summary.losses, games);
}

TEST(Match, FromTheStartEveryGameBeginsAtTheStandardPositionWithTheColoursAlternating) {
  MatchSettings settings;
  settings.start = MatchStart::kStandardPosition;
  const Result<MatchResult> match = play_match("most-flips", "random", 6, 3, settings);
  ASSERT_TRUE(match.ok()) << match.error();
  const std::vector<MatchGame>& played = match.value().games;
  ASSERT_EQ(played.size(), 6u);
  for (std::size_t i = 0; i < played.size(); ++i) {
    EXPECT_EQ(played[i].opening, 0u) << i;
    EXPECT_EQ(played[i].a_color, i % 2 == 0 ? Color::Black : Color::White) << i;
    // Every move of the game was chosen by a side: none is the opening's.
    const Game replayed = Game::from_transcript(played[i].transcript).value();
    EXPECT_TRUE(replayed.is_over()) << i;
    int chosen = 0;
    for (Square sq : replayed.recorded_moves()) chosen += sq == Square::Pass ? 0 : 1;
    ASSERT_TRUE(played[i].times) << i;
    EXPECT_EQ(played[i].times->a.moves + played[i].times->b.moves, chosen) << i;
  }
  // The seeds, not the openings, make the games differ.
  EXPECT_NE(played[0].transcript, played[2].transcript);
  EXPECT_EQ(match_starts(MatchStart::kStandardPosition)[0].name, "start");
}

TEST(Match, TheSameSeedPlaysTheSameGames) {
  const auto transcripts = [](std::uint64_t seed) {
    const Result<MatchResult> match = play_match("most-flips", "random", 10, seed);
    std::vector<std::string> all;
    for (const MatchGame& game : match.value().games) all.push_back(game.transcript);
    return all;
  };
  EXPECT_EQ(transcripts(5), transcripts(5));
  EXPECT_NE(transcripts(5), transcripts(6));
}

// The moves A and B chose in `game`, counted by replaying its transcript: the plies after
// the opening that are not forced passes, by the side that played them.
std::pair<int, int> moves_chosen(const MatchGame& game) {
  const Game replayed = Game::from_transcript(game.transcript).value();
  const std::size_t opening_plies = parse_transcript(match_openings()[game.opening].moves).value().size();
  std::pair<int, int> moves{0, 0};
  for (std::size_t ply = opening_plies; ply < replayed.recorded_plies(); ++ply) {
    if (replayed.recorded_moves()[ply] == Square::Pass) continue;
    ++(replayed.position_before(ply).to_move == game.a_color ? moves.first : moves.second);
  }
  return moves;
}

TEST(Match, EachSideIsTimedForTheMovesItChoseAndNoOthers) {
  const Result<MatchResult> match = play_match("random", "random", 20, 2);
  ASSERT_TRUE(match.ok()) << match.error();
  ThinkingTime a;
  ThinkingTime b;
  int games_with_a_pass = 0;
  for (const MatchGame& game : match.value().games) {
    ASSERT_TRUE(game.times) << game.transcript;
    const auto [a_moves, b_moves] = moves_chosen(game);
    EXPECT_EQ(game.times->a.moves, a_moves) << game.transcript;
    EXPECT_EQ(game.times->b.moves, b_moves) << game.transcript;
    for (const ThinkingTime& side : {game.times->a, game.times->b}) {
      EXPECT_GE(side.longest_seconds, 0) << game.transcript;
      EXPECT_GE(side.total_seconds, side.longest_seconds) << game.transcript;
    }
    if (std::ranges::count(parse_transcript(game.transcript).value(), Square::Pass) > 0) ++games_with_a_pass;
    a += game.times->a;
    b += game.times->b;
  }
  EXPECT_GT(games_with_a_pass, 0);  // so the passes were seen not to count
  const MatchSummary& summary = match.value().summary;
  EXPECT_EQ(summary.timed_games, 20);
  EXPECT_EQ(summary.times.a.moves, a.moves);
  EXPECT_EQ(summary.times.b.moves, b.moves);
  EXPECT_DOUBLE_EQ(summary.times.a.longest_seconds, a.longest_seconds);
  EXPECT_DOUBLE_EQ(summary.times.b.total_seconds, b.total_seconds);
}

// Everything a game of a match records, as text, so that whole matches compare at once.
std::string describe(const MatchGame& game) {
  return std::to_string(game.opening) + (game.a_color == Color::Black ? " a-black " : " a-white ") +
         std::to_string(game.a_discs) + "-" + std::to_string(game.b_discs) + " " + game.transcript;
}

std::vector<std::string> describe(const std::vector<MatchGame>& games) {
  std::vector<std::string> all;
  for (const MatchGame& game : games) all.push_back(describe(game));
  return all;
}

TEST(Match, TwoJobsPlayTheSameGamesAsOne) {
  std::vector<int> finished;
  MatchSettings two_jobs;
  two_jobs.jobs = 2;
  two_jobs.on_game = [&](int number, const MatchGame&) -> std::optional<Error> {
    finished.push_back(number);
    return std::nullopt;
  };
  const Result<MatchResult> one = play_match("level-2", "level-1", 12, 4);
  const Result<MatchResult> two = play_match("level-2", "level-1", 12, 4, two_jobs);
  ASSERT_TRUE(one.ok()) << one.error();
  ASSERT_TRUE(two.ok()) << two.error();
  EXPECT_EQ(describe(two.value().games), describe(one.value().games));
  EXPECT_EQ(two.value().summary.wins, one.value().summary.wins);
  EXPECT_EQ(two.value().summary.mean_disc_difference, one.value().summary.mean_disc_difference);
  // Every game is reported once, whatever order they finished in.
  std::sort(finished.begin(), finished.end());
  EXPECT_EQ(finished, std::vector<int>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
}

// Tables given to a side are the ones its level judges by: the compiled-in tables given
// play the games of no tables given; tables of zeros (every board even) play others, and
// only on the side given them.
TEST(Match, ASideJudgesByTheTablesItIsGiven) {
  const auto games_with = [](const engine::PatternEvaluator* a, const engine::PatternEvaluator* b) {
    MatchSettings settings;
    settings.tables_a = a;
    settings.tables_b = b;
    const Result<MatchResult> match = play_match("level-5", "level-5", 2, 3, settings);
    EXPECT_TRUE(match.ok()) << match.error();
    return match.ok() ? describe(match.value().games) : std::vector<std::string>();
  };
  const engine::PatternEvaluator zeros(engine::zero_tables(engine::phases_of_width(4)));
  const std::vector<std::string> compiled_in = games_with(nullptr, nullptr);
  EXPECT_EQ(games_with(&engine::PatternEvaluator::whole_game(), nullptr), compiled_in);
  const std::vector<std::string> zeros_for_a = games_with(&zeros, nullptr);
  EXPECT_NE(zeros_for_a, compiled_in);
  const std::vector<std::string> zeros_for_b = games_with(nullptr, &zeros);
  EXPECT_NE(zeros_for_b, compiled_in);
  EXPECT_NE(zeros_for_b, zeros_for_a);
}

TEST(Match, GamesPlayedBeforeAreTakenAsTheyAreAndTheRestPlayed) {
  const Result<MatchResult> whole = play_match("most-flips", "random", 6, 9);
  ASSERT_TRUE(whole.ok()) << whole.error();
  MatchSettings resumed;
  resumed.played = {{0, whole.value().games[0]}, {3, whole.value().games[3]}};
  resumed.played[3].a_discs = 64;  // not what game 3 gives when played: so not played again
  resumed.played[3].b_discs = 0;
  std::vector<int> finished;
  resumed.on_game = [&](int number, const MatchGame&) -> std::optional<Error> {
    finished.push_back(number);
    return std::nullopt;
  };
  const Result<MatchResult> rest = play_match("most-flips", "random", 6, 9, resumed);
  ASSERT_TRUE(rest.ok()) << rest.error();
  EXPECT_EQ(finished, std::vector<int>({1, 2, 4, 5}));
  std::vector<MatchGame> expected = whole.value().games;
  expected[3] = resumed.played[3];
  EXPECT_EQ(describe(rest.value().games), describe(expected));
  EXPECT_EQ(rest.value().summary.mean_disc_difference, summarize(expected).mean_disc_difference);
}

TEST(Match, AnErrorFromOnGameStopsTheMatch) {
  int calls = 0;
  MatchSettings settings;
  settings.on_game = [&](int, const MatchGame&) -> std::optional<Error> {
    ++calls;
    return Error{"the disk is full"};
  };
  const Result<MatchResult> match = play_match("random", "random", 5, 1, settings);
  ASSERT_FALSE(match.ok());
  EXPECT_EQ(match.error(), "the disk is full");
  EXPECT_EQ(calls, 1);
}

TEST(Match, UnknownNamesAndNoGamesAreErrors) {
  const Result<MatchResult> unknown = play_match("openness", "nobody", 2, 1);
  ASSERT_FALSE(unknown.ok());
  // The error lists the opponents there are, and the GTP engines given.
  std::string names;
  for (const OpponentInfo& opponent : opponents()) names += (names.empty() ? "" : ", ") + opponent.name;
  EXPECT_EQ(unknown.error(), "no computer opponent is called 'nobody' (there are " + names + ")");
  MatchSettings with_engines;
  with_engines.gtp_engines = {{"edax", "edax --gtp"}, {"rhino", "gtp-rhino"}};
  const Result<MatchResult> unknown_beside_engines = play_match("openness", "nobody", 2, 1, with_engines);
  ASSERT_FALSE(unknown_beside_engines.ok());
  EXPECT_EQ(unknown_beside_engines.error(),
            "no computer opponent is called 'nobody' (there are " + names + "; GTP engines: edax, rhino)");
  EXPECT_FALSE(play_match("human", "random", 2, 1).ok());
  const Result<MatchResult> none = play_match("openness", "random", 0, 1);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error(), "a match needs at least one game, not 0");
  MatchSettings no_jobs;
  no_jobs.jobs = 0;
  const Result<MatchResult> idle = play_match("openness", "random", 2, 1, no_jobs);
  ASSERT_FALSE(idle.ok());
  EXPECT_EQ(idle.error(), "a match needs at least one job, not 0");
  MatchSettings beyond;
  beyond.played = {{2, MatchGame{}}};
  const Result<MatchResult> outside = play_match("openness", "random", 2, 1, beyond);
  ASSERT_FALSE(outside.ok());
  EXPECT_EQ(outside.error(), "game 2 was played, but the match has only games 0 to 1");
}

TEST(Match, SummaryFromAsSide) {
  const std::vector<MatchGame> games = {
      {0, Color::Black, 40, 24, "", std::nullopt},  // win by 16
      {0, Color::White, 32, 32, "", std::nullopt},  // draw
      {1, Color::Black, 20, 44, "", std::nullopt},  // loss by 24
      {1, Color::White, 33, 31, "", std::nullopt},  // win by 2
  };
  const MatchSummary summary = summarize(games);
  EXPECT_EQ(summary.games, 4);
  EXPECT_EQ(summary.wins, 2);
  EXPECT_EQ(summary.draws, 1);
  EXPECT_EQ(summary.losses, 1);
  EXPECT_DOUBLE_EQ(summary.mean_disc_difference, -1.5);
  EXPECT_DOUBLE_EQ(summary.score, 0.625);
  EXPECT_NEAR(summary.elo.difference, elo_difference(0.625), 1e-9);
}

TEST(Match, SummaryAddsUpTheTimesOfTheGamesThatHaveThem) {
  const GameTimes first{{30, 12.0, 1.5}, {29, 6.0, 0.5}};
  const GameTimes second{{28, 2.0, 0.25}, {28, 14.0, 2.0}};
  const std::vector<MatchGame> games = {
      {0, Color::Black, 40, 24, "", first},
      {0, Color::White, 32, 32, "", std::nullopt},  // from a record written without times
      {1, Color::Black, 20, 44, "", second},
  };
  const MatchSummary summary = summarize(games);
  EXPECT_EQ(summary.games, 3);
  EXPECT_EQ(summary.timed_games, 2);
  EXPECT_EQ(summary.times.a.moves, 58);
  EXPECT_DOUBLE_EQ(summary.times.a.total_seconds, 14.0);
  EXPECT_DOUBLE_EQ(summary.times.a.longest_seconds, 1.5);
  EXPECT_DOUBLE_EQ(summary.times.a.seconds_a_move(), 14.0 / 58);
  EXPECT_EQ(summary.times.b.moves, 57);
  EXPECT_DOUBLE_EQ(summary.times.b.seconds_a_move(), 20.0 / 57);
  EXPECT_DOUBLE_EQ(summary.times.b.longest_seconds, 2.0);

  const MatchSummary untimed = summarize(std::span(games).subspan(1, 1));
  EXPECT_EQ(untimed.timed_games, 0);
  EXPECT_EQ(untimed.times.a.moves, 0);
  EXPECT_EQ(untimed.times.a.seconds_a_move(), 0);
}

// A record's text: its header and the lines of `games`, each game's number its index.
std::string record_text(const std::vector<MatchGame>& games, const std::vector<int>& order) {
  std::string text = match_record_header("most-flips", "random", 9) + "\n";
  for (int number : order) text += match_record_line(number, games[static_cast<std::size_t>(number)]) + "\n";
  return text;
}

std::vector<MatchGame> four_games() { return play_match("most-flips", "random", 4, 9).value().games; }

TEST(MatchRecord, ReadsBackTheGamesItWasWrittenInAnyOrder) {
  const std::vector<MatchGame> games = four_games();
  const std::string text = record_text(games, {2, 0, 3, 1});
  EXPECT_TRUE(text.starts_with(
      "# reversi match most-flips random --seed 9\ngame 2 opening line 2, black +1 a-black "))
      << text;
  const Result<MatchRecord> record = read_match_record(text, "most-flips", "random", 9, 4);
  ASSERT_TRUE(record.ok()) << record.error();
  std::vector<MatchGame> read;
  for (const auto& [number, game] : record.value().games) read.push_back(game);
  EXPECT_EQ(describe(read), describe(games));
  EXPECT_EQ(record.value().whole_lines_size, text.size());
  EXPECT_FALSE(record.value().cut_short_line);

  const Result<MatchRecord> empty = read_match_record("", "most-flips", "random", 9, 4);
  ASSERT_TRUE(empty.ok()) << empty.error();
  EXPECT_TRUE(empty.value().games.empty());
  EXPECT_EQ(empty.value().whole_lines_size, 0u);
}

// `game` with times that write exactly: its own moves, made-up seconds.
MatchGame with_times(MatchGame game, double a_total, double a_longest, double b_total, double b_longest) {
  const auto [a_moves, b_moves] = moves_chosen(game);
  game.times = GameTimes{{a_moves, a_total, a_longest}, {b_moves, b_total, b_longest}};
  return game;
}

TEST(MatchRecord, ALineHoldsEachSidesTimesToTheMillisecondAndReadsThemBack) {
  const MatchGame game = with_times(four_games()[1], 61.2344, 3.9871, 58.1, 4.012);
  const auto [a_moves, b_moves] = moves_chosen(game);
  const std::string line = match_record_line(1, game);
  EXPECT_TRUE(line.ends_with(game.transcript + " time a 61.234/" + std::to_string(a_moves) +
                             "/3.987 b 58.100/" + std::to_string(b_moves) + "/4.012"))
      << line;
  const Result<MatchRecord> record = read_match_record(
      match_record_header("most-flips", "random", 9) + "\n" + line + "\n", "most-flips", "random", 9, 4);
  ASSERT_TRUE(record.ok()) << record.error();
  const MatchGame& read = record.value().games.at(1);
  EXPECT_EQ(describe(read), describe(game));
  ASSERT_TRUE(read.times);
  EXPECT_EQ(read.times->a.moves, a_moves);
  EXPECT_DOUBLE_EQ(read.times->a.total_seconds, 61.234);
  EXPECT_DOUBLE_EQ(read.times->a.longest_seconds, 3.987);
  EXPECT_EQ(read.times->b.moves, b_moves);
  EXPECT_DOUBLE_EQ(read.times->b.total_seconds, 58.1);
  EXPECT_DOUBLE_EQ(read.times->b.longest_seconds, 4.012);
  EXPECT_EQ(match_record_line(1, read), line);
}

// Records written before lines held times, such as those of docs/matches.
TEST(MatchRecord, ALineWithoutTimesStillReads) {
  MatchGame game = four_games()[2];
  game.times.reset();
  const std::string line = match_record_line(2, game);
  EXPECT_TRUE(line.ends_with(" " + game.transcript)) << line;
  const Result<MatchRecord> record = read_match_record(
      match_record_header("most-flips", "random", 9) + "\n" + line + "\n", "most-flips", "random", 9, 4);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(describe(record.value().games.at(2)), describe(game));
  EXPECT_FALSE(record.value().games.at(2).times);
}

TEST(MatchRecord, AHeaderOfAnotherMatchIsRefusedSayingWhatDiffers) {
  const std::string text = record_text(four_games(), {0});
  const auto error = [&](std::string_view a, std::string_view b, std::uint64_t seed) {
    const Result<MatchRecord> record = read_match_record(text, a, b, seed, 4);
    return record ? std::string("read") : record.error();
  };
  EXPECT_EQ(error("most-flips", "random", 9), "read");
  EXPECT_EQ(error("level-1", "random", 9),
            "line 1: the record of another match: A is most-flips there, level-1 here");
  EXPECT_EQ(error("most-flips", "level-2", 9),
            "line 1: the record of another match: B is random there, level-2 here");
  EXPECT_EQ(error("most-flips", "random", 10),
            "line 1: the record of another match: the seed is 9 there, 10 here");
  EXPECT_EQ(error("random", "most-flips", 9),
            "line 1: the record of another match: A is most-flips there, random here, B is random there, "
            "most-flips "
            "here");
  const Result<MatchRecord> not_a_record =
      read_match_record("# notes\ngame 0\n", "most-flips", "random", 9, 4);
  ASSERT_FALSE(not_a_record.ok());
  EXPECT_EQ(not_a_record.error(),
            "line 1: not the header of a match record, '# reversi match A B --seed S', then ' --from-start' "
            "for such a match");
}

// A side's label names the files of its tables or book, which may hold spaces.
TEST(MatchRecord, AHeaderReadsWhereTheSidesNameFilesWithSpaces) {
  const std::string a = "level-10[book my book.bin]";
  const std::string b = "level-9[tables t 1.bin][book none.bin]";
  const std::string text = match_record_header(a, b, 3, MatchStart::kStandardPosition) + "\n";
  EXPECT_TRUE(read_match_record(text, a, b, 3, 4, MatchStart::kStandardPosition).ok());
  const Result<MatchRecord> other =
      read_match_record(text, "level-10[book my book 2.bin]", b, 3, 4, MatchStart::kStandardPosition);
  ASSERT_FALSE(other.ok());
  EXPECT_EQ(
      other.error(),
      "line 1: the record of another match: A is level-10[book my book.bin] there, level-10[book my book "
      "2.bin] here");
  const Result<MatchRecord> no_seed = read_match_record("# reversi match " + a + " " + b + " --from-start\n",
                                                        a, b, 3, 4, MatchStart::kStandardPosition);
  ASSERT_FALSE(no_seed.ok());
  EXPECT_TRUE(no_seed.error().starts_with("line 1: not the header of a match record")) << no_seed.error();
}

TEST(MatchRecord, AMatchFromTheStartSaysSoInItsHeaderAndIsNotTakenForAnother) {
  constexpr MatchStart kFromStart = MatchStart::kStandardPosition;
  MatchSettings settings;
  settings.start = kFromStart;
  const std::vector<MatchGame> games = play_match("most-flips", "random", 2, 9, settings).value().games;
  const std::string text = match_record_header("most-flips", "random", 9, kFromStart) + "\n" +
                           match_record_line(1, games[1], kFromStart) + "\n";
  EXPECT_TRUE(
      text.starts_with("# reversi match most-flips random --seed 9 --from-start\n"
                       "game 1 opening start a-white "))
      << text;
  const Result<MatchRecord> record = read_match_record(text, "most-flips", "random", 9, 2, kFromStart);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(describe(record.value().games.at(1)), describe(games[1]));

  const Result<MatchRecord> as_balanced = read_match_record(text, "most-flips", "random", 9, 2);
  ASSERT_FALSE(as_balanced.ok());
  EXPECT_EQ(as_balanced.error(),
            "line 1: the record of another match: where the games begin is the start there, the balanced "
            "openings here");
  const Result<MatchRecord> as_from_start =
      read_match_record(record_text(four_games(), {0}), "most-flips", "random", 9, 4, kFromStart);
  ASSERT_FALSE(as_from_start.ok());
  EXPECT_EQ(as_from_start.error(),
            "line 1: the record of another match: where the games begin is the balanced openings there, the "
            "start here");
  // A game line from the balanced openings under a header from the start.
  const std::string mixed = match_record_header("most-flips", "random", 9, kFromStart) + "\n" +
                            match_record_line(0, four_games()[0]) + "\n";
  const Result<MatchRecord> mixed_record = read_match_record(mixed, "most-flips", "random", 9, 4, kFromStart);
  ASSERT_FALSE(mixed_record.ok());
  EXPECT_TRUE(mixed_record.error().starts_with("line 2: game 0 starts from 'start', not 'line 1, "))
      << mixed_record.error();
}

TEST(MatchRecord, EachKindOfBadLineIsRefusedWithItsLineNumber) {
  std::vector<MatchGame> games = four_games();
  games[3] = with_times(games[3], 2.5, 1.25, 1, 0.5);
  const auto [a_moves, b_moves] = moves_chosen(games[3]);
  const std::string a_time = "2.500/" + std::to_string(a_moves) + "/1.250";
  const std::string b_time = "1.000/" + std::to_string(b_moves) + "/0.500";
  const std::string good = record_text(games, {0, 1});  // lines 1 to 3
  const std::string line_3 = match_record_line(3, games[3]);
  ASSERT_TRUE(line_3.ends_with(" time a " + a_time + " b " + b_time)) << line_3;
  const auto with = [&](std::string_view from, std::string_view to) {
    std::string changed = line_3;
    const std::size_t at = changed.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return changed.replace(at, from.size(), to);
  };
  const std::string a_discs = std::to_string(games[3].a_discs);
  const std::string discs = a_discs + "-" + std::to_string(games[3].b_discs);
  const std::string other_discs =
      std::to_string(games[3].a_discs + 1) + "-" + std::to_string(games[3].b_discs - 1);
  const std::string opening = std::string(match_openings()[1].moves);
  std::vector<std::pair<std::string, std::string>> lines_and_errors = {
      {"game 3", "not a game line, 'game N opening NAME a-black|a-white A-B TRANSCRIPT'"},
      {with("game 3", "game x3"), "'x3' is not a game number"},
      {with("game 3", "game -1"), "'-1' is not a game number"},
      {with("game 3", "game 4"), "game 4 is not in this match of 4 games (0 to 3)"},
      {match_record_line(1, games[1]), "game 1 again, recorded on line 3 already"},
      {with("line 2, black +1", "line 3, black +0"),
       "game 3 starts from 'line 2, black +1', not 'line 3, black +0'"},
      {with("a-white", "a-black"), "game 3 is played a-white, not 'a-black'"},
      {with(discs, "forty-24"), "'forty-24' is not A's and B's discs, such as 40-24"},
      {with(" " + discs + " ", " 40-40 "), "'40-40' is not A's and B's discs, such as 40-24"},
      {with(opening, opening + "a1"), "the transcript: move 9 'a1': not legal here"},
      {with(games[3].transcript, games[3].transcript.substr(0, games[3].transcript.size() - 2)),
       "the transcript does not finish the game"},
      {with(games[3].transcript, games[1].transcript),  // a game from opening 0
       "the transcript does not start with game 3's opening, " + opening},
      {with(" " + discs + " ", " " + other_discs + " "),
       "the discs " + other_discs + " are not the transcript's, " + discs},
      {with("/" + std::to_string(a_moves) + "/", "/" + std::to_string(a_moves + 1) + "/"),
       "the time part gives A " + std::to_string(a_moves + 1) + " moves, the transcript " +
           std::to_string(a_moves)},
      {with(b_time, "1.000/" + std::to_string(b_moves - 1) + "/0.500"),
       "the time part gives B " + std::to_string(b_moves - 1) + " moves, the transcript " +
           std::to_string(b_moves)},
      {with("/0.500", "/1.001"), "B's longest move, 1.001 seconds, is longer than all its moves, 1.000"},
  };
  // Time parts that do not read at all, each quoted whole in its error.
  const std::string form = "'time a SECONDS/MOVES/LONGEST b SECONDS/MOVES/LONGEST'";
  for (const std::string& line :
       {with(" b ", " c "), with(" b " + b_time, ""), with(" time a", " time"),
        with(" time a " + a_time + " b " + b_time, " time"), with("2.500/", "-2.500/"),
        with("2.500/", "2.5e0/"), with("2.500/", "inf/"), with("/1.250", "/1.250/0"), with("/1.250", "/"),
        with("/" + std::to_string(a_moves) + "/", "/x/")}) {
    const std::string times = line.substr(line.find(" time") + 1);
    lines_and_errors.emplace_back(line, "'" + times + "' is not the thinking times, " + form);
  }
  for (const auto& [line, error] : lines_and_errors) {
    const Result<MatchRecord> record = read_match_record(good + line + "\n", "most-flips", "random", 9, 4);
    ASSERT_FALSE(record.ok()) << line;
    EXPECT_TRUE(record.error().starts_with("line 4: " + error)) << record.error();
  }
  const Result<MatchRecord> fine = read_match_record(good + line_3 + "\n", "most-flips", "random", 9, 4);
  EXPECT_TRUE(fine.ok()) << fine.error();
}

TEST(MatchRecord, ALastLineWithoutItsEndIsNotReadButAHeaderWithoutItsEndIsRefused) {
  const std::vector<MatchGame> games = four_games();
  const std::string whole = record_text(games, {0, 1});
  const std::string text = whole + match_record_line(2, games[2]);  // killed before its end of line
  const Result<MatchRecord> record = read_match_record(text, "most-flips", "random", 9, 4);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(record.value().games.size(), 2u);
  EXPECT_FALSE(record.value().games.contains(2));
  EXPECT_EQ(record.value().cut_short_line, 4);
  EXPECT_EQ(record.value().whole_lines_size, whole.size());

  const Result<MatchRecord> header =
      read_match_record("# reversi match most-flips random --seed 9", "most-flips", "random", 9, 4);
  ASSERT_FALSE(header.ok());
  EXPECT_EQ(
      header.error(),
      "line 1: no whole header line, '# reversi match A B --seed S', then ' --from-start' for such a match");
}

TEST(Elo, DifferenceFromTheScoreFraction) {
  EXPECT_DOUBLE_EQ(elo_difference(0.5), 0);
  EXPECT_NEAR(elo_difference(0.75), 190.85, 0.01);  // 400 log10(3)
  EXPECT_NEAR(elo_difference(0.25), -190.85, 0.01);
  EXPECT_NEAR(elo_difference(10.0 / 11), 400, 1e-9);  // ten to one is 400 points
  EXPECT_EQ(elo_difference(1), std::numeric_limits<double>::infinity());
  EXPECT_EQ(elo_difference(0), -std::numeric_limits<double>::infinity());
}

TEST(Elo, ErrorIsTheStandardErrorCarriedThroughTheFormula) {
  // Scores 1 1 1 0: p = 0.75, sample standard deviation 0.5, standard error 0.25;
  // 1.96 * 0.25 * 400 / (ln 10 * 0.75 * 0.25) = 453.97.
  // Not written {1, 1, 1, 0}: g++ 12.2 with AVX-512 (-march=native here) stores that list
  // as four ones when it is only read through a std::span.
  std::vector<double> scores(3, 1.0);
  scores.push_back(0);
  const EloEstimate elo = estimate_elo(scores);
  EXPECT_TRUE(elo.bounded());
  EXPECT_NEAR(elo.difference, 190.85, 0.01);
  EXPECT_NEAR(elo.error(), 453.97, 0.01);
  EXPECT_NEAR(elo.lower, elo.difference - elo.error(), 1e-9);
  EXPECT_NEAR(elo.upper, elo.difference + elo.error(), 1e-9);

  const std::vector<double> draws = {0.5, 0.5, 0.5};
  EXPECT_EQ(estimate_elo(draws).difference, 0);
  EXPECT_EQ(estimate_elo(draws).error(), 0);  // nothing varied
}

TEST(Elo, AllWinsOrAllLossesGiveABoundNotANumber) {
  // Ten wins out of ten: p could still be as low as 0.025^(1/10) = 0.6915 (95%), +140.2.
  const std::vector<double> wins(10, 1.0);
  const EloEstimate won = estimate_elo(wins);
  EXPECT_FALSE(won.bounded());
  EXPECT_EQ(won.difference, std::numeric_limits<double>::infinity());
  EXPECT_NEAR(won.lower, 140.22, 0.01);
  EXPECT_EQ(won.upper, std::numeric_limits<double>::infinity());

  const std::vector<double> losses(10, 0.0);
  const EloEstimate lost = estimate_elo(losses);
  EXPECT_FALSE(lost.bounded());
  EXPECT_EQ(lost.difference, -std::numeric_limits<double>::infinity());
  EXPECT_EQ(lost.lower, -std::numeric_limits<double>::infinity());
  EXPECT_NEAR(lost.upper, -140.22, 0.01);
}

TEST(Elo, OneDrawGivesNoErrorEstimate) {
  const std::vector<double> one_draw = {0.5};
  const EloEstimate elo = estimate_elo(one_draw);
  EXPECT_EQ(elo.difference, 0);
  EXPECT_FALSE(std::isnan(elo.error()));
  EXPECT_EQ(elo.error(), std::numeric_limits<double>::infinity());
}

}  // namespace
}  // namespace reversi
