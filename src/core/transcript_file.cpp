#include "core/transcript_file.h"

#include "core/notation.h"

namespace reversi {

Result<std::vector<ImportedGame>> parse_transcript_lines(std::string_view text,
                                                         std::vector<BadGame>* skipped) {
  std::vector<ImportedGame> games;
  std::size_t number = 0;
  std::size_t read = 0;  // the lines that hold a game, bad ones too
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++number;
    line = line.substr(0, line.find('#'));
    if (line.find_first_not_of(" \t\r,") == std::string_view::npos) continue;
    ++read;
    std::string origin = "line " + std::to_string(number);
    Result<std::vector<Square>> moves = parse_transcript(line);
    if (!moves) {
      if (std::optional<Error> refused = refuse_or_skip(skipped, std::move(origin), moves.error()))
        return *refused;
      continue;
    }
    GameRecord game;
    game.moves = std::move(moves).value();
    games.push_back(ImportedGame{origin, std::move(game)});
  }
  if (read == 0) return Error{"no game: every line is blank or a comment"};
  return games;
}

std::optional<std::string> transcript_line(const GameRecord& game) {
  if (game.start != Position::start()) return std::nullopt;
  return transcript_text(game.moves);
}

}  // namespace reversi
