#include "server/http/client_address.h"

#include <algorithm>
#include <optional>
#include <string>

#include "server/http/header_values.h"

namespace reversi::server {

namespace {

namespace ip = boost::asio::ip;

// One hop of the chain: its address, or nothing when it named none that can be believed.
using Hop = std::optional<ip::address>;

bool is_port(std::string_view digits) {
  return !digits.empty() && digits.size() <= 5 &&
         std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "192.0.2.1", "192.0.2.1:4711", "2001:db8::1", "[2001:db8::1]" or "[2001:db8::1]:4711".
Hop node_address(std::string_view node) {
  std::string_view host = node;
  if (node.starts_with('[')) {
    const std::size_t close = node.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    host = node.substr(1, close - 1);
    const std::string_view port = node.substr(close + 1);
    if (!port.empty() && !(port.starts_with(':') && is_port(port.substr(1)))) return std::nullopt;
  } else if (std::count(node.begin(), node.end(), ':') == 1) {  // IPv6 has two colons at least
    const std::size_t colon = node.find(':');
    if (!is_port(node.substr(colon + 1))) return std::nullopt;
    host = node.substr(0, colon);
  }
  // A zone (fe80::1%eth0) names an interface of the proxy's, not a client.
  if (host.find('%') != std::string_view::npos) return std::nullopt;
  boost::system::error_code ec;
  const ip::address address = ip::make_address(std::string(host), ec);
  if (ec) return std::nullopt;
  return address;
}

// `text` split at each `separator` outside a quoted string; nothing when a quote is left open.
std::optional<std::vector<std::string_view>> split_unquoted(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (quoted && text[at] == '\\') {
      ++at;
    } else if (text[at] == '"') {
      quoted = !quoted;
    } else if (text[at] == separator && !quoted) {
      parts.push_back(text.substr(start, at - start));
      start = at + 1;
    }
  }
  if (quoted) return std::nullopt;
  parts.push_back(text.substr(start));
  return parts;
}

// A parameter's value, a token or a quoted string (RFC 7230 3.2.6); nothing when malformed.
std::optional<std::string> unquoted(std::string_view value) {
  if (!value.starts_with('"')) {
    if (value.find_first_of("\"\\ \t") != std::string_view::npos) return std::nullopt;
    return std::string(value);
  }
  if (value.size() < 2 || !value.ends_with('"')) return std::nullopt;
  std::string text;
  for (std::size_t at = 1; at + 1 < value.size(); ++at) {
    if (value[at] == '\\') ++at;
    if (at + 1 >= value.size()) return std::nullopt;  // the closing quote escaped
    text += value[at];
  }
  return text;
}

// Parameter names are case-insensitive: for, For, FOR.
bool is_for(std::string_view name) {
  return name.size() == 3 && (name[0] | 0x20) == 'f' && (name[1] | 0x20) == 'o' && (name[2] | 0x20) == 'r';
}

// One element of Forwarded, "for=192.0.2.60;proto=https;by=203.0.113.43": its for= node.
Hop forwarded_element_hop(std::string_view element) {
  const std::optional<std::vector<std::string_view>> pairs = split_unquoted(element, ';');
  if (!pairs) return std::nullopt;
  Hop hop;
  bool named = false;
  for (const std::string_view pair : *pairs) {
    if (without_whitespace(pair).empty())
      continue;  // "for=192.0.2.60;" has an empty pair, which RFC 7239 allows
    const std::size_t equals = pair.find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    if (!is_for(without_whitespace(pair.substr(0, equals)))) continue;
    const std::optional<std::string> node = unquoted(without_whitespace(pair.substr(equals + 1)));
    if (named || !node) return std::nullopt;  // for= twice in one hop: which is it?
    named = true;
    hop = node_address(*node);
  }
  return hop;
}

void add_forwarded_hops(std::string_view field, std::vector<Hop>& hops) {
  const std::optional<std::vector<std::string_view>> elements = split_unquoted(field, ',');
  if (!elements) return hops.push_back(std::nullopt);
  for (const std::string_view element : *elements) {
    if (!without_whitespace(element).empty()) hops.push_back(forwarded_element_hop(element));
  }
}

void add_x_forwarded_for_hops(std::string_view field, std::vector<Hop>& hops) {
  for (std::string_view rest = field; !rest.empty();) {
    const std::string_view node = next_item(rest, ',');
    if (!node.empty()) hops.push_back(node_address(node));
  }
}

bool any_said(const std::vector<std::string_view>& fields) {
  return std::any_of(fields.begin(), fields.end(),
                     [](std::string_view field) { return !without_whitespace(field).empty(); });
}

}  // namespace

ip::address client_address(const ip::address& peer, const Networks& trusted_proxies,
                           const ForwardingHeaders& headers) {
  ip::address client = unmapped(peer);
  if (!trusted_proxies.contains(client)) return client;
  std::vector<Hop> hops;
  if (any_said(headers.forwarded)) {
    for (const std::string_view field : headers.forwarded) add_forwarded_hops(field, hops);
  } else {
    for (const std::string_view field : headers.x_forwarded_for) add_x_forwarded_for_hops(field, hops);
  }
  for (auto hop = hops.rbegin(); hop != hops.rend() && *hop; ++hop) {
    client = unmapped(**hop);
    if (!trusted_proxies.contains(client)) break;
  }
  return client;
}

}  // namespace reversi::server
