#include "server/api/query_string.h"

#include <algorithm>

namespace reversi::server {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// `+` is a space in a form-encoded query (what URLSearchParams writes).
Result<std::string> decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '+') {
      c = ' ';
    } else if (c == '%') {
      const bool complete = i + 2 < text.size();
      const int high = complete ? hex_value(text[i + 1]) : -1;
      const int low = complete ? hex_value(text[i + 2]) : -1;
      if (high < 0 || low < 0) return Error{"bad percent-encoding (% and two hex digits)"};
      c = static_cast<char>(high * 16 + low);
      i += 2;
    }
    if (c < ' ' || c > '~') return Error{"not printable ASCII"};
    out += c;
  }
  return out;
}

}  // namespace

Result<QueryParameters> parse_query(std::string_view query) {
  QueryParameters parameters;
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    if (pair.empty()) continue;  // "a=1&&b=2" and a trailing "&" are harmless
    const std::size_t equals = pair.find('=');
    const Result<std::string> name = decoded(pair.substr(0, equals));
    if (!name) return Error{"query: a parameter's name: " + name.error()};
    const Result<std::string> value =
        decoded(equals == std::string_view::npos ? std::string_view{} : pair.substr(equals + 1));
    if (!value) return Error{"query: '" + name.value() + "': " + value.error()};
    if (std::any_of(parameters.begin(), parameters.end(),
                    [&](const auto& parameter) { return parameter.first == name.value(); })) {
      return Error{"query: '" + name.value() + "' is given twice"};
    }
    parameters.emplace_back(name.value(), value.value());
  }
  return parameters;
}

}  // namespace reversi::server
