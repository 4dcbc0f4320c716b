#include "players/match_record.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

#include "core/game.h"
#include "core/notation.h"
#include "players/openings.h"

namespace reversi {

namespace {

constexpr std::string_view kHeaderForm =
    "'# reversi match A B --seed S', then ' --from-start' for such a match";
// A header's parts, as match_record_header writes them and header_of reads them.
constexpr std::string_view kHeaderStart = "# reversi match ";
constexpr std::string_view kSeedPart = " --seed ";
constexpr std::string_view kFromStart = " --from-start";  // the end of a header
constexpr std::string_view kGameLineForm = "'game N opening NAME a-black|a-white A-B TRANSCRIPT'";
constexpr std::string_view kTimesWord = "time";
constexpr std::string_view kTimesForm = "'time a SECONDS/MOVES/LONGEST b SECONDS/MOVES/LONGEST'";

// The parts of `text` between single `separator`s.
std::vector<std::string_view> parts_of(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// The words of a line between single spaces; an opening's name holds spaces of its own.
std::vector<std::string_view> words_of(std::string_view line) { return parts_of(line, ' '); }

// All of `word` as a number of type T (digits only: no sign, no spaces).
template <typename T>
std::optional<T> whole_number(std::string_view word) {
  T value{};
  if (word.empty() || word.front() < '0' || word.front() > '9') return std::nullopt;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

// All of `word` as seconds written with a decimal point or without ("4.012", "0"): no
// sign, no exponent, nothing that is not a finite number.
std::optional<double> seconds_of(std::string_view word) {
  double value{};
  if (word.empty() || word.front() < '0' || word.front() > '9') return std::nullopt;
  const auto [end, error] =
      std::from_chars(word.data(), word.data() + word.size(), value, std::chars_format::fixed);
  if (error != std::errc{} || end != word.data() + word.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// Seconds to the millisecond, as records write them.
std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", seconds);
  return text;
}

// What a header says: "# reversi match A B --seed S", then " --from-start" for a match from
// the start. A and B are the sides' labels, which hold spaces where they name a file
// (`level-10[book none.bin]`), within their brackets only.
struct Header {
  std::string_view a;
  std::string_view b;
  std::string_view seed;
  bool from_start = false;
};

std::optional<Header> header_of(std::string_view line) {
  if (!line.starts_with(kHeaderStart)) return std::nullopt;
  std::string_view rest = line.substr(kHeaderStart.size());
  Header header;
  header.from_start = rest.ends_with(kFromStart);
  if (header.from_start) rest.remove_suffix(kFromStart.size());
  const std::size_t seed = rest.rfind(kSeedPart);
  if (seed == std::string_view::npos) return std::nullopt;
  header.seed = rest.substr(seed + kSeedPart.size());
  const std::string_view sides = rest.substr(0, seed);
  int depth = 0;  // within how many brackets
  std::size_t space = std::string_view::npos;
  for (std::size_t i = 0; i < sides.size() && space == std::string_view::npos; ++i) {
    if (sides[i] == '[') ++depth;
    if (sides[i] == ']') --depth;
    if (sides[i] == ' ' && depth == 0) space = i;
  }
  if (space == std::string_view::npos || !whole_number<std::uint64_t>(header.seed)) return std::nullopt;
  header.a = sides.substr(0, space);
  header.b = sides.substr(space + 1);
  if (header.a.empty() || header.b.empty()) return std::nullopt;
  return header;
}

// Empty when the header is this match's; otherwise what is wrong with it.
std::optional<std::string> header_error(std::string_view line, std::string_view a, std::string_view b,
                                        std::uint64_t seed, MatchStart start) {
  const std::optional<Header> header = header_of(line);
  if (!header) return "not the header of a match record, " + std::string(kHeaderForm);
  std::string differences;
  const auto compare = [&](std::string_view what, std::string_view there, std::string_view here) {
    if (there == here) return;
    if (!differences.empty()) differences += ", ";
    differences += std::string(what) + " is " + printable(there) + " there, " + std::string(here) + " here";
  };
  compare("A", header->a, a);
  compare("B", header->b, b);
  compare("the seed", header->seed, std::to_string(seed));
  const auto where = [](bool at_start) { return at_start ? "the start" : "the balanced openings"; };
  compare("where the games begin", where(header->from_start), where(start == MatchStart::kStandardPosition));
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

// One side's thinking time, "61.234/26/3.987": total seconds, moves, longest move.
std::string thinking_time_text(const ThinkingTime& time) {
  return seconds_text(time.total_seconds) + "/" + std::to_string(time.moves) + "/" +
         seconds_text(time.longest_seconds);
}

std::optional<ThinkingTime> thinking_time_of(std::string_view word) {
  const std::vector<std::string_view> parts = parts_of(word, '/');
  if (parts.size() != 3) return std::nullopt;
  const std::optional<double> total = seconds_of(parts[0]);
  const std::optional<int> moves = whole_number<int>(parts[1]);
  const std::optional<double> longest = seconds_of(parts[2]);
  if (!total || !moves || !longest) return std::nullopt;
  return ThinkingTime{*moves, *total, *longest};
}

// The time part of a game line, "time a 61.234/26/3.987 b 58.100/26/4.012".
std::string times_text(const GameTimes& times) {
  return std::string(kTimesWord) + " a " + thinking_time_text(times.a) + " b " + thinking_time_text(times.b);
}

std::optional<GameTimes> times_of(std::string_view text) {
  const std::vector<std::string_view> words = words_of(text);
  if (words.size() != 5 || words[0] != kTimesWord || words[1] != "a" || words[3] != "b") return std::nullopt;
  const std::optional<ThinkingTime> a = thinking_time_of(words[2]);
  const std::optional<ThinkingTime> b = thinking_time_of(words[4]);
  if (!a || !b) return std::nullopt;
  return GameTimes{*a, *b};
}

// A game line cut where its time part begins: the game, and the time part (empty when
// the line has none, as in records written before lines held times).
std::pair<std::string_view, std::string_view> split_off_times(std::string_view line) {
  const std::vector<std::string_view> words = words_of(line);
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i] != kTimesWord) continue;
    const std::size_t start = static_cast<std::size_t>(words[i].data() - line.data());
    return {line.substr(0, start - 1), line.substr(start)};
  }
  return {line, ""};
}

// The moves that A and B chose in `game`: the plies after the opening that are not passes.
std::pair<int, int> moves_chosen(const Game& game, std::size_t opening_plies, Color a_color) {
  std::pair<int, int> moves{0, 0};
  for (std::size_t ply = opening_plies; ply < game.ply(); ++ply) {
    if (game.recorded_moves()[ply] == Square::Pass) continue;
    ++(game.position_before(ply).to_move == a_color ? moves.first : moves.second);
  }
  return moves;
}

// Empty when `side`'s time agrees with the `moves` it chose; otherwise what is wrong.
std::optional<std::string> thinking_time_error(std::string_view side, const ThinkingTime& time, int moves) {
  if (time.moves != moves) {
    return "the time part gives " + std::string(side) + " " + std::to_string(time.moves) +
           " moves, the transcript " + std::to_string(moves);
  }
  if (time.longest_seconds > time.total_seconds) {
    return std::string(side) + "'s longest move, " + seconds_text(time.longest_seconds) +
           " seconds, is longer than all its moves, " + seconds_text(time.total_seconds);
  }
  return std::nullopt;
}

// The times of a time part, checked against the moves A and B chose in the game.
Result<GameTimes> read_times(std::string_view text, std::pair<int, int> chosen) {
  const std::optional<GameTimes> times = times_of(text);
  if (!times) return Error{quoted(text) + " is not the thinking times, " + std::string(kTimesForm)};
  if (std::optional<std::string> error = thinking_time_error("A", times->a, chosen.first))
    return Error{*error};
  if (std::optional<std::string> error = thinking_time_error("B", times->b, chosen.second))
    return Error{*error};
  return *times;
}

// The game of a game line, checked against the match and its own transcript.
Result<std::pair<int, MatchGame>> read_game_line(std::string_view whole_line, int games, MatchStart start) {
  const auto [line, times_part] = split_off_times(whole_line);
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
  const Opening& opening = match_starts(start)[opening_of_game(*number, start)];
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
  std::optional<GameTimes> times;
  if (!times_part.empty()) {
    const std::size_t opening_plies = Game::from_transcript(opening.moves).value().ply();
    const Result<GameTimes> read =
        read_times(times_part, moves_chosen(replayed.value(), opening_plies, a_color));
    if (!read) return Error{read.error()};
    times = read.value();
  }
  return std::pair{*number,
                   MatchGame{opening_of_game(*number, start), a_color, a_discs, b_discs, transcript, times}};
}

}  // namespace

std::string match_record_header(std::string_view a, std::string_view b, std::uint64_t seed,
                                MatchStart start) {
  std::string header = std::string(kHeaderStart).append(a).append(" ").append(b).append(kSeedPart);
  header.append(std::to_string(seed));
  if (start == MatchStart::kStandardPosition) header.append(kFromStart);
  return header;
}

std::string match_record_line(int number, const MatchGame& game, MatchStart start) {
  std::string line = "game " + std::to_string(number) + " opening " +
                     std::string(match_starts(start)[game.opening].name) + " " +
                     std::string(color_word(game.a_color)) + " " + discs_text(game.a_discs, game.b_discs) +
                     " " + game.transcript;
  if (game.times) line.append(" ").append(times_text(*game.times));
  return line;
}

Result<MatchRecord> read_match_record(std::string_view text, std::string_view a, std::string_view b,
                                      std::uint64_t seed, int games, MatchStart start) {
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
      if (const std::optional<std::string> error = header_error(line, a, b, seed, start))
        return Error{where + *error};
    } else {
      Result<std::pair<int, MatchGame>> game = read_game_line(line, games, start);
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
