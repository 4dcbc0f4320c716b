// Online matches and their numbered events in the game database. An event is committed
// here before anyone hears of it, so a server killed at any moment restarts with every
// event it ever announced. Not thread-safe: the online hub calls it from one thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "online/match.h"
#include "server/open_database.h"

namespace reversi::server {

// The PostgreSQL channel on which append() tells the other servers on the same database
// that a match has new events (see MatchEventListener); its payload is the match's id.
inline constexpr const char* kMatchEventsChannel = "reversi_match_events";

struct StoredMatch {
  std::string id;
  std::string host_secret;
  std::string guest_secret;
  online::MatchSettings settings;
  online::TimePoint created{};
};

class OnlineStore {
 public:
  explicit OnlineStore(const DatabaseLocation& location);

  void create(const StoredMatch& match);
  std::optional<StoredMatch> load(const std::string& id);
  // Appends events (as event_json() wrote them) in one transaction; two servers appending
  // the same number to a match: the second fails (the primary key), and nothing of its
  // transaction is stored.
  void append(const std::string& id, const std::vector<std::pair<std::uint64_t, std::string>>& events);
  // The stored events after `since`, in order, as JSON text.
  std::vector<std::string> events_since(const std::string& id, std::uint64_t since);
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

 private:
  std::unique_ptr<Database> db_;
};

}  // namespace reversi::server
