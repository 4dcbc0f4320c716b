#include "core/wthor.h"

#include <cstdint>
#include <string>

#include "core/notation.h"

namespace reversi {

namespace {

// The moves of a game record as a transcript ("f5d6c3"), so that parse_transcript()
// checks them and plays the passes they leave out.
Result<std::string> transcript_of(std::string_view moves) {
  std::string transcript;
  std::size_t played = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto code = static_cast<unsigned char>(moves[i]);
    if (code == 0) continue;
    const std::string where = "move " + std::to_string(i + 1) + ": ";
    if (played < i)
      return Error{where + "a move after the end of the game (a 0 byte at move " +
                   std::to_string(played + 1) + ")"};
    const int row = code / 10;
    const int column = code % 10;
    if (row < 1 || row > kBoardSize || column < 1 || column > kBoardSize) {
      return Error{where + "byte " + std::to_string(code) + " is not a square (11 to 88, 10 × row + column)"};
    }
    transcript += square_name(square_at(column - 1, row - 1));
    ++played;
  }
  return transcript;
}

Result<GameRecord> parse_game(std::string_view record, std::uint32_t year, int theoretical_empties,
                              const WthorNames& names) {
  GameRecord game;
  game.place = names.tournament(wthor_number(record, 0, 2));
  game.black = names.player(wthor_number(record, 2, 2));
  game.white = names.player(wthor_number(record, 4, 2));
  if (year != 0) game.date = std::to_string(year);
  const int black_discs = static_cast<unsigned char>(record[6]);
  if (black_discs > kSquareCount) {
    return Error{"black's score " + std::to_string(black_discs) + " is more than 64 discs"};
  }
  game.recorded_result = 2 * black_discs - kSquareCount;
  if (theoretical_empties > 0) {
    const int theoretical_discs = static_cast<unsigned char>(record[7]);
    if (theoretical_discs > kSquareCount) {
      return Error{"black's theoretical score " + std::to_string(theoretical_discs) +
                   " is more than 64 discs"};
    }
    game.perfect_play_result = PerfectPlayResult{2 * theoretical_discs - kSquareCount, theoretical_empties};
  }
  const Result<std::string> transcript = transcript_of(record.substr(8));
  if (!transcript) return Error{transcript.error()};
  Result<std::vector<Square>> moves = parse_transcript(transcript.value());
  if (!moves) return Error{moves.error()};
  game.moves = std::move(moves).value();
  return game;
}

}  // namespace

std::uint32_t wthor_number(std::string_view bytes, std::size_t at, std::size_t size) {
  std::uint32_t value = 0;
  for (std::size_t i = size; i-- > 0;) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

Result<std::vector<ImportedGame>> parse_wthor(std::string_view bytes, const WthorNames& names,
                                              std::vector<BadGame>* skipped) {
  if (bytes.size() < kWthorHeaderBytes) {
    return Error{"header: " + std::to_string(bytes.size()) + " bytes, shorter than the 16 of a WTHOR header"};
  }
  const std::uint32_t count = wthor_number(bytes, 4, 4);
  const std::uint32_t year = wthor_number(bytes, 10, 2);
  const int board_size = static_cast<unsigned char>(bytes[12]);
  // 0 where the file has no theoretical scores (Logistello's book games repeat the result).
  const int theoretical_empties = static_cast<unsigned char>(bytes[14]);
  if (theoretical_empties > kSquareCount - 4) {
    return Error{"header: theoretical scores from " + std::to_string(theoretical_empties) +
                 " empty squares (at most 60)"};
  }
  if (board_size != 0 && board_size != kBoardSize) {
    return Error{"header: board size " + std::to_string(board_size) + " (only 8 × 8 games are read)"};
  }
  const std::size_t body = bytes.size() - kWthorHeaderBytes;
  const std::size_t whole_games = body / kWthorGameBytes;
  if (const std::size_t rest = body % kWthorGameBytes; rest != 0) {
    return Error{"game " + std::to_string(whole_games + 1) + ": cut short after " + std::to_string(rest) +
                 " of its 68 bytes"};
  }
  if (whole_games != count) {
    return Error{"header: it counts " + std::to_string(count) + " games, but the file holds " +
                 std::to_string(whole_games)};
  }
  if (count == 0) return Error{"no game: the header counts 0 games"};
  std::vector<ImportedGame> games;
  for (std::size_t i = 0; i < whole_games; ++i) {
    std::string origin = "game " + std::to_string(i + 1);
    Result<GameRecord> game =
        parse_game(bytes.substr(kWthorHeaderBytes + i * kWthorGameBytes, kWthorGameBytes), year,
                   theoretical_empties, names);
    if (!game) {
      if (std::optional<Error> refused = refuse_or_skip(skipped, std::move(origin), game.error()))
        return *refused;
      continue;
    }
    games.push_back(ImportedGame{origin, std::move(game).value()});
  }
  return games;
}

}  // namespace reversi
