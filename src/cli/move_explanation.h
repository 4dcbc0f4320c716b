// The computer's reasons and a person's losses in the terminal's language: why a computer
// chose its move, and what a move cost against the best one. The page words the same facts
// with its own texts (web/js/move-words.js).
#pragma once

#include <string>

#include "cli/language.h"
#include "players/computer_player.h"

namespace reversi::cli {

// Why the computer played decision.move: the corner it takes, the final score it expects
// (proven, from the book or estimated) and the line it expects; else the squares it opens
// or the discs it flips.
std::string explain_decision(Language language, const Decision& decision);

// What playing `played` (scoring `played_score` for the mover, in discs) cost against
// `best` (scoring `best_score`). `exact` says whether the scores are proven.
std::string explain_loss(Language language, Square played, Score played_score, Square best, Score best_score,
                         bool exact);

}  // namespace reversi::cli
