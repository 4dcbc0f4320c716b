// A request to the JSON API as the HTTP server hands it over, apart from HTTP: the
// client's key, a method, a path (under /api/, or /healthz), its query, a body and
// the browser's token (the Reversi-Player header). The views borrow the request's bytes
// for as long as the API handles it.
#pragma once

#include <string>
#include <string_view>

namespace reversi::server {

struct ApiRequest {
  std::string client;           // what its client's limits count under (ops/client_key.h)
  std::string_view method;      // "GET", "POST", ...
  std::string_view path;        // without the query
  std::string_view query = {};  // after the '?', without it
  std::string_view body = {};
  std::string_view player = {};  // the Reversi-Player header; empty when absent
};

}  // namespace reversi::server
