// The page as a static site (`reversi site`): the files `reversi serve` sends for it,
// written to a folder that any static host serves, under any path. With no server behind
// it the page is told so (js/site-mode.js) and the engine in the browser referees every
// game; what needs a server (online play, "Your games") is left out.
#pragma once

#include <cstddef>
#include <filesystem>

#include "core/result.h"

namespace reversi::server {

// Writes the site into `directory`, made if missing; the page's files there are replaced,
// others left alone. The number of files written, or why it could not: a build without the
// engine module (emscripten) has none to give it.
Result<std::size_t> write_static_site(const std::filesystem::path& directory);

}  // namespace reversi::server
