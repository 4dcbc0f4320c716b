#include "cli/match_record_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "players/match_record.h"

namespace reversi::cli {

namespace {

// All of the file at `path`; empty when there is none.
std::string contents_of(const std::string& path) {
  if (!std::filesystem::exists(path)) return "";
  return file_argument("--record", path);
}

}  // namespace

MatchRecordFile::MatchRecordFile(const std::string& path, const std::string& a, const std::string& b,
                                 std::uint64_t seed, int games, MatchStart start, Language lang)
    : path_(path), start_(start) {
  const std::string contents = contents_of(path);
  Result<MatchRecord> read = read_match_record(contents, a, b, seed, games, start);
  if (!read) fail("--record: " + path + ": " + read.error());
  MatchRecord record = std::move(read).value();
  recorded_ = std::move(record.games);

  // Locked before anything is written to it, and held until the run ends, even by kill -9
  // (the system releases it with the descriptor).
  lock_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_ < 0) fail("--record: cannot write " + path + ": " + std::strerror(errno));
  if (::flock(lock_, LOCK_EX | LOCK_NB) != 0) {
    if (errno == EWOULDBLOCK) fail("--record: " + path + ": another run of reversi match is writing it");
    fail("--record: cannot lock " + path + ": " + std::strerror(errno));
  }

  if (record.cut_short_line) {
    // The game of that line is played again, so only its time is lost.
    std::error_code error;
    std::filesystem::resize_file(path, record.whole_lines_size, error);
    if (error) fail("--record: cannot cut the last line off " + path + ": " + error.message());
    const std::string line = std::to_string(*record.cut_short_line);
    std::cerr
        << "reversi: --record: " << path << ": "
        << (lang == Language::Japanese
                ? line + " 行目は途中で切れているので (改行がありません) 削除し、その対局をもう一度打ちます"
                : "line " + line +
                      " is cut short (no end of line), so it is cut off and its game played again")
        << std::endl;
  }
  out_.open(path, std::ios::binary | std::ios::app);
  if (record.whole_lines_size == 0) out_ << match_record_header(a, b, seed, start) << '\n' << std::flush;
  if (!out_) fail("--record: cannot write " + path);
  if (!recorded_.empty()) {
    const std::string held = std::to_string(recorded_.size()) + "/" + std::to_string(games);
    std::cerr << path << ": " << held << text(lang, " 局は記録済みです", " games recorded already")
              << std::endl;
  }
}

MatchRecordFile::~MatchRecordFile() {
  if (lock_ >= 0) ::close(lock_);
}

std::optional<Error> MatchRecordFile::append(int number, const MatchGame& game) {
  // One write of the whole line: a run killed in it leaves at most a last line without
  // its end, which the next run cuts off.
  out_ << match_record_line(number, game, start_) << '\n' << std::flush;
  if (!out_) return Error{"--record: cannot write game " + std::to_string(number) + " to " + path_};
  return std::nullopt;
}

}  // namespace reversi::cli
