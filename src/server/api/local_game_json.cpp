#include "server/api/local_game_json.h"

#include "json/game_json.h"
#include "json/move_reason_json.h"
#include "json/review_json.h"
#include "players/registry.h"

namespace reversi::server {

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

nlohmann::json opponents_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const OpponentInfo& info : opponents()) {
    list.push_back({{"name", info.name},
                    {"description", {{"ja", info.description_ja}, {"en", info.description}}},
                    {"strength", {{"ja", info.strength_ja}, {"en", info.strength}}}});
  }
  return {{"opponents", list}, {"default", kRecommendedOpponent}};
}

}  // namespace reversi::server
