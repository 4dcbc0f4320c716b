// Prints, for positions of seeded random games, the move each untimed level chooses there
// with a fresh engine, one "<position>\t<opponent>\t<seed>\t<move>" a line. The
// WebAssembly engine must choose the same (tests/wasm/same_moves.cjs).
// Usage: reversi_level_moves POSITIONS
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "core/notation.h"
#include "engine/engine.h"
#include "players/registry.h"
#include "players/search_player.h"

namespace {

// A position `plies` random moves into a game from the start, where the side to move has
// a move (fewer plies where the game would end or the side to move would pass).
reversi::Position random_position(std::mt19937_64& random, int plies) {
  reversi::Position position;
  for (int ply = 0; ply < plies; ++ply) {
    std::vector<reversi::Square> moves;
    for (reversi::Square square : reversi::squares_of(position.board.moves())) moves.push_back(square);
    const reversi::Position next = position.after(position.board.move_at(moves[random() % moves.size()]));
    if (!next.board.can_move()) break;
    position = next;
  }
  return position;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s POSITIONS\n", argv[0]);
    return 2;
  }
  const int positions = std::atoi(argv[1]);
  std::mt19937_64 random(20261202);
  reversi::engine::Engine engine;
  std::vector<std::string> untimed;
  for (const reversi::Level& level : reversi::levels()) {
    if (!level.time) untimed.push_back(reversi::level_name(level));
  }
  for (int i = 0; i < positions; ++i) {
    const reversi::Position position = random_position(random, 2 + static_cast<int>(random() % 56));
    const std::string& opponent = untimed[static_cast<std::size_t>(i) % untimed.size()];
    const auto seed = static_cast<std::uint64_t>(i);
    engine.clear();
    const reversi::Decision decision =
        reversi::make_opponent(opponent, seed, &engine)->choose(position.board);
    std::printf("%s\t%s\t%llu\t%s\n", reversi::position_text(position).c_str(), opponent.c_str(),
                static_cast<unsigned long long>(seed), reversi::square_name(decision.move).c_str());
  }
  return 0;
}
