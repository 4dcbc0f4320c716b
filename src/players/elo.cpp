#include "players/elo.h"

#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

namespace reversi {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kZ95 = 1.959964;  // the two-sided 95% quantile of the normal distribution

// The interval when the scores do not vary. With all wins (or all losses) the exact
// binomial bound applies: p^n = 2.5% at the far end of the 95% interval.
EloEstimate one_sided(double p, std::size_t games) {
  const double far_p = std::pow(0.025, 1.0 / static_cast<double>(games));
  if (p == 1) return {kInfinity, elo_difference(far_p), kInfinity};
  return {-kInfinity, -kInfinity, elo_difference(1 - far_p)};
}

}  // namespace

bool EloEstimate::bounded() const { return std::isfinite(difference); }

double elo_difference(double p) {
  assert(p >= 0 && p <= 1);
  if (p == 1) return kInfinity;
  if (p == 0) return -kInfinity;
  return -400 * std::log10(1 / p - 1);
}

EloEstimate estimate_elo(std::span<const double> scores) {
  assert(!scores.empty());
  const auto n = static_cast<double>(scores.size());
  const double p = std::accumulate(scores.begin(), scores.end(), 0.0) / n;
  if (p == 0 || p == 1) return one_sided(p, scores.size());
  const double difference = elo_difference(p);
  // A single game (a draw, here) says nothing about how much the score varies.
  if (scores.size() < 2) return {difference, -kInfinity, kInfinity};
  double squares = 0;
  for (double score : scores) squares += (score - p) * (score - p);
  const double standard_error = std::sqrt(squares / (n - 1)) / std::sqrt(n);
  // d Elo / d p = 400 / (ln 10 · p (1 - p))
  const double error = kZ95 * standard_error * 400 / (std::log(10.0) * p * (1 - p));
  return {difference, difference - error, difference + error};
}

}  // namespace reversi
