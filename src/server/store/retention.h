// `reversi serve --keep-days N`: removes the games that nobody has touched for N days, so
// that the database does not grow without bound. A local game goes once its last change
// (a move, an undo, the cursor) is older than that; an online match once its last event
// (its creation, when it has none) is, unless someone is connected to it now. A finished
// game thus stays N days after its end, and an unfinished one left alone that long counts
// as abandoned and goes too.
//
// Runs on the network thread: at start, then every `interval`; a sweep removes a batch at
// a time, each its own short transaction, with other work let in between batches. It
// opens the database on connections of its own.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstddef>
#include <functional>
#include <string>

#include "server/store/game_store.h"
#include "server/store/online_store.h"

namespace reversi::server {

struct RetentionOptions {
  int keep_days = 0;  // from 1
  std::chrono::milliseconds interval = std::chrono::hours(1);
  std::size_t batch = 100;  // games or matches removed between two chances for other work
  std::function<std::chrono::system_clock::time_point()> now = [] {
    return std::chrono::system_clock::now();
  };
};

class Retention {
 public:
  // `in_use(match)`: someone is connected to that online match now (the hub knows).
  using InUse = std::function<bool(const std::string& match)>;

  Retention(boost::asio::io_context& io, const DatabaseLocation& database, InUse in_use,
            RetentionOptions options);

  void start();  // the first sweep now, the next ones every interval
  void stop();   // for a shutdown: no more sweeps, nor batches of this one

 private:
  void sweep();  // one batch of each kind; goes on later until a batch comes short
  void sweep_done();

  boost::asio::io_context& io_;
  GameStore games_;
  OnlineStore matches_;
  InUse in_use_;
  RetentionOptions options_;
  boost::asio::steady_timer next_sweep_;
  bool stopped_ = false;
  std::string after_match_;  // the sweep has gone through matches up to this id
  std::size_t removed_games_ = 0;
  std::size_t removed_matches_ = 0;
};

}  // namespace reversi::server
