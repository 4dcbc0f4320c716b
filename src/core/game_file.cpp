#include "core/game_file.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "core/ggf_file.h"
#include "core/transcript_file.h"
#include "core/wthor.h"

namespace reversi {

namespace {

bool has_wthor_extension(std::string_view name) {
  if (name.size() < 4) return false;
  std::string extension(name.substr(name.size() - 4));
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  return extension == ".wtb";
}

}  // namespace

GameFileFormat game_file_format(std::string_view name, std::string_view contents) {
  if (has_wthor_extension(name) || contents.find('\0') != std::string_view::npos)
    return GameFileFormat::Wthor;
  if (looks_like_ggf(contents)) return GameFileFormat::Ggf;
  return GameFileFormat::Transcripts;
}

Result<std::vector<ImportedGame>> parse_game_file(std::string_view name, std::string_view contents,
                                                  const WthorNames& wthor_names,
                                                  std::vector<BadGame>* skipped) {
  const std::size_t skipped_before = skipped ? skipped->size() : 0;
  Result<std::vector<ImportedGame>> games = [&]() -> Result<std::vector<ImportedGame>> {
    switch (game_file_format(name, contents)) {
      case GameFileFormat::Wthor: return parse_wthor(contents, wthor_names, skipped);
      case GameFileFormat::Ggf: return parse_ggf_games(contents, skipped);
      case GameFileFormat::Transcripts: return parse_transcript_lines(contents, skipped);
    }
    return Error{"unknown format"};
  }();
  if (!games) {
    if (skipped) skipped->resize(skipped_before);  // the file is refused: none of it was read
    return Error{std::string(name) + ": " + games.error()};
  }
  if (skipped) {
    for (std::size_t i = skipped_before; i < skipped->size(); ++i) (*skipped)[i].file = name;
  }
  return games;
}

}  // namespace reversi
