#include "server/store/retention.h"

#include <boost/asio/post.hpp>
#include <string>

#include "server/ops/log.h"

namespace reversi::server {

Retention::Retention(boost::asio::io_context& io, const DatabaseLocation& database, InUse in_use,
                     RetentionOptions options)
    : io_(io),
      games_(database),
      matches_(database),
      in_use_(std::move(in_use)),
      options_(std::move(options)),
      next_sweep_(io) {}

void Retention::start() {
  boost::asio::post(io_, [this] { sweep(); });
}

void Retention::stop() {
  stopped_ = true;
  next_sweep_.cancel();
}

void Retention::sweep() {
  if (stopped_) return;
  const auto cutoff = options_.now() - std::chrono::days(options_.keep_days);
  const auto cutoff_since_epoch = cutoff.time_since_epoch();
  try {
    const std::size_t games = games_.remove_unchanged_since(
        std::chrono::duration_cast<std::chrono::seconds>(cutoff_since_epoch).count(), options_.batch);
    removed_games_ += games;
    const std::vector<std::string> matches = matches_.inactive_since(
        std::chrono::duration_cast<online::TimePoint>(cutoff_since_epoch), after_match_, options_.batch);
    for (const std::string& id : matches) {
      after_match_ = id;
      if (in_use_(id)) continue;
      matches_.remove(id);
      ++removed_matches_;
    }
    if (games == options_.batch || matches.size() == options_.batch) {
      boost::asio::post(io_, [this] { sweep(); });
      return;
    }
  } catch (const std::exception& error) {
    // The database is busy or failing: the next sweep tries again.
    log(LogLevel::Error, std::string("removing old games failed: ") + error.what());
  }
  sweep_done();
}

void Retention::sweep_done() {
  if (removed_games_ > 0 || removed_matches_ > 0) {
    log(LogLevel::Info, "removed " + std::to_string(removed_games_) + " local games and " +
                            std::to_string(removed_matches_) + " online matches untouched for " +
                            std::to_string(options_.keep_days) + " days");
  }
  removed_games_ = removed_matches_ = 0;
  after_match_.clear();
  next_sweep_.expires_after(options_.interval);
  next_sweep_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) sweep();
  });
}

}  // namespace reversi::server
