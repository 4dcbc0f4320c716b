// Prints a file's bytes as a C++ string literal, "\x52\x56..." 64 bytes a line, for the
// scripts that compile the pattern tables and the page into the program
// (cmake/byte_array.cmake). g++ reads a literal of megabytes far faster than an initializer
// list of as many numbers, and CMake's own regular expressions wrote such a list slowly
// too (docs/benchmarks-history.md#the-test-commands-time).
// Usage: reversi_string_literal FILE
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "%s: cannot read %s\n", argv[0], argv[1]);
    return 1;
  }
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (bytes.empty()) {
    std::fputs("\"\"", stdout);
    return 0;
  }
  constexpr std::size_t kBytesALine = 64;
  std::string out;
  out.reserve(bytes.size() * 4 + bytes.size() / kBytesALine * 8 + 8);
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (i % kBytesALine == 0) out += i == 0 ? "\"" : "\"\n    \"";
    const auto byte = static_cast<unsigned char>(bytes[i]);
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  out += '"';
  return std::fwrite(out.data(), 1, out.size(), stdout) == out.size() ? 0 : 1;
}
