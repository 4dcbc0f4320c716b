#include "core/file_contents.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace reversi {

Result<std::string> file_contents(const std::string& path) {
  // A directory opens as a stream on Linux and reads as nothing: say what it is instead.
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    return Error{path + ": cannot read: a directory, not a file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path + ": cannot read: " + std::strerror(errno)};
  std::string contents(std::istreambuf_iterator<char>(in), {});
  if (in.bad()) return Error{path + ": cannot read: " + std::strerror(errno)};
  return contents;
}

}  // namespace reversi
