// Requests that break HTTP/1.1 or the server's limits (docs/api.md, "Errors"): each gets a
// status before the connection closes, never a bare close that a browser shows as an empty
// response. The API's paths answer JSON, the page's a short page that quotes nothing sent.
#include <gtest/gtest.h>

#include <string>

#include "support/http_client.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

class MalformedRequestTest : public ::testing::Test {
 protected:
  HttpReply send(const std::string& bytes) { return raw_http_request(server_.endpoint(), bytes); }

  // A request with `fields` (each ending in CRLF) and `body` after its header.
  HttpReply post(const std::string& fields, const std::string& body = "") {
    return send("POST /api/games HTTP/1.1\r\nHost: localhost\r\n" + fields + "\r\n" + body);
  }

  static void expect_closing_json_error(const HttpReply& reply, unsigned status, const std::string& why) {
    EXPECT_EQ(reply.status, status) << why;
    EXPECT_TRUE(reply.closes) << why;
    EXPECT_EQ(reply.content_type, "application/json; charset=utf-8") << why;
    EXPECT_TRUE(reply.data()["error"].is_string()) << why;
  }

  TestServer server_{test_data_directory(::testing::UnitTest::GetInstance()->current_test_info()->name())};
};

TEST_F(MalformedRequestTest, ABadOrConflictingContentLengthIsAnswered400) {
  for (const std::string fields : {"Content-Length: two\r\n", "Content-Length: 2\r\nContent-Length: 3\r\n",
                                   "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n",
                                   "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n"}) {
    expect_closing_json_error(post(fields, "{}"), 400, fields);
  }
}

TEST_F(MalformedRequestTest, BytesThatAreNotHttpAreAnswered400) {
  for (const std::string& bytes : {std::string("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11),
                                   std::string("GET / HTTP/1.1\r\nNo colon here\r\n\r\n"),
                                   std::string("GET /api/opponents HTTP/1.x\r\n\r\n")}) {
    const HttpReply reply = send(bytes);
    EXPECT_EQ(reply.status, 400u) << bytes;
    EXPECT_TRUE(reply.closes) << bytes;
  }
}

// A link with a made-up position far too long for any game, as a browser sends it.
TEST_F(MalformedRequestTest, AnAddressOver8KiBIsAnswered414) {
  const HttpReply page = send("GET /?setup=" + std::string(9000, 'f') +
                              " HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n");
  EXPECT_EQ(page.status, 414u);
  EXPECT_TRUE(page.closes);
  EXPECT_EQ(page.content_type, "text/html; charset=utf-8");
  EXPECT_NE(page.body.find("lang=\"ja\""), std::string::npos) << page.body;
  EXPECT_EQ(page.body.find("fff"), std::string::npos) << page.body;

  expect_closing_json_error(
      send("GET /api/games/" + std::string(100 * 1024, 'a') + " HTTP/1.1\r\nHost: localhost\r\n\r\n"), 414,
      "a 100 KiB target");
}

TEST_F(MalformedRequestTest, AHeaderOver8KiBOrOfThousandsOfFieldsIsAnswered431) {
  expect_closing_json_error(post("Cookie: " + std::string(9000, 'c') + "\r\n"), 431, "one large field");
  std::string fields;
  for (int field = 0; field < 5000; ++field) fields += "X-" + std::to_string(field) + ": 1\r\n";
  expect_closing_json_error(post(fields), 431, "5,000 fields");
}

// The client may still be sending when the answer comes: the server reads on, so that the
// answer is not lost to a reset connection.
TEST_F(MalformedRequestTest, ABodyOver64KiBIsAnswered413EvenWhileItIsStillComing) {
  const std::string ten_mib(10 * 1024 * 1024, ' ');
  expect_closing_json_error(post("Content-Length: " + std::to_string(ten_mib.size()) + "\r\n", ten_mib), 413,
                            "Content-Length");
  std::string chunked;
  const std::string chunk(64 * 1024, ' ');
  for (int count = 0; count < 160; ++count) chunked += "10000\r\n" + chunk + "\r\n";
  expect_closing_json_error(post("Transfer-Encoding: chunked\r\n", chunked + "0\r\n\r\n"), 413, "chunked");
}

// 505 (RFC 9110 15.6.6): the request names a major version of HTTP that this server does not
// speak. A client that starts HTTP/2 unasked learns it from the first line it reads.
TEST_F(MalformedRequestTest, TheHttp2PrefaceIsAnswered505) {
  const HttpReply reply = send("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
  EXPECT_EQ(reply.status, 505u);
  EXPECT_TRUE(reply.closes);
  EXPECT_EQ(send("GET /api/opponents HTTP/3.0\r\nHost: localhost\r\n\r\n").status, 505u);
}

TEST_F(MalformedRequestTest, AMissingPageIsAShortPageThatQuotesNothingSent) {
  const HttpReply reply =
      send("GET /no-such-page<script>alert(1)</script> HTTP/1.1\r\nHost: localhost\r\n\r\n");
  EXPECT_EQ(reply.status, 404u);
  EXPECT_EQ(reply.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(reply.body.find("script"), std::string::npos) << reply.body;
  EXPECT_NE(reply.body.find("lang=\"ja\""), std::string::npos) << reply.body;
  EXPECT_FALSE(reply.closes);
}

}  // namespace
}  // namespace reversi::server
