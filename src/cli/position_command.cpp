// `reversi position`: shows a position (given as 64 squares, or as the moves that lead to
// it) with its legal moves, disc counts and, when the game is over, the result.
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli/board_view.h"
#include "cli/commands.h"

namespace reversi::cli {

namespace {

struct PositionOptions {
  std::string position;
  std::string moves;
  bool json = false;
};

// What is shown: a position, the move that led to it (Pass if none) and, when it was
// reached by moves, their transcript.
struct Shown {
  Position position;
  Square last_move = Square::Pass;
  std::optional<std::string> transcript;
};

nlohmann::json to_json(const Shown& shown) {
  const Position& position = shown.position;
  const bool over = position.board.is_game_over();
  nlohmann::json rows = nlohmann::json::array();
  const std::string text = position_text(position);
  for (int row = 0; row < kBoardSize; ++row) rows.push_back(text.substr(row * kBoardSize, kBoardSize));
  nlohmann::json legal = nlohmann::json::array();
  for (Square sq : squares_of(position.board.moves())) legal.push_back(square_name(sq));
  nlohmann::json out = {
      {"position", text},
      {"to_move", position.to_move == Color::Black ? "black" : "white"},
      {"board", rows},
      {"legal_moves", legal},
      {"black", position.count(Color::Black)},
      {"white", position.count(Color::White)},
      {"empty", position.board.empty_count()},
      {"must_pass", !position.board.can_move() && position.board.opponent_can_move()},
      {"game_over", over},
      {"result", nullptr},
  };
  if (over) {
    const GameResult result = result_of(position);
    out["result"] = {{"black", result.black},
                     {"white", result.white},
                     {"winner", !result.winner                   ? "draw"
                                : *result.winner == Color::Black ? "black"
                                                                 : "white"}};
  }
  if (shown.transcript) out["moves"] = *shown.transcript;
  return out;
}

void print_text(Language lang, const Shown& shown) {
  const Position& position = shown.position;
  std::cout << draw_board(position, shown.last_move) << counts_line(lang, position) << '\n';
  if (position.board.is_game_over()) {
    std::cout << text(lang, "対局終了: ", "Game over: ") << result_line(lang, result_of(position)) << '\n';
    return;
  }
  std::cout << to_move_line(lang, position) << '\n';
  const Bitboard legal = position.board.moves();
  if (legal == 0) {
    std::cout << pass_line(lang, position.to_move) << '\n';
  } else {
    std::cout << text(lang, "打てる場所: ", "Legal moves: ") << squares_text(legal) << '\n';
  }
}

void run_position(const PositionOptions& options, Language lang) {
  // A position on its own is shown as given, even when its side to move must pass; moves
  // are played as in a game, forced passes included.
  const Game game = game_from_arguments(options.position, options.moves);
  const Shown shown = options.moves.empty() ? Shown{game.start(), Square::Pass, std::nullopt}
                                            : Shown{game.position(), game.last_move(), game.transcript()};
  if (options.json) {
    std::cout << to_json(shown).dump(2) << '\n';
  } else {
    print_text(lang, shown);
  }
}

}  // namespace

void add_position_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<PositionOptions>();
  CLI::App* position_app = app.add_subcommand(
      "position", "Show a position: the board, side to move, legal moves, counts and result");
  position_app->add_option("position", options->position,
                           "64 squares row by row from a1 (X or * black, O white, - or . empty) and "
                           "the side to move, X or O; or a transcript from the start; default: the start");
  position_app->add_option("--moves", options->moves,
                           "Moves played from the position, e.g. f5d6c3 (passes may be left out)");
  position_app->add_flag("--json", options->json, "Print the same as JSON");
  position_app->callback([options, &global] { run_position(*options, global.language()); });
}

}  // namespace reversi::cli
