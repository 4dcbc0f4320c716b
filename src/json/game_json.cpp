#include "json/game_json.h"

namespace reversi::json {

std::string color_name(Color color) { return color == Color::Black ? "black" : "white"; }

nlohmann::json square_list(Bitboard squares) {
  nlohmann::json list = nlohmann::json::array();
  for (Square sq : squares_of(squares)) list.push_back(square_name(sq));
  return list;
}

nlohmann::json position_json(const Position& position) {
  const Color mover = position.to_move;
  return {{"board", board_text(position)},
          {"to_move", color_name(mover)},
          {"legal",
           {{color_name(mover), square_list(position.board.moves())},
            {color_name(opposite(mover)),
             square_list(legal_moves(position.board.opponent, position.board.player))}}},
          {"counts", counts_json(position)}};
}

nlohmann::json line_json(const std::vector<Square>& line) {
  nlohmann::json moves = nlohmann::json::array();
  for (Square sq : line) moves.push_back(square_name(sq));
  return moves;
}

std::string board_text(const Position& position) { return position_text(position).substr(0, kSquareCount); }

nlohmann::json plies_json(const Game& game) {
  nlohmann::json plies = nlohmann::json::array();
  const std::vector<Square>& recorded = game.recorded_moves();
  for (std::size_t i = 0; i < game.ply(); ++i) {
    const Position& before = game.position_before(i);
    const Square played = recorded[i];
    const Bitboard flipped = played == Square::Pass ? 0 : before.board.move_at(played).flipped;
    plies.push_back({{"color", color_name(before.to_move)},
                     {"move", square_name(played)},
                     {"flipped", square_list(flipped)}});
  }
  return plies;
}

nlohmann::json counts_json(const Position& position) {
  return {{"black", position.count(Color::Black)}, {"white", position.count(Color::White)}};
}

nlohmann::json result_json(const GameResult& result) {
  return {{"black", result.black},
          {"white", result.white},
          {"winner", result.winner ? color_name(*result.winner) : "draw"}};
}

}  // namespace reversi::json
