// Small pieces of text handling that the parsers of every format share.
#pragma once

#include <string_view>

namespace reversi {

// Whether `c` is white space in the C locale (space, tab, newline, carriage return...).
bool is_space(char c);
// `text` without the white space at either end.
std::string_view trimmed(std::string_view text);
// Whether `a` and `b` are the same ASCII text, ignoring the case of letters.
bool equals_ignoring_case(std::string_view a, std::string_view b);

}  // namespace reversi
