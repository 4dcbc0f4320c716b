#include "cli/game_files.h"

#include <cctype>
#include <filesystem>

#include "core/file_contents.h"
#include "core/game_file.h"

namespace reversi::cli {

namespace {

// The names in `file_name` (WTHOR.JOU or WTHOR.TRN, in capitals as the FFO ships them, or
// in small letters) in the directory of `wtb`; none when neither is there.
Result<std::vector<std::string>> names_beside(const std::filesystem::path& wtb, const std::string& file_name,
                                              std::size_t name_bytes) {
  std::string small = file_name;
  for (char& c : small) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const std::string& name : {file_name, small}) {
    const std::filesystem::path path = wtb.parent_path() / name;
    if (!std::filesystem::exists(path)) continue;
    const Result<std::string> contents = file_contents(path.string());
    if (!contents) return Error{contents.error()};
    Result<std::vector<std::string>> names = parse_wthor_names(contents.value(), name_bytes);
    if (!names) return Error{path.string() + ": " + names.error()};
    return names;
  }
  return std::vector<std::string>{};
}

Result<WthorNames> wthor_names_beside(const std::string& wtb) {
  Result<std::vector<std::string>> players = names_beside(wtb, "WTHOR.JOU", kWthorPlayerNameBytes);
  if (!players) return Error{players.error()};
  Result<std::vector<std::string>> tournaments = names_beside(wtb, "WTHOR.TRN", kWthorTournamentNameBytes);
  if (!tournaments) return Error{tournaments.error()};
  return WthorNames{std::move(players).value(), std::move(tournaments).value()};
}

}  // namespace

Result<std::vector<ImportedGame>> read_game_file(const std::string& path, std::vector<BadGame>* skipped) {
  const Result<std::string> contents = file_contents(path);
  if (!contents) return Error{contents.error()};
  if (game_file_format(path, contents.value()) != GameFileFormat::Wthor) {
    return parse_game_file(path, contents.value(), {}, skipped);
  }
  const Result<WthorNames> names = wthor_names_beside(path);
  if (!names) return Error{names.error()};
  return parse_game_file(path, contents.value(), names.value(), skipped);
}

}  // namespace reversi::cli
