// Several `reversi serve` instances on one PostgreSQL database: each hears, through
// PostgreSQL's LISTEN/NOTIFY, of the events another has stored (OnlineStore::append
// notifies kMatchEventsChannel) and of who connected to or left a match there
// (set_presence, kMatchPresenceChannel), so that the players and spectators connected to
// this one hear of them too (OnlineHub::stored_elsewhere, present_elsewhere). Its own
// server's notifications are let pass. A connection of its own, waited on through Asio on
// the network thread. When it is lost, it connects again and says that every match may
// have been missed (an empty id): the hub then catches up by event number, so a missed
// notification loses nothing.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <memory>
#include <string>

#include "server/online/online_hub.h"
#include "server/store/postgresql.h"

namespace reversi::server {

class MatchEventListener {
 public:
  // Connects to `uri` and listens for `hub` (its store's server_id() names the notifications
  // to let pass); throws DatabaseError when it cannot.
  MatchEventListener(boost::asio::io_context& io, const std::string& uri, OnlineHub& hub);
  ~MatchEventListener();
  MatchEventListener(const MatchEventListener&) = delete;
  MatchEventListener& operator=(const MatchEventListener&) = delete;

 private:
  void listen();  // LISTEN on the connection as it is, then wait for its socket
  void wait();
  void readable();
  void reconnect();  // after a loss: again and again, a second apart, until it works
  // Tells the hub of a notification on `channel` about `match`; its failures logged.
  void tell(const std::string& channel, const std::string& match);

  boost::asio::io_context& io_;
  PostgresqlDatabase db_;
  OnlineHub& hub_;
  std::unique_ptr<boost::asio::posix::stream_descriptor> socket_;  // the connection's, not owned
  boost::asio::steady_timer retry_;
};

}  // namespace reversi::server
