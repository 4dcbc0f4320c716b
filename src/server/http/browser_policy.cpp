#include "server/http/browser_policy.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace reversi::server {

namespace {

// A host name or address, with or without a port: nothing that could end a source of
// the policy (a space, a semicolon) or add a path to an origin.
bool is_host(std::string_view host) {
  return !host.empty() && std::all_of(host.begin(), host.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '[' ||
           c == ']';
  });
}

// "https://example.org:8080" -> "example.org:8080"; empty for any other scheme.
std::string_view host_of_origin(std::string_view origin) {
  for (const std::string_view scheme : {"http://", "https://"}) {
    if (origin.size() > scheme.size() && equals_ignoring_case(origin.substr(0, scheme.size()), scheme)) {
      return origin.substr(scheme.size());
    }
  }
  return {};
}

}  // namespace

std::string content_security_policy(std::string_view host, const std::vector<std::string>& instances) {
  // CSP level 3 lets 'self' cover ws: and wss: on the page's own host; browsers from
  // before it need them named.
  std::string connect = "connect-src 'self'";
  if (is_host(host)) {
    const std::string name(host);
    connect += " ws://" + name + " wss://" + name;
  }
  for (const std::string& instance : instances) {
    if (!is_origin(instance)) continue;
    connect += ' ';
    connect += websocket_address(instance);
  }
  // 'wasm-unsafe-eval' lets the page's worker compile the engine module, and nothing else.
  return "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " + connect +
         "; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
}

bool is_allowed_origin(std::string_view origin, std::string_view host,
                       const std::vector<std::string>& extra_origins) {
  const std::string_view origin_host = host_of_origin(origin);
  if (!origin_host.empty() && equals_ignoring_case(origin_host, host)) return true;
  return std::any_of(extra_origins.begin(), extra_origins.end(),
                     [&](const std::string& extra) { return equals_ignoring_case(origin, extra); });
}

bool is_origin(std::string_view text) { return is_host(host_of_origin(text)); }

std::string websocket_address(std::string_view origin) {
  std::string address = equals_ignoring_case(origin.substr(0, 6), "https:") ? "wss://" : "ws://";
  address += host_of_origin(origin);
  address += "/ws";
  return address;
}

}  // namespace reversi::server
