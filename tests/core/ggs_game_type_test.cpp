// GGS's kinds of game, as GGF's TY names them.
#include "core/ggs_game_type.h"

#include <gtest/gtest.h>

namespace reversi {
namespace {

TEST(GgsGameType, ReadsEveryPartOfTheName) {
  const GgsGameType plain = parse_ggs_game_type("8").value();
  EXPECT_EQ(plain.board_size, 8);
  EXPECT_FALSE(plain.synchro || plain.komi || plain.random_start || plain.anti);

  const GgsGameType synchro = parse_ggs_game_type("s8r18").value();
  EXPECT_TRUE(synchro.synchro && synchro.random_start);
  EXPECT_FALSE(synchro.komi || synchro.anti);

  const GgsGameType komi_random = parse_ggs_game_type("8kr20").value();
  EXPECT_TRUE(komi_random.komi && komi_random.random_start);
  EXPECT_FALSE(komi_random.synchro);

  EXPECT_TRUE(parse_ggs_game_type("8r").value().random_start);
  EXPECT_TRUE(parse_ggs_game_type("8a").value().anti);
  EXPECT_EQ(parse_ggs_game_type("10b").value().board_size, 10);
}

TEST(GgsGameType, RefusesANameItCannotRead) {
  EXPECT_EQ(parse_ggs_game_type("").error(), "TY[]: no board size");
  EXPECT_EQ(parse_ggs_game_type("sk").error(), "TY[sk]: no board size");
  EXPECT_EQ(parse_ggs_game_type("8x").error(), "TY[8x]: unknown letter 'x' (known: s, k, r, a, b, w)");
}

}  // namespace
}  // namespace reversi
