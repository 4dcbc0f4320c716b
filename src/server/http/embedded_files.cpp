#include "server/http/embedded_files.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <utility>

namespace reversi::server {

const EmbeddedFile* find_embedded_file(std::string_view path) {
  const std::vector<EmbeddedFile>& files = embedded_files();
  const auto found =
      std::find_if(files.begin(), files.end(), [&](const EmbeddedFile& f) { return f.path == path; });
  return found == files.end() ? nullptr : &*found;
}

std::string_view content_type_of(std::string_view path) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 10> types = {{
      {".html", "text/html; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".json", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".wasm", "application/wasm"},
  }};
  for (const auto& [extension, type] : types) {
    if (path.ends_with(extension)) return type;
  }
  return "application/octet-stream";
}

namespace {

std::string_view trimmed(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// Whether a weight ("q=0.5") refuses the coding: q=0, 0.0, 0.000 do.
bool refuses(std::string_view parameters) {
  while (!parameters.empty()) {
    const std::size_t end = std::min(parameters.find(';'), parameters.size());
    const std::string_view parameter = trimmed(parameters.substr(0, end));
    parameters.remove_prefix(std::min(end + 1, parameters.size()));
    if (parameter.size() < 2 || std::tolower(static_cast<unsigned char>(parameter[0])) != 'q' ||
        parameter[1] != '=') {
      continue;
    }
    std::string_view weight = trimmed(parameter.substr(2));
    if (weight.empty() || weight.front() != '0') return false;
    weight.remove_prefix(1);
    if (weight.empty()) return true;
    if (weight.front() != '.') return false;
    return weight.find_first_not_of('0', 1) == std::string_view::npos;
  }
  return false;
}

}  // namespace

bool accepts_gzip(std::string_view accept_encoding) {
  std::optional<bool> gzip;
  std::optional<bool> any;
  while (!accept_encoding.empty()) {
    const std::size_t end = std::min(accept_encoding.find(','), accept_encoding.size());
    const std::string_view entry = accept_encoding.substr(0, end);
    accept_encoding.remove_prefix(std::min(end + 1, accept_encoding.size()));
    const std::size_t semicolon = std::min(entry.find(';'), entry.size());
    const std::string_view coding = trimmed(entry.substr(0, semicolon));
    const bool accepted = !refuses(entry.substr(semicolon));
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
    const std::size_t end = std::min(if_none_match.find(','), if_none_match.size());
    std::string_view tag = trimmed(if_none_match.substr(0, end));
    if_none_match.remove_prefix(std::min(end + 1, if_none_match.size()));
    if (tag == "*") return true;
    if (tag.starts_with("W/")) tag.remove_prefix(2);
    if (tag == etag) return true;
  }
  return false;
}

}  // namespace reversi::server
