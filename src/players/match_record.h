// The record of a match as text, so that a match of many hours can be played in pieces: a
// header line that says which match it is, then a line for each finished game, in the
// order the games finished. No I/O: the caller reads and appends the file.
//
//   # reversi match level-10 level-9 --seed 1
//   game 17 opening line 9, black +0 a-white 40-24 f5f6c4c5... time a 61.234/26/3.987 b 58.100/26/4.012
//
// (A match whose games all begin at the standard start has " --from-start" at the end of
// its header, and its games' opening is "start".)
//
// A game line holds the game's number (play_match's), its opening's name, A's colour, A's
// and B's final discs and the whole transcript, then how long each side thought: after
// "time a", A's total seconds, the number of moves it chose (neither the opening's nor
// forced passes) and its longest move in seconds; after "b", the same for B. Seconds are
// written to the millisecond. Records written before lines held times have no time part,
// and still read. Reading checks every line against the match:
// the opening and colour that game's number gives, and the discs and the moves each side
// chose by replaying the transcript to its end.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "players/match.h"

namespace reversi {

// The header line for the match of `a` against `b` with `seed` whose games begin at
// `start`, without its end of line.
std::string match_record_header(std::string_view a, std::string_view b, std::uint64_t seed,
                                MatchStart start = MatchStart::kBalancedOpenings);

// The line of game `number` of a match whose games begin at `start`, without its end of line.
std::string match_record_line(int number, const MatchGame& game,
                              MatchStart start = MatchStart::kBalancedOpenings);

struct MatchRecord {
  std::map<int, MatchGame> games;  // by number
  // The record's text up to the end of its last whole line: 0 when it has no header yet.
  std::size_t whole_lines_size = 0;
  // A last line without its end of line, as a run killed while writing it leaves: not
  // read, for the game it names is played again. Its line number, when there is one.
  std::optional<int> cut_short_line;
};

// Reads the record of the match of `a` against `b` with `seed` and `games` games, which
// begin at `start`. Empty text is a record without a header. Errors say the line and what
// is wrong with it: a header of another match (saying what differs), a header cut short,
// or a game line that does not read (its time part included), numbers a game outside the
// match or twice, or disagrees with the game of that number or with its own transcript.
Result<MatchRecord> read_match_record(std::string_view text, std::string_view a, std::string_view b,
                                      std::uint64_t seed, int games,
                                      MatchStart start = MatchStart::kBalancedOpenings);

}  // namespace reversi
