#include "server/store/random_id.h"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <stdexcept>
#include <string_view>

namespace reversi::server {

std::string random_id() {
  std::array<std::uint8_t, 16> bytes{};
  std::size_t filled = 0;
  while (filled < bytes.size()) {
    const ssize_t got = getrandom(bytes.data() + filled, bytes.size() - filled, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw std::runtime_error("getrandom failed");
    filled += static_cast<std::size_t>(got);
  }
  // Base64url without padding: 6 bits a character, 22 characters for 128 bits.
  constexpr std::string_view alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string id;
  unsigned buffer = 0;
  int bits = 0;
  for (std::uint8_t byte : bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      id += alphabet[(buffer >> bits) & 63];
    }
  }
  if (bits > 0) id += alphabet[(buffer << (6 - bits)) & 63];
  return id;
}

}  // namespace reversi::server
