// The pattern tables and the opening book in src/engine/data, compiled into the binary as bytes by
// cmake/embed_tables.cmake: portable C++, no assembler directives. Each comes with the
// sha256 of those bytes in hex, computed from the same file as they were embedded.
#pragma once

#include <string_view>

namespace reversi::engine {

// patterns.bin: the whole-game tables that tools/rebuild-evaluation.sh makes.
std::string_view embedded_patterns();         // generated
std::string_view embedded_patterns_sha256();  // generated

// endgame_patterns.bin: the former tables, trained on solved positions of 14-26 empties.
std::string_view embedded_endgame_patterns();         // generated
std::string_view embedded_endgame_patterns_sha256();  // generated

// book.bin: the opening book the levels play from (book_files.h), as book.manifest says
// it was built.
std::string_view embedded_book();         // generated
std::string_view embedded_book_sha256();  // generated

}  // namespace reversi::engine
