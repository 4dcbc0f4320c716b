// A move's reason in JSON: written and read back the same, and refused with the field named
// when a fact is of the wrong kind.
#include "json/move_reason_json.h"

#include <gtest/gtest.h>

namespace reversi::json {
namespace {

TEST(MoveReasonJson, ReadsBackWhatItWrites) {
  MoveReason reason;
  reason.flipped = 3;
  reason.takes_corner = true;
  reason.expected_score = -12;
  reason.exact = true;
  reason.expected_line = {Square::A1, Square::Pass, Square::B2};
  const nlohmann::json written = move_reason_json(reason);
  EXPECT_EQ(written, nlohmann::json::parse(R"({"flipped": 3, "openness": null, "takesCorner": true,
      "expectedScore": -12, "exact": true, "fromBook": false, "expectedLine": ["a1", "pass", "b2"]})"));
  const Result<MoveReason> read = parse_move_reason(written);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(move_reason_json(read.value()), written);

  MoveReason quiet;
  quiet.flipped = 1;
  quiet.openness = 2;
  const Result<MoveReason> quiet_read = parse_move_reason(move_reason_json(quiet));
  ASSERT_TRUE(quiet_read);
  EXPECT_EQ(quiet_read.value().openness, 2);
  EXPECT_FALSE(quiet_read.value().expected_score.has_value());
  EXPECT_EQ(decision_json(Decision{Square::D3, quiet})["move"], "d3");
}

TEST(MoveReasonJson, AbsentFactsAreNoneButTheFlipsAreNeeded) {
  const Result<MoveReason> read = parse_move_reason({{"flipped", 2}});
  ASSERT_TRUE(read);
  EXPECT_FALSE(read.value().takes_corner);
  EXPECT_FALSE(read.value().openness.has_value());
  EXPECT_TRUE(read.value().expected_line.empty());
  EXPECT_EQ(parse_move_reason(nlohmann::json::object()).error(),
            "'flipped': expected the number of discs the move turns");
}

TEST(MoveReasonJson, NamesTheFactThatIsWrong) {
  const auto error_of = [](const char* text) {
    return parse_move_reason(nlohmann::json::parse(text)).error();
  };
  EXPECT_EQ(error_of(R"([1])"), "expected an object");
  EXPECT_EQ(error_of(R"({"flipped": 65})"), "'flipped': expected a whole number from 0 to 64");
  EXPECT_EQ(error_of(R"({"flipped": 1.5})"), "'flipped': expected a whole number from 0 to 64");
  EXPECT_EQ(error_of(R"({"flipped": 1, "openness": -1})"),
            "'openness': expected a whole number from 0 to 64");
  EXPECT_EQ(error_of(R"({"flipped": 1, "expectedScore": "+4"})"),
            "'expectedScore': expected a whole number from -64 to 64");
  EXPECT_EQ(error_of(R"({"flipped": 1, "exact": 1})"), "'exact': expected true or false");
  EXPECT_EQ(error_of(R"({"flipped": 1, "expectedLine": "a1"})"), "'expectedLine': expected a list of moves");
  EXPECT_EQ(error_of(R"({"flipped": 1, "expectedLine": [1]})"), "'expectedLine': expected squares' names");
  EXPECT_NE(error_of(R"({"flipped": 1, "expectedLine": ["z9"]})").find("'expectedLine': "),
            std::string::npos);
  EXPECT_EQ(error_of(R"({"flipped": 1, "corner": true})"), "'corner': not a fact of a move's reason");
}

// The move and reason the page's engine sends: the error names the field at fault first.
TEST(MoveReasonJson, ReadsAFoundMoveAndNamesTheFieldAtFault) {
  const nlohmann::json reason = nlohmann::json::parse(R"({"flipped": 1, "expectedLine": ["d6"]})");
  const Result<Decision> found = parse_decision("d6", reason);
  ASSERT_TRUE(found) << found.error();
  EXPECT_EQ(found.value().move, Square::D6);
  EXPECT_EQ(found.value().reason.flipped, 1);
  EXPECT_EQ(parse_decision("z9", reason).error().rfind("'move': ", 0), 0u);
  EXPECT_EQ(parse_decision("d6", nlohmann::json::parse(R"({"flipped": "one"})"))
                .error()
                .rfind("'reason': 'flipped'", 0),
            0u);
}

}  // namespace
}  // namespace reversi::json
