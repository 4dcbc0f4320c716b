// `reversi match A B --games N`: two computer opponents play each other from fixed
// openings (or all from the start, --from-start), and the summary says which is stronger:
// wins, disc difference, score and Elo. A match of many hours runs on several cores
// (--jobs) and in pieces (--record).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <vector>

#include "cli/commands.h"
#include "cli/match_record_file.h"
#include "core/notation.h"
#include "engine/book.h"
#include "engine/pattern_evaluation.h"
#include "players/engine_processes.h"
#include "players/match.h"
#include "players/openings.h"
#include "players/registry.h"
#include "players/search_player.h"

namespace reversi::cli {

namespace {

struct MatchOptions {
  std::string a;
  std::string b;
  int games = 0;
  std::uint64_t seed = 1;
  int jobs = 1;
  bool from_start = false;  // every game from the standard start instead of the balanced openings
  std::string record;       // the file that records the games; none when empty
  std::string tables_a;     // whole-game pattern tables A judges by; the compiled-in ones when empty
  std::string tables_b;
  std::string book_a;  // the opening book file A plays from; the compiled-in book when empty
  std::string book_b;
  std::vector<std::string> gtp;  // NAME=COMMAND: an external GTP engine and what the match calls it
  int gtp_answer_seconds =
      static_cast<int>(std::chrono::duration_cast<std::chrono::seconds>(kGtpAnswerLimit).count());
};

// The GTP engines of --gtp NAME=COMMAND, by name.
std::map<std::string, std::string, std::less<>> gtp_engines(const std::vector<std::string>& definitions) {
  std::map<std::string, std::string, std::less<>> engines;
  for (const std::string& definition : definitions) {
    const std::size_t equals = definition.find('=');
    const std::string name = definition.substr(0, equals);
    if (equals == std::string::npos || name.empty() || equals + 1 == definition.size() ||
        name.find_first_of(" \t") != std::string::npos) {
      fail("--gtp: " + reversi::quoted(definition) +
           " is not NAME=COMMAND, e.g. rhino='/usr/games/gtp-rhino -l 3'");
    }
    engines[name] = definition.substr(equals + 1);
  }
  return engines;
}

// The tables of `file` (given by `option`) for opponent `name`, which must judge by them.
std::unique_ptr<engine::PatternEvaluator> tables_for(const std::string& option, const std::string& name,
                                                     const std::string& file) {
  const Level* level = find_level(name);
  if (!level || level->judgement != engine::Judgement::Patterns)
    fail("match: " + name + " does not judge boards by the whole-game patterns");
  return tables_argument("match: " + option, file);
}

// The opening book of `file` for opponent `name`, which must play from a book.
std::unique_ptr<engine::Book> book_for(const std::string& name, const std::string& file) {
  const Level* level = find_level(name);
  if (!level || !level->book) fail("match: " + name + " does not play from the opening book");
  return std::make_unique<engine::Book>(book_file(file));
}

// How the summary and the record name a side: with the files of its tables and its book,
// if not the compiled-in ones.
std::string label(const std::string& name, const std::string& tables, const std::string& book) {
  std::string labelled = name;
  if (!tables.empty()) labelled += "[" + tables + "]";
  if (!book.empty()) labelled += "[book " + book + "]";
  return labelled;
}

// "+12.3", "-0.5", "+0": always signed, as differences are. Rounding first (and adding
// +0.0, which turns -0.0 into 0.0) keeps a value that rounds to zero from printing as "-0".
std::string signed_number(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  char text[32];
  std::snprintf(text, sizeof text, "%+.*f", decimals, std::round(value * scale) / scale + 0.0);
  return text;
}

std::string elo_line(Language lang, const MatchOptions& options, const EloEstimate& elo) {
  std::string line = text(lang, "レーティング差: ", "Elo difference: ");
  if (!elo.bounded()) {
    // Every game went one way: only one end of the interval is finite.
    const bool a_won_all = elo.difference > 0;
    const std::string bound = signed_number(a_won_all ? elo.lower : elo.upper, 0);
    const std::string& winner = a_won_all ? options.a : options.b;
    if (lang == Language::Japanese)
      return line + bound + (a_won_all ? " 以上" : " 以下") + " (95%, " + winner + " の全勝)";
    return line + (a_won_all ? "at least " : "at most ") + bound + " (95%; " + winner + " won every game)";
  }
  line += signed_number(elo.difference, 0);
  if (!std::isfinite(elo.error()))
    return line + text(lang, " (1 局では誤差がわかりません)", " (one game gives no error)");
  return line + " ± " + std::to_string(static_cast<int>(std::lround(elo.error()))) + " (95%)";
}

// Seconds to the millisecond: enough to tell the quick levels apart too.
std::string match_seconds_text(double seconds) { return signed_number(seconds, 3).substr(1); }

// How long each side thought a move, over the games whose times are known: all of them
// but those of a record written before records held times. None when no game has times.
std::optional<std::string> seconds_line(Language lang, const MatchOptions& options,
                                        const MatchSummary& summary) {
  if (summary.timed_games == 0) return std::nullopt;
  const auto side = [lang](const std::string& name, const ThinkingTime& time) {
    return name + " " + match_seconds_text(time.seconds_a_move()) + text(lang, " (最長 ", " (longest ") +
           match_seconds_text(time.longest_seconds) + ")";
  };
  std::string line = text(lang, "1 手の秒数", "Seconds a move");
  if (summary.timed_games < summary.games) {
    const std::string timed = std::to_string(summary.timed_games);
    const std::string games = std::to_string(summary.games);
    line += lang == Language::Japanese ? " (" + games + " 局のうち " + timed + " 局)"
                                       : " (over " + timed + " of the " + games + " games)";
  }
  return line + ": " + side(options.a, summary.times.a) + text(lang, "、", ", ") +
         side(options.b, summary.times.b);
}

void print_summary(Language lang, const MatchOptions& options, const MatchSummary& summary) {
  const std::string& a = options.a;
  const std::string& b = options.b;
  const std::string games = std::to_string(summary.games);
  const std::string seed = std::to_string(options.seed);
  const std::string wins = std::to_string(summary.wins);
  const std::string draws = std::to_string(summary.draws);
  const std::string losses = std::to_string(summary.losses);
  const std::string discs = signed_number(summary.mean_disc_difference, 1);
  const std::string score = signed_number(100 * summary.score, 1).substr(1) + "%";
  if (lang == Language::Japanese) {
    std::cout << a << " 対 " << b << ": " << games << " 局 (seed " << seed << ")\n"
              << a << " の成績: " << wins << " 勝 " << draws << " 分 " << losses << " 敗\n"
              << "平均石差: " << discs << " (" << a << " − " << b << ")\n"
              << "得点率: " << score << '\n';
  } else {
    std::cout << a << " vs " << b << ": " << games << (summary.games == 1 ? " game" : " games") << " (seed "
              << seed << ")\n"
              << "Wins/draws/losses for " << a << ": " << wins << " / " << draws << " / " << losses << '\n'
              << "Mean disc difference: " << discs << " (" << a << " minus " << b << ")\n"
              << "Score: " << score << '\n';
  }
  std::cout << elo_line(lang, options, summary.elo) << '\n';
  if (const std::optional<std::string> line = seconds_line(lang, options, summary))
    std::cout << *line << '\n';
}

// One line on stderr per finished game, for matches that take hours: which game, from
// which opening, A's colour, the final discs and each side's longest move, which shows
// at once a timed level that overruns its budget.
void report_game(Language lang, const MatchOptions& options, MatchStart start, int number,
                 const MatchGame& game) {
  const bool a_black = game.a_color == Color::Black;
  const std::string_view opening = match_starts(start)[game.opening].name;
  const std::string discs = std::to_string(game.a_discs) + "-" + std::to_string(game.b_discs);
  std::cerr << text(lang, "対局 ", "game ") << number << '/' << options.games << " (" << opening << ", "
            << options.a << (a_black ? text(lang, " が黒", " black") : text(lang, " が白", " white"))
            << "): " << options.a << ' ' << discs << ' ' << options.b;
  if (game.times) {
    std::cerr << text(lang, ", 最長 ", ", longest ") << match_seconds_text(game.times->a.longest_seconds)
              << '/' << match_seconds_text(game.times->b.longest_seconds) << text(lang, " 秒", " s");
  }
  std::cerr << std::endl;
}

void run_match(const MatchOptions& options, Language lang) {
  MatchSettings settings;
  settings.jobs = options.jobs;
  settings.start = options.from_start ? MatchStart::kStandardPosition : MatchStart::kBalancedOpenings;
  settings.gtp_engines = gtp_engines(options.gtp);
  settings.gtp_answer_limit = std::chrono::seconds(options.gtp_answer_seconds);
  // Before the tables and the record are read: a name mistyped is the likelier mistake.
  if (std::optional<Error> names = unplayable_names(options.a, options.b, settings.gtp_engines))
    fail("match: " + names->message);
  std::unique_ptr<engine::PatternEvaluator> tables_a;
  std::unique_ptr<engine::PatternEvaluator> tables_b;
  if (!options.tables_a.empty()) tables_a = tables_for("--tables-a", options.a, options.tables_a);
  if (!options.tables_b.empty()) tables_b = tables_for("--tables-b", options.b, options.tables_b);
  settings.tables_a = tables_a.get();
  settings.tables_b = tables_b.get();
  std::unique_ptr<engine::Book> book_a;
  std::unique_ptr<engine::Book> book_b;
  if (!options.book_a.empty()) book_a = book_for(options.a, options.book_a);
  if (!options.book_b.empty()) book_b = book_for(options.b, options.book_b);
  settings.book_a = book_a.get();
  settings.book_b = book_b.get();
  MatchOptions labelled = options;
  labelled.a = label(options.a, options.tables_a, options.book_a);
  labelled.b = label(options.b, options.tables_b, options.book_b);
  std::optional<MatchRecordFile> record;
  if (!options.record.empty()) {
    record.emplace(options.record, labelled.a, labelled.b, options.seed, options.games, settings.start, lang);
    settings.played = record->games();
  }
  int finished = static_cast<int>(settings.played.size());
  settings.on_game = [&](int number, const MatchGame& game) {
    std::optional<Error> error = record ? record->append(number, game) : std::nullopt;
    report_game(lang, labelled, settings.start, ++finished, game);
    return error;
  };
  end_engines_on_signals();
  const Result<MatchResult> match = play_match(options.a, options.b, options.games, options.seed, settings);
  if (!match) fail("match: " + match.error());
  print_summary(lang, labelled, match.value().summary);
}

}  // namespace

void add_match_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<MatchOptions>();
  CLI::App* match_app = app.add_subcommand(
      "match", "Play two computer opponents against each other and measure the difference in strength");
  match_app->add_option("A", options->a, "The first opponent (the summary is from its side)")->required();
  match_app->add_option("B", options->b, "The second opponent")->required();
  match_app
      ->add_option("--games", options->games,
                   "Number of games; each opening is played twice, with the colours swapped")
      ->required()
      ->check(CLI::PositiveNumber);
  match_app->add_option("--seed", options->seed, "Seed for the computers' choices between equal moves")
      ->capture_default_str();
  match_app->add_option("--jobs", options->jobs, "Games played at once, each on a thread of its own")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  match_app->add_flag("--from-start", options->from_start,
                      "Every game from the standard start position, A black in the even games, instead of "
                      "the balanced openings: to measure what an opening book adds (the book's choices vary "
                      "the games; the balanced openings seldom reach the book)");
  match_app->add_option("--record", options->record,
                        "File that records each game as it ends; a run that finds it plays only the games "
                        "it lacks, then sums up all of them");
  match_app
      ->add_option("--tables-a", options->tables_a,
                   "Whole-game pattern tables that A judges by instead of the compiled-in ones, to compare "
                   "trained tables (A must be one of level-1 to level-10; Multi-ProbCut keeps the "
                   "compiled-in fit)")
      ->check(CLI::ExistingFile);
  match_app->add_option("--tables-b", options->tables_b, "The same for B")->check(CLI::ExistingFile);
  match_app
      ->add_option("--book-a", options->book_a,
                   "An opening book (as `reversi book build` writes it) that A plays from instead of the "
                   "compiled-in one, to measure what a book adds: an empty one plays without (A must be one "
                   "of level-5 to level-10)")
      ->check(CLI::ExistingFile);
  match_app->add_option("--book-b", options->book_b, "The same for B")->check(CLI::ExistingFile);
  match_app->add_option(
      "--gtp", options->gtp,
      "NAME=COMMAND: an engine outside the program that speaks GTP (Go Text Protocol, as "
      "GRhino's gtp-rhino does), started by the shell for every game, that A or B can name, "
      "e.g. --gtp rhino='/usr/games/gtp-rhino -l 5 -b 0' (repeatable)");
  match_app
      ->add_option("--gtp-answer-limit", options->gtp_answer_seconds,
                   "Seconds a GTP engine may take to answer, a move included; past them the match stops "
                   "with an error")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  match_app->callback([options, &global] { run_match(*options, global.language()); });
}

}  // namespace reversi::cli
