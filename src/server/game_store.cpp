#include "server/game_store.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "players/openings.h"
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

// The game in a row whose first seven columns are black, white, start, plies, cursor,
// explanations and balanced_opening; nothing when the row no longer reads.
std::optional<HostedGame> game_of_row(std::string id, const Statement& row) {
  const Result<Position> start = parse_position(row.text(2));
  if (!start) return std::nullopt;
  Result<Game> game = Game::from_transcript(row.text(3), start.value());
  if (!game) return std::nullopt;
  const std::int64_t opening = row.integer(6);
  if (opening < 0 || static_cast<std::uint64_t>(opening) > match_openings().size()) return std::nullopt;
  HostedGame hosted{std::move(id), Seats{row.text(0), row.text(1)}, std::move(game).value(),
                    parse_explanations(row.text(5)), static_cast<std::size_t>(opening)};
  hosted.game.go_to(static_cast<std::size_t>(row.integer(4)));
  return hosted;
}

// Whether the table games has the column: a database made before the column was added lacks it.
bool games_has_column(Database& db, std::string_view column) {
  Statement has = db.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = ?1");
  has.bind(1, column);
  return has.step();
}

std::int64_t unix_time(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::seconds>(time.time_since_epoch()).count();
}

std::int64_t unix_milliseconds(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(time.time_since_epoch()).count();
}

std::int64_t unix_seconds() { return unix_time(std::chrono::system_clock::now()); }

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
  // Databases made before games had a player gain the columns; their games stay in no
  // browser's list.
  if (!games_has_column(db_, "player")) {
    Transaction columns(db_);
    db_.execute("ALTER TABLE games ADD COLUMN player TEXT");  // the creating browser's token, or NULL
    // Unix milliseconds: orders a browser's list, where games a second apart are common.
    db_.execute("ALTER TABLE games ADD COLUMN created_ms INTEGER");
    columns.commit();
  }
  db_.execute("CREATE INDEX IF NOT EXISTS games_by_player ON games (player, created_ms, id)");
  // Added later: a database made before it gets the column, every game in it with none.
  if (!games_has_column(db_, "balanced_opening")) {
    // The number of the balanced opening the game began with (match_openings()), 0 for none.
    db_.execute("ALTER TABLE games ADD COLUMN balanced_opening INTEGER NOT NULL DEFAULT 0");
  }
}

void GameStore::insert(const HostedGame& game, std::string_view player) {
  const auto time = std::chrono::system_clock::now();
  const std::int64_t now = unix_time(time);
  Statement insert = db_.prepare(
      "INSERT INTO games (id, black, white, start, plies, cursor, explanations, created, updated, player, "
      "created_ms, balanced_opening) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10, ?11)");
  if (!player.empty()) insert.bind(9, player);  // unbound: NULL
  insert.bind(10, unix_milliseconds(time));
  insert.bind(1, game.id)
      .bind(2, game.seats.black)
      .bind(3, game.seats.white)
      .bind(4, position_text(game.game.start()))
      .bind(5, moves_text(game.game.recorded_moves()))
      .bind(6, static_cast<std::int64_t>(game.game.ply()))
      .bind(7, explanations_text(game.explanations))
      .bind(8, now)
      .bind(11, static_cast<std::int64_t>(game.balanced_opening));
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
    insert(hosted);
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
  Statement select = db_.prepare(
      "SELECT black, white, start, plies, cursor, explanations, balanced_opening FROM games WHERE id = ?1");
  select.bind(1, id);
  if (!select.step()) return std::nullopt;
  return game_of_row(std::string(id), select);
}

GamePage GameStore::games_of(std::string_view player, std::size_t limit,
                             const std::optional<GameCursor>& before) {
  // Row values compare column by column: (created_ms, id) < (?3, ?4) is "older, or as old
  // with a smaller id". The index games_by_player serves both the filter and the order.
  // A game still at the usual start with no move recorded is left out: the page makes one
  // at each visit, and there is nothing in it to review or go on with.
  Statement select = db_.prepare(
      "SELECT black, white, start, plies, cursor, explanations, balanced_opening, id, created_ms, updated "
      "FROM games "
      "WHERE player = ?1 AND (?3 IS NULL OR (created_ms, id) < (?3, ?4)) AND (plies <> '' OR start <> ?5) "
      "ORDER BY created_ms DESC, id DESC LIMIT ?2");
  // One row more than the page: whether it exists says whether there is a next page.
  select.bind(1, player)
      .bind(2, static_cast<std::int64_t>(limit + 1))
      .bind(5, position_text(Position::start()));
  if (before) select.bind(3, before->created_ms).bind(4, before->id);
  GamePage page;
  GameCursor last;
  for (std::size_t rows = 0; select.step(); ++rows) {
    if (rows == limit) {
      page.next = last;
      break;
    }
    last = GameCursor{select.integer(8), select.text(7)};
    std::optional<HostedGame> hosted = game_of_row(last.id, select);
    if (hosted) page.games.push_back(StoredGame{std::move(*hosted), last.created_ms, select.integer(9)});
  }
  return page;
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
