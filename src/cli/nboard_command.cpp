// `reversi nboard`: the engine for the NBoard GUI, speaking the NBoard protocol on standard
// input and output (nboard/session.h has the protocol).
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "engine/engine.h"
#include "nboard/session.h"

namespace reversi::cli {

namespace {

struct NboardOptions {
  int threads = 2;
  std::size_t hash_megabytes = 64;
};

void run_nboard(const NboardOptions& options) {
  engine::Engine engine(engine::EngineOptions{options.hash_megabytes, options.threads});
  // Every line is flushed as it is written: the GUI reads through a pipe and must see a
  // status line while the search it announces runs.
  nboard::Session session(engine,
                          nboard::Output{
                              [](const std::string& line) { std::cout << line << std::endl; },
                              [](const std::string& line) { std::cerr << "reversi: " << line << std::endl; },
                          });
  std::string line;
  while (!session.finished() && std::getline(std::cin, line)) session.handle(line);
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
  nboard_app->callback([options] { run_nboard(*options); });
}

}  // namespace reversi::cli
