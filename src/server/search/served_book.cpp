#include "server/search/served_book.h"

#include <sys/resource.h>
#include <unistd.h>

#include "core/file_contents.h"
#include "engine/book_files.h"
#include "server/ops/log.h"

namespace reversi::server {

namespace {

// Learning is for later games: the searches of the players waiting now come first.
void lower_this_threads_priority() {
  constexpr int kNiceness = 10;
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kNiceness);
}

}  // namespace

ServedBook::ServedBook(const engine::Book& book) : current_(std::shared_ptr<const engine::Book>(), &book) {}

ServedBook::ServedBook(engine::LearningBook learning, std::string file, engine::LearnOptions options)
    : current_(std::make_shared<const engine::Book>(learning.book())),
      learning_(std::move(learning)),
      file_(std::move(file)),
      options_(options),
      learner_([this] { learn_games(); }) {}

ServedBook::~ServedBook() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  if (learner_.joinable()) learner_.join();
}

std::shared_ptr<const engine::Book> ServedBook::current() const {
  const std::lock_guard lock(mutex_);
  return current_;
}

void ServedBook::game_ended(std::vector<Board> boards) {
  if (!learns()) return;
  {
    const std::lock_guard lock(mutex_);
    games_.push_back(std::move(boards));
  }
  changed_.notify_all();
}

void ServedBook::wait_until_learned() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return stopping_ || (games_.empty() && !learning_now_); });
}

void ServedBook::learn_games() {
  lower_this_threads_priority();
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [this] { return stopping_ || !games_.empty(); });
    if (stopping_) return;
    const std::vector<Board> boards = std::move(games_.front());
    games_.pop_front();
    learning_now_ = true;
    lock.unlock();
    // One search at a time: a shutdown waits for one at most.
    const std::size_t added = learning_->learn(boards, options_, 1, [this] {
      const std::lock_guard stopping(mutex_);
      return stopping_;
    });
    if (added > 0) publish(added);
    lock.lock();
    learning_now_ = false;
    changed_.notify_all();
  }
}

void ServedBook::publish(std::size_t added) {
  auto learned = std::make_shared<const engine::Book>(learning_->book());
  {
    const std::lock_guard lock(mutex_);
    current_ = std::move(learned);
  }
  if (const std::optional<std::string> problem =
          replace_file_contents(file_, engine::book_binary(learning_->learned()))) {
    log(LogLevel::Error, "learned book: " + *problem);
  } else {
    log(LogLevel::Info, "learned book: a game added " + std::to_string(added) + " positions; " + file_ +
                            " has " + std::to_string(learning_->learned().size()));
  }
}

}  // namespace reversi::server
