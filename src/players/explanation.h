// Explanations a player can read, in Japanese and English: why a computer chose its move,
// and what a person's move cost against the best one. Front ends pick the language.
#pragma once

#include <optional>
#include <string>

#include "players/computer_player.h"

namespace reversi {

struct Sentence {
  std::string japanese;
  std::string english;
};

// Why the computer played decision.move: the corner it takes, the squares it opens, the
// final score it expects (proven or estimated) and the line it expects.
Sentence explain_decision(const Decision& decision);

// What playing `played` (scoring `played_score` for the mover, in discs) cost against
// `best` (scoring `best_score`). `exact` says whether the scores are proven.
Sentence explain_loss(Square played, Score played_score, Square best, Score best_score, bool exact);

}  // namespace reversi
