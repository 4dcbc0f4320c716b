// `reversi site DIR`: the page as a static site, which any static host serves: games
// against a friend or the computer, hints and the review, all in the browser.
#include <cstdio>

#include "cli/commands.h"
#include "server/http/static_site.h"

namespace reversi::cli {

void add_site_command(CLI::App& app, const GlobalOptions& global) {
  auto directory = std::make_shared<std::string>();
  CLI::App* site = app.add_subcommand(
      "site",
      "Write the page as a static site into DIR, for any static host: play, hints and review in the browser");
  site->add_option("DIR", *directory, "Folder to write the site into (made if missing)")->required();
  site->callback([directory, &global] {
    const Result<std::size_t> written = server::write_static_site(*directory);
    if (!written) fail(written.error());
    const Language lang = global.language();
    std::printf(text(lang, "%zu 個のファイルを %s に書きました。\n", "Wrote %zu files to %s.\n"),
                written.value(), directory->c_str());
  });
}

}  // namespace reversi::cli
