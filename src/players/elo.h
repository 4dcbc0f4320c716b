// The Elo difference between two players measured by their games, with its 95% interval.
// Each game scores 1 for a win, 0.5 for a draw and 0 for a loss.
#pragma once

#include <span>

namespace reversi {

struct EloEstimate {
  // -400 log10(1/p - 1) for the score fraction p: +infinity when every game was won,
  // -infinity when every game was lost.
  double difference = 0;
  // The 95% interval. Around a finite difference it is the standard error of the mean
  // score carried through the Elo formula (delta method), so it is symmetric. When every
  // game went one way only one end is finite: the exact (Clopper-Pearson) bound on p.
  double lower = 0;
  double upper = 0;

  bool bounded() const;                                 // the difference is finite
  double error() const { return (upper - lower) / 2; }  // the ± of a bounded difference
};

// The Elo difference for score fraction `p` in [0, 1].
double elo_difference(double p);

// From the scores of one player's games (at least one).
EloEstimate estimate_elo(std::span<const double> scores);

}  // namespace reversi
