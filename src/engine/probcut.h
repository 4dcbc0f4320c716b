// Multi-ProbCut (Buro, 1997): a deep search's value is predicted by a shallow one's, so a
// node whose shallow search lands far enough beyond the window is cut off without the deep
// search. For each depth, the shallow depth and how the two values relate (a line and the
// spread of the deep values around it) are fitted from the evaluation's own searches by
// tools/fit_probcut.cpp; tools/rebuild-evaluation.sh writes the fit to
// src/engine/data/probcut_fit.inc beside the tables it was fitted with.
#pragma once

#include <optional>

#include "engine/evaluation.h"

namespace reversi::engine {

// How far beyond the window, in standard deviations of the prediction, the shallow value
// must land for a cut: about 1 cut in 15 is wrong where one is tried.
inline constexpr double kProbCutConfidence = 1.5;

// The spread of a prediction is never taken narrower than this (hundredths of a disc): a
// fit from few positions can come out too sure of itself.
inline constexpr double kLeastProbCutSigma = 50;

// A deep search's value against its shallow search's: deep ≈ slope * shallow + intercept,
// with a standard deviation of sigma_base + sigma_per_empty * empties around it.
struct ProbCutFit {
  int depth;
  int shallow_depth;
  double slope;
  double intercept;
  double sigma_base;
  double sigma_per_empty;
};

// The shallow searches to try at a node `depth` plies deep, with `empties` empty squares:
// a cut above when the shallow value reaches `high`, below when it stays at or under `low`.
struct ProbCutTest {
  int shallow_depth;  // probcut_shallow_depth(depth)
  Value high;
  Value low;
};

// The fit used at `depth`: its own, or beyond the deepest fitted, the deepest fit; none
// below the least fitted depth.
const ProbCutFit* probcut_fit(int depth);

// None where there is no fit. A side of the window that is unbounded has no test
// (high = kInfinity or low = -kInfinity).
std::optional<ProbCutTest> probcut_test(int depth, int empties, Value alpha, Value beta);

// The depth of the shallow search a depth is predicted by: about half of it, and an even
// number of plies less, because the evaluation sees the side to move differently after an
// odd number of plies (see docs/benchmarks/evaluation.md).
int probcut_shallow_depth(int depth);

}  // namespace reversi::engine
