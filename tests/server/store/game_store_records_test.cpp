// Games imported from files into the game store, and every stored game read back as a
// game file writes it: in one transaction, with what the file said about each game.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/notation.h"
#include "server/store/game_store.h"
#include "support/known_games.h"
#include "support/test_database.h"
#include "support/test_server.h"

namespace reversi::server {
namespace {

GameRecord known_game() {
  GameRecord record;
  record.moves = parse_transcript(testing::kGameWithAPass).value();
  record.black = "Alice";
  record.white = "Bob";
  record.place = "Paris";
  record.date = "2026-11-25";
  return record;
}

// Black has no move on a1 = white, b1 = black: it passes, and white has played c1.
GameRecord set_up_game() {
  GameRecord record;
  record.start = Position::from_discs(bit(Square::B1), bit(Square::A1), Color::Black);
  record.moves = {Square::Pass, Square::C1};
  return record;
}

class GameStoreRecords : public ::testing::Test {
 protected:
  GameStoreRecords() : data_(test_data_directory("records")), database_(data_) {
    std::filesystem::remove_all(data_);
    store_.emplace(database_.location());
  }
  ~GameStoreRecords() override { std::filesystem::remove_all(data_); }

  std::int64_t rows(const char* table) {
    const std::unique_ptr<Database> db = database_.connect();
    Statement count = db->prepare(std::string("SELECT COUNT(*) FROM ") + table);
    count.step();
    return count.integer(0);
  }

  std::filesystem::path data_;
  TestDatabase database_;
  std::optional<GameStore> store_;
};

TEST_F(GameStoreRecords, ImportedGamesReadBackWithWhatTheirFileSaid) {
  const std::vector<std::string> ids = store_->insert_records({known_game(), set_up_game()}).ids;
  ASSERT_EQ(ids.size(), 2U);
  const std::vector<StoredRecord> stored = store_->records();
  ASSERT_EQ(stored.size(), 2U);
  EXPECT_EQ(stored[0].id, ids[0]);
  EXPECT_EQ(stored[0].record.moves, known_game().moves);
  EXPECT_EQ(stored[0].record.black, "Alice");
  EXPECT_EQ(stored[0].record.white, "Bob");
  EXPECT_EQ(stored[0].record.place, "Paris");
  EXPECT_EQ(stored[0].record.date, "2026-11-25");
  EXPECT_EQ(stored[0].record.result(), 36);
  EXPECT_EQ(stored[1].id, ids[1]);
  EXPECT_EQ(stored[1].record.start, set_up_game().start);
  EXPECT_EQ(stored[1].record.moves, set_up_game().moves);
  EXPECT_EQ(stored[1].record.result(), -64);

  // The page opens an imported game as a finished game between people.
  const std::optional<HostedGame> hosted = store_->load(ids[0]);
  ASSERT_TRUE(hosted);
  EXPECT_FALSE(hosted->seats.has_computer());
  EXPECT_TRUE(hosted->game.is_over());
  EXPECT_EQ(hosted->game.position(), known_game().final_position());
}

// A GGS game lost on time: the ending, the komi, the clocks, the ratings and the moves'
// notes come back as the file gave them; once the game is played on, what the file said
// of its end no longer holds, and the notes are kept for the moves imported.
TEST_F(GameStoreRecords, AGameFilesFactsReadBackAndItsEndOnlyWhileTheGameIsAsImported) {
  GameRecord timed;
  timed.moves = {Square::F5, Square::D6, Square::C3};
  timed.black = "Alice";
  timed.white = "Bob";
  timed.type = "8k";
  timed.komi = 0.5;
  timed.black_clock = "05:00//02:00";
  timed.white_clock = "04:30//02:00";
  timed.black_rating = "2012.5";
  timed.white_rating = "1890.0";
  timed.recorded_result = 64;
  timed.ending = GameEnding::Time;
  timed.notes = {MoveNote{-1.5, 2.25}, MoveNote{1.0, std::nullopt}, MoveNote{std::nullopt, 0.5}};
  const std::vector<std::string> ids = store_->insert_records({timed}).ids;
  ASSERT_EQ(ids.size(), 1U);
  std::optional<GameRecord> stored = store_->record(ids[0]);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->type, "8k");
  EXPECT_EQ(stored->komi, 0.5);
  EXPECT_EQ(stored->black_clock, "05:00//02:00");
  EXPECT_EQ(stored->white_clock, "04:30//02:00");
  EXPECT_EQ(stored->black_rating, "2012.5");
  EXPECT_EQ(stored->white_rating, "1890.0");
  EXPECT_EQ(stored->ending, GameEnding::Time);
  EXPECT_EQ(stored->recorded_result, 64);
  EXPECT_EQ(stored->notes, timed.notes);

  std::optional<HostedGame> hosted = store_->load(ids[0]);
  ASSERT_TRUE(hosted);
  ASSERT_TRUE(hosted->play(Square::D3).ok());
  store_->update(*hosted);
  stored = store_->record(ids[0]);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->ending, GameEnding::Counted);
  EXPECT_EQ(stored->recorded_result, std::nullopt);
  EXPECT_EQ(stored->black_clock, "05:00//02:00");
  ASSERT_EQ(stored->notes.size(), 4U);
  EXPECT_EQ(stored->notes[0], timed.notes[0]);
  EXPECT_EQ(stored->notes[3], MoveNote{});
}

TEST_F(GameStoreRecords, TheServersGamesReadBackUpToThePositionShownWithTheirSeats) {
  HostedGame hosted{"abc", Seats{"human", "level-3"}, Game::from_transcript("f5d6c3").value(), {}};
  hosted.game.undo();
  store_->insert(hosted);
  const std::vector<StoredRecord> stored = store_->records();
  ASSERT_EQ(stored.size(), 1U);
  EXPECT_EQ(stored[0].id, "abc");
  EXPECT_EQ(stored[0].record.moves, (std::vector<Square>{Square::F5, Square::D6}));
  EXPECT_EQ(stored[0].record.black, "human");
  EXPECT_EQ(stored[0].record.white, "level-3");
  EXPECT_EQ(stored[0].record.result(), std::nullopt);
}

TEST_F(GameStoreRecords, AFailureOnTheWayLeavesNothingImported) {
  {
    // The database refuses the second game's description, after the first went in.
    const std::unique_ptr<Database> db = database_.connect();
    db->execute(db->dialect() == SqlDialect::Sqlite
                    ? "CREATE TRIGGER refuse BEFORE INSERT ON imported_games WHEN NEW.black = 'refused' "
                      "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
                    : "ALTER TABLE imported_games ADD CONSTRAINT refuse CHECK (black <> 'refused')");
  }
  GameRecord refused = set_up_game();
  refused.black = "refused";
  EXPECT_THROW(store_->insert_records({known_game(), refused}), DatabaseError);
  EXPECT_TRUE(store_->records().empty());
  EXPECT_EQ(rows("games"), 0);
  EXPECT_EQ(rows("imported_games"), 0);
}

// Once removed, a game may be imported again.
TEST_F(GameStoreRecords, RemovingOldGamesRemovesWhatTheirFilesSaid) {
  (void)store_->insert_records({known_game(), set_up_game()});
  EXPECT_EQ(store_->remove_unchanged_since(std::numeric_limits<std::int64_t>::max(), 10), 2U);
  EXPECT_EQ(rows("imported_games"), 0);
  EXPECT_EQ(store_->insert_records({known_game()}).ids.size(), 1U);
}

// A game is the same game when its start, moves, players, place and date are: imported
// again, or twice in one file, it is stored once and counted as there already.
TEST_F(GameStoreRecords, AGameImportedAgainIntoTheSameListIsStoredOnce) {
  const StoredImport first = store_->insert_records({known_game(), set_up_game(), known_game()});
  EXPECT_EQ(first.ids.size(), 2U);
  EXPECT_EQ(first.already_stored, 1U);
  GameRecord other_result = known_game();
  other_result.recorded_result = 64;  // says more about the game; does not make it another
  const StoredImport again = store_->insert_records({set_up_game(), other_result});
  EXPECT_TRUE(again.ids.empty());
  EXPECT_EQ(again.already_stored, 2U);
  EXPECT_EQ(rows("games"), 2);
  EXPECT_EQ(rows("imported_games"), 2);
}

// Two games of the same players on the same day stay two, and a browser's list gets its
// own copy of a game another list or the command line imported.
TEST_F(GameStoreRecords, OtherGamesAndOtherListsGetTheirOwnCopy) {
  (void)store_->insert_records({known_game()});
  GameRecord rematch = known_game();
  rematch.moves = parse_transcript("f5d6c3").value();
  GameRecord elsewhere = known_game();
  elsewhere.place = "Lyon";
  GameRecord later = known_game();
  later.date = "2026-11-26";
  GameRecord swapped = known_game();
  std::swap(swapped.black, swapped.white);
  EXPECT_EQ(store_->insert_records({rematch, elsewhere, later, swapped}).ids.size(), 4U);
  const StoredImport alices = store_->insert_records({known_game()}, "AliceAliceAliceAlice-_");
  EXPECT_EQ(alices.ids.size(), 1U);
  EXPECT_EQ(alices.already_stored, 0U);
  EXPECT_EQ(store_->insert_records({known_game()}, "AliceAliceAliceAlice-_").already_stored, 1U);
  EXPECT_EQ(rows("games"), 6);
}

}  // namespace
}  // namespace reversi::server
