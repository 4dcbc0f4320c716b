#include "server/store/stored_reasons.h"

#include <charconv>
#include <nlohmann/json.hpp>

#include "json/move_reason_json.h"

namespace reversi::server {

std::string stored_reasons_text(const MoveReasons& reasons) {
  nlohmann::json json = nlohmann::json::object();
  for (const auto& [ply, reason] : reasons) json[std::to_string(ply)] = json::move_reason_json(reason);
  return json.dump();
}

std::optional<std::size_t> ply_of_key(std::string_view key) {
  std::size_t ply = 0;
  const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), ply);
  if (error != std::errc{} || end != key.data() + key.size()) return std::nullopt;
  return ply;
}

MoveReasons parse_stored_reasons(std::string_view text) {
  MoveReasons reasons;
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_object()) return reasons;
  for (const auto& [key, value] : json.items()) {
    const std::optional<std::size_t> ply = ply_of_key(key);
    Result<MoveReason> reason = json::parse_move_reason(value);
    if (ply && reason) reasons[*ply] = std::move(reason).value();
  }
  return reasons;
}

}  // namespace reversi::server
