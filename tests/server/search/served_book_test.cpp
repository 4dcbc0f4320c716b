// The book the server plays from: a fixed one stays the book it was given; a learning one
// learns each game that ends on a thread of its own, saves it, and replaces the book the
// requests see, leaving the one a search holds as it was. `reversi serve --learned-book`
// learns a game that ends on its page.
#include "server/search/served_book.h"

#include <gtest/gtest.h>

#include <boost/beast/http.hpp>
#include <chrono>
#include <filesystem>
#include <thread>

#include "core/file_contents.h"
#include "core/symmetry.h"
#include "engine/book_files.h"
#include "support/http_client.h"
#include "support/played.h"
#include "support/server_process.h"
#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

using reversi::testing::boards_of_game;
using reversi::testing::played;
using namespace std::chrono_literals;

TEST(ServedBook, AFixedBookIsTheBookItWasGivenAndLearnsNothing) {
  engine::Book book;
  book.add(Board::start(), 4, {{Square::F5, 0}, {Square::D3, 0}, {Square::C4, 0}, {Square::E6, 0}});
  ServedBook served(book);
  EXPECT_FALSE(served.learns());
  EXPECT_EQ(served.current().get(), &book);
  served.game_ended(boards_of_game("f5d6c3"));
  served.wait_until_learned();
  EXPECT_EQ(served.current().get(), &book);
  EXPECT_EQ(book.size(), 1U);
}

TEST(ServedBook, LearnsAGameThatEndedSavesItAndLeavesTheBookASearchHoldsAsItWas) {
  const std::filesystem::path file = test_data_directory("served-book-learned.bin");
  std::filesystem::remove(file);
  const engine::Book shipped;
  ServedBook served(engine::LearningBook(shipped, engine::Book{}), file.string(),
                    engine::LearnOptions{.depth = 2, .plies = 3});
  EXPECT_TRUE(served.learns());
  const std::shared_ptr<const engine::Book> before = served.current();
  served.game_ended(boards_of_game("f5d6c3d3c4"));
  served.wait_until_learned();
  const std::shared_ptr<const engine::Book> after = served.current();
  for (const char* transcript : {"", "f5", "f5d6", "f5d6c3"}) {
    EXPECT_TRUE(after->contains(played(transcript))) << transcript;
    EXPECT_FALSE(before->contains(played(transcript))) << transcript;
  }
  EXPECT_FALSE(after->contains(played("f5d6c3d3")));  // four moves from the start
  const Result<std::string> saved = file_contents(file.string());
  ASSERT_TRUE(saved.ok()) << saved.error();
  const Result<engine::Book> learned = engine::parse_book_binary(saved.value(), file.string());
  ASSERT_TRUE(learned.ok()) << learned.error();
  EXPECT_EQ(learned.value().size(), 4U);
  std::filesystem::remove(file);
}

TEST(ServedBook, StopsWithGamesStillWaiting) {
  const std::filesystem::path file = test_data_directory("served-book-stopped.bin");
  const engine::Book shipped;
  const auto start = std::chrono::steady_clock::now();
  {
    ServedBook served(engine::LearningBook(shipped, engine::Book{}), file.string(),
                      engine::LearnOptions{.depth = 12, .plies = 30});
    for (int i = 0; i < 20; ++i) served.game_ended(boards_of_game("f5d6c3d3c4f4f6f3e6e7"));
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
  std::filesystem::remove(file);
}

// A game that ends on the page of `reversi serve --learned-book` is learned, and the hints
// of the next game mark its moves as book moves.
TEST(ServedBook, ServeLearnsAGameThatEndsOnItsPage) {
  namespace http = boost::beast::http;
  const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const TestDatabase database(test_data_directory(name));
  const std::filesystem::path file = test_data_directory(name + ".bin");
  std::filesystem::remove(file);
  ServerProcess server(
      REVERSI_BINARY, database.location(),
      ServerProcessOptions{.arguments = {"--learned-book", file.string(), "--learn-depth", "2"}});
  // The shortest game there is: f4 ends it, with every disc black.
  const HttpReply created =
      http_request(server.endpoint(), http::verb::post, "/api/games", R"({"setup": "d3c3b3d2e1d6d7e3"})");
  ASSERT_EQ(created.status, 201U) << created.body;
  const std::string id = created.data()["id"];
  const HttpReply ended =
      http_request(server.endpoint(), http::verb::post, "/api/games/" + id + "/moves", R"({"move": "f4"})");
  ASSERT_EQ(ended.status, 200U) << ended.body;
  ASSERT_TRUE(ended.data()["over"].get<bool>()) << ended.body;

  const auto deadline = std::chrono::steady_clock::now() + 30s;
  Result<engine::Book> learned = Error{"not saved yet"};
  while (std::chrono::steady_clock::now() < deadline) {
    if (const Result<std::string> saved = file_contents(file.string()); saved.ok()) {
      learned = engine::parse_book_binary(saved.value(), file.string());
      if (learned.ok()) break;
    }
    std::this_thread::sleep_for(50ms);
  }
  ASSERT_TRUE(learned.ok()) << learned.error();
  EXPECT_TRUE(learned.value().contains(played("d3c3b3d2e1d6d7e3")));

  const HttpReply next =
      http_request(server.endpoint(), http::verb::post, "/api/games", R"({"setup": "d3c3b3d2e1d6d7"})");
  ASSERT_EQ(next.status, 201U) << next.body;
  const HttpReply hints = http_request(server.endpoint(), http::verb::get,
                                       "/api/games/" + std::string(next.data()["id"]) + "/hints");
  ASSERT_EQ(hints.status, 200U) << hints.body;
  bool e3_in_book = false;
  const nlohmann::json moves = hints.data()["moves"];
  for (const auto& move : moves) {
    if (move["move"] == "e3") e3_in_book = move["book"].get<bool>();
  }
  EXPECT_TRUE(e3_in_book) << hints.body;
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace reversi::server
