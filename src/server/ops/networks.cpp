#include "server/ops/networks.h"

#include <stdexcept>

namespace reversi::server {

namespace ip = boost::asio::ip;

namespace {

// "10.0.0.5" is the network 10.0.0.5/32.
std::string with_prefix(const std::string& entry, const ip::address& address) {
  if (entry.find('/') != std::string::npos) return entry;
  return entry + (address.is_v4() ? "/32" : "/128");
}

}  // namespace

std::string Networks::problem_with(const std::string& entry) {
  boost::system::error_code ec;
  const ip::address address = ip::make_address(entry.substr(0, entry.find('/')), ec);
  if (ec) return "'" + entry + "' is not an IP address or a network like 10.0.0.0/8";
  if (address.is_v4()) {
    ip::make_network_v4(with_prefix(entry, address), ec);
  } else {
    ip::make_network_v6(with_prefix(entry, address), ec);
  }
  if (ec)
    return "'" + entry + "': the prefix length is not a number from 0 to " + (address.is_v4() ? "32" : "128");
  return {};
}

void Networks::add(const std::string& entry) {
  if (const std::string problem = problem_with(entry); !problem.empty()) throw std::invalid_argument(problem);
  const ip::address address = ip::make_address(entry.substr(0, entry.find('/')));
  if (address.is_v4()) {
    v4_.push_back(ip::make_network_v4(with_prefix(entry, address)).canonical());
  } else {
    v6_.push_back(ip::make_network_v6(with_prefix(entry, address)).canonical());
  }
}

bool Networks::contains(const ip::address& address) const {
  const ip::address plain = unmapped(address);
  if (plain.is_v4()) {
    for (const ip::network_v4& network : v4_) {
      if (ip::network_v4(plain.to_v4(), network.prefix_length()).canonical() == network) return true;
    }
    return false;
  }
  for (const ip::network_v6& network : v6_) {
    if (ip::network_v6(plain.to_v6(), network.prefix_length()).canonical() == network) return true;
  }
  return false;
}

ip::address unmapped(const ip::address& address) {
  if (address.is_v6() && address.to_v6().is_v4_mapped()) {
    return ip::make_address_v4(ip::v4_mapped, address.to_v6());
  }
  return address;
}

}  // namespace reversi::server
