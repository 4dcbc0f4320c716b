#include "core/wthor_names.h"

#include "core/wthor.h"

namespace reversi {

namespace {

// Latin-1 is Unicode's first 256 code points: each byte above 0x7f becomes two in UTF-8.
std::string utf8_of_latin1(std::string_view text) {
  std::string utf8;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x80) {
      utf8 += c;
    } else {
      utf8 += static_cast<char>(0xc0 | (byte >> 6));
      utf8 += static_cast<char>(0x80 | (byte & 0x3f));
    }
  }
  return utf8;
}

std::string name_or_number(const std::vector<std::string>& names, std::size_t number, std::string_view kind) {
  if (number < names.size() && !names[number].empty()) return names[number];
  return "WTHOR " + std::string(kind) + " " + std::to_string(number);
}

}  // namespace

std::string WthorNames::player(std::size_t number) const { return name_or_number(players, number, "player"); }

std::string WthorNames::tournament(std::size_t number) const {
  return name_or_number(tournaments, number, "tournament");
}

Result<std::vector<std::string>> parse_wthor_names(std::string_view bytes, std::size_t name_bytes) {
  if (bytes.size() < kWthorHeaderBytes) {
    return Error{"header: " + std::to_string(bytes.size()) + " bytes, shorter than the 16 of a WTHOR header"};
  }
  const std::size_t count = wthor_number(bytes, 8, 2);
  const std::size_t body = bytes.size() - kWthorHeaderBytes;
  if (body < count * name_bytes) {
    return Error{"header: it counts " + std::to_string(count) + " names of " + std::to_string(name_bytes) +
                 " bytes, but only " + std::to_string(body) + " bytes follow"};
  }
  std::vector<std::string> names;
  for (std::size_t i = 0; i < count; ++i) {
    std::string_view name = bytes.substr(kWthorHeaderBytes + i * name_bytes, name_bytes);
    name = name.substr(0, name.find('\0'));
    while (name.ends_with(' ')) name.remove_suffix(1);
    names.push_back(utf8_of_latin1(name));
  }
  return names;
}

}  // namespace reversi
