// The trained pattern tables (src/engine/data/pattern_weights.bin), compiled into the
// binary as bytes by cmake/embed_tables.cmake: portable C++, no assembler directives.
#pragma once

#include <string_view>

namespace reversi::engine {

std::string_view embedded_pattern_tables();  // generated
// The sha256 of those bytes in hex, computed from the same file as they were embedded.
std::string_view embedded_pattern_tables_sha256();  // generated

}  // namespace reversi::engine
