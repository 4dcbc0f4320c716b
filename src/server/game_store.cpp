#include "server/game_store.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "server/database_file.h"
#include "server/random_id.h"

namespace reversi::server {

namespace {

std::string explanations_text(const std::map<std::size_t, Sentence>& explanations) {
  nlohmann::json json = nlohmann::json::object();
  for (const auto& [ply, sentence] : explanations) {
    json[std::to_string(ply)] = {{"ja", sentence.japanese}, {"en", sentence.english}};
  }
  return json.dump();
}

std::map<std::size_t, Sentence> parse_explanations(const std::string& text) {
  std::map<std::size_t, Sentence> explanations;
  const nlohmann::json json = nlohmann::json::parse(text);
  for (const auto& [ply, sentence] : json.items()) {
    explanations[std::stoul(ply)] =
        Sentence{sentence.at("ja").get<std::string>(), sentence.at("en").get<std::string>()};
  }
  return explanations;
}

std::int64_t unix_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

GameStore::GameStore(const std::filesystem::path& directory) : db_(database_file(directory)) {
  db_.execute("PRAGMA journal_mode = WAL");
  db_.execute("PRAGMA synchronous = NORMAL");
  db_.execute(
      "CREATE TABLE IF NOT EXISTS games ("
      "  id TEXT PRIMARY KEY,"
      "  black TEXT NOT NULL,"
      "  white TEXT NOT NULL,"
      "  start TEXT NOT NULL,"         // position_text() of the starting position
      "  plies TEXT NOT NULL,"         // every recorded ply, undone ones too, passes written
                                       // out ("f5 d6 pass c3") so a row reads in the sqlite3 shell
      "  cursor INTEGER NOT NULL,"     // plies played up to the position shown
      "  explanations TEXT NOT NULL,"  // JSON: ply -> {ja, en}
      "  created INTEGER NOT NULL,"    // Unix seconds
      "  updated INTEGER NOT NULL)");
  // What a game file said about an imported game beyond its moves; NULL result: unknown.
  db_.execute(
      "CREATE TABLE IF NOT EXISTS imported_games ("
      "  id TEXT PRIMARY KEY,"
      "  black TEXT NOT NULL,"
      "  white TEXT NOT NULL,"
      "  place TEXT NOT NULL,"
      "  date TEXT NOT NULL,"
      "  result INTEGER)");
}

void GameStore::insert(const HostedGame& game) { insert_row(game); }

void GameStore::insert_row(const HostedGame& game) {
  const std::int64_t now = unix_seconds();
  Statement insert = db_.prepare(
      "INSERT INTO games (id, black, white, start, plies, cursor, explanations, created, updated) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)");
  insert.bind(1, game.id)
      .bind(2, game.seats.black)
      .bind(3, game.seats.white)
      .bind(4, position_text(game.game.start()))
      .bind(5, moves_text(game.game.recorded_moves()))
      .bind(6, static_cast<std::int64_t>(game.game.ply()))
      .bind(7, explanations_text(game.explanations))
      .bind(8, now);
  insert.step();
}

void GameStore::update(const HostedGame& game) {
  Statement update =
      db_.prepare("UPDATE games SET plies = ?2, cursor = ?3, explanations = ?4, updated = ?5 WHERE id = ?1");
  update.bind(1, game.id)
      .bind(2, moves_text(game.game.recorded_moves()))
      .bind(3, static_cast<std::int64_t>(game.game.ply()))
      .bind(4, explanations_text(game.explanations))
      .bind(5, unix_seconds());
  update.step();
}

std::vector<std::string> GameStore::insert_records(const std::vector<GameRecord>& records) {
  std::vector<std::string> ids;
  Transaction transaction(db_);
  Statement describe = db_.prepare(
      "INSERT INTO imported_games (id, black, white, place, date, result) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (const GameRecord& record : records) {
    HostedGame hosted{random_id(), Seats{}, game_of(record), {}};
    insert_row(hosted);
    describe.bind(1, hosted.id)
        .bind(2, record.black)
        .bind(3, record.white)
        .bind(4, record.place)
        .bind(5, record.date);
    if (const std::optional<int> result = record.result()) {
      describe.bind(6, static_cast<std::int64_t>(*result));
    } else {
      describe.bind_null(6);
    }
    describe.step();
    describe.reset();
    ids.push_back(std::move(hosted.id));
  }
  transaction.commit();
  return ids;
}

std::vector<StoredRecord> GameStore::records() {
  Statement select = db_.prepare(
      "SELECT games.id, games.black, games.white, start, plies, cursor,"
      "  imported_games.id, imported_games.black, imported_games.white, place, date, result "
      "FROM games LEFT JOIN imported_games ON imported_games.id = games.id ORDER BY created, games.rowid");
  std::vector<StoredRecord> stored;
  while (select.step()) {
    // A row that does not read is left out, as load() leaves it out.
    const Result<Position> start = parse_position(select.text(3));
    if (!start) continue;
    Result<Game> read = Game::from_transcript(select.text(4), start.value());
    if (!read) continue;
    Game game = std::move(read).value();
    if (!game.go_to(static_cast<std::size_t>(select.integer(5)))) continue;
    GameRecord record{start.value(), game.moves(), select.text(1), select.text(2), "", "", std::nullopt};
    if (!select.is_null(6)) {
      record.black = select.text(7);
      record.white = select.text(8);
      record.place = select.text(9);
      record.date = select.text(10);
      if (!select.is_null(11)) record.recorded_result = static_cast<int>(select.integer(11));
    }
    stored.push_back(StoredRecord{select.text(0), std::move(record)});
  }
  return stored;
}

std::optional<HostedGame> GameStore::load(std::string_view id) {
  Statement select =
      db_.prepare("SELECT black, white, start, plies, cursor, explanations FROM games WHERE id = ?1");
  select.bind(1, id);
  if (!select.step()) return std::nullopt;
  const Result<Position> start = parse_position(select.text(2));
  if (!start) return std::nullopt;
  Result<Game> game = Game::from_transcript(select.text(3), start.value());
  if (!game) return std::nullopt;
  HostedGame hosted{std::string(id), Seats{select.text(0), select.text(1)}, std::move(game).value(),
                    parse_explanations(select.text(5))};
  hosted.game.go_to(static_cast<std::size_t>(select.integer(4)));
  return hosted;
}

std::size_t GameStore::remove_unchanged_since(std::int64_t unix_seconds, std::size_t limit) {
  Statement remove = db_.prepare(
      "DELETE FROM games WHERE id IN (SELECT id FROM games WHERE updated < ?1 LIMIT ?2) RETURNING id");
  remove.bind(1, unix_seconds).bind(2, static_cast<std::int64_t>(limit));
  std::size_t removed = 0;
  while (remove.step()) ++removed;
  if (removed > 0) db_.execute("DELETE FROM imported_games WHERE id NOT IN (SELECT id FROM games)");
  return removed;
}

void GameStore::check_readable() {
  Statement probe = db_.prepare("SELECT 1 FROM games LIMIT 1");
  probe.step();
}

}  // namespace reversi::server
