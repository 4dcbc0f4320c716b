// `reversi nboard`: the engine for the NBoard GUI, speaking the NBoard protocol on standard
// input and output (nboard/session.h has the protocol).
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "cli/commands.h"
#include "cli/learned_book.h"
#include "engine/book_files.h"
#include "engine/engine.h"
#include "nboard/session.h"

namespace reversi::cli {

namespace {

struct NboardOptions {
  int threads = 2;
  std::size_t hash_megabytes = 64;
  std::string learned_book;  // empty: `learn` keeps nothing
  engine::LearnOptions learn;
};

// Standard input's lines, read on a thread of their own so that a line that stops a
// search (nboard::stops_search) can do so while the session is still busy with an
// earlier one. Until the session takes that line, every search it starts is stopped as
// well: those answer questions the GUI no longer asks.
class GuiLines {
 public:
  explicit GuiLines(engine::Engine& engine) : state_(std::make_shared<State>(engine)) {
    // Detached: it may wait for a line that never comes. It holds the state it shares,
    // and once finish() is called it no longer touches the engine.
    std::thread([state = state_] { state->read(); }).detach();
  }
  ~GuiLines() { finish(); }
  GuiLines(const GuiLines&) = delete;
  GuiLines& operator=(const GuiLines&) = delete;

  // The next line, waiting for it; none once standard input has ended.
  std::optional<std::string> next() { return state_->next(); }
  // The session reads no more lines, and the engine may go away.
  void finish() { state_->finish(); }

 private:
  struct State {
    explicit State(engine::Engine& searcher) : engine(searcher) {}
    void read();
    std::optional<std::string> next();
    void finish();

    engine::Engine& engine;
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<std::string> lines;
    std::uint64_t read_count = 0;
    std::uint64_t taken_count = 0;
    bool input_ended = false;
    bool finished = false;
  };

  std::shared_ptr<State> state_;
};

void GuiLines::State::read() {
  constexpr auto kRestopInterval = std::chrono::milliseconds(5);
  std::string line;
  while (std::getline(std::cin, line)) {
    const bool stops = nboard::stops_search(line);
    std::unique_lock lock(mutex);
    lines.push_back(line);
    const std::uint64_t number = ++read_count;
    changed.notify_all();
    while (stops && taken_count < number && !finished) {
      engine.stop();
      changed.wait_for(lock, kRestopInterval);
    }
  }
  const std::lock_guard lock(mutex);
  input_ended = true;
  changed.notify_all();
}

std::optional<std::string> GuiLines::State::next() {
  std::unique_lock lock(mutex);
  changed.wait(lock, [this] { return !lines.empty() || input_ended; });
  if (lines.empty()) return std::nullopt;
  std::string line = std::move(lines.front());
  lines.pop_front();
  ++taken_count;
  changed.notify_all();
  return line;
}

void GuiLines::State::finish() {
  const std::lock_guard lock(mutex);
  finished = true;
  changed.notify_all();
}

void run_nboard(const NboardOptions& options) {
  engine::Engine engine(
      engine::EngineOptions{.hash_megabytes = options.hash_megabytes, .threads = options.threads});
  // Every line is flushed as it is written: the GUI reads through a pipe and must see a
  // status line while the search it announces runs.
  std::optional<engine::LearningBook> learning;
  nboard::Learner learner;
  if (!options.learned_book.empty()) {
    learning = read_learning_book(options.learned_book, engine::default_book());
    learner = [&learning, &options](const std::vector<Board>& boards) {
      const Result<std::size_t> added =
          learn_and_save(*learning, options.learned_book, boards, options.learn, options.threads);
      if (!added) return "learn: " + added.error();
      return "learn: positions added " + std::to_string(added.value()) + "; " + options.learned_book +
             " has " + std::to_string(learning->learned().size());
    };
  }
  nboard::Session session(engine, learning ? learning->book() : engine::default_book(),
                          nboard::Output{
                              [](const std::string& line) { std::cout << line << std::endl; },
                              [](const std::string& line) { std::cerr << "reversi: " << line << std::endl; },
                          },
                          learner);
  GuiLines lines(engine);
  while (!session.finished()) {
    const std::optional<std::string> line = lines.next();
    if (!line) break;
    session.handle(*line);
  }
}

}  // namespace

void add_nboard_command(CLI::App& app) {
  auto options = std::make_shared<NboardOptions>();
  CLI::App* nboard_app = app.add_subcommand(
      "nboard", "Be the engine of the NBoard GUI: speak the NBoard protocol on standard input and output");
  nboard_app->add_option("--threads", options->threads, "Search threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  nboard_app->add_option("--hash", options->hash_megabytes, "Hash tables' size in MiB")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  nboard_app->add_option(
      "--learned-book", options->learned_book,
      "A learned book (binary, created if missing): the engine plays from it beside the shipped "
      "book, and `learn` adds the game's opening to it (`reversi book learn` does the same for "
      "game files)");
  nboard_app
      ->add_option("--learn-depth", options->learn.depth, "Look-ahead of each learned position's search")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  nboard_app->callback([options] { run_nboard(*options); });
}

}  // namespace reversi::cli
