// IP networks that the operator names on the command line (--metrics-allow,
// --trusted-proxy): each an address (10.0.0.5, ::1) or a network (10.0.0.0/8, fd00::/8).
#pragma once

#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/network_v4.hpp>
#include <boost/asio/ip/network_v6.hpp>
#include <string>
#include <vector>

namespace reversi::server {

class Networks {
 public:
  // What is wrong with `entry` as an address or a network, naming it; empty when nothing.
  static std::string problem_with(const std::string& entry);
  // `entry` must be one that problem_with() finds nothing wrong with.
  void add(const std::string& entry);
  bool contains(const boost::asio::ip::address& address) const;
  bool empty() const { return v4_.empty() && v6_.empty(); }

 private:
  std::vector<boost::asio::ip::network_v4> v4_;
  std::vector<boost::asio::ip::network_v6> v6_;
};

// An IPv4 address as such, also where a server listening on :: sees it as ::ffff:a.b.c.d.
boost::asio::ip::address unmapped(const boost::asio::ip::address& address);

}  // namespace reversi::server
