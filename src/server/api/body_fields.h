// The fields of a request's JSON body, read one at a time and checked as they are read.
// The first field that is not what it should be is remembered as the request's error
// (naming the field), so a parser reads on and asks once at the end whether it failed.
// A field it never read is a mistake too (a misspelt "colour" would otherwise be ignored).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "server/api/api_response.h"

namespace reversi::server {

class BodyFields {
 public:
  explicit BodyFields(nlohmann::json object) : object_(std::move(object)) {}

  // A request's body: empty (no fields) or a JSON object.
  static OrError<BodyFields> parse(std::string_view body);

  // Absent or null fields are nothing (false for a flag).
  std::optional<std::string> text(const char* field);
  std::optional<std::size_t> count(const char* field);  // a whole number from 0
  std::optional<int> integer(const char* field, int lowest, int highest);
  bool flag(const char* field);
  // An object; `expected` says what the field takes when it is something else.
  const nlohmann::json* object(const char* field, const char* expected);
  // An array, or nullptr for anything else: the caller says what it expected.
  const nlohmann::json* array(const char* field) const;

  void fail(std::string message, Reason reason = {});  // only the first failure is kept
  // Whether a field was wrong or, once all are read, one is there that was never read.
  bool failed();
  ApiError error() const { return {kBadRequest, failure_.value_or(""), nullptr, 0, reason_}; }

 private:
  // The field's value, or nullptr when it is absent or null.
  const nlohmann::json* find(const char* field) const;

  nlohmann::json object_;
  std::optional<std::string> failure_;
  Reason reason_;
  mutable std::set<std::string, std::less<>> read_;
};

}  // namespace reversi::server
