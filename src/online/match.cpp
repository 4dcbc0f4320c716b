#include "online/match.h"

#include <array>

namespace reversi::online {

namespace {

int index_of(Color color) { return color == Color::Black ? 0 : 1; }

Milliseconds& remaining(ClockState& clock, Color color) {
  return color == Color::Black ? clock.black : clock.white;
}

std::string color_word(Color color) { return color == Color::Black ? "black" : "white"; }

constexpr std::array<std::pair<EndReason, std::string_view>, 6> kReasonNames = {{
    {EndReason::Finished, "finished"},
    {EndReason::Resigned, "resigned"},
    {EndReason::Time, "time"},
    {EndReason::Abandoned, "abandoned"},
    {EndReason::Aborted, "aborted"},
    {EndReason::Agreed, "agreed"},
}};

}  // namespace

std::string seat_name(Seat seat) { return seat == Seat::Host ? "host" : "guest"; }

std::string reason_name(EndReason reason) {
  for (const auto& [value, name] : kReasonNames) {
    if (value == reason) return std::string(name);
  }
  return "finished";
}

std::optional<EndReason> parse_reason(std::string_view name) {
  for (const auto& [value, known] : kReasonNames) {
    if (known == name) return value;
  }
  return std::nullopt;
}

Match::Match(const MatchSettings& settings) : settings_(settings), round_(1) { start_round(); }

void Match::start_round() {
  game_ = Game();
  end_.reset();
  rematch_offer_.reset();
  proposals_.clear();
  moved_[0] = moved_[1] = false;
  const Milliseconds initial = settings_.clock ? settings_.clock->initial : Milliseconds{0};
  clock_ = ClockState{initial, initial, std::nullopt, TimePoint{}};
}

Color Match::color_of(Seat seat) const {
  const Color host = round_ % 2 == 1 ? settings_.host_color : opposite(settings_.host_color);
  return seat == Seat::Host ? host : opposite(host);
}

std::optional<Color> winner_of(const Event& end, const Position& final_position) {
  switch (end.reason) {
    case EndReason::Finished: return result_of(final_position).winner;
    case EndReason::Aborted:
    case EndReason::Agreed: return std::nullopt;
    case EndReason::Resigned:
    case EndReason::Time:
    case EndReason::Abandoned: break;
  }
  return opposite(end.color);  // the event names the side that lost
}

std::optional<Color> Match::winner() const {
  return end_ ? winner_of(*end_, game_.position()) : std::nullopt;
}

Event Match::next(Event::Kind kind, TimePoint now, Color color) const {
  Event event;
  event.seq = last_seq_ + 1;
  event.kind = kind;
  event.at = now;
  event.color = color;
  return event;
}

ClockState Match::clocks(TimePoint now) const {
  ClockState clock = clock_;
  if (clock.running) {
    Milliseconds& left = remaining(clock, *clock.running);
    left = std::max(Milliseconds{0}, left - (now - clock.since));
  }
  return clock;
}

std::optional<TimePoint> Match::flag_time() const {
  if (!clock_.running) return std::nullopt;
  return clock_.since + (*clock_.running == Color::Black ? clock_.black : clock_.white);
}

std::optional<Event> Match::flag_fall(TimePoint now) const {
  const std::optional<TimePoint> flag = flag_time();
  if (!flag || now < *flag) return std::nullopt;
  Event event = next(Event::Kind::End, now, *clock_.running);
  event.reason = EndReason::Time;
  return event;
}

Result<std::vector<Event>> Match::move(Seat seat, Square sq, TimePoint now) const {
  if (end_) return Error{"the game is over"};
  const Color color = color_of(seat);
  const Position& position = game_.position();
  if (position.to_move != color)
    return Error{"it is not your turn (" + color_word(position.to_move) + " to move)"};
  if (std::optional<Event> flag = flag_fall(now)) return std::vector<Event>{*flag};
  if (const Result<Move> checked = check_move(position.board, sq); !checked) {
    return Error{square_name(sq) + ": " + checked.error()};
  }
  std::vector<Event> events;
  Event played = next(Event::Kind::Move, now, color);
  played.square = sq;
  events.push_back(played);
  Game after = game_;
  (void)after.play(sq);
  if (after.ply() == game_.ply() + 2) {
    Event pass = played;
    pass.seq = events.back().seq + 1;
    pass.kind = Event::Kind::Pass;
    pass.color = opposite(color);
    pass.square = Square::Pass;
    events.push_back(pass);
  }
  if (after.is_over()) {
    Event end = played;
    end.seq = events.back().seq + 1;
    end.kind = Event::Kind::End;
    end.square = Square::Pass;
    end.reason = EndReason::Finished;
    events.push_back(end);
  }
  return events;
}

Result<std::vector<Event>> Match::end_by(Seat seat, EndReason reason, TimePoint now) const {
  if (end_) return Error{"the game is over"};
  Event event = next(Event::Kind::End, now, color_of(seat));
  event.reason = reason;
  return std::vector<Event>{event};
}

Result<std::vector<Event>> Match::resign(Seat seat, TimePoint now) const {
  return end_by(seat, EndReason::Resigned, now);
}

Result<std::vector<Event>> Match::abort(Seat seat, TimePoint now) const {
  if (!end_ && !can_abort()) return Error{"both players have moved: the game can no longer be aborted"};
  return end_by(seat, EndReason::Aborted, now);
}

Result<std::vector<Event>> Match::claim_win(Seat seat, Milliseconds absent, Milliseconds needed,
                                            TimePoint now) const {
  if (end_) return Error{"the game is over"};
  // Before both sides have moved nothing is at stake: the way out is to abort.
  if (can_abort()) return Error{"the game has not started yet: abort it instead"};
  if (absent < needed) {
    return Error{"the opponent has been away " + std::to_string(absent.count() / 1000) +
                 " s; a win can be claimed after " + std::to_string(needed.count() / 1000) + " s"};
  }
  const Seat other = seat == Seat::Host ? Seat::Guest : Seat::Host;
  return end_by(other, EndReason::Abandoned, now);
}

Result<std::vector<Event>> Match::offer_rematch(Seat seat, TimePoint now, bool guest_here) const {
  if (!end_) return Error{"a rematch can be offered only when the game is over"};
  if (!can_rematch(guest_here)) {
    return Error{"the opponent never came: there is nobody to play again; create a new game"};
  }
  const Color color = color_of(seat);
  if (rematch_offer_ == color) return Error{"you have already offered a rematch"};
  return std::vector<Event>{
      next(rematch_offer_ ? Event::Kind::Rematch : Event::Kind::RematchOffer, now, color)};
}

Result<std::vector<Event>> Match::offer_draw(Seat seat, TimePoint now) const {
  const Color color = color_of(seat);
  // Both want a draw: offering it to a side that offers it too accepts, as on lichess.
  if (!end_ && proposals_.by(Proposal::Draw) == opposite(color))
    return answer_draw(seat, Answer::Accept, now);
  if (std::optional<std::string> refusal = refusal_to_propose(Proposal::Draw, color)) return Error{*refusal};
  return std::vector<Event>{next(Event::Kind::DrawOffer, now, color)};
}

Result<std::vector<Event>> Match::answer_draw(Seat seat, Answer answer, TimePoint now) const {
  if (end_) return Error{"the game is over"};
  const Color color = color_of(seat);
  if (std::optional<std::string> refusal = proposals_.refusal_to_answer(Proposal::Draw, color)) {
    return Error{*refusal};
  }
  if (answer == Answer::Decline) return std::vector<Event>{next(Event::Kind::DrawDeclined, now, color)};
  if (std::optional<Event> flag = flag_fall(now)) return std::vector<Event>{*flag};
  Event agreed = next(Event::Kind::End, now, color);
  agreed.reason = EndReason::Agreed;
  return std::vector<Event>{agreed};
}

Result<std::vector<Event>> Match::ask_takeback(Seat seat, TimePoint now) const {
  const Color color = color_of(seat);
  if (std::optional<std::string> refusal = refusal_to_propose(Proposal::Takeback, color))
    return Error{*refusal};
  return std::vector<Event>{next(Event::Kind::TakebackRequest, now, color)};
}

Result<std::vector<Event>> Match::answer_takeback(Seat seat, Answer answer, TimePoint now) const {
  if (end_) return Error{"the game is over"};
  const Color color = color_of(seat);
  if (std::optional<std::string> refusal = proposals_.refusal_to_answer(Proposal::Takeback, color)) {
    return Error{*refusal};
  }
  if (answer == Answer::Decline) return std::vector<Event>{next(Event::Kind::TakebackDeclined, now, color)};
  if (std::optional<Event> flag = flag_fall(now)) return std::vector<Event>{*flag};
  return std::vector<Event>{next(Event::Kind::Takeback, now, opposite(color))};
}

std::optional<std::string> Match::refusal_to_propose(Proposal proposal, Color color) const {
  if (end_) return "the game is over";
  // Before both sides have moved nothing is at stake: the way out is to abort.
  if (proposal == Proposal::Draw && can_abort()) return "the game has not started yet: abort it instead";
  if (proposal == Proposal::Takeback && takeback_plies(color) == 0) {
    return "you have no move in this game to take back";
  }
  return proposals_.refusal_to_propose(proposal, color);
}

std::size_t Match::takeback_plies(Color color) const {
  const std::vector<Square> plies = game_.moves();
  for (std::size_t ply = plies.size(); ply-- > 0;) {
    if (plies[ply] != Square::Pass && game_.position_before(ply).to_move == color) return plies.size() - ply;
  }
  return 0;
}

void Match::take_back(const Event& event) {
  clock_ = clocks(event.at);  // the time used up to now stays used
  const std::vector<Square> plies = game_.moves();
  const std::size_t kept = plies.size() - takeback_plies(event.color);
  Game before;
  moved_[0] = moved_[1] = false;
  for (std::size_t ply = 0; ply < kept; ++ply) {
    if (plies[ply] == Square::Pass) continue;  // played again by itself
    moved_[index_of(before.position().to_move)] = true;
    (void)before.play(plies[ply]);
  }
  game_ = std::move(before);
  proposals_.clear();
  start_clock(event.at);
}

void Match::start_clock(TimePoint at) {
  clock_.running.reset();
  // A side's clock runs only once both sides have made their first move, so nobody
  // loses time waiting for an opponent to arrive.
  if (settings_.clock && moved_[0] && moved_[1] && !game_.is_over()) {
    clock_.running = game_.position().to_move;
    clock_.since = at;
  }
}

void Match::apply(const Event& event) {
  last_seq_ = event.seq;
  switch (event.kind) {
    case Event::Kind::Move: {
      if (clock_.running == event.color) {
        Milliseconds& left = remaining(clock_, event.color);
        left -= event.at - clock_.since;
        if (settings_.clock) left += settings_.clock->increment;
      }
      (void)game_.play(event.square);
      moved_[index_of(event.color)] = true;
      if (event.color == color_of(Seat::Guest)) guest_came_ = true;
      proposals_.moved(event.color);
      start_clock(event.at);
      break;
    }
    case Event::Kind::Pass:  // the game record plays forced passes itself
      break;
    case Event::Kind::End:
      clock_ = clocks(event.at);
      clock_.running.reset();
      end_ = event;
      proposals_.clear();
      break;
    case Event::Kind::RematchOffer: rematch_offer_ = event.color; break;
    case Event::Kind::DrawOffer: proposals_.propose(Proposal::Draw, event.color); break;
    case Event::Kind::TakebackRequest: proposals_.propose(Proposal::Takeback, event.color); break;
    case Event::Kind::DrawDeclined: proposals_.decline(Proposal::Draw); break;
    case Event::Kind::TakebackDeclined: proposals_.decline(Proposal::Takeback); break;
    case Event::Kind::Takeback: take_back(event); break;
    case Event::Kind::Rematch:
      guest_came_ = true;
      ++round_;
      start_round();
      break;
  }
}

}  // namespace reversi::online
