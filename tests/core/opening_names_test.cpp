// The named openings: every line a legal game, none the same as another, and a game named
// by the deepest named position it reaches, by any move order and in any symmetry.
#include "core/opening_names.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/game.h"
#include "core/notation.h"
#include "core/symmetry.h"

namespace reversi {
namespace {

constexpr std::array<Symmetry, 4> kStartKeeping = {Symmetry::Identity, Symmetry::Rotate180,
                                                   Symmetry::MirrorDiagonal, Symmetry::MirrorAntiDiagonal};

std::vector<Square> moves_of(std::string_view transcript) {
  const Result<std::vector<Square>> moves = parse_transcript(transcript);
  EXPECT_TRUE(moves) << transcript << ": " << moves.error();
  return moves ? moves.value() : std::vector<Square>{};
}

std::vector<Square> turned(std::vector<Square> moves, Symmetry s) {
  for (Square& sq : moves) sq = transform(sq, s);
  return moves;
}

std::string name_of_game_from(const Position& start, std::string_view transcript) {
  const Result<std::vector<Square>> moves = parse_transcript(transcript, start);
  EXPECT_TRUE(moves) << transcript << ": " << moves.error();
  const NamedOpening* opening = opening_of(start, moves ? moves.value() : std::vector<Square>{});
  return opening ? std::string(opening->english) : "(none)";
}

std::string name_of(std::string_view transcript) { return name_of_game_from(Position::start(), transcript); }

TEST(OpeningNames, EveryLineIsALegalGameFromTheStartWithoutPasses) {
  for (const NamedOpening& opening : named_openings()) {
    EXPECT_FALSE(opening.english.empty());
    EXPECT_FALSE(opening.japanese.empty()) << opening.english;
    EXPECT_TRUE(opening.moves.starts_with("f5")) << opening.english;
    const Result<std::vector<Square>> moves = parse_transcript(opening.moves);
    ASSERT_TRUE(moves) << opening.english << ": " << moves.error();
    EXPECT_EQ(moves.value().size() * 2, opening.moves.size()) << opening.english << " has a pass";
  }
}

// Two lines ending in the same position (turned or mirrored, by another move order) would
// be one opening under two names.
TEST(OpeningNames, NoTwoLinesReachTheSamePositionInAnySymmetry) {
  std::set<std::string> names;
  for (const NamedOpening& a : named_openings()) {
    EXPECT_TRUE(names.insert(std::string(a.english)).second) << a.english << " twice";
    const Game game_a = Game::from_transcript(a.moves).value();
    for (const NamedOpening& b : named_openings()) {
      if (&a == &b) continue;
      const Game game_b = Game::from_transcript(b.moves).value();
      for (const Symmetry s : kSymmetries) {
        EXPECT_FALSE(transform(game_a.position().board, s) == game_b.position().board &&
                     game_a.position().to_move == game_b.position().to_move)
            << a.english << " and " << b.english;
      }
    }
  }
}

// The 4 symmetries that map the start to itself are the ones a game can be turned by;
// the other 4 swap the colours of the centre.
TEST(OpeningNames, FourSymmetriesKeepTheStartAndTakeF5ToEachFirstMove) {
  std::set<Square> first_moves;
  for (const Symmetry s : kSymmetries) {
    const bool keeps = transform(Board::start(), s) == Board::start();
    EXPECT_EQ(keeps, std::find(kStartKeeping.begin(), kStartKeeping.end(), s) != kStartKeeping.end());
    if (keeps) first_moves.insert(transform(Square::F5, s));
  }
  EXPECT_EQ(first_moves, (std::set<Square>{Square::F5, Square::E6, Square::D3, Square::C4}));
}

TEST(OpeningNames, EveryLineIsRecognisedFromEachOfTheFourFirstMoves) {
  for (const NamedOpening& opening : named_openings()) {
    for (const Symmetry s : kStartKeeping) {
      const std::vector<Square> moves = turned(moves_of(opening.moves), s);
      EXPECT_TRUE(parse_transcript(transcript_text(moves))) << opening.english;
      EXPECT_EQ(opening_of(Position::start(), moves), &opening)
          << opening.english << " turned: " << transcript_text(moves);
    }
  }
}

// As published with c4 first (http://www.samsoft.org.uk/reversi/openings.htm), which is
// the table's f5-first line turned half a turn.
TEST(OpeningNames, PublishedLinesWithC4FirstGetTheirNames) {
  EXPECT_EQ(name_of("c4e3f6e6f5"), "Tiger");
  EXPECT_EQ(name_of("c4e3f4c5d6f3e6c3d3e2"), "Rose");
  EXPECT_EQ(name_of("c4c3d3c5f6"), "Buffalo / Kenichi Variation");
  EXPECT_EQ(name_of("c4c3d3c5b4"), "Heath / Tobidashi");
  EXPECT_EQ(name_of("c4c3d3c5d6"), "Cow");
  EXPECT_EQ(name_of("c4c3d3c5b3"), "Snake / Peasant");
  EXPECT_EQ(name_of("c4e3f6e6f5c5c3b4"), "No-Kung");
  EXPECT_EQ(name_of("c4e3f6e6f5c5c3c6"), "Comp'Oth");
  EXPECT_EQ(name_of("c4e3f6e6f5g6"), "Aubrey / Tanaka");
}

TEST(OpeningNames, TheJapaneseNamesPlayersUse) {
  const auto japanese = [](std::string_view transcript) {
    return std::string(opening_of(Position::start(), moves_of(transcript))->japanese);
  };
  EXPECT_EQ(japanese("f5d6c3d3c4"), "虎");
  EXPECT_EQ(japanese("f5d6c5"), "兎");
  EXPECT_EQ(japanese("f5f6e6f4e3"), "牛");
  EXPECT_EQ(japanese("f5f6e6f4g6"), "蛇");
  EXPECT_EQ(japanese("f5f6e6f4g5"), "飛び出し牛");
}

TEST(OpeningNames, TheLongestLineFollowedNamesTheGame) {
  EXPECT_EQ(name_of("f5d6c3d3c4"), "Tiger");
  // Past Tiger, on the way to Rose-Bill but not yet there: still Tiger.
  EXPECT_EQ(name_of("f5d6c3d3c4f4c5"), "Tiger");
  EXPECT_EQ(name_of("f5d6c3d3c4f4c5b3c2"), "Rose-Bill");
  EXPECT_EQ(name_of("f5d6c3d3c4f4c5b3c2e6"), "Tamenori");
  // Leaving Tiger for a move no line plays keeps the name the game opened with.
  EXPECT_EQ(name_of("f5d6c3d3c4f4c5b3c2e6c6"), "Tamenori");
  EXPECT_EQ(name_of("f5d6c3d3c4f3"), "Tiger");
  // Two moves are enough to name the opening's kind.
  EXPECT_EQ(name_of("f5d6c3"), "Perpendicular Opening");
  EXPECT_EQ(name_of("e6f4"), "Perpendicular Opening");
  EXPECT_EQ(name_of("d3c3"), "Diagonal Opening");
  EXPECT_EQ(name_of("f5f4"), "Parallel Opening");
}

TEST(OpeningNames, NoNameBeforeTheSecondMove) {
  EXPECT_EQ(name_of(""), "(none)");
  EXPECT_EQ(name_of("f5"), "(none)");
  EXPECT_EQ(name_of("c4"), "(none)");
}

// A line names the position it ends in, whatever order the moves came in.
TEST(OpeningNames, ATranspositionIntoALineGetsItsName) {
  EXPECT_EQ(name_of("f5d6c4d3c3"), "Tiger");
  EXPECT_EQ(name_of("c4e3f5e6f6"), "Tiger");
  EXPECT_EQ(name_of("f5d6c4d3c3f4c5b3c2"), "Rose-Bill");
  EXPECT_EQ(name_of("f5f6e6f4c3"), "Buffalo / Kenichi Variation");
  EXPECT_EQ(name_of("f5f4e3f6e6"), "Cow");
}

TEST(OpeningNames, EveryLinesPositionIsNamedInEachOfTheEightSymmetries) {
  for (const NamedOpening& opening : named_openings()) {
    const Position end = Game::from_transcript(opening.moves).value().position();
    for (const Symmetry s : kSymmetries) {
      const Position image{transform(end.board, s), end.to_move};
      EXPECT_EQ(opening_of(image, {}), &opening) << opening.english << " in symmetry " << static_cast<int>(s);
    }
  }
}

TEST(OpeningNames, AGameFromAnotherStartIsNamedOnlyByTheNamedPositionsItReaches) {
  // With white to move first, e6 f4 reach the perpendicular opening's discs with the
  // wrong side to move: no named position.
  Position white_first = Position::start();
  white_first.to_move = Color::White;
  const Result<std::vector<Square>> moves = parse_transcript("e6f4", white_first);
  ASSERT_TRUE(moves) << moves.error();
  EXPECT_EQ(opening_of(white_first, moves.value()), nullptr);
  // Set up at the Tiger and played on into Rose-Bill: Rose-Bill.
  const Position tiger = Game::from_transcript("f5d6c3d3c4").value().position();
  EXPECT_EQ(name_of_game_from(tiger, "f4c5b3c2"), "Rose-Bill");
}

}  // namespace
}  // namespace reversi
