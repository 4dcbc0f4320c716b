// The HTTP API of `reversi serve` (docs/api.md), through a real server on loopback: good
// requests do what the document says, bad ones get a JSON error with the reason and leave
// the game as it was.
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>

#include "core/game.h"
#include "server/http/embedded_files.h"
#include "support/http_client.h"
#include "support/known_games.h"
#include "support/lines.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;

using Reply = HttpReply;

class ServerTest : public ::testing::Test {
 protected:
  Reply request(http::verb method, const std::string& target, const std::string& body = "") {
    return http_request(server_.endpoint(), method, target, body);
  }

  Reply get(const std::string& target) { return request(http::verb::get, target); }
  Reply post(const std::string& target, const json& body) {
    return request(http::verb::post, target, body.dump());
  }

  json new_game(const json& body) {
    const Reply reply = post("/api/games", body);
    EXPECT_EQ(reply.status, 201u) << reply.body;
    return reply.data();
  }

  static std::string games(const json& game, const std::string& action = "") {
    return "/api/games/" + game["id"].get<std::string>() + (action.empty() ? "" : "/" + action);
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

// After d3 c3 b3 b2 f5 a3 a1 it is white's turn, and white's c1 leaves black no move.
constexpr const char* kBeforePass = "d3c3b3b2f5a3a1";

// 10 empty squares, black to move: within the solver's reach, so every score is proven.
// h1 wins by 16, b3 loses by 26 (reversi hint).
constexpr const char* kTenEmpties = "OXXX--O-XOXXXOOX--OXOOOXOOOOXXOXOOOXXXXXOOOOOOXX-OOOOOOX--O-X-XO X";

Board board_of(const std::string& setup) { return Game::from_setup(setup).value().position().board; }

// A line as the API writes it (["e6", "pass", "f4"]), as squares.
std::vector<Square> squares_of_line(const json& line) {
  std::vector<Square> squares;
  for (const json& move : line) squares.push_back(parse_move(move.get<std::string>()).value());
  return squares;
}

TEST_F(ServerTest, ListsEveryOpponentWithItsFacts) {
  const Reply reply = get("/api/opponents");
  ASSERT_EQ(reply.status, 200u);
  EXPECT_EQ(reply.content_type, "application/json; charset=utf-8");
  const json list = reply.data()["opponents"];
  ASSERT_EQ(list.size(), 15u);  // random, most-flips, fewest-flips, openness, level-1..10, classic
  EXPECT_EQ(list[0]["name"], "random");
  EXPECT_EQ(list[13]["name"], "level-10");
  EXPECT_EQ(list.back()["name"], "classic");
  EXPECT_EQ(list[0]["group"], "first-games");
  EXPECT_EQ(list[0]["style"], "random");
  EXPECT_TRUE(list[0]["measured"].is_null());
  EXPECT_TRUE(list[0]["search"].is_null());
  const json& level_6 = list[9];
  EXPECT_EQ(level_6["name"], "level-6");
  EXPECT_EQ(level_6["level"], 6);
  EXPECT_EQ(level_6["group"], "strong");
  EXPECT_EQ(level_6["style"], "search");
  EXPECT_EQ(level_6["measured"],
            json::parse(R"({"against": "level-5", "score": 67.5, "elo": 127, "games": 200})"));
  EXPECT_EQ(level_6["search"], json::parse(R"({"depth": 7, "seconds": null, "solves_from": 21,
                                               "book": "opening", "book_plies": 10})"));
  EXPECT_EQ(list[12]["search"]["seconds"], 0.5);  // level-9
  EXPECT_EQ(list[13]["search"]["book"], "always");
  EXPECT_TRUE(list[4]["measured"]["elo"].is_null());  // level-1 won every game
  EXPECT_EQ(reply.data()["default"], "level-1");
}

TEST_F(ServerTest, NewGameStartsFromTheStandardPosition) {
  const json game = new_game(json::object());
  EXPECT_EQ(game["id"].get<std::string>().size(), 22u);
  EXPECT_EQ(game["black"], "human");
  EXPECT_EQ(game["white"], "human");
  EXPECT_EQ(game["board"], "---------------------------OX------XO---------------------------");
  EXPECT_EQ(game["to_move"], "black");
  EXPECT_EQ(game["legal"], json({"d3", "c4", "f5", "e6"}));
  EXPECT_EQ(game["counts"], json({{"black", 2}, {"white", 2}}));
  EXPECT_EQ(game["ply"], 0);
  EXPECT_FALSE(game["can_undo"].get<bool>());
  EXPECT_EQ(get(games(game)).data(), game);
}

TEST_F(ServerTest, GameIdsDiffer) {
  EXPECT_NE(new_game(json::object())["id"], new_game(json::object())["id"]);
}

TEST_F(ServerTest, SetupFromATranscriptOrAPosition) {
  const json from_moves = new_game({{"setup", "f5 d6, c3"}});
  EXPECT_EQ(from_moves["transcript"], "f5d6c3");
  EXPECT_EQ(from_moves["to_move"], "white");
  EXPECT_EQ(from_moves["plies"][1], json({{"color", "white"}, {"move", "d6"}, {"flipped", {"d5"}}}));

  const std::string board = from_moves["board"];
  const json from_position = new_game({{"setup", board + " O"}, {"white", "level-1"}});
  EXPECT_EQ(from_position["board"], board);
  EXPECT_EQ(from_position["to_move"], "white");
  EXPECT_EQ(from_position["ply"], 0);
  EXPECT_EQ(from_position["white"], "level-1");
}

TEST_F(ServerTest, AWholeGamesTranscriptIsATranscriptNotABoard) {
  // 60 moves, 120 characters: longer than a board, yet a transcript by its content.
  const std::string whole_game =
      "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4"
      "a1a2c1h2h1g2b8a8g7h8h7h6";
  const json game = new_game({{"setup", whole_game}});
  EXPECT_EQ(game["transcript"], whole_game);
  EXPECT_EQ(game["over"], true);
  EXPECT_EQ(game["ply"], 60);
}

TEST_F(ServerTest, BadSetupsAreRefusedWithTheReason) {
  Reply reply = post("/api/games", {{"setup", "f5a1"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "setup: move 2 'a1': not legal here (legal: f4 d6 f6)");
  // The reason, for the page to say in its language.
  EXPECT_EQ(reply.data()["reason"], nlohmann::json({{"code", "not_legal"},
                                                    {"field", "setup"},
                                                    {"move", "2"},
                                                    {"token", "a1"},
                                                    {"legal", "f4 d6 f6"}}));
  reply = post("/api/games", {{"setup", std::string(63, '-') + "Q X"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_NE(reply.data()["error"].get<std::string>().find("setup: "), std::string::npos);
  reply = post("/api/games", {{"white", "level-99"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "'white': unknown player 'level-99' (human or one of /api/opponents)");
  EXPECT_EQ(reply.data()["reason"]["code"], "unknown_player");
  reply = post("/api/games", {{"black", "human"}, {"colour", "white"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["reason"]["code"], "unknown_field");
  reply = post("/api/games", {{"black", 3}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "'black': expected a string");
}

TEST_F(ServerTest, APositionIsDescribedWithBothSidesLegalMoves) {
  const std::string start = "---------------------------OX------XO---------------------------";
  Reply reply = post("/api/positions", {{"setup", start + " O"}});
  ASSERT_EQ(reply.status, 200u) << reply.body;
  EXPECT_EQ(reply.data()["board"], start);
  EXPECT_EQ(reply.data()["to_move"], "white");
  EXPECT_EQ(reply.data()["legal"]["white"], json({"e3", "f4", "c5", "d6"}));
  EXPECT_EQ(reply.data()["legal"]["black"], json({"d3", "c4", "f5", "e6"}));
  EXPECT_EQ(reply.data()["counts"], json({{"black", 2}, {"white", 2}}));

  // A lone black disc: nobody can move, so no game can be played from it.
  reply = post("/api/positions", {{"setup", "X" + std::string(63, '-') + " X"}});
  EXPECT_EQ(reply.data()["legal"], json({{"black", json::array()}, {"white", json::array()}}));
}

TEST_F(ServerTest, APositionCheckRefusesTranscriptsAndBadBoards) {
  Reply reply = post("/api/positions", {{"setup", "f5d6"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "'setup': expected a position of 64 squares and the side to move");
  reply = post("/api/positions", {{"setup", std::string(63, '-') + "Q X"}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_NE(reply.data()["error"].get<std::string>().find("setup: "), std::string::npos);
  EXPECT_EQ(get("/api/positions").status, 405u);
}

TEST_F(ServerTest, APersonsMoveIsPlayedWithItsFlips) {
  const json game = new_game(json::object());
  const Reply reply = post(games(game, "moves"), {{"move", "F5"}, {"ply", 0}});
  ASSERT_EQ(reply.status, 200u) << reply.body;
  const json after = reply.data();
  EXPECT_EQ(after["plies"], json::parse(R"([{"color":"black","move":"f5","flipped":["e5"]}])"));
  EXPECT_EQ(after["counts"], json({{"black", 4}, {"white", 1}}));
  EXPECT_EQ(after["to_move"], "white");
  EXPECT_EQ(after["legal"], json({"f4", "d6", "f6"}));
  EXPECT_EQ(get(games(game)).data(), after);
}

TEST_F(ServerTest, BadMovesChangeNothing) {
  const json game = new_game({{"setup", "f5d6"}});
  const std::string id = game["id"];
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"move":"a1"})", "'move': a1: not legal here (legal: c3 c4 c5 c6 c7)"},
      {R"({"move":"z9"})", "'move': 'z9': not a square (a1 to h8)"},
      {R"({"move":"pass"})", "'move': pass: passes are played automatically"},
      {R"({"move":7})", "'move': expected a string"},
      {R"({})", "'move': missing"},
      {R"({"move":"c3","ply":-1})", "'ply': expected a whole number from 0"},
      {R"(not json)", "body: not valid JSON"},
      {R"(["c3"])", "body: expected a JSON object"},
  };
  for (const auto& [body, error] : cases) {
    const Reply reply = request(http::verb::post, games(game, "moves"), body);
    EXPECT_EQ(reply.status, 400u) << body;
    EXPECT_EQ(reply.data()["error"], error) << body;
  }
  EXPECT_EQ(get(games(game)).data(), game);
}

TEST_F(ServerTest, AStalePlyIsAConflictThatReturnsTheGame) {
  const json game = new_game({{"setup", "f5d6"}});
  const Reply reply = post(games(game, "moves"), {{"move", "c3"}, {"ply", 1}});
  EXPECT_EQ(reply.status, 409u);
  EXPECT_EQ(reply.data()["error"], "the game is at ply 2, not 1");
  EXPECT_EQ(reply.data()["game"], game);
  EXPECT_EQ(get(games(game)).data(), game);
}

TEST_F(ServerTest, UnknownGamesPathsAndMethods) {
  Reply reply = get("/api/games/no-such-game");
  EXPECT_EQ(reply.status, 404u);
  EXPECT_EQ(reply.data()["error"], "no game with id 'no-such-game'");
  EXPECT_EQ(post("/api/games/no-such-game/moves", {{"move", "f5"}}).status, 404u);
  EXPECT_EQ(get("/api/nothing").status, 404u);
  const json game = new_game(json::object());
  EXPECT_EQ(post(games(game, "explode"), json::object()).status, 404u);
  reply = request(http::verb::delete_, games(game));
  EXPECT_EQ(reply.status, 405u);
  EXPECT_EQ(reply.data()["error"], "DELETE is not allowed on " + games(game));
  EXPECT_EQ(get(games(game, "moves")).status, 405u);
  EXPECT_EQ(request(http::verb::post, "/index.html").status, 405u);
}

// The path is echoed in the error; a byte that is not UTF-8 must not stop the answer.
TEST_F(ServerTest, APathThatIsNotUtf8IsAnsweredWithTheByteReplaced) {
  const Reply reply = get("/api/games/ab\xff");
  EXPECT_EQ(reply.status, 404u);
  EXPECT_EQ(reply.data()["error"], "no game with id 'ab\xef\xbf\xbd'");  // U+FFFD
  EXPECT_EQ(get("/api/opponents").status, 200u);
}

// RFC 9112 6.1: a request whose last transfer coding is not chunked has no length that
// can be trusted (the rest could be smuggled in as a second request): 400 and close.
TEST_F(ServerTest, ATransferEncodingThatDoesNotEndInChunkedIsRefused) {
  for (const std::string coding : {"gzip", "chunked, gzip", "chunked, chunked"}) {
    const Reply reply = raw_http_request(server_.endpoint(),
                                         "POST /api/games HTTP/1.1\r\nHost: localhost\r\n"
                                         "Transfer-Encoding: " +
                                             coding + "\r\n\r\n");
    EXPECT_EQ(reply.status, 400u) << coding;
    EXPECT_EQ(reply.data()["error"], "Transfer-Encoding: the last coding must be chunked") << coding;
    EXPECT_TRUE(reply.closes) << coding;
  }
  const Reply chunked = raw_http_request(server_.endpoint(),
                                         "POST /api/games HTTP/1.1\r\nHost: localhost\r\n"
                                         "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
  EXPECT_EQ(chunked.status, 201u) << chunked.body;
}

TEST_F(ServerTest, OversizedBodiesAreRefused) {
  const json game = new_game(json::object());
  const Reply reply = request(http::verb::post, games(game, "moves"), std::string(100 * 1024, ' '));
  EXPECT_EQ(reply.status, 413u);
  EXPECT_EQ(reply.data()["error"], "body: larger than 64 KiB");
  EXPECT_EQ(get(games(game)).data(), game);
}

TEST_F(ServerTest, AForcedPassIsPlayedAndRecorded) {
  const json game = new_game({{"setup", kBeforePass}});
  ASSERT_EQ(game["to_move"], "white");
  const json after = post(games(game, "moves"), {{"move", "c1"}, {"ply", 7}}).data();
  EXPECT_EQ(after["ply"], 9);
  EXPECT_EQ(after["plies"][8], json({{"color", "black"}, {"move", "pass"}, {"flipped", json::array()}}));
  EXPECT_EQ(after["to_move"], "white");
  EXPECT_EQ(after["transcript"], std::string(kBeforePass) + "c1");
  // Undo between people goes back over the pass to white's turn.
  const json undone = post(games(game, "undo"), {{"ply", 9}}).data();
  EXPECT_EQ(undone["ply"], 7);
  EXPECT_EQ(undone["undone"], json({"c1", "pass"}));
}

TEST_F(ServerTest, TheComputerMovesOnlyOnItsTurnAndSaysWhy) {
  const json game = new_game({{"black", "human"}, {"white", "level-2"}});
  Reply reply = post(games(game, "computer-move"), {{"ply", 0}});
  EXPECT_EQ(reply.status, 400u);
  EXPECT_EQ(reply.data()["error"], "it is a person's turn, not the computer's");
  reply = post(games(game, "moves"), {{"move", "f5"}, {"ply", 0}});
  ASSERT_EQ(reply.status, 200u);
  EXPECT_EQ(post(games(game, "moves"), {{"move", "d6"}, {"ply", 1}}).data()["error"],
            "it is the computer's turn (level-2)");
  reply = post(games(game, "computer-move"), {{"ply", 1}});
  ASSERT_EQ(reply.status, 200u) << reply.body;
  const json after = reply.data();
  EXPECT_EQ(after["ply"], 2);
  EXPECT_EQ(after["plies"][1]["color"], "white");
  EXPECT_EQ(after["to_move"], "black");
  EXPECT_EQ(after["computer_move"]["move"], after["plies"][1]["move"]);
  EXPECT_TRUE(after["computer_move"]["reason"]["expectedScore"].is_number_integer())
      << after["computer_move"];
  EXPECT_FALSE(after["computer_move"]["reason"]["fromBook"].get<bool>());
  // A repeated request for the same ply is refused instead of playing twice.
  EXPECT_EQ(post(games(game, "computer-move"), {{"ply", 1}}).status, 409u);
}

// The engine in the browser found the move: the server plays it with its reason,
// and refuses what is untrue of the board, leaving the game as it was.
TEST_F(ServerTest, TheComputerPlaysTheMoveThePagesEngineFound) {
  const json game = new_game({{"black", "human"}, {"white", "level-2"}});
  ASSERT_EQ(post(games(game, "moves"), {{"move", "f5"}, {"ply", 0}}).status, 200u);
  const json reason = {{"flipped", 1},   {"takesCorner", false}, {"expectedScore", -3},
                       {"exact", false}, {"fromBook", false},    {"expectedLine", {"d6", "c3"}}};
  const auto found = [&](const std::string& move, json why) {
    return post(games(game, "computer-move"), {{"ply", 1}, {"move", move}, {"reason", std::move(why)}});
  };
  Reply refused = found("a1", reason);
  EXPECT_EQ(refused.status, 400u);
  EXPECT_EQ(refused.data()["error"], "'move': a1 is not legal here");
  json untrue = reason;
  untrue["flipped"] = 2;
  EXPECT_EQ(found("d6", untrue).data()["error"], "'reason': 'flipped': d6 turns 1, not 2");
  untrue = reason;
  untrue["expectedLine"] = {"f4"};
  EXPECT_EQ(found("d6", untrue).data()["error"], "'reason': 'expectedLine': starts with f4, not d6");
  untrue = reason;
  untrue["expectedScore"] = 65;
  EXPECT_EQ(found("d6", untrue).data()["error"],
            "'reason': 'expectedScore': expected a whole number from -64 to 64");
  untrue = reason;
  untrue["colour"] = "white";
  EXPECT_EQ(found("d6", untrue).data()["error"], "'reason': 'colour': not a fact of a move's reason");
  EXPECT_EQ(post(games(game, "computer-move"), {{"ply", 1}, {"move", "d6"}}).data()["error"],
            "'reason': missing beside 'move'");
  EXPECT_EQ(get(games(game)).data()["ply"], 1);

  const Reply played = found("d6", reason);
  ASSERT_EQ(played.status, 200u) << played.body;
  EXPECT_EQ(played.data()["plies"][1]["move"], "d6");
  EXPECT_EQ(played.data()["computer_move"], json({{"move", "d6"},
                                                  {"reason",
                                                   {{"flipped", 1},
                                                    {"openness", nullptr},
                                                    {"takesCorner", false},
                                                    {"expectedScore", -3},
                                                    {"exact", false},
                                                    {"fromBook", false},
                                                    {"expectedLine", {"d6", "c3"}}}}}));
  // The same ply again is a move already played.
  EXPECT_EQ(found("d6", reason).status, 409u);
  const std::string metrics = get("/metrics").body;
  EXPECT_NE(metrics.find("reversi_computer_moves_total{searched=\"page\"} 1\n"), std::string::npos);
  EXPECT_NE(metrics.find("reversi_computer_moves_total{searched=\"server\"} 0\n"), std::string::npos);
}

TEST_F(ServerTest, AgainstTheComputerUndoReturnsToThePersonsTurn) {
  const json game = new_game({{"black", "human"}, {"white", "level-1"}, {"setup", "f5d6"}});
  ASSERT_TRUE(game["can_undo"].get<bool>());
  json after = post(games(game, "moves"), {{"move", "c3"}, {"ply", 2}}).data();
  after = post(games(game, "computer-move"), {{"ply", 3}}).data();
  ASSERT_EQ(after["ply"], 4);
  const json undone = post(games(game, "undo"), {{"ply", 4}}).data();
  EXPECT_EQ(undone["ply"], 2);
  EXPECT_EQ(undone["to_move"], "black");
  EXPECT_EQ(undone["board"], game["board"]);
  EXPECT_TRUE(undone["can_redo"].get<bool>());
  const json redone = post(games(game, "redo"), {{"ply", 2}}).data();
  EXPECT_EQ(redone["ply"], 4);
  EXPECT_EQ(redone["board"], after["board"]);
  EXPECT_FALSE(after["computer_move"].is_null());
  EXPECT_EQ(redone["computer_move"], after["computer_move"]);
  EXPECT_TRUE(undone["computer_move"].is_null());
  const Reply nothing = post(games(game, "redo"), {{"ply", 4}});
  EXPECT_EQ(nothing.status, 400u);
  EXPECT_EQ(nothing.data()["error"], "there is no move to redo");
}

TEST_F(ServerTest, TheComputerMovingFirstCannotBeUndone) {
  const json game = new_game({{"black", "level-1"}, {"white", "human"}});
  const json after = post(games(game, "computer-move"), {{"ply", 0}}).data();
  EXPECT_EQ(after["ply"], 1);
  EXPECT_FALSE(after["can_undo"].get<bool>());
  EXPECT_EQ(post(games(game, "undo"), {{"ply", 1}}).status, 400u);
}

TEST_F(ServerTest, TheCursorShowsAnyPlyAndANewMoveDropsWhatFollowed) {
  const json game = new_game({{"setup", "f5d6c3d3"}});
  json at = post(games(game, "cursor"), {{"ply", 4}, {"to", 1}}).data();
  EXPECT_EQ(at["ply"], 1);
  EXPECT_EQ(at["transcript"], "f5");
  EXPECT_EQ(at["undone"], json({"d6", "c3", "d3"}));
  const Reply past_end = post(games(game, "cursor"), {{"ply", 1}, {"to", 5}});
  EXPECT_EQ(past_end.status, 400u);
  EXPECT_EQ(past_end.data()["error"], "'to': 5 is past the last recorded ply (4)");
  at = post(games(game, "moves"), {{"move", "f6"}, {"ply", 1}}).data();
  EXPECT_EQ(at["transcript"], "f5f6");
  EXPECT_EQ(at["undone"], json::array());
}

TEST_F(ServerTest, HintsScoreEveryLegalMoveBestFirst) {
  const json game = new_game({{"setup", "f5d6c3d3c4"}});
  const Reply reply = get(games(game, "hints"));
  ASSERT_EQ(reply.status, 200u) << reply.body;
  const json hints = reply.data();
  EXPECT_EQ(hints["ply"], 5);
  std::vector<std::string> moves;
  for (std::size_t i = 0; i < hints["moves"].size(); ++i) {
    moves.push_back(hints["moves"][i]["move"]);
    if (i > 0) {
      EXPECT_GE(hints["moves"][i - 1]["score"].get<int>(), hints["moves"][i]["score"].get<int>());
    }
  }
  std::sort(moves.begin(), moves.end());
  std::vector<std::string> legal = game["legal"];
  std::sort(legal.begin(), legal.end());
  EXPECT_EQ(moves, legal);
}

TEST_F(ServerTest, HintsGiveEveryMoveALegalLineStartingWithIt) {
  const std::string setup = "f5d6c3d3c4";
  const json game = new_game({{"setup", setup}});
  const json hints = get(games(game, "hints")).data();
  ASSERT_FALSE(hints["moves"].empty());
  EXPECT_EQ(get(games(game, "hints")).data(), hints);  // the cached answer keeps the lines
  for (const json& move : hints["moves"]) {
    const json& line = move["line"];
    ASSERT_GE(line.size(), 2u) << move;  // the move and at least the reply the engine expects
    EXPECT_LE(line.size(), 10u) << move;
    EXPECT_EQ(line[0], move["move"]);
    EXPECT_TRUE(testing::is_legal_line(board_of(setup), squares_of_line(line))) << move;
  }
}

// The named opening follows the moves up to the cursor: in the game and in its analysis.
TEST_F(ServerTest, TheGameAndItsAnalysisNameTheOpeningItsMovesFollow) {
  const json game = new_game({{"setup", "c4e3f6e6"}, {"black", "human"}, {"white", "human"}});
  EXPECT_EQ(game["opening"], json({{"ja", "縦取り"}, {"en", "Perpendicular Opening"}}));
  const json tiger = post(games(game, "moves"), {{"move", "f5"}, {"ply", 4}}).data();
  EXPECT_EQ(tiger["opening"], json({{"ja", "虎"}, {"en", "Tiger"}}));
  EXPECT_EQ(get(games(tiger, "analysis")).data()["opening"], tiger["opening"]);
  const json back = post(games(tiger, "cursor"), {{"ply", 5}, {"to", 1}}).data();
  EXPECT_TRUE(back["opening"].is_null()) << back;
  EXPECT_TRUE(new_game({{"setup", kTenEmpties}})["opening"].is_null());
}

TEST_F(ServerTest, HintsNearTheEndAreExact) {
  const json hints = get(games(new_game({{"setup", kTenEmpties}}), "hints")).data();
  ASSERT_FALSE(hints["moves"].empty());
  for (const json& move : hints["moves"]) EXPECT_TRUE(move["exact"].get<bool>()) << move;
}

TEST_F(ServerTest, AnalysisOfABlunderGivesItsRefutationAndTheBestLine) {
  const json game = new_game({{"setup", kTenEmpties}});
  ASSERT_EQ(post(games(game, "moves"), {{"move", "b3"}, {"ply", 0}}).status, 200u);
  const json analysis = get(games(game, "analysis")).data();
  ASSERT_FALSE(analysis["moves"].empty());
  const json& blunder = analysis["moves"][0];
  ASSERT_EQ(blunder["quality"], "blunder") << blunder;
  ASSERT_EQ(blunder["best"], "h1");
  // The refutation: b3, then white's answers, each legal after the plies before it.
  const std::vector<Square> refutation = squares_of_line(blunder["line"]);
  ASSERT_GE(refutation.size(), 2u) << blunder;
  EXPECT_EQ(refutation.front(), Square::B3);
  EXPECT_TRUE(testing::is_legal_line(board_of(kTenEmpties), refutation)) << blunder;
  const std::vector<Square> best_line = squares_of_line(blunder["best_line"]);
  ASSERT_GE(best_line.size(), 2u) << blunder;
  EXPECT_EQ(best_line.front(), Square::H1);
  EXPECT_TRUE(testing::is_legal_line(board_of(kTenEmpties), best_line)) << blunder;
}

// A page closed while its game is analysed does not keep an engine thread busy: the
// analysis stops at its next position, or is never started, and /metrics counts it.
TEST_F(ServerTest, AnAnalysisStopsWhenItsConnectionCloses) {
  const json game = new_game({{"setup", testing::kLongAnalysis}});
  {
    HttpConnection leaving(server_.endpoint());
    leaving.send(http::verb::get, games(game, "analysis"));
  }  // closed before the answer
  bool stopped = false;
  for (int i = 0; i < 300 && !stopped; ++i) {
    stopped = get("/metrics").body.find("\nreversi_searches_cancelled_total 1\n") != std::string::npos;
    if (!stopped) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_TRUE(stopped);
}

TEST_F(ServerTest, AnalysisScoresEveryChosenMoveAndMarksMistakes) {
  const json game = new_game({{"setup", kBeforePass}});
  const json played = post(games(game, "moves"), {{"move", "c1"}, {"ply", 7}}).data();
  const Reply reply = get(games(played, "analysis"));
  ASSERT_EQ(reply.status, 200u) << reply.body;
  const json analysis = reply.data();
  ASSERT_EQ(analysis["moves"].size(), 8u);  // the pass at ply 8 is not a choice
  ASSERT_EQ(analysis["evaluations"].size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    const json& move = analysis["moves"][i];
    EXPECT_EQ(move["ply"], i);
    EXPECT_EQ(move["move"], played["plies"][i]["move"]);
    EXPECT_EQ(move["color"], i % 2 == 0 ? "black" : "white");
    const int loss = move["best_score"].get<int>() - move["score"].get<int>();
    EXPECT_GE(loss, 0);
    EXPECT_EQ(move["quality"] == "best", loss < 2) << move;
    EXPECT_EQ(move["best_line"][0], move["best"]) << move;
    EXPECT_EQ(move["line"].is_null(), move["move"] == move["best"]) << move;
    const int black = move["color"] == "black" ? move["score"].get<int>() : -move["score"].get<int>();
    EXPECT_EQ(analysis["evaluations"][i], json({{"ply", i + 1}, {"black", black}}));
  }
}

TEST_F(ServerTest, GamesSurviveARestart) {
  const json game = new_game({{"white", "level-1"}, {"setup", "f5d6c3"}});
  const json after = post(games(game, "computer-move"), {{"ply", 3}}).data();
  const json undone = post(games(game, "undo"), {{"ply", 4}}).data();
  server_.stop();
  server_.start();
  const json reloaded = get(games(game)).data();
  EXPECT_EQ(reloaded, undone);
  EXPECT_EQ(reloaded["ply"], 2);
  EXPECT_EQ(post(games(game, "redo"), {{"ply", 2}}).data(), after);
}

TEST_F(ServerTest, TheHealthCheckSaysOkWhileTheDatabaseAnswers) {
  const Reply reply = get("/healthz");
  EXPECT_EQ(reply.status, 200u);
  EXPECT_EQ(reply.content_type, "application/json; charset=utf-8");
  EXPECT_EQ(reply.headers[http::field::cache_control], "no-store");
  EXPECT_EQ(reply.data(), json({{"status", "ok"}, {"database", "ok"}}));
  EXPECT_EQ(request(http::verb::post, "/healthz").status, 405u);
}

// A games table gone (a hand edit, a restore gone wrong) stands for any database that no
// longer answers: the check fails with the database's reason, and works again once it
// answers.
TEST_F(ServerTest, TheHealthCheckSays503WithTheReasonWhenTheDatabaseFails) {
  const std::unique_ptr<Database> db = server_.connect();
  db->execute("ALTER TABLE games RENAME TO games_aside");
  const Reply reply = get("/healthz");
  EXPECT_EQ(reply.status, 503u);
  EXPECT_EQ(reply.data()["status"], "unavailable");
  const std::string reason =
      db->dialect() == SqlDialect::Sqlite ? "no such table: games" : "relation \"games\" does not exist";
  EXPECT_NE(reply.data()["error"].get<std::string>().find(reason), std::string::npos) << reply.body;
  db->execute("ALTER TABLE games_aside RENAME TO games");
  EXPECT_EQ(get("/healthz").status, 200u);
}

// A database that reads but cannot be written (a full disk, a read-only file) fails every
// move: the check writes a row, so it fails too, and works again once the write does.
TEST_F(ServerTest, TheHealthCheckSays503WhenTheDatabaseReadsButCannotBeWritten) {
  const std::unique_ptr<Database> db = server_.connect();
  db->execute("ALTER TABLE health_checks RENAME TO health_checks_aside");
  const Reply reply = get("/healthz");
  EXPECT_EQ(reply.status, 503u);
  EXPECT_EQ(reply.data()["status"], "unavailable");
  EXPECT_NE(reply.data()["error"].get<std::string>().find("health_checks"), std::string::npos) << reply.body;
  db->execute("ALTER TABLE health_checks_aside RENAME TO health_checks");
  EXPECT_EQ(get("/healthz").status, 200u);
}

TEST_F(ServerTest, ServesTheEmbeddedPage) {
  ASSERT_NE(find_embedded_file("/index.html"), nullptr);
  const Reply root = get("/");
  EXPECT_EQ(root.status, 200u);
  EXPECT_EQ(root.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(root.body, find_embedded_file("/index.html")->content);
  EXPECT_EQ(get("/?game=abc").body, root.body);
  for (const EmbeddedFile& file : embedded_files()) {
    const Reply reply = get(std::string(file.path));
    EXPECT_EQ(reply.status, 200u) << file.path;
    EXPECT_EQ(reply.content_type, content_type_of(file.path));
    EXPECT_EQ(reply.body, file.content) << file.path;
  }
  EXPECT_EQ(get("/no-such-file.js").status, 404u);
  EXPECT_EQ(get("/../CMakeLists.txt").status, 404u);
}

}  // namespace
}  // namespace reversi::server
