// A request to the JSON API as the HTTP server hands it over, apart from HTTP: the
// client's key, a method, a path (under /api/, or /healthz), its query, a body and
// the browser's token (the Reversi-Player header), and whether its client is still there.
// The views borrow the request's bytes for as long as the API handles it.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "server/search/client_presence.h"

namespace reversi::server {

struct ApiRequest {
  std::string client;           // what its client's limits count under (ops/client_key.h)
  std::string_view method;      // "GET", "POST", ...
  std::string_view path;        // without the query
  std::string_view query = {};  // after the '?', without it
  std::string_view body = {};
  std::string_view player = {};  // the Reversi-Player header; empty when absent
  // Marked gone when the client leaves before the answer; none: it stays (no connection).
  std::shared_ptr<const ClientPresence> presence = {};
};

}  // namespace reversi::server
