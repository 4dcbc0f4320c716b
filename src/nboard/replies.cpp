#include "nboard/replies.h"

#include <cctype>
#include <cstdio>

#include "core/notation.h"

namespace reversi::nboard {

namespace {

std::string decimals(double number) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", number);
  return text;
}

}  // namespace

std::string move_text(Square move) {
  if (move == Square::Pass) return "PA";
  std::string text = square_name(move);
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string line_text(const std::vector<Square>& moves) {
  std::string text;
  for (Square move : moves) text += move_text(move);
  return text;
}

std::string eval_text(double eval) { return decimals(eval); }

std::string search_line(const std::vector<Square>& line, double eval, bool exact, int depth) {
  return "search " + line_text(line) + " " + eval_text(eval) + " 0 " +
         (exact ? "100%" : std::to_string(depth));
}

std::string book_line(Square move, double eval, int depth) {
  return "book " + move_text(move) + " " + eval_text(eval) + " 0 " + std::to_string(depth);
}

std::string chosen_move_line(Square move, double eval, double seconds) {
  return "=== " + move_text(move) + "/" + eval_text(eval) + "/" + decimals(seconds);
}

std::string nodestats_line(std::uint64_t nodes, double seconds) {
  return "nodestats " + std::to_string(nodes) + " " + decimals(seconds);
}

std::string analysis_line(std::size_t ply, double eval) {
  return "analysis " + std::to_string(ply) + " " + eval_text(eval);
}

}  // namespace reversi::nboard
