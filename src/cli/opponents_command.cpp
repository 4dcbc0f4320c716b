// `reversi opponents`: every computer opponent with its rough strength and what it does.
#include <cstdio>

#include "cli/commands.h"
#include "players/registry.h"

namespace reversi::cli {

void add_opponents_command(CLI::App& app, const GlobalOptions& global) {
  CLI::App* opponents_app = app.add_subcommand("opponents", "List the computer opponents for play and match");
  opponents_app->callback([&global] {
    const Language lang = global.language();
    for (const OpponentInfo& info : opponents()) {
      const std::string& strength = lang == Language::Japanese ? info.strength_ja : info.strength;
      const std::string& description = lang == Language::Japanese ? info.description_ja : info.description;
      std::printf("%-13s [%s] %s\n", info.name.c_str(), strength.c_str(), description.c_str());
    }
  });
}

}  // namespace reversi::cli
