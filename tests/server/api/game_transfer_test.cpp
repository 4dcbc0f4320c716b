// One game out as a file (GET /api/games/{id}/export), game files in (POST
// /api/games/import) and a browser's online rounds into its list (POST /api/games/online):
// docs/api.md.
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "core/ggf.h"
#include "support/http_client.h"
#include "support/known_games.h"
#include "support/player_tokens.h"
#include "support/test_server.h"
#include "support/ws_client.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using testing::kAlice;
using testing::kBob;
using namespace std::chrono_literals;

class GameTransferTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target, const std::string& player = "") {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!player.empty()) headers.emplace_back("Reversi-Player", player);
    return http_request(server_.endpoint(), http::verb::get, target, "", headers);
  }

  HttpReply post(const std::string& target, const std::string& body, const std::string& player) {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!player.empty()) headers.emplace_back("Reversi-Player", player);
    return http_request(server_.endpoint(), http::verb::post, target, body, headers);
  }

  std::string create(const json& body) {
    const HttpReply reply = post("/api/games", body.dump(), kAlice);
    EXPECT_EQ(reply.status, 201u) << reply.body;
    return reply.data()["id"].get<std::string>();
  }

  json list(const std::string& player) {
    const HttpReply reply = get("/api/games", player);
    EXPECT_EQ(reply.status, 200u) << reply.body;
    return reply.data()["games"];
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(GameTransferTest, ExportsOneGameAsGgfOrTranscriptToSave) {
  const std::string id = create({{"setup", testing::kWipeOut}});
  const HttpReply ggf = get("/api/games/" + id + "/export?format=ggf");
  ASSERT_EQ(ggf.status, 200u) << ggf.body;
  EXPECT_EQ(ggf.content_type, "text/plain; charset=utf-8");
  EXPECT_EQ(std::string(ggf.headers[http::field::content_disposition]),
            "attachment; filename=\"reversi-" + id + ".ggf\"");
  // The core's writer, read back by the core's reader: the same moves and the result.
  const Result<GgfGame> read = parse_ggf_game(ggf.body);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(moves_text(read.value().moves), "d3 c3 f5 f4 f3 d2 d1 e3 b3");
  EXPECT_EQ(read.value().result(), 64);  // 13-0, the empty squares the winner's

  const HttpReply transcript = get("/api/games/" + id + "/export?format=transcript");
  ASSERT_EQ(transcript.status, 200u) << transcript.body;
  EXPECT_EQ(transcript.body, std::string(testing::kWipeOut) + "\n");
  EXPECT_EQ(std::string(transcript.headers[http::field::content_disposition]),
            "attachment; filename=\"reversi-" + id + ".txt\"");
}

TEST_F(GameTransferTest, ExportRefusesWhatAFileCannotSayAndNamesTheParameter) {
  const std::string set_up =
      create({{"setup", std::string(27, '-') + "OX------XO" + std::string(27, '-') + " O"}});
  const HttpReply from_setup = get("/api/games/" + set_up + "/export?format=transcript");
  EXPECT_EQ(from_setup.status, 400u);
  EXPECT_EQ(
      from_setup.data()["error"],
      "format=transcript: the game did not begin at the usual start, which a transcript cannot say; export "
      "it as GGF");
  EXPECT_EQ(get("/api/games/" + set_up + "/export?format=ggf").status, 200u);

  const std::string empty = create(json::object());
  EXPECT_EQ(get("/api/games/" + empty + "/export?format=transcript").data()["error"],
            "format=transcript: the game has no move yet; export it as GGF");
  EXPECT_EQ(get("/api/games/" + empty + "/export?format=sgf").data()["error"],
            "'format': expected ggf or transcript, not 'sgf'");
  EXPECT_EQ(get("/api/games/" + empty + "/export").data()["error"],
            "'format': expected ggf or transcript, not ''");
  EXPECT_EQ(get("/api/games/" + empty + "/export?form=ggf").data()["error"],
            "query: unknown parameter 'form' (format)");
  const HttpReply missing = get("/api/games/NoSuchGameNoSuchGame00/export?format=ggf");
  EXPECT_EQ(missing.status, 404u);
  EXPECT_EQ(missing.content_type, "application/json; charset=utf-8");
  EXPECT_EQ(post("/api/games/" + empty + "/export", "", kAlice).status, 405u);
}

TEST_F(GameTransferTest, ImportsAFileIntoTheBrowsersListAllOrNothing) {
  const std::string file =
      "(;GM[Othello]PB[Alice]PW[Bob]RE[?]TY[8]BO[8 "
      "---------------------------O*------*O--------------------------- "
      "*]B[F5]W[F6];)\n"
      "(;GM[Othello]PB[Carol]PW[Dave]RE[?]TY[8]BO[8 "
      "---------------------------O*------*O--------------------------- "
      "*]B[D3]W[C3];)\n";
  const HttpReply imported = post("/api/games/import?name=two.ggf", file, kAlice);
  ASSERT_EQ(imported.status, 201u) << imported.body;
  ASSERT_EQ(imported.data()["ids"].size(), 2u);
  const json games = list(kAlice);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0]["moves"], 2);
  // The list names the players as the file did.
  std::set<json> players = {games[0]["imported"], games[1]["imported"]};
  EXPECT_EQ(players, (std::set<json>{{{"black", "Alice"}, {"white", "Bob"}},
                                     {{"black", "Carol"}, {"white", "Dave"}}}));
  EXPECT_TRUE(list(kBob).empty());
  // The exported game names its players as the file did.
  const HttpReply exported =
      get("/api/games/" + imported.data()["ids"][0].get<std::string>() + "/export?format=ggf");
  EXPECT_NE(exported.body.find("PB[Alice]PW[Bob]"), std::string::npos) << exported.body;

  // A transcript file with a bad move on its second line: nothing is imported, and the
  // error names the file, the line and the move.
  const HttpReply bad = post("/api/games/import?name=mine.txt", "f5d6c3\nf5f5\n", kAlice);
  EXPECT_EQ(bad.status, 400u);
  const std::string error = bad.data()["error"];
  EXPECT_TRUE(error.starts_with("mine.txt: line 2")) << error;
  EXPECT_NE(error.find("f5"), std::string::npos) << error;
  EXPECT_EQ(list(kAlice).size(), 2u);

  EXPECT_EQ(post("/api/games/import", "f5d6\n", kAlice).status, 201u);  // no name: "file"
  EXPECT_EQ(post("/api/games/import?name=empty.txt", "# nothing\n", kAlice).data()["error"],
            "empty.txt: no game: every line is blank or a comment");
  EXPECT_EQ(post("/api/games/import?name=a/b.txt", "f5\n", kAlice).data()["error"],
            "'name': expected the file's name, 1 to 200 characters without '/'");
  EXPECT_EQ(post("/api/games/import?name=x.txt", "f5\n", "").data()["error"],
            "Reversi-Player: missing; imported games go into the list of the browser whose token it sends");
  const HttpReply too_big = post("/api/games/import?name=big.txt", std::string(65 * 1024, '#'), kAlice);
  EXPECT_EQ(too_big.status, 413u);
  EXPECT_EQ(too_big.data()["error"], "body: larger than 64 KiB");
  EXPECT_EQ(list(kAlice).size(), 3u);
}

// With skip_bad=1 the good games of a file go in and each bad one is named in the answer;
// without, the file is refused whole. The same file again stores nothing and says its
// games were there already; another browser's list gets its own copies.
TEST_F(GameTransferTest, ImportsTheGoodGamesWhenAskedAndNoGameTwice) {
  const std::string file = "f5d6\nf5d6c3c3\nd3c3\n";
  const std::string reason = "move 4 'c3': not legal here (legal: d3 f3 f4 g5)";
  const HttpReply refused = post("/api/games/import?name=mine.txt", file, kAlice);
  EXPECT_EQ(refused.status, 400u);
  EXPECT_EQ(refused.data()["error"], "mine.txt: line 2: " + reason);
  EXPECT_TRUE(list(kAlice).empty());

  const HttpReply skipped = post("/api/games/import?name=mine.txt&skip_bad=1", file, kAlice);
  ASSERT_EQ(skipped.status, 201u) << skipped.body;
  EXPECT_EQ(skipped.data()["ids"].size(), 2u);
  EXPECT_EQ(skipped.data()["already_stored"], 0);
  EXPECT_EQ(skipped.data()["skipped"],
            json::array({json{{"file", "mine.txt"}, {"game", "line 2"}, {"reason", reason}}}));
  EXPECT_EQ(list(kAlice).size(), 2u);

  const HttpReply again = post("/api/games/import?name=mine.txt&skip_bad=1", file, kAlice);
  ASSERT_EQ(again.status, 201u) << again.body;
  EXPECT_EQ(again.data()["ids"], json::array());
  EXPECT_EQ(again.data()["already_stored"], 2);
  EXPECT_EQ(list(kAlice).size(), 2u);
  const HttpReply bobs = post("/api/games/import?skip_bad=1", file, kBob);
  EXPECT_EQ(bobs.data()["ids"].size(), 2u) << bobs.body;
  EXPECT_EQ(bobs.data()["skipped"][0]["file"], "file");

  EXPECT_EQ(post("/api/games/import?skip_bad=yes", file, kAlice).data()["error"],
            "'skip_bad': expected 1 or 0, not 'yes'");
}

// A browser that presents its seat of an online match gets the match's ended rounds in its
// list once, with the colour it played and how each round ended.
TEST_F(GameTransferTest, OnlineRoundsGoIntoTheListOfTheBrowserThatPresentsItsSeat) {
  const HttpReply created = post("/api/online", R"({"color":"black"})", "");
  ASSERT_EQ(created.status, 201u) << created.body;
  const std::string match = created.data()["game"];
  const std::string host_seat = created.data()["seat"];
  const std::string link = created.data()["links"]["opponent"];
  const std::string guest_seat = link.substr(link.find("&seat=") + 6);
  const json seats = {{"seats", {{{"game", match}, {"seat", host_seat}}}}};

  // Not ended yet: nothing to add.
  EXPECT_EQ(post("/api/games/online", seats.dump(), kAlice).data(),
            json({{"added", 0}, {"unknown", json::array()}}));

  WsClient host(server_.endpoint());
  host.send({{"type", "hello"}, {"game", match}, {"seat", host_seat}});
  host.receive_type("welcome");
  WsClient guest(server_.endpoint());
  guest.send({{"type", "hello"}, {"game", match}, {"seat", guest_seat}});
  guest.receive_type("welcome");
  for (const auto& [player, square] :
       std::vector<std::pair<WsClient*, std::string>>{{&host, "f5"}, {&guest, "d6"}, {&host, "c3"}}) {
    std::this_thread::sleep_for(60ms);
    player->send({{"type", "move"}, {"square", square}});
    host.receive_type("event");
  }
  std::this_thread::sleep_for(60ms);
  guest.send({{"type", "resign"}});
  const json end = host.receive_type("event");
  ASSERT_EQ(end["event"]["reason"], "resigned") << end;

  EXPECT_EQ(post("/api/games/online", seats.dump(), kAlice).data()["added"], 1);
  EXPECT_EQ(post("/api/games/online", seats.dump(), kAlice).data()["added"], 0);  // once
  const json alice = list(kAlice);
  ASSERT_EQ(alice.size(), 1u);
  EXPECT_EQ(alice[0]["moves"], 3);
  EXPECT_EQ(alice[0]["online"], json({{"color", "black"}, {"ending", "resigned"}, {"winner", "black"}}));
  EXPECT_TRUE(alice[0]["imported"].is_null());
  // Reviewed as a local game: its analysis is the local game's.
  EXPECT_EQ(get("/api/games/" + alice[0]["id"].get<std::string>()).data()["transcript"], "f5d6c3");

  // The guest's browser gets its own copy, as white; a wrong secret or an unknown match adds
  // nothing and is named; a malformed request is refused.
  const json guest_seats = {{"seats",
                             {{{"game", match}, {"seat", guest_seat}},
                              {{"game", match}, {"seat", "GuessedGuessedGuessed0"}},
                              {{"game", "NoSuchMatchNoSuchMatch"}, {"seat", guest_seat}}}}};
  const HttpReply bob = post("/api/games/online", guest_seats.dump(), kBob);
  EXPECT_EQ(bob.data(), json({{"added", 1}, {"unknown", {match, "NoSuchMatchNoSuchMatch"}}}));
  EXPECT_EQ(list(kBob)[0]["online"]["color"], "white");
  EXPECT_EQ(list(kAlice).size(), 1u);
  EXPECT_EQ(post("/api/games/online", R"({"seats":[{"game":"x"}]})", kBob).data()["error"],
            R"('seats[0]': expected {"game", "seat"})");
  EXPECT_EQ(post("/api/games/online", seats.dump(), "").status, 400u);
}

}  // namespace
}  // namespace reversi::server
