#include "support/http_client.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace reversi::server {

namespace beast = boost::beast;
namespace http = beast::http;

struct HttpConnection::Stream {
  boost::asio::io_context io;
  beast::tcp_stream stream{io};
  beast::flat_buffer buffer;
};

HttpConnection::HttpConnection(const boost::asio::ip::tcp::endpoint& server)
    : stream_(std::make_unique<Stream>()) {
  stream_->stream.connect(server);
}

HttpConnection::~HttpConnection() = default;

void HttpConnection::send(http::verb method, const std::string& target, const std::string& body,
                          const HttpHeaders& headers) {
  http::request<http::string_body> request{method, target, 11};
  request.set(http::field::host, "localhost");
  for (const auto& [name, value] : headers) request.set(name, value);
  if (!body.empty()) {
    request.set(http::field::content_type, "application/json");
    request.body() = body;
  }
  request.prepare_payload();
  http::write(stream_->stream, request);
}

void HttpConnection::send_raw(const std::string& bytes) {
  boost::asio::write(stream_->stream, boost::asio::buffer(bytes));
}

HttpReply HttpConnection::answer() {
  http::response_parser<http::string_body> parser;
  parser.body_limit(16 * 1024 * 1024);
  http::read(stream_->stream, stream_->buffer, parser);
  const auto& response = parser.get();
  return HttpReply{response.result_int(), std::string(response[http::field::content_type]), response.body(),
                   !response.keep_alive(), response.base()};
}

bool HttpConnection::closed_within(std::chrono::milliseconds limit) {
  stream_->stream.expires_after(limit);
  http::response<http::string_body> nothing;
  beast::error_code error;
  http::read(stream_->stream, stream_->buffer, nothing, error);
  return error == http::error::end_of_stream;
}

HttpReply http_request(const boost::asio::ip::tcp::endpoint& server, http::verb method,
                       const std::string& target, const std::string& body, const HttpHeaders& headers) {
  HttpConnection connection(server);
  connection.send(method, target, body, headers);
  return connection.answer();
}

HttpReply raw_http_request(const boost::asio::ip::tcp::endpoint& server, const std::string& bytes) {
  HttpConnection connection(server);
  connection.send_raw(bytes);
  return connection.answer();
}

}  // namespace reversi::server
