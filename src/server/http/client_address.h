// Who a request comes from. Behind a reverse proxy the connection is the proxy's and the
// client is named in a header that each proxy appends to: Forwarded (RFC 7239, its `for=`)
// or X-Forwarded-For. A client can write those headers too, so they are believed only
// from the proxies the operator trusts (reversi serve --trusted-proxy), and only as far as
// the chain stays trusted: read from the right, the first hop that is not a trusted proxy
// is the client. A hop that is no address (`unknown`, an obfuscated name, garbage) ends
// the walk at the last trusted hop, never at a value further left that anyone could forge.
//
// Forwarded is read when a request has it, else X-Forwarded-For: a proxy that sets one of
// them must remove the other, or a client could write it in the proxy's name.
#pragma once

#include <boost/asio/ip/address.hpp>
#include <string_view>
#include <vector>

#include "server/ops/networks.h"

namespace reversi::server {

struct ForwardingHeaders {
  std::vector<std::string_view> forwarded{};        // each Forwarded field, in order
  std::vector<std::string_view> x_forwarded_for{};  // each X-Forwarded-For field, in order
};

// The client of a request that came over a connection from `peer`.
boost::asio::ip::address client_address(const boost::asio::ip::address& peer, const Networks& trusted_proxies,
                                        const ForwardingHeaders& headers);

}  // namespace reversi::server
