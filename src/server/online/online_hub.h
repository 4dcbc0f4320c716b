// The referee of online play: creates matches, admits players (by their seat's secret)
// and spectators, checks every request against the match's rules, commits the events it
// causes to the database, and only then applies and broadcasts them. It also runs the
// clocks (a timer per match ends it when a flag falls).
//
// Everything here runs on the server's one network thread, so nothing is locked.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <variant>

#include "online/match_history.h"
#include "online/protocol.h"
#include "server/online/online_client.h"
#include "server/ops/metrics.h"
#include "server/store/online_store.h"

namespace reversi::server {

struct HubOptions {
  // How long a player must have been gone before the other may claim the win.
  online::Milliseconds abandon_after{60'000};
  // Comings and goings are told at most this often: a crowd of spectators arriving or
  // leaving at once is one message to each member, not one per spectator to each.
  online::Milliseconds presence_interval{1000};
  // Other servers share the database (PostgreSQL): who is connected to a match through each
  // is kept there too (OnlineStore::set_presence), so that a player connected to another
  // server counts as here, and one who left it as gone.
  bool shared = false;
  // How often a shared server renews what it reported. A report not renewed for three of
  // these (its server gone without a word) no longer counts: a player connected only to a
  // server that died counts as gone from at most that long after.
  online::Milliseconds presence_renewal{10'000};
  // How long a public match waits on the open table for someone to join it.
  online::Milliseconds listed_for{15 * 60'000};
  // A public match is open while its host waits at it: connected to it, or so lately
  // created that the host's page may still be connecting. A host who left takes it off
  // the table, so that nobody joins a game whose host is gone.
  online::Milliseconds host_arrives_within{30'000};
  // Called on the network thread with the game of each round that ends on this server, but
  // for an aborted one (`reversi serve --learned-book` learns it); none: nobody is told.
  std::function<void(const Game&)> round_ended{};
};

// The rounds of a match that ended, and which seat's secret asked for them.
struct PlayedRounds {
  online::Seat seat;
  std::vector<online::EndedRound> rounds;
};

struct CreatedMatch {
  std::string id;
  std::string host_secret;
  std::string guest_secret;
  Color host_color;
  bool is_public = false;
};

// The guest's seat of a public match, as the open table hands it to the one who joins.
struct GuestSeat {
  std::string id;
  std::string secret;
  Color color;  // in round 1
};

// Why a public match's guest's seat was not handed out.
enum class SeatRefusal {
  NoSuchMatch,  // or a private one: its guest has the link
  Taken,        // someone joined first
  Expired,      // it waited longer than HubOptions::listed_for
  Ended,        // its host aborted or resigned before anyone came
  HostLeft,     // its host is no longer connected to it (HubOptions::host_arrives_within)
};

// The most matches the open table lists at once.
inline constexpr std::size_t kOpenTableSize = 50;

class OnlineHub {
 public:
  // `metrics`: the matches open, the moves stored and the requests refused.
  OnlineHub(boost::asio::io_context& io, OnlineStore& store, ServerMetrics& metrics, HubOptions options = {});

  // `is_public`: listed on the open table until someone joins it.
  CreatedMatch create(const online::MatchSettings& settings, bool is_public = false);

  // The open table: the public matches waiting for a guest, newest first (OnlineStore::open_matches),
  // whose host waits at them.
  std::vector<OpenMatch> open_matches();
  // The guest's seat of public match `id`, handed out once, to the first who asks.
  std::variant<GuestSeat, SeatRefusal> take_guest_seat(const std::string& id);

  // The ended rounds of match `id` for the player whose seat's secret is `secret`, from its
  // stored events (up to the first damaged one); nothing when there is no such match or the
  // secret is neither seat's: only a player may have a match's games for their own.
  std::optional<PlayedRounds> played_rounds(const std::string& id, const std::string& secret);

  // Whether anyone (a player or a spectator) is connected to the match now, through this
  // server or, shared, another.
  bool someone_connected(const std::string& id);

  // The id this server goes by among those sharing the database (OnlineStore::server_id).
  const std::string& server_id() const { return store_.server_id(); }

  // A message from a client, as received.
  void receive(const std::shared_ptr<OnlineClient>& client, std::string_view text);
  // The client's connection has ended.
  void disconnected(const std::shared_ptr<OnlineClient>& client);

  // Another server on the same database has stored events of match `id` (all matches:
  // empty, when some may have been missed): those not heard yet go to this server's
  // players and spectators of it.
  void stored_elsewhere(const std::string& id);
  // Who is connected through another server has changed: the players and spectators here
  // are told of what changed for their matches.
  void present_elsewhere();

 private:
  struct Member {
    std::shared_ptr<OnlineClient> client;
    std::optional<online::Seat> seat;  // none for a spectator
  };
  struct Room {
    Room(boost::asio::io_context& io, StoredMatch stored_match)
        : stored(std::move(stored_match)), match(stored.settings), flag_timer(io), presence_timer(io) {}
    StoredMatch stored;
    online::Match match;
    std::vector<Member> members;
    online::TimePoint away_since[2]{};  // by seat: since when nobody holds it
    Presence elsewhere{};               // connected through the other servers (shared)
    boost::asio::steady_timer flag_timer;
    boost::asio::steady_timer presence_timer;
    bool presence_waiting = false;  // the timer will send the presence as it is then
    std::chrono::steady_clock::time_point presence_sent{};
  };

  Room* open_room(const std::string& id);
  void join(const std::shared_ptr<OnlineClient>& client, const online::Hello& hello);
  void act(Room& room, const Member& member, const online::ClientMessage& message);
  // The events a player's request causes in the match as the room has it, or why it is refused.
  Result<std::vector<online::Event>> judge(const Room& room, online::Seat seat,
                                           const online::ClientMessage& message, online::TimePoint at) const;
  enum class Commit {
    Stored,     // and applied and broadcast
    Overtaken,  // another server stored events of the match first: the room has them now
    Failed,     // the database failed (logged and counted)
  };
  // Stores `events`, then applies and broadcasts them.
  Commit commit(Room& room, const std::vector<online::Event>& events);
  // Applies and announces the events stored after the room's last; whether there were any.
  bool catch_up(Room& room);
  // Tells the room's members of `events` (as JSON: `sent`), already applied to its match.
  void announce(Room& room, const std::vector<online::Event>& events,
                const std::vector<nlohmann::json>& sent);
  void schedule_flag(Room& room);
  void broadcast(Room& room, const nlohmann::json& message);
  nlohmann::json presence(const Room& room) const;
  // Someone joined or left: the presence goes out now, or at the end of the interval.
  void presence_changed(Room& room);
  void send_presence(Room& room);
  // Whether a connection holds `seat`, through this server or (shared) another.
  bool holds_seat(const Room& room, online::Seat seat) const;
  // Whether the host of match `id`, created at `created`, waits for a guest
  // (HubOptions::host_arrives_within).
  bool host_waits(const std::string& id, online::TimePoint created);
  Presence presence_here(const Room& room) const;
  // Shared: who is connected to the room through this server changed; the others are told
  // soon (sync_presence), with every other room's change meanwhile in one transaction.
  void report_presence(const Room& room);
  // Shared: within kPresenceBatch, reports what changed here and reads what changed
  // elsewhere (one transaction and one query for all rooms; failures logged).
  void schedule_presence_sync();
  void sync_presence();
  // Who is connected through the other servers is now `elsewhere`: a seat nobody holds any
  // more is away from now, and the members hear of a change.
  void set_presence_elsewhere(Room& room, const Presence& elsewhere);
  // Shared: every presence_renewal, renews this server's reports and reads the others'.
  void schedule_renewal();
  online::TimePoint fresh_since() const { return now() - 3 * options_.presence_renewal; }
  // Tells the client why its request (a message type; "" when unreadable) was refused,
  // and logs and counts it.
  void refuse(OnlineClient& client, const std::string& match, const std::string& error,
              const std::string& request);
  // Logs and counts a fault of the database (of match `match`, if one).
  void database_failed(const std::string& message, const std::string& match = "");
  void close_room(const std::string& id);
  online::TimePoint now() const;

  boost::asio::io_context& io_;
  OnlineStore& store_;
  ServerMetrics& metrics_;
  HubOptions options_;
  std::unordered_map<std::string, std::unique_ptr<Room>> rooms_;  // matches someone is connected to
  std::map<const OnlineClient*, std::string> room_of_;            // joined clients
  boost::asio::steady_timer renewal_timer_;                       // shared: schedule_renewal
  boost::asio::steady_timer presence_sync_timer_;                 // shared: sync_presence
  bool presence_sync_due_ = false;                                // the timer is set
  std::set<std::string> presence_to_report_;                      // rooms changed here since
  bool presence_to_read_ = false;                                 // changes elsewhere since
};

}  // namespace reversi::server
