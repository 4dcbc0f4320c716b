// The online protocol's parsing (online/protocol.h): a pure function that accepts every
// message of docs/protocol.md and says exactly what is wrong with anything else.
#include "online/protocol.h"

#include <gtest/gtest.h>

#include <random>

namespace reversi::online {
namespace {

TEST(OnlineProtocol, ParsesEveryMessage) {
  const Result<ClientMessage> hello =
      parse_client_message(R"({"type":"hello","game":"abc","seat":"s3cret","since":7})");
  ASSERT_TRUE(hello.ok()) << hello.error();
  const Hello& h = std::get<Hello>(hello.value());
  EXPECT_EQ(h.game, "abc");
  EXPECT_EQ(h.seat, "s3cret");
  EXPECT_EQ(h.since, 7u);

  const Result<ClientMessage> watcher = parse_client_message(R"({"type":"hello","game":"abc"})");
  ASSERT_TRUE(watcher.ok());
  EXPECT_EQ(std::get<Hello>(watcher.value()).seat, std::nullopt);
  EXPECT_EQ(std::get<Hello>(watcher.value()).since, 0u);

  const Result<ClientMessage> move = parse_client_message(R"({"type":"move","square":"D3"})");
  ASSERT_TRUE(move.ok());
  EXPECT_EQ(std::get<MoveRequest>(move.value()).square, Square::D3);

  for (const char* type : {"resign", "abort", "rematch", "claim_win", "ping"}) {
    const Result<ClientMessage> message = parse_client_message(std::string(R"({"type":")") + type + "\"}");
    ASSERT_TRUE(message.ok()) << type;
    EXPECT_EQ(message_type(message.value()), type);
  }
}

TEST(OnlineProtocol, SaysWhatIsWrong) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "not valid JSON"},
      {"{", "not valid JSON"},
      {"[]", "expected a JSON object"},
      {"42", "expected a JSON object"},
      {"{}", "'type': missing"},
      {R"({"type":3})", "'type': expected a string"},
      {R"({"type":"castle"})", "unknown message type 'castle'"},
      {"{\"type\":\"a\\u0007b\"}", "unknown message type 'a?b'"},
      {R"({"type":"hello"})", "'game': missing"},
      {R"({"type":"hello","game":""})", "'game': expected 1 to 64 characters"},
      {R"({"type":"hello","game":7})", "'game': expected a string"},
      {R"({"type":"hello","game":"g","seat":false})", "'seat': expected a string"},
      {R"({"type":"hello","game":"g","since":-1})", "'since': expected a whole number from 0"},
      {R"({"type":"hello","game":"g","since":"3"})", "'since': expected a whole number from 0"},
      {R"({"type":"move"})", "'square': missing"},
      {R"({"type":"move","square":["d3"]})", "'square': expected a string such as \"d3\""},
      {R"({"type":"move","square":"i9"})", "'square': 'i9': not a square (a1 to h8)"},
      {R"({"type":"move","square":"pass"})", "'square': 'pass': not a square (a1 to h8)"},
  };
  for (const auto& [text, error] : cases) {
    const Result<ClientMessage> parsed = parse_client_message(text);
    ASSERT_FALSE(parsed.ok()) << text;
    EXPECT_EQ(parsed.error(), error) << text;
  }
  const std::string huge = R"({"type":"ping","pad":")" + std::string(5000, 'x') + "\"}";
  EXPECT_EQ(parse_client_message(huge).error(),
            "message too large (" + std::to_string(huge.size()) + " bytes; at most 4096)");
}

TEST(OnlineProtocol, ParsesDrawOffersTakebackRequestsAndTheirAnswers) {
  for (const char* type : {"offer_draw", "ask_takeback"}) {
    const Result<ClientMessage> message = parse_client_message(std::string(R"({"type":")") + type + "\"}");
    ASSERT_TRUE(message.ok()) << type;
    EXPECT_EQ(message_type(message.value()), type);
  }
  const Result<ClientMessage> accept_draw = parse_client_message(R"({"type":"answer_draw","accept":true})");
  ASSERT_TRUE(accept_draw.ok()) << accept_draw.error();
  EXPECT_EQ(std::get<AnswerDrawRequest>(accept_draw.value()).answer, Answer::Accept);
  EXPECT_EQ(message_type(accept_draw.value()), "answer_draw");
  const Result<ClientMessage> decline_takeback =
      parse_client_message(R"({"type":"answer_takeback","accept":false})");
  ASSERT_TRUE(decline_takeback.ok()) << decline_takeback.error();
  EXPECT_EQ(std::get<AnswerTakebackRequest>(decline_takeback.value()).answer, Answer::Decline);
  EXPECT_EQ(message_type(decline_takeback.value()), "answer_takeback");

  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"type":"answer_draw"})", "'accept': missing (true to accept, false to decline)"},
      {R"({"type":"answer_takeback"})", "'accept': missing (true to accept, false to decline)"},
      {R"({"type":"answer_draw","accept":"yes"})", "'accept': expected true or false"},
      {R"({"type":"answer_takeback","accept":1})", "'accept': expected true or false"},
      {R"({"type":"answer_draw","accept":null})", "'accept': expected true or false"},
      {R"({"type":"draw"})", "unknown message type 'draw'"},
  };
  for (const auto& [text, error] : cases) {
    const Result<ClientMessage> parsed = parse_client_message(text);
    ASSERT_FALSE(parsed.ok()) << text;
    EXPECT_EQ(parsed.error(), error) << text;
  }
}

TEST(OnlineProtocol, NeverCrashesOnGarbage) {
  std::mt19937 random(7);
  const std::string pieces[] = {"{",     "}",        "[",           "]",          "\"type\"", ":",
                                ",",     "\"move\"", "\"hello\"",   "\"square\"", "\"d3\"",   "null",
                                "1e999", "-0",       "\"\\u0000\"", "\"game\"",   "true",     " "};
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    const int length = static_cast<int>(random() % 12);
    for (int j = 0; j < length; ++j) text += pieces[random() % std::size(pieces)];
    const Result<ClientMessage> parsed = parse_client_message(text);
    if (!parsed.ok()) {
      for (char c : parsed.error()) ASSERT_TRUE(c >= 0x20 && c < 0x7f) << text;
    }
  }
}

TEST(OnlineProtocol, EventsReadBackAsStored) {
  Match match(MatchSettings{});
  const Result<std::vector<Event>> events = match.move(Seat::Host, Square::F5, TimePoint{1234});
  ASSERT_TRUE(events.ok());
  const nlohmann::json json = event_json(events.value()[0], match);
  EXPECT_EQ(json, nlohmann::json::parse(
                      R"({"seq":1,"type":"move","at":1234,"color":"black","square":"f5","flipped":["e5"]})"));
  const std::optional<Event> back = parse_event(json);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->seq, 1u);
  EXPECT_EQ(back->kind, Event::Kind::Move);
  EXPECT_EQ(back->square, Square::F5);
  EXPECT_EQ(back->at, TimePoint{1234});
  EXPECT_FALSE(parse_event(nlohmann::json::parse(R"({"seq":1,"type":"fly","at":1,"color":"black"})")));
  EXPECT_FALSE(parse_event(nlohmann::json::parse(R"({"seq":1,"type":"move","at":1,"color":"black"})")));
}

// Every event of a draw offer and a takeback request reads back as it was, and the state
// says who proposed what and who may propose.
TEST(OnlineProtocol, ProposalEventsReadBackAndTheStateShowsThem) {
  Match match(MatchSettings{});
  std::vector<nlohmann::json> sent;
  auto run = [&](const Result<std::vector<Event>>& events) {
    ASSERT_TRUE(events.ok()) << events.error();
    for (const Event& event : events.value()) {
      sent.push_back(event_json(event, match));
      const std::optional<Event> back = parse_event(sent.back());
      ASSERT_TRUE(back) << sent.back().dump();
      EXPECT_EQ(back->kind, event.kind);
      EXPECT_EQ(back->color, event.color);
      EXPECT_EQ(back->reason, event.reason);
      match.apply(*back);
    }
  };
  for (const Square square : {Square::F5, Square::D6, Square::C3}) {
    run(match.move(match.color_of(Seat::Host) == match.game().position().to_move ? Seat::Host : Seat::Guest,
                   square, TimePoint{1}));
  }
  nlohmann::json state = state_json(match, TimePoint{2});
  EXPECT_EQ(state["draw_offered_by"], nullptr);
  EXPECT_EQ(state["takeback_asked_by"], nullptr);
  EXPECT_EQ(state["can_offer_draw"], nlohmann::json({{"black", true}, {"white", true}}));
  EXPECT_EQ(state["can_ask_takeback"], nlohmann::json({{"black", true}, {"white", true}}));

  run(match.offer_draw(Seat::Guest, TimePoint{2}));
  run(match.ask_takeback(Seat::Host, TimePoint{3}));
  state = state_json(match, TimePoint{3});
  EXPECT_EQ(state["draw_offered_by"], "white");
  EXPECT_EQ(state["takeback_asked_by"], "black");
  EXPECT_EQ(state["can_offer_draw"], nlohmann::json({{"black", false}, {"white", false}}));
  EXPECT_EQ(state["can_ask_takeback"], nlohmann::json({{"black", false}, {"white", false}}));

  run(match.answer_draw(Seat::Host, Answer::Decline, TimePoint{4}));
  EXPECT_EQ(state_json(match, TimePoint{4})["can_offer_draw"],
            nlohmann::json({{"black", true}, {"white", false}}));
  run(match.answer_takeback(Seat::Guest, Answer::Accept, TimePoint{5}));
  run(match.ask_takeback(Seat::Guest, TimePoint{6}));
  run(match.answer_takeback(Seat::Host, Answer::Decline, TimePoint{7}));
  run(match.offer_draw(Seat::Host, TimePoint{8}));
  run(match.answer_draw(Seat::Guest, Answer::Accept, TimePoint{9}));

  const std::vector<nlohmann::json> expected = {
      {{"seq", 4}, {"type", "draw_offer"}, {"at", 2}, {"color", "white"}},
      {{"seq", 5}, {"type", "takeback_request"}, {"at", 3}, {"color", "black"}},
      {{"seq", 6}, {"type", "draw_declined"}, {"at", 4}, {"color", "black"}},
      {{"seq", 7}, {"type", "takeback"}, {"at", 5}, {"color", "black"}, {"plies", 1}},
      {{"seq", 8}, {"type", "takeback_request"}, {"at", 6}, {"color", "white"}},
      {{"seq", 9}, {"type", "takeback_declined"}, {"at", 7}, {"color", "black"}},
      {{"seq", 10}, {"type", "draw_offer"}, {"at", 8}, {"color", "black"}},
      {{"seq", 11}, {"type", "end"}, {"at", 9}, {"color", "white"}, {"reason", "agreed"}, {"winner", "draw"}},
  };
  ASSERT_EQ(sent.size(), 3 + expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(sent[3 + i], expected[i]) << i;
  state = state_json(match, TimePoint{10});
  EXPECT_EQ(state["transcript"], "f5d6");
  EXPECT_EQ(state["end"]["reason"], "agreed");
  EXPECT_EQ(state["end"]["winner"], "draw");
  EXPECT_EQ(state["draw_offered_by"], nullptr);
}

}  // namespace
}  // namespace reversi::online
