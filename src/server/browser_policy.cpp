#include "server/browser_policy.h"

#include <algorithm>
#include <cctype>

namespace reversi::server {

namespace {

// A host name or address, with or without a port: nothing that could end a source of
// the policy (a space, a semicolon).
bool is_host(std::string_view host) {
  return !host.empty() && std::all_of(host.begin(), host.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '[' ||
           c == ']';
  });
}

}  // namespace

std::string content_security_policy(std::string_view host) {
  // CSP level 3 lets 'self' cover ws: and wss: on the page's own host; browsers from
  // before it need them named.
  std::string connect = "connect-src 'self'";
  if (is_host(host)) {
    const std::string name(host);
    connect += " ws://" + name + " wss://" + name;
  }
  return "default-src 'self'; " + connect + "; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
}

}  // namespace reversi::server
