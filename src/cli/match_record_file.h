// The file given to `reversi match --record`: each game is appended as it finishes
// (players/match_record.h gives the text), so that a run stopped at any moment, even by
// kill -9, loses at most the games being played, and the next run plays only the rest.
// One run writes a record at a time: a second is refused while the first holds the file's
// lock (two runs on one record would play the same games and write both).
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <optional>
#include <string>

#include "cli/language.h"
#include "core/result.h"
#include "players/match.h"

namespace reversi::cli {

class MatchRecordFile {
 public:
  // Opens the record at `path` for the match of `a` against `b` with `seed` and `games`
  // games that begin at `start`: reads the games it holds, or starts it with its header
  // when there is no such file or it is empty. A last line cut short is cut off the file,
  // saying so on stderr. A record of another match or a bad line ends the program (fail())
  // with the file, the line and what is wrong, and nothing is written; so does a record
  // another run is writing.
  MatchRecordFile(const std::string& path, const std::string& a, const std::string& b, std::uint64_t seed,
                  int games, MatchStart start, Language lang);
  ~MatchRecordFile();
  MatchRecordFile(const MatchRecordFile&) = delete;
  MatchRecordFile& operator=(const MatchRecordFile&) = delete;

  const std::map<int, MatchGame>& games() const { return recorded_; }

  // Writes the line of game `number` to the file at once; an error when it cannot.
  std::optional<Error> append(int number, const MatchGame& game);

 private:
  std::string path_;
  MatchStart start_;
  std::map<int, MatchGame> recorded_;
  std::ofstream out_;
  int lock_ = -1;  // a descriptor of the file holding its lock (flock), until the run ends
};

}  // namespace reversi::cli
