#include "server/online/online_hub.h"

#include <algorithm>
#include <chrono>

#include "server/ops/log.h"
#include "server/store/random_id.h"

namespace reversi::server {

namespace {

using online::Seat;

int seat_index(Seat seat) { return seat == Seat::Host ? 0 : 1; }

std::shared_ptr<const std::string> text_of(const nlohmann::json& message) {
  return std::make_shared<const std::string>(message.dump());
}

std::shared_ptr<const std::string> error_message(const std::string& error, const std::string& request) {
  return text_of({{"type", "error"}, {"error", error}, {"request", request}});
}

// Compares secrets in time that does not depend on where they differ.
bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

}  // namespace

OnlineHub::OnlineHub(boost::asio::io_context& io, OnlineStore& store, ServerMetrics& metrics,
                     HubOptions options)
    : io_(io),
      store_(store),
      metrics_(metrics),
      options_(options),
      renewal_timer_(io),
      presence_sync_timer_(io) {
  if (options_.shared) schedule_renewal();
}

void OnlineHub::refuse(OnlineClient& client, const std::string& match, const std::string& error,
                       const std::string& request) {
  metrics_.count_error(ErrorKind::WebSocketProtocol);
  log(LogLevel::Warning, "online request refused: " + (request.empty() ? "" : request + ": ") + error,
      LogFields{.client = client.address(),
                .path = "/ws",
                .match = match,
                .kind = error_kind_name(ErrorKind::WebSocketProtocol)});
  client.send(error_message(error, request));
}

void OnlineHub::database_failed(const std::string& message, const std::string& match) {
  metrics_.count_error(ErrorKind::Database);
  log(LogLevel::Error, message, LogFields{.match = match, .kind = error_kind_name(ErrorKind::Database)});
}

void OnlineHub::close_room(const std::string& id) {
  rooms_.erase(id);
  metrics_.online_matches.set(static_cast<std::int64_t>(rooms_.size()));
}

online::TimePoint OnlineHub::now() const {
  return std::chrono::duration_cast<online::Milliseconds>(
      std::chrono::system_clock::now().time_since_epoch());
}

CreatedMatch OnlineHub::create(const online::MatchSettings& settings, bool is_public) {
  StoredMatch stored{random_id(), random_id(), random_id(), settings, now(), is_public};
  store_.create(stored);
  return CreatedMatch{stored.id, stored.host_secret, stored.guest_secret, settings.host_color, is_public};
}

std::vector<OpenMatch> OnlineHub::open_matches() {
  std::vector<OpenMatch> open = store_.open_matches(now() - options_.listed_for, kOpenTableSize);
  std::erase_if(open, [&](const OpenMatch& match) { return !host_waits(match.id, match.created); });
  return open;
}

bool OnlineHub::host_waits(const std::string& id, online::TimePoint created) {
  if (created >= now() - options_.host_arrives_within) return true;
  if (const auto room = rooms_.find(id); room != rooms_.end()) return holds_seat(*room->second, Seat::Host);
  return options_.shared && store_.presence_elsewhere(id, fresh_since()).host_seats > 0;
}

std::variant<GuestSeat, SeatRefusal> OnlineHub::take_guest_seat(const std::string& id) {
  const online::TimePoint since = now() - options_.listed_for;
  const std::optional<StoredMatch> before = store_.load(id);
  if (!before || !before->is_public) return SeatRefusal::NoSuchMatch;
  if (!before->guest_taken && before->created >= since && !host_waits(id, before->created)) {
    return SeatRefusal::HostLeft;
  }
  const bool taken = store_.take_guest_seat(id, since, now());
  const std::optional<StoredMatch> stored = store_.load(id);
  if (!stored || !stored->is_public) return SeatRefusal::NoSuchMatch;
  if (taken) return GuestSeat{id, stored->guest_secret, opposite(stored->settings.host_color)};
  if (stored->guest_taken) return SeatRefusal::Taken;
  if (stored->created < since) return SeatRefusal::Expired;
  return SeatRefusal::Ended;
}

std::optional<PlayedRounds> OnlineHub::played_rounds(const std::string& id, const std::string& secret) {
  const std::optional<StoredMatch> stored = store_.load(id);
  if (!stored) return std::nullopt;
  Seat seat = Seat::Host;
  if (same_secret(secret, stored->guest_secret)) {
    seat = Seat::Guest;
  } else if (!same_secret(secret, stored->host_secret)) {
    return std::nullopt;
  }
  // Events are committed before they are applied, so the store has every event announced.
  std::vector<online::Event> events;
  for (const std::string& text : store_.events_since(id, 0)) {
    const std::optional<online::Event> event =
        online::parse_event(nlohmann::json::parse(text, nullptr, false));
    // A damaged event: the match went on from the one before it (open_room).
    if (!event || event->seq != events.size() + 1) break;
    events.push_back(*event);
  }
  return PlayedRounds{seat, online::ended_rounds(stored->settings, events)};
}

OnlineHub::Room* OnlineHub::open_room(const std::string& id) {
  if (const auto found = rooms_.find(id); found != rooms_.end()) return found->second.get();
  std::optional<StoredMatch> stored = store_.load(id);
  if (!stored) return nullptr;
  auto room = std::make_unique<Room>(io_, std::move(*stored));
  for (const std::string& text : store_.events_since(id, 0)) {
    const std::optional<online::Event> event =
        online::parse_event(nlohmann::json::parse(text, nullptr, false));
    if (!event || event->seq != room->match.last_seq() + 1) {
      // A damaged row (a disk fault, a hand edit): the match goes on from what precedes
      // it, and the rest is set aside so that new events can take its numbers.
      const std::uint64_t last_good = room->match.last_seq();
      database_failed("match " + id + ": event " + std::to_string(last_good + 1) +
                          " is damaged; the match goes on from event " + std::to_string(last_good) +
                          " (that event and those after it are kept in online_damaged_events)",
                      id);
      store_.set_aside_events_after(id, last_good);
      break;
    }
    room->match.apply(*event);
  }
  // Nobody here holds a seat of a match just opened; the time away counts from now, so that
  // a server restart never makes a player look gone.
  room->away_since[0] = room->away_since[1] = now();
  if (options_.shared) room->elsewhere = store_.presence_elsewhere(id, fresh_since());
  Room* opened = room.get();
  rooms_.emplace(id, std::move(room));
  metrics_.online_matches.set(static_cast<std::int64_t>(rooms_.size()));
  if (std::optional<online::Event> flag = opened->match.flag_fall(now())) commit(*opened, {*flag});
  schedule_flag(*opened);
  return opened;
}

void OnlineHub::receive(const std::shared_ptr<OnlineClient>& client, std::string_view text) {
  const Result<online::ClientMessage> parsed = online::parse_client_message(text);
  const auto joined = room_of_.find(client.get());
  const std::string match = joined == room_of_.end() ? "" : joined->second;
  if (!parsed) return refuse(*client, match, parsed.error(), "");
  const online::ClientMessage& message = parsed.value();
  if (const auto* hello = std::get_if<online::Hello>(&message)) {
    if (joined != room_of_.end()) return refuse(*client, match, "already joined a game", "hello");
    return join(client, *hello);
  }
  if (std::holds_alternative<online::Ping>(message)) return client->send(text_of({{"type", "pong"}}));
  if (joined == room_of_.end()) return refuse(*client, "", "send hello first", online::message_type(message));
  Room& room = *rooms_.at(joined->second);
  const auto member = std::find_if(room.members.begin(), room.members.end(),
                                   [&](const Member& m) { return m.client == client; });
  act(room, *member, message);
}

void OnlineHub::join(const std::shared_ptr<OnlineClient>& client, const online::Hello& hello) {
  Room* room = open_room(hello.game);
  if (!room) {
    refuse(*client, hello.game, "no such game", "hello");
    return client->close("no such game");
  }
  std::optional<Seat> seat;
  if (hello.seat) {
    if (same_secret(*hello.seat, room->stored.host_secret)) {
      seat = Seat::Host;
    } else if (same_secret(*hello.seat, room->stored.guest_secret)) {
      seat = Seat::Guest;
    } else {
      refuse(*client, hello.game, "this seat link is not valid for the game", "hello");
      if (room->members.empty()) close_room(hello.game);
      return client->close("wrong seat");
    }
  }
  room->members.push_back(Member{client, seat});
  room_of_[client.get()] = hello.game;
  report_presence(*room);

  nlohmann::json missed = nlohmann::json::array();
  for (const std::string& text : store_.events_since(hello.game, hello.since))
    missed.push_back(nlohmann::json::parse(text));
  const online::Match& match = room->match;
  nlohmann::json you = {
      {"seat", seat ? nlohmann::json(online::seat_name(*seat)) : nlohmann::json(nullptr)},
      {"color", seat ? nlohmann::json(online::color_text(match.color_of(*seat))) : nlohmann::json(nullptr)}};
  client->send(text_of({{"type", "welcome"},
                        {"game", hello.game},
                        {"abandon_ms", options_.abandon_after.count()},
                        {"you", you},
                        {"missed", missed},
                        {"state", online::state_json(match, now())}}));
  presence_changed(*room);
  // The newcomer hears who is here at once, unless everyone (the newcomer too) just did.
  if (room->presence_waiting) client->send(text_of(presence(*room)));
}

void OnlineHub::act(Room& room, const Member& member, const online::ClientMessage& message) {
  const std::string request = online::message_type(message);
  if (!member.seat) return refuse(*member.client, room.stored.id, "spectators can only watch", request);
  // Copies: broadcasting may drop a member that does not keep up, and `member` with it.
  const std::shared_ptr<OnlineClient> client = member.client;
  const Seat seat = *member.seat;
  // Another server on the same database may store an event of this match between this one
  // reading the match and storing: the request is then judged again against the match as it
  // is now, as one server would have judged the two in turn (a rematch offer that crossed the
  // opponent's accepts it; a move that another overtook is refused, said why).
  constexpr int kJudgements = 3;
  for (int judgement = 0; judgement < kJudgements; ++judgement) {
    const Result<std::vector<online::Event>> events = judge(room, seat, message, now());
    if (!events) return refuse(*client, room.stored.id, events.error(), request);
    const Commit committed = commit(room, events.value());
    if (committed == Commit::Stored) return;
    if (committed == Commit::Failed) break;  // commit() has logged and counted it
  }
  client->send(error_message("the server could not save this; nothing changed, try again", request));
}

Result<std::vector<online::Event>> OnlineHub::judge(const Room& room, Seat seat,
                                                    const online::ClientMessage& message,
                                                    online::TimePoint at) const {
  const online::Match& match = room.match;
  if (const auto* move = std::get_if<online::MoveRequest>(&message))
    return match.move(seat, move->square, at);
  if (std::holds_alternative<online::ResignRequest>(message)) return match.resign(seat, at);
  if (std::holds_alternative<online::AbortRequest>(message)) return match.abort(seat, at);
  if (std::holds_alternative<online::RematchRequest>(message))
    return match.offer_rematch(seat, at, holds_seat(room, Seat::Guest));
  if (std::holds_alternative<online::OfferDrawRequest>(message)) return match.offer_draw(seat, at);
  if (const auto* answer = std::get_if<online::AnswerDrawRequest>(&message))
    return match.answer_draw(seat, answer->answer, at);
  if (std::holds_alternative<online::AskTakebackRequest>(message)) return match.ask_takeback(seat, at);
  if (const auto* answer = std::get_if<online::AnswerTakebackRequest>(&message))
    return match.answer_takeback(seat, answer->answer, at);
  if (std::holds_alternative<online::ClaimWinRequest>(message)) {
    const Seat other = seat == Seat::Host ? Seat::Guest : Seat::Host;
    const online::Milliseconds away =
        holds_seat(room, other) ? online::Milliseconds{0} : at - room.away_since[seat_index(other)];
    return match.claim_win(seat, away, options_.abandon_after, at);
  }
  return Error{"unknown request"};
}

OnlineHub::Commit OnlineHub::commit(Room& room, const std::vector<online::Event>& events) {
  // Each event's JSON needs the match as it was just before that event.
  std::vector<std::pair<std::uint64_t, std::string>> rows;
  std::vector<nlohmann::json> sent;
  online::Match scratch = room.match;
  for (const online::Event& event : events) {
    sent.push_back(online::event_json(event, scratch));
    rows.emplace_back(event.seq, sent.back().dump());
    scratch.apply(event);
  }
  try {
    store_.append(room.stored.id, rows);
  } catch (const std::exception& error) {
    // Another server on the same database may have stored these numbers first: its events
    // are the match now. (When the database cannot be read either, the first failure is the
    // one logged.)
    try {
      if (catch_up(room)) return Commit::Overtaken;
    } catch (const std::exception&) {
    }
    database_failed(std::string("could not store the match's events: ") + error.what(), room.stored.id);
    return Commit::Failed;
  }
  metrics_.online_moves_stored.add(
      static_cast<std::uint64_t>(std::count_if(events.begin(), events.end(), [](const online::Event& event) {
        return event.kind == online::Event::Kind::Move;
      })));
  room.match = std::move(scratch);
  announce(room, events, sent);
  const bool ended =
      std::ranges::any_of(events, [](const online::Event& e) { return e.kind == online::Event::Kind::End; });
  if (ended && options_.round_ended && room.match.end()->reason != online::EndReason::Aborted)
    options_.round_ended(room.match.game());
  return Commit::Stored;
}

void OnlineHub::stored_elsewhere(const std::string& id) {
  if (id.empty()) {
    for (const auto& [room_id, room] : rooms_) catch_up(*room);
  } else if (const auto found = rooms_.find(id); found != rooms_.end()) {
    catch_up(*found->second);
  }
}

bool OnlineHub::catch_up(Room& room) {
  std::vector<online::Event> events;
  std::vector<nlohmann::json> sent;
  for (const std::string& text : store_.events_since(room.stored.id, room.match.last_seq())) {
    nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    const std::optional<online::Event> event = online::parse_event(json);
    if (!event || event->seq != room.match.last_seq() + 1) break;  // open_room sets a damaged one aside
    room.match.apply(*event);
    events.push_back(*event);
    sent.push_back(std::move(json));
  }
  if (events.empty()) return false;
  announce(room, events, sent);
  return true;
}

void OnlineHub::announce(Room& room, const std::vector<online::Event>& events,
                         const std::vector<nlohmann::json>& sent) {
  // Every event goes out with the match as the whole command left it: a move's message
  // already shows the pass or the end that it caused.
  const nlohmann::json state = online::state_json(room.match, events.back().at);
  for (const nlohmann::json& event : sent) {
    broadcast(room, {{"type", "event"}, {"event", event}, {"state", state}});
  }
  // Presence names colours, and a rematch has just swapped them.
  if (std::ranges::any_of(events,
                          [](const online::Event& e) { return e.kind == online::Event::Kind::Rematch; })) {
    send_presence(room);
  }
  schedule_flag(room);
}

void OnlineHub::schedule_flag(Room& room) {
  room.flag_timer.cancel();
  const std::optional<online::TimePoint> flag = room.match.flag_time();
  if (!flag) return;
  room.flag_timer.expires_after(*flag - now());
  const std::string id = room.stored.id;
  room.flag_timer.async_wait([this, id](const boost::system::error_code& ec) {
    if (ec) return;  // cancelled: the clock changed
    const auto found = rooms_.find(id);
    if (found == rooms_.end()) return;
    Room& timed = *found->second;
    if (std::optional<online::Event> fallen = timed.match.flag_fall(now())) {
      commit(timed, {*fallen});
    } else {
      schedule_flag(timed);  // woke a little early
    }
  });
}

void OnlineHub::broadcast(Room& room, const nlohmann::json& message) {
  const auto text = text_of(message);
  // Sending may drop a client that does not keep up, which changes the member list.
  const std::vector<Member> members = room.members;
  for (const Member& member : members) member.client->send(text);
}

bool OnlineHub::holds_seat(const Room& room, Seat seat) const {
  const std::int64_t elsewhere = seat == Seat::Host ? room.elsewhere.host_seats : room.elsewhere.guest_seats;
  return elsewhere > 0 || std::any_of(room.members.begin(), room.members.end(),
                                      [&](const Member& m) { return m.seat == seat; });
}

Presence OnlineHub::presence_here(const Room& room) const {
  Presence here;
  for (const Member& member : room.members) {
    if (!member.seat) {
      ++here.spectators;
    } else if (*member.seat == Seat::Host) {
      ++here.host_seats;
    } else {
      ++here.guest_seats;
    }
  }
  return here;
}

bool OnlineHub::someone_connected(const std::string& id) {
  if (rooms_.contains(id)) return true;
  return options_.shared && store_.presence_elsewhere(id, fresh_since()) != Presence{};
}

void OnlineHub::report_presence(const Room& room) {
  if (!options_.shared) return;
  presence_to_report_.insert(room.stored.id);
  schedule_presence_sync();
}

void OnlineHub::present_elsewhere() {
  presence_to_read_ = true;
  schedule_presence_sync();
}

void OnlineHub::schedule_presence_sync() {
  if (presence_sync_due_) return;
  presence_sync_due_ = true;
  // A crowd arriving, or a server's restart, is one transaction and one read, not one each.
  constexpr online::Milliseconds kPresenceBatch{100};
  presence_sync_timer_.expires_after(kPresenceBatch);
  presence_sync_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    presence_sync_due_ = false;
    sync_presence();
  });
}

void OnlineHub::sync_presence() {
  // Presence is not the match: when the database cannot take it, play goes on, and the
  // renewal tries again.
  try {
    if (!presence_to_report_.empty()) {
      std::vector<std::pair<std::string, Presence>> changed;
      for (const std::string& id : presence_to_report_) {
        const auto found = rooms_.find(id);
        changed.emplace_back(id, found == rooms_.end() ? Presence{} : presence_here(*found->second));
      }
      store_.set_presence(changed, now());
      presence_to_report_.clear();
    }
    if (presence_to_read_) {
      presence_to_read_ = false;
      const std::map<std::string, Presence> elsewhere = store_.presence_elsewhere_of_reported(fresh_since());
      for (const auto& [id, room] : rooms_) {
        const auto found = elsewhere.find(id);
        set_presence_elsewhere(*room, found == elsewhere.end() ? Presence{} : found->second);
      }
    }
  } catch (const std::exception& error) {
    database_failed(std::string("could not share who is connected: ") + error.what());
  }
}

void OnlineHub::set_presence_elsewhere(Room& room, const Presence& elsewhere) {
  if (room.elsewhere == elsewhere) return;
  const bool held[2] = {holds_seat(room, Seat::Host), holds_seat(room, Seat::Guest)};
  room.elsewhere = elsewhere;
  for (const Seat seat : {Seat::Host, Seat::Guest}) {
    if (held[seat_index(seat)] && !holds_seat(room, seat)) room.away_since[seat_index(seat)] = now();
  }
  presence_changed(room);
}

void OnlineHub::schedule_renewal() {
  renewal_timer_.expires_after(options_.presence_renewal);
  renewal_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    try {
      // Reports of servers silent for a hundred renewals are of servers long gone.
      store_.renew_presence(now(), now() - 100 * options_.presence_renewal);
    } catch (const std::exception& error) {
      database_failed(std::string("could not renew who is connected: ") + error.what());
    }
    // Reading the others' again notices those that went without a word; what failed to
    // be reported is tried again.
    presence_to_read_ = true;
    sync_presence();
    schedule_renewal();
  });
}

nlohmann::json OnlineHub::presence(const Room& room) const {
  const online::Match& match = room.match;
  return {{"type", "presence"},
          {online::color_text(match.color_of(Seat::Host)), holds_seat(room, Seat::Host)},
          {online::color_text(match.color_of(Seat::Guest)), holds_seat(room, Seat::Guest)},
          {"spectators", presence_here(room).spectators + room.elsewhere.spectators}};
}

void OnlineHub::presence_changed(Room& room) {
  if (room.presence_waiting) return;
  const auto due = room.presence_sent + options_.presence_interval;
  if (std::chrono::steady_clock::now() >= due) return send_presence(room);
  room.presence_waiting = true;
  room.presence_timer.expires_at(due);
  const std::string id = room.stored.id;
  room.presence_timer.async_wait([this, id](const boost::system::error_code& ec) {
    // The room may have closed after the timer fired, before this ran.
    const auto found = rooms_.find(id);
    if (ec || found == rooms_.end()) return;
    Room& waiting = *found->second;
    waiting.presence_waiting = false;
    send_presence(waiting);
  });
}

void OnlineHub::send_presence(Room& room) {
  room.presence_sent = std::chrono::steady_clock::now();
  broadcast(room, presence(room));
}

void OnlineHub::disconnected(const std::shared_ptr<OnlineClient>& client) {
  const auto joined = room_of_.find(client.get());
  if (joined == room_of_.end()) return;
  const std::string id = joined->second;
  room_of_.erase(joined);
  Room& room = *rooms_.at(id);
  const auto member = std::find_if(room.members.begin(), room.members.end(),
                                   [&](const Member& m) { return m.client == client; });
  const std::optional<Seat> seat = member->seat;
  room.members.erase(member);
  if (seat && !holds_seat(room, *seat)) room.away_since[seat_index(*seat)] = now();
  report_presence(room);
  if (room.members.empty()) {
    close_room(id);  // reopened from the database when someone comes back
    return;
  }
  presence_changed(room);
}

}  // namespace reversi::server
