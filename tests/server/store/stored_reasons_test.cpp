// The computer's reasons as the games table keeps them, and as schema 12 read them back
// from the sentences kept before.
#include "server/store/stored_reasons.h"

#include <gtest/gtest.h>

#include "server/store/reasons_of_sentences.h"

namespace reversi::server {
namespace {

TEST(StoredReasons, ReadBackWhatIsWrittenAndLeaveOutWhatDoesNotRead) {
  MoveReasons reasons;
  reasons[1].flipped = 1;
  reasons[1].expected_score = 4;
  reasons[1].expected_line = {Square::D6, Square::C3};
  reasons[6].flipped = 2;
  reasons[6].openness = 3;
  const std::string text = stored_reasons_text(reasons);
  const MoveReasons read = parse_stored_reasons(text);
  ASSERT_EQ(read.size(), 2u);
  EXPECT_EQ(stored_reasons_text(read), text);

  const MoveReasons partly = parse_stored_reasons(R"({"1": {"flipped": 1}, "x": {"flipped": 1},
      "2": {"flipped": "many"}, "3": {"ja": "1 枚返します。", "en": "It flips 1 disc."}})");
  ASSERT_EQ(partly.size(), 1u);
  EXPECT_EQ(partly.begin()->first, 1u);
  EXPECT_TRUE(parse_stored_reasons("not json").empty());
  EXPECT_EQ(ply_of_key("12"), 12u);
  EXPECT_FALSE(ply_of_key("1a").has_value());
  EXPECT_FALSE(ply_of_key("").has_value());
}

TEST(ReasonsOfSentences, ReadEveryFormTheServerWrote) {
  std::optional<MoveReason> reason = reason_of_sentence(
      "It takes the corner h1. It expects to win by 28 discs (proven). Expected line: h1 h2 pass a1.");
  ASSERT_TRUE(reason);
  EXPECT_TRUE(reason->takes_corner);
  EXPECT_EQ(reason->expected_score, 28);
  EXPECT_TRUE(reason->exact);
  EXPECT_FALSE(reason->from_book);
  EXPECT_EQ(reason->expected_line, (std::vector<Square>{Square::H1, Square::H2, Square::Pass, Square::A1}));

  reason = reason_of_sentence("It expects to lose by 1 disc (estimate).");
  ASSERT_TRUE(reason);
  EXPECT_EQ(reason->expected_score, -1);
  EXPECT_FALSE(reason->exact);
  EXPECT_TRUE(reason->expected_line.empty());
  reason = reason_of_sentence("It expects a draw (opening book).");
  ASSERT_TRUE(reason);
  EXPECT_EQ(reason->expected_score, 0);
  EXPECT_TRUE(reason->from_book);
  reason = reason_of_sentence("A quiet move: it opens 1 empty square next to the discs it flips.");
  ASSERT_TRUE(reason);
  EXPECT_EQ(reason->openness, 1);
  EXPECT_FALSE(reason->expected_score.has_value());
  reason = reason_of_sentence("It takes the corner a8. It flips 3 discs.");  // once "3 discs" for 1 too
  ASSERT_TRUE(reason);
  EXPECT_EQ(reason->flipped, 3);
  EXPECT_TRUE(reason->takes_corner);

  EXPECT_FALSE(reason_of_sentence("").has_value());
  EXPECT_FALSE(reason_of_sentence("It expects to win by many discs (estimate).").has_value());
  EXPECT_FALSE(reason_of_sentence("It flips 1 disc. Extra.").has_value());
}

}  // namespace
}  // namespace reversi::server
