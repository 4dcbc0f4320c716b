// HTTP requests to a test server, answered in full (Boost.Beast, blocking). Compiled once,
// in http_client.cpp: Beast's reading and writing templates took every test file that sent
// a request about 40 s more to build under the sanitizers.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http/fields.hpp>
#include <boost/beast/http/verb.hpp>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace reversi::server {

struct HttpReply {
  unsigned status;
  std::string content_type;
  std::string body;
  bool closes = false;  // the server said it closes the connection
  boost::beast::http::fields headers;
  nlohmann::json data() const { return nlohmann::json::parse(body); }
};

using HttpHeaders = std::vector<std::pair<std::string, std::string>>;

// One connection, kept open across requests as a browser's is: for tests of what the
// server does with the connections it holds, and of answers read some time after.
class HttpConnection {
 public:
  explicit HttpConnection(const boost::asio::ip::tcp::endpoint& server);
  ~HttpConnection();
  HttpConnection(const HttpConnection&) = delete;
  HttpConnection& operator=(const HttpConnection&) = delete;

  // Writes a request (a body is sent as JSON); answer() reads what the server says to it.
  void send(boost::beast::http::verb method, const std::string& target, const std::string& body = "",
            const HttpHeaders& headers = {});
  // Writes `bytes` as they are, for requests that no well-behaved client would make.
  void send_raw(const std::string& bytes);
  HttpReply answer();
  // Whether the server closes the connection within `limit`, answering nothing more.
  bool closed_within(std::chrono::milliseconds limit);

 private:
  struct Stream;
  std::unique_ptr<Stream> stream_;
};

HttpReply http_request(const boost::asio::ip::tcp::endpoint& server, boost::beast::http::verb method,
                       const std::string& target, const std::string& body = "",
                       const HttpHeaders& headers = {});

// `bytes` sent as they are, for requests that no well-behaved client would make.
HttpReply raw_http_request(const boost::asio::ip::tcp::endpoint& server, const std::string& bytes);

}  // namespace reversi::server
