#include "json/review_json.h"

#include <algorithm>
#include <optional>

#include "core/opening_names.h"
#include "json/game_json.h"

namespace reversi::json {

namespace {

const char* quality_name(engine::MoveQuality quality) {
  switch (quality) {
    case engine::MoveQuality::Best: return "best";
    case engine::MoveQuality::Inaccuracy: return "inaccuracy";
    case engine::MoveQuality::Mistake: return "mistake";
    case engine::MoveQuality::Blunder: return "blunder";
  }
  return "best";
}

// Where each side left the opening book, in the order of the game: {ply, color, move}.
nlohmann::json left_book_json(const Game& game, const engine::BookInGame& book) {
  std::vector<std::size_t> plies;
  for (const std::optional<std::size_t>& ply : book.left) {
    if (ply) plies.push_back(*ply);
  }
  std::sort(plies.begin(), plies.end());
  nlohmann::json left = nlohmann::json::array();
  const std::vector<Square> moves = game.moves();
  for (std::size_t ply : plies) {
    left.push_back({{"ply", ply},
                    {"color", color_name(game.position_before(ply).to_move)},
                    {"move", square_name(moves[ply])}});
  }
  return left;
}

}  // namespace

nlohmann::json opening_json(const Game& game) {
  const NamedOpening* opening = opening_of(game.start(), game.moves());
  if (!opening) return nullptr;
  return {{"ja", opening->japanese}, {"en", opening->english}};
}

nlohmann::json analysis_json(const Game& game, std::size_t first_ply,
                             const std::vector<engine::MoveAnalysis>& analysis,
                             const engine::BookInGame& book) {
  nlohmann::json moves = nlohmann::json::array();
  nlohmann::json evaluations = nlohmann::json::array();
  for (const engine::MoveAnalysis& move : analysis) {
    if (move.ply < first_ply) continue;
    const Score played = engine::rounded_discs(move.played_value);
    const Score best = engine::rounded_discs(move.best_value);
    const engine::MoveQuality quality = engine::quality_of(move.loss());
    // The best move's line is best_line: another move played has a line of its own.
    const nlohmann::json line =
        move.played == move.best ? nlohmann::json(nullptr) : line_json(move.played_line);
    moves.push_back({{"ply", move.ply},
                     {"color", color_name(move.mover)},
                     {"move", square_name(move.played)},
                     {"score", played},
                     {"best", square_name(move.best)},
                     {"best_score", best},
                     {"best_line", line_json(move.best_line)},
                     {"line", line},
                     {"exact", move.exact},
                     {"book", book.book_move[move.ply]},
                     {"quality", quality_name(quality)}});
    evaluations.push_back({{"ply", move.ply + 1}, {"black", move.mover == Color::Black ? played : -played}});
  }
  return {{"ply", game.ply()},
          {"opening", opening_json(game)},
          {"moves", moves},
          {"evaluations", evaluations},
          {"left_book", left_book_json(game, book)}};
}

nlohmann::json hints_json(std::size_t ply, const Board& board, const std::vector<engine::MoveValue>& values,
                          const engine::Book& book) {
  Bitboard book_moves = 0;
  for (const engine::BookMove& move : book.moves(board)) {
    if (move.in_book) book_moves |= bit(move.move);
  }
  nlohmann::json moves = nlohmann::json::array();
  for (const engine::MoveValue& value : values) {
    moves.push_back({{"move", square_name(value.move)},
                     {"score", engine::rounded_discs(value.value)},
                     {"exact", value.exact},
                     {"book", (book_moves & bit(value.move)) != 0},
                     {"line", line_json(value.line)}});
  }
  return {{"ply", ply}, {"moves", moves}};
}

}  // namespace reversi::json
