// Who may read GET /metrics. The numbers tell an outsider how busy the server is and how
// it fails, which is the operator's business: by default only a client on the same
// machine (loopback) may read them, and `reversi serve --metrics-allow` adds addresses
// or networks (a Prometheus on another host). Everyone else gets 403.
//
// The client is the one a trusted proxy names (--trusted-proxy): behind any other reverse
// proxy on the same machine every request comes from loopback, so that proxy must not
// pass /metrics on (docs/api.md shows how).
#pragma once

#include <boost/asio/ip/address.hpp>
#include <string>

#include "server/ops/networks.h"

namespace reversi::server {

class MetricsAccess {
 public:
  // What is wrong with `entry` as an address (10.0.0.5, ::1) or a network (10.0.0.0/8,
  // fd00::/8); empty when it is one of them.
  static std::string problem_with(const std::string& entry) { return Networks::problem_with(entry); }
  // `entry` must be one that problem_with() finds nothing wrong with.
  void allow(const std::string& entry) { allowed_.add(entry); }
  bool allows(const boost::asio::ip::address& client) const;

 private:
  Networks allowed_;
};

}  // namespace reversi::server
