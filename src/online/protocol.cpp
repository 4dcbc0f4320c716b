#include "online/protocol.h"

#include "json/game_json.h"

namespace reversi::online {

namespace {

constexpr std::size_t kMaxIdLength = 64;

std::string type_name(Event::Kind kind) {
  switch (kind) {
    case Event::Kind::Move: return "move";
    case Event::Kind::Pass: return "pass";
    case Event::Kind::End: return "end";
    case Event::Kind::RematchOffer: return "rematch_offer";
    case Event::Kind::Rematch: return "rematch";
    case Event::Kind::DrawOffer: return "draw_offer";
    case Event::Kind::DrawDeclined: return "draw_declined";
    case Event::Kind::TakebackRequest: return "takeback_request";
    case Event::Kind::TakebackDeclined: return "takeback_declined";
    case Event::Kind::Takeback: return "takeback";
  }
  return "move";
}

std::optional<Event::Kind> parse_kind(std::string_view name) {
  for (Event::Kind kind :
       {Event::Kind::Move, Event::Kind::Pass, Event::Kind::End, Event::Kind::RematchOffer,
        Event::Kind::Rematch, Event::Kind::DrawOffer, Event::Kind::DrawDeclined, Event::Kind::TakebackRequest,
        Event::Kind::TakebackDeclined, Event::Kind::Takeback}) {
    if (type_name(kind) == name) return kind;
  }
  return std::nullopt;
}

std::optional<Color> parse_color(const nlohmann::json& json) {
  if (json == "black") return Color::Black;
  if (json == "white") return Color::White;
  return std::nullopt;
}

Result<std::string> id_field(const nlohmann::json& message, const char* field, bool required) {
  const auto found = message.find(field);
  if (found == message.end() || found->is_null()) {
    if (required) return Error{std::string("'") + field + "': missing"};
    return std::string();
  }
  if (!found->is_string()) return Error{std::string("'") + field + "': expected a string"};
  const std::string id = found->get<std::string>();
  if (id.empty() || id.size() > kMaxIdLength) {
    return Error{std::string("'") + field + "': expected 1 to " + std::to_string(kMaxIdLength) +
                 " characters"};
  }
  return id;
}

Result<ClientMessage> parse_hello(const nlohmann::json& message) {
  Hello hello;
  const Result<std::string> game = id_field(message, "game", true);
  if (!game) return Error{game.error()};
  hello.game = game.value();
  const Result<std::string> seat = id_field(message, "seat", false);
  if (!seat) return Error{seat.error()};
  if (!seat.value().empty()) hello.seat = seat.value();
  if (const auto since = message.find("since"); since != message.end() && !since->is_null()) {
    if (!since->is_number_unsigned()) return Error{"'since': expected a whole number from 0"};
    hello.since = since->get<std::uint64_t>();
  }
  return ClientMessage{hello};
}

Result<ClientMessage> parse_move(const nlohmann::json& message) {
  const auto square = message.find("square");
  if (square == message.end()) return Error{"'square': missing"};
  if (!square->is_string()) return Error{"'square': expected a string such as \"d3\""};
  const Result<Square> sq = parse_square(square->get<std::string>());
  if (!sq) return Error{"'square': " + sq.error()};
  return ClientMessage{MoveRequest{sq.value()}};
}

// {"accept": true} or {"accept": false}: the answer to the other side's proposal.
Result<Answer> answer_field(const nlohmann::json& message) {
  const auto accept = message.find("accept");
  if (accept == message.end()) return Error{"'accept': missing (true to accept, false to decline)"};
  if (!accept->is_boolean()) return Error{"'accept': expected true or false"};
  return accept->get<bool>() ? Answer::Accept : Answer::Decline;
}

template <typename Request>
Result<ClientMessage> parse_answer(const nlohmann::json& message) {
  const Result<Answer> answer = answer_field(message);
  if (!answer) return Error{answer.error()};
  return ClientMessage{Request{answer.value()}};
}

}  // namespace

std::string color_text(Color color) { return json::color_name(color); }

namespace {

// "none" when nobody wins because the game was aborted, "draw" for a real draw.
std::string winner_text(const Event& end, const Position& final_position) {
  const std::optional<Color> winner = winner_of(end, final_position);
  if (winner) return color_text(*winner);
  return end.reason == EndReason::Aborted ? "none" : "draw";
}

}  // namespace

Result<ClientMessage> parse_client_message(std::string_view text) {
  if (text.size() > kMaxMessageBytes) {
    return Error{"message too large (" + std::to_string(text.size()) + " bytes; at most " +
                 std::to_string(kMaxMessageBytes) + ")"};
  }
  const nlohmann::json message = nlohmann::json::parse(text, nullptr, false);
  if (message.is_discarded()) return Error{"not valid JSON"};
  if (!message.is_object()) return Error{"expected a JSON object"};
  const auto type = message.find("type");
  if (type == message.end()) return Error{"'type': missing"};
  if (!type->is_string()) return Error{"'type': expected a string"};
  const std::string name = type->get<std::string>();
  if (name == "hello") return parse_hello(message);
  if (name == "move") return parse_move(message);
  if (name == "resign") return ClientMessage{ResignRequest{}};
  if (name == "abort") return ClientMessage{AbortRequest{}};
  if (name == "rematch") return ClientMessage{RematchRequest{}};
  if (name == "claim_win") return ClientMessage{ClaimWinRequest{}};
  if (name == "offer_draw") return ClientMessage{OfferDrawRequest{}};
  if (name == "answer_draw") return parse_answer<AnswerDrawRequest>(message);
  if (name == "ask_takeback") return ClientMessage{AskTakebackRequest{}};
  if (name == "answer_takeback") return parse_answer<AnswerTakebackRequest>(message);
  if (name == "ping") return ClientMessage{Ping{}};
  std::string shown = name.substr(0, 32);
  for (char& c : shown) {
    if (c < 0x20 || c > 0x7e) c = '?';  // never echo control characters back
  }
  return Error{"unknown message type '" + shown + "'"};
}

std::string message_type(const ClientMessage& message) {
  struct Namer {
    std::string operator()(const Hello&) const { return "hello"; }
    std::string operator()(const MoveRequest&) const { return "move"; }
    std::string operator()(const ResignRequest&) const { return "resign"; }
    std::string operator()(const AbortRequest&) const { return "abort"; }
    std::string operator()(const RematchRequest&) const { return "rematch"; }
    std::string operator()(const ClaimWinRequest&) const { return "claim_win"; }
    std::string operator()(const OfferDrawRequest&) const { return "offer_draw"; }
    std::string operator()(const AnswerDrawRequest&) const { return "answer_draw"; }
    std::string operator()(const AskTakebackRequest&) const { return "ask_takeback"; }
    std::string operator()(const AnswerTakebackRequest&) const { return "answer_takeback"; }
    std::string operator()(const Ping&) const { return "ping"; }
  };
  return std::visit(Namer{}, message);
}

nlohmann::json event_json(const Event& event, const Match& before) {
  nlohmann::json json = {{"seq", event.seq},
                         {"type", type_name(event.kind)},
                         {"at", event.at.count()},
                         {"color", color_text(event.color)}};
  switch (event.kind) {
    case Event::Kind::Move:
      json["square"] = square_name(event.square);
      json["flipped"] = json::square_list(before.game().position().board.move_at(event.square).flipped);
      break;
    case Event::Kind::End: {
      json["reason"] = reason_name(event.reason);
      json["winner"] = winner_text(event, before.game().position());
      break;
    }
    case Event::Kind::Rematch: json["round"] = before.round() + 1; break;
    case Event::Kind::Takeback: json["plies"] = before.takeback_plies(event.color); break;
    case Event::Kind::Pass:
    case Event::Kind::RematchOffer:
    case Event::Kind::DrawOffer:
    case Event::Kind::DrawDeclined:
    case Event::Kind::TakebackRequest:
    case Event::Kind::TakebackDeclined: break;
  }
  return json;
}

std::optional<Event> parse_event(const nlohmann::json& json) {
  if (!json.is_object()) return std::nullopt;
  Event event;
  const auto kind = parse_kind(json.value("type", ""));
  const auto color = parse_color(json.value("color", ""));
  if (!kind || !color || !json.contains("seq") || !json["seq"].is_number_unsigned() || !json.contains("at") ||
      !json["at"].is_number_integer()) {
    return std::nullopt;
  }
  event.kind = *kind;
  event.color = *color;
  event.seq = json["seq"].get<std::uint64_t>();
  event.at = TimePoint{json["at"].get<std::int64_t>()};
  if (event.kind == Event::Kind::Move) {
    const Result<Square> sq = parse_square(json.value("square", ""));
    if (!sq) return std::nullopt;
    event.square = sq.value();
  }
  if (event.kind == Event::Kind::End) {
    const std::optional<EndReason> reason = parse_reason(json.value("reason", ""));
    if (!reason) return std::nullopt;
    event.reason = *reason;
  }
  return event;
}

nlohmann::json clock_json(const std::optional<ClockSettings>& clock) {
  if (!clock) return nullptr;
  return {{"initial_ms", clock->initial.count()}, {"increment_ms", clock->increment.count()}};
}

nlohmann::json state_json(const Match& match, TimePoint now) {
  const Game& game = match.game();
  const Position& position = game.position();
  const bool over = match.is_over();
  nlohmann::json clocks = nullptr;
  if (match.settings().clock) {
    const ClockState state = match.clocks(now);
    clocks = {
        {"black", state.black.count()},
        {"white", state.white.count()},
        {"running", state.running ? nlohmann::json(color_text(*state.running)) : nlohmann::json(nullptr)}};
  }
  nlohmann::json end = nullptr;
  if (const std::optional<Event>& ended = match.end()) {
    end = {{"reason", reason_name(ended->reason)},
           {"color", color_text(ended->color)},
           {"winner", winner_text(*ended, position)},
           {"counts", json::counts_json(position)}};
  }
  auto color_or_null = [](std::optional<Color> color) {
    return color ? nlohmann::json(color_text(*color)) : nlohmann::json(nullptr);
  };
  // Whether each side may make the proposal now, so that a page offers only what the
  // server would accept.
  auto may_propose = [&](Proposal proposal) {
    return nlohmann::json{{"black", !match.refusal_to_propose(proposal, Color::Black)},
                          {"white", !match.refusal_to_propose(proposal, Color::White)}};
  };
  return {
      {"round", match.round()},
      {"seq", match.last_seq()},
      {"colors",
       {{"host", color_text(match.color_of(Seat::Host))},
        {"guest", color_text(match.color_of(Seat::Guest))}}},
      {"board", json::board_text(position)},
      {"to_move", over ? nlohmann::json(nullptr) : nlohmann::json(color_text(position.to_move))},
      {"legal", over ? nlohmann::json::array() : json::square_list(game.legal_moves())},
      {"counts", json::counts_json(position)},
      {"plies", json::plies_json(game)},
      {"transcript", game.transcript()},
      {"over", over},
      {"end", end},
      {"clock", clock_json(match.settings().clock)},
      {"clocks", clocks},
      {"rematch_offered_by", color_or_null(match.rematch_offered_by())},
      {"draw_offered_by", color_or_null(match.proposed_by(Proposal::Draw))},
      {"takeback_asked_by", color_or_null(match.proposed_by(Proposal::Takeback))},
      {"can_offer_draw", may_propose(Proposal::Draw)},
      {"can_ask_takeback", may_propose(Proposal::Takeback)},
      {"can_abort", match.can_abort()},
      {"guest_came", match.guest_came()},
  };
}

}  // namespace reversi::online
