#include "players/explanation.h"

#include "core/notation.h"

namespace reversi {

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

void append(Sentence& sentence, const std::string& japanese, const std::string& english) {
  sentence.japanese += japanese;
  if (!sentence.english.empty()) sentence.english += ' ';
  sentence.english += english;
}

}  // namespace

Sentence explain_decision(const Decision& decision) {
  const MoveReason& why = decision.reason;
  const std::string move = square_name(decision.move);
  Sentence sentence;
  if (why.takes_corner)
    append(sentence, "隅の " + move + " を取ります。", "It takes the corner " + move + ".");
  if (why.expected_score) {
    const Score score = *why.expected_score;
    const int margin = score > 0 ? score : -score;
    const std::string discs = std::to_string(margin);
    if (score > 0) {
      append(sentence, discs + " 石差で勝つ見込みです", "It expects to win by " + counted(margin, "disc"));
    } else if (score < 0) {
      append(sentence, discs + " 石差で負ける見込みです", "It expects to lose by " + counted(margin, "disc"));
    } else {
      append(sentence, "引き分けの見込みです", "It expects a draw");
    }
    sentence.japanese += why.exact ? " (読み切り)。" : why.from_book ? " (定石集)。" : " (推定)。";
    sentence.english += why.exact ? " (proven)." : why.from_book ? " (opening book)." : " (estimate).";
    if (why.expected_line.size() > 1) {
      append(sentence, "予想手順: " + moves_text(why.expected_line) + "。",
             "Expected line: " + moves_text(why.expected_line) + ".");
    }
  } else if (why.openness) {
    append(
        sentence, "開放度 " + std::to_string(*why.openness) + " (返す石のまわりの空きマス) の静かな手です。",
        "A quiet move: it opens " + counted(*why.openness, "empty square") + " next to the discs it flips.");
  } else {
    append(sentence, std::to_string(why.flipped) + " 枚返します。",
           "It flips " + counted(why.flipped, "disc") + ".");
  }
  return sentence;
}

Sentence explain_loss(Square played, Score played_score, Square best, Score best_score, bool exact) {
  const std::string move = square_name(played);
  const std::string kind_ja = exact ? "読み切り" : "推定";
  const std::string kind_en = exact ? "proven" : "estimated";
  if (played_score >= best_score) {
    return Sentence{move + " は最善手です (" + kind_ja + " " + signed_discs(played_score) + ")。",
                    move + " is a best move (" + kind_en + " " + signed_discs(played_score) + ")."};
  }
  const int loss = best_score - played_score;
  const std::string better = square_name(best) + " (" + signed_discs(best_score) + ")";
  return Sentence{move + " (" + signed_discs(played_score) + ") は最善の " + better + " より " +
                      std::to_string(loss) + " 石損です (" + kind_ja + ")。",
                  move + " (" + signed_discs(played_score) + ") loses " + counted(loss, "disc") +
                      " against the best move " + better + " (" + kind_en + ")."};
}

}  // namespace reversi
