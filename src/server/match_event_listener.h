// Several `reversi serve` instances on one PostgreSQL database: each hears, through
// PostgreSQL's LISTEN/NOTIFY, of the events another has stored (OnlineStore::append
// notifies kMatchEventsChannel with the match's id), so that the players and spectators
// connected to it hear them too (OnlineHub::stored_elsewhere). A connection of its own,
// waited on through Asio on the network thread. When it is lost, it connects again and
// says that every match may have been missed (an empty id): the hub then catches up by
// event number, so a missed notification loses nothing.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <functional>
#include <memory>
#include <string>

#include "server/postgresql.h"

namespace reversi::server {

class MatchEventListener {
 public:
  using Heard = std::function<void(const std::string& match_id)>;

  // Connects to `uri` and listens; throws DatabaseError when it cannot.
  MatchEventListener(boost::asio::io_context& io, const std::string& uri, Heard heard);
  ~MatchEventListener();
  MatchEventListener(const MatchEventListener&) = delete;
  MatchEventListener& operator=(const MatchEventListener&) = delete;

 private:
  void listen();  // LISTEN on the connection as it is, then wait for its socket
  void wait();
  void readable();
  void reconnect();                     // after a loss: again and again, a second apart, until it works
  void tell(const std::string& match);  // heard_, its failures logged

  boost::asio::io_context& io_;
  PostgresqlDatabase db_;
  Heard heard_;
  std::unique_ptr<boost::asio::posix::stream_descriptor> socket_;  // the connection's, not owned
  boost::asio::steady_timer retry_;
};

}  // namespace reversi::server
