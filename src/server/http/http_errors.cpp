#include "server/http/http_errors.h"

#include <boost/beast/http/error.hpp>
#include <boost/beast/http/status.hpp>
#include <cctype>

namespace reversi::server {

namespace {

namespace http = boost::beast::http;

std::string kib(std::size_t bytes) { return std::to_string(bytes / 1024) + " KiB"; }

// "HTTP/2.0": a version well formed, of a major version other than 1.
bool is_other_major_version(std::string_view version) {
  const auto digit = [&](std::size_t at) { return std::isdigit(static_cast<unsigned char>(version[at])); };
  return version.size() == 8 && version.starts_with("HTTP/") && digit(5) && version[6] == '.' && digit(7) &&
         version[5] != '1';
}

struct Explanation {
  const char* english;
  const char* japanese;
};

Explanation explanation_of(unsigned status) {
  switch (status) {
    case 404: return {"There is no such page.", "このページは見つかりません。"};
    case 405: return {"Only GET and HEAD are allowed on pages.", "ページに使えるのは GET と HEAD だけです。"};
    case 413: return {"The request is too large.", "リクエストが大きすぎます。"};
    case 414: return {"The address (URL) is too long.", "アドレス（URL）が長すぎます。"};
    case 429:
      return {"Too many connections from your IP address; try again in a few seconds.",
              "この IP アドレスからの接続が多すぎます。数秒後にもう一度お試しください。"};
    case 431: return {"The request's header is too large.", "リクエストのヘッダーが大きすぎます。"};
    case 505:
      return {"This server speaks HTTP/1.0 and HTTP/1.1 only.",
              "このサーバーは HTTP/1.0 と HTTP/1.1 のみ対応しています。"};
    default: return {"The request is malformed.", "リクエストの形式が正しくありません。"};
  }
}

}  // namespace

std::optional<Refusal> refusal_of(const boost::beast::error_code& error,
                                  std::optional<std::string_view> request_line) {
  if (error.category() != make_error_code(http::error::end_of_stream).category() ||
      error == http::error::end_of_stream || error == http::error::partial_message) {
    return std::nullopt;
  }
  if (error == http::error::body_limit) return Refusal{413, "body: larger than " + kib(kMaxBodyBytes)};
  if (error == http::error::header_limit) {
    // The parser takes the request line whole or not at all: not taken, it is the line
    // (in practice its target) that is too long.
    if (request_line) return Refusal{414, "request line: longer than " + kib(kMaxHeaderBytes)};
    return Refusal{431, "header: larger than " + kib(kMaxHeaderBytes)};
  }
  // RFC 9110 15.6.6: 505 is for a major version the server does not speak (HTTP/2.0, the
  // start of HTTP/2's preface); a version that is no version is malformed.
  if (error == http::error::bad_version && request_line &&
      is_other_major_version(request_line->substr(request_line->rfind(' ') + 1))) {
    return Refusal{505, "HTTP version: only HTTP/1.0 and HTTP/1.1 are spoken here"};
  }
  if (error == http::error::bad_content_length || error == http::error::bad_transfer_encoding) {
    return Refusal{400, "Content-Length: not a length, two that differ, or beside Transfer-Encoding"};
  }
  return Refusal{400, "malformed request: " + error.message()};
}

std::string_view target_of(std::string_view line) {
  const std::size_t start = line.find(' ');
  if (start == std::string_view::npos) return {};
  const std::string_view rest = line.substr(start + 1);
  return rest.substr(0, rest.find(' '));
}

bool is_page_path(std::string_view path) {
  return !(path == "/api" || path.starts_with("/api/") || path == "/healthz" || path == "/metrics" ||
           path == "/ws");
}

std::string error_page(unsigned status) {
  const auto reason = http::obsolete_reason(static_cast<http::status>(status));
  const std::string title = std::to_string(status) + " " + std::string(reason.data(), reason.size());
  const Explanation explanation = explanation_of(status);
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
         title + "</title>\n<h1>" + title + "</h1>\n<p>" + explanation.english + "</p>\n<p lang=\"ja\">" +
         explanation.japanese +
         "</p>\n<p><a href=\"/\">Reversi</a> · <a href=\"/\" lang=\"ja\">リバーシ</a></p>\n";
}

}  // namespace reversi::server
