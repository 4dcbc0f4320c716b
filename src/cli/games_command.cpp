// `reversi games import FILE...` and `reversi games export`: game files in and out of the
// server's game database (the one `reversi serve --data DIR` or `--database URI` serves).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/game_files.h"
#include "core/ggf.h"
#include "core/transcript_file.h"
#include "server/store/game_store.h"

namespace reversi::cli {

namespace {

struct GamesOptions {
  std::vector<std::string> files;
  std::string data = "reversi-data";
  std::string database;  // a PostgreSQL URI; empty: SQLite in `data`
  std::string format = "ggf";
  std::string output;
  bool skip_bad = false;  // import: leave out the games that cannot be read, not the files
};

std::unique_ptr<server::GameStore> open_store(const GamesOptions& options) {
  try {
    return std::make_unique<server::GameStore>(server::DatabaseLocation(options.data, options.database));
  } catch (const std::exception& error) {
    fail((options.database.empty() ? "--data: " : "--database: ") + std::string(error.what()));
  }
}

// What an import says when it is done: the games stored, those already there, the bad ones
// set aside (--skip-bad).
void print_import_summary(const GamesOptions& options, const std::string& database,
                          const server::StoredImport& stored, std::size_t skipped, Language lang) {
  const std::size_t files = options.files.size();
  if (lang == Language::Japanese) {
    std::cout << files << " 個のファイルから " << stored.ids.size() << " 局を " << database
              << " に取り込みました";
    if (stored.already_stored > 0) std::cout << " (" << stored.already_stored << " 局は取り込み済み)";
    if (options.skip_bad) std::cout << " (読めない " << skipped << " 局を飛ばしました)";
  } else {
    std::cout << "Imported " << stored.ids.size() << " games from " << files << " files into " << database;
    if (stored.already_stored > 0) std::cout << "; " << stored.already_stored << " games were there already";
    if (options.skip_bad) std::cout << "; skipped " << skipped << " bad games";
  }
  std::cout << "\n";
}

// Every file is read whole before anything is stored, and the games go in in one
// transaction: a bad file, or a failure on the way, leaves the database as it was. With
// --skip-bad, a bad game is named on standard error and left out instead.
void run_import(const GamesOptions& options, Language lang) {
  std::vector<GameRecord> records;
  std::vector<BadGame> skipped;
  for (const std::string& file : options.files) {
    Result<std::vector<ImportedGame>> games = read_game_file(file, options.skip_bad ? &skipped : nullptr);
    if (!games) {
      fail(games.error() + text(lang, " (何も取り込んでいません)", " (nothing imported)"));
    }
    for (ImportedGame& game : std::move(games).value()) records.push_back(std::move(game.record));
  }
  for (const BadGame& bad : skipped) {
    std::cerr << text(lang, "飛ばしました: ", "skipped: ") << bad.file << ": " << bad.game << ": "
              << bad.reason << '\n';
  }
  const std::unique_ptr<server::GameStore> store = open_store(options);
  const std::string database = store->database_name();
  server::StoredImport stored;
  try {
    stored = store->insert_records(records);
  } catch (const std::exception& error) {
    fail(database + ": " + error.what() + text(lang, " (何も取り込んでいません)", " (nothing imported)"));
  }
  print_import_summary(options, database, stored, skipped.size(), lang);
}

void run_export(const GamesOptions& options, Language lang) {
  // Opening the store would create the database: a mistyped --data must not look empty.
  if (options.database.empty() && !std::filesystem::is_directory(options.data)) {
    fail("--data: no such directory: " + options.data);
  }
  const std::unique_ptr<server::GameStore> store = open_store(options);
  std::ofstream file;
  if (!options.output.empty()) {
    file.open(options.output, std::ios::binary);
    if (!file) fail("--output: cannot write " + options.output);
  }
  std::ostream& out = options.output.empty() ? std::cout : file;
  std::size_t written = 0;
  std::size_t left_out = 0;
  for (const server::StoredRecord& stored : store->records()) {
    if (options.format == "ggf") {
      out << write_ggf_game(stored.record) << '\n';
      ++written;
      continue;
    }
    // A transcript cannot say where a game started, and an empty line is no game.
    const std::optional<std::string> line = transcript_line(stored.record);
    if (!line || line->empty()) {
      ++left_out;
      continue;
    }
    out << *line << '\n';
    ++written;
  }
  out.flush();
  if (!out) fail("--output: cannot write " + options.output);
  if (left_out > 0) {
    std::cerr
        << (lang == Language::Japanese
                ? std::to_string(left_out) +
                      " 局は書き出していません: 初期配置以外から始まったか、まだ一手も打っていない対局は"
                      "棋譜の行にできません (--format ggf なら書き出せます)"
                : std::to_string(left_out) +
                      " games left out: a game from a set-up position or without a move has no transcript "
                      "line (--format ggf writes them)")
        << '\n';
  }
  if (!options.output.empty()) {
    std::cerr << (lang == Language::Japanese
                      ? std::to_string(written) + " 局を " + options.output + " に書き出しました"
                      : "Wrote " + std::to_string(written) + " games to " + options.output)
              << '\n';
  }
}

}  // namespace

void add_games_command(CLI::App& app, const GlobalOptions& global) {
  auto options = std::make_shared<GamesOptions>();
  CLI::App* games =
      app.add_subcommand("games", "Import game files into the game database, or export its games");
  games->require_subcommand(1);

  CLI::App* import_app = games->add_subcommand(
      "import",
      "Add the games of GGF, WTHOR (.wtb) or transcript files to the database: all or none (or "
      "--skip-bad); a game already there is not added again");
  import_app->add_option("files", options->files, "The game files")->required();
  import_app->add_flag(
      "--skip-bad", options->skip_bad,
      "Import the other games of a file where some cannot be read (an illegal move, a damaged "
      "record), naming each on standard error, instead of nothing");
  import_app->add_option("--data", options->data, "Directory of the game database (as reversi serve --data)")
      ->capture_default_str();
  add_database_option(*import_app, options->database);
  import_app->callback([options, &global] { run_import(*options, global.language()); });

  CLI::App* export_app =
      games->add_subcommand("export", "Write every game of the database as GGF or transcripts");
  export_app
      ->add_option("--format", options->format, "ggf (one game a line) or transcript (from the start only)")
      ->check(CLI::IsMember({"ggf", "transcript"}))
      ->capture_default_str();
  export_app->add_option("--data", options->data, "Directory of the game database (as reversi serve --data)")
      ->capture_default_str();
  add_database_option(*export_app, options->database);
  export_app->add_option("--output", options->output, "The file to write (default: standard output)");
  export_app->callback([options, &global] { run_export(*options, global.language()); });
}

}  // namespace reversi::cli
