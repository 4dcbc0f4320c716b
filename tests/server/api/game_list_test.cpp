// GET /api/games (docs/api.md): a browser lists the games it created, and no others, newest
// first and a page at a time; bad parameters get a 400 that names them.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "server/store/database_file.h"
#include "server/store/game_store.h"
#include "server/store/sqlite.h"
#include "support/http_client.h"
#include "support/known_games.h"
#include "support/player_tokens.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using testing::kAlice;
using testing::kBob;

// A game with a move in it: one that the list shows.
const json kOneMove = {{"setup", "f5"}};

// Every square black's: neither side can move, so the game is over at once, 64 to 0.
// Black to move, with b1, c1 and e3 to play.
const std::string kSetUpPosition = "O--------O------XXOO-------OO------OOO-------------------------- X";

class GameListTest : public ::testing::Test {
 protected:
  HttpReply list(const std::string& query, const std::string& player) {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!player.empty()) headers.emplace_back("Reversi-Player", player);
    return http_request(server_.endpoint(), http::verb::get, "/api/games" + query, "", headers);
  }

  // Each game a few milliseconds after the last, so that the list's order is theirs.
  std::string create(const json& body, const std::string& player) {
    std::this_thread::sleep_for(std::chrono::milliseconds(3));
    const HttpReply reply = http_request(server_.endpoint(), http::verb::post, "/api/games", body.dump(),
                                         {{"Reversi-Player", player}});
    EXPECT_EQ(reply.status, 201u) << reply.body;
    return reply.data()["id"].get<std::string>();
  }

  static std::vector<std::string> ids_of(const json& page) {
    std::vector<std::string> ids;
    for (const json& game : page["games"]) ids.push_back(game["id"].get<std::string>());
    return ids;
  }

  void expect_bad_request(const std::string& query, const std::string& player, const std::string& message) {
    const HttpReply reply = list(query, player);
    EXPECT_EQ(reply.status, 400u) << query << ": " << reply.body;
    EXPECT_EQ(reply.data()["error"], message) << query;
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(GameListTest, ListsOnlyTheGamesTheAskingBrowserCreatedNewestFirst) {
  const std::string first = create(kOneMove, kAlice);
  const std::string bobs = create(kOneMove, kBob);
  const std::string second = create({{"white", "level-1"}, {"setup", "f5"}}, kAlice);
  // A game created without a token (an older page, a script) is in nobody's list.
  ASSERT_EQ(http_request(server_.endpoint(), http::verb::post, "/api/games", "{}").status, 201u);

  const HttpReply alice = list("", kAlice);
  ASSERT_EQ(alice.status, 200u) << alice.body;
  EXPECT_EQ(alice.content_type, "application/json; charset=utf-8");
  EXPECT_EQ(ids_of(alice.data()), (std::vector<std::string>{second, first}));
  EXPECT_TRUE(alice.data()["next"].is_null());
  EXPECT_EQ(ids_of(list("", kBob).data()), std::vector<std::string>{bobs});
  EXPECT_TRUE(list("", "NobodyNobodyNobodyNoby").data()["games"].empty());
}

TEST_F(GameListTest, SummarySaysWhoPlayedWhenTheMovesAndTheResult) {
  const std::string going = create({{"black", "human"}, {"white", "level-3"}, {"setup", "f5d6c3"}}, kAlice);
  const std::string over = create({{"setup", testing::kWipeOut}}, kAlice);
  const json page = list("", kAlice).data();
  std::map<std::string, json> by_id;
  for (const json& game : page["games"]) by_id[game["id"].get<std::string>()] = game;
  ASSERT_EQ(by_id.size(), 2u);

  const json& unfinished = by_id[going];
  EXPECT_EQ(unfinished["black"], "human");
  EXPECT_EQ(unfinished["white"], "level-3");
  EXPECT_EQ(unfinished["moves"], 3);
  EXPECT_EQ(unfinished["over"], false);
  EXPECT_EQ(unfinished["to_move"], "white");
  EXPECT_TRUE(unfinished["result"].is_null());
  EXPECT_EQ(unfinished["start"], "---------------------------OX------XO--------------------------- X");
  const std::string created = unfinished["created"];
  ASSERT_EQ(created.size(), 20u) << created;  // 2026-11-25T02:42:13Z
  EXPECT_EQ(created[10], 'T');
  EXPECT_EQ(created.back(), 'Z');
  EXPECT_EQ(unfinished["updated"], created);
  EXPECT_FALSE(unfinished.contains("plies"));  // the game itself is GET /api/games/{id}

  const json& finished = by_id[over];
  EXPECT_EQ(finished["over"], true);
  EXPECT_EQ(finished["moves"], 9);
  EXPECT_TRUE(finished["to_move"].is_null());
  EXPECT_EQ(finished["result"], (json{{"black", 13}, {"white", 0}, {"winner", "black"}}));
}

TEST_F(GameListTest, SummaryFollowsTheGameAsItGoesOn) {
  const std::string id = create(kOneMove, kAlice);
  const HttpReply moved = http_request(server_.endpoint(), http::verb::post, "/api/games/" + id + "/moves",
                                       json{{"move", "d6"}}.dump());
  ASSERT_EQ(moved.status, 200u) << moved.body;
  const json game = list("", kAlice).data()["games"][0];
  EXPECT_EQ(game["moves"], 2);
  EXPECT_EQ(game["to_move"], "black");
}

// The page starts a game at each visit: one with no move from the usual start is nothing
// to review or continue, and would bury the games that are.
TEST_F(GameListTest, LeavesOutGamesWithNoMoveFromTheUsualStart) {
  create(json::object(), kAlice);
  create({{"setup", "---------------------------OX------XO--------------------------- X"}}, kAlice);
  EXPECT_TRUE(list("", kAlice).data()["games"].empty());
  const std::string taken_back = create(kOneMove, kAlice);
  const HttpReply undone =
      http_request(server_.endpoint(), http::verb::post, "/api/games/" + taken_back + "/undo", "{}");
  ASSERT_EQ(undone.status, 200u) << undone.body;
  const std::string from_position = create({{"setup", kSetUpPosition}}, kAlice);
  // A move taken back can still be redone, and a set-up position is worth coming back to.
  EXPECT_EQ(ids_of(list("", kAlice).data()), (std::vector<std::string>{from_position, taken_back}));
}

TEST_F(GameListTest, PagesFollowEachOtherWithoutGapsOrRepeats) {
  std::set<std::string> created;
  for (int i = 0; i < 5; ++i) created.insert(create(kOneMove, kAlice));
  const std::vector<std::string> whole = ids_of(list("?limit=100", kAlice).data());
  ASSERT_EQ(whole.size(), 5u);

  std::vector<std::string> paged;  // page after page, as the page asks for them
  std::vector<std::size_t> sizes;
  std::string query = "?limit=2";
  for (int pages = 0; pages < 10; ++pages) {
    const HttpReply reply = list(query, kAlice);
    ASSERT_EQ(reply.status, 200u) << reply.body;
    const std::vector<std::string> ids = ids_of(reply.data());
    sizes.push_back(ids.size());
    paged.insert(paged.end(), ids.begin(), ids.end());
    if (reply.data()["next"].is_null()) break;
    query = "?limit=2&before=" + reply.data()["next"].get<std::string>();
  }
  EXPECT_EQ(sizes, (std::vector<std::size_t>{2, 2, 1}));
  EXPECT_EQ(paged, whole);
  EXPECT_EQ(std::set<std::string>(paged.begin(), paged.end()), created);
}

TEST_F(GameListTest, AGameChangedLaterKeepsItsPlaceByCreation) {
  const std::string older = create(kOneMove, kAlice);
  const std::string newer = create(kOneMove, kAlice);
  const HttpReply moved = http_request(server_.endpoint(), http::verb::post, "/api/games/" + older + "/moves",
                                       json{{"move", "d6"}}.dump());
  ASSERT_EQ(moved.status, 200u) << moved.body;
  EXPECT_EQ(ids_of(list("", kAlice).data()), (std::vector<std::string>{newer, older}));
  const json first_page = list("?limit=1", kAlice).data();
  EXPECT_EQ(ids_of(first_page), std::vector<std::string>{newer});
  EXPECT_EQ(ids_of(list("?before=" + first_page["next"].get<std::string>(), kAlice).data()),
            std::vector<std::string>{older});
}

TEST_F(GameListTest, BadParametersAreRefusedWithTheirReason) {
  create(kOneMove, kAlice);
  expect_bad_request("", "",
                     "Reversi-Player: missing; the list holds the games of the browser whose token it sends");
  expect_bad_request("", "short",
                     "Reversi-Player: expected this browser's token, 22 characters of A-Z a-z 0-9 - _");
  expect_bad_request("", "AliceAliceAliceAlice/+",
                     "Reversi-Player: expected this browser's token, 22 characters of A-Z a-z 0-9 - _");
  expect_bad_request("?limit=0", kAlice, "'limit': expected a whole number from 1 to 100, not '0'");
  expect_bad_request("?limit=101", kAlice, "'limit': expected a whole number from 1 to 100, not '101'");
  expect_bad_request("?limit=ten", kAlice, "'limit': expected a whole number from 1 to 100, not 'ten'");
  expect_bad_request("?limit=-1", kAlice, "'limit': expected a whole number from 1 to 100, not '-1'");
  expect_bad_request("?limit=", kAlice, "'limit': expected a whole number from 1 to 100, not ''");
  expect_bad_request("?limit=99999999999999999999", kAlice,
                     "'limit': expected a whole number from 1 to 100, not '99999999999999999999'");
  expect_bad_request("?limit=2&limit=3", kAlice, "query: 'limit' is given twice");
  expect_bad_request("?before=yesterday", kAlice,
                     "'before': expected the 'next' of an earlier page (MILLISECONDS.ID), not 'yesterday'");
  expect_bad_request("?before=12.short", kAlice,
                     "'before': expected the 'next' of an earlier page (MILLISECONDS.ID), not '12.short'");
  expect_bad_request("?before=%zz", kAlice, "query: 'before': bad percent-encoding (% and two hex digits)");
  expect_bad_request("?page=2", kAlice, "query: unknown parameter 'page' (limit, before)");
  // A value percent-encoded (as any URL library may write it) is the same value.
  EXPECT_EQ(list("?limit=%31", kAlice).status, 200u);
}

TEST_F(GameListTest, AMalformedTokenCreatesNoGame) {
  const HttpReply refused = http_request(server_.endpoint(), http::verb::post, "/api/games", "{}",
                                         {{"Reversi-Player", "not a token"}});
  EXPECT_EQ(refused.status, 400u);
  EXPECT_EQ(refused.data()["error"],
            "Reversi-Player: expected this browser's token, 22 characters of A-Z a-z 0-9 - _");
  const std::unique_ptr<Database> db = server_.connect();
  Statement count = db->prepare("SELECT COUNT(*) FROM games");
  ASSERT_TRUE(count.step());
  EXPECT_EQ(count.integer(0), 0);
}

TEST_F(GameListTest, OtherMethodsAreNotAllowed) {
  const HttpReply reply =
      http_request(server_.endpoint(), http::verb::delete_, "/api/games", "", {{"Reversi-Player", kAlice}});
  EXPECT_EQ(reply.status, 405u);
}

// A database from before games had a player opens, its games still load, and they are in
// no browser's list.
TEST(GameStoreUpgrade, AddsThePlayerColumnToAnOlderDatabase) {
  const std::filesystem::path data = test_data_directory("GameStoreUpgrade");
  std::filesystem::remove_all(data);
  std::filesystem::create_directories(data);
  {
    SqliteDatabase old(database_file(data));
    old.execute(
        "CREATE TABLE games (id TEXT PRIMARY KEY, black TEXT NOT NULL, white TEXT NOT NULL, start TEXT NOT "
        "NULL,"
        " plies TEXT NOT NULL, cursor INTEGER NOT NULL, explanations TEXT NOT NULL, created INTEGER NOT NULL,"
        " updated INTEGER NOT NULL)");
    old.execute(
        "INSERT INTO games VALUES ('OldOldOldOldOldOldOld0', 'human', 'human',"
        " '---------------------------OX------XO--------------------------- X', 'f5', 1, '{}', 1, 1)");
  }
  {
    GameStore store(data);
    ASSERT_TRUE(store.load("OldOldOldOldOldOldOld0").has_value());
    EXPECT_TRUE(store.games_of(kAlice, 10, std::nullopt).games.empty());
    const HostedGame game{"NewNewNewNewNewNewNew0", Seats{}, Game::from_transcript("f5").value(), {}};
    store.insert(game, kAlice);
    const GamePage page = store.games_of(kAlice, 10, std::nullopt);
    ASSERT_EQ(page.games.size(), 1u);
    EXPECT_EQ(page.games[0].hosted.id, "NewNewNewNewNewNewNew0");
  }
  GameStore reopened(data);  // a second opening finds the column there and adds nothing
  EXPECT_EQ(reopened.games_of(kAlice, 10, std::nullopt).games.size(), 1u);
  std::filesystem::remove_all(data);
}

}  // namespace
}  // namespace reversi::server
