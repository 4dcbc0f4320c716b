// The eight symmetries: each against its coordinate formula, and the rules unchanged
// under every one of them.
#include "core/symmetry.h"

#include <gtest/gtest.h>

#include <random>

#include "core/perft.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

// Where (column, row) goes, written out for each symmetry.
Square expected_image(Square sq, Symmetry s) {
  const int c = column_of(sq);
  const int r = row_of(sq);
  const int last = kBoardSize - 1;
  switch (s) {
    case Symmetry::Identity: return square_at(c, r);
    case Symmetry::Rotate90: return square_at(last - r, c);
    case Symmetry::Rotate180: return square_at(last - c, last - r);
    case Symmetry::Rotate270: return square_at(r, last - c);
    case Symmetry::MirrorRows: return square_at(c, last - r);
    case Symmetry::MirrorColumns: return square_at(last - c, r);
    case Symmetry::MirrorDiagonal: return square_at(r, c);
    case Symmetry::MirrorAntiDiagonal: return square_at(last - r, last - c);
  }
  return sq;
}

TEST(Symmetry, SquaresGoWhereTheFormulasSay) {
  for (Symmetry s : kSymmetries) {
    for (int i = 0; i < kSquareCount; ++i) {
      ASSERT_EQ(transform(square_at(i), s), expected_image(square_at(i), s))
          << "symmetry " << static_cast<int>(s) << " square " << i;
    }
    EXPECT_EQ(transform(Square::Pass, s), Square::Pass);
  }
  EXPECT_EQ(transform(Square::A1, Symmetry::Rotate90), Square::H1);  // clockwise
}

TEST(Symmetry, BitboardsMoveSquareBySquareAndInversesUndo) {
  std::mt19937_64 random(1);
  for (int i = 0; i < 2'000; ++i) {
    const Bitboard b = random() & random();
    for (Symmetry s : kSymmetries) {
      Bitboard expected = 0;
      for (Square sq : squares_of(b)) expected |= bit(expected_image(sq, s));
      ASSERT_EQ(transform(b, s), expected);
      ASSERT_EQ(transform(transform(b, s), inverse(s)), b);
    }
  }
}

TEST(Symmetry, AllTransformsAreTheEightTransformsInOrder) {
  std::mt19937_64 random(2);
  for (int i = 0; i < 2'000; ++i) {
    const Bitboard b = random() & random();
    const std::array<Bitboard, 8> images = all_transforms(b);
    for (std::size_t s = 0; s < kSymmetries.size(); ++s) {
      ASSERT_EQ(images[s], transform(b, kSymmetries[s])) << "symmetry " << s;
    }
  }
}

TEST(Symmetry, AllRotationsAreTheFourRotationsInOrder) {
  std::mt19937_64 random(3);
  for (int i = 0; i < 2'000; ++i) {
    const Bitboard b = random() & random();
    const std::array<Bitboard, 4> images = all_rotations(b);
    for (std::size_t s = 0; s < images.size(); ++s) {
      ASSERT_EQ(images[s], transform(b, kSymmetries[s])) << "symmetry " << s;
    }
  }
}

TEST(Symmetry, LegalMovesAndFlipsCommuteWithEverySymmetry) {
  for (const Position& position : testing::random_game_positions(5'000, 17)) {
    for (Symmetry s : kSymmetries) {
      const Board image = transform(position.board, s);
      ASSERT_EQ(image.moves(), transform(position.board.moves(), s));
      for (Square sq : squares_of(position.board.moves())) {
        ASSERT_EQ(image.move_at(transform(sq, s)).flipped, transform(position.board.move_at(sq).flipped, s));
      }
    }
  }
}

TEST(Symmetry, TheStartHasFourSymmetriesAndTheyKeepPerft) {
  int keeping_start = 0;
  for (Symmetry s : kSymmetries) {
    const Board image = transform(Board::start(), s);
    keeping_start += image == Board::start() ? 1 : 0;
    EXPECT_EQ(perft(image, 6, PassRule::PassIsAPly), 8200u);
  }
  EXPECT_EQ(keeping_start, 4);  // identity, 180 degrees and both diagonals
}

}  // namespace
}  // namespace reversi
