#include "server/game_view.h"

namespace reversi::server {

namespace {

nlohmann::json square_list(Bitboard squares) {
  nlohmann::json list = nlohmann::json::array();
  for (Square sq : squares_of(squares)) list.push_back(square_name(sq));
  return list;
}

nlohmann::json ply_json(const Position& before, Square played) {
  const Bitboard flipped = played == Square::Pass ? 0 : before.board.move_at(played).flipped;
  return {{"color", color_name(before.to_move)},
          {"move", square_name(played)},
          {"flipped", square_list(flipped)}};
}

// 64 characters from a1 row by row: the position_text() board without the side to move.
std::string board_text(const Position& position) { return position_text(position).substr(0, kSquareCount); }

}  // namespace

std::string color_name(Color color) { return color == Color::Black ? "black" : "white"; }

nlohmann::json sentence_json(const Sentence& sentence) {
  return {{"ja", sentence.japanese}, {"en", sentence.english}};
}

nlohmann::json game_json(const HostedGame& hosted) {
  const Game& game = hosted.game;
  const Position& position = game.position();
  const std::vector<Square>& recorded = game.recorded_moves();

  nlohmann::json plies = nlohmann::json::array();
  for (std::size_t i = 0; i < game.ply(); ++i)
    plies.push_back(ply_json(game.position_before(i), recorded[i]));
  nlohmann::json undone = nlohmann::json::array();
  for (std::size_t i = game.ply(); i < recorded.size(); ++i) undone.push_back(square_name(recorded[i]));

  nlohmann::json result = nullptr;
  if (game.is_over()) {
    const GameResult r = game.result();
    result = {{"black", r.black}, {"white", r.white}, {"winner", r.winner ? color_name(*r.winner) : "draw"}};
  }
  const Sentence* explanation = hosted.last_explanation();
  return {
      {"id", hosted.id},
      {"black", hosted.seats.black},
      {"white", hosted.seats.white},
      {"start", position_text(game.start())},
      {"ply", game.ply()},
      {"plies", plies},
      {"undone", undone},
      {"board", board_text(position)},
      {"to_move", game.is_over() ? nlohmann::json(nullptr) : nlohmann::json(color_name(position.to_move))},
      {"legal", square_list(game.legal_moves())},
      {"counts", {{"black", position.count(Color::Black)}, {"white", position.count(Color::White)}}},
      {"over", game.is_over()},
      {"result", result},
      {"transcript", game.transcript()},
      {"can_undo", game.can_undo(hosted.stops())},
      {"can_redo", game.can_redo(hosted.stops())},
      {"explanation", explanation ? sentence_json(*explanation) : nlohmann::json(nullptr)},
  };
}

}  // namespace reversi::server
