// The key that every per-client limit counts under (new games, imports, connections, the
// engine queue's share and rounds): an IPv4 client's address, and an IPv6 client's /64,
// since one subscriber is usually given a whole /64 and could otherwise take a limit's
// share once for each of its addresses. An IPv4 client seen as ::ffff:a.b.c.d is IPv4.
#pragma once

#include <boost/asio/ip/address.hpp>
#include <string>

namespace reversi::server {

// "192.0.2.7"; "2001:db8:1:2::/64" for every address from 2001:db8:1:2::/64.
std::string client_key(const boost::asio::ip::address& client);

}  // namespace reversi::server
