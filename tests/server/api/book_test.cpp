// The opening book in the HTTP API (docs/api.md), through a real server lent a small book:
// hints mark the moves to book positions, the analysis marks the book moves played and
// says where each side left the book, and the levels open from the lent book.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "support/http_client.h"
#include "support/played.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;
using reversi::testing::played;

// The start, f5, f5d6 and f5d6c3: a line of four book positions. After f5 the book
// values f6 far above white's other moves, which a search would not.
engine::Book line_book() {
  engine::Book book;
  for (const std::string_view line : {"", "f5", "f5d6", "f5d6c3"}) {
    const Board board = played(line);
    std::vector<engine::SearchedMove> moves;
    for (Square move : squares_of(board.moves())) {
      const bool favoured = line == "f5" && move == parse_square("f6").value();
      moves.push_back(engine::SearchedMove{move, static_cast<Score>(favoured ? 30 : 0)});
    }
    book.add(board, 12, moves);
  }
  book.propagate();
  return book;
}

class ServerBookTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target) {
    return http_request(server_.endpoint(), http::verb::get, target, "");
  }
  HttpReply post(const std::string& target, const json& body) {
    return http_request(server_.endpoint(), http::verb::post, target, body.dump());
  }
  json new_game(const json& body) {
    const HttpReply reply = post("/api/games", body);
    EXPECT_EQ(reply.status, 201u) << reply.body;
    return reply.data();
  }
  static std::string games(const json& game, const std::string& action) {
    return "/api/games/" + game["id"].get<std::string>() + "/" + action;
  }
  // Plays `moves` one by one between two people.
  json play(const std::vector<std::string>& moves) {
    json game = new_game({{"black", "human"}, {"white", "human"}});
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
      const HttpReply reply = post(games(game, "moves"), {{"move", moves[ply]}, {"ply", ply}});
      EXPECT_EQ(reply.status, 200u) << reply.body;
      game = reply.data();
    }
    return game;
  }

  const engine::Book book_ = line_book();
  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name()),
                     {},
                     {},
                     {},
                     {},
                     book_};
};

TEST_F(ServerBookTest, HintsMarkTheMovesToBookPositions) {
  const json hints = get(games(play({"f5"}), "hints")).data();
  ASSERT_EQ(hints["moves"].size(), 3u) << hints;  // d6, f4, f6
  for (const json& move : hints["moves"]) {
    ASSERT_TRUE(move["book"].is_boolean()) << move;
    EXPECT_EQ(move["book"].get<bool>(), move["move"] == "d6") << move;
  }
  const json outside = get(games(play({"f5", "f4"}), "hints")).data();
  ASSERT_FALSE(outside["moves"].empty());
  for (const json& move : outside["moves"]) EXPECT_FALSE(move["book"].get<bool>()) << move;
}

TEST_F(ServerBookTest, TheAnalysisMarksBookMovesAndSaysWhereTheGameLeftTheBook) {
  const json analysis = get(games(play({"f5", "d6", "c3", "d3", "c4"}), "analysis")).data();
  ASSERT_EQ(analysis["moves"].size(), 5u) << analysis;
  std::vector<bool> book_moves;
  for (const json& move : analysis["moves"]) book_moves.push_back(move["book"].get<bool>());
  EXPECT_EQ(book_moves, (std::vector<bool>{true, true, true, false, false}));
  // d3 (ply 3) takes the game out of the book: white left it; black never had the choice.
  EXPECT_EQ(analysis["left_book"], json::parse(R"([{"ply": 3, "color": "white", "move": "d3"}])"));

  const json in_book = get(games(play({"f5", "d6"}), "analysis")).data();
  EXPECT_EQ(in_book["left_book"], json::array());
}

TEST_F(ServerBookTest, TheLevelsOpenFromTheLentBook) {
  json game = new_game({{"black", "human"}, {"white", "level-5"}});
  ASSERT_EQ(post(games(game, "moves"), {{"move", "f5"}, {"ply", 0}}).status, 200u);
  const HttpReply reply = post(games(game, "computer-move"), {{"ply", 1}});
  ASSERT_EQ(reply.status, 200u) << reply.body;
  game = reply.data();
  EXPECT_EQ(game["transcript"], "f5f6");
  EXPECT_TRUE(game["computer_move"]["reason"]["fromBook"].get<bool>()) << game["computer_move"];
}

}  // namespace
}  // namespace reversi::server
