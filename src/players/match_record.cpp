#include "players/match_record.h"

#include <charconv>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "players/openings.h"

namespace reversi {

namespace {

constexpr std::string_view kHeaderForm = "'# reversi match A B --seed S'";
constexpr std::string_view kGameLineForm = "'game N opening NAME a-black|a-white A-B TRANSCRIPT'";

// The words of a line between single spaces; an opening's name holds spaces of its own.
std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  for (std::size_t start = 0;;) {
    const std::size_t space = line.find(' ', start);
    words.push_back(line.substr(start, space - start));
    if (space == std::string_view::npos) return words;
    start = space + 1;
  }
}

// All of `word` as a number of type T (digits only: no sign, no spaces).
template <typename T>
std::optional<T> whole_number(std::string_view word) {
  T value{};
  if (word.empty() || word.front() < '0' || word.front() > '9') return std::nullopt;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

// Empty when the header is this match's; otherwise what is wrong with it.
std::optional<std::string> header_error(std::string_view line, std::string_view a, std::string_view b,
                                        std::uint64_t seed) {
  const std::vector<std::string_view> words = words_of(line);
  const bool is_header = words.size() == 7 && words[0] == "#" && words[1] == "reversi" &&
                         words[2] == "match" && words[5] == "--seed" && whole_number<std::uint64_t>(words[6]);
  if (!is_header) return "not the header of a match record, " + std::string(kHeaderForm);
  std::string differences;
  const auto compare = [&](std::string_view what, std::string_view there, std::string_view here) {
    if (there == here) return;
    if (!differences.empty()) differences += ", ";
    differences += std::string(what) + " is " + printable(there) + " there, " + std::string(here) + " here";
  };
  compare("A", words[3], a);
  compare("B", words[4], b);
  compare("the seed", words[6], std::to_string(seed));
  if (differences.empty()) return std::nullopt;
  return "the record of another match: " + differences;
}

// A's and B's discs written "40-24".
std::optional<std::pair<int, int>> discs_of(std::string_view word) {
  const std::size_t dash = word.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const std::optional<int> a = whole_number<int>(word.substr(0, dash));
  const std::optional<int> b = whole_number<int>(word.substr(dash + 1));
  if (!a || !b || *a + *b > 64) return std::nullopt;
  return std::pair{*a, *b};
}

std::string discs_text(int a, int b) { return std::to_string(a) + "-" + std::to_string(b); }

std::string_view color_word(Color a_color) { return a_color == Color::Black ? "a-black" : "a-white"; }

// The game of a game line, checked against the match and its own transcript.
Result<std::pair<int, MatchGame>> read_game_line(std::string_view line, int games) {
  const std::vector<std::string_view> words = words_of(line);
  if (words.size() < 7 || words[0] != "game" || words[2] != "opening") {
    return Error{"not a game line, " + std::string(kGameLineForm)};
  }
  const std::optional<int> number = whole_number<int>(words[1]);
  if (!number) return Error{quoted(words[1]) + " is not a game number"};
  const std::string game = "game " + std::to_string(*number);
  if (*number >= games) {
    return Error{game + " is not in this match of " + std::to_string(games) + " games (0 to " +
                 std::to_string(games - 1) + ")"};
  }

  const std::size_t last = words.size() - 1;
  const Opening& opening = match_openings()[opening_of_game(*number)];
  const std::string_view name =
      line.substr(words[3].data() - line.data(), words[last - 2].data() - 1 - words[3].data());
  if (name != opening.name)
    return Error{game + " starts from " + quoted(opening.name) + ", not " + quoted(name)};
  const Color a_color = a_color_of_game(*number);
  if (words[last - 2] != color_word(a_color)) {
    return Error{game + " is played " + std::string(color_word(a_color)) + ", not " +
                 quoted(words[last - 2])};
  }
  const std::optional<std::pair<int, int>> discs = discs_of(words[last - 1]);
  if (!discs) return Error{quoted(words[last - 1]) + " is not A's and B's discs, such as 40-24"};

  const Result<Game> replayed = Game::from_transcript(words[last]);
  if (!replayed) return Error{"the transcript: " + replayed.error()};
  const std::string transcript = replayed.value().transcript();
  if (!transcript.starts_with(opening.moves)) {
    return Error{"the transcript does not start with " + game + "'s opening, " + std::string(opening.moves)};
  }
  if (!replayed.value().is_over()) return Error{"the transcript does not finish the game"};
  const GameResult result = replayed.value().result();
  const int a_discs = a_color == Color::Black ? result.black : result.white;
  const int b_discs = a_color == Color::Black ? result.white : result.black;
  if (discs->first != a_discs || discs->second != b_discs) {
    return Error{"the discs " + std::string(words[last - 1]) + " are not the transcript's, " +
                 discs_text(a_discs, b_discs)};
  }
  return std::pair{*number, MatchGame{opening_of_game(*number), a_color, a_discs, b_discs, transcript}};
}

}  // namespace

std::string match_record_header(std::string_view a, std::string_view b, std::uint64_t seed) {
  return "# reversi match " + std::string(a) + " " + std::string(b) + " --seed " + std::to_string(seed);
}

std::string match_record_line(int number, const MatchGame& game) {
  return "game " + std::to_string(number) + " opening " + std::string(match_openings()[game.opening].name) +
         " " + std::string(color_word(game.a_color)) + " " + discs_text(game.a_discs, game.b_discs) + " " +
         game.transcript;
}

Result<MatchRecord> read_match_record(std::string_view text, std::string_view a, std::string_view b,
                                      std::uint64_t seed, int games) {
  MatchRecord record;
  std::map<int, int> line_of_game;
  for (int line_number = 1; record.whole_lines_size < text.size(); ++line_number) {
    const std::string where = "line " + std::to_string(line_number) + ": ";
    const std::size_t end = text.find('\n', record.whole_lines_size);
    const std::string_view line = text.substr(record.whole_lines_size, end - record.whole_lines_size);
    if (end == std::string_view::npos) {
      // Only a game line is taken for one cut short: a file whose only line has no end
      // is more likely some other file than a record, and is left as it is.
      if (line_number == 1) return Error{where + "no whole header line, " + std::string(kHeaderForm)};
      record.cut_short_line = line_number;
      return record;
    }
    if (line_number == 1) {
      if (const std::optional<std::string> error = header_error(line, a, b, seed))
        return Error{where + *error};
    } else {
      Result<std::pair<int, MatchGame>> game = read_game_line(line, games);
      if (!game) return Error{where + game.error()};
      auto [number, played] = std::move(game).value();
      const auto [earlier, first] = line_of_game.emplace(number, line_number);
      if (!first) {
        return Error{where + "game " + std::to_string(number) + " again, recorded on line " +
                     std::to_string(earlier->second) + " already"};
      }
      record.games.emplace(number, std::move(played));
    }
    record.whole_lines_size = end + 1;
  }
  return record;
}

}  // namespace reversi
