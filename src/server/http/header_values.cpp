#include "server/http/header_values.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/text.h"

namespace reversi::server {

namespace {

// Whether a weight ("q=0.5") among `parameters` refuses the coding: q=0, 0.0, 0.000 do.
bool refuses(std::string_view parameters) {
  while (!parameters.empty()) {
    const std::string_view parameter = next_item(parameters, ';');
    if (parameter.size() < 2 || std::tolower(static_cast<unsigned char>(parameter[0])) != 'q' ||
        parameter[1] != '=') {
      continue;
    }
    std::string_view weight = without_whitespace(parameter.substr(2));
    if (weight.empty() || weight.front() != '0') return false;
    weight.remove_prefix(1);
    if (weight.empty()) return true;
    if (weight.front() != '.') return false;
    return weight.find_first_not_of('0', 1) == std::string_view::npos;
  }
  return false;
}

}  // namespace

std::string_view without_whitespace(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string_view next_item(std::string_view& list, char separator) {
  const std::size_t end = std::min(list.find(separator), list.size());
  const std::string_view item = without_whitespace(list.substr(0, end));
  list.remove_prefix(std::min(end + 1, list.size()));
  return item;
}

bool accepts_gzip(std::string_view accept_encoding) {
  std::optional<bool> gzip;
  std::optional<bool> any;
  while (!accept_encoding.empty()) {
    std::string_view entry = next_item(accept_encoding, ',');
    const std::string_view coding = next_item(entry, ';');
    const bool accepted = !refuses(entry);
    if (equals_ignoring_case(coding, "gzip") || equals_ignoring_case(coding, "x-gzip")) {
      gzip = accepted;
    } else if (coding == "*") {
      any = accepted;
    }
  }
  return gzip.value_or(any.value_or(false));
}

bool none_match(std::string_view if_none_match, std::string_view etag) {
  while (!if_none_match.empty()) {
    std::string_view tag = next_item(if_none_match, ',');
    if (tag == "*") return true;
    if (tag.starts_with("W/")) tag.remove_prefix(2);
    if (tag == etag) return true;
  }
  return false;
}

}  // namespace reversi::server
