// Online matches and their numbered events in the game database. An event is committed
// here before anyone hears of it, so a server killed at any moment restarts with every
// event it ever announced. Not thread-safe: the online hub calls it from one thread.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "online/match.h"
#include "server/store/open_database.h"

namespace reversi::server {

// The PostgreSQL channels on which a store tells the other servers on the same database
// that a match has new events (append) or that who is connected through it changed
// (set_presence); see MatchEventListener. The payload is the telling server's
// server_id(), a space, and the match's id (none for presence: read them all again).
inline constexpr const char* kMatchEventsChannel = "reversi_match_events";
inline constexpr const char* kMatchPresenceChannel = "reversi_match_presence";

// How many connections hold each seat of a match, and watch it.
struct Presence {
  std::int64_t host_seats = 0;
  std::int64_t guest_seats = 0;
  std::int64_t spectators = 0;

  bool operator==(const Presence&) const = default;
};

struct StoredMatch {
  std::string id;
  std::string host_secret;
  std::string guest_secret;
  online::MatchSettings settings;
  online::TimePoint created{};
  // Listed on the open table for anyone to join (docs/api.md), until the guest's seat is
  // taken; a private match's guest has the link.
  bool is_public = false;
  std::optional<online::TimePoint> guest_taken = std::nullopt;  // a public match's, when it was taken
};

// A public match waiting for its guest, as the open table lists it.
struct OpenMatch {
  std::string id;
  online::MatchSettings settings;
  online::TimePoint created{};
};

class OnlineStore {
 public:
  explicit OnlineStore(const DatabaseLocation& location);

  // The id, random, by which this store's server is told apart from the other servers
  // on the same database: in the presence it reports and the notifications it sends.
  const std::string& server_id() const { return server_id_; }

  void create(const StoredMatch& match);
  std::optional<StoredMatch> load(const std::string& id);
  // Appends events (as event_json() wrote them) in one transaction; two servers appending
  // the same number to a match: the second fails (the primary key), and nothing of its
  // transaction is stored.
  void append(const std::string& id, const std::vector<std::pair<std::uint64_t, std::string>>& events);
  // The stored events after `since`, in order, as JSON text.
  std::vector<std::string> events_since(const std::string& id, std::uint64_t since);
  // The open table: up to `limit` public matches created since `since` whose guest's seat
  // nobody has taken and that have not ended (the host may abort or resign before anyone
  // comes), newest first.
  std::vector<OpenMatch> open_matches(online::TimePoint since, std::size_t limit);
  // Takes the guest's seat of public match `id` at `now` if it is on the open table (as
  // open_matches has it): whether it was. Of two servers taking it at once, one gets it.
  bool take_guest_seat(const std::string& id, online::TimePoint since, online::TimePoint now);
  // Up to `limit` matches, in the order of their ids from after `after_id`, whose last
  // event (or, without events, whose creation) is older than `before`.
  std::vector<std::string> inactive_since(online::TimePoint before, const std::string& after_id,
                                          std::size_t limit);
  // Removes the match with its events, those set aside too.
  void remove(const std::string& id);
  // Moves the events after `last_good` (a damaged one and what follows it) out of the
  // match into online_damaged_events, kept there for an operator to look at; the match's
  // next events take their numbers.
  void set_aside_events_after(const std::string& id, std::uint64_t last_good);

  // Who is connected to each of `matches` through this server, as of `at` (nobody: its
  // report is removed), in one transaction, for the other servers on the database, which
  // are told.
  void set_presence(const std::vector<std::pair<std::string, Presence>>& matches, online::TimePoint at);
  // This server is alive at `at`: what it reported stays true. Reports not renewed since
  // `forget_before` (of servers gone without a word) are removed.
  void renew_presence(online::TimePoint at, online::TimePoint forget_before);
  // Who is connected to match `id` through the other servers, by their reports renewed
  // since `fresh_since`.
  Presence presence_elsewhere(const std::string& id, online::TimePoint fresh_since);
  // The same for every match this server reports someone connected to, in one query; the
  // matches nobody is connected to elsewhere are left out.
  std::map<std::string, Presence> presence_elsewhere_of_reported(online::TimePoint fresh_since);

 private:
  // Tells the other servers on a PostgreSQL database, through `channel`, of match `id`.
  void notify(const char* channel, const std::string& id);

  std::unique_ptr<Database> db_;
  std::string server_id_;
};

}  // namespace reversi::server
