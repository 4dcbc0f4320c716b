// The NBoard protocol session, driven as the NBoard GUI drives it: every line it answers,
// checked for its format, its moves and its values. Shallow searches keep it quick.
#include "nboard/session.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "support/lines.h"

namespace reversi::nboard {
namespace {

const std::string kStartBoard = "8 ---------------------------O*------*O--------------------------- *";
// Black to move with no move (a1 white, b1 black); white then takes b1 from c1.
const std::string kBlackMustPassBoard =
    "8 O*-------------------------------------------------------------- *";

std::string set_game(const std::string& board, const std::string& moves) {
  return "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[" + board + "]" + moves + ";)";
}

// A session on its own engine, with what it says kept line by line.
class NboardSession : public ::testing::Test {
 protected:
  engine::Engine engine_{engine::EngineOptions{.hash_megabytes = 16, .threads = 1}};
  std::vector<std::string> replies_;
  std::vector<std::string> errors_;
  Session session_{engine_, Output{[this](const std::string& line) { replies_.push_back(line); },
                                   [this](const std::string& line) { errors_.push_back(line); }}};

  // The replies to `lines`, sent one after another; earlier replies are forgotten.
  std::vector<std::string> send(const std::vector<std::string>& lines) {
    replies_.clear();
    for (const std::string& line : lines) session_.handle(line);
    return replies_;
  }

  // What NBoard sends when it starts an engine, here on the start position at `depth`.
  void start(int depth) {
    EXPECT_EQ(send({"nboard 2", "set depth " + std::to_string(depth), set_game(kStartBoard, ""), "ping 1"}),
              (std::vector<std::string>{"set myname reversi", "pong 1"}));
    EXPECT_TRUE(errors_.empty());
  }
};

struct SearchLine {
  std::vector<Square> line;
  double eval = 0;
  std::string depth;
};

// A number with two decimals, as the protocol writes values and times (GoogleTest's POSIX
// extended regular expressions).
const std::string kDecimal = "[0-9]+\\.[0-9][0-9]";

// The parts of a "search <pv> <eval> 0 <depth>" line, failing the test if it is not one.
SearchLine parse_search_line(const std::string& text) {
  SearchLine parsed;
  if (!::testing::Value(
          text, ::testing::MatchesRegex("search ([A-H][1-8]|PA)+ -?" + kDecimal + " 0 ([0-9]+|100%)"))) {
    ADD_FAILURE() << "not a search line: " << text;
    return parsed;
  }
  std::istringstream words(text);
  std::string search, pv, eval, zero;
  words >> search >> pv >> eval >> zero >> parsed.depth;
  for (std::size_t i = 0; i < pv.size(); i += 2) parsed.line.push_back(parse_move(pv.substr(i, 2)).value());
  parsed.eval = std::stod(eval);
  return parsed;
}

void expect_nodestats(const std::string& line) {
  EXPECT_THAT(line, ::testing::MatchesRegex("nodestats [1-9][0-9]* " + kDecimal));
}

TEST_F(NboardSession, HintsTheBestMovesBestFirstWithPlayableLines) {
  start(3);
  ASSERT_TRUE(send({set_game(kStartBoard, "B[F5]W[F6]")}).empty());
  const std::vector<std::string> replies = send({"hint 3", "ping 2"});
  // status, the 3 moves, nodestats, status, and the pong after all of them.
  ASSERT_EQ(replies.size(), 7u);
  EXPECT_EQ(replies[0], "status thinking");
  const Position position = Game::from_transcript("f5f6").value().position();
  double previous = 1e9;
  for (int i = 1; i <= 3; ++i) {
    const SearchLine hint = parse_search_line(replies[i]);
    ASSERT_FALSE(hint.line.empty());
    EXPECT_TRUE(position.board.is_legal(hint.line.front())) << replies[i];
    EXPECT_TRUE(testing::is_legal_line(position.board, hint.line)) << replies[i];
    EXPECT_EQ(hint.depth, "3");
    EXPECT_LE(hint.eval, previous) << "best first";
    previous = hint.eval;
  }
  expect_nodestats(replies[4]);
  EXPECT_EQ(replies[5], "status");
  EXPECT_EQ(replies[6], "pong 2");
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, GoAnswersTheMoveItWouldPlayWithoutPlayingIt) {
  start(2);
  const std::vector<std::string> replies = send({"go", "ping 3", "hint 1"});
  ASSERT_EQ(replies.size(), 10u);
  EXPECT_EQ(replies[0], "status thinking");
  const SearchLine line = parse_search_line(replies[1]);
  expect_nodestats(replies[2]);
  // "=== <move>/<eval>/<time>"
  ASSERT_THAT(replies[3], ::testing::MatchesRegex("=== [A-H][1-8]/-?" + kDecimal + "/" + kDecimal));
  const Square move = parse_square(replies[3].substr(4, 2)).value();
  EXPECT_TRUE(Board::start().is_legal(move));
  EXPECT_EQ(move, line.line.front());
  EXPECT_EQ(std::stod(replies[3].substr(7, replies[3].rfind('/') - 7)), line.eval);
  EXPECT_EQ(replies[4], "status");
  EXPECT_EQ(replies[5], "pong 3");
  // The board is still the start: the hint is for black's first move.
  EXPECT_TRUE(Board::start().is_legal(parse_search_line(replies[7]).line.front()));
}

TEST_F(NboardSession, FollowsTheMovesTheGuiSends) {
  start(1);
  ASSERT_TRUE(send({"move F5/0.00/1.5", "move d6", "move C3//"}).empty());
  EXPECT_TRUE(errors_.empty());
  const std::vector<std::string> replies = send({"hint 20"});
  const Position position = Game::from_transcript("f5d6c3").value().position();
  // Every legal move of white's, each once.
  ASSERT_EQ(replies.size(), static_cast<std::size_t>(count(position.board.moves())) + 3);
  Bitboard hinted = 0;
  for (std::size_t i = 1; i + 2 < replies.size(); ++i)
    hinted |= bit(parse_search_line(replies[i]).line.front());
  EXPECT_EQ(hinted, position.board.moves());
}

TEST_F(NboardSession, ValuesAreForTheSideToMoveAndPassesAreMoves) {
  start(2);
  ASSERT_TRUE(send({set_game(kBlackMustPassBoard, "")}).empty());
  // Black must pass: the only move is PA, and go says so.
  std::vector<std::string> replies = send({"hint 2"});
  ASSERT_EQ(replies.size(), 4u);
  EXPECT_EQ(parse_search_line(replies[1]).line, std::vector<Square>{Square::Pass});
  replies = send({"go"});
  ASSERT_EQ(replies.size(), 5u);
  EXPECT_TRUE(replies[3].starts_with("=== PA/")) << replies[3];
  // After the pass white takes every disc: +64 for white, the side to move.
  replies = send({"move PA", "hint 1"});
  ASSERT_EQ(replies.size(), 4u);
  const SearchLine white = parse_search_line(replies[1]);
  EXPECT_EQ(white.line.front(), Square::C1);
  EXPECT_EQ(white.eval, 64.0);
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, AnalyzesEveryPositionOfTheGameFromTheEnd) {
  start(1);
  const std::vector<std::string> replies = send({set_game(kStartBoard, "B[F5]W[F6]"), "analyze"});
  ASSERT_EQ(replies.size(), 6u);
  EXPECT_EQ(replies[0], "status analyzing");
  for (int ply = 2; ply >= 0; --ply) {
    EXPECT_THAT(replies[3 - ply],
                ::testing::MatchesRegex("analysis " + std::to_string(ply) + " -?" + kDecimal));
  }
  expect_nodestats(replies[4]);
  EXPECT_EQ(replies[5], "status");
}

TEST_F(NboardSession, AcknowledgesLearnAndContempt) {
  start(1);
  EXPECT_EQ(send({"set contempt 150", "learn"}), std::vector<std::string>{"learned"});
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, AnswersMalformedCommandsWithAnErrorAndGoesOn) {
  start(1);
  const std::vector<std::string> bad = {
      "frobnicate", "set depth x", "set depth 0", "set colour red",          "move z9", "move a1", "hint",
      "hint -1",    "ping x",      "nboard two",  "set game (;BO[8 ----];)",
  };
  for (const std::string& line : bad) {
    errors_.clear();
    EXPECT_TRUE(send({line}).empty()) << line;
    EXPECT_EQ(errors_.size(), 1u) << line;
  }
  EXPECT_EQ(errors_.back(), "set game: BO: expected 64 squares, got 4");
  errors_.clear();
  send({"move a1"});
  EXPECT_EQ(errors_, std::vector<std::string>{"move 'a1': not legal here (legal: d3 c4 f5 e6)"});
  // Nothing was changed: the game is still at the start, and f5 is black's to play.
  errors_.clear();
  EXPECT_EQ(send({"move f5", "ping 9"}), std::vector<std::string>{"pong 9"});
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, RefusesToSearchAFinishedGame) {
  start(1);
  EXPECT_TRUE(send({set_game(kBlackMustPassBoard, "B[PA]W[C1]"), "go", "hint 1"}).empty());
  EXPECT_EQ(errors_.size(), 2u);
  // A finished game can still be analyzed: its 3 positions between the status lines.
  const std::vector<std::string> replies = send({"analyze"});
  ASSERT_EQ(replies.size(), 6u);
  // Black is to move when the game ends, with no disc left: -64 for black.
  EXPECT_EQ(replies[1], "analysis 2 -64.00");
}

TEST(NboardStopsSearch, OnPingAndQuitOnly) {
  EXPECT_TRUE(stops_search("ping 3"));
  EXPECT_TRUE(stops_search("  quit"));
  EXPECT_FALSE(stops_search("pingpong 3"));
  EXPECT_FALSE(stops_search("hint 2"));
  EXPECT_FALSE(stops_search("move F5"));
  EXPECT_FALSE(stops_search(""));
}

TEST_F(NboardSession, StopsReadingAtQuit) {
  EXPECT_FALSE(session_.finished());
  session_.handle("quit");
  EXPECT_TRUE(session_.finished());
}

}  // namespace
}  // namespace reversi::nboard
