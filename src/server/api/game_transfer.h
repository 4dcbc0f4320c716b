// One game out of the server as a file (GET /api/games/{id}/export) and game files into it
// (POST /api/games/import), as `reversi games export` and `import` do for the whole
// database (docs/api.md): the same writers and the same reader, no others.
#pragma once

#include <string>
#include <string_view>

#include "core/game_record.h"
#include "core/result.h"

namespace reversi::server {

// A file to save rather than JSON: its type, the name it is saved under, its bytes.
struct Download {
  std::string content_type;
  std::string filename;
  std::string content;
};

// The game `id` as the file that `format=ggf` or `format=transcript` in `query` asks for:
// GGF (write_ggf_game) or a transcript line (transcript_line). Errors name the parameter
// or say why the game has no transcript (it did not begin at the usual start, or has no
// move yet: GGF can say both).
Result<Download> game_download(std::string_view id, const GameRecord& record, std::string_view query);

// What the query of an import asks for.
struct ImportQuery {
  // The name the file's games go by (`name=FILE`; "file" when absent): its errors start
  // with it, and a name ending in .wtb is read as WTHOR.
  std::string file = "file";
  // `skip_bad=1`: a game that cannot be read is set aside, named in the answer, and the
  // others are imported; `skip_bad=0` or absent: all or nothing.
  bool skip_bad = false;
};
Result<ImportQuery> parse_import_query(std::string_view query);

}  // namespace reversi::server
