// What the server answers a request it will not serve: the limits on a request, the status
// for each way Beast's parser refuses one, and the short page a browser shows for an error.
#pragma once

#include <boost/beast/core/error.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace reversi::server {

// Bodies are small JSON objects; anything larger is a mistake or an attack.
constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// The request line and the header fields together, as browsers and nginx allow by default.
constexpr std::size_t kMaxHeaderBytes = 8 * 1024;

struct Refusal {
  unsigned status;
  std::string message;
};

// The answer to a request the parser stopped at `error`, or none where nobody waits for one
// (the client left or went quiet part way, or the socket failed). `request_line` is the
// request's first line as far as it came, when the parser had not taken it yet.
std::optional<Refusal> refusal_of(const boost::beast::error_code& error,
                                  std::optional<std::string_view> request_line);

// The request target in a request line (the second word), as far as `line` holds it.
std::string_view target_of(std::string_view line);

// Whether a person's browser reads the errors of `path` (the page's paths), rather than a
// program (the API, /healthz, /metrics and /ws).
bool is_page_path(std::string_view path);

// An error on a page path, for a person: the status and what it means in English and
// Japanese, and a link to the game. It quotes nothing the client sent.
std::string error_page(unsigned status);

}  // namespace reversi::server
