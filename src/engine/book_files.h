// The opening book's two file formats (docs/book.md describes both):
//  - text, for people and other programs: one position a line, e.g.
//      ---------------------------XO------XXX-------------------------- O -1 18 c4:-1 e3:-3 c6:-1
//    the position (64 squares and the side to move, as `reversi position` reads them),
//    its value in discs, the depth it was searched to, and each searched move with its
//    value, for the side to move; `#` starts a comment line;
//  - binary, compact and quick to load: what `reversi book build` keeps and the program
//    embeds.
// Readers check everything and name the file, the line (or entry) and what is wrong.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "engine/book.h"

namespace reversi::engine {

std::string book_text(const Book& book);  // positions in canonical order, one a line
// `name` (a file name) begins every error message: "book.txt:12: ...".
Result<Book> parse_book_text(std::string_view text, std::string_view name);

std::string book_binary(const Book& book);
Result<Book> parse_book_binary(std::string_view bytes, std::string_view name);

// The book compiled into the program (src/engine/data/book.bin), read on first use.
const Book& default_book();

}  // namespace reversi::engine
