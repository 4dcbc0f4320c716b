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

std::string eval_text(engine::Value value) {
  return decimals(static_cast<double>(value) / engine::kValuePerDisc);
}

std::string search_line(const std::vector<Square>& line, engine::Value value, bool exact, int depth) {
  return "search " + line_text(line) + " " + eval_text(value) + " 0 " +
         (exact ? "100%" : std::to_string(depth));
}

std::string chosen_move_line(const engine::SearchResult& result) {
  return "=== " + move_text(result.best_move) + "/" + eval_text(result.value) + "/" +
         decimals(result.seconds);
}

std::string nodestats_line(std::uint64_t nodes, double seconds) {
  return "nodestats " + std::to_string(nodes) + " " + decimals(seconds);
}

std::string analysis_line(std::size_t ply, engine::Value value) {
  return "analysis " + std::to_string(ply) + " " + eval_text(value);
}

}  // namespace reversi::nboard
