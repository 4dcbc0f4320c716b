#include "server/api/game_transfer.h"

#include "core/ggf.h"
#include "core/transcript_file.h"
#include "server/api/query_string.h"

namespace reversi::server {

namespace {

// A name is printable ASCII already (parse_query checks it); this keeps it short and
// without a path, since it only ever labels the messages.
constexpr std::size_t kMaxNameLength = 200;

}  // namespace

Result<Download> game_download(std::string_view id, const GameRecord& record, std::string_view query) {
  const Result<QueryParameters> parameters = parse_query(query);
  if (!parameters) return Error{parameters.error()};
  std::string format;
  for (const auto& [name, value] : parameters.value()) {
    if (name != "format") return Error{"query: unknown parameter '" + name + "' (format)"};
    format = value;
  }
  const std::string base = "reversi-" + std::string(id);
  if (format == "ggf") {
    return Download{"text/plain; charset=utf-8", base + ".ggf", write_ggf_game(record) + "\n"};
  }
  if (format != "transcript") {
    return Error{"'format': expected ggf or transcript, not '" + format + "'"};
  }
  const std::optional<std::string> line = transcript_line(record);
  if (!line) {
    return Error{
        "format=transcript: the game did not begin at the usual start, which a transcript cannot say; "
        "export it as GGF"};
  }
  if (line->empty()) return Error{"format=transcript: the game has no move yet; export it as GGF"};
  return Download{"text/plain; charset=utf-8", base + ".txt", *line + "\n"};
}

Result<ImportQuery> parse_import_query(std::string_view query) {
  const Result<QueryParameters> parameters = parse_query(query);
  if (!parameters) return Error{parameters.error()};
  ImportQuery parsed;
  for (const auto& [name, value] : parameters.value()) {
    if (name == "name") {
      if (value.empty() || value.size() > kMaxNameLength || value.find('/') != std::string::npos) {
        return Error{"'name': expected the file's name, 1 to " + std::to_string(kMaxNameLength) +
                     " characters without '/'"};
      }
      parsed.file = value;
    } else if (name == "skip_bad") {
      if (value != "0" && value != "1") return Error{"'skip_bad': expected 1 or 0, not '" + value + "'"};
      parsed.skip_bad = value == "1";
    } else {
      return Error{"query: unknown parameter '" + name + "' (name, skip_bad)"};
    }
  }
  return parsed;
}

}  // namespace reversi::server
