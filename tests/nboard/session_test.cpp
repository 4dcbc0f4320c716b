// The NBoard protocol session, driven as the NBoard GUI drives it: every line it answers,
// checked for its format, its moves and its values. Shallow searches keep it quick.
#include "nboard/session.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "support/known_games.h"
#include "support/lines.h"
#include "support/played.h"

namespace reversi::nboard {
namespace {

using reversi::testing::played;

const std::string kStartBoard = "8 ---------------------------O*------*O--------------------------- *";
// Black to move with no move (a1 white, b1 black); white then takes b1 from c1.
const std::string kBlackMustPassBoard =
    "8 O*-------------------------------------------------------------- *";

// A `set game` as NBoard sends it, of GGS's kind of game `type` with `extra` properties.
std::string set_game(const std::string& board, const std::string& moves, const std::string& type = "8",
                     const std::string& extra = "") {
  return "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[" + type + "]" + extra + "BO[" + board +
         "]" + moves + ";)";
}

// A session on its own engine, with what it says kept line by line.
class NboardSession : public ::testing::Test {
 protected:
  engine::Engine engine_{engine::EngineOptions{.hash_megabytes = 16, .threads = 1}};
  engine::Book book_;  // empty unless a test fills it
  std::vector<std::string> replies_;
  std::vector<std::string> errors_;
  Session session_{engine_, book_,
                   Output{[this](const std::string& line) { replies_.push_back(line); },
                          [this](const std::string& line) { errors_.push_back(line); }}};

  // The replies to `lines`, sent one after another; earlier replies are forgotten.
  std::vector<std::string> send(const std::vector<std::string>& lines) {
    replies_.clear();
    for (const std::string& line : lines) session_.handle(line);
    return replies_;
  }

  // The time `go` took to answer, with its replies.
  std::chrono::duration<double> time_to_go(std::vector<std::string>& replies) {
    const auto start = std::chrono::steady_clock::now();
    replies = send({"go"});
    return std::chrono::steady_clock::now() - start;
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
  const SearchLine pass = parse_search_line(replies[1]);
  EXPECT_EQ(pass.line.front(), Square::Pass);
  EXPECT_TRUE(testing::is_legal_line(parse_position(kBlackMustPassBoard.substr(2)).value().board, pass.line));
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

TEST_F(NboardSession, AcknowledgesLearnAndContemptAndSaysTheGameIsNotKeptWithoutALearner) {
  start(1);
  EXPECT_EQ(send({"set contempt 150", "learn"}), std::vector<std::string>{"learned"});
  EXPECT_EQ(errors_,
            std::vector<std::string>{
                "learn: the game is not kept: start the engine with --learned-book FILE to keep games"});
}

TEST_F(NboardSession, HandsTheGameToItsLearnerAndThenSaysLearned) {
  std::vector<Board> learned;
  Session learning{engine_, book_,
                   Output{[this](const std::string& line) { replies_.push_back(line); },
                          [this](const std::string& line) { errors_.push_back(line); }},
                   [&learned](const std::vector<Board>& boards) {
                     learned = boards;
                     return std::string("learned 2 positions");
                   }};
  for (const std::string& line :
       std::vector<std::string>{"nboard 2", "set depth 1", set_game(kStartBoard, "B[F5]W[D6]")})
    learning.handle(line);
  replies_.clear();
  learning.handle("learn");
  EXPECT_EQ(replies_, (std::vector<std::string>{"status learning", "status", "learned"}));
  EXPECT_EQ(errors_, std::vector<std::string>{"learned 2 positions"});
  EXPECT_EQ(learned, (std::vector<Board>{Board::start(), played("f5"), played("f5d6")}));
}

TEST_F(NboardSession, AnswersMalformedCommandsWithAnErrorAndGoesOn) {
  start(1);
  const std::vector<std::string> bad = {
      "frobnicate", "set depth x", "set depth 0", "set colour red", "move z9",
      "move a1",    "hint",        "hint -1",     "ping x",         "nboard two",
  };
  for (const std::string& line : bad) {
    errors_.clear();
    EXPECT_TRUE(send({line}).empty()) << line;
    EXPECT_EQ(errors_.size(), 1u) << line;
  }
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

// GGF's board: the size, then the squares and the side to move, '*' for black.
std::string ggf_board(const Position& position) {
  std::string text = "8 " + position_text(position);
  std::replace(text.begin(), text.end(), 'X', '*');
  return text;
}

// The moves of `transcript` as GGF's B[..] and W[..], black first.
std::string ggf_moves(std::string_view transcript) {
  std::string moves;
  for (std::size_t i = 0; i < transcript.size(); i += 2) {
    std::string square(transcript.substr(i, 2));
    for (char& c : square) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    moves += (i % 4 == 0 ? "B[" : "W[") + square + "]";
  }
  return moves;
}

// NBoard passes on the kind of game it has open, GGS's random-start, komi and synchro
// games among them: the start position in BO is what counts.
TEST_F(NboardSession, TakesEveryKindOf8x8GameFromItsStartPosition) {
  start(1);
  const Position random_start = Game::from_transcript("f5d6c3d3c4f4").value().position();
  for (const std::string type : {"8r", "8kr20", "s8r18", "8k", "8"}) {
    errors_.clear();
    const std::vector<std::string> replies = send({set_game(ggf_board(random_start), "", type), "hint 20"});
    EXPECT_TRUE(errors_.empty()) << type << ": " << ::testing::PrintToString(errors_);
    ASSERT_EQ(replies.size(), static_cast<std::size_t>(count(random_start.board.moves())) + 3) << type;
    for (std::size_t i = 1; i + 2 < replies.size(); ++i)
      EXPECT_TRUE(random_start.board.is_legal(parse_search_line(replies[i]).line.front())) << replies[i];
  }
}

// KM is white's: a komi game's result is black's disc difference less it, so each side's
// value is its discs less the komi (black) or plus it (white).
TEST_F(NboardSession, CountsTheKomiInEveryValueItSends) {
  start(2);
  ASSERT_TRUE(send({set_game(kBlackMustPassBoard, "", "8k", "KM[2.5]")}).empty());
  std::vector<std::string> replies = send({"hint 1"});
  ASSERT_EQ(replies.size(), 4u);
  EXPECT_EQ(parse_search_line(replies[1]).eval, -66.5);  // black loses 0-64, and the komi
  replies = send({"go"});
  ASSERT_EQ(replies.size(), 5u);
  EXPECT_TRUE(replies[3].starts_with("=== PA/-66.50/")) << replies[3];
  replies = send({"move PA", "hint 1", "analyze"});
  ASSERT_EQ(replies.size(), 4u + 5u);
  EXPECT_EQ(parse_search_line(replies[1]).eval, 66.5);
  EXPECT_EQ(replies[5], "analysis 1 66.50");
  EXPECT_EQ(replies[6], "analysis 0 -66.50");
  EXPECT_TRUE(errors_.empty());
}

// Where the search is exact, so is the value sent, a forced pass included: the pass is
// searched through, not judged where it stands.
TEST_F(NboardSession, SendsTheExactValueOfAForcedPass) {
  start(2);  // the endgame solved from 12 empties
  const std::string_view game(testing::kGameWithAPass, 2 * 53);
  const Position white_must_pass = Game::from_transcript(std::string(game)).value().position_before(53);
  ASSERT_FALSE(white_must_pass.board.can_move());
  ASSERT_EQ(white_must_pass.board.empty_count(), 7);
  engine::SearchLimits solve;
  solve.exact_empties = 64;
  engine::Engine solver;
  const double exact = -solver.search(white_must_pass.board.after(Move{}), solve).value / 100.0;
  ASSERT_TRUE(send({set_game(kStartBoard, ggf_moves(game))}).empty());
  const std::vector<std::string> replies = send({"go"});
  ASSERT_EQ(replies.size(), 5u) << ::testing::PrintToString(replies);
  const SearchLine line = parse_search_line(replies[1]);
  EXPECT_EQ(line.line.front(), Square::Pass);
  EXPECT_TRUE(testing::is_legal_line(white_must_pass.board, line.line));
  EXPECT_EQ(line.eval, exact);
  EXPECT_EQ(line.depth, "100%");
  char chosen[32];
  std::snprintf(chosen, sizeof chosen, "=== PA/%.2f/", exact);
  EXPECT_TRUE(replies[3].starts_with(chosen)) << replies[3] << " (exact: " << exact << ")";
}

// A `set game` that cannot be used leaves no position: every request then says so, on the
// error channel and in a status line the GUI shows, and none answers for the game before.
TEST_F(NboardSession, AfterAnUnusableSetGameAnswersEveryRequestWithAnError) {
  start(1);
  ASSERT_TRUE(send({set_game(kStartBoard, "B[F5]")}).empty());
  for (const std::string& unusable :
       {set_game(kStartBoard, "", "8a"), std::string("set game (;BO[8 ----];)")}) {
    errors_.clear();
    EXPECT_TRUE(send({unusable}).empty());
    ASSERT_EQ(errors_.size(), 1u) << unusable;
    const std::string why = errors_[0].substr(std::string("set game: ").size());
    if (unusable.ends_with("----];)")) {
      EXPECT_EQ(why, "BO: expected 64 squares, got 4");
    }
    for (const std::string request : {"hint 1", "go", "analyze", "move D6", "D6"}) {
      errors_.clear();
      const std::string command = request == "D6" ? "move" : request.substr(0, request.find(' '));
      const std::string error = command + ": no position: the last set game could not be used: " + why;
      EXPECT_EQ(send({request}), std::vector<std::string>{"status " + error}) << request;
      EXPECT_EQ(errors_, std::vector<std::string>{error}) << request;
    }
  }
  // `learn` learns nothing, and still answers as the GUI waits for it.
  errors_.clear();
  const std::string error =
      "learn: no position: the last set game could not be used: BO: expected 64 squares, got 4";
  EXPECT_EQ(send({"learn"}), (std::vector<std::string>{"status " + error, "learned"}));
  EXPECT_EQ(errors_, std::vector<std::string>{error});
  // The next game that can be used is the position again.
  errors_.clear();
  const std::vector<std::string> replies = send({set_game(kStartBoard, "B[F5]W[D6]"), "hint 1"});
  ASSERT_EQ(replies.size(), 4u);
  EXPECT_TRUE(played("f5d6").is_legal(parse_search_line(replies[1]).line.front())) << replies[1];
  EXPECT_TRUE(errors_.empty());
}

// Version 1 sends its moves bare ("F5", with or without the evaluation and time).
TEST_F(NboardSession, SpeaksProtocolVersionOneWithItsBareMoves) {
  EXPECT_EQ(
      send({"nboard 1", "set depth 1", set_game(kStartBoard, ""), "F5", "d6/0.50/1.2", "C3//", "ping 1"}),
      (std::vector<std::string>{"set myname reversi", "pong 1"}));
  EXPECT_TRUE(errors_.empty()) << ::testing::PrintToString(errors_);
  const std::vector<std::string> replies = send({"hint 1"});
  ASSERT_EQ(replies.size(), 4u);
  EXPECT_TRUE(played("f5d6c3").is_legal(parse_search_line(replies[1]).line.front())) << replies[1];
  // A bare move that cannot be played is refused as `move` refuses it.
  EXPECT_TRUE(send({"A1", "D3/x"}).empty());
  EXPECT_EQ(errors_, (std::vector<std::string>{"move 'A1': not legal here (legal: d3 f3 f4 g5)",
                                               "move: the evaluation 'x' is not a number"}));
}

// A position of the opening book is hinted from it, in NBoard's `book` lines, best first,
// in the position's own orientation (the book keeps one of the eight).
TEST_F(NboardSession, HintsFromTheBookWhereItHasThePosition) {
  start(1);
  book_.add(played("f5"), 18, {{Square::D6, -1}, {Square::F4, -3}, {Square::F6, 0}});
  EXPECT_EQ(
      send({set_game(kStartBoard, "B[F5]"), "hint 2"}),
      (std::vector<std::string>{"status thinking", "book F6 0.00 0 18", "book D6 -1.00 0 18", "status"}));
  // e6 is f5 mirrored along the a1-h8 diagonal: f6 becomes f6, d6 becomes f4.
  EXPECT_EQ(send({set_game(kStartBoard, "B[E6]"), "hint 3"}),
            (std::vector<std::string>{"status thinking", "book F6 0.00 0 18", "book F4 -1.00 0 18",
                                      "book D6 -3.00 0 18", "status"}));
  EXPECT_TRUE(errors_.empty());
}

// A `set game` on a clock of `clock` (GGF's TI) from the start position.
std::string set_game_on_clock(const std::string& clock, const std::string& moves) {
  return "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[" + clock + "]TY[8]BO[" + kStartBoard + "]" +
         moves + ";)";
}

TEST_F(NboardSession, OnAClockGoAnswersWithinTheMoversTimeLeft) {
  // White has spent 2.6 of its 3 seconds: a search as deep as the GUI asks, to the end of
  // the game, would take far longer than the 0.4 left.
  start(1);
  send({"set depth 60", set_game_on_clock("0:03", "B[F5//1.0]W[D6//2.6]B[C3//0.1]")});
  std::vector<std::string> replies;
  EXPECT_LT(time_to_go(replies), std::chrono::milliseconds(400));
  ASSERT_GE(replies.size(), 2u);
  EXPECT_THAT(replies[replies.size() - 2], ::testing::StartsWith("=== "));
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, CountsTheTimesOfTheMovesTheGuiSends) {
  start(1);
  send({"set depth 60", set_game_on_clock("0:03", "B[F5//1.0]"), "move D6//2.6", "move C3/0.5/0.1"});
  std::vector<std::string> replies;
  EXPECT_LT(time_to_go(replies), std::chrono::milliseconds(400));
  EXPECT_THAT(replies[replies.size() - 2], ::testing::StartsWith("=== "));
  EXPECT_TRUE(errors_.empty());
}

TEST_F(NboardSession, PlaysOnWithoutAClockItCannotRead) {
  start(1);
  send({set_game_on_clock("5:x", "B[F5]")});
  EXPECT_EQ(errors_, (std::vector<std::string>{
                         "set game: no clock for black: the time '5:x' is not [[hours:]minutes:]seconds",
                         "set game: no clock for white: the time '5:x' is not [[hours:]minutes:]seconds"}));
  std::vector<std::string> replies;
  time_to_go(replies);
  EXPECT_THAT(replies[replies.size() - 2], ::testing::StartsWith("=== "));
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
