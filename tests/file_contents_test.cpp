// file_contents: every byte of a file, or why it cannot be read, naming the file.
#include "core/file_contents.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace reversi {
namespace {

const std::filesystem::path kDirectory =
    std::filesystem::temp_directory_path() / ("reversi-file-contents-" + std::to_string(::getpid()));

TEST(FileContents, ReadsEveryByteOfABinaryFile) {
  std::filesystem::create_directories(kDirectory);
  const std::string path = (kDirectory / "bytes.bin").string();
  const std::string bytes("a\0b\r\n\xff", 6);  // a zero byte, a carriage return, a high byte
  std::ofstream(path, std::ios::binary) << bytes;
  const Result<std::string> read = file_contents(path);
  std::filesystem::remove_all(kDirectory);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value(), bytes);
}

TEST(FileContents, SaysAMissingFileIsMissing) {
  const Result<std::string> read = file_contents("/no/such/file");
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error(), "/no/such/file: cannot read: No such file or directory");
}

TEST(FileContents, SaysADirectoryIsNotAFile) {
  const Result<std::string> read = file_contents(std::filesystem::temp_directory_path().string());
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error(),
            std::filesystem::temp_directory_path().string() + ": cannot read: a directory, not a file");
}

}  // namespace
}  // namespace reversi
