#include "server/store/online_store.h"

#include <chrono>
#include <limits>

#include "server/store/random_id.h"

namespace reversi::server {

namespace {

// A field of an event row's JSON, as SQL reads it on `dialect`.
std::string event_field(SqlDialect dialect, std::string_view field) {
  return dialect == SqlDialect::Sqlite ? "json_extract(event, '$." + std::string(field) + "')"
                                       : "(CAST(event AS jsonb) ->> '" + std::string(field) + "')";
}

// A match on the open table, with ?1 the oldest creation time listed.
std::string open_match_condition(SqlDialect dialect) {
  return "is_public = 1 AND guest_taken_ms IS NULL AND created >= ?1 AND NOT EXISTS (SELECT 1 FROM "
         "online_events WHERE match_id = online_matches.id AND " +
         event_field(dialect, "type") + " = 'end')";
}

// The settings in the columns host_color, clock_initial_ms and clock_increment_ms from `first`.
online::MatchSettings settings_of_row(const Statement& row, int first) {
  online::MatchSettings settings;
  settings.host_color = row.text(first) == "white" ? Color::White : Color::Black;
  if (!row.is_null(first + 1)) {
    settings.clock = online::ClockSettings{online::Milliseconds{row.integer(first + 1)},
                                           online::Milliseconds{row.integer(first + 2)}};
  }
  return settings;
}

}  // namespace

OnlineStore::OnlineStore(const DatabaseLocation& location)
    : db_(open_database(location)), server_id_(random_id()) {}

void OnlineStore::notify(const char* channel, const std::string& id) {
  if (db_->dialect() != SqlDialect::Postgresql) return;  // nobody else shares an SQLite file
  db_->prepare(std::string("SELECT pg_notify('") + channel + "', ?1)").bind(1, server_id_ + " " + id).step();
}

void OnlineStore::create(const StoredMatch& match) {
  Statement insert = db_->prepare(
      "INSERT INTO online_matches (id, host_secret, guest_secret, host_color, clock_initial_ms, "
      "clock_increment_ms, created, is_public) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  insert.bind(1, match.id)
      .bind(2, match.host_secret)
      .bind(3, match.guest_secret)
      .bind(4, match.settings.host_color == Color::Black ? "black" : "white")
      .bind(7, match.created.count())
      .bind(8, std::int64_t{match.is_public});
  if (match.settings.clock) {
    insert.bind(5, match.settings.clock->initial.count()).bind(6, match.settings.clock->increment.count());
  }
  insert.step();
}

std::optional<StoredMatch> OnlineStore::load(const std::string& id) {
  Statement select = db_->prepare(
      "SELECT host_secret, guest_secret, host_color, clock_initial_ms, clock_increment_ms, created, "
      "is_public, guest_taken_ms FROM online_matches WHERE id = ?1");
  select.bind(1, id);
  if (!select.step()) return std::nullopt;
  StoredMatch match{id, select.text(0), select.text(1), settings_of_row(select, 2),
                    online::TimePoint{select.integer(5)}};
  match.is_public = select.integer(6) != 0;
  if (!select.is_null(7)) match.guest_taken = online::TimePoint{select.integer(7)};
  return match;
}

std::vector<OpenMatch> OnlineStore::open_matches(online::TimePoint since, std::size_t limit) {
  Statement select = db_->prepare(
      "SELECT id, host_color, clock_initial_ms, clock_increment_ms, created FROM online_matches WHERE " +
      open_match_condition(db_->dialect()) + " ORDER BY created DESC, id LIMIT ?2");
  select.bind(1, since.count()).bind(2, static_cast<std::int64_t>(limit));
  std::vector<OpenMatch> open;
  while (select.step()) {
    open.push_back(
        OpenMatch{select.text(0), settings_of_row(select, 1), online::TimePoint{select.integer(4)}});
  }
  return open;
}

bool OnlineStore::take_guest_seat(const std::string& id, online::TimePoint since, online::TimePoint now) {
  // One statement that checks and takes: a second joiner finds the seat taken.
  Statement take = db_->prepare("UPDATE online_matches SET guest_taken_ms = ?2 WHERE id = ?3 AND " +
                                open_match_condition(db_->dialect()) + " RETURNING id");
  take.bind(1, since.count()).bind(2, now.count()).bind(3, id);
  return take.step();
}

void OnlineStore::append(const std::string& id,
                         const std::vector<std::pair<std::uint64_t, std::string>>& events) {
  Transaction transaction(*db_);
  Statement insert = db_->prepare("INSERT INTO online_events (match_id, seq, event) VALUES (?1, ?2, ?3)");
  for (const auto& [seq, event] : events) {
    insert.bind(1, id).bind(2, static_cast<std::int64_t>(seq)).bind(3, event);
    insert.step();
    insert.reset();
  }
  notify(kMatchEventsChannel, id);  // heard when, and only if, the events are committed
  transaction.commit();
}

std::vector<std::string> OnlineStore::events_since(const std::string& id, std::uint64_t since) {
  // Sequence numbers are 64-bit signed integers, below 2^63; a larger `since` is past them all
  // (and cast to the signed type it would wrap round to before the first).
  if (since > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return {};
  Statement select =
      db_->prepare("SELECT event FROM online_events WHERE match_id = ?1 AND seq > ?2 ORDER BY seq");
  select.bind(1, id).bind(2, static_cast<std::int64_t>(since));
  std::vector<std::string> events;
  while (select.step()) events.push_back(select.text(0));
  return events;
}

std::vector<std::string> OnlineStore::inactive_since(online::TimePoint before, const std::string& after_id,
                                                     std::size_t limit) {
  // Events are numbered in order of time, so the last one says when the match last moved.
  // Only the engines' names for the larger of two numbers and for a number in JSON differ.
  const bool sqlite = db_->dialect() == SqlDialect::Sqlite;
  const std::string larger = sqlite ? "max" : "GREATEST";
  const std::string at = event_field(db_->dialect(), "at");
  const std::string moved_at = sqlite ? at : "CAST(" + at + " AS BIGINT)";
  Statement select = db_->prepare("SELECT id FROM online_matches AS m WHERE id > ?2 AND " + larger +
                                  "(created, coalesce((SELECT " + moved_at +
                                  " FROM online_events WHERE match_id = m.id ORDER BY seq DESC LIMIT 1), 0)) "
                                  "< ?1 ORDER BY id LIMIT ?3");
  select.bind(1, before.count()).bind(2, after_id).bind(3, static_cast<std::int64_t>(limit));
  std::vector<std::string> ids;
  while (select.step()) ids.push_back(select.text(0));
  return ids;
}

void OnlineStore::remove(const std::string& id) {
  Transaction transaction(*db_);
  for (const char* sql : {"DELETE FROM online_events WHERE match_id = ?1",
                          "DELETE FROM online_damaged_events WHERE match_id = ?1",
                          "DELETE FROM online_matches WHERE id = ?1"}) {
    Statement remove = db_->prepare(sql);
    remove.bind(1, id);
    remove.step();
  }
  transaction.commit();
}

void OnlineStore::set_aside_events_after(const std::string& id, std::uint64_t last_good) {
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::system_clock::now().time_since_epoch());
  Transaction transaction(*db_);
  Statement copy = db_->prepare(
      "INSERT INTO online_damaged_events (match_id, seq, event, set_aside) "
      "SELECT match_id, seq, event, CAST(?3 AS BIGINT) FROM online_events WHERE match_id = ?1 AND seq > ?2");
  copy.bind(1, id).bind(2, static_cast<std::int64_t>(last_good)).bind(3, now.count());
  copy.step();
  Statement remove = db_->prepare("DELETE FROM online_events WHERE match_id = ?1 AND seq > ?2");
  remove.bind(1, id).bind(2, static_cast<std::int64_t>(last_good));
  remove.step();
  transaction.commit();
}

void OnlineStore::set_presence(const std::vector<std::pair<std::string, Presence>>& matches,
                               online::TimePoint at) {
  Transaction transaction(*db_);
  Statement remove = db_->prepare("DELETE FROM online_presence WHERE match_id = ?1 AND server = ?2");
  Statement upsert = db_->prepare(
      "INSERT INTO online_presence (match_id, server, host_seats, guest_seats, spectators, seen_at) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (match_id, server) DO UPDATE SET "
      "host_seats = excluded.host_seats, guest_seats = excluded.guest_seats, "
      "spectators = excluded.spectators, seen_at = excluded.seen_at");
  for (const auto& [id, here] : matches) {
    if (here == Presence{}) {
      remove.bind(1, id).bind(2, server_id_);
      remove.step();
      remove.reset();
    } else {
      upsert.bind(1, id)
          .bind(2, server_id_)
          .bind(3, here.host_seats)
          .bind(4, here.guest_seats)
          .bind(5, here.spectators)
          .bind(6, at.count());
      upsert.step();
      upsert.reset();
    }
  }
  notify(kMatchPresenceChannel, "");
  transaction.commit();
}

void OnlineStore::renew_presence(online::TimePoint at, online::TimePoint forget_before) {
  Statement renew = db_->prepare("UPDATE online_presence SET seen_at = ?2 WHERE server = ?1");
  renew.bind(1, server_id_).bind(2, at.count());
  renew.step();
  Statement forget = db_->prepare("DELETE FROM online_presence WHERE seen_at < ?1");
  forget.bind(1, forget_before.count());
  forget.step();
}

Presence OnlineStore::presence_elsewhere(const std::string& id, online::TimePoint fresh_since) {
  Statement select = db_->prepare(
      "SELECT coalesce(sum(host_seats), 0), coalesce(sum(guest_seats), 0), coalesce(sum(spectators), 0) "
      "FROM online_presence WHERE match_id = ?1 AND server <> ?2 AND seen_at >= ?3");
  select.bind(1, id).bind(2, server_id_).bind(3, fresh_since.count());
  select.step();
  return Presence{select.integer(0), select.integer(1), select.integer(2)};
}

std::map<std::string, Presence> OnlineStore::presence_elsewhere_of_reported(online::TimePoint fresh_since) {
  Statement select = db_->prepare(
      "SELECT match_id, sum(host_seats), sum(guest_seats), sum(spectators) FROM online_presence "
      "WHERE server <> ?1 AND seen_at >= ?2 "
      "AND match_id IN (SELECT match_id FROM online_presence WHERE server = ?1) GROUP BY match_id");
  select.bind(1, server_id_).bind(2, fresh_since.count());
  std::map<std::string, Presence> elsewhere;
  while (select.step())
    elsewhere[select.text(0)] = Presence{select.integer(1), select.integer(2), select.integer(3)};
  return elsewhere;
}

}  // namespace reversi::server
