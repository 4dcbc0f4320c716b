// The query of a request target, as GET /api/games reads its parameters.
#include "server/api/query_string.h"

#include <gtest/gtest.h>

namespace reversi::server {
namespace {

TEST(QueryString, SplitsAndDecodesParametersInOrder) {
  const Result<QueryParameters> parsed = parse_query("limit=%32%30&before=1.a-b_c&flag&&x=a+b%2B");
  ASSERT_TRUE(parsed) << parsed.error();
  EXPECT_EQ(parsed.value(),
            (QueryParameters{{"limit", "20"}, {"before", "1.a-b_c"}, {"flag", ""}, {"x", "a b+"}}));
  ASSERT_TRUE(parse_query(""));
  EXPECT_TRUE(parse_query("").value().empty());
}

TEST(QueryString, RefusesWhatItCannotReadAndNamesTheParameter) {
  EXPECT_EQ(parse_query("a=1&b=%4").error(), "query: 'b': bad percent-encoding (% and two hex digits)");
  EXPECT_EQ(parse_query("a=%G0").error(), "query: 'a': bad percent-encoding (% and two hex digits)");
  EXPECT_EQ(parse_query("a=%0A").error(), "query: 'a': not printable ASCII");
  EXPECT_EQ(parse_query("%=1").error(),
            "query: a parameter's name: bad percent-encoding (% and two hex digits)");
  EXPECT_EQ(parse_query("a=1&a=2").error(), "query: 'a' is given twice");
}

}  // namespace
}  // namespace reversi::server
