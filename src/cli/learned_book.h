// The learned book a user keeps beside the shipped one (engine/learning_book.h), in a file
// of the book's binary format named by `--learned-book`.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/result.h"
#include "engine/learning_book.h"

namespace reversi::cli {

// The book in `path` laid over `shipped`. A file not made yet is an empty book, written at
// the first save; a bad one ends the program with a message that names it.
engine::LearningBook read_learning_book(const std::string& path, const engine::Book& shipped);

// Learns a game (its boards in order of play) into `book` on `jobs` threads and saves the
// learned positions to `path` (whole, or not at all): how many it added, or what went wrong
// saving.
Result<std::size_t> learn_and_save(engine::LearningBook& book, const std::string& path,
                                   const std::vector<Board>& boards, const engine::LearnOptions& options,
                                   int jobs = 1);

}  // namespace reversi::cli
