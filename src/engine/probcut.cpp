#include "engine/probcut.h"

#include <algorithm>
#include <cmath>

namespace reversi::engine {

namespace {

constexpr ProbCutFit kFits[] = {
#include "engine/data/probcut_fit.inc"
};

}  // namespace

int probcut_shallow_depth(int depth) {
  const int half = depth / 2;
  return (depth - half) % 2 == 0 ? half : half - 1;
}

const ProbCutFit* probcut_fit(int depth) {
  const ProbCutFit* fit = nullptr;
  for (const ProbCutFit& candidate : kFits) {
    if (candidate.depth <= depth && (!fit || candidate.depth > fit->depth)) fit = &candidate;
  }
  return fit;
}

std::optional<ProbCutTest> probcut_test(int depth, int empties, Value alpha, Value beta) {
  const ProbCutFit* fit = probcut_fit(depth);
  if (!fit) return std::nullopt;
  const double sigma = std::max(kLeastProbCutSigma, fit->sigma_base + fit->sigma_per_empty * empties);
  const double margin = kProbCutConfidence * sigma;
  ProbCutTest test{probcut_shallow_depth(depth), kInfinity, -kInfinity};
  // deep >= beta is likely once slope * shallow + intercept - margin >= beta, and
  // deep <= alpha once slope * shallow + intercept + margin <= alpha.
  if (beta < kInfinity)
    test.high = std::clamp(static_cast<Value>(std::ceil((beta - fit->intercept + margin) / fit->slope)),
                           -kInfinity + 1, kInfinity);
  if (alpha > -kInfinity)
    test.low = std::clamp(static_cast<Value>(std::floor((alpha - fit->intercept - margin) / fit->slope)),
                          -kInfinity, kInfinity - 1);
  return test;
}

}  // namespace reversi::engine
