// The server's log, on standard error: one line for each thing an operator may need to
// know, among them every error the server answers or every connection it drops, with
// the request it belongs to. Two formats: text for a person reading a terminal
// ("2026-12-02T10:53:24.123Z reversi serve: ..."), JSON for a log collector (one object a line: time, level,
// message and the request's fields). Lines from different threads never interleave.
#pragma once

#include <string>
#include <string_view>

namespace reversi::server {

enum class LogFormat { Text, Json };
enum class LogLevel { Info, Warning, Error };

// The request a line is about; empty fields are left out.
struct LogFields {
  std::string client{};        // the client's address
  std::string method{};        // HTTP
  std::string path{};          // HTTP, without the query
  std::string match{};         // online play: the match's id
  unsigned status = 0;         // the HTTP status answered; 0: none
  const char* kind = nullptr;  // an error's kind, as /metrics counts it (error_kind_name)
};

// Chosen once at start-up, before any thread logs.
void set_log_format(LogFormat format);

void log(LogLevel level, std::string_view message, const LogFields& fields = {});

// The line log() writes, without its newline: for the tests. `time` is ISO 8601 UTC, left
// out of a text line when empty.
std::string log_line(LogFormat format, std::string_view time, LogLevel level, std::string_view message,
                     const LogFields& fields);

}  // namespace reversi::server
