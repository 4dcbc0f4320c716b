// Games as plain transcripts, one a line, each played from the start:
//
//   # a comment: from '#' to the end of the line
//   f5d6c3d3c4f4f6f3e6e7
//   f5 f6 e6 f4            # spaces and commas between moves are allowed
//
// Passes may be left out, as in every transcript (notation.h); blank lines are skipped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bad_game.h"
#include "core/game_record.h"
#include "core/result.h"

namespace reversi {

// Every game of the text, each named "line N"; an error names the line and the move. With
// `skipped`, a bad line joins it instead and the others are read (bad_game.h).
Result<std::vector<ImportedGame>> parse_transcript_lines(std::string_view text,
                                                         std::vector<BadGame>* skipped = nullptr);

// The game as such a line; none for a game that did not start from the start, which a
// transcript cannot tell.
std::optional<std::string> transcript_line(const GameRecord& game);

}  // namespace reversi
