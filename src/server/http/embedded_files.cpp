#include "server/http/embedded_files.h"

#include <algorithm>
#include <array>
#include <utility>

namespace reversi::server {

const EmbeddedFile* find_embedded_file(std::string_view path) {
  const std::vector<EmbeddedFile>& files = embedded_files();
  const auto found =
      std::find_if(files.begin(), files.end(), [&](const EmbeddedFile& f) { return f.path == path; });
  return found == files.end() ? nullptr : &*found;
}

const EmbeddedFile& no_engine_files() {
  static const EmbeddedFile file{
      "/js/engine-files.js", "export const engineFiles = null;\n", {}, "no-engine-files"};
  return file;
}

bool embeds_engine_module() {
  const std::vector<EmbeddedFile>& files = embedded_files();
  return std::any_of(files.begin(), files.end(),
                     [](const EmbeddedFile& file) { return file.path.starts_with("/engine/"); });
}

const EmbeddedFile* find_page_file(std::string_view path, bool browser_engine) {
  if (!browser_engine && path == no_engine_files().path) return &no_engine_files();
  return find_embedded_file(path);
}

std::string_view content_type_of(std::string_view path) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 11> types = {{
      {".html", "text/html; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".json", "application/json"},
      {".webmanifest", "application/manifest+json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".wasm", "application/wasm"},
  }};
  for (const auto& [extension, type] : types) {
    if (path.ends_with(extension)) return type;
  }
  return "application/octet-stream";
}

}  // namespace reversi::server
