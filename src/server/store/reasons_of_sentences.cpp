#include "server/store/reasons_of_sentences.h"

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/game.h"
#include "core/notation.h"
#include "server/store/stored_reasons.h"

namespace reversi::server {

namespace {

// Every form explain_decision's English took: a corner first, then the expectation and its
// line, or the openness, or the flips. Counts were once always plural ("1 discs").
const std::regex kSentence(
    R"(^(It takes the corner [a-h][1-8]\. )?)"
    R"((?:It expects (?:to (win|lose) by (\d+) discs?|a draw) \((proven|opening book|estimate)\)\.)"
    R"((?: Expected line: ((?:[a-h][1-8]|pass)(?: (?:[a-h][1-8]|pass))*)\.)?)"
    R"(|A quiet move: it opens (\d+) empty squares? next to the discs it flips\.)"
    R"(|It flips (\d+) discs?\.)$)");

std::vector<Square> line_of(const std::string& text) {
  std::vector<Square> line;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    line.push_back(parse_move(std::string_view(text).substr(start, end - start)).value());
    start = end + 1;
  }
  return line;
}

// The board's facts of the move at `ply` of `game`; false when there is none.
bool add_board_facts(const Game& game, std::size_t ply, MoveReason& reason) {
  const std::vector<Square>& plies = game.recorded_moves();
  if (ply >= plies.size() || plies[ply] == Square::Pass) return false;
  const Square move = plies[ply];
  reason.flipped = count(game.position_before(ply).board.move_at(move).flipped);
  reason.takes_corner = (bit(move) & kCorners) != 0;
  return true;
}

struct GameRow {
  std::string id, start, plies, reasons;
};

}  // namespace

std::optional<MoveReason> reason_of_sentence(std::string_view english) {
  std::match_results<std::string_view::const_iterator> found;
  if (!std::regex_match(english.begin(), english.end(), found, kSentence)) return std::nullopt;
  MoveReason reason;
  reason.takes_corner = found[1].matched;
  if (found[4].matched) {
    const int margin = found[3].matched ? std::stoi(found[3].str()) : 0;
    reason.expected_score = found[2].str() == "lose" ? -margin : margin;
    reason.exact = found[4].str() == "proven";
    reason.from_book = found[4].str() == "opening book";
    if (found[5].matched) reason.expected_line = line_of(found[5].str());
  } else if (found[6].matched) {
    reason.openness = std::stoi(found[6].str());
  } else {
    reason.flipped = std::stoi(found[7].str());
  }
  return reason;
}

void reasons_of_sentences(Database& db) {
  std::vector<GameRow> rows;
  Statement select = db.prepare("SELECT id, start, plies, reasons FROM games WHERE reasons <> '{}'");
  while (select.step()) rows.push_back({select.text(0), select.text(1), select.text(2), select.text(3)});
  Statement update = db.prepare("UPDATE games SET reasons = ?2 WHERE id = ?1");
  for (const GameRow& row : rows) {
    MoveReasons reasons;
    const Result<Position> start = parse_position(row.start);
    const Result<Game> game =
        start ? Game::from_transcript(row.plies, start.value()) : Result<Game>(start.failure());
    const nlohmann::json sentences = nlohmann::json::parse(row.reasons, nullptr, false);
    if (game && sentences.is_object()) {
      for (const auto& [ply, sentence] : sentences.items()) {
        const auto english = sentence.is_object() ? sentence.find("en") : sentence.end();
        if (english == sentence.end() || !english->is_string()) continue;
        std::optional<MoveReason> reason = reason_of_sentence(english->get<std::string>());
        const std::optional<std::size_t> number = ply_of_key(ply);
        if (reason && number && add_board_facts(game.value(), *number, *reason)) reasons[*number] = *reason;
      }
    }
    update.bind(1, row.id).bind(2, stored_reasons_text(reasons));
    update.step();
    update.reset();
  }
}

}  // namespace reversi::server
