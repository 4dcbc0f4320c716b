// Games that begin with one of the balanced openings (POST /api/games with
// "balanced_opening": true, docs/api.md): drawn at random, played out as the game's first
// plies, and like a set-up position part of its start, so undo, the cursor and the
// analysis never go back into them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "players/openings.h"
#include "server/store/database_file.h"
#include "server/store/sqlite.h"
#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;

class BalancedOpeningTest : public ::testing::Test {
 protected:
  HttpReply post(const std::string& target, const json& body) {
    return http_request(server_.endpoint(), http::verb::post, target, body.dump());
  }
  HttpReply get(const std::string& target) {
    return http_request(server_.endpoint(), http::verb::get, target);
  }

  json new_game(const json& body) {
    const HttpReply reply = post("/api/games", body);
    EXPECT_EQ(reply.status, 201u) << reply.body;
    return reply.data();
  }

  static std::string games(const json& game, const std::string& action = "") {
    return "/api/games/" + game["id"].get<std::string>() + (action.empty() ? "" : "/" + action);
  }

  // The person (black, to move after the 8 plies) plays the first legal move, then level-1 answers.
  json play_a_turn_each(const json& game) {
    const std::size_t ply = game["ply"].get<std::size_t>();
    const HttpReply moved = post(games(game, "moves"), {{"move", game["legal"][0]}, {"ply", ply}});
    EXPECT_EQ(moved.status, 200u) << moved.body;
    const HttpReply answered = post(games(game, "computer-move"), {{"ply", ply + 1}});
    EXPECT_EQ(answered.status, 200u) << answered.body;
    return answered.data();
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(BalancedOpeningTest, AnOpeningIsDrawnAtRandomAndPlayedOutAsTheStart) {
  std::set<std::size_t> drawn;
  for (int i = 0; i < 12; ++i) {
    const json game = new_game({{"black", "human"}, {"white", "level-1"}, {"balanced_opening", true}});
    const std::size_t number = game["balanced_opening"]["number"].get<std::size_t>();
    ASSERT_GE(number, 1u);
    ASSERT_LE(number, match_openings().size());
    drawn.insert(number);
    EXPECT_EQ(game["balanced_opening"]["plies"], 8);
    EXPECT_EQ(game["transcript"], std::string(match_openings()[number - 1].moves));
    EXPECT_EQ(game["ply"], 8);
    EXPECT_EQ(game["to_move"], "black");
    EXPECT_FALSE(game["can_undo"].get<bool>());
    EXPECT_EQ(post(games(game, "undo"), {{"ply", 8}}).status, 400u);
  }
  // Twelve draws from 100 are all the same with a chance of 1 in 10^22.
  EXPECT_GT(drawn.size(), 1u);
  // Without the option, a game starts as before.
  EXPECT_TRUE(new_game({{"black", "human"}, {"white", "level-1"}})["balanced_opening"].is_null());
  EXPECT_TRUE(new_game({{"balanced_opening", false}})["balanced_opening"].is_null());
}

TEST_F(BalancedOpeningTest, UndoAndTheCursorStopAtTheOpening) {
  const json game = new_game({{"black", "human"}, {"white", "level-1"}, {"balanced_opening", true}});
  const json after = play_a_turn_each(game);
  EXPECT_EQ(after["ply"], 10);
  EXPECT_TRUE(after["can_undo"].get<bool>());
  const json undone = post(games(game, "undo"), {{"ply", 10}}).data();
  EXPECT_EQ(undone["ply"], 8);
  EXPECT_EQ(undone["board"], game["board"]);
  EXPECT_FALSE(undone["can_undo"].get<bool>());
  const HttpReply again = post(games(game, "undo"), {{"ply", 8}});
  EXPECT_EQ(again.status, 400u);
  EXPECT_EQ(again.data()["error"], "there is no move to undo");

  const HttpReply inside = post(games(game, "cursor"), {{"ply", 8}, {"to", 3}});
  EXPECT_EQ(inside.status, 400u);
  EXPECT_EQ(inside.data()["error"],
            "'to': 3 is inside the balanced opening (its 8 plies are the game's start)");
  EXPECT_EQ(post(games(game, "cursor"), {{"ply", 8}, {"to", 10}}).data()["ply"], 10);
}

TEST_F(BalancedOpeningTest, TheAnalysisReviewsOnlyTheMovesAfterTheOpening) {
  const json game = new_game({{"black", "human"}, {"white", "level-1"}, {"balanced_opening", true}});
  play_a_turn_each(game);
  const HttpReply reply = get(games(game, "analysis"));
  ASSERT_EQ(reply.status, 200u) << reply.body;
  const json analysis = reply.data();
  ASSERT_EQ(analysis["moves"].size(), 2u);
  EXPECT_EQ(analysis["moves"][0]["ply"], 8);
  EXPECT_EQ(analysis["moves"][1]["ply"], 9);
  ASSERT_EQ(analysis["evaluations"].size(), 2u);
  EXPECT_EQ(analysis["evaluations"][0]["ply"], 9);
}

TEST_F(BalancedOpeningTest, TheOptionIsCheckedAndNotMixedWithASetup) {
  HttpReply reply = post("/api/games", {{"balanced_opening", "yes"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "'balanced_opening': expected true or false");
  reply = post("/api/games", {{"balanced_opening", true}, {"setup", "f5d6"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "'balanced_opening': not with 'setup' (the opening is the start)");
}

TEST_F(BalancedOpeningTest, TheOpeningSurvivesARestart) {
  const json game = new_game({{"black", "level-1"}, {"white", "human"}, {"balanced_opening", true}});
  server_.stop();
  server_.start();
  EXPECT_EQ(get(games(game)).data(), game);
}

// A database from before the option has no column for it: it is added, and its games load
// as games without an opening.
TEST_F(BalancedOpeningTest, ADatabaseFromBeforeGetsTheColumn) {
  if (testing_postgresql()) GTEST_SKIP() << "SQLite files from before: PostgreSQL began at version 6";
  const json game = new_game({{"setup", "f5d6"}});
  server_.stop();
  // As the release before the column left it: no column, none of the later tables (copies
  // of online games, presence, health checks, games played offline) nor imported games'
  // keys and files' facts) nor public matches, the computer's reasons under their old name,
  // and no schema version yet.
  SqliteDatabase(database_file(server_.data()))
      .execute(
          "ALTER TABLE games DROP COLUMN balanced_opening; DROP TABLE online_games; DROP TABLE "
          "online_presence; DROP TABLE health_checks; DROP INDEX imported_games_by_key; "
          "ALTER TABLE imported_games DROP COLUMN import_key; ALTER TABLE imported_games DROP COLUMN ggf; "
          "DROP TABLE offline_games; ALTER TABLE games RENAME COLUMN reasons TO explanations; "
          "DROP INDEX online_matches_open; ALTER TABLE online_matches DROP COLUMN guest_taken_ms; "
          "ALTER TABLE online_matches DROP COLUMN is_public; PRAGMA user_version = 0");
  server_.start();
  EXPECT_EQ(get(games(game)).data(), game);
  EXPECT_FALSE(new_game({{"balanced_opening", true}})["balanced_opening"].is_null());
}

}  // namespace
}  // namespace reversi::server
