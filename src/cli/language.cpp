#include "cli/language.h"

#include <cstdlib>

namespace reversi::cli {

Language detect_language() {
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(variable);
    if (value == nullptr || *value == '\0') continue;
    return std::string_view(value).starts_with("ja") ? Language::Japanese : Language::English;
  }
  return Language::English;
}

std::optional<Language> parse_language(std::string_view text) {
  if (text == "ja") return Language::Japanese;
  if (text == "en") return Language::English;
  return std::nullopt;
}

std::string color_name(Language language, Color color) {
  return color == Color::Black ? text(language, "黒", "Black") : text(language, "白", "White");
}

}  // namespace reversi::cli
