// Game files named on the command line (GGF, WTHOR or transcripts: core/game_file.h).
#pragma once

#include <string>
#include <vector>

#include "core/bad_game.h"
#include "core/game_record.h"
#include "core/result.h"

namespace reversi::cli {

// Every game of the file at `path`, a WTHOR file's players and tournaments named from the
// WTHOR.JOU and WTHOR.TRN beside it where they are there; or an error that names the file, the game and what
// is wrong (or that the file cannot be read); never some of the games. With `skipped`, a
// bad game joins it and the others are read (core/game_file.h).
Result<std::vector<ImportedGame>> read_game_file(const std::string& path,
                                                 std::vector<BadGame>* skipped = nullptr);

}  // namespace reversi::cli
