// The query of a request's target (`limit=20&before=...`, without the `?`) as names and
// values, percent-decoded, in their order. Only what the API's few GET parameters need:
// no repeated names, and every byte after decoding must be printable ASCII.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"

namespace reversi::server {

using QueryParameters = std::vector<std::pair<std::string, std::string>>;

// Errors name the parameter: "query: 'limit' is given twice", "query: 'before': bad
// percent-encoding".
Result<QueryParameters> parse_query(std::string_view query);

}  // namespace reversi::server
