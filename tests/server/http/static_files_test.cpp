// How `reversi serve` sends the page's files (docs/api.md, "The page's files"): gzip made
// at build time to browsers that take it, a validator on every file so that a repeat visit
// gets 304, and the engine module under names that carry its hash, kept by browsers for
// good.
#include <gtest/gtest.h>

#include <regex>

#include "server/http/embedded_files.h"
#include "server/http/header_values.h"
#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

namespace http = boost::beast::http;

TEST(AcceptEncoding, GzipIsTakenUnlessRefusedByAWeightOfZero) {
  EXPECT_TRUE(accepts_gzip("gzip"));
  EXPECT_TRUE(accepts_gzip("gzip, deflate, br, zstd"));
  EXPECT_TRUE(accepts_gzip("deflate , GZIP;Q=0.5"));
  EXPECT_TRUE(accepts_gzip("x-gzip"));
  EXPECT_TRUE(accepts_gzip("gzip;q=0.001"));
  EXPECT_TRUE(accepts_gzip("*"));
  EXPECT_FALSE(accepts_gzip(""));
  EXPECT_FALSE(accepts_gzip("deflate, br"));
  EXPECT_FALSE(accepts_gzip("gzip;q=0"));
  EXPECT_FALSE(accepts_gzip("gzip; q=0.000"));
  EXPECT_FALSE(accepts_gzip("*;q=0"));
  EXPECT_FALSE(accepts_gzip("gzip;q=0, *"));  // named beats the wildcard
  EXPECT_FALSE(accepts_gzip("gzipped"));
}

TEST(IfNoneMatch, NamesTheTagInAListWeaklyOrByAStar) {
  EXPECT_TRUE(none_match("\"abc\"", "\"abc\""));
  EXPECT_TRUE(none_match("W/\"abc\"", "\"abc\""));
  EXPECT_TRUE(none_match("\"x\", \"abc\"", "\"abc\""));
  EXPECT_TRUE(none_match("*", "\"abc\""));
  EXPECT_FALSE(none_match("\"abcd\"", "\"abc\""));
  EXPECT_FALSE(none_match("abc", "\"abc\""));
  EXPECT_FALSE(none_match("", "\"abc\""));
}

class StaticFilesTest : public ::testing::Test {
 protected:
  HttpReply get(const std::string& target, const HttpHeaders& headers = {}) {
    return http_request(server_.endpoint(), http::verb::get, target, "", headers);
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(StaticFilesTest, APageFileComesGzippedWithAValidatorAndIsCheckedOnEachLoad) {
  const EmbeddedFile* file = find_embedded_file("/js/app.js");
  ASSERT_NE(file, nullptr);
  ASSERT_FALSE(file->gzipped.empty());
  EXPECT_LT(file->gzipped.size(), file->content.size());

  const HttpReply plain = get("/js/app.js");
  EXPECT_EQ(plain.body, file->content);
  EXPECT_EQ(plain.headers[http::field::content_encoding], "");
  EXPECT_EQ(plain.headers[http::field::cache_control], "no-cache");
  EXPECT_EQ(plain.headers[http::field::vary], "Accept-Encoding");
  const std::string etag(plain.headers[http::field::etag]);
  EXPECT_EQ(etag, "\"" + std::string(file->etag) + "\"");

  const HttpReply gzipped = get("/js/app.js", {{"Accept-Encoding", "gzip, deflate, br"}});
  EXPECT_EQ(gzipped.body, file->gzipped);
  EXPECT_EQ(gzipped.headers[http::field::content_encoding], "gzip");
  const std::string gzip_etag(gzipped.headers[http::field::etag]);
  EXPECT_NE(gzip_etag, etag);

  const HttpReply unchanged = get("/js/app.js", {{"Accept-Encoding", "gzip"}, {"If-None-Match", gzip_etag}});
  EXPECT_EQ(unchanged.status, 304u);
  EXPECT_EQ(unchanged.body, "");
  EXPECT_EQ(unchanged.headers[http::field::etag], gzip_etag);
  // A validator of the other form, or of an older file, gets the file.
  EXPECT_EQ(get("/js/app.js", {{"Accept-Encoding", "gzip"}, {"If-None-Match", etag}}).status, 200u);
  EXPECT_EQ(get("/js/app.js", {{"If-None-Match", "\"0123456789abcdef\""}}).body, file->content);
}

TEST_F(StaticFilesTest, AnImageThatGzipDoesNotShrinkIsSentAsItIs) {
  for (const EmbeddedFile& file : embedded_files()) {
    if (!file.gzipped.empty()) continue;
    const HttpReply reply = get(std::string(file.path), {{"Accept-Encoding", "gzip"}});
    EXPECT_EQ(reply.body, file.content) << file.path;
    EXPECT_EQ(reply.headers[http::field::content_encoding], "") << file.path;
  }
}

// The page learns the module's names from /js/engine-files.js, named from the page's folder:
// null in a build without emscripten, where the server searches every computer move.
TEST_F(StaticFilesTest, TheEngineModuleIsKeptForGoodUnderNamesThatCarryItsHash) {
  const HttpReply names = get("/js/engine-files.js");
  ASSERT_EQ(names.status, 200u);
  if (names.body.find("engineFiles = null;") != std::string::npos) GTEST_SKIP() << "built without the module";
  std::smatch found;
  const std::string body = names.body;
  ASSERT_TRUE(std::regex_search(body, found,
                                std::regex("script: '(engine/reversi-engine\\.[0-9a-f]{12}\\.js)', "
                                           "binary: '(engine/reversi-engine\\.[0-9a-f]{12}\\.wasm)'")))
      << body;
  for (const int group : {1, 2}) {
    const std::string path = "/" + found.str(group);
    const HttpReply reply = get(path, {{"Accept-Encoding", "gzip"}});
    EXPECT_EQ(reply.status, 200u) << path;
    EXPECT_EQ(reply.headers[http::field::cache_control], "public, max-age=31536000, immutable") << path;
    EXPECT_EQ(reply.headers[http::field::content_encoding], "gzip") << path;
    EXPECT_EQ(reply.body, find_embedded_file(path)->gzipped) << path;
  }
  EXPECT_EQ(get("/" + found.str(2)).content_type, "application/wasm");
}

}  // namespace
}  // namespace reversi::server
