#include "server/api/body_fields.h"

#include "core/notation.h"

namespace reversi::server {

OrError<BodyFields> BodyFields::parse(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return BodyFields(nlohmann::json::object());
  nlohmann::json json = nlohmann::json::parse(body, nullptr, false);
  if (json.is_discarded()) return ApiError{kBadRequest, "body: not valid JSON"};
  if (!json.is_object()) return ApiError{kBadRequest, "body: expected a JSON object"};
  return BodyFields(std::move(json));
}

const nlohmann::json* BodyFields::find(const char* field) const {
  read_.emplace(field);
  const auto found = object_.find(field);
  if (found == object_.end() || found->is_null()) return nullptr;
  return &*found;
}

bool BodyFields::failed() {
  if (failure_) return true;
  for (const auto& [name, value] : object_.items()) {
    if (read_.contains(name)) continue;
    std::string known;
    for (const std::string& field : read_) known.append(known.empty() ? "" : ", ").append(field);
    const std::string field = printable(name);
    std::string message = "'";
    message.append(field)
        .append("': not a field of this request (it reads ")
        .append(known.empty() ? "none" : known);
    fail(message + ")", {"unknown_field", {{"field", field}, {"known", known}}});
    return true;
  }
  return false;
}

void BodyFields::fail(std::string message, Reason reason) {
  if (failure_) return;
  failure_ = std::move(message);
  reason_ = std::move(reason);
}

std::optional<std::string> BodyFields::text(const char* field) {
  const nlohmann::json* value = find(field);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    fail(std::string("'") + field + "': expected a string");
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<std::size_t> BodyFields::count(const char* field) {
  const nlohmann::json* value = find(field);
  if (!value) return std::nullopt;
  if (!value->is_number_unsigned()) {
    fail(std::string("'") + field + "': expected a whole number from 0");
    return std::nullopt;
  }
  return value->get<std::size_t>();
}

std::optional<int> BodyFields::integer(const char* field, int lowest, int highest) {
  const nlohmann::json* value = find(field);
  if (!value) return std::nullopt;
  if (!value->is_number_integer() || value->get<std::int64_t>() < lowest ||
      value->get<std::int64_t>() > highest) {
    fail(std::string("'") + field + "': expected a whole number from " + std::to_string(lowest) + " to " +
         std::to_string(highest));
    return std::nullopt;
  }
  return static_cast<int>(value->get<std::int64_t>());
}

bool BodyFields::flag(const char* field) {
  const nlohmann::json* value = find(field);
  if (!value) return false;
  if (!value->is_boolean()) {
    fail(std::string("'") + field + "': expected true or false");
    return false;
  }
  return value->get<bool>();
}

const nlohmann::json* BodyFields::object(const char* field, const char* expected) {
  const nlohmann::json* value = find(field);
  if (!value) return nullptr;
  if (!value->is_object()) {
    fail(std::string("'") + field + "': " + expected);
    return nullptr;
  }
  return value;
}

const nlohmann::json* BodyFields::array(const char* field) const {
  const nlohmann::json* value = find(field);
  return value && value->is_array() ? value : nullptr;
}

}  // namespace reversi::server
