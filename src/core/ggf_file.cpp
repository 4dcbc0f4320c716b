#include "core/ggf_file.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include "core/ggf.h"

namespace reversi {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

std::string_view without_leading_space(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  return first == std::string_view::npos ? std::string_view{} : text.substr(first);
}

// Reads the count at the start of `text` (a GGS archive's "2 ") and drops it from `text`.
std::size_t take_count(std::string_view& text) {
  std::size_t count = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return error == std::errc{} ? count : 0;
}

class GgfFileReader {
 public:
  GgfFileReader(std::string_view whole, std::vector<BadGame>* skipped)
      : whole_(whole), text_(without_leading_space(whole)), skipped_(skipped) {}

  Result<std::vector<ImportedGame>> read() {
    while (!text_.empty()) {
      if (const std::optional<Error> wrong = is_digit(text_.front()) ? read_record() : read_game()) {
        return *wrong;
      }
    }
    if (read_ == 0) return Error{"no game: a GGF game starts with '(;'"};
    return std::move(games_);
  }

 private:
  std::size_t line() const {
    const auto offset = static_cast<std::size_t>(text_.data() - whole_.data());
    return 1 + static_cast<std::size_t>(std::count(whole_.begin(), whole_.begin() + offset, '\n'));
  }

  // A GGS archive's line: the count, then that many games.
  std::optional<Error> read_record() {
    const std::string where = "the count at line " + std::to_string(line());
    const std::size_t count = take_count(text_);
    std::size_t found = 0;
    for (text_ = without_leading_space(text_); text_.starts_with("(;");
         text_ = without_leading_space(text_)) {
      if (const std::optional<Error> wrong = read_game()) return wrong;
      ++found;
    }
    if (found != count) {
      return Error{where + " says " + std::to_string(count) + " games, but " + std::to_string(found) +
                   " follow"};
    }
    return std::nullopt;
  }

  std::optional<Error> read_game() {
    ++read_;
    std::string origin = "game " + std::to_string(read_) + " (line " + std::to_string(line()) + ")";
    const std::string_view at = text_;
    Result<GgfGame> game = take_ggf_game(text_);
    if (game) {
      games_.push_back(ImportedGame{std::move(origin), std::move(game).value()});
    } else {
      text_ = at;
      // A game whose end cannot be found leaves no next game to go on with.
      if (skip_ggf_game(text_)) return Error{origin + ": " + game.error()};
      if (std::optional<Error> refused = refuse_or_skip(skipped_, std::move(origin), game.error()))
        return refused;
    }
    text_ = without_leading_space(text_);
    return std::nullopt;
  }

  std::string_view whole_;
  std::string_view text_;  // what is left to read
  std::vector<BadGame>* skipped_;
  std::vector<ImportedGame> games_;
  std::size_t read_ = 0;  // the games read so far, bad ones too
};

}  // namespace

Result<std::vector<ImportedGame>> parse_ggf_games(std::string_view text, std::vector<BadGame>* skipped) {
  return GgfFileReader(text, skipped).read();
}

bool looks_like_ggf(std::string_view text) {
  text = without_leading_space(text);
  while (!text.empty() && is_digit(text.front())) text.remove_prefix(1);
  return without_leading_space(text).starts_with("(;");
}

}  // namespace reversi
