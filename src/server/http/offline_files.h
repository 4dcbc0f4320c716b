// What the page's service worker (web/sw.js) keeps so that the page starts and plays with
// no network: /offline-files.js, made here from the embedded files themselves, so that the
// list and its version never fall behind them.
#pragma once

#include "server/http/embedded_files.h"

namespace reversi::server {

inline constexpr std::string_view kOfflineFilesPath = "/offline-files.js";
inline constexpr std::string_view kServiceWorkerPath = "/sw.js";

// The script the service worker imports: `self.offlineFiles = {cache, files}`, where files
// lists every page file but the service worker ({path, etag, immutable}: the validator the
// server sends with it) and cache names them all, changing whenever any of them changes.
// Without the browser engine (`browser_engine` false) the engine module is left out and
// /js/engine-files.js is the one that says so.
const EmbeddedFile& offline_files(bool browser_engine);

// The same list for a static copy of the page (server/http/static_site.h): every file, with
// no validator (`etag` null), since its host makes its own.
const EmbeddedFile& static_site_offline_files();

}  // namespace reversi::server
