#include "local_game/local_game_json.h"

#include "json/game_json.h"
#include "json/move_reason_json.h"
#include "json/review_json.h"
#include "players/registry.h"

namespace reversi {

nlohmann::json game_json(const HostedGame& hosted) {
  const Game& game = hosted.game;
  const Position& position = game.position();
  const std::vector<Square>& recorded = game.recorded_moves();
  nlohmann::json undone = nlohmann::json::array();
  for (std::size_t i = game.ply(); i < recorded.size(); ++i) undone.push_back(square_name(recorded[i]));
  const std::optional<Decision> computer_move = hosted.last_computer_move();
  return {
      {"id", hosted.id},
      {"black", hosted.seats.black},
      {"white", hosted.seats.white},
      {"start", position_text(game.start())},
      {"ply", game.ply()},
      {"plies", json::plies_json(game)},
      {"undone", undone},
      {"board", json::board_text(position)},
      {"to_move",
       game.is_over() ? nlohmann::json(nullptr) : nlohmann::json(json::color_name(position.to_move))},
      {"legal", json::square_list(game.legal_moves())},
      {"counts", json::counts_json(position)},
      {"over", game.is_over()},
      {"result", game.is_over() ? json::result_json(game.result()) : nlohmann::json(nullptr)},
      {"transcript", game.transcript()},
      {"setup", game.setup_text()},
      {"opening", json::opening_json(game)},
      {"balanced_opening", hosted.balanced_opening == 0 ? nlohmann::json(nullptr)
                                                        : nlohmann::json({{"number", hosted.balanced_opening},
                                                                          {"plies", hosted.first_ply()}})},
      {"can_undo", hosted.can_undo()},
      {"can_redo", game.can_redo(hosted.stops())},
      {"computer_move", computer_move ? json::decision_json(*computer_move) : nlohmann::json(nullptr)},
  };
}

namespace {

// The facts of one opponent, which the page puts into words (docs/api.md).
nlohmann::json opponent_json(const OpponentInfo& info) {
  nlohmann::json measured = nullptr;
  if (info.measured) {
    measured = {{"against", info.measured->against},
                {"score", info.measured->score},
                {"elo", info.measured->elo ? nlohmann::json(*info.measured->elo) : nlohmann::json(nullptr)},
                {"games", info.measured->games}};
  }
  nlohmann::json search = nullptr;
  if (info.search) {
    const std::optional<int> book = info.search->book_plies;
    const bool always = book && *book >= kSquareCount;
    search = {
        {"depth", info.search->depth},
        {"seconds", info.search->time ? nlohmann::json(static_cast<double>(info.search->time->count()) / 1000)
                                      : nlohmann::json(nullptr)},
        {"solves_from", info.search->solves_from},
        {"book", !book    ? "none"
                 : always ? "always"
                          : "opening"},
        {"book_plies", book && !always ? nlohmann::json(*book) : nlohmann::json(nullptr)}};
  }
  return {{"name", info.name},
          {"level", info.level ? nlohmann::json(*info.level) : nlohmann::json(nullptr)},
          {"group", strength_group_name(info.group)},
          {"style", play_style_name(info.style)},
          {"measured", measured},
          {"search", search}};
}

}  // namespace

nlohmann::json opponents_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const OpponentInfo& info : opponents()) list.push_back(opponent_json(info));
  return {{"opponents", list}, {"default", kRecommendedOpponent}};
}

}  // namespace reversi
