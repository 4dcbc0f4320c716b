// SHA-256 (OpenSSL's libcrypto), for keys that name a row by its content: a key the database can
// index however long the content is, with no two contents sharing one in practice.
#pragma once

#include <string>
#include <string_view>

namespace reversi::server {

// The SHA-256 digest of `bytes`, as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace reversi::server
