// The stores write their parameters as SQLite's ?1, ?2, ...; PostgreSQL reads them as $1,
// $2, ...: the translation, which must leave quoted text alone.
#include <gtest/gtest.h>

#include "server/store/postgresql.h"

namespace reversi::server {
namespace {

TEST(PostgresqlParameters, NumberedParametersBecomeDollarsAndTheHighestIsCounted) {
  int parameters = -1;
  EXPECT_EQ(postgresql_parameters("INSERT INTO t VALUES (?1, ?2, ?8, ?8, ?10)", parameters),
            "INSERT INTO t VALUES ($1, $2, $8, $8, $10)");
  EXPECT_EQ(parameters, 10);
  EXPECT_EQ(postgresql_parameters("SELECT 1", parameters), "SELECT 1");
  EXPECT_EQ(parameters, 0);
}

TEST(PostgresqlParameters, QuotedTextAndABareQuestionMarkAreLeftAsTheyAre) {
  int parameters = -1;
  EXPECT_EQ(postgresql_parameters(R"(SELECT '?1', 'it''s ?2', "odd?3" FROM t WHERE a = ?4 AND b ? 'c')",
                                  parameters),
            R"(SELECT '?1', 'it''s ?2', "odd?3" FROM t WHERE a = $4 AND b ? 'c')");
  EXPECT_EQ(parameters, 4);
}

}  // namespace
}  // namespace reversi::server
