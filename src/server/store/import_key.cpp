#include "server/store/import_key.h"

#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "server/store/sha256.h"

namespace reversi::server {

namespace {

// Each field with its length before it, so that no two different lists of fields read
// the same ("ab" + "c" and "a" + "bc").
void add_field(std::string& text, std::string_view field) {
  text += std::to_string(field.size());
  text += ':';
  text += field;
}

// An imported game as key_imported_games() finds it.
struct ImportedRow {
  std::string id;
  std::string player;
  GameRecord record;
};

// Every imported game whose row reads, oldest first. All are read before any is keyed:
// a PostgreSQL connection runs one statement at a time.
std::vector<ImportedRow> imported_rows(Database& db) {
  Statement imported = db.prepare(
      "SELECT imported_games.id, coalesce(games.player, ''), start, plies, imported_games.black,"
      "  imported_games.white, place, date "
      "FROM imported_games JOIN games ON games.id = imported_games.id "
      "ORDER BY games.created, games.rowid");
  std::vector<ImportedRow> rows;
  while (imported.step()) {
    const Result<Position> start = parse_position(imported.text(2));
    if (!start) continue;
    const Result<Game> game = Game::from_transcript(imported.text(3), start.value());
    if (!game) continue;
    GameRecord record;
    record.start = start.value();
    record.moves = game.value().moves();
    record.black = imported.text(4);
    record.white = imported.text(5);
    record.place = imported.text(6);
    record.date = imported.text(7);
    rows.push_back(ImportedRow{imported.text(0), imported.text(1), std::move(record)});
  }
  return rows;
}

}  // namespace

std::string import_key(std::string_view player, const GameRecord& record) {
  const std::string start = position_text(record.start);
  const std::string moves = moves_text(record.moves);
  std::string text;
  for (const std::string_view field :
       {player, std::string_view(start), std::string_view(moves), std::string_view(record.black),
        std::string_view(record.white), std::string_view(record.place), std::string_view(record.date)}) {
    add_field(text, field);
  }
  return sha256_hex(text);
}

void key_imported_games(Database& db) {
  Statement keep = db.prepare(
      "UPDATE imported_games SET import_key = ?1 WHERE id = ?2"
      "  AND NOT EXISTS (SELECT 1 FROM imported_games WHERE import_key = ?1)");
  for (const ImportedRow& row : imported_rows(db)) {
    keep.bind(1, import_key(row.player, row.record)).bind(2, row.id);
    keep.step();
    keep.reset();
  }
}

}  // namespace reversi::server
