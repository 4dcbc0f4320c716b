// The static evaluation: how good a board is for the side to move, in hundredths of a
// disc, from features that strong programs have long used: mobility, potential mobility,
// corners, the squares next to empty corners, stable edge discs, discs and parity.
//
// Each feature has a weight at the opening (60 empty squares) and at the end (0 empty);
// weights in between are interpolated by the number of empty squares. The defaults are
// compiled in; weights tuned or trained later load from a text file (see parse_weights).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/board.h"
#include "core/result.h"
#include "engine/pattern_evaluation.h"

namespace reversi::engine {

// Evaluations and search values are in hundredths of a disc; exact scores are discs * 100.
using Value = int;
inline constexpr Value kValuePerDisc = 100;
inline constexpr Value kInfinity = 30'000;

// A value in whole discs, rounded to the nearest.
constexpr Score rounded_discs(Value value) {
  return value >= 0 ? (value + kValuePerDisc / 2) / kValuePerDisc
                    : -((-value + kValuePerDisc / 2) / kValuePerDisc);
}

enum class Feature : std::uint8_t {
  Mobility,           // legal moves, mine minus theirs
  PotentialMobility,  // empty squares next to their discs minus next to mine
  Corners,            // corners held, mine minus theirs
  XSquares,           // discs on b2, g2, b7, g7 next to an empty corner, mine minus theirs
  CSquares,           // discs on the edge squares next to an empty corner, mine minus theirs
  StableEdges,        // edge discs anchored in a corner (they can never flip), mine minus theirs
  Discs,              // discs, mine minus theirs
  Parity,             // 1 when the number of empty squares is odd (the side to move would play last)
  Count,
};
inline constexpr std::size_t kFeatureCount = static_cast<std::size_t>(Feature::Count);

struct Weights {
  std::array<int, kFeatureCount> opening{};  // with 60 empty squares
  std::array<int, kFeatureCount> ending{};   // with 0 empty squares
};

const Weights& default_weights();

// Reads weights: one feature a line, "name opening ending", '#' starts a comment. Every
// feature must appear exactly once. Errors say which line is wrong and why.
Result<Weights> parse_weights(std::string_view text);
std::string weights_text(const Weights& weights);  // what parse_weights reads back

// The feature evaluation, or with `patterns` given, that pattern evaluation for boards with
// at most `pattern_most_empties` empty squares (for every board by default).
class Evaluator {
 public:
  explicit Evaluator(const Weights& weights = default_weights(), const PatternEvaluator* patterns = nullptr,
                     int pattern_most_empties = kSquareCount);
  // For the side to move, never beyond the widest final score (64 discs either way).
  Value evaluate(const Board& board) const;
  // Whether boards of `empties` empty squares are judged by the patterns.
  bool judges_by_patterns(int empties) const { return patterns_ && empties <= pattern_most_empties_; }
  // The same as evaluate for such a board, from its readings (see FoldedReadings).
  Value evaluate(const Board& board, const FoldedReadings& readings) const;

 private:
  const PatternEvaluator* patterns_;
  int pattern_most_empties_;
  // weights_by_empties_[e][f]: the weight of feature f with e empty squares.
  std::array<std::array<int, kFeatureCount>, kSquareCount + 1> weights_by_empties_{};
};

// Evaluates the boards that the moves of one board leave, one after another. Where the
// patterns judge them, each child's readings are carried from the board's (see
// FoldedReadings) rather than read afresh, once a second child is wanted: a search often
// wants only the first, which cuts off alone.
class ChildEvaluator {
 public:
  ChildEvaluator(const Evaluator& evaluator, const Board& board)
      : evaluator_(evaluator),
        board_(board),
        by_patterns_(evaluator.judges_by_patterns(board.empty_count() - 1)) {}
  // The evaluation of `child`, the board that `move` (a move of the board) leaves.
  Value operator()(const Move& move, const Board& child);

 private:
  const Evaluator& evaluator_;
  const Board& board_;
  bool by_patterns_;
  bool first_ = true;
  std::optional<FoldedReadings> readings_;  // the board's, from the second child on
};

// The features of `board`, for tests and for tuning.
std::array<int, kFeatureCount> features(const Board& board);

}  // namespace reversi::engine
