// The page's files (everything under web/, and the engine module where the build has
// one), compiled into the binary by cmake/embed_files.cmake so that `reversi serve` works
// from any directory.
#pragma once

#include <string_view>
#include <vector>

namespace reversi::server {

struct EmbeddedFile {
  std::string_view path;  // "/index.html", "/js/app.js": where web/ has it
  std::string_view content;
  std::string_view gzipped;  // the content as gzip; empty where that is no smaller
  std::string_view etag;     // a hash of the content, without the quotes
  bool immutable = false;    // the path changes with the content (a hash in its name)
};

const std::vector<EmbeddedFile>& embedded_files();  // generated

const EmbeddedFile* find_embedded_file(std::string_view path);  // nullptr when there is none
// Whether the build embeds the engine module (served under /engine/, cmake/wasm.cmake).
bool embeds_engine_module();
// /js/engine-files.js as a build without the engine module has it, for a server whose page
// must not search itself.
const EmbeddedFile& no_engine_files();
// The embedded file the page gets at `path`: /js/engine-files.js as no_engine_files() has it
// where the server offers no browser engine (`browser_engine` false); nullptr when there is none.
const EmbeddedFile* find_page_file(std::string_view path, bool browser_engine);
std::string_view content_type_of(std::string_view path);  // from the file name's extension

}  // namespace reversi::server
