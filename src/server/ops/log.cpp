#include "server/ops/log.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>

#include "core/notation.h"

namespace reversi::server {

namespace {

LogFormat format_in_use = LogFormat::Text;
std::mutex writing;

const char* level_name(LogLevel level) {
  switch (level) {
    case LogLevel::Info: return "info";
    case LogLevel::Warning: return "warning";
    case LogLevel::Error: return "error";
  }
  return "error";
}

// A text line stays one line: a database's message spans several (PostgreSQL's DETAIL),
// and a client's bytes (a match id, say) may hold a line break that would pass for a line
// of its own. Line breaks and tabs become a space; other control bytes show as \xNN.
std::string one_line(std::string_view text) {
  std::string joined;
  for (char c : text) {
    if (c == '\n' || c == '\r' || c == '\t') {
      if (!joined.empty() && joined.back() != ' ') joined += ' ';
    } else {
      joined += c;
    }
  }
  while (!joined.empty() && joined.back() == ' ') joined.pop_back();
  return printable(joined);
}

std::string text_line(std::string_view time, LogLevel level, std::string_view message,
                      const LogFields& fields) {
  std::string line = time.empty() ? "" : std::string(time) + " ";
  line += "reversi serve: ";
  if (level != LogLevel::Info) line += std::string(level_name(level)) + ": ";
  line += one_line(message);
  std::string about;
  auto add = [&](const std::string& part) {
    if (part.empty()) return;
    about += (about.empty() ? "" : ", ") + one_line(part);
  };
  add(fields.method.empty() ? fields.path : fields.method + " " + fields.path);
  add(fields.match.empty() ? "" : "match " + fields.match);
  add(fields.client.empty() ? "" : "client " + fields.client);
  add(fields.status == 0 ? "" : "status " + std::to_string(fields.status));
  add(fields.kind ? std::string("kind ") + fields.kind : "");
  if (!about.empty()) line += " (" + about + ")";
  return line;
}

std::string json_line(std::string_view time, LogLevel level, std::string_view message,
                      const LogFields& fields) {
  nlohmann::ordered_json line = {{"time", time}, {"level", level_name(level)}, {"message", message}};
  if (!fields.client.empty()) line["client"] = fields.client;
  if (!fields.method.empty()) line["method"] = fields.method;
  if (!fields.path.empty()) line["path"] = fields.path;
  if (!fields.match.empty()) line["match"] = fields.match;
  if (fields.status != 0) line["status"] = fields.status;
  if (fields.kind) line["kind"] = fields.kind;
  // A client's bytes need not be UTF-8: such bytes become U+FFFD, where dump() would throw.
  return line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string now_utc() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  const auto milliseconds =
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  const std::size_t length = std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
  std::snprintf(text + length, sizeof text - length, ".%03dZ", static_cast<int>(milliseconds));
  return text;
}

}  // namespace

void set_log_format(LogFormat format) { format_in_use = format; }

std::string log_line(LogFormat format, std::string_view time, LogLevel level, std::string_view message,
                     const LogFields& fields) {
  return format == LogFormat::Json ? json_line(time, level, message, fields)
                                   : text_line(time, level, message, fields);
}

void log(LogLevel level, std::string_view message, const LogFields& fields) {
  const std::string line = log_line(format_in_use, now_utc(), level, message, fields) + '\n';
  std::lock_guard lock(writing);
  std::cerr << line << std::flush;
}

}  // namespace reversi::server
