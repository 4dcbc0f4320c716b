#include "core/ggf_result.h"

#include <array>
#include <charconv>
#include <cstdio>

#include "core/notation.h"

namespace reversi {

namespace {

constexpr std::array<std::pair<GameEnding, char>, 3> kEndingFlags = {
    {{GameEnding::Time, 't'}, {GameEnding::Resignation, 'r'}, {GameEnding::Agreement, 's'}}};

Result<GameEnding> parse_ending(std::string_view flag) {
  for (const auto& [ending, letter] : kEndingFlags) {
    if (flag.size() == 1 && flag.front() == letter) return ending;
  }
  return Error{"RE: unknown ending " + quoted(flag) + " after ':' (t: on time, r: resigned, s: agreed)"};
}

}  // namespace

Result<std::optional<GgfResult>> parse_ggf_result(std::string_view value) {
  const std::size_t colon = value.find(':');
  std::string_view score = value.substr(0, colon);
  while (!score.empty() && score.front() == ' ') score.remove_prefix(1);
  while (!score.empty() && score.back() == ' ') score.remove_suffix(1);
  if (score.empty() || score == "?") return std::optional<GgfResult>{};
  GgfResult result;
  if (colon != std::string_view::npos) {
    const Result<GameEnding> ending = parse_ending(value.substr(colon + 1));
    if (!ending) return ending.failure();
    result.ending = ending.value();
  }
  if (score.starts_with('+')) score.remove_prefix(1);
  const auto [end, error] = std::from_chars(score.data(), score.data() + score.size(), result.black_score);
  if (error != std::errc{} || end != score.data() + score.size()) {
    return Error{"RE: " + quoted(score) + " is not a disc difference (or ?)"};
  }
  return std::optional<GgfResult>{result};
}

std::string ggf_result_text(const std::optional<GgfResult>& result) {
  if (!result) return "?";
  std::array<char, 32> digits{};
  std::snprintf(digits.data(), digits.size(), result->black_score > 0 ? "+%.3f" : "%.3f",
                result->black_score);
  std::string text = digits.data();
  for (const auto& [ending, letter] : kEndingFlags) {
    if (ending == result->ending) (text += ':') += letter;
  }
  return text;
}

std::string ggf_number(double number) {
  std::array<char, 32> digits{};
  const auto [end, error] = std::to_chars(digits.data(), digits.data() + digits.size(), number);
  return std::string(digits.data(), error == std::errc{} ? end : digits.data());
}

}  // namespace reversi
