// What makes the page an app that starts offline (docs/api.md, "The page's files"): the web
// app manifest, the service worker (web/sw.js), and the list of files it keeps, which the
// server makes from the files it serves.
#include "server/http/offline_files.h"

#include <gtest/gtest.h>

#include <set>

#include "core/file_contents.h"
#include "server/http/embedded_files.h"
#include "server/http/static_site.h"
#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;

// The object the script assigns to self.offlineFiles.
nlohmann::json listed(std::string_view script) {
  constexpr std::string_view assignment = "self.offlineFiles = ";
  const std::size_t start = script.find(assignment);
  const std::size_t end = script.rfind(";\n");
  if (start == std::string_view::npos || end == std::string_view::npos || end < start) return nullptr;
  return nlohmann::json::parse(script.substr(start + assignment.size(), end - start - assignment.size()));
}

std::set<std::string> paths_of(const nlohmann::json& list) {
  std::set<std::string> paths;
  for (const nlohmann::json& file : list["files"]) paths.insert(file["path"].get<std::string>());
  return paths;
}

// "WIDTHxHEIGHT" as a PNG's header (IHDR, the first chunk) gives them; empty for no PNG.
std::string png_size(std::string_view png) {
  constexpr std::string_view kSignature = "\x89PNG\r\n\x1a\n";
  if (png.size() < 24 || !png.starts_with(kSignature) || png.substr(12, 4) != "IHDR") return "";
  const auto number = [&](std::size_t at) {
    std::uint32_t value = 0;
    for (std::size_t i = at; i < at + 4; ++i) value = value << 8 | static_cast<unsigned char>(png[i]);
    return std::to_string(value);
  };
  return number(16) + "x" + number(20);
}

class OfflineFilesTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target, const HttpHeaders& headers = {}) {
    return http_request(server_.endpoint(), http::verb::get, target, "", headers);
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(OfflineFilesTest, TheManifestNamesThePageInBothLanguagesWithItsIconAndColour) {
  const HttpReply reply = get("/manifest.webmanifest");
  ASSERT_EQ(reply.status, 200u);
  EXPECT_EQ(reply.content_type, "application/manifest+json");
  const nlohmann::json manifest = reply.data();
  EXPECT_EQ(manifest["name"], "リバーシ Reversi");
  // Named from the manifest's folder, so that a copy of the page under any path is one app.
  EXPECT_EQ(manifest["start_url"], "./");
  EXPECT_EQ(manifest["scope"], "./");
  EXPECT_EQ(manifest["display"], "standalone");
  EXPECT_EQ(manifest["icons"][0]["src"], "favicon.svg");
  // Each icon is there, of its type, and a bitmap's size is what the manifest says.
  bool maskable = false;
  for (const nlohmann::json& icon : manifest["icons"]) {
    const std::string path = "/" + icon["src"].get<std::string>();
    const HttpReply served = get(path);
    ASSERT_EQ(served.status, 200u) << path;
    EXPECT_EQ(served.content_type, icon["type"]) << path;
    if (icon["type"] == "image/png") {
      EXPECT_EQ(png_size(served.body), icon["sizes"]) << path;
    }
    maskable = maskable || icon["purpose"] == "maskable";
  }
  EXPECT_TRUE(maskable);
  const std::string page = get("/").body;
  // iOS's home screen takes its own icon, a bitmap of 180 pixels.
  EXPECT_NE(page.find("<link rel=\"apple-touch-icon\" href=\"icons/apple-touch-icon.png\">"),
            std::string::npos);
  EXPECT_EQ(png_size(get("/icons/apple-touch-icon.png").body), "180x180");
  EXPECT_NE(page.find("<link rel=\"manifest\" href=\"manifest.webmanifest\">"), std::string::npos);
  // The page's light colour, as its theme-color says.
  EXPECT_NE(
      page.find("<meta name=\"theme-color\" content=\"" + manifest["theme_color"].get<std::string>() + "\""),
      std::string::npos);
}

// A browser looks for a new service worker on each visit; a worker or list kept in its
// cache for long would hold the page at an old version.
TEST_F(OfflineFilesTest, TheServiceWorkerAndItsListAreCheckedOnEachLoad) {
  for (const std::string path : {"/sw.js", "/offline-files.js"}) {
    const HttpReply reply = get(path);
    ASSERT_EQ(reply.status, 200u) << path;
    EXPECT_EQ(reply.content_type, "text/javascript; charset=utf-8") << path;
    EXPECT_EQ(reply.headers[http::field::cache_control], "no-cache") << path;
    const std::string etag(reply.headers[http::field::etag]);
    ASSERT_FALSE(etag.empty()) << path;
    EXPECT_EQ(get(path, {{"If-None-Match", etag}}).status, 304u) << path;
  }
}

TEST_F(OfflineFilesTest, TheListNamesEveryPageFileWithTheValidatorItIsServedWith) {
  const HttpReply reply = get("/offline-files.js");
  EXPECT_EQ(reply.body, offline_files(true).content);
  const nlohmann::json list = listed(reply.body);
  ASSERT_TRUE(list.is_object()) << reply.body;
  EXPECT_EQ(list["cache"], "reversi-" + std::string(offline_files(true).etag));

  std::set<std::string> expected;
  for (const EmbeddedFile& file : embedded_files()) expected.insert(std::string(file.path));
  expected.erase("/sw.js");
  EXPECT_EQ(paths_of(list), expected);
  for (const std::string path : {"/index.html", "/style.css", "/favicon.svg", "/manifest.webmanifest",
                                 "/js/app.js", "/js/engine-worker.js", "/js/engine-files.js"}) {
    EXPECT_TRUE(expected.contains(path)) << path;
  }
  for (const nlohmann::json& file : list["files"]) {
    const std::string path = file["path"];
    const HttpReply served = get(path, {{"Accept-Encoding", "gzip"}});
    ASSERT_EQ(served.status, 200u) << path;
    const std::string etag = file["etag"];
    EXPECT_TRUE(served.headers[http::field::etag] == "\"" + etag + "\"" ||
                served.headers[http::field::etag] == "\"" + etag + "-gzip\"")
        << path;
    EXPECT_EQ(file["immutable"], path.starts_with("/engine/")) << path;
  }
}

// reversi serve --book: the page has no engine of its own, so none is kept for it.
TEST(OfflineFiles, WithoutTheBrowserEngineTheModuleIsLeftOutUnderAnotherCacheName) {
  const nlohmann::json list = listed(offline_files(false).content);
  ASSERT_TRUE(list.is_object());
  bool names_engine_files = false;
  for (const nlohmann::json& file : list["files"]) {
    const std::string path = file["path"];
    EXPECT_FALSE(path.starts_with("/engine/")) << path;
    if (path != "/js/engine-files.js") continue;
    names_engine_files = true;
    EXPECT_EQ(file["etag"], std::string(no_engine_files().etag));
  }
  EXPECT_TRUE(names_engine_files);
  if (embeds_engine_module()) {
    EXPECT_NE(list["cache"], listed(offline_files(true).content)["cache"]);
  }
}

// reversi site: the same files for a static host, which knows no validators, and the page
// told that no server is behind it; a build without the module refuses.
TEST(StaticSite, WritesEveryListedFileAndTellsThePageItHasNoServer) {
  const std::filesystem::path site = test_data_directory("StaticSite");
  std::filesystem::remove_all(site);
  const Result<std::size_t> written = write_static_site(site / "public");
  if (!embeds_engine_module()) {
    ASSERT_FALSE(written);
    EXPECT_NE(written.error().find("without the engine in the browser"), std::string::npos)
        << written.error();
    EXPECT_FALSE(std::filesystem::exists(site / "public"));
    return;
  }
  ASSERT_TRUE(written) << written.error();
  EXPECT_EQ(written.value(), embedded_files().size() + 1);
  const Result<std::string> script = file_contents((site / "public/offline-files.js").string());
  ASSERT_TRUE(script) << script.error();
  const nlohmann::json list = listed(script.value());
  ASSERT_TRUE(list.is_object());
  EXPECT_EQ(paths_of(list), paths_of(listed(offline_files(true).content)));
  for (const nlohmann::json& file : list["files"]) {
    const std::string path = file["path"];
    EXPECT_TRUE(file["etag"].is_null()) << path;
    const Result<std::string> content = file_contents((site / "public" / path.substr(1)).string());
    ASSERT_TRUE(content) << content.error();
    if (path != "/js/site-mode.js") {
      EXPECT_EQ(content.value(), find_embedded_file(path)->content) << path;
    }
  }
  EXPECT_NE(file_contents((site / "public/js/site-mode.js").string()).value().find("staticSite = true;"),
            std::string::npos);
  EXPECT_NE(find_embedded_file("/js/site-mode.js")->content.find("staticSite = false;"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(site / "public/sw.js"));
  // A folder that cannot be made is named in the error, and nothing is claimed written.
  const Result<std::size_t> blocked = write_static_site(site / "public/index.html/site");
  ASSERT_FALSE(blocked);
  EXPECT_NE(blocked.error().find("index.html/site: cannot make the folder"), std::string::npos)
      << blocked.error();
  std::filesystem::remove_all(site);
}

}  // namespace
}  // namespace reversi::server
