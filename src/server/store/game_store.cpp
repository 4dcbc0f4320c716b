#include "server/store/game_store.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "core/ggf.h"
#include "json/game_json.h"
#include "players/openings.h"
#include "server/store/import_key.h"
#include "server/store/random_id.h"
#include "server/store/stored_reasons.h"

namespace reversi::server {

namespace {

// The game in a row whose first seven columns are black, white, start, plies, cursor,
// reasons and balanced_opening; nothing when the row no longer reads.
std::optional<HostedGame> game_of_row(std::string id, const Statement& row) {
  const Result<Position> start = parse_position(row.text(2));
  if (!start) return std::nullopt;
  Result<Game> game = Game::from_transcript(row.text(3), start.value());
  if (!game) return std::nullopt;
  const std::int64_t opening = row.integer(6);
  if (opening < 0 || static_cast<std::uint64_t>(opening) > match_openings().size()) return std::nullopt;
  HostedGame hosted{std::move(id), Seats{row.text(0), row.text(1)}, std::move(game).value(),
                    parse_stored_reasons(row.text(5)), static_cast<std::size_t>(opening)};
  hosted.game.go_to(static_cast<std::size_t>(row.integer(4)));
  return hosted;
}

// The columns records() and record() read a game file's record from, its id first.
constexpr std::string_view kRecordColumns =
    "SELECT games.id, games.black, games.white, start, plies, cursor,"
    "  imported_games.id, imported_games.black, imported_games.white, place, date, result, ggf "
    "FROM games LEFT JOIN imported_games ON imported_games.id = games.id";

// What the file of an imported game said besides its players, place, date and result
// (`ggf`: the game as imported), as far as it still holds: how it ended and the result
// while the game is as imported, each move's notes while the moves are those imported.
void add_imported_facts(GameRecord& record, std::string_view ggf) {
  const Result<GameRecord> imported = parse_ggf_game(ggf);
  if (!imported) return;  // kept as it was written: it reads, unless the row was damaged
  const GameRecord& file = imported.value();
  record.type = file.type;
  record.komi = file.komi;
  record.black_clock = file.black_clock;
  record.white_clock = file.white_clock;
  record.black_rating = file.black_rating;
  record.white_rating = file.white_rating;
  const bool as_imported = record.start == file.start && record.moves == file.moves;
  record.recorded_result = as_imported ? file.recorded_result : std::nullopt;
  record.ending = as_imported ? file.ending : GameEnding::Counted;
  const bool moves_kept = record.start == file.start && record.moves.size() >= file.moves.size() &&
                          std::equal(file.moves.begin(), file.moves.end(), record.moves.begin());
  if (moves_kept && !file.notes.empty()) {
    record.notes = file.notes;
    record.notes.resize(record.moves.size());
  }
}

// The record of a row of kRecordColumns up to the position shown; nothing when the row
// no longer reads.
std::optional<GameRecord> record_of_row(const Statement& row) {
  const Result<Position> start = parse_position(row.text(3));
  if (!start) return std::nullopt;
  Result<Game> read = Game::from_transcript(row.text(4), start.value());
  if (!read) return std::nullopt;
  Game game = std::move(read).value();
  if (!game.go_to(static_cast<std::size_t>(row.integer(5)))) return std::nullopt;
  GameRecord record;
  record.start = start.value();
  record.moves = game.moves();
  record.black = row.text(1);
  record.white = row.text(2);
  if (!row.is_null(6)) {
    record.black = row.text(7);
    record.white = row.text(8);
    record.place = row.text(9);
    record.date = row.text(10);
    if (!row.is_null(11)) record.recorded_result = static_cast<int>(row.integer(11));
    if (!row.is_null(12)) add_imported_facts(record, row.text(12));
  }
  return record;
}

std::optional<Color> color_named(const std::string& name) {
  if (name == "black") return Color::Black;
  if (name == "white") return Color::White;
  return std::nullopt;
}

// The online origin in columns color, ending and winner from `first`; nothing when the
// game is no online copy (NULL ending) or a column no longer reads.
std::optional<OnlineOrigin> online_origin_of_row(const Statement& row, int first) {
  if (row.is_null(first + 1)) return std::nullopt;
  const std::optional<Color> color = color_named(row.text(first));
  if (!color) return std::nullopt;
  OnlineOrigin origin{*color, row.text(first + 1), std::nullopt};
  if (!row.is_null(first + 2)) origin.winner = color_named(row.text(first + 2));
  return origin;
}

std::int64_t unix_time(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::seconds>(time.time_since_epoch()).count();
}

std::int64_t unix_milliseconds(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(time.time_since_epoch()).count();
}

std::int64_t unix_seconds() { return unix_time(std::chrono::system_clock::now()); }

// Every id is ASCII (random_id(), or a test's), so an id with any other byte names no game.
// It is not even asked for: PostgreSQL refuses text that is not UTF-8 outright.
bool may_name_a_game(std::string_view id) {
  return std::ranges::all_of(id, [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

}  // namespace

GameStore::GameStore(const DatabaseLocation& location) : db_(open_database(location)) {}

void GameStore::insert(const HostedGame& game, std::string_view player) {
  const auto time = std::chrono::system_clock::now();
  const std::int64_t now = unix_time(time);
  Statement insert = db_->prepare(
      "INSERT INTO games (id, black, white, start, plies, cursor, reasons, created, updated, player, "
      "created_ms, balanced_opening) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10, ?11)");
  if (!player.empty()) insert.bind(9, player);  // unbound: NULL
  insert.bind(10, unix_milliseconds(time));
  insert.bind(1, game.id)
      .bind(2, game.seats.black)
      .bind(3, game.seats.white)
      .bind(4, position_text(game.game.start()))
      .bind(5, moves_text(game.game.recorded_moves()))
      .bind(6, static_cast<std::int64_t>(game.game.ply()))
      .bind(7, stored_reasons_text(game.reasons))
      .bind(8, now)
      .bind(11, static_cast<std::int64_t>(game.balanced_opening));
  insert.step();
}

void GameStore::update(const HostedGame& game) {
  Statement update =
      db_->prepare("UPDATE games SET plies = ?2, cursor = ?3, reasons = ?4, updated = ?5 WHERE id = ?1");
  update.bind(1, game.id)
      .bind(2, moves_text(game.game.recorded_moves()))
      .bind(3, static_cast<std::int64_t>(game.game.ply()))
      .bind(4, stored_reasons_text(game.reasons))
      .bind(5, unix_seconds());
  update.step();
}

std::size_t imported_game_bytes(const GameRecord& record) {
  return record.black.size() + record.white.size() + record.place.size() + record.date.size() +
         write_ggf_game(record).size();
}

StoredImport GameStore::insert_records(const std::vector<GameRecord>& records, std::string_view player) {
  StoredImport stored;
  Transaction transaction(*db_);
  // The description goes in first: a key the list holds already inserts no row, and the
  // unique index decides it even against another server importing the same game at once.
  Statement describe = db_->prepare(
      "INSERT INTO imported_games (id, black, white, place, date, result, import_key, ggf) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (import_key) DO NOTHING RETURNING id");
  for (const GameRecord& record : records) {
    HostedGame hosted{random_id(), Seats{}, game_of(record), {}};
    describe.bind(1, hosted.id)
        .bind(2, record.black)
        .bind(3, record.white)
        .bind(4, record.place)
        .bind(5, record.date)
        .bind(7, import_key(player, record))
        .bind(8, write_ggf_game(record));
    if (const std::optional<int> result = record.result()) {
      describe.bind(6, static_cast<std::int64_t>(*result));
    } else {
      describe.bind_null(6);
    }
    const bool described = describe.step();
    describe.reset();
    if (!described) {
      ++stored.already_stored;
      continue;
    }
    insert(hosted, player);
    stored.ids.push_back(std::move(hosted.id));
  }
  transaction.commit();
  return stored;
}

namespace {

// Whether `later` goes on from `earlier`: the same players, start and opening, and every
// move recorded in `earlier` the same in `later`.
bool continues_from(const HostedGame& later, const HostedGame& earlier) {
  const std::vector<Square>& before = earlier.game.recorded_moves();
  const std::vector<Square>& after = later.game.recorded_moves();
  return later.seats.black == earlier.seats.black && later.seats.white == earlier.seats.white &&
         later.game.start() == earlier.game.start() && later.balanced_opening == earlier.balanced_opening &&
         before.size() <= after.size() && std::equal(before.begin(), before.end(), after.begin());
}

}  // namespace

OfflineStored GameStore::insert_offline(const HostedGame& game, std::string_view player,
                                        std::string_view offline_id, std::string_view continues) {
  Transaction transaction(*db_);
  std::optional<HostedGame> continued;
  if (!continues.empty()) {
    Statement owner = db_->prepare("SELECT player FROM games WHERE id = ?1");
    owner.bind(1, continues);
    std::optional<HostedGame> original;
    if (owner.step() && !owner.is_null(0) && owner.text(0) == player) original = load(continues);
    if (original && continues_from(game, *original)) {
      continued =
          HostedGame{original->id, original->seats, game.game, original->reasons, original->balanced_opening};
    }
  }
  const std::string& id = continued ? continued->id : game.id;
  Statement claim = db_->prepare(
      "INSERT INTO offline_games (game_id, player, offline_id) VALUES (?1, ?2, ?3) "
      "ON CONFLICT (player, offline_id) DO NOTHING RETURNING game_id");
  claim.bind(1, id).bind(2, player).bind(3, offline_id);
  if (!claim.step()) {
    Statement stored =
        db_->prepare("SELECT game_id FROM offline_games WHERE player = ?1 AND offline_id = ?2");
    stored.bind(1, player).bind(2, offline_id);
    // Only another server's retention, removing that game this instant, leaves no row.
    if (!stored.step())
      throw DatabaseError("the game played offline as " + std::string(offline_id) + " was just removed");
    return OfflineStored{stored.text(0), true};
  }
  claim.reset();
  if (continued) {
    update(*continued);
  } else {
    insert(game, player);
  }
  transaction.commit();
  return OfflineStored{id, false};
}

std::vector<StoredRecord> GameStore::records() {
  Statement select = db_->prepare(std::string(kRecordColumns) + " ORDER BY created, games.rowid");
  std::vector<StoredRecord> stored;
  while (select.step()) {
    // A row that does not read is left out, as load() leaves it out.
    if (std::optional<GameRecord> record = record_of_row(select)) {
      stored.push_back(StoredRecord{select.text(0), std::move(*record)});
    }
  }
  return stored;
}

std::optional<GameRecord> GameStore::record(std::string_view id) {
  if (!may_name_a_game(id)) return std::nullopt;
  Statement select = db_->prepare(std::string(kRecordColumns) + " WHERE games.id = ?1");
  select.bind(1, id);
  if (!select.step()) return std::nullopt;
  return record_of_row(select);
}

bool GameStore::add_online_round(const std::string& match_id, const online::EndedRound& round, Color color,
                                 std::string_view player) {
  Transaction transaction(*db_);
  Statement copied =
      db_->prepare("SELECT 1 FROM online_games WHERE match_id = ?1 AND round = ?2 AND player = ?3");
  copied.bind(1, match_id).bind(2, static_cast<std::int64_t>(round.round)).bind(3, player);
  if (copied.step()) return false;
  const HostedGame hosted{random_id(), Seats{}, round.game, {}};
  insert(hosted, player);
  Statement describe = db_->prepare(
      "INSERT INTO online_games (game_id, match_id, round, player, color, ending, winner) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  describe.bind(1, hosted.id)
      .bind(2, match_id)
      .bind(3, static_cast<std::int64_t>(round.round))
      .bind(4, player)
      .bind(5, json::color_name(color))
      .bind(6, online::reason_name(round.end.reason));
  if (round.winner) describe.bind(7, json::color_name(*round.winner));  // unbound: NULL, a draw
  describe.step();
  transaction.commit();
  return true;
}

std::optional<HostedGame> GameStore::load(std::string_view id) {
  if (!may_name_a_game(id)) return std::nullopt;
  Statement select = db_->prepare(
      "SELECT black, white, start, plies, cursor, reasons, balanced_opening FROM games WHERE id = ?1");
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
  Statement select = db_->prepare(
      "SELECT games.black, games.white, start, plies, cursor, reasons, balanced_opening, games.id,"
      "  created_ms, updated, online_games.color, online_games.ending, online_games.winner,"
      "  imported_games.id, imported_games.black, imported_games.white "
      "FROM games LEFT JOIN online_games ON online_games.game_id = games.id"
      "  LEFT JOIN imported_games ON imported_games.id = games.id "
      "WHERE games.player = ?1"
      "  AND (CAST(?3 AS BIGINT) IS NULL OR (created_ms, games.id) < (CAST(?3 AS BIGINT), CAST(?4 AS TEXT)))"
      "  AND (plies <> '' OR start <> ?5) "
      "ORDER BY created_ms DESC, games.id DESC LIMIT ?2");
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
    if (!hosted) continue;
    std::optional<Seats> imported;
    if (!select.is_null(13)) imported = Seats{select.text(14), select.text(15)};
    page.games.push_back(StoredGame{std::move(*hosted), last.created_ms, select.integer(9),
                                    online_origin_of_row(select, 10), std::move(imported)});
  }
  return page;
}

std::size_t GameStore::remove_unchanged_since(std::int64_t unix_seconds, std::size_t limit) {
  Statement remove = db_->prepare(
      "DELETE FROM games WHERE id IN (SELECT id FROM games WHERE updated < ?1 LIMIT ?2) RETURNING id");
  remove.bind(1, unix_seconds).bind(2, static_cast<std::int64_t>(limit));
  std::size_t removed = 0;
  while (remove.step()) ++removed;
  if (removed > 0) {
    db_->execute("DELETE FROM imported_games WHERE id NOT IN (SELECT id FROM games)");
    db_->execute("DELETE FROM online_games WHERE game_id NOT IN (SELECT id FROM games)");
    db_->execute("DELETE FROM offline_games WHERE game_id NOT IN (SELECT id FROM games)");
  }
  return removed;
}

void GameStore::check_writable() {
  Statement read = db_->prepare("SELECT 1 FROM games LIMIT 1");
  read.step();
  Statement write = db_->prepare(
      "INSERT INTO health_checks (id, checked_ms) VALUES (1, ?1) "
      "ON CONFLICT (id) DO UPDATE SET checked_ms = excluded.checked_ms");
  write.bind(1, unix_milliseconds(std::chrono::system_clock::now()));
  write.step();
}

}  // namespace reversi::server
