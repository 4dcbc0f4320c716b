// `reversi hint`: the engine's score for every legal move of a position.
#include <cstdio>

#include "cli/board_view.h"
#include "cli/commands.h"
#include "cli/search_options.h"
#include "engine/engine.h"

namespace reversi::cli {

namespace {

struct HintOptions {
  std::string position;
  std::string moves;
  engine::SearchLimits limits;
  std::string weights;
  std::string tables;
};

void run_hint(const HintOptions& options, Language lang) {
  const Position position = game_from_arguments(options.position, options.moves).position();
  std::printf("%s%s\n", draw_board(position).c_str(), to_move_line(lang, position).c_str());
  if (position.board.is_game_over()) {
    std::printf("%s%s\n", text(lang, "対局終了: ", "Game over: "),
                result_line(lang, result_of(position)).c_str());
    return;
  }
  if (!position.board.can_move()) {
    std::printf("%s\n", pass_line(lang, position.to_move).c_str());
    return;
  }
  const std::unique_ptr<engine::PatternEvaluator> tables =
      options.tables.empty() ? nullptr : tables_argument("--tables", options.tables);
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 64,
                                              .threads = 2,
                                              .weights = weights_argument(options.weights),
                                              .patterns = tables.get()});
  const engine::SearchResult result = engine.search(position.board, options.limits);
  std::printf("%s\n", text(lang, "各手の評価 (石差、打つ側から見て) と読み筋:",
                           "Score of each move (discs, for the side to move) and the line expected:"));
  for (const engine::MoveValue& mv : result.move_values) {
    std::string line;
    for (Square sq : mv.line) line.append(" ").append(square_name(sq));
    std::printf("  %s  %+6.1f %s%s\n", square_name(mv.move).c_str(),
                static_cast<double>(mv.value) / engine::kValuePerDisc, line.c_str(),
                mv.exact ? text(lang, "  (読み切り)", "  (exact)") : "");
  }
}

}  // namespace

void add_hint_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<HintOptions>();
  options->limits.score_all_moves = true;
  CLI::App* hint_app = app.add_subcommand("hint", "Score every legal move of a position");
  hint_app->add_option("position", options->position,
                       "64 squares and X or O, or a transcript from the start; default: the start");
  hint_app->add_option("--moves", options->moves, "Moves played from the position first, e.g. f5d6c3");
  add_search_options(*hint_app, options->limits, 10, 18);
  CLI::Option* weights = add_weights_option(*hint_app, options->weights, options->limits);
  hint_app
      ->add_option(
          "--tables", options->tables,
          "Judge boards by these whole-game pattern tables (as reversi_train_evaluation writes them) "
          "instead of the compiled-in ones")
      ->excludes(weights);
  hint_app->callback([options, &global] { run_hint(*options, global.language()); });
}

}  // namespace reversi::cli
