#include "server/api/api_response.h"

#include <exception>

#include "server/store/database.h"

namespace reversi::server {

std::optional<ApiError> bad_request(std::optional<std::string> refused) {
  if (!refused) return std::nullopt;
  return ApiError{kBadRequest, std::move(*refused)};
}

ApiResponse error_response(const ApiError& error) {
  nlohmann::json body = {{"error", error.message}};
  if (!error.game.is_null()) body["game"] = error.game;
  if (!error.reason.code.empty()) {
    nlohmann::json reason = {{"code", error.reason.code}};
    for (const auto& [name, value] : error.reason.facts) reason[name] = value;
    body["reason"] = std::move(reason);
  }
  return ApiResponse{error.status, std::move(body), error.retry_after_seconds};
}

std::optional<ApiResponse> server_error_of(const std::function<void()>& work) {
  try {
    work();
  } catch (const DatabaseError& error) {
    return ApiResponse{
        kServerError, {{"error", std::string("server error: ") + error.what()}}, 0, ErrorKind::Database};
  } catch (const std::exception& error) {
    return ApiResponse{kServerError, {{"error", std::string("server error: ") + error.what()}}};
  }
  return std::nullopt;
}

ApiResponse answer_or_server_error(const std::function<ApiResponse()>& work) {
  ApiResponse answer;
  if (std::optional<ApiResponse> failed = server_error_of([&] { answer = work(); }))
    return std::move(*failed);
  return answer;
}

}  // namespace reversi::server
