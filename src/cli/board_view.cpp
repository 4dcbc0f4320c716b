#include "cli/board_view.h"

namespace reversi::cli {

std::string draw_board(const Position& position, Square last_move) {
  const Bitboard black = position.discs(Color::Black);
  const Bitboard white = position.discs(Color::White);
  const Bitboard moves = position.board.moves();
  std::string out = "    a b c d e f g h\n";
  for (int row = 0; row < kBoardSize; ++row) {
    out += "  " + std::to_string(row + 1) + ' ';
    for (int column = 0; column < kBoardSize; ++column) {
      const Square sq = square_at(column, row);
      const Bitboard b = bit(sq);
      const char mark = (black & b) ? 'X' : (white & b) ? 'O' : (moves & b) ? '*' : '.';
      const bool last = sq == last_move;
      // The bracket replaces the space before the square, so columns stay aligned.
      if (last) out.back() = '[';
      out += mark;
      out += last ? ']' : ' ';
    }
    if (out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

std::string counts_line(Language language, const Position& position) {
  return color_name(language, Color::Black) + " (X) " + std::to_string(position.count(Color::Black)) + "  " +
         color_name(language, Color::White) + " (O) " + std::to_string(position.count(Color::White));
}

std::string to_move_line(Language language, const Position& position) {
  const std::string mark = position.to_move == Color::Black ? " (X)" : " (O)";
  if (language == Language::Japanese) return "次の番: " + color_name(language, position.to_move) + mark;
  return color_name(language, position.to_move) + " to move" + mark;
}

std::string result_line(Language language, const GameResult& result) {
  const std::string b = std::to_string(result.black);
  const std::string w = std::to_string(result.white);
  if (language == Language::Japanese) {
    const char* outcome = !result.winner                   ? "引き分け"
                          : *result.winner == Color::Black ? "黒の勝ち"
                                                           : "白の勝ち";
    return "黒 " + b + " : 白 " + w + " で" + outcome;
  }
  if (!result.winner) return "Draw " + b + "-" + w;
  return *result.winner == Color::Black ? "Black wins " + b + "-" + w : "White wins " + w + "-" + b;
}

std::string pass_line(Language language, Color color) {
  if (language == Language::Japanese) return color_name(language, color) + "はパスします";
  return color_name(language, color) + " passes";
}

std::string opening_line(Language language, const Game& game) {
  const NamedOpening* opening = opening_of(game.start(), game.moves());
  if (!opening) return "";
  if (language == Language::Japanese) return "定石: " + std::string(opening->japanese);
  return "Opening: " + std::string(opening->english);
}

}  // namespace reversi::cli
