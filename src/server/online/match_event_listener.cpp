#include "server/online/match_event_listener.h"

#include <chrono>

#include "server/ops/log.h"
#include "server/store/online_store.h"

namespace reversi::server {

MatchEventListener::MatchEventListener(boost::asio::io_context& io, const std::string& uri, OnlineHub& hub)
    : io_(io), db_(uri), hub_(hub), retry_(io) {
  listen();
}

MatchEventListener::~MatchEventListener() {
  // The socket belongs to libpq, which closes it.
  if (socket_) socket_->release();
}

void MatchEventListener::listen() {
  db_.execute(std::string("LISTEN ") + kMatchEventsChannel);
  db_.execute(std::string("LISTEN ") + kMatchPresenceChannel);
  if (socket_) socket_->release();
  socket_ = std::make_unique<boost::asio::posix::stream_descriptor>(io_, PQsocket(db_.handle()));
  wait();
}

void MatchEventListener::wait() {
  socket_->async_wait(boost::asio::posix::stream_descriptor::wait_read,
                      [this](const boost::system::error_code& ec) {
                        if (ec == boost::asio::error::operation_aborted) return;
                        readable();
                      });
}

void MatchEventListener::readable() {
  if (!PQconsumeInput(db_.handle())) {
    log(LogLevel::Error,
        std::string("lost the connection that hears other servers' events: ") + PQerrorMessage(db_.handle()));
    socket_->release();
    socket_.reset();
    return reconnect();
  }
  while (PGnotify* notification = PQnotifies(db_.handle())) {
    const std::string channel = notification->relname;
    const std::string payload = notification->extra;  // "SERVER MATCH"
    PQfreemem(notification);
    const std::size_t space = payload.find(' ');
    if (space == std::string::npos || payload.compare(0, space, hub_.server_id()) == 0) continue;
    tell(channel, payload.substr(space + 1));
  }
  wait();
}

void MatchEventListener::tell(const std::string& channel, const std::string& match) {
  // The hub reads what changed from the database, which may fail too: this goes on
  // listening regardless, and the next notification or reconnection catches up.
  try {
    if (channel == kMatchPresenceChannel) {
      hub_.present_elsewhere();
    } else {
      hub_.stored_elsewhere(match);
    }
  } catch (const std::exception& error) {
    log(LogLevel::Error, std::string("could not read what another server stored: ") + error.what());
  }
}

void MatchEventListener::reconnect() {
  PQreset(db_.handle());
  if (PQstatus(db_.handle()) == CONNECTION_OK) {
    try {
      listen();
      log(LogLevel::Info, "hearing other servers' events again");
      tell(kMatchEventsChannel, "");  // whatever came meanwhile
      tell(kMatchPresenceChannel, "");
      return;
    } catch (const DatabaseError& error) {
      log(LogLevel::Error, error.what());
    }
  }
  retry_.expires_after(std::chrono::seconds(1));
  retry_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) reconnect();
  });
}

}  // namespace reversi::server
