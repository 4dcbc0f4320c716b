#include "server/match_event_listener.h"

#include <chrono>

#include "server/log.h"
#include "server/online_store.h"

namespace reversi::server {

MatchEventListener::MatchEventListener(boost::asio::io_context& io, const std::string& uri, Heard heard)
    : io_(io), db_(uri), heard_(std::move(heard)), retry_(io) {
  listen();
}

MatchEventListener::~MatchEventListener() {
  // The socket belongs to libpq, which closes it.
  if (socket_) socket_->release();
}

void MatchEventListener::listen() {
  db_.execute(std::string("LISTEN ") + kMatchEventsChannel);
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
    const std::string match = notification->extra;
    PQfreemem(notification);
    tell(match);
  }
  wait();
}

void MatchEventListener::tell(const std::string& match) {
  // The hub reads the new events from the database, which may fail too: this goes on
  // listening regardless, and the next event or reconnection catches up.
  try {
    heard_(match);
  } catch (const std::exception& error) {
    log(LogLevel::Error, std::string("could not read another server's events: ") + error.what());
  }
}

void MatchEventListener::reconnect() {
  PQreset(db_.handle());
  if (PQstatus(db_.handle()) == CONNECTION_OK) {
    try {
      listen();
      log(LogLevel::Info, "hearing other servers' events again");
      tell("");  // whatever came meanwhile
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
