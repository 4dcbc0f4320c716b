// The opening book the server's levels play from and its hints and reviews mark. With a
// learned book (`reversi serve --learned-book`), every game that ends here is learned into
// it (engine/learning_book.h) on a thread of its own, below the players' searches in
// priority, and saved; the book the requests see is then replaced whole, so that a search
// keeps the book it started with.
#pragma once

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/learning_book.h"

namespace reversi::server {

class ServedBook {
 public:
  // `book` (lent for the object's lifetime), never changed.
  explicit ServedBook(const engine::Book& book);
  // `learning`'s book, which learns each game that ends with `options` and is saved to
  // `file` after each.
  ServedBook(engine::LearningBook learning, std::string file, engine::LearnOptions options);
  // A game being learned stops between two of its positions; those waiting are dropped.
  ~ServedBook();
  ServedBook(const ServedBook&) = delete;
  ServedBook& operator=(const ServedBook&) = delete;

  // The book as it is now; it stays so while the caller holds it.
  std::shared_ptr<const engine::Book> current() const;
  bool learns() const { return learner_.joinable(); }
  // A game that ended here, its boards in order of play: learned soon, where the server learns.
  void game_ended(std::vector<Board> boards);
  // Waits until every game handed over so far is learned (or dropped by the destructor).
  void wait_until_learned();

 private:
  void learn_games();
  // Serves the book with what was learned, then saves it: once the file has a game, the
  // requests have it too.
  void publish(std::size_t added);

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::shared_ptr<const engine::Book> current_;  // under mutex_
  std::deque<std::vector<Board>> games_;         // waiting to be learned, under mutex_
  bool learning_now_ = false;                    // under mutex_
  bool stopping_ = false;                        // under mutex_
  // Where the server learns: touched by the learning thread only.
  std::optional<engine::LearningBook> learning_;
  std::string file_;
  engine::LearnOptions options_;
  std::thread learner_;
};

}  // namespace reversi::server
