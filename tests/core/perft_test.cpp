// Perft against the published counts (tests/data/perft.tsv) under both pass conventions,
// and what each convention does with a forced pass.
#include "core/perft.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/notation.h"

namespace reversi {
namespace {

// column name -> depth -> leaves, read from the table's header line.
std::map<std::string, std::map<int, std::uint64_t>> read_perft_table() {
  std::ifstream file(REVERSI_TEST_DATA_DIR "/perft.tsv");
  std::map<std::string, std::map<int, std::uint64_t>> table;
  std::vector<std::string> columns;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string field;
    std::vector<std::string> row;
    while (std::getline(fields, field, '\t')) row.push_back(field);
    if (columns.empty()) {
      columns = row;
      continue;
    }
    for (std::size_t i = 1; i < row.size() && i < columns.size(); ++i) {
      table[columns[i]][std::stoi(row[0])] = std::stoull(row[i]);
    }
  }
  return table;
}

constexpr int kDeepestTestedDepth = 9;

void expect_table(const char* column, PassRule rule) {
  const auto table = read_perft_table();
  ASSERT_TRUE(table.contains(column)) << "perft.tsv has no column " << column;
  const auto& counts = table.at(column);
  for (int depth = 1; depth <= kDeepestTestedDepth; ++depth) {
    ASSERT_TRUE(counts.contains(depth)) << column << " depth " << depth;
    EXPECT_EQ(perft(Board::start(), depth, rule), counts.at(depth)) << column << " depth " << depth;
  }
}

TEST(Perft, PublishedCountsWhenAPassUsesAPly) { expect_table("passes_are_plies", PassRule::PassIsAPly); }

TEST(Perft, PublishedCountsWhenPassesAreFree) { expect_table("passes_not_plies", PassRule::PassIsFree); }

TEST(Perft, TheConventionsFirstDifferAtDepthNine) {
  EXPECT_EQ(perft(Board::start(), 8, PassRule::PassIsAPly), perft(Board::start(), 8, PassRule::PassIsFree));
  EXPECT_LT(perft(Board::start(), 9, PassRule::PassIsAPly), perft(Board::start(), 9, PassRule::PassIsFree));
}

TEST(Perft, AForcedPassIsOneLeafOrTheOpponentsMoves) {
  // Black (to move) has no move; white can play c1 or a3. A pass that uses up the last ply
  // is one leaf; a free pass leaves the ply to white, whose two moves are the leaves.
  const Result<Position> position = parse_position(
      "OX------"
      "X-------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  ASSERT_TRUE(position.ok()) << position.error();
  const Board& board = position.value().board;
  ASSERT_FALSE(board.can_move());
  const int white_moves = count(legal_moves(board.opponent, board.player));
  ASSERT_EQ(white_moves, 2);
  EXPECT_EQ(perft(board, 1, PassRule::PassIsAPly), 1u);
  EXPECT_EQ(perft(board, 1, PassRule::PassIsFree), 2u);
}

TEST(Perft, AFinishedGameIsOneLeaf) {
  const Board over{0xFFULL, 0};  // black alone on the board
  EXPECT_EQ(perft(over, 5, PassRule::PassIsAPly), 1u);
  EXPECT_EQ(perft(over, 5, PassRule::PassIsFree), 1u);
  EXPECT_EQ(perft(over, 0, PassRule::PassIsAPly), 1u);
}

}  // namespace
}  // namespace reversi
