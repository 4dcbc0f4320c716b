// The language the terminal speaks: Japanese or English.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/types.h"

namespace reversi::cli {

enum class Language { Japanese, English };

// From --lang when given ("ja" or "en"), else from the locale (LC_ALL, LC_MESSAGES,
// LANG): Japanese for ja_*, English otherwise.
Language detect_language();
std::optional<Language> parse_language(std::string_view text);

// Picks the text for `language`: text(language, "日本語", "English").
inline const char* text(Language language, const char* japanese, const char* english) {
  return language == Language::Japanese ? japanese : english;
}

std::string color_name(Language language, Color color);  // 黒 / Black

}  // namespace reversi::cli
