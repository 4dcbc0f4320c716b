#include "cli/move_explanation.h"

#include "core/notation.h"

namespace reversi::cli {

namespace {

std::string signed_discs(Score score) {
  std::string text = score > 0 ? "+" : "";
  text += std::to_string(score);
  return text;
}

// "1 disc", "3 discs": English needs the plural's -s only above one.
std::string counted(int count, const std::string& noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// Japanese runs its sentences together; English puts a space between them.
void append(Language language, std::string& text, const std::string& sentence) {
  if (language == Language::English && !text.empty()) text += ' ';
  text += sentence;
}

std::string expectation(Language language, Score score) {
  const bool ja = language == Language::Japanese;
  const int margin = score > 0 ? score : -score;
  if (score > 0)
    return ja ? std::to_string(margin) + " 石差で勝つ見込みです"
              : "It expects to win by " + counted(margin, "disc");
  if (score < 0)
    return ja ? std::to_string(margin) + " 石差で負ける見込みです"
              : "It expects to lose by " + counted(margin, "disc");
  return ja ? "引き分けの見込みです" : "It expects a draw";
}

}  // namespace

std::string explain_decision(Language language, const Decision& decision) {
  const bool ja = language == Language::Japanese;
  const MoveReason& why = decision.reason;
  const std::string move = square_name(decision.move);
  std::string words;
  if (why.takes_corner)
    append(language, words, ja ? "隅の " + move + " を取ります。" : "It takes the corner " + move + ".");
  if (why.expected_score) {
    std::string kind = why.exact       ? text(language, " (読み切り)。", " (proven).")
                       : why.from_book ? text(language, " (定石集)。", " (opening book).")
                                       : text(language, " (推定)。", " (estimate).");
    append(language, words, expectation(language, *why.expected_score) + kind);
    if (why.expected_line.size() > 1) {
      const std::string line = moves_text(why.expected_line);
      append(language, words, ja ? "予想手順: " + line + "。" : "Expected line: " + line + ".");
    }
  } else if (why.openness) {
    append(language, words,
           ja ? "開放度 " + std::to_string(*why.openness) + " (返す石のまわりの空きマス) の静かな手です。"
              : "A quiet move: it opens " + counted(*why.openness, "empty square") +
                    " next to the discs it flips.");
  } else {
    append(language, words,
           ja ? std::to_string(why.flipped) + " 枚返します。"
              : "It flips " + counted(why.flipped, "disc") + ".");
  }
  return words;
}

std::string explain_loss(Language language, Square played, Score played_score, Square best, Score best_score,
                         bool exact) {
  const bool ja = language == Language::Japanese;
  const std::string move = square_name(played);
  const std::string kind = exact ? text(language, "読み切り", "proven") : text(language, "推定", "estimated");
  if (played_score >= best_score) {
    return ja ? move + " は最善手です (" + kind + " " + signed_discs(played_score) + ")。"
              : move + " is a best move (" + kind + " " + signed_discs(played_score) + ").";
  }
  const int loss = best_score - played_score;
  const std::string better = square_name(best) + " (" + signed_discs(best_score) + ")";
  return ja ? move + " (" + signed_discs(played_score) + ") は最善の " + better + " より " +
                  std::to_string(loss) + " 石損です (" + kind + ")。"
            : move + " (" + signed_discs(played_score) + ") loses " + counted(loss, "disc") +
                  " against the best move " + better + " (" + kind + ").";
}

}  // namespace reversi::cli
