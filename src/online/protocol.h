// The online protocol's messages (docs/protocol.md): what a client may send, parsed by
// one pure function that says what is wrong with anything else, and the JSON of events
// and of a match's state that the server sends.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>
#include <variant>

#include "online/match.h"

namespace reversi::online {

// Messages larger than this are refused unread.
inline constexpr std::size_t kMaxMessageBytes = 4096;

struct Hello {
  std::string game;
  std::optional<std::string> seat;  // the seat's secret; none for a spectator
  std::uint64_t since = 0;          // the last event the client has seen
};
struct MoveRequest {
  Square square;
};
struct ResignRequest {};
struct AbortRequest {};
struct RematchRequest {};  // offers a rematch, or accepts the other side's offer
struct ClaimWinRequest {};
struct OfferDrawRequest {};  // offers a draw, or accepts the other side's offer
struct AnswerDrawRequest {
  Answer answer;
};
struct AskTakebackRequest {};
struct AnswerTakebackRequest {
  Answer answer;
};
struct Ping {};

using ClientMessage =
    std::variant<Hello, MoveRequest, ResignRequest, AbortRequest, RematchRequest, ClaimWinRequest,
                 OfferDrawRequest, AnswerDrawRequest, AskTakebackRequest, AnswerTakebackRequest, Ping>;

Result<ClientMessage> parse_client_message(std::string_view text);
std::string message_type(const ClientMessage& message);  // "hello", "move", ...

std::string color_text(Color color);  // "black", "white"

// An event as stored and sent. `before` is the match the event applies to (it gives a
// move's flipped discs).
nlohmann::json event_json(const Event& event, const Match& before);
// An event as stored, read back; nothing if the JSON is not one.
std::optional<Event> parse_event(const nlohmann::json& json);

// A clock's settings as the state and the open table show them: {"initial_ms",
// "increment_ms"}, or null for none.
nlohmann::json clock_json(const std::optional<ClockSettings>& clock);

// The match as a client draws it, at `now`.
nlohmann::json state_json(const Match& match, TimePoint now);

}  // namespace reversi::online
