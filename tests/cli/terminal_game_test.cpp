// The terminal game driven through streams, as a person (or a script) would type.
#include "cli/terminal_game.h"

#include <gtest/gtest.h>

#include <sstream>

#include "cli/board_view.h"

namespace reversi::cli {
namespace {

std::string play(const std::string& input, TerminalGameOptions options = {}) {
  std::istringstream in(input);
  std::ostringstream out;
  TerminalGame(in, out, std::move(options)).run();
  return out.str();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string lines(std::initializer_list<const char*> moves) {
  std::string text;
  for (const char* move : moves) text += std::string(move) + "\n";
  return text;
}

TEST(TerminalGame, TwoPeoplePlayMovesInTurn) {
  const std::string out = play("f5\nd6\nquit\n");
  EXPECT_TRUE(contains(out, "Black: f5"));
  EXPECT_TRUE(contains(out, "White: d6"));
  EXPECT_TRUE(contains(out, "    a b c d e f g h"));
  EXPECT_TRUE(contains(out, "Black (X) 3  White (O) 3"));
  EXPECT_TRUE(contains(out, "Black to move (X)"));
}

TEST(TerminalGame, BadInputRepromptsWithTheReasonAndLosesNothing) {
  const std::string out = play("h9\nf4\nxyz\npass\n\nF5\nquit\n");
  EXPECT_TRUE(contains(out, "'h9' is not a square on the board (a1 to h8)."));
  EXPECT_TRUE(contains(out, "f4 is not a legal move. Legal moves: d3 c4 f5 e6"));
  EXPECT_TRUE(contains(out, "'xyz' is not a square or a command."));
  EXPECT_TRUE(contains(out, "Passes are played automatically"));
  EXPECT_TRUE(contains(out, "Black: f5"));  // upper case works, and the game went on
}

TEST(TerminalGame, FullWidthInputFromAJapaneseInputMethodWorks) {
  // "ｆ５", "Ｄ６" with an ideographic space: what typing with the input method on gives.
  const std::string out = play("\xEF\xBD\x86\xEF\xBC\x95\n\xE3\x80\x80\xEF\xBC\xA4\xEF\xBC\x96\nquit\n");
  EXPECT_TRUE(contains(out, "Black: f5")) << out;
  EXPECT_TRUE(contains(out, "White: d6")) << out;
}

TEST(TerminalGame, ControlCharactersNeverReachTheScreenAgain) {
  const std::string out = play("\x1b[15~\nquit\n");  // the F5 key
  EXPECT_TRUE(contains(out, "'[15~' is not a square or a command.")) << out;
  EXPECT_FALSE(contains(out, "\x1b"));
}

TEST(TerminalGame, AnnouncesEveryPassInEitherLanguage) {
  const std::string moves = lines({"d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1", "quit"});
  EXPECT_TRUE(contains(play(moves), "Black passes"));
  TerminalGameOptions japanese;
  japanese.language = Language::Japanese;
  const std::string out = play(moves, japanese);
  EXPECT_TRUE(contains(out, "黒はパスします"));
  EXPECT_TRUE(contains(out, "次の番: 白 (O)"));
}

// The named opening the moves follow is shown under the counts, in either language, and
// goes when the moves taken back no longer follow one.
TEST(TerminalGame, ShowsTheNamedOpeningTheMovesFollow) {
  const std::string tiger = lines({"c4", "e3", "f6", "e6", "f5", "quit"});
  const std::string out = play(tiger);
  EXPECT_TRUE(contains(out, "Black (X) 6  White (O) 3\nOpening: Tiger\n")) << out;
  EXPECT_TRUE(contains(out, "Opening: Perpendicular Opening"));
  TerminalGameOptions japanese;
  japanese.language = Language::Japanese;
  EXPECT_TRUE(contains(play(tiger, japanese), "定石: 虎"));
  const std::string undone = play(lines({"f5", "d6", "undo", "undo", "quit"}));
  EXPECT_TRUE(contains(undone, "Opening: Perpendicular Opening"));
  EXPECT_FALSE(contains(undone.substr(undone.rfind("Move taken back.")), "Opening:")) << undone;
}

TEST(TerminalGame, ShowsTheResultAtTheEnd) {
  const std::string moves = lines({"d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4", "quit"});
  EXPECT_TRUE(contains(play(moves), "Black wins 13-0"));
  TerminalGameOptions japanese;
  japanese.language = Language::Japanese;
  EXPECT_TRUE(contains(play(moves, japanese), "黒 13 : 白 0 で黒の勝ち"));
}

// A game that ends is learned once, whatever is typed after it: the same end reached again
// after an undo is not learned twice.
TEST(TerminalGame, LearnsAGameThatEndsOnce) {
  std::vector<std::vector<Board>> learned;
  TerminalGameOptions options;
  options.learn = [&learned](const std::vector<Board>& boards) {
    learned.push_back(boards);
    return std::string("learned it");
  };
  const std::string out = play(
      lines({"d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4", "help", "undo", "f4", "quit"}), options);
  ASSERT_EQ(learned.size(), 1U) << out;
  EXPECT_EQ(learned[0].size(), 10U);
  EXPECT_EQ(learned[0].front(), Board::start());
  EXPECT_FALSE(learned[0].back().can_move());
  EXPECT_TRUE(contains(out, "learned it\n")) << out;
}

TEST(TerminalGame, AgainstTheComputerUndoGoesBackToThePersonsTurn) {
  TerminalGameOptions options;
  options.white = "most-flips";
  const std::string out = play("f5\nundo\nf5\nquit\n", options);
  EXPECT_TRUE(contains(out, "White (most-flips): "));
  EXPECT_TRUE(contains(out, "Back to your previous turn."));
  // f5 is playable again: the undo went back past the computer's reply to the start.
  EXPECT_FALSE(contains(out, "is not a legal move"));
  EXPECT_NE(out.find("Black: f5"), out.rfind("Black: f5"));  // played twice
}

TEST(TerminalGame, RedoAndNewAndHelp) {
  const std::string out = play("f5\nd6\nundo\nredo\nredo\nhelp\nnew\nundo\nquit\n");
  EXPECT_TRUE(contains(out, "Move taken back."));
  EXPECT_TRUE(contains(out, "Move replayed."));
  EXPECT_TRUE(contains(out, "There is no move to redo."));
  EXPECT_TRUE(contains(out, "undo, u"));
  EXPECT_TRUE(contains(out, "There is no move to undo."));  // after new
}

TEST(TerminalGame, ComputersPlayEachOtherToTheEnd) {
  TerminalGameOptions options;
  options.black = "random";
  options.white = "most-flips";
  options.seed = 42;
  const std::string out = play("", options);
  EXPECT_TRUE(contains(out, "wins") || contains(out, "Draw"));
  EXPECT_EQ(out, play("", options));  // the same seed plays the same game
}

TEST(TerminalGame, EndOfInputEndsTheGame) {
  const std::string out = play("f5\n");
  EXPECT_TRUE(contains(out, "Black: f5"));
  EXPECT_TRUE(contains(out, "White (O) > "));
}

TEST(ResultLine, WinsAndDrawsInBothLanguages) {
  EXPECT_EQ(result_line(Language::English, {40, 24, Color::Black}), "Black wins 40-24");
  EXPECT_EQ(result_line(Language::English, {24, 40, Color::White}), "White wins 40-24");
  EXPECT_EQ(result_line(Language::English, {32, 32, std::nullopt}), "Draw 32-32");
  EXPECT_EQ(result_line(Language::Japanese, {40, 24, Color::Black}), "黒 40 : 白 24 で黒の勝ち");
  EXPECT_EQ(result_line(Language::Japanese, {24, 40, Color::White}), "黒 24 : 白 40 で白の勝ち");
  EXPECT_EQ(result_line(Language::Japanese, {32, 32, std::nullopt}), "黒 32 : 白 32 で引き分け");
}

TEST(BoardView, DrawsCoordinatesDiscsLegalMovesAndTheLastMove) {
  const Game game = Game::from_transcript("f5").value();
  EXPECT_EQ(draw_board(game.position(), game.last_move()),
            "    a b c d e f g h\n"
            "  1 . . . . . . . .\n"
            "  2 . . . . . . . .\n"
            "  3 . . . . . . . .\n"
            "  4 . . . O X * . .\n"
            "  5 . . . X X[X]. .\n"
            "  6 . . . * . * . .\n"
            "  7 . . . . . . . .\n"
            "  8 . . . . . . . .\n");
}

}  // namespace
}  // namespace reversi::cli
