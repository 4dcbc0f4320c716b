// The pattern evaluation: the sum of table entries for the patterns of a board (see
// patterns.h). Two sets of tables are compiled in (embedded_tables.h); others load from a
// file of the same format.
//
// The whole-game tables (whole_game()) judge boards from the first move to the last: the
// engine's judgement (see Judgement in search_types.h), and the exact solver's move order.
// tools/rebuild-evaluation.sh trains them on self-play games (training/round-N). The
// endgame tables (endgame()) were trained on solved positions of 14 to 26 empty squares
// and judge boards up to kPatternMostEmpties: the former top level, kept as a yardstick,
// uses them near the end, and the training games' generator orders its solves by them
// (tools/generate_games.cpp), so that the games it played stay the games it plays.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/result.h"
#include "engine/pattern_tables.h"
#include "engine/patterns.h"

namespace reversi::engine {

// Beyond this many empty squares the endgame tables are too far from what they were
// trained on.
inline constexpr int kPatternMostEmpties = 30;

class PatternEvaluator {
 public:
  // The compiled-in tables.
  static const PatternEvaluator& whole_game();
  static const PatternEvaluator& endgame();
  // Tables as tools/train_evaluation.cpp writes them (see pattern_tables.h); the error
  // says what is wrong with them.
  static Result<PatternEvaluator> from_bytes(std::string_view bytes);
  explicit PatternEvaluator(const PatternTables& tables);

  // In hundredths of a disc, for the side to move.
  int evaluate(const Board& board) const { return evaluate(board, FoldedReadings(board)); }
  // The same, with the board's readings at hand (see FoldedReadings).
  int evaluate(const Board& board, const FoldedReadings& readings) const {
    const std::int32_t* table = folded_.data() + phase_of_[board.empty_count()] * pattern_entries_per_phase();
    int sum = 0;
    for (std::uint32_t f : readings.features(board)) sum += table[f];
    return sum;
  }

 private:
  // The phase of each number of empty squares; boards of more than kMostEmpties (never in
  // a game, but a position can be set up so) take the phase of kMostEmpties.
  std::array<std::uint8_t, kSquareCount + 1> phase_of_{};
  std::vector<std::int32_t> folded_;  // the tables folded (see patterns.h), phase after phase
};

}  // namespace reversi::engine
