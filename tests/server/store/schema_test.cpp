// The game database across releases: a file made by an earlier release opens with today's
// code, every game and match in it there and playable; a file of a later release is
// refused with a reason and left as it was. The earlier files are tests/data/schema/*.sql
// (each says which commit made it and how).
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "cli/move_explanation.h"
#include "core/notation.h"
#include "json/move_reason_json.h"
#include "server/store/database_file.h"
#include "server/store/database_schema.h"
#include "server/store/game_store.h"
#include "server/store/online_store.h"
#include "server/store/sqlite.h"
#include "support/http_client.h"
#include "support/test_database.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

using json = nlohmann::json;
namespace http = boost::beast::http;

// The games and matches both fixtures hold (see their headers).
const std::string kListedGame = "-pLR5T6t-F3doTM6TWjxeA";
const std::string kUndoneGame = "MVH84YTfDkVvme3qnwIbkw";
const std::string kBalancedGame = "ox4fIUOgZhBSqS7rqHXHhg";
const std::string kImportedGame = "-9cqrnQ4LpML7eWqWRYMCw";
const std::string kPlayer = "FixturePlayerToken0001";
const std::string kOpenMatch = "bejh4kq3B1ViaCsDyaEo1g";
const std::string kOpenMatchHost = "a6iMApGb11yH6NKhNQZH3Q";
const std::string kOpenMatchGuest = "enoN69VVCYPLuZDvufeg3g";
const std::string kResignedMatch = "yZbqD5IB1ZxDeLJft8Mgrg";

std::string fixture_sql(const std::string& name) {
  std::ifstream file(std::string(REVERSI_TEST_DATA_DIR) + "/schema/" + name);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

class SchemaFixtureTest : public ::testing::Test {
 protected:
  // Restarts the server on a database that begins as the fixture `name`.
  void open_fixture(const std::string& name) {
    const std::string sql = fixture_sql(name);
    ASSERT_FALSE(sql.empty()) << name;
    server_.stop();
    std::filesystem::remove_all(server_.data());
    SqliteDatabase(database_file(server_.data())).execute(sql);
    server_.start();
  }

  json call(http::verb method, const std::string& target, const json& body = nullptr,
            const std::vector<std::pair<std::string, std::string>>& headers = {}) {
    const HttpReply reply =
        http_request(server_.endpoint(), method, target, body.is_null() ? "" : body.dump(), headers);
    EXPECT_TRUE(reply.status == 200u || reply.status == 201u) << target << ": " << reply.body;
    return reply.data();
  }

  std::unique_ptr<WsClient> join(const std::string& match, const std::optional<std::string>& seat,
                                 json& welcome) {
    auto client = std::make_unique<WsClient>(server_.endpoint());
    json hello = {{"type", "hello"}, {"game", match}, {"since", 0}};
    if (seat) hello["seat"] = *seat;
    client->send(hello);
    welcome = client->receive_type("welcome");
    return client;
  }

  std::vector<std::string> listed_ids() {
    const json page = call(http::verb::get, "/api/games", nullptr, {{"Reversi-Player", kPlayer}});
    std::vector<std::string> ids;
    for (const json& game : page["games"]) ids.push_back(game["id"]);
    return ids;
  }

  // What both fixtures hold: two local games and two online matches, each as it was left
  // and each going on.
  void expect_common_games_playable() {
    json game = call(http::verb::get, "/api/games/" + kListedGame);
    EXPECT_EQ(game["transcript"], "f5d6c3");
    game = call(http::verb::post, "/api/games/" + kListedGame + "/moves", {{"move", "d3"}, {"ply", 3}});
    EXPECT_EQ(game["transcript"], "f5d6c3d3");

    game = call(http::verb::get, "/api/games/" + kUndoneGame);
    EXPECT_EQ(game["ply"], 4);
    EXPECT_EQ(game["undone"], json::array({"c4"}));
    game = call(http::verb::post, "/api/games/" + kUndoneGame + "/redo", {{"ply", 4}});
    EXPECT_EQ(game["transcript"], "f5d6c3d3c4");

    json welcome;
    auto host = join(kOpenMatch, kOpenMatchHost, welcome);
    EXPECT_EQ(welcome["missed"].size(), 4u);
    EXPECT_EQ(welcome["state"]["transcript"], "f5d6c3d3");
    ASSERT_EQ(welcome["state"]["to_move"], "black");
    const std::string square = welcome["state"]["legal"][0];
    auto guest = join(kOpenMatch, kOpenMatchGuest, welcome);
    host->send({{"type", "move"}, {"square", square}});
    const json event = guest->receive_type("event");
    EXPECT_EQ(event["event"]["seq"], 5);
    EXPECT_EQ(event["event"]["square"], square);

    join(kResignedMatch, std::nullopt, welcome);
    const json& state = welcome["state"];
    EXPECT_TRUE(state["over"].get<bool>());
    EXPECT_EQ(state["end"]["reason"], "resigned");
    EXPECT_EQ(state["end"]["winner"], "white");
    EXPECT_EQ(state["clock"], json({{"initial_ms", 300000}, {"increment_ms", 3000}}));
  }

  int version_on_disk() {
    SqliteDatabase db(database_file(server_.data()));
    return schema_version(db);
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(SchemaFixtureTest, TheLastReleaseBeforeVersionsKeepsEveryGameAndMatch) {
  open_fixture("5e1554f.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  std::vector<std::string> listed = listed_ids();
  std::sort(listed.begin(), listed.end());
  EXPECT_EQ(listed, (std::vector<std::string>{kListedGame, kBalancedGame}));

  json game = call(http::verb::get, "/api/games/" + kBalancedGame);
  EXPECT_EQ(game["balanced_opening"], json({{"number", 67}, {"plies", 8}}));
  ASSERT_EQ(game["to_move"], "white");
  const std::string reply = game["legal"][0];
  game = call(http::verb::post, "/api/games/" + kBalancedGame + "/moves", {{"move", reply}, {"ply", 9}});
  EXPECT_EQ(game["ply"], 10);

  server_.stop();
  GameStore store(server_.data());
  const std::vector<StoredRecord> records = store.records();
  const auto imported = std::find_if(records.begin(), records.end(),
                                     [](const StoredRecord& stored) { return stored.id == kImportedGame; });
  ASSERT_NE(imported, records.end());
  EXPECT_EQ(imported->record.black, "Alice");
  EXPECT_EQ(imported->record.place, "Club");
  EXPECT_EQ(imported->record.recorded_result, 2);
}

TEST_F(SchemaFixtureTest, TheFirstReleasesDatabaseGainsEveryLaterTableAndColumn) {
  open_fixture("ca58501.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  // Its games were made before browsers' lists: they are in none, and new ones are.
  EXPECT_TRUE(listed_ids().empty());
  const json created =
      call(http::verb::post, "/api/games", {{"setup", "f5d6"}}, {{"Reversi-Player", kPlayer}});
  EXPECT_EQ(listed_ids(), std::vector<std::string>{created["id"].get<std::string>()});
  EXPECT_FALSE(
      call(http::verb::post, "/api/games", {{"balanced_opening", true}})["balanced_opening"].is_null());
}

TEST_F(SchemaFixtureTest, TheReleaseBeforeSharedPresenceKeepsEveryGameMatchAndCopy) {
  open_fixture("909dfce.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  // The copy of the resigned match's round stays in its browser's list, and presenting the
  // seat again adds no second one.
  const std::string copy = "baP2xbeda_T0fFxXqblOsg";
  std::vector<std::string> listed = listed_ids();
  std::sort(listed.begin(), listed.end());
  std::vector<std::string> expected = {kListedGame, kBalancedGame, copy};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(listed, expected);
  const json added = call(http::verb::post, "/api/games/online",
                          {{"seats", {{{"game", kResignedMatch}, {"seat", "z4kRSDS1Jm6uyaYBrq-eCg"}}}}},
                          {{"Reversi-Player", kPlayer}});
  EXPECT_EQ(added["added"], 0);
}

TEST_F(SchemaFixtureTest, TheReleaseBeforeTheWritingHealthCheckIsHealthyAndKeepsEveryGame) {
  open_fixture("68be216.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();
  EXPECT_EQ(call(http::verb::get, "/healthz"), json({{"status", "ok"}, {"database", "ok"}}));
}

// The record of the GGF game cd00b3f.sql imported twice (see its header).
GameRecord carols_game() {
  GameRecord record;
  record.moves = parse_transcript("d3c5f6").value();
  record.black = "Carol";
  record.white = "Dave";
  record.place = "Club";
  record.date = "2026-12-01";
  return record;
}

TEST_F(SchemaFixtureTest, TheReleaseBeforeImportKeysKeepsEveryGameAndImportsNoneAgain) {
  open_fixture("cd00b3f.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  // The transcript imported into the browser's list is there already.
  const HttpReply again =
      http_request(server_.endpoint(), http::verb::post, "/api/games/import?name=mine.txt", "f5d6c3d3\n",
                   {{"Reversi-Player", kPlayer}});
  ASSERT_EQ(again.status, 201u) << again.body;
  EXPECT_EQ(again.data()["ids"], json::array());
  EXPECT_EQ(again.data()["already_stored"], 1);

  // Of the game imported twice, the first copy has the key and both are kept.
  server_.stop();
  {
    SqliteDatabase db(database_file(server_.data()));
    Statement keyed = db.prepare("SELECT id FROM imported_games WHERE import_key IS NOT NULL ORDER BY id");
    std::vector<std::string> ids;
    while (keyed.step()) ids.push_back(keyed.text(0));
    EXPECT_EQ(ids,
              (std::vector<std::string>{kImportedGame, "vw6J-FNbv7Gm_9eCWX8rEQ", "xCFuMOx3ViDxfHoFe-FEUg"}));
  }
  GameStore store(server_.data());
  GameRecord alices_game = carols_game();
  alices_game.moves = parse_transcript("f5d6c3").value();
  alices_game.black = "Alice";
  alices_game.white = "Bob";
  alices_game.date = "2026-11-20";
  const StoredImport imported = store.insert_records({carols_game(), alices_game});
  EXPECT_TRUE(imported.ids.empty());
  EXPECT_EQ(imported.already_stored, 2U);
  const std::vector<StoredRecord> records = store.records();
  EXPECT_EQ(std::count_if(records.begin(), records.end(),
                          [](const StoredRecord& stored) { return stored.record.black == "Carol"; }),
            2);
}

TEST_F(SchemaFixtureTest, TheReleaseBeforeOfflineGamesKeepsEveryGameAndStoresAnOfflineGameOnce) {
  open_fixture("aa6a4bc.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();
  EXPECT_EQ(call(http::verb::get, "/api/games/MdtjK2fQLFKkQJpwtH0LJg")["transcript"], "e6f4c3c4d3");

  // The table the upgrade made keeps a game played offline to one copy.
  const json offline = {{"setup", "f5d6"}, {"offline_id", "OfflineGameId000000001"}};
  const HttpReply first = http_request(server_.endpoint(), http::verb::post, "/api/games", offline.dump(),
                                       {{"Reversi-Player", kPlayer}});
  ASSERT_EQ(first.status, 201u) << first.body;
  const HttpReply again = http_request(server_.endpoint(), http::verb::post, "/api/games", offline.dump(),
                                       {{"Reversi-Player", kPlayer}});
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.data()["id"], first.data()["id"]);
}

TEST_F(SchemaFixtureTest, TheReleaseBeforeImportedFactsKeepsEveryGameAndKeepsTheFactsOfNewImports) {
  open_fixture("f780fe4.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  // Imported before the upgrade: its result is there, what else its file said is not.
  const std::string frank = "OirtW2AsjS1vbYQNHO8OhA";
  const HttpReply before =
      http_request(server_.endpoint(), http::verb::get, "/api/games/" + frank + "/export?format=ggf");
  ASSERT_EQ(before.status, 200u) << before.body;
  EXPECT_NE(before.body.find("RE[+64.000]"), std::string::npos) << before.body;
  // Imported again into a list, the game keeps them all.
  const std::string file =
      "(;GM[Othello]PC[GGS/os]DT[2003.01.01]PB[frank]PW[gina]RB[2012.50]RW[1890.00]TI[05:00//02:00]"
      "RE[+64.000:t]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
      "B[F5/-1.50/2.25]W[D6/1.00]B[C3//0.50];)\n";
  const HttpReply imported =
      http_request(server_.endpoint(), http::verb::post, "/api/games/import?name=frank.ggf", file,
                   {{"Reversi-Player", kPlayer}});
  ASSERT_EQ(imported.status, 201u) << imported.body;
  const std::string id = imported.data()["ids"][0];
  const HttpReply after =
      http_request(server_.endpoint(), http::verb::get, "/api/games/" + id + "/export?format=ggf");
  for (const char* fact :
       {"RE[+64.000:t]", "TI[05:00//02:00]", "RB[2012.50]", "B[F5/-1.5/2.25]", "B[C3//0.5]"})
    EXPECT_NE(after.body.find(fact), std::string::npos) << fact << " in " << after.body;
}

// The computer's explanations were sentences until version 12: each becomes the facts it
// said, which the terminal words again exactly as it was stored.
TEST_F(SchemaFixtureTest, TheReleaseBeforeReasonsAsFactsKeepsEveryExplanationAsItsFacts) {
  open_fixture("fcc9059.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  const std::pair<std::string, std::string> explained[] = {
      {"ox4fIUOgZhBSqS7rqHXHhg", "It expects to win by 4 discs (estimate)."},
      {"DLzzsfW0Em7gjFyQLNxK_A", "A quiet move: it opens 1 empty square next to the discs it flips."},
      {"wCYdVxnPRf34kSU21VAIGw", "It flips 1 disc."},
      {"Oy9qNtM_eUjiYfvi3RTdAg", "It expects a draw (opening book)."},
      {"ivu3mRYdr3dZStCKwfk9lg",
       "It expects to lose by 38 discs (proven). Expected line: b4 h8 g2 b1 a2 g7 h6 h1 a4 b7."},
      {"BVLzVObpdxNfl9JiMulgbg",
       "It expects to win by 32 discs (proven). Expected line: a4 g2 b1 a2 a6 b7 a8 g7 a7 pass."},
      {"lxpNztJWoLvASgLKrj1eXA",
       "It takes the corner h1. It expects to win by 28 discs (proven). Expected line: h1 h2 b2 a1 b1 b7 d1 "
       "a7 a8 b8."},
  };
  for (const auto& [id, sentence] : explained) {
    const json game = call(http::verb::get, "/api/games/" + id);
    const json& computer_move = game["computer_move"];
    ASSERT_TRUE(computer_move.is_object()) << id << ": " << game.dump();
    EXPECT_EQ(computer_move["move"], game["plies"].back()["move"]) << id;
    EXPECT_EQ(computer_move["reason"]["flipped"], game["plies"].back()["flipped"].size()) << id;
    const Result<MoveReason> reason = reversi::json::parse_move_reason(computer_move["reason"]);
    ASSERT_TRUE(reason) << id << ": " << reason.error();
    const Decision decision{parse_move(computer_move["move"].get<std::string>()).value(), reason.value()};
    EXPECT_EQ(cli::explain_decision(cli::Language::English, decision), sentence) << id;
  }
  // The most-flips game's first computer move keeps its reason too: undone to it, it shows.
  json undone = call(http::verb::post, "/api/games/wCYdVxnPRf34kSU21VAIGw/cursor", {{"ply", 3}, {"to", 1}});
  EXPECT_EQ(undone["computer_move"]["move"], "c4") << undone.dump();
  EXPECT_EQ(undone["computer_move"]["reason"]["flipped"], 1);
}

// Matches of the release before the open table are private: none is listed or joined, and
// a public one made after the upgrade is.
TEST_F(SchemaFixtureTest, TheReleaseBeforeTheOpenTableKeepsEveryMatchPrivate) {
  open_fixture("47d3720.sql");
  EXPECT_EQ(version_on_disk(), kSchemaVersion);
  expect_common_games_playable();

  server_.stop();
  OnlineStore store(server_.data());
  const online::TimePoint always{0};
  const online::TimePoint now{std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::system_clock::now().time_since_epoch())};
  EXPECT_TRUE(store.open_matches(always, 10).empty());
  for (const std::string& match : {kOpenMatch, std::string("54cwoSloAYkDy9ejvGCXxQ")}) {
    EXPECT_FALSE(store.load(match)->is_public) << match;
    EXPECT_FALSE(store.take_guest_seat(match, always, now)) << match;
  }
  StoredMatch listed{"ListedAfterTheUpgrade00", "host", "guest", {}, now, true};
  store.create(listed);
  ASSERT_EQ(store.open_matches(always, 10).size(), 1u);
  EXPECT_TRUE(store.take_guest_seat(listed.id, always, now));
}

// The tables and columns as the database describes them, to compare before and after.
std::string described_schema(Database& db) {
  Statement schema =
      db.prepare(db.dialect() == SqlDialect::Sqlite
                     ? "SELECT group_concat(sql, ';') FROM sqlite_schema"
                     : "SELECT string_agg(table_name || '.' || column_name || ' ' || data_type, ';' ORDER BY "
                       "table_name, "
                       "ordinal_position) FROM information_schema.columns WHERE table_schema = 'public'");
  schema.step();
  return schema.text(0);
}

TEST(SchemaMigration, ANewDatabaseGetsTheLatestVersionAndReopeningChangesNothing) {
  const std::filesystem::path data = test_data_directory("SchemaMigrationNew");
  std::filesystem::remove_all(data);
  const TestDatabase database(data);
  { GameStore store(database.location()); }
  const std::unique_ptr<Database> db = database.connect();
  EXPECT_EQ(schema_version(*db), kSchemaVersion);
  const std::string before = described_schema(*db);
  EXPECT_NE(before.find("online_games"), std::string::npos) << before;
  { OnlineStore online(database.location()); }
  { GameStore store(database.location()); }
  EXPECT_EQ(described_schema(*db), before);
  std::filesystem::remove_all(data);
}

// A database of schema 8 on either engine, with a game imported twice (as every release
// before keys did): the first copy gets the key, the second none, both are kept, and the
// game is not imported a third time.
TEST(SchemaMigration, ImportedGamesOfTheSchemaBeforeKeysGetTheirKeysOldestFirst) {
  const std::filesystem::path data = test_data_directory("SchemaMigrationImportKeys");
  std::filesystem::remove_all(data);
  const TestDatabase database(data);
  std::string first;
  { first = GameStore(database.location()).insert_records({carols_game()}).ids.at(0); }
  const std::unique_ptr<Database> db = database.connect();
  db->execute("DROP INDEX imported_games_by_key");
  db->execute("ALTER TABLE imported_games DROP COLUMN import_key");
  db->execute("DROP TABLE offline_games");                    // schema 10's, made again by the upgrade
  db->execute("ALTER TABLE imported_games DROP COLUMN ggf");  // schema 11's
  db->execute("ALTER TABLE games RENAME COLUMN reasons TO explanations");  // schema 12's
  db->execute("DROP INDEX online_matches_open");                           // schema 13's
  db->execute("ALTER TABLE online_matches DROP COLUMN guest_taken_ms");
  db->execute("ALTER TABLE online_matches DROP COLUMN is_public");
  db->execute(db->dialect() == SqlDialect::Sqlite ? "PRAGMA user_version = 8"
                                                  : "UPDATE reversi_schema SET version = 8");
  db->execute(
      "INSERT INTO games (id, black, white, start, plies, cursor, explanations, created, updated, player,"
      "  created_ms, balanced_opening) "
      "SELECT 'second', black, white, start, plies, cursor, explanations, created + 1, updated + 1, player,"
      "  created_ms + 1000, balanced_opening FROM games");
  db->execute(
      "INSERT INTO imported_games (id, black, white, place, date, result) "
      "SELECT 'second', black, white, place, date, result FROM imported_games");

  GameStore store(database.location());
  EXPECT_EQ(schema_version(*db), kSchemaVersion);
  Statement keyed = db->prepare("SELECT id FROM imported_games WHERE import_key IS NOT NULL");
  ASSERT_TRUE(keyed.step());
  EXPECT_EQ(keyed.text(0), first);
  EXPECT_FALSE(keyed.step());
  EXPECT_EQ(store.insert_records({carols_game()}).already_stored, 1U);
  EXPECT_EQ(store.records().size(), 2U);
  std::filesystem::remove_all(data);
}

TEST(SchemaMigration, ADatabaseOfALaterReleaseIsRefusedAndLeftAsItIs) {
  const std::filesystem::path data = test_data_directory("SchemaMigrationLater");
  std::filesystem::remove_all(data);
  const TestDatabase database(data);
  { GameStore store(database.location()); }
  const int later = kSchemaVersion + 1;
  const std::unique_ptr<Database> db = database.connect();
  db->execute(db->dialect() == SqlDialect::Sqlite
                  ? "PRAGMA user_version = " + std::to_string(later)
                  : "UPDATE reversi_schema SET version = " + std::to_string(later));
  for (const auto& open : {+[](const DatabaseLocation& d) { GameStore store(d); },
                           +[](const DatabaseLocation& d) { OnlineStore store(d); }}) {
    try {
      open(database.location());
      ADD_FAILURE() << "a database of version " << later << " was opened";
    } catch (const SchemaError& error) {
      const std::string message = error.what();
      EXPECT_NE(message.find(db->name() + " has schema version " + std::to_string(later)), std::string::npos)
          << message;
      EXPECT_NE(message.find("a later release made it"), std::string::npos) << message;
    }
  }
  EXPECT_EQ(schema_version(*db), later);
  std::filesystem::remove_all(data);
}

}  // namespace
}  // namespace reversi::server
