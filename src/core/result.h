// Errors as values: a `Result<T>` holds either a T or a message that says what is wrong
// and where. Parsers and game actions return one instead of throwing or crashing.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace reversi {

struct Error {
  std::string message;
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
  const std::string& error() const {
    assert(!ok());
    return std::get<Error>(state_).message;
  }

 private:
  std::variant<T, Error> state_;
};

}  // namespace reversi
