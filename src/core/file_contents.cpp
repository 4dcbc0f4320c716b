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

std::optional<std::string> replace_file_contents(const std::string& path, std::string_view bytes) {
  const std::string partial = path + ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) return "cannot write " + partial + ": " + std::strerror(errno);
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) return "cannot replace " + path + ": " + error.message();
  return std::nullopt;
}

}  // namespace reversi
