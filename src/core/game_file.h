// A game file of any of the formats the project reads, told apart by content: WTHOR
// (wthor.h) when the name ends in .wtb or the bytes hold a NUL, which no text file does;
// GGF (ggf_file.h) when the text starts with "(;", or with a GGS archive's count and then
// "(;"; transcripts one a line (transcript_file.h)
// otherwise.
#pragma once

#include <string_view>
#include <vector>

#include "core/bad_game.h"
#include "core/game_record.h"
#include "core/result.h"
#include "core/wthor_names.h"

namespace reversi {

enum class GameFileFormat { Ggf, Wthor, Transcripts };

GameFileFormat game_file_format(std::string_view name, std::string_view contents);

// Every game of the file called `name` (a path, for the messages and the extension) whose
// bytes are `contents`; a WTHOR file's players and tournaments are named from
// `wthor_names`. All or nothing: an error names the file, the game and what is
// wrong ("games.ggf: game 2 (line 3): move 5 W[C4]: not legal here ..."). With `skipped`,
// a bad game joins it, named by the file and the game, and the others are read
// (bad_game.h); what spoils the whole file (no game, a damaged header) is still an error.
Result<std::vector<ImportedGame>> parse_game_file(std::string_view name, std::string_view contents,
                                                  const WthorNames& wthor_names = {},
                                                  std::vector<BadGame>* skipped = nullptr);

}  // namespace reversi
