#include "server/http/static_site.h"

#include <system_error>

#include "core/file_contents.h"
#include "server/http/embedded_files.h"
#include "server/http/offline_files.h"

namespace reversi::server {

namespace {

constexpr std::string_view kSiteModePath = "/js/site-mode.js";
constexpr std::string_view kStaticSiteMode =
    "// Written by `reversi site`: this copy of the page has no server (see the served one).\n"
    "export const staticSite = true;\n";

Result<bool> write(const std::filesystem::path& directory, std::string_view path, std::string_view content) {
  const std::filesystem::path file = directory / std::filesystem::path(path.substr(1));
  std::error_code error;
  std::filesystem::create_directories(file.parent_path(), error);
  if (error) return Error{file.parent_path().string() + ": cannot make the folder: " + error.message()};
  if (std::optional<std::string> failed = replace_file_contents(file.string(), content))
    return Error{*failed};
  return true;
}

}  // namespace

Result<std::size_t> write_static_site(const std::filesystem::path& directory) {
  if (!embeds_engine_module()) {
    return Error{
        "this reversi was built without the engine in the browser, which a static site needs to "
        "play: install emscripten (scripts/install-deps.sh test) and build it again with REVERSI_WASM on"};
  }
  std::size_t written = 0;
  for (const EmbeddedFile& file : embedded_files()) {
    const std::string_view content = file.path == kSiteModePath ? kStaticSiteMode : file.content;
    if (Result<bool> wrote = write(directory, file.path, content); !wrote) return wrote.failure();
    ++written;
  }
  const EmbeddedFile& list = static_site_offline_files();
  if (Result<bool> wrote = write(directory, list.path, list.content); !wrote) return wrote.failure();
  return written + 1;
}

}  // namespace reversi::server
