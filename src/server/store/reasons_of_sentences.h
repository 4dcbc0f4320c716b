// Schema 12's step: the games table kept the computer's explanations as sentences in
// Japanese and English (ply -> {"ja", "en"}) before it kept their facts. The facts are read
// back from the English sentence, which the server wrote in a few fixed forms, and from the
// board: the discs the move turned and whether it is a corner.
#pragma once

#include <optional>
#include <string_view>

#include "players/computer_player.h"
#include "server/store/database.h"

namespace reversi::server {

// What an English explanation says of its move: takes_corner, and the expected score with
// its kind and line, or the openness, or the discs flipped. Nothing when it is not one the
// server wrote.
std::optional<MoveReason> reason_of_sentence(std::string_view english);

// Rewrites every game's reasons (the column renamed from explanations, as migration 12's
// SQL does) from sentences into facts. A sentence that does not read, or whose ply is not a
// move of its game, is left out: the move stays, unexplained.
void reasons_of_sentences(Database& db);

}  // namespace reversi::server
