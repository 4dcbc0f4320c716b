#include "core/transcript_file.h"

#include "core/notation.h"

namespace reversi {

Result<std::vector<ImportedGame>> parse_transcript_lines(std::string_view text) {
  std::vector<ImportedGame> games;
  std::size_t number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++number;
    line = line.substr(0, line.find('#'));
    if (line.find_first_not_of(" \t\r,") == std::string_view::npos) continue;
    const std::string origin = "line " + std::to_string(number);
    Result<std::vector<Square>> moves = parse_transcript(line);
    if (!moves) return Error{origin + ": " + moves.error()};
    GameRecord game;
    game.moves = std::move(moves).value();
    games.push_back(ImportedGame{origin, std::move(game)});
  }
  if (games.empty()) return Error{"no game: every line is blank or a comment"};
  return games;
}

std::optional<std::string> transcript_line(const GameRecord& game) {
  if (game.start != Position::start()) return std::nullopt;
  return transcript_text(game.moves);
}

}  // namespace reversi
