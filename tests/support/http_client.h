// One HTTP request to a test server, answered in full (Boost.Beast, blocking).
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
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

namespace detail {

inline HttpReply read_reply(boost::beast::tcp_stream& stream) {
  namespace http = boost::beast::http;
  boost::beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(16 * 1024 * 1024);
  http::read(stream, buffer, parser);
  const auto& response = parser.get();
  return HttpReply{response.result_int(), std::string(response[http::field::content_type]), response.body(),
                   !response.keep_alive(), response.base()};
}

}  // namespace detail

inline HttpReply http_request(const boost::asio::ip::tcp::endpoint& server, boost::beast::http::verb method,
                              const std::string& target, const std::string& body = "",
                              const std::vector<std::pair<std::string, std::string>>& headers = {}) {
  namespace beast = boost::beast;
  namespace http = beast::http;
  boost::asio::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(server);
  http::request<http::string_body> request{method, target, 11};
  request.set(http::field::host, "localhost");
  for (const auto& [name, value] : headers) request.set(name, value);
  if (!body.empty()) {
    request.set(http::field::content_type, "application/json");
    request.body() = body;
  }
  request.prepare_payload();
  http::write(stream, request);
  return detail::read_reply(stream);
}

// `bytes` sent as they are, for requests that no well-behaved client would make.
inline HttpReply raw_http_request(const boost::asio::ip::tcp::endpoint& server, const std::string& bytes) {
  boost::asio::io_context io;
  boost::beast::tcp_stream stream(io);
  stream.connect(server);
  boost::asio::write(stream, boost::asio::buffer(bytes));
  return detail::read_reply(stream);
}

}  // namespace reversi::server
