#include "server/http/offline_files.h"

#include <nlohmann/json.hpp>

#include "server/store/sha256.h"

namespace reversi::server {

namespace {

// The script and its entry, built in place: the entry's views point into the strings.
class OfflineFiles {
 public:
  // `validators`: each file's ETag, which the service worker checks its copy against.
  OfflineFiles(bool browser_engine, bool validators) {
    nlohmann::json files = nlohmann::json::array();
    std::string versions;
    for (const EmbeddedFile& embedded : embedded_files()) {
      if (embedded.path == kServiceWorkerPath) continue;
      if (!browser_engine && embedded.path.starts_with("/engine/")) continue;
      const EmbeddedFile& file = *find_page_file(embedded.path, browser_engine);
      files.push_back({{"path", file.path},
                       {"etag", validators ? nlohmann::json(file.etag) : nlohmann::json(nullptr)},
                       {"immutable", file.immutable}});
      versions.append(file.path).append(" ").append(file.etag).append("\n");
    }
    etag_ = sha256_hex(versions).substr(0, 16);
    const nlohmann::json list = {{"cache", "reversi-" + etag_}, {"files", files}};
    content_ =
        "// The page's files for web/sw.js, made by the server (src/server/http/offline_files.cpp).\n"
        "self.offlineFiles = " +
        list.dump() + ";\n";
    file_ = {kOfflineFilesPath, content_, {}, etag_};
  }
  OfflineFiles(const OfflineFiles&) = delete;
  OfflineFiles& operator=(const OfflineFiles&) = delete;

  const EmbeddedFile& file() const { return file_; }

 private:
  std::string etag_;
  std::string content_;
  EmbeddedFile file_;
};

}  // namespace

const EmbeddedFile& offline_files(bool browser_engine) {
  static const OfflineFiles with_engine(true, true);
  static const OfflineFiles without_engine(false, true);
  return browser_engine ? with_engine.file() : without_engine.file();
}

const EmbeddedFile& static_site_offline_files() {
  static const OfflineFiles site(true, false);
  return site.file();
}

}  // namespace reversi::server
