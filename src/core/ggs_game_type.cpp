#include "core/ggs_game_type.h"

#include <charconv>
#include <optional>
#include <string>

#include "core/notation.h"

namespace reversi {

namespace {

// Reads the number at the start of `text`, if any, and drops it from `text`.
std::optional<int> take_number(std::string_view& text) {
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc{}) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return number;
}

}  // namespace

Result<GgsGameType> parse_ggs_game_type(std::string_view text) {
  const std::string where = "TY[" + printable(text) + "]: ";
  GgsGameType type;
  if (text.starts_with('s')) {
    type.synchro = true;
    text.remove_prefix(1);
  }
  const std::optional<int> size = take_number(text);
  if (!size) return Error{where + "no board size"};
  type.board_size = *size;
  while (!text.empty()) {
    const char letter = text.front();
    text.remove_prefix(1);
    if (letter == 'k') {
      type.komi = true;
    } else if (letter == 'r') {
      type.random_start = true;
      take_number(text);
    } else if (letter == 'a') {
      type.anti = true;
    } else if (letter != 'b' && letter != 'w') {
      return Error{where + "unknown letter " + quoted(std::string_view(&letter, 1)) +
                   " (known: s, k, r, a, b, w)"};
    }
  }
  return type;
}

}  // namespace reversi
