// A TCP port on 127.0.0.1 that nothing listens on now, for a server a test starts whose
// address must be known before it starts (another server is told it). The port is free
// when asked; nothing else on a test machine is likely to take it in the moment between.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

namespace reversi::testing {

inline unsigned short free_port() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return acceptor.local_endpoint().port();
}

}  // namespace reversi::testing
