#include "engine/evaluation.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <utility>

#include "core/notation.h"

namespace reversi::engine {

namespace {

constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "mobility", "potential_mobility", "corners", "x_squares", "c_squares", "stable_edges", "discs", "parity"};

// The X-squares and C-squares of each corner, in the order of kCornerSquares.
constexpr std::array<Square, 4> kCornerSquares = {Square::A1, Square::H1, Square::A8, Square::H8};
constexpr std::array<Square, 4> kXSquares = {Square::B2, Square::G2, Square::B7, Square::G7};
constexpr std::array<Bitboard, 4> kCSquares = {
    bit(Square::B1) | bit(Square::A2), bit(Square::G1) | bit(Square::H2), bit(Square::A7) | bit(Square::B8),
    bit(Square::H7) | bit(Square::G8)};
// From each corner, the two edges as (column step, row step).
constexpr std::array<std::array<Direction, 2>, 4> kCornerEdges = {{
    {{{1, 0}, {0, 1}}},
    {{{-1, 0}, {0, 1}}},
    {{{1, 0}, {0, -1}}},
    {{{-1, 0}, {0, -1}}},
}};

// Discs of `mine` on an edge that run unbroken from a corner they hold: no move can ever
// flip them.
Bitboard corner_anchored_edges(Bitboard mine) {
  Bitboard stable = 0;
  for (std::size_t c = 0; c < kCornerSquares.size(); ++c) {
    const Square corner = kCornerSquares[c];
    if (!(mine & bit(corner))) continue;
    stable |= bit(corner);
    for (const Direction& step : kCornerEdges[c]) {
      int column = column_of(corner) + step.column_step;
      int row = row_of(corner) + step.row_step;
      while (column >= 0 && column < kBoardSize && row >= 0 && row < kBoardSize &&
             (mine & bit(square_at(column, row)))) {
        stable |= bit(square_at(column, row));
        column += step.column_step;
        row += step.row_step;
      }
    }
  }
  return stable;
}

}  // namespace

std::array<int, kFeatureCount> features(const Board& board) {
  const Bitboard mine = board.player;
  const Bitboard theirs = board.opponent;
  const Bitboard empty = board.empties();
  Bitboard x_squares = 0;
  Bitboard c_squares = 0;
  for (std::size_t c = 0; c < kCornerSquares.size(); ++c) {
    if (empty & bit(kCornerSquares[c])) {
      x_squares |= bit(kXSquares[c]);
      c_squares |= kCSquares[c];
    }
  }
  std::array<int, kFeatureCount> f{};
  f[static_cast<std::size_t>(Feature::Mobility)] =
      count(legal_moves(mine, theirs)) - count(legal_moves(theirs, mine));
  f[static_cast<std::size_t>(Feature::PotentialMobility)] =
      count(neighbours(theirs) & empty) - count(neighbours(mine) & empty);
  f[static_cast<std::size_t>(Feature::Corners)] = count(mine & kCorners) - count(theirs & kCorners);
  f[static_cast<std::size_t>(Feature::XSquares)] = count(mine & x_squares) - count(theirs & x_squares);
  f[static_cast<std::size_t>(Feature::CSquares)] = count(mine & c_squares) - count(theirs & c_squares);
  f[static_cast<std::size_t>(Feature::StableEdges)] =
      count(corner_anchored_edges(mine)) - count(corner_anchored_edges(theirs));
  f[static_cast<std::size_t>(Feature::Discs)] = count(mine) - count(theirs);
  f[static_cast<std::size_t>(Feature::Parity)] = count(empty) % 2;
  return f;
}

const Weights& default_weights() {
  // In hundredths of a disc per unit of each feature, in the order of Feature. Hand-set,
  // then tuned by tools/tune_weights.cpp (coordinate ascent on depth-2 matches against
  // the openness player and the hand-set weights). Early on, mobility and quiet moves
  // matter and discs are a liability; towards the end the disc count is the score.
  static const Weights weights = {
      {60, 57, 296, -176, -66, 72, -40, 0},
      {57, 24, 120, -64, -10, 84, 100, 100},
  };
  return weights;
}

Result<Weights> parse_weights(std::string_view text) {
  Weights weights;
  std::array<bool, kFeatureCount> seen{};
  std::istringstream lines{std::string(text)};
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream fields(line);
    std::string name;
    if (!(fields >> name)) continue;
    const std::string where = "line " + std::to_string(number) + ": ";
    std::size_t feature = 0;
    while (feature < kFeatureCount && kFeatureNames[feature] != name) ++feature;
    if (feature == kFeatureCount) return Error{where + "unknown feature '" + printable(name) + "'"};
    if (seen[feature]) return Error{where + "feature '" + name + "' given twice"};
    std::string rest;
    int opening = 0;
    int ending = 0;
    if (!(fields >> opening >> ending) || (fields >> rest)) {
      return Error{where + "expected '" + name + " <opening weight> <ending weight>' with two integers"};
    }
    seen[feature] = true;
    weights.opening[feature] = opening;
    weights.ending[feature] = ending;
  }
  for (std::size_t feature = 0; feature < kFeatureCount; ++feature) {
    if (!seen[feature]) return Error{"feature '" + std::string(kFeatureNames[feature]) + "' missing"};
  }
  return weights;
}

std::string weights_text(const Weights& weights) {
  std::string text = "# feature  weight with 60 empty squares  weight with 0 (hundredths of a disc)\n";
  for (std::size_t feature = 0; feature < kFeatureCount; ++feature) {
    text += std::string(kFeatureNames[feature]) + ' ' + std::to_string(weights.opening[feature]) + ' ' +
            std::to_string(weights.ending[feature]) + '\n';
  }
  return text;
}

Evaluator::Evaluator(const Weights& weights, const PatternEvaluator* patterns, int pattern_most_empties)
    : patterns_(patterns), pattern_most_empties_(pattern_most_empties) {
  for (int empties = 0; empties <= kSquareCount; ++empties) {
    for (std::size_t f = 0; f < kFeatureCount; ++f) {
      const int phase = std::min(empties, 60);
      weights_by_empties_[empties][f] = (weights.opening[f] * phase + weights.ending[f] * (60 - phase)) / 60;
    }
  }
}

// Within the widest final score: the tables judge a few lopsided boards beyond it (by 68
// discs, say), and the searches' values go where only game scores fit (the book).
constexpr Value kWidest = kMaxScore * kValuePerDisc;

Value Evaluator::evaluate(const Board& board, const FoldedReadings& readings) const {
  return std::clamp(patterns_->evaluate(board, readings), -kWidest, kWidest);
}

Value ChildEvaluator::operator()(const Move& move, const Board& child) {
  if (!by_patterns_ || std::exchange(first_, false)) return evaluator_.evaluate(child);
  if (!readings_) readings_.emplace(board_);
  return evaluator_.evaluate(child, readings_->after(move));
}

Value Evaluator::evaluate(const Board& board) const {
  if (judges_by_patterns(board.empty_count()))
    return std::clamp(patterns_->evaluate(board), -kWidest, kWidest);
  const std::array<int, kFeatureCount> f = features(board);
  const auto& w = weights_by_empties_[board.empty_count()];
  Value value = 0;
  for (std::size_t i = 0; i < kFeatureCount; ++i) value += w[i] * f[i];
  return std::clamp(value, -kWidest, kWidest);
}

}  // namespace reversi::engine
