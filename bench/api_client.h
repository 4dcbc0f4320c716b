// One keep-alive HTTP connection to a running `reversi serve`, for the load benchmarks
// that play through its JSON API.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

class ApiClient {
 public:
  ApiClient(boost::asio::io_context& io, const std::string& host, unsigned short port) : stream_(io) {
    stream_.connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address(host), port));
  }

  // The answer's status and body (a discarded value where the body is not JSON).
  std::pair<unsigned, nlohmann::json> post(const std::string& target, const nlohmann::json& body) {
    namespace http = boost::beast::http;
    http::request<http::string_body> request{http::verb::post, target, 11};
    request.set(http::field::host, "localhost");
    request.set(http::field::content_type, "application/json");
    request.body() = body.dump();
    request.prepare_payload();
    http::write(stream_, request);
    http::response<http::string_body> response;
    http::read(stream_, buffer_, response);
    return {response.result_int(), nlohmann::json::parse(response.body(), nullptr, false)};
  }

 private:
  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
};
