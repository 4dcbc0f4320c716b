// WTHOR's name files, WTHOR.JOU (players) and WTHOR.TRN (tournaments): the hand-made ones
// in tests/data/games/wthor_names, and damaged ones refused with what is wrong.
#include "core/wthor_names.h"

#include <gtest/gtest.h>

#include <string>

#include "core/file_contents.h"
#include "core/wthor.h"

namespace reversi {
namespace {

std::string names_file(const std::string& name) {
  return file_contents(std::string(REVERSI_TEST_DATA_DIR) + "/games/wthor_names/" + name).value();
}

TEST(WthorNames, ReadsEveryNameInUtf8) {
  const Result<std::vector<std::string>> players = parse_wthor_names(names_file("WTHOR.JOU"), 20);
  ASSERT_TRUE(players) << players.error();
  EXPECT_EQ(players.value(),
            (std::vector<std::string>{"Dupré Anne", "Müller Jan", "Tanaka Ken", "Ørsted Lise"}));
  const Result<std::vector<std::string>> tournaments = parse_wthor_names(names_file("WTHOR.TRN"), 26);
  ASSERT_TRUE(tournaments) << tournaments.error();
  EXPECT_EQ(tournaments.value(), (std::vector<std::string>{"Tournoi d'essai", "Championnat d'été 1977"}));
}

TEST(WthorNames, NamesTheGamesPlayersAndTournamentByTheirNumbers) {
  const WthorNames names{parse_wthor_names(names_file("WTHOR.JOU"), 20).value(),
                         parse_wthor_names(names_file("WTHOR.TRN"), 26).value()};
  const Result<std::vector<ImportedGame>> games = parse_wthor(names_file("WTH_1977.wtb"), names);
  ASSERT_TRUE(games) << games.error();
  ASSERT_EQ(games.value().size(), 3U);
  EXPECT_EQ(games.value()[0].record.black, "Dupré Anne");
  EXPECT_EQ(games.value()[0].record.white, "Müller Jan");
  EXPECT_EQ(games.value()[0].record.place, "Championnat d'été 1977");
  EXPECT_EQ(games.value()[2].record.black, "Ørsted Lise");
  // A number the list does not reach keeps its number.
  EXPECT_EQ(names.player(4), "WTHOR player 4");
  EXPECT_EQ(names.tournament(2), "WTHOR tournament 2");
}

TEST(WthorNames, RefusesAFileShorterThanItsHeaderSays) {
  const std::string players = names_file("WTHOR.JOU");
  EXPECT_EQ(parse_wthor_names(players.substr(0, players.size() - 1), 20).error(),
            "header: it counts 4 names of 20 bytes, but only 79 bytes follow");
  EXPECT_EQ(parse_wthor_names(players.substr(0, 10), 20).error(),
            "header: 10 bytes, shorter than the 16 of a WTHOR header");
}

}  // namespace
}  // namespace reversi
