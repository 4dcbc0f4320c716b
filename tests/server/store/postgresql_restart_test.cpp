// A PostgreSQL server that restarts under running stores: their connections open again by
// themselves, the next statement goes through, and nothing committed before is lost. The
// test starts a server of its own, so that restarting it disturbs no other test.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "server/store/game_store.h"
#include "server/store/online_store.h"
#include "server/store/postgresql.h"
#include "support/own_postgresql.h"
#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

TEST(PostgresqlRestart, StoresGoOnAfterTheServerRestartsAndLoseNothingCommitted) {
  if (!testing_postgresql()) GTEST_SKIP() << "run with the PostgreSQL tests (ctest -L postgresql)";
  OwnPostgresql server("restart", OwnPostgresql::Reached::BySocket);
  const DatabaseLocation database(test_data_directory("PostgresqlRestart"),
                                  server.make_database("restarted"));
  GameStore games(database);
  OnlineStore matches(database);
  games.insert(HostedGame{"before", Seats{"human", "human"}, Game::from_transcript("f5d6").value(), {}});
  matches.create(StoredMatch{"match", "host", "guest", {}, online::TimePoint{1}});
  matches.append("match", {{1, R"({"at":2})"}});

  ASSERT_TRUE(server.restart());

  const std::optional<HostedGame> before = games.load("before");
  ASSERT_TRUE(before.has_value());
  EXPECT_EQ(before->game.ply(), 2U);
  games.insert(HostedGame{"after", Seats{"human", "human"}, Game(), {}});
  EXPECT_TRUE(games.load("after").has_value());
  matches.append("match", {{2, R"({"at":3})"}});
  EXPECT_EQ(matches.events_since("match", 0), (std::vector<std::string>{R"({"at":2})", R"({"at":3})"}));
}

}  // namespace
}  // namespace reversi::server
