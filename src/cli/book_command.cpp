// `reversi book`: grow an opening book by deviation search, learn finished games into a
// user's book, show a position's book moves, and read or write the book's text format
// (docs/book.md).
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "cli/board_view.h"
#include "cli/commands.h"
#include "cli/game_files.h"
#include "cli/learned_book.h"
#include "core/file_contents.h"
#include "core/notation.h"
#include "core/opening_names.h"
#include "engine/book_builder.h"
#include "engine/book_files.h"

namespace reversi::cli {

namespace {

struct BookOptions {
  std::string book;                // the binary book file; empty: the compiled-in book (show, export, learn)
  std::string learned_book;        // the user's learned book laid over it (show, learn)
  std::vector<std::string> files;  // the game files to learn
  engine::LearnOptions learn;
  std::string file;  // the text file to import or export
  std::string position;
  std::string moves;
  engine::BookBuildOptions build;
  int positions = 100;
  int save_every = 10;
  int jobs = 1;
  bool named_lines = false;  // build: hold every named opening's line to its end
};

// The named openings' lines as moves from the start.
std::vector<std::vector<Square>> named_opening_lines() {
  std::vector<std::vector<Square>> lines;
  for (const NamedOpening& opening : named_openings())
    lines.push_back(parse_transcript(opening.moves).value());
  return lines;
}

// The book in `path`: a new, empty one when there is no such file and `may_be_new`.
engine::Book read_book(const std::string& path, bool may_be_new) {
  if (path.empty()) return engine::default_book();
  if (may_be_new && !std::filesystem::exists(path)) return engine::Book{};
  return book_file(path);
}

void write_file(const std::string& path, const std::string& bytes) {
  if (const std::optional<std::string> problem = replace_file_contents(path, bytes)) fail(*problem);
}

std::string duration_text(Language lang, double seconds) {
  const long whole = static_cast<long>(seconds + 0.5);
  char buffer[64];
  if (whole >= 3600) {
    std::snprintf(buffer, sizeof buffer, text(lang, "%ld 時間 %ld 分", "%ld h %ld min"), whole / 3600,
                  whole % 3600 / 60);
  } else if (whole >= 60) {
    std::snprintf(buffer, sizeof buffer, text(lang, "%ld 分 %ld 秒", "%ld min %ld s"), whole / 60,
                  whole % 60);
  } else {
    std::snprintf(buffer, sizeof buffer, text(lang, "%ld 秒", "%ld s"), whole);
  }
  return buffer;
}

void run_show(const BookOptions& options, Language lang) {
  const engine::Book shipped = read_book(options.book, false);
  const std::optional<engine::LearningBook> learning =
      options.learned_book.empty() ? std::nullopt
                                   : std::optional(read_learning_book(options.learned_book, shipped));
  const engine::Book& book = learning ? learning->book() : shipped;
  const Position position = game_from_arguments(options.position, options.moves).position();
  std::printf("%s%s\n", draw_board(position).c_str(), to_move_line(lang, position).c_str());
  const std::vector<engine::BookMove> moves = book.moves(position.board);
  if (moves.empty()) {
    std::printf(text(lang, "この局面は定石集 (%zu 局面) にありません。\n",
                     "This position is not in the book (%zu positions).\n"),
                book.size());
    return;
  }
  // Where a value comes from: the entry searched, or the position a book move leads to.
  const auto source = [&](const Board& board) {
    if (!learning) return "";
    return learning->is_learned(board) ? text(lang, "  (学習)", "  (learned)")
                                       : text(lang, "  (同梱)", "  (shipped)");
  };
  if (learning) {
    std::printf(
        "%s\n",
        learning->is_learned(position.board)
            ? text(lang, "この局面は学習した定石集にあります。", "This position is in the learned book.")
            : text(lang, "この局面は同梱の定石集にあります。", "This position is in the shipped book."));
  }
  std::printf("%s\n", text(lang, "定石集の評価 (石差、打つ側から見て)、読みの深さ、* は定石集の手:",
                           "Book values (discs, for the side to move), search depth, * = a book move:"));
  for (const engine::BookMove& move : moves) {
    const Board& from =
        move.in_book ? engine::next_decision(position.board, move.move).board : position.board;
    std::printf("  %s  %+3d  %s %2d%s%s\n", square_name(move.move).c_str(), move.value,
                text(lang, "深さ", "depth"), move.depth, move.in_book ? "  *" : "", source(from));
  }
}

void run_learn(const BookOptions& options, Language lang) {
  const engine::Book shipped = read_book(options.book, false);
  engine::LearningBook book = read_learning_book(options.learned_book, shipped);
  std::printf(text(lang, "%s: %zu 局面から始めます (深さ %d、%d 手目まで、%d スレッド)。\n",
                   "%s: starting from %zu positions (depth %d, up to move %d, %d threads).\n"),
              options.learned_book.c_str(), book.learned().size(), options.learn.depth, options.learn.plies,
              options.jobs);
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  std::size_t added = 0;
  for (const std::string& file : options.files) {
    Result<std::vector<ImportedGame>> games = read_game_file(file);
    if (!games) fail(games.error());
    std::size_t added_here = 0;
    // Saved after every game: a run stopped midway keeps what it learned, and the same
    // command run again passes quickly over the games already learned.
    for (const ImportedGame& imported : games.value()) {
      const Result<std::size_t> learned =
          learn_and_save(book, options.learned_book, engine::boards_played(game_of(imported.record)),
                         options.learn, options.jobs);
      if (!learned) fail(learned.error());
      added_here += learned.value();
    }
    added += added_here;
    std::printf(text(lang, "  %s: %zu 局、%zu 局面を学習\n", "  %s: %zu games, %zu positions learned\n"),
                file.c_str(), games.value().size(), added_here);
    std::fflush(stdout);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(text(lang, "%zu 局面を %s で学習しました。%s は %zu 局面です。\n",
                   "Learned %zu positions in %s; %s has %zu positions.\n"),
              added, duration_text(lang, seconds).c_str(), options.learned_book.c_str(),
              book.learned().size());
}

void run_import(const BookOptions& options, Language lang) {
  Result<engine::Book> imported = engine::parse_book_text(file_argument("", options.file), options.file);
  if (!imported) fail(imported.error());
  engine::Book book = read_book(options.book, true);
  // A position of the file replaces the book's: the file is what the user asks for.
  for (const auto& [board, entry] : imported.value().entries()) book.add(board, entry.depth, entry.moves);
  book.propagate();
  write_file(options.book, engine::book_binary(book));
  std::printf(text(lang, "%s から %zu 局面を %s に読み込みました (全 %zu 局面)。\n",
                   "Imported %zu positions from %s into %s (%zu positions in all).\n"),
              imported.value().size(), options.file.c_str(), options.book.c_str(), book.size());
}

void run_export(const BookOptions& options, Language lang) {
  const engine::Book book = read_book(options.book, false);
  write_file(options.file, engine::book_text(book));
  std::printf(text(lang, "%zu 局面を %s に書き出しました。\n", "Exported %zu positions to %s.\n"),
              book.size(), options.file.c_str());
}

void run_build(const BookOptions& options, Language lang) {
  engine::Book book = read_book(options.book, true);
  const std::size_t at_start = book.size();
  engine::BookBuildOptions build = options.build;
  if (options.named_lines) build.lines = named_opening_lines();
  engine::BookBuilder builder(book, build, engine::EngineOptions{.hash_megabytes = 64, .threads = 1},
                              options.jobs);
  std::printf(
      text(lang, "%s: %zu 局面から始めます (深さ %d、幅 %d 石、%d 手目まで、%d 局面ずつ、%d スレッド)。\n",
           "%s: starting from %zu positions (depth %d, width %d discs, up to move %d, %d at a time, "
           "%d threads).\n"),
      options.book.c_str(), at_start, options.build.depth, options.build.width, options.build.plies,
      options.build.batch, options.jobs);
  if (build.opening_plies > 0)
    std::printf(text(lang, "  序盤 %d 手未満: 深さ %d、幅 %d 石。\n",
                     "  the first %d moves: depth %d, width %d discs.\n"),
                build.opening_plies, build.depth_at(0), build.width_at(0));
  if (!build.lines.empty())
    std::printf(text(lang, "  名前のある定石 %zu 本を最後まで入れます。\n",
                     "  holding the %zu named openings' lines to their end.\n"),
                build.lines.size());
  const auto start = std::chrono::steady_clock::now();
  std::size_t added = 0;
  std::size_t saved = 0;
  bool complete = false;
  const auto wanted = static_cast<std::size_t>(options.positions);
  while (added < wanted) {
    std::size_t step = 0;
    try {
      step = builder.grow();
    } catch (const std::invalid_argument& error) {
      // A search gave what the book cannot hold (engine::Book::add): a defect of the engine,
      // stopped before it is saved.
      fail("book build: " + std::string(error.what()) + "; " + options.book +
           " keeps what was saved before it");
    }
    if (step == 0) {
      complete = true;
      break;
    }
    added += step;
    if (added - saved >= static_cast<std::size_t>(options.save_every) || added >= wanted) {
      write_file(options.book, engine::book_binary(book));
      saved = added;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double left =
        seconds / static_cast<double>(added) * static_cast<double>(wanted - std::min(added, wanted));
    std::printf(text(lang, "  %zu/%d 局面を追加 (定石集 %zu 局面)、1 局面 %.2f 秒、残り約 %s\n",
                     "  added %zu/%d (book: %zu positions), %.2f s a position, about %s left\n"),
                added, options.positions, book.size(), seconds / static_cast<double>(added),
                duration_text(lang, left).c_str());
    std::fflush(stdout);
  }
  if (complete) {
    write_file(options.book, engine::book_binary(book));
    std::printf("%s\n", text(lang, "幅と手数の範囲の局面はすべて定石集に入りました。",
                             "Every line within the width and the plies is in the book."));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(text(lang, "%zu 局面を %s で追加しました。%s は %zu 局面です。\n",
                   "Added %zu positions in %s; %s has %zu positions.\n"),
              added, duration_text(lang, seconds).c_str(), options.book.c_str(), book.size());
}

}  // namespace

void add_book_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<BookOptions>();
  CLI::App* book_app = app.add_subcommand("book",
                                          "Build the opening book, learn games into a learned book, show a "
                                          "position's book moves, import or export it");
  book_app->require_subcommand(1);
  const auto add_book_option = [&options](CLI::App* command, bool required) {
    CLI::Option* option =
        command->add_option("--book", options->book,
                            required ? "The book file (binary), created if missing"
                                     : "The book file (binary); default: the book compiled into the program");
    if (required) option->required();
  };

  CLI::App* show =
      book_app->add_subcommand("show", "List the book moves of a position with values and depths");
  show->add_option("position", options->position,
                   "64 squares and X or O, or a transcript from the start; default: the start");
  show->add_option("--moves", options->moves, "Moves played from the position first, e.g. f5d6c3");
  add_book_option(show, false);
  show->callback([options, &global] { run_show(*options, global.language()); });

  show->add_option(
      "--learned-book", options->learned_book,
      "A learned book (`reversi book learn`) laid over the book: each value says which it came from");

  CLI::App* learn = book_app->add_subcommand(
      "learn", "Learn finished games into a learned book kept beside the shipped one (resumable)");
  learn->add_option("files", options->files, "Game files: GGF, WTHOR or transcripts, one game a line")
      ->required();
  learn->add_option("--learned-book", options->learned_book, "The learned book (binary), created if missing")
      ->required();
  learn->add_option("--book", options->book,
                    "The book it lies over; default: the book compiled into the program");
  learn->add_option("--depth", options->learn.depth, "Look-ahead of each new position's search, in plies")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  learn
      ->add_option("--plies", options->learn.plies,
                   "Learn the positions up to this many moves from the start")
      ->check(CLI::Range(0, kSquareCount - 4))
      ->capture_default_str();
  learn
      ->add_option("--jobs", options->jobs,
                   "Threads searching a game's positions (the book does not depend on it)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  learn->callback([options, &global] { run_learn(*options, global.language()); });

  CLI::App* import_app =
      book_app->add_subcommand("import", "Add the positions of a text book file to a book");
  import_app->add_option("file", options->file, "The text file (docs/book.md)")->required();
  add_book_option(import_app, true);
  import_app->callback([options, &global] { run_import(*options, global.language()); });

  CLI::App* export_app = book_app->add_subcommand("export", "Write a book as text, one position a line");
  export_app->add_option("file", options->file, "The text file to write")->required();
  add_book_option(export_app, false);
  export_app->callback([options, &global] { run_export(*options, global.language()); });

  CLI::App* build = book_app->add_subcommand(
      "build", "Grow a book from the start by deviation search; resumable (saves as it goes)");
  add_book_option(build, true);
  build->add_option("--depth", options->build.depth, "Look-ahead of each position's search, in plies")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  build
      ->add_option("--positions", options->positions,
                   "How many positions to add in this run (at least: a run ends with a whole batch)")
      ->check(CLI::Range(1, 100'000'000))
      ->capture_default_str();
  build
      ->add_option("--width", options->build.width,
                   "Follow the moves within this many discs of each position's best")
      ->check(CLI::Range(0, 2 * kMaxScore))
      ->capture_default_str();
  build->add_option("--plies", options->build.plies, "Go no further from the start than this many moves")
      ->check(CLI::Range(0, kSquareCount - 4))
      ->capture_default_str();
  build
      ->add_option("--opening-plies", options->build.opening_plies,
                   "The opening: the positions fewer than this many moves from the start (0: none)")
      ->check(CLI::Range(0, kSquareCount - 4))
      ->capture_default_str();
  build
      ->add_option("--opening-width", options->build.opening_width,
                   "In the opening, follow the moves within this many discs (where more than --width)")
      ->check(CLI::Range(0, 2 * kMaxScore))
      ->capture_default_str();
  build
      ->add_option("--opening-depth", options->build.opening_depth,
                   "In the opening, search this deep (where more than --depth); past it a ply less a move")
      ->check(CLI::Range(0, engine::kMaxDepth))
      ->capture_default_str();
  build->add_flag("--named-lines", options->named_lines,
                  "Hold every named opening's line to its end, before the other lines");
  build->add_option("--save-every", options->save_every, "Save the book after this many new positions")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  build
      ->add_option(
          "--batch", options->build.batch,
          "Positions taken and searched at once before their values flow up (the book depends on it)")
      ->check(CLI::Range(1, 10'000))
      ->capture_default_str();
  build
      ->add_option("--jobs", options->jobs,
                   "Threads searching a batch's positions (the book does not depend on it)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  build->callback([options, &global] { run_build(*options, global.language()); });
}

}  // namespace reversi::cli
