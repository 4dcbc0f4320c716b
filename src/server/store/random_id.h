// Identifiers nobody can guess: 128 bits from the kernel's random source, written in
// 22 URL-safe characters so that they fit in links.
#pragma once

#include <string>

namespace reversi::server {

std::string random_id();

}  // namespace reversi::server
