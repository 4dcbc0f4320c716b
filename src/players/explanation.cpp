#include "players/explanation.h"

#include "core/notation.h"

namespace reversi {

namespace {

std::string signed_discs(Score score) {
  std::string text = score > 0 ? "+" : "";
  text += std::to_string(score);
  return text;
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
    const std::string discs = std::to_string(score > 0 ? score : -score);
    if (score > 0) {
      append(sentence, discs + " 石差で勝つ見込みです", "It expects to win by " + discs + " discs");
    } else if (score < 0) {
      append(sentence, discs + " 石差で負ける見込みです", "It expects to lose by " + discs + " discs");
    } else {
      append(sentence, "引き分けの見込みです", "It expects a draw");
    }
    sentence.japanese += why.exact ? " (読み切り)。" : " (推定)。";
    sentence.english += why.exact ? " (proven)." : " (estimate).";
    if (why.expected_line.size() > 1) {
      append(sentence, "予想手順: " + moves_text(why.expected_line) + "。",
             "Expected line: " + moves_text(why.expected_line) + ".");
    }
  } else if (why.openness) {
    const std::string squares = std::to_string(*why.openness);
    append(sentence, "開放度 " + squares + " (返す石のまわりの空きマス) の静かな手です。",
           "A quiet move: it opens " + squares + " empty squares next to the discs it flips.");
  } else {
    const std::string flipped = std::to_string(why.flipped);
    append(sentence, flipped + " 枚返します。",
           "It flips " + flipped + (why.flipped == 1 ? " disc." : " discs."));
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
  const std::string loss = std::to_string(best_score - played_score);
  const std::string better = square_name(best) + " (" + signed_discs(best_score) + ")";
  return Sentence{move + " (" + signed_discs(played_score) + ") は最善の " + better + " より " + loss +
                      " 石損です (" + kind_ja + ")。",
                  move + " (" + signed_discs(played_score) + ") loses " + loss +
                      " discs against the best move " + better + " (" + kind_en + ")."};
}

}  // namespace reversi
