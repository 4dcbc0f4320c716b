// Errors as values: a `Result<T>` holds either a T or a message that says what is wrong
// and where. Parsers and game actions return one instead of throwing or crashing.
// Where a player may read the error, it also carries its reason as facts, so that the page
// or the terminal says it in the player's language rather than in the English message.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace reversi {

// What went wrong, as a code and its facts: {"not_legal", {{"move", "11"}, {"square", "a1"},
// {"legal", "b2 c3"}}}. An empty code: the message is all there is.
struct Reason {
  std::string code;
  std::vector<std::pair<std::string, std::string>> facts;
};

struct Error {
  std::string message;  // in English
  Reason reason = {};
};

template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}      // NOLINT(google-explicit-constructor)
  Result(Error error) : state_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return std::holds_alternative<T>(state_); }
  explicit operator bool() const { return ok(); }

  const T& value() const& {
    assert(ok());
    return std::get<T>(state_);
  }
  T&& value() && {
    assert(ok());
    return std::get<T>(std::move(state_));
  }
  const std::string& error() const { return failure().message; }
  const Error& failure() const {
    assert(!ok());
    return std::get<Error>(state_);
  }

 private:
  std::variant<T, Error> state_;
};

}  // namespace reversi
