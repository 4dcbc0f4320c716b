#include "cli/learned_book.h"

#include <filesystem>

#include "cli/commands.h"
#include "core/file_contents.h"
#include "engine/book_files.h"

namespace reversi::cli {

engine::LearningBook read_learning_book(const std::string& path, const engine::Book& shipped) {
  std::error_code ignored;
  if (!std::filesystem::exists(path, ignored)) return engine::LearningBook(shipped, engine::Book{});
  Result<engine::Book> learned = engine::parse_book_binary(file_argument("--learned-book", path), path);
  if (!learned) fail("--learned-book: " + learned.error());
  return engine::LearningBook(shipped, std::move(learned).value());
}

Result<std::size_t> learn_and_save(engine::LearningBook& book, const std::string& path,
                                   const std::vector<Board>& boards, const engine::LearnOptions& options,
                                   int jobs) {
  const std::size_t added = book.learn(boards, options, jobs);
  if (std::optional<std::string> problem = replace_file_contents(path, engine::book_binary(book.learned())))
    return Error{std::move(*problem)};
  return added;
}

}  // namespace reversi::cli
