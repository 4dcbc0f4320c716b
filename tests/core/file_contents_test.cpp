// file_contents: every byte of a file, or why it cannot be read, naming the file.
#include "core/file_contents.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/scratch_directory.h"

namespace reversi {
namespace {

TEST(FileContents, ReadsEveryByteOfABinaryFile) {
  const testing::ScratchDirectory scratch("reversi-file-contents");
  const std::string path = scratch.file("bytes.bin");
  const std::string bytes("a\0b\r\n\xff", 6);  // a zero byte, a carriage return, a high byte
  std::ofstream(path, std::ios::binary) << bytes;
  const Result<std::string> read = file_contents(path);
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
