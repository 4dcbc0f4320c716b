// Reading header field values as RFC 9110 writes them: lists of items separated by commas
// (or parameters by semicolons), with optional spaces and tabs around each.
#pragma once

#include <string_view>

namespace reversi::server {

// `text` without the spaces and tabs around it.
std::string_view without_whitespace(std::string_view text);

// The text before the next `separator` (all of it when there is none), without the
// whitespace around it; drops it and the separator from `list`.
std::string_view next_item(std::string_view& list, char separator);

// Whether an Accept-Encoding header's value takes gzip (not refused by q=0).
bool accepts_gzip(std::string_view accept_encoding);

// Whether an If-None-Match header's value names `etag` (quoted, as sent), weakly compared,
// or is "*": the browser's copy is current.
bool none_match(std::string_view if_none_match, std::string_view etag);

}  // namespace reversi::server
