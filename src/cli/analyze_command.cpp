// `reversi analyze`: goes through a game move by move and marks the mistakes.
#include <cstdio>

#include "cli/board_view.h"
#include "cli/commands.h"
#include "cli/game_files.h"
#include "cli/move_explanation.h"
#include "cli/search_options.h"
#include "engine/analysis.h"

namespace reversi::cli {

namespace {

struct AnalyzeOptions {
  std::string transcript;
  std::string file;
  std::size_t game_number = 0;  // 0: every game of the file
  std::string position;
  engine::SearchLimits limits;
  std::string weights;
};

const char* quality_name(Language lang, engine::MoveQuality quality) {
  switch (quality) {
    case engine::MoveQuality::Best: return "";
    case engine::MoveQuality::Inaccuracy: return text(lang, "緩手", "inaccuracy");
    case engine::MoveQuality::Mistake: return text(lang, "悪手", "mistake");
    case engine::MoveQuality::Blunder: return text(lang, "大悪手", "blunder");
  }
  return "";
}

double discs(engine::Value value) { return static_cast<double>(value) / engine::kValuePerDisc; }

void analyze(engine::Engine& engine, const Game& game, const AnalyzeOptions& options, Language lang) {
  if (const std::string opening = opening_line(lang, game); !opening.empty())
    std::printf("%s\n", opening.c_str());
  std::printf("%s\n", text(lang, "  手  番  打った手  評価   最善手  評価   損  判定",
                           "   #  side   played  score   best  score   loss  verdict"));
  int mistakes = 0;
  for (const engine::MoveAnalysis& move : engine::analyze_game(engine, game, options.limits)) {
    const engine::MoveQuality quality = engine::quality_of(move.loss());
    mistakes += quality == engine::MoveQuality::Best ? 0 : 1;
    std::printf("%4zu  %s  %6s %+6.1f %6s %+6.1f %6.1f  %s%s\n", move.ply + 1,
                color_name(lang, move.mover).c_str(), square_name(move.played).c_str(),
                discs(move.played_value), square_name(move.best).c_str(), discs(move.best_value),
                discs(move.loss()), quality_name(lang, quality), move.exact ? " *" : "");
    if (quality != engine::MoveQuality::Best) {
      const std::string why = explain_loss(lang, move.played, engine::rounded_discs(move.played_value),
                                           move.best, engine::rounded_discs(move.best_value), move.exact);
      std::printf("      %s\n", why.c_str());
    }
  }
  std::printf("%s %d\n",
              text(lang, "* は読み切り。疑問手の数:", "* = proven by the endgame solver. Mistakes:"),
              mistakes);
}

// The games of --file, or the one that --game picks.
std::vector<ImportedGame> games_to_analyze(const AnalyzeOptions& options) {
  Result<std::vector<ImportedGame>> read = read_game_file(options.file);
  if (!read) fail("--file: " + read.error());
  std::vector<ImportedGame> games = std::move(read).value();
  if (options.game_number == 0) return games;
  if (options.game_number > games.size()) {
    fail("--game " + std::to_string(options.game_number) + ": " + options.file + " holds " +
         std::to_string(games.size()) + " games");
  }
  return {std::move(games[options.game_number - 1])};
}

void run_analyze(const AnalyzeOptions& options, Language lang) {
  if (options.file.empty()) {
    if (options.game_number != 0) fail("--game: needs --file");
    const Game game = game_from_arguments(options.position, options.transcript, "--from", "transcript");
    engine::Engine engine(engine::EngineOptions{
        .hash_megabytes = 64, .threads = 2, .weights = weights_argument(options.weights)});
    analyze(engine, game, options, lang);
    return;
  }
  if (!options.position.empty()) fail("--from: a game file says where each game starts");
  const std::vector<ImportedGame> games = games_to_analyze(options);
  engine::Engine engine(engine::EngineOptions{
      .hash_megabytes = 64, .threads = 2, .weights = weights_argument(options.weights)});
  for (const ImportedGame& game : games) {
    const GameRecord& record = game.record;
    std::printf("\n== %s: %s %s (%s) - %s (%s)\n", options.file.c_str(), game.origin.c_str(),
                color_name(lang, Color::Black).c_str(), record.black.empty() ? "?" : record.black.c_str(),
                color_name(lang, Color::White).c_str(), record.white.empty() ? "?" : record.white.c_str());
    analyze(engine, game_of(record), options, lang);
  }
}

}  // namespace

void add_analyze_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<AnalyzeOptions>();
  CLI::App* analyze_app =
      app.add_subcommand("analyze", "Go through a game move by move and mark the mistakes");
  CLI::Option* transcript =
      analyze_app->add_option("transcript", options->transcript,
                              "The game, e.g. f5d6c3d3c4 (passes may be left out); or give --file");
  CLI::Option* file = analyze_app->add_option(
      "--file", options->file, "A game file (GGF, WTHOR .wtb, or transcripts one a line): every game in it");
  transcript->excludes(file);
  // One of the two; an empty transcript is the empty game, as before.
  analyze_app->callback([options, &global, transcript, file] {
    if (transcript->count() == 0 && file->count() == 0)
      fail("analyze: give the game: a transcript, or --file FILE");
    run_analyze(*options, global.language());
  });
  analyze_app->add_option("--game", options->game_number, "Only this game of --file, counting from 1")
      ->check(CLI::PositiveNumber);
  analyze_app->add_option(
      "--from", options->position,
      "The position the game started from: 64 squares and X or O, or a transcript (default: the start)");
  // A whole game is some sixty searches: shallower than a hint by default.
  add_search_options(*analyze_app, options->limits, 8, 16);
  add_weights_option(*analyze_app, options->weights, options->limits);
}

}  // namespace reversi::cli
