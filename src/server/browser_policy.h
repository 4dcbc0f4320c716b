// What browsers may do with the server's pages: the Content-Security-Policy of the page.
#pragma once

#include <string>
#include <string_view>

namespace reversi::server {

// The page's policy: its scripts, styles and images come from this server only (no
// inline script or style), it talks to this server only (fetch and the WebSocket of
// online play at `host`, the request's Host header), and no other site may frame it.
std::string content_security_policy(std::string_view host);

}  // namespace reversi::server
