// What the JSON API answers: a status and a JSON body, or a file. A request that cannot
// be carried out is an ApiError, a value the parser and the handlers return: it is found
// before anything changes and answered with its status and reason.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>

#include "core/result.h"
#include "server/api/game_transfer.h"
#include "server/ops/metrics.h"

namespace reversi::server {

inline constexpr unsigned kOk = 200;
inline constexpr unsigned kCreated = 201;
inline constexpr unsigned kBadRequest = 400;
inline constexpr unsigned kNotFound = 404;
inline constexpr unsigned kMethodNotAllowed = 405;
inline constexpr unsigned kConflict = 409;
inline constexpr unsigned kPayloadTooLarge = 413;
inline constexpr unsigned kTooManyRequests = 429;
inline constexpr unsigned kServerError = 500;
inline constexpr unsigned kServiceUnavailable = 503;

struct ApiResponse {
  unsigned status = kOk;
  nlohmann::json body;
  unsigned retry_after_seconds = 0;                    // for 429 and 503: the Retry-After header; 0: none
  std::optional<ErrorKind> error_kind = std::nullopt;  // when not the status's (error_kind_of_status)
  std::optional<Download> download = std::nullopt;     // a file, sent instead of `body`
};

struct ApiError {
  unsigned status = kBadRequest;
  std::string message;
  nlohmann::json game = nullptr;  // for 409: the game as it is, so the page catches up
  unsigned retry_after_seconds = 0;
  Reason reason = {};  // what the page says in the player's language; the message in English
};

// A refusal (why a request may not be done, in English) as a 400; nothing for none.
std::optional<ApiError> bad_request(std::optional<std::string> refused);

// A value, or the error that stands in its place.
template <typename T>
using OrError = std::variant<T, ApiError>;

// {"error": MESSAGE}, with "game" for a conflict and "reason" ({"code": ..., facts}) where
// the error has one.
ApiResponse error_response(const ApiError& error);

// Runs `work`. A failure of the database, or any other exception (a bug), becomes the
// answer 500 with its message, rather than ending the connection.
std::optional<ApiResponse> server_error_of(const std::function<void()>& work);
// What `work` answers, or its server error.
ApiResponse answer_or_server_error(const std::function<ApiResponse()>& work);

}  // namespace reversi::server
