// Tunes the evaluation weights by coordinate ascent on match results: a depth-2 search
// with the candidate weights plays both colours of every match opening against the
// openness player and against the same search with the starting weights. Each weight
// moves up or down by a step while that raises the score, and the steps halve when no
// move helps. Prints the weights in the format parse_weights reads.
//
//   build/release/tools/reversi_tune_weights [rounds] > weights.txt
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "core/game.h"
#include "engine/engine.h"
#include "players/openings.h"
#include "players/registry.h"

namespace reversi {
namespace {

constexpr int kDepth = 2;
constexpr int kExactEmpties = 8;

class WeightedSearch : public ComputerPlayer {
 public:
  explicit WeightedSearch(const engine::Weights& weights)
      : engine_(engine::EngineOptions{.hash_megabytes = 4, .threads = 1, .weights = weights}) {
    limits_.depth = kDepth;
    limits_.exact_empties = kExactEmpties;
  }
  Decision choose(const Board& board) override {
    return Decision{engine_.search(board, limits_).best_move, {}};
  }

 private:
  engine::SearchLimits limits_;
  engine::Engine engine_;
};

// Disc difference (first player minus second) of one game from `opening`.
int play(ComputerPlayer& black, ComputerPlayer& white, std::string_view opening) {
  Game game = Game::from_transcript(opening).value();
  while (!game.is_over()) {
    ComputerPlayer& mover = game.position().to_move == Color::Black ? black : white;
    if (!game.play(mover.choose(game.position().board).move).ok()) std::abort();
  }
  return game.result().black - game.result().white;
}

// Points (win 2, draw 1) of `weights` over both colours of every opening against both
// opponents, plus the disc difference as a tie-breaker.
long long fitness(const engine::Weights& weights, const engine::Weights& reference) {
  long long points = 0;
  for (const Opening& opening : match_openings()) {
    for (int opponent = 0; opponent < 2; ++opponent) {
      for (int colour = 0; colour < 2; ++colour) {
        WeightedSearch candidate(weights);
        std::unique_ptr<ComputerPlayer> other =
            opponent == 0 ? make_opponent("openness", 7) : std::make_unique<WeightedSearch>(reference);
        const int difference =
            colour == 0 ? play(candidate, *other, opening.moves) : -play(*other, candidate, opening.moves);
        points += 1000LL * (difference > 0 ? 2 : difference == 0 ? 1 : 0) + difference;
      }
    }
  }
  return points;
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 3;
  const engine::Weights reference = engine::default_weights();
  engine::Weights best = reference;
  long long best_fitness = fitness(best, reference);
  std::fprintf(stderr, "start: %lld\n", best_fitness);
  int step = 32;
  for (int round = 0; round < rounds; ++round, step = std::max(4, step / 2)) {
    for (std::size_t feature = 0; feature < engine::kFeatureCount; ++feature) {
      for (auto phase : {&engine::Weights::opening, &engine::Weights::ending}) {
        for (int sign : {1, -1}) {
          engine::Weights trial = best;
          (trial.*phase)[feature] += sign * step;
          const long long trial_fitness = fitness(trial, reference);
          if (trial_fitness > best_fitness) {
            best = trial;
            best_fitness = trial_fitness;
            std::fprintf(stderr, "round %d feature %zu %+d: %lld\n", round, feature, sign * step,
                         best_fitness);
            break;
          }
        }
      }
    }
  }
  std::printf("%s", engine::weights_text(best).c_str());
}
