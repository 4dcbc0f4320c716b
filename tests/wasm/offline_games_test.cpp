// The referee of the page's local games while the server cannot be reached
// (src/wasm/offline_games.h), built natively: the server's rules and JSON, and bad input
// refused without changing a game.
#include "wasm/offline_games.h"

#include <gtest/gtest.h>

namespace reversi::wasm {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);
const std::string kStart = "---------------------------OX------XO--------------------------- X";

class OfflineGamesTest : public ::testing::Test {
 protected:
  nlohmann::json act(const std::string& id, const std::string& action, std::size_t ply,
                     const std::string& move = "", std::size_t to = 0) {
    return games_.act(id, OfflineAction{.name = action, .ply = ply, .move = move, .to = to, .seed = 1},
                      engine_);
  }
  // The computer's move as the page's engine found it.
  nlohmann::json found(const std::string& id, std::size_t ply, const std::string& move,
                       const nlohmann::json& reason) {
    return games_.act(
        id, OfflineAction{.name = "computer", .ply = ply, .move = move, .reason = reason.dump()}, engine_);
  }

  OfflineGames games_;
  engine::Engine engine_;
};

TEST_F(OfflineGamesTest, TwoPeoplePlayAndAStalePlyGetsTheGameAsItIs) {
  const nlohmann::json created = games_.create("offline-a", "human", "human", "", false, 0);
  EXPECT_EQ(created["game"]["id"], "offline-a");
  EXPECT_EQ(created["game"]["ply"], 0);
  EXPECT_EQ(created["game"]["legal"].size(), 4u);
  const nlohmann::json moved = act("offline-a", "move", 0, "f5");
  EXPECT_EQ(moved["game"]["ply"], 1);
  EXPECT_EQ(moved["game"]["to_move"], "white");
  const nlohmann::json stale = act("offline-a", "move", 0, "d6");
  EXPECT_EQ(stale["status"], 409);
  EXPECT_EQ(stale["game"]["ply"], 1);
  EXPECT_EQ(act("offline-a", "undo", 1)["game"]["ply"], 0);
  EXPECT_EQ(act("offline-a", "redo", 0)["game"]["ply"], 1);
}

// Refused in the server's words (local_game/hosted_game.h has them for both).
TEST_F(OfflineGamesTest, TheComputerMovesOnItsTurnOnlyAndSaysWhy) {
  games_.create("offline-b", "human", "level-1", "", false, 0);
  const nlohmann::json early = act("offline-b", "computer", 0);
  EXPECT_EQ(early["status"], 400);
  EXPECT_EQ(early["error"], "it is a person's turn, not the computer's");
  act("offline-b", "move", 0, "f5");
  const nlohmann::json refused = act("offline-b", "move", 1, "d6");
  EXPECT_EQ(refused["status"], 400);
  EXPECT_EQ(refused["error"], "it is the computer's turn (level-1)");
  const nlohmann::json answered = act("offline-b", "computer", 1);
  EXPECT_EQ(answered["game"]["ply"], 2);
  EXPECT_EQ(answered["game"]["computer_move"]["move"], answered["game"]["plies"][1]["move"])
      << answered.dump();
  EXPECT_TRUE(answered["game"]["computer_move"]["reason"]["expectedScore"].is_number_integer());
}

// The move the page's engine found is played as found, its reason kept, not searched again;
// what the server would refuse of it is refused in the same words.
TEST_F(OfflineGamesTest, AComputerMoveFoundByThePageIsPlayedAsFound) {
  games_.create("offline-f", "human", "level-10", "", false, 0);
  act("offline-f", "move", 0, "f5");
  const nlohmann::json reason = {{"flipped", 1},   {"takesCorner", false}, {"expectedScore", 37},
                                 {"exact", false}, {"fromBook", false},    {"expectedLine", {"f4", "e3"}}};
  nlohmann::json untrue = reason;
  untrue["flipped"] = 2;
  const nlohmann::json refused = found("offline-f", 1, "f4", untrue);
  EXPECT_EQ(refused["status"], 400);
  EXPECT_EQ(refused["error"], "'reason': 'flipped': f4 turns 1, not 2");
  EXPECT_EQ(found("offline-f", 1, "a1", reason)["error"], "'move': a1 is not legal here");
  EXPECT_EQ(found("offline-f", 1, "f4", {{"flipped", "one"}})["status"], 400);
  const nlohmann::json played = found("offline-f", 1, "f4", reason);
  EXPECT_EQ(played["game"]["ply"], 2) << played.dump();
  EXPECT_EQ(played["game"]["computer_move"]["move"], "f4");
  EXPECT_EQ(played["game"]["computer_move"]["reason"]["expectedScore"], 37);
  EXPECT_EQ(played["game"]["computer_move"]["reason"]["expectedLine"], nlohmann::json({"f4", "e3"}));
}

TEST_F(OfflineGamesTest, AGameTakenOverGoesOnFromWhereThePageSawIt) {
  games_.create("offline-c", "human", "human", "", false, 0);
  std::size_t ply = 0;
  for (const std::string move : {"f5", "d6", "c3", "d3"})
    ply = act("offline-c", "move", ply, move)["game"]["ply"];
  const nlohmann::json seen = act("offline-c", "undo", ply)["game"];
  const nlohmann::json taken =
      games_.adopt("server-game", "human", "human", seen["start"], "f5d6c3d3", seen["ply"], 0);
  ASSERT_TRUE(taken.contains("game")) << taken.dump();
  nlohmann::json expected = seen;
  expected["id"] = "server-game";
  EXPECT_EQ(taken["game"], expected);
  EXPECT_EQ(act("server-game", "show", 0)["game"], expected);
}

TEST_F(OfflineGamesTest, ABalancedOpeningIsTheStartThatUndoNeverReaches) {
  const nlohmann::json game = games_.create("offline-d", "human", "human", "", true, 12345)["game"];
  ASSERT_TRUE(game["balanced_opening"].is_object()) << game.dump();
  EXPECT_EQ(game["ply"], game["balanced_opening"]["plies"]);
  EXPECT_FALSE(game["can_undo"]);
  EXPECT_EQ(act("offline-d", "undo", game["ply"])["status"], 400);
  EXPECT_EQ(act("offline-d", "cursor", game["ply"], "", 0)["status"], 400);
}

TEST_F(OfflineGamesTest, BadInputIsRefusedAndChangesNothing) {
  EXPECT_EQ(games_.create("x", "nobody", "human", "", false, 0)["status"], 400);
  EXPECT_EQ(games_.create("x", "human", "human", "f5f5", false, 0)["status"], 400);
  EXPECT_EQ(games_.adopt("x", "human", "human", "not a position", "", 0, 0)["status"], 400);
  EXPECT_EQ(games_.adopt("x", "human", "human", kStart, "f5a1", 0, 0)["status"], 400);
  EXPECT_EQ(games_.adopt("x", "human", "human", kStart, "f5", kNone, 0)["status"], 400);
  EXPECT_EQ(games_.adopt("x", "human", "human", kStart, "f5", 1, kNone)["status"], 400);
  EXPECT_EQ(act("x", "show", 0)["status"], 404);

  games_.create("offline-e", "human", "human", "", false, 0);
  EXPECT_EQ(act("offline-e", "move", 0, "a1")["status"], 400);
  EXPECT_EQ(act("offline-e", "move", 0, "z9")["status"], 400);
  EXPECT_EQ(act("offline-e", "cursor", 0, "", 5)["status"], 400);
  EXPECT_EQ(act("offline-e", "resign", 0)["status"], 400);
  EXPECT_EQ(act("offline-e", "move", kNone, "f5")["status"], 409);
  EXPECT_EQ(act("offline-e", "show", 0)["game"]["ply"], 0);
}

}  // namespace
}  // namespace reversi::wasm
