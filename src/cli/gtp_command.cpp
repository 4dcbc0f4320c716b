// `reversi gtp`: a computer opponent as an engine that speaks GTP on standard input and
// output (gtp/session.h has the protocol), for GUIs and match programs, and for matches
// between two builds of this program: `reversi match level-10 old --gtp old='OLD/reversi gtp'`.
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/learned_book.h"
#include "core/notation.h"
#include "engine/book_files.h"
#include "gtp/session.h"
#include "players/registry.h"

namespace reversi::cli {

namespace {

struct GtpOptions {
  std::string level = "level-10";
  std::uint64_t seed = 1;
  std::string learned_book;  // empty: the compiled-in book alone
};

void run_gtp(const GtpOptions& options) {
  const std::optional<engine::LearningBook> learning =
      options.learned_book.empty()
          ? std::nullopt
          : std::optional(read_learning_book(options.learned_book, engine::default_book()));
  const std::unique_ptr<ComputerPlayer> player =
      make_opponent(options.level, options.seed, nullptr, learning ? &learning->book() : nullptr);
  if (!player)
    fail("gtp: no computer opponent is called " + reversi::quoted(options.level) +
         " (reversi opponents lists them)");
  gtp::Session session(*player);
  std::string line;
  while (!session.finished() && std::getline(std::cin, line)) {
    // Flushed at once: the client reads through a pipe and waits for each reply.
    std::cout << session.handle(line) << std::flush;
  }
}

}  // namespace

void add_gtp_command(CLI::App& app) {
  auto options = std::make_shared<GtpOptions>();
  CLI::App* gtp_app = app.add_subcommand(
      "gtp",
      "Be an engine that speaks GTP (Go Text Protocol) on standard input and output, as GRhino and Edax do");
  gtp_app
      ->add_option("--level", options->level,
                   "The computer opponent that chooses the moves (reversi opponents)")
      ->capture_default_str();
  gtp_app
      ->add_option("--seed", options->seed, "Seed for its choices between equal moves (the opening book's)")
      ->capture_default_str();
  gtp_app->add_option("--learned-book", options->learned_book,
                      "A learned book (reversi book learn) that the level plays from beside the shipped one");
  gtp_app->callback([options] { run_gtp(*options); });
}

}  // namespace reversi::cli
