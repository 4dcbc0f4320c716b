// Notation: squares, passes, transcripts and positions, with the errors for bad input;
// and no input at all makes a parser crash.
#include <gtest/gtest.h>

#include <random>

#include "core/game.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

using enum Square;

TEST(SquareNotation, EverySquareRoundTripsInEitherCase) {
  for (int i = 0; i < kSquareCount; ++i) {
    const std::string name = square_name(square_at(i));
    ASSERT_EQ(parse_square(name).value(), square_at(i)) << name;
    const std::string upper{static_cast<char>(name[0] - 'a' + 'A'), name[1]};
    ASSERT_EQ(parse_square(upper).value(), square_at(i)) << upper;
  }
  EXPECT_EQ(square_name(A1), "a1");
  EXPECT_EQ(square_name(H1), "h1");
  EXPECT_EQ(square_name(A8), "a8");
  EXPECT_EQ(square_name(Pass), "pass");
}

TEST(SquareNotation, NonSquaresAreErrors) {
  for (const char* bad : {"", "a", "a0", "a9", "i1", "1a", "a1x", " a1", "@1"}) {
    const Result<Square> parsed = parse_square(bad);
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_NE(parsed.error().find("not a square"), std::string::npos) << parsed.error();
  }
  EXPECT_EQ(parse_square("h9").error(), "'h9': not a square (a1 to h8)");
}

TEST(SquareNotation, SquareListsAndMoveListsAreSpaced) {
  EXPECT_EQ(squares_text(bit(Square::C3) | bit(Square::B2) | bit(Square::F4)), "b2 c3 f4");
  EXPECT_EQ(squares_text(0), "");
  EXPECT_EQ(moves_text({Square::F5, Square::D6, Square::Pass, Square::C3}), "f5 d6 pass c3");
  EXPECT_EQ(moves_text({}), "");
}

TEST(MoveNotation, PassIsWrittenThreeWaysInEitherCase) {
  for (const char* pass : {"pass", "PASS", "Pass", "pa", "PA", "--"}) {
    EXPECT_EQ(parse_move(pass).value(), Pass) << pass;
  }
  EXPECT_EQ(parse_move("e6").value(), E6);
  EXPECT_FALSE(parse_move("-").ok());
}

TEST(Transcript, SeparatorsAndCaseDoNotMatter) {
  const std::vector<Square> expected = {F5, D6, C3, D3, C4};
  for (const char* text : {"f5d6c3d3c4", "f5 d6 c3 d3 c4", "F5,D6, C3 d3,c4", "  f5\td6\nc3 d3 c4  "}) {
    const Result<std::vector<Square>> moves = parse_transcript(text);
    ASSERT_TRUE(moves.ok()) << text << ": " << moves.error();
    EXPECT_EQ(moves.value(), expected) << text;
  }
  EXPECT_TRUE(parse_transcript("").value().empty());
  EXPECT_EQ(transcript_text(expected), "f5d6c3d3c4");
}

TEST(Transcript, ErrorsNameTheMoveAndTheReason) {
  EXPECT_EQ(parse_transcript("f5d6c3d3c4f4h9").error(), "move 7 'h9': not a square");
  EXPECT_EQ(parse_transcript("f5 d6 z1").error(), "move 3 'z1': not a square");
  EXPECT_EQ(parse_transcript("f5 d6 h10").error(), "move 3 'h10': not a square");

  // The legal moves named are the ones of the position before the bad move.
  const Game before = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7d7").value();
  EXPECT_EQ(parse_transcript("f5d6c3d3c4f4f6f3e6e7d7a1").error(),
            "move 12 'a1': not legal here (legal: " + squares_text(before.legal_moves()) + ")");
  EXPECT_EQ(parse_transcript("f5f5").error(), "move 2 'f5': not legal here (legal: f4 d6 f6)");
  EXPECT_EQ(parse_transcript("f5 pass").error(),
            "move 2 'pass': a pass is only allowed with no move to play (legal: f4 d6 f6)");
}

// After white's c1 (ply 8) black has no move and must pass; white then has e3 and f6.
constexpr const char* kGameWithPass = "d3c3b3b2f5a3a1c1";

TEST(Transcript, ForcedPassesMayBeLeftOutOrWritten) {
  const std::vector<Square> implicit = parse_transcript(std::string(kGameWithPass) + "e3").value();
  ASSERT_EQ(implicit.size(), 10u);
  EXPECT_EQ(implicit[8], Pass);
  EXPECT_EQ(implicit[9], E3);
  for (const char* pass : {" pass ", "PA", "--"}) {
    EXPECT_EQ(parse_transcript(std::string(kGameWithPass) + pass + "e3").value(), implicit) << pass;
  }
  // Ending on the forced pass hands the turn to the side that can move.
  EXPECT_EQ(parse_transcript(kGameWithPass).value().back(), Pass);
  EXPECT_EQ(transcript_text(implicit), std::string(kGameWithPass) + "e3");
}

TEST(Transcript, MovesAfterTheEndAreErrors) {
  EXPECT_EQ(parse_transcript("d3c3b3d2e1d6d7e3f4 a1").error(), "move 10 'a1': the game is over");
}

TEST(Transcript, RandomGamesRoundTripWithPassesLeftOut) {
  std::mt19937_64 random(3);
  for (int game = 0; game < 300; ++game) {
    Position position = Position::start();
    std::vector<Square> plies;
    while (!position.board.is_game_over()) {
      const Bitboard moves = position.board.moves();
      Square sq = Pass;
      if (moves != 0) {
        std::vector<Square> choices;
        for (Square choice : squares_of(moves)) choices.push_back(choice);
        sq = choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(random)];
      }
      plies.push_back(sq);
      position = position.after(sq == Pass ? Move{} : position.board.move_at(sq));
    }
    const Result<std::vector<Square>> parsed = parse_transcript(transcript_text(plies));
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    ASSERT_EQ(parsed.value(), plies) << transcript_text(plies);
  }
}

constexpr const char* kFfo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

TEST(PositionNotation, ReadsTheFfoFormatAndWritesItBack) {
  const Result<Position> parsed = parse_position(kFfo1);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const Position& position = parsed.value();
  EXPECT_EQ(position.to_move, Color::Black);
  EXPECT_TRUE(position.discs(Color::Black) & bit(C1));
  EXPECT_TRUE(position.discs(Color::White) & bit(B2));
  EXPECT_EQ(position.board.empty_count(), 14);
  EXPECT_EQ(position_text(position), kFfo1);
}

TEST(PositionNotation, AcceptsStarDotLowercaseAndSpaces) {
  std::string text;
  for (std::size_t i = 0; kFfo1[i] != '\0'; ++i) {
    if (i == 8) text += ' ';
    if (i == 16) text += '\n';
    const char c = kFfo1[i];
    text += c == 'X' ? '*' : c == '-' ? '.' : c == 'O' ? 'o' : c;
  }
  const Result<Position> parsed = parse_position(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(position_text(parsed.value()), kFfo1);
  EXPECT_EQ(parse_position(std::string(64, '-') + " O").value().to_move, Color::White);
}

TEST(PositionNotation, ErrorsSayWhatIsWrongAndWhere) {
  const std::string board(kFfo1, 64);
  EXPECT_EQ(parse_position(board.substr(0, 63)).error(), "expected 64 squares, got 63");
  std::string bad = board;
  bad[16] = 'Z';
  EXPECT_EQ(parse_position(bad + " X").error(), "square 17 (a3): 'Z' is not X, O, *, - or .");
  EXPECT_EQ(parse_position(board).error(), "side to move missing after the 64 squares (X or O)");
  EXPECT_EQ(parse_position(board + " Q").error(),
            "side to move: expected X or O after the 64 squares, got 'Q'");
  EXPECT_EQ(parse_position(board + " X extra").error(),
            "side to move: expected X or O after the 64 squares, got 'X extra'");
}

TEST(PositionNotation, RandomPositionsRoundTrip) {
  for (const Position& position : testing::random_game_positions(5'000, 5)) {
    ASSERT_EQ(parse_position(position_text(position)).value(), position);
  }
}

// Random bytes, and random strings of notation characters, never crash a parser, and the
// errors carry only printable text (bad bytes are shown escaped).
// Japanese a player types is shown as it is; control characters and bytes that are not
// well-formed UTF-8 of a printable character are escaped.
TEST(Printable, KeepsPrintableTextAndEscapesEverythingElse) {
  EXPECT_EQ(printable("d3 あいう é"), "d3 あいう é");
  EXPECT_EQ(printable("\x1b[2Jz9\x7f"), "\\x1b[2Jz9\\x7f");
  EXPECT_EQ(printable("\xe3\x81"), "\\xe3\\x81");                    // cut short
  EXPECT_EQ(printable("\xc2\x85"), "\\xc2\\x85");                    // U+0085, a C1 control
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");                    // '/' in an overlong form
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");           // a surrogate
  EXPECT_EQ(printable("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // beyond U+10FFFF
  EXPECT_EQ(printable("\xff\xfe"), "\\xff\\xfe");
}

TEST(Parsers, NeverCrashOnAnyInput) {
  std::mt19937_64 random(99);
  const std::string alphabet = "abcdefghijpasPASXO*-.,0123456789 \t\n";
  int accepted = 0;
  for (int i = 0; i < 30'000; ++i) {
    const std::size_t length = std::uniform_int_distribution<std::size_t>(0, 80)(random);
    std::string text;
    for (std::size_t j = 0; j < length; ++j) {
      text += i % 2 == 0
                  ? static_cast<char>(random() & 0xff)
                  : alphabet[std::uniform_int_distribution<std::size_t>(0, alphabet.size() - 1)(random)];
    }
    for (const std::string& error :
         {parse_transcript(text).ok() ? std::string() : parse_transcript(text).error(),
          parse_position(text).ok() ? std::string() : parse_position(text).error(),
          parse_move(text).ok() ? std::string() : parse_move(text).error()}) {
      for (char c : error) ASSERT_TRUE(c < 0 || (c >= 0x20 && c < 0x7f)) << "control byte in: " << error;
      ASSERT_EQ(printable(error), error) << "a byte that printable() would escape";
    }
    accepted += parse_transcript(text).ok() ? 1 : 0;
  }
  EXPECT_GT(accepted, 0);  // some random strings are real (if short) transcripts
  EXPECT_EQ(parse_transcript(std::string("f5\0d6", 5)).error(), "move 2 '\\x00d6': not a square");
}

// A whole game of 60 moves: 120 characters, longer than a board's 64 squares.
constexpr const char* kWholeGame =
    "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4"
    "a1a2c1h2h1g2b8a8g7h8h7h6";

TEST(SetupNotation, ATranscriptIsToldFromAPositionByContentNotLength) {
  EXPECT_FALSE(is_position_text(kWholeGame));
  EXPECT_FALSE(is_position_text(std::string(kWholeGame).substr(0, 64)));  // 32 moves, 64 characters
  EXPECT_FALSE(is_position_text("f5 d6, c3"));
  EXPECT_FALSE(is_position_text("f5d6c3h9"));  // a bad transcript is still a transcript
  EXPECT_FALSE(is_position_text(""));          // the empty transcript: the start
  EXPECT_FALSE(is_position_text(" \n "));
  EXPECT_TRUE(is_position_text(kFfo1));
  EXPECT_TRUE(is_position_text("----"));  // a short board is a bad board, not a transcript
  EXPECT_TRUE(is_position_text(std::string(63, '-') + "Q X"));
  EXPECT_FALSE(is_position_text("hello world"));  // not a position: a bad transcript
}

TEST(SetupNotation, ALongTranscriptIsPlayedAndABoardIsStartedFrom) {
  const Result<Game> whole = Game::from_setup(kWholeGame);
  ASSERT_TRUE(whole.ok()) << whole.error();
  EXPECT_TRUE(whole.value().is_over());
  EXPECT_EQ(whole.value().transcript(), kWholeGame);

  const Result<Game> from_board = Game::from_setup(kFfo1);
  ASSERT_TRUE(from_board.ok()) << from_board.error();
  EXPECT_EQ(position_text(from_board.value().position()), kFfo1);
  EXPECT_EQ(from_board.value().ply(), 0u);

  EXPECT_EQ(Game::from_setup("").value().position(), Position::start());
}

TEST(SetupNotation, ErrorsAreThoseOfTheReadingChosen) {
  EXPECT_EQ(Game::from_setup(std::string(kWholeGame) + "a1").error(), "move 61 'a1': the game is over");
  EXPECT_EQ(Game::from_setup(std::string(63, '-') + "Q X").error(),
            "square 64 (h8): 'Q' is not X, O, *, - or .");
  EXPECT_EQ(Game::from_setup("----").error(), "expected 64 squares, got 4");
  EXPECT_EQ(Game::from_setup(std::string(kFfo1) + " a1").error(),
            "move 1 'a1': not legal here (legal: b1 h1 a2 g2 a3 a4 h7 g8)");
  EXPECT_EQ(Game::from_setup("hello world").error(), "move 1 'he': not a square");
}

// A game that did not begin at the usual start is copied as its start and its moves, and
// reads back as the same game with the same moves.
TEST(SetupNotation, AGameFromASetUpPositionRoundTripsWithItsMoves) {
  const std::string start = "-------------------X-------OX------XO--------------------------- X";
  Game game = Game::from_setup(start).value();
  ASSERT_TRUE(game.play(parse_square("c4").value()).ok());
  ASSERT_TRUE(game.play(parse_square("c3").value()).ok());
  const std::string copied = game.setup_text();
  EXPECT_EQ(copied, start + " c4c3");

  const Result<Game> pasted = Game::from_setup(copied);
  ASSERT_TRUE(pasted.ok()) << pasted.error();
  EXPECT_EQ(pasted.value().start(), game.start());
  EXPECT_EQ(pasted.value().moves(), game.moves());
  EXPECT_EQ(pasted.value().position(), game.position());

  EXPECT_EQ(Game::from_setup(start).value().setup_text(), start);    // no move yet: the position
  EXPECT_EQ(Game::from_setup("f5d6").value().setup_text(), "f5d6");  // from the start: the transcript
}

}  // namespace
}  // namespace reversi
