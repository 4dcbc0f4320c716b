// An online game between two people, as the server referees it: pure rules and clocks,
// no I/O and no clock of its own (every call says what time it is).
//
// Everything that happens is a numbered event, and the state is nothing but the events
// applied in order: a server that restarts replays the stored events and is where it
// was. Commands check that a seat may do what it asks and answer with the events to
// store, broadcast and apply, or with the reason they are refused.
//
// Two seats, the host (who created the game) and the guest, play rounds: the host's
// colour in round 1 is chosen at creation, and every rematch swaps the colours. While a
// game is on, either may offer a draw or ask to take back its last move (proposals.h),
// which the other accepts or declines.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "online/proposals.h"

namespace reversi::online {

using Milliseconds = std::chrono::milliseconds;
using TimePoint = std::chrono::milliseconds;  // since the Unix epoch, as stored

enum class Seat { Host, Guest };

struct ClockSettings {
  Milliseconds initial;    // per side
  Milliseconds increment;  // added after each of the side's moves once the clock runs
};

struct MatchSettings {
  Color host_color = Color::Black;  // in round 1
  std::optional<ClockSettings> clock;
};

enum class EndReason { Finished, Resigned, Time, Abandoned, Aborted, Agreed };

enum class Answer { Accept, Decline };

struct Event {
  enum class Kind {
    Move,
    Pass,
    End,
    RematchOffer,
    Rematch,
    DrawOffer,
    DrawDeclined,
    TakebackRequest,
    TakebackDeclined,
    Takeback,
  };
  std::uint64_t seq = 0;  // 1, 2, 3, ... within the match
  Kind kind = Kind::Move;
  TimePoint at{};
  Color color = Color::Black;    // Move, Pass: the mover; End: the loser (Resigned, Time,
                                 // Abandoned), who accepted (Agreed); RematchOffer,
                                 // DrawOffer, TakebackRequest: who proposes; DrawDeclined,
                                 // TakebackDeclined: who declines; Takeback: whose move it
                                 // takes back
  Square square = Square::Pass;  // Move
  EndReason reason = EndReason::Finished;
};

struct ClockState {
  Milliseconds black{};
  Milliseconds white{};
  std::optional<Color> running;  // whose clock runs now
  TimePoint since{};             // when it started running
};

class Match {
 public:
  explicit Match(const MatchSettings& settings);

  // Commands: the events they cause (already numbered, not yet applied) or why not.
  Result<std::vector<Event>> move(Seat seat, Square sq, TimePoint now) const;
  Result<std::vector<Event>> resign(Seat seat, TimePoint now) const;
  Result<std::vector<Event>> abort(Seat seat, TimePoint now) const;
  Result<std::vector<Event>> offer_rematch(Seat seat, TimePoint now, bool guest_here) const;
  // The other seat has been away for `absent`; the claim succeeds once that is `needed`.
  Result<std::vector<Event>> claim_win(Seat seat, Milliseconds absent, Milliseconds needed,
                                       TimePoint now) const;
  // A draw offer, or the acceptance of the other seat's.
  Result<std::vector<Event>> offer_draw(Seat seat, TimePoint now) const;
  Result<std::vector<Event>> answer_draw(Seat seat, Answer answer, TimePoint now) const;
  // Asks to take back the seat's last move of the game, and the other's after it if any.
  Result<std::vector<Event>> ask_takeback(Seat seat, TimePoint now) const;
  Result<std::vector<Event>> answer_takeback(Seat seat, Answer answer, TimePoint now) const;
  // The loss on time when the running clock has run out by `now`.
  std::optional<Event> flag_fall(TimePoint now) const;

  void apply(const Event& event);

  const MatchSettings& settings() const { return settings_; }
  std::uint64_t last_seq() const { return last_seq_; }
  int round() const { return round_; }
  Color color_of(Seat seat) const;
  const Game& game() const { return game_; }
  bool is_over() const { return end_.has_value(); }
  const std::optional<Event>& end() const { return end_; }
  // The winner of an ended game; nothing for a draw, an abort, or a game still on.
  std::optional<Color> winner() const;
  std::optional<Color> rematch_offered_by() const { return rematch_offer_; }
  // Who offers a draw, or asks to take back, and waits for the answer.
  std::optional<Color> proposed_by(Proposal proposal) const { return proposals_.by(proposal); }
  // The plies, passes included, that taking back `color`'s last move undoes: that move and
  // every ply after it; 0 when `color` has not moved in this game.
  std::size_t takeback_plies(Color color) const;
  // Why `color` may not make `proposal` now (a draw: not before both sides have moved; a
  // takeback: not without a move to take back); nothing when it may.
  std::optional<std::string> refusal_to_propose(Proposal proposal, Color color) const;
  // Whether the guest has ever come to play: it moved, or a rematch (which both seats ask
  // for) was played. Its being connected now is the server's to say.
  bool guest_came() const { return guest_came_; }
  // Over, and with somebody to play again: a game aborted before the guest ever came (it
  // never moved, and is not here now, `guest_here`) has nobody.
  bool can_rematch(bool guest_here) const {
    return end_ && (end_->reason != EndReason::Aborted || guest_came_ || guest_here);
  }
  bool can_abort() const { return !end_ && !(moved_[0] && moved_[1]); }
  // The clocks at `now`: the running one shows what is left of it now.
  ClockState clocks(TimePoint now) const;
  // When the running clock will run out; nothing when no clock runs.
  std::optional<TimePoint> flag_time() const;

 private:
  Event next(Event::Kind kind, TimePoint now, Color color) const;
  Result<std::vector<Event>> end_by(Seat seat, EndReason reason, TimePoint now) const;
  void start_round();
  void take_back(const Event& event);
  // The side to move's clock runs from `at`, once both sides have moved in a game still on.
  void start_clock(TimePoint at);

  MatchSettings settings_;
  Game game_;
  int round_ = 0;
  std::uint64_t last_seq_ = 0;
  std::optional<Event> end_;
  std::optional<Color> rematch_offer_;
  Proposals proposals_;
  bool guest_came_ = false;
  bool moved_[2] = {false, false};  // by colour: has each side moved this round
  ClockState clock_;
};

// Who won a game that `end` ended in `final_position`; nothing for a draw or an abort.
std::optional<Color> winner_of(const Event& end, const Position& final_position);

// Names used in the protocol and the database.
std::string seat_name(Seat seat);
std::string reason_name(EndReason reason);
std::optional<EndReason> parse_reason(std::string_view name);

}  // namespace reversi::online
