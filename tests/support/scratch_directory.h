// A directory of a test's own for its files, removed when the test ends, even when an
// ASSERT stops it early.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace reversi::testing {

class ScratchDirectory {
 public:
  // `name` says which test it serves; the process id keeps tests run side by side apart
  // (ctest runs each test in a process of its own).
  explicit ScratchDirectory(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~ScratchDirectory() { std::filesystem::remove_all(path_); }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace reversi::testing
