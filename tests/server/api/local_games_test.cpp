// POST /api/games with an `offline_id` (docs/api.md): a game a page played offline is
// stored once in its browser's list, however often and from however many tabs it is sent;
// a game of the server that the page took over offline (`continues`) goes on as itself.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "players/openings.h"
#include "support/http_client.h"
#include "support/player_tokens.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using testing::kAlice;
using testing::kBob;

// A game against the computer, three moves in, as the page sends it back online.
const json kOfflineGame = {
    {"black", "human"}, {"white", "level-3"}, {"setup", "f5d6c3"}, {"offline_id", "OfflineGameOfflineGam0"}};

class OfflineUploadTest : public ::testing::Test {
 protected:
  HttpReply send(const json& body, const std::string& player) {
    HttpHeaders headers;
    if (!player.empty()) headers.emplace_back("Reversi-Player", player);
    return http_request(server_.endpoint(), http::verb::post, "/api/games", body.dump(), headers);
  }

  std::vector<std::string> listed(const std::string& player) {
    const HttpReply reply =
        http_request(server_.endpoint(), http::verb::get, "/api/games", "", {{"Reversi-Player", player}});
    std::vector<std::string> ids;
    EXPECT_EQ(reply.status, 200u) << reply.body;
    const json page = reply.data();
    for (const json& game : page["games"]) ids.push_back(game["id"].get<std::string>());
    return ids;
  }

  // A two-player game of `player`'s on the server, with `moves` played; its id.
  std::string server_game(const std::string& player, const std::string& moves) {
    const HttpReply created = send({{"black", "human"}, {"white", "human"}, {"setup", moves}}, player);
    EXPECT_EQ(created.status, 201u) << created.body;
    return created.data()["id"].get<std::string>();
  }

  json shown(const std::string& id) {
    return http_request(server_.endpoint(), http::verb::get, "/api/games/" + id).data();
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(OfflineUploadTest, StoresTheGameWithItsPlayersAndMoves) {
  const HttpReply reply = send(kOfflineGame, kAlice);
  ASSERT_EQ(reply.status, 201u) << reply.body;
  EXPECT_EQ(reply.data()["white"], "level-3");
  EXPECT_EQ(reply.data()["setup"], "f5d6c3");
  EXPECT_EQ(listed(kAlice), std::vector<std::string>{reply.data()["id"].get<std::string>()});
}

TEST_F(OfflineUploadTest, SentAgainItIsTheGameStoredFirst) {
  const HttpReply first = send(kOfflineGame, kAlice);
  ASSERT_EQ(first.status, 201u) << first.body;
  // The page never heard the first answer, and meanwhile played on: the copy stays one.
  json later = kOfflineGame;
  later["setup"] = "f5d6c3d3";
  const HttpReply again = send(later, kAlice);
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.data()["id"], first.data()["id"]);
  EXPECT_EQ(again.data()["setup"], "f5d6c3");
  EXPECT_EQ(listed(kAlice).size(), 1u);
}

TEST_F(OfflineUploadTest, TabsSendingItAtOnceStoreOneCopy) {
  constexpr int kTabs = 6;
  std::vector<HttpReply> replies(kTabs);
  std::vector<std::thread> tabs;
  for (int tab = 0; tab < kTabs; ++tab) {
    tabs.emplace_back([&, tab] { replies[tab] = send(kOfflineGame, kAlice); });
  }
  for (std::thread& tab : tabs) tab.join();
  std::set<std::string> ids;
  int created = 0;
  for (const HttpReply& reply : replies) {
    ASSERT_TRUE(reply.status == 201u || reply.status == 200u) << reply.body;
    created += reply.status == 201u ? 1 : 0;
    ids.insert(reply.data()["id"].get<std::string>());
  }
  EXPECT_EQ(created, 1);
  EXPECT_EQ(ids.size(), 1u);
  EXPECT_EQ(listed(kAlice).size(), 1u);
}

TEST_F(OfflineUploadTest, EachBrowserHasItsOwnIds) {
  ASSERT_EQ(send(kOfflineGame, kAlice).status, 201u);
  const HttpReply bobs = send(kOfflineGame, kBob);
  ASSERT_EQ(bobs.status, 201u) << bobs.body;
  EXPECT_EQ(listed(kBob), std::vector<std::string>{bobs.data()["id"].get<std::string>()});
}

// Before, the game taken over stayed in the list as it was left, beside a new game that
// went on from it.
TEST_F(OfflineUploadTest, AGameTakenOverOfflineGoesOnAsItself) {
  const std::string id = server_game(kAlice, "f5");
  const json played_on = {{"black", "human"},
                          {"white", "human"},
                          {"setup", "f5d6c3"},
                          {"offline_id", "OfflineGameOfflineGam1"},
                          {"continues", id}};
  const HttpReply stored = send(played_on, kAlice);
  ASSERT_EQ(stored.status, 201u) << stored.body;
  EXPECT_EQ(stored.data()["id"], id);
  EXPECT_EQ(stored.data()["setup"], "f5d6c3");
  EXPECT_EQ(shown(id)["setup"], "f5d6c3");
  EXPECT_EQ(listed(kAlice), std::vector<std::string>{id});
  // Sent again (the answer lost): the same game, nothing more.
  const HttpReply again = send(played_on, kAlice);
  EXPECT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.data()["id"], id);
  EXPECT_EQ(listed(kAlice), std::vector<std::string>{id});
}

TEST_F(OfflineUploadTest, AGameTakenOverThatChangedMeanwhileOrIsAnothersStaysAsItIs) {
  // Another tab played d6 on the server while this one, offline, played f6.
  const std::string changed = server_game(kAlice, "f5d6");
  const HttpReply diverged = send({{"black", "human"},
                                   {"white", "human"},
                                   {"setup", "f5f6"},
                                   {"offline_id", "OfflineGameOfflineGam2"},
                                   {"continues", changed}},
                                  kAlice);
  ASSERT_EQ(diverged.status, 201u) << diverged.body;
  EXPECT_NE(diverged.data()["id"], changed);
  EXPECT_EQ(shown(changed)["setup"], "f5d6");
  // Another browser's game is never changed by this one.
  const std::string alices = server_game(kAlice, "f5");
  const HttpReply bobs = send({{"black", "human"},
                               {"white", "human"},
                               {"setup", "f5d6"},
                               {"offline_id", "OfflineGameOfflineGam3"},
                               {"continues", alices}},
                              kBob);
  ASSERT_EQ(bobs.status, 201u) << bobs.body;
  EXPECT_NE(bobs.data()["id"], alices);
  EXPECT_EQ(shown(alices)["setup"], "f5");
  // Nor is one with other players.
  const HttpReply other_players = send({{"black", "human"},
                                        {"white", "level-1"},
                                        {"setup", "f5d6"},
                                        {"offline_id", "OfflineGameOfflineGam4"},
                                        {"continues", alices}},
                                       kAlice);
  ASSERT_EQ(other_players.status, 201u) << other_players.body;
  EXPECT_NE(other_players.data()["id"], alices);
  EXPECT_EQ(shown(alices)["setup"], "f5");
}

// Before, a game begun offline from a balanced opening was stored as a plain setup: the
// opening's moves could then be taken back, and the list no longer said which it was.
TEST_F(OfflineUploadTest, KeepsTheBalancedOpeningTheGameBeganWith) {
  const std::string opening(match_openings()[6].moves);
  json begun = kOfflineGame;
  begun["setup"] = opening;
  begun["balanced_opening_number"] = 7;
  const HttpReply stored = send(begun, kAlice);
  ASSERT_EQ(stored.status, 201u) << stored.body;
  EXPECT_EQ(stored.data()["balanced_opening"]["number"], 7);
  const std::string id = stored.data()["id"].get<std::string>();
  const HttpReply undo = http_request(server_.endpoint(), http::verb::post, "/api/games/" + id + "/undo",
                                      json{{"ply", stored.data()["ply"]}}.dump());
  EXPECT_EQ(undo.status, 400u) << undo.body;

  json other = begun;
  other["offline_id"] = "OfflineGameOfflineGam5";
  other["balanced_opening_number"] = 8;
  EXPECT_EQ(send(other, kAlice).data()["error"],
            "'balanced_opening_number': 'setup' does not begin with balanced opening 8 (" +
                std::string(match_openings()[7].moves) + ")");
  json without_setup = other;
  without_setup.erase("setup");
  EXPECT_EQ(
      send(without_setup, kAlice).data()["error"],
      "'balanced_opening_number': only with 'offline_id' and 'setup' (a game that began with it offline)");
  other["balanced_opening_number"] = 101;
  EXPECT_EQ(send(other, kAlice).status, 400u);
}

// Moves taken back offline are kept after the cursor, as on the server: redo replays them.
TEST_F(OfflineUploadTest, KeepsTheMovesTakenBackForRedo) {
  json taken_back = {{"black", "human"},
                     {"white", "human"},
                     {"setup", "f5d6"},
                     {"undone", "c3d3c4"},
                     {"offline_id", "OfflineGameOfflineGam6"}};
  const HttpReply stored = send(taken_back, kAlice);
  ASSERT_EQ(stored.status, 201u) << stored.body;
  EXPECT_EQ(stored.data()["transcript"], "f5d6");
  EXPECT_EQ(stored.data()["undone"].size(), 3u);
  EXPECT_EQ(stored.data()["can_redo"], true);
  const std::string id = stored.data()["id"].get<std::string>();
  const HttpReply redo = http_request(server_.endpoint(), http::verb::post, "/api/games/" + id + "/redo",
                                      json{{"ply", 2}}.dump());
  ASSERT_EQ(redo.status, 200u) << redo.body;
  EXPECT_EQ(redo.data()["transcript"], "f5d6c3");

  json illegal = taken_back;
  illegal["offline_id"] = "OfflineGameOfflineGam7";
  illegal["undone"] = "c3a1";
  const HttpReply refused = send(illegal, kAlice);
  EXPECT_EQ(refused.status, 400u);
  EXPECT_TRUE(refused.data()["error"].get<std::string>().starts_with("undone: move 2 'a1': not legal here"))
      << refused.body;
  json not_offline = taken_back;
  not_offline.erase("offline_id");
  EXPECT_EQ(send(not_offline, kAlice).data()["error"],
            "'undone': only with 'offline_id' and 'setup' (the moves taken back in a game played offline)");
}

TEST_F(OfflineUploadTest, RefusesAnIdThatIsNoTokenOrNoBrowser) {
  json malformed = kOfflineGame;
  malformed["offline_id"] = "offline-1";
  const HttpReply bad = send(malformed, kAlice);
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(bad.data()["error"],
            "'offline_id': expected the page's id for the game, 22 characters of A-Z a-z 0-9 - _");
  json continues_alone = {{"continues", "OfflineGameOfflineGam0"}};
  EXPECT_EQ(send(continues_alone, kAlice).data()["error"],
            "'continues': only with 'offline_id' (a game played on offline)");
  json not_an_id = kOfflineGame;
  not_an_id["continues"] = "../x";
  EXPECT_EQ(send(not_an_id, kAlice).data()["error"], "'continues': expected the id of a game of this server");
  const HttpReply anonymous = send(kOfflineGame, "");
  EXPECT_EQ(anonymous.status, 400u);
  EXPECT_EQ(
      anonymous.data()["error"],
      "Reversi-Player: missing; a game played offline goes into the list of the browser that played it");
}

}  // namespace
}  // namespace reversi::server
