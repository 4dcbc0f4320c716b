// The learned book a user keeps beside the shipped one (engine/learning_book.h), in a file
// of the book's binary format named by `--learned-book`.
#pragma once

#include <optional>
#include <string>

#include "engine/learning_book.h"

namespace reversi::cli {

// The book in `path` laid over `shipped`. A file not made yet is an empty book, written at
// the first save; a bad one ends the program with a message that names it.
engine::LearningBook read_learning_book(const std::string& path, const engine::Book& shipped);

// Writes the learned positions to `path` (whole, or not at all); what went wrong, or nothing.
std::optional<std::string> save_learned_book(const engine::LearningBook& book, const std::string& path);

}  // namespace reversi::cli
