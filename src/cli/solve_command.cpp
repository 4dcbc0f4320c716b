// `reversi solve FILE.obf`: solves every position of an FFO-style test file exactly and
// checks the best move and score against the file.
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string_view>

#include "cli/commands.h"
#include "core/notation.h"
#include "core/obf.h"
#include "engine/engine.h"

namespace reversi::cli {

namespace {

struct SolveOptions {
  std::string file;
  int threads = 1;
  std::size_t hash_megabytes = 256;
  std::optional<int> first_number;
};

// FFO files are named for the numbers of their problems ("fforum-40-59.obf"): the first
// run of digits in the file's name that a dash and another digit follow; 1 when none does.
// A number too large for a position's number ends the program, saying so.
int first_number_in_name(const std::string& file) {
  constexpr std::string_view kDigits = "0123456789";
  const std::string name = std::filesystem::path(file).filename().string();
  std::string_view rest = name;
  for (std::size_t start = rest.find_first_of(kDigits); start != std::string_view::npos;
       start = rest.find_first_of(kDigits)) {
    rest.remove_prefix(start);
    const std::string_view digits = rest.substr(0, rest.find_first_not_of(kDigits));
    rest.remove_prefix(digits.size());
    if (rest.size() < 2 || rest[0] != '-' || kDigits.find(rest[1]) == std::string_view::npos) continue;
    int number = 0;
    if (std::from_chars(digits.data(), digits.data() + digits.size(), number).ec != std::errc()) {
      fail(file + ": " + std::string(digits) +
           " is too large a number for the first position; give it with --first");
    }
    return number;
  }
  return 1;
}

void run_solve(const SolveOptions& options) {
  std::istringstream input(file_argument("", options.file));
  std::vector<ObfProblem> problems;
  std::string line;
  for (int number = 1; std::getline(input, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '%' || line[0] == '#') continue;
    Result<ObfProblem> problem = parse_obf_line(line);
    if (!problem) fail(options.file + ":" + std::to_string(number) + ": " + problem.error());
    problems.push_back(std::move(problem).value());
  }
  // Nothing solved is not a pass: a wrong or truncated file must not look like success.
  if (problems.empty()) fail(options.file + ": no positions to solve");

  // Not value_or: the name is read only when --first does not say the number.
  // 64 bits: numbering from near the largest int must not overflow.
  long long number = options.first_number ? *options.first_number : first_number_in_name(options.file);

  engine::Engine engine(
      engine::EngineOptions{.hash_megabytes = options.hash_megabytes, .threads = options.threads});
  engine::SearchLimits limits;
  limits.exact_empties = kSquareCount;
  int wrong_moves = 0;
  int wrong_scores = 0;
  std::uint64_t total_nodes = 0;
  std::uint64_t total_ordering_nodes = 0;
  double total_seconds = 0;
  // "ordering": the boards the pattern evaluation judged or searched through to order the
  // solver's moves and for its ProbCut tests, not among its nodes (SearchResult).
  std::printf("   # empties  best  score       time           nodes       nodes/s      ordering  check\n");
  for (const ObfProblem& problem : problems) {
    engine.clear();
    const engine::SearchResult result = engine.search(problem.position.board, limits);
    const int score = result.value / engine::kValuePerDisc;
    const bool move_ok = problem.move_scores.empty() || problem.is_best(result.best_move);
    const bool score_ok = problem.move_scores.empty() || score == problem.best_score();
    wrong_moves += move_ok ? 0 : 1;
    wrong_scores += score_ok ? 0 : 1;
    total_nodes += result.nodes;
    total_ordering_nodes += result.ordering_nodes;
    total_seconds += result.seconds;
    std::printf("%4lld %7d  %-4s %+6d %9.3f s %15llu %13.0f %13llu  %s\n", number++,
                problem.position.board.empty_count(), square_name(result.best_move).c_str(), score,
                result.seconds, static_cast<unsigned long long>(result.nodes),
                result.seconds > 0 ? static_cast<double>(result.nodes) / result.seconds : 0.0,
                static_cast<unsigned long long>(result.ordering_nodes),
                move_ok && score_ok ? "ok"
                : !score_ok         ? ("WRONG SCORE, file: " + std::to_string(problem.best_score())).c_str()
                                    : "WRONG MOVE");
    std::fflush(stdout);
  }
  std::printf("total: %zu positions, %.3f s, %llu nodes, %.0f nodes/s, %llu ordering boards, %d threads\n",
              problems.size(), total_seconds, static_cast<unsigned long long>(total_nodes),
              total_seconds > 0 ? static_cast<double>(total_nodes) / total_seconds : 0.0,
              static_cast<unsigned long long>(total_ordering_nodes), options.threads);
  std::printf("disagreements with the file: %d best moves, %d scores\n", wrong_moves, wrong_scores);
  if (wrong_moves + wrong_scores > 0) throw CLI::RuntimeError(1);
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* solve_app = app.add_subcommand(
      "solve", "Solve every position of an .obf file exactly and check the best moves and scores against it");
  solve_app->add_option("file", options->file, "The .obf file: a position and its move scores a line")
      ->required()
      ->check(CLI::ExistingFile);
  solve_app->add_option("--threads", options->threads, "Search threads")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  solve_app->add_option("--hash", options->hash_megabytes, "Hash table size in megabytes")
      ->check(CLI::Range(1, 65536))
      ->capture_default_str();
  solve_app->add_option("--first", options->first_number,
                        "Number of the file's first position (default: from a name like fforum-40-59.obf)");
  solve_app->callback([options] { run_solve(*options); });
}

}  // namespace reversi::cli
