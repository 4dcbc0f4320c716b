// What browsers may do with the server's pages and WebSocket: the Content-Security-Policy
// of the page and the origins whose pages may open a WebSocket.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace reversi::server {

// The page's policy: its scripts, styles and images come from this server only (no
// inline script or style), it talks to this server (fetch and the WebSocket of online play
// at `host`, the request's Host header) and to the WebSockets of `instances` only (the
// origins of the other servers on the same database, reversi serve --instance, where an
// online game goes on when this one is gone), and no other site may frame it.
std::string content_security_policy(std::string_view host, const std::vector<std::string>& instances = {});

// Whether a WebSocket handshake that says `origin` (its Origin header) may go on: a page
// of this server (the origin names `host`, the request's Host header, over http or https)
// or one of `extra_origins` (reversi serve --allow-origin, for a proxy's public name).
// Without the check, any site a visitor opens could play and watch on this server in the
// visitor's name, reaching it even where only the visitor's network can.
bool is_allowed_origin(std::string_view origin, std::string_view host,
                       const std::vector<std::string>& extra_origins);

// Whether `text` is an origin as browsers send it: http:// or https://, a host, an
// optional :port, and nothing after it (no path, not even a slash).
bool is_origin(std::string_view text);

// The address of the WebSocket of online play on the server of `origin`:
// "https://example.org" -> "wss://example.org/ws".
std::string websocket_address(std::string_view origin);

}  // namespace reversi::server
