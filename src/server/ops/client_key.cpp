#include "server/ops/client_key.h"

#include <boost/asio/ip/network_v6.hpp>

#include "server/ops/networks.h"

namespace reversi::server {

namespace {

constexpr unsigned short kSubscriberPrefix = 64;

}  // namespace

std::string client_key(const boost::asio::ip::address& client) {
  const boost::asio::ip::address plain = unmapped(client);
  if (plain.is_v4()) return plain.to_string();
  return boost::asio::ip::network_v6(plain.to_v6(), kSubscriberPrefix).canonical().to_string();
}

}  // namespace reversi::server
